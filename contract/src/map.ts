/**
 * The map (spec sections 2 'Map settings', 3, 7 'Settings, map', 9; issue 20): constants, the shapes of
 * the map settings, the overlay and the tile source, the tile address rule and the plain drawn tile.
 * No yup here (the schemas are in mapSchemas.ts): the map screens, the kit's map and the TV page import
 * these without carrying the validation library.
 */
import type { LanguageImage } from './contentCommon';

/** Zoom of the map settings' map (section 9). */
export const MAP_ZOOM = 14;
/** Size of the map settings' map in px (section 9); narrower screens get the width they have. */
export const MAP_SIZE = { width: 980, height: 600 } as const;
/** Opacity of the overlay image drawn over the map (section 9). */
export const MAP_OVERLAY_OPACITY = 0.4;
/**
 * The tile address the console and the TV page load tiles from: the server's public tile route
 * (GET /map-tiles/{z}/{x}/{y}, outside /api/v1 — an <img> sends no bearer token).
 */
export const MAP_TILE_PATH = '/map-tiles/{z}/{x}/{y}';
/** Tiles are square, this many px (OpenStreetMap's slippy-map tiles). */
export const MAP_TILE_SIZE = 256;
/** The deepest zoom the tile route answers (OpenStreetMap's standard layer stops at 19). */
export const MAP_TILE_MAX_ZOOM = 19;
/**
 * Tile requests per client address (public route): a screen of 980x600 at zoom 14 needs about 24 tiles,
 * panning a few dozen more; a bulk download is stopped (429 with Retry-After).
 */
export const MAP_TILE_RATE_LIMIT = { requests: 600, windowSeconds: 60 } as const;
/**
 * Where the map is centred until the property saves its own centre: Malé, Maldives (the sign-up's default
 * country, section 9 'Default country MDV').
 */
export const MAP_DEFAULT_CENTER = { lat: 4.1755, lng: 73.5093 } as const;
/** The largest latitude span the guest app's map may show (map_lat_diff, degrees). */
export const MAP_LAT_DIFF_MAX = 10;

/** GET map/tiles: where the tiles come from and the attribution the map always shows. */
export interface MapTiles {
  /** A template with {z}, {x} and {y}, e.g. MAP_TILE_PATH. */
  url: string;
  attribution: string;
}

/** The attribution shown with the plain drawn tiles (no MAP_TILE_URL set). */
export const MAP_DRAWN_TILES_ATTRIBUTION = 'Plain drawn tiles (no map provider is set up)';
/** The attribution of an OpenStreetMap-style provider when MAP_TILE_ATTRIBUTION is not set. */
export const MAP_OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * Map settings (section 3): the centre the guest app's map opens on, the latitude span it shows and its
 * rotation. GET/POST user/settings/map (the spec leaves the save path open; docs/api.md). Null until saved.
 */
export interface MapSettings {
  map_lat: number | null;
  map_lng: number | null;
  /** Latitude span shown by the guest app's map, degrees (> 0, at most MAP_LAT_DIFF_MAX). */
  map_lat_diff: number | null;
  /** Rotation of the guest app's map, degrees clockwise from north, 0 to under 360; sent as a number. */
  map_heading: number | null;
}

/** One overlay image: one per language, all of the same size in px. */
export interface MapOverlayImage extends LanguageImage {
  width: number;
  height: number;
}

/** GET user/settings/map-overlay: the overlay's corners (null until saved) and its images. */
export interface MapOverlay {
  top_left_lat: number | null;
  top_left_lng: number | null;
  bottom_right_lat: number | null;
  bottom_right_lng: number | null;
  images: MapOverlayImage[];
}

/** The texts of the map settings and overlay rules (section 5 'Overlay images must share the same dimensions'). */
export const MAP_MSG = {
  latDiff: `The latitude span is more than 0 and at most ${MAP_LAT_DIFF_MAX}`,
  heading: 'The heading is from 0 to under 360 degrees',
  cornersNorth: 'The top-left corner must be north of the bottom-right corner',
  cornersWest: 'The top-left corner must be west of the bottom-right corner',
  /** An overlay image whose size differs from the other languages' images. */
  overlaySize: (width: number, height: number, uploadedWidth: number, uploadedHeight: number) =>
    `Overlay images must share the same dimensions: the other images are ${width}x${height} px, this one is ${uploadedWidth}x${uploadedHeight} px`,
  noOverlayImage: 'There is no overlay image in this language',
  /** GET /map-tiles/… with something else than three whole numbers (400). */
  badTileAddress: 'A tile address is three whole numbers: /map-tiles/{z}/{x}/{y}',
} as const;

/** Screen texts of Map › Map Settings (section 2). */
export const MAP_SETTINGS_TEXT = {
  title: 'Map Settings',
  mapLabel: 'Map of the property',
  coordinatesForm: 'Map Coordinates',
  overlayForm: 'Map Overlay',
  mapLat: 'Latitude',
  mapLng: 'Longitude',
  mapLatDiff: 'Latitude span',
  mapHeading: 'Heading',
  mapLatDiffHint: 'How many degrees of latitude the guest app’s map shows from top to bottom.',
  mapHeadingHint: 'Degrees clockwise from north, 0 to under 360.',
  mapDescription: 'Drag the corner markers, or focus one and use the arrow keys (Shift for bigger steps), or type the corners’ coordinates beside the map.',
  topLeft: 'Top-left corner',
  bottomRight: 'Bottom-right corner',
  topLeftLat: 'Top-left latitude',
  topLeftLng: 'Top-left longitude',
  bottomRightLat: 'Bottom-right latitude',
  bottomRightLng: 'Bottom-right longitude',
  overlayImage: 'Overlay image',
  loading: 'Loading map settings',
  loadingMap: 'Loading the map',
  overlaySizeHint: 'Every language’s overlay image must have the same width and height.',
  noImage: 'No overlay image in this language',
  imageSize: (width: number, height: number) => `${width}x${height} px`,
} as const;

/**
 * The overlay's same-size rule (section 5): an image for `languageCode` of `width`x`height` px must have the
 * size of the images of the other languages (it replaces its own language's image, so that one does not count).
 * The message for the upload's `file` field, or undefined when it fits. Server and mocks call it.
 */
export function overlaySizeError(
  images: readonly Pick<MapOverlayImage, 'language_code' | 'width' | 'height'>[],
  languageCode: string,
  width: number,
  height: number,
): string | undefined {
  const other = images.find((image) => image.language_code !== languageCode);
  if (!other || (other.width === width && other.height === height)) return undefined;
  return MAP_MSG.overlaySize(other.width, other.height, width, height);
}

// Web Mercator -----------------------------------------------------------------------------

/**
 * A place in world pixels at a zoom (x east, y south, MAP_TILE_SIZE * 2^zoom across): the projection every
 * slippy-map tile uses. The kit's map and the TV page's map slide share it, so a pin sits where the tiles say.
 */
export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = MAP_TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** The place at world pixel `x`, `y` at a zoom: worldPixel's inverse. */
export function worldLatLng(x: number, y: number, zoom: number): { lat: number; lng: number } {
  const size = MAP_TILE_SIZE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

/**
 * The deepest whole zoom (at most MAP_TILE_MAX_ZOOM) at which `latDiff` degrees of latitude around `lat` fit
 * `heightPx` pixels: how a map shows the span Map Settings' map_lat_diff asks for on a screen of that height.
 */
export function zoomForLatSpan(lat: number, latDiff: number, heightPx: number): number {
  const clamp = (value: number) => Math.max(-85, Math.min(85, value));
  const span = worldPixel(clamp(lat - latDiff / 2), 0, 0).y - worldPixel(clamp(lat + latDiff / 2), 0, 0).y;
  if (!(span > 0)) return MAP_TILE_MAX_ZOOM;
  return Math.max(0, Math.min(MAP_TILE_MAX_ZOOM, Math.floor(Math.log2(heightPx / span))));
}

// Tile addresses ---------------------------------------------------------------------------

/** A tile's address, checked: whole numbers, zoom 0 to MAP_TILE_MAX_ZOOM, x and y inside the zoom's grid. */
export type TileAddress = { z: number; x: number; y: number };

/**
 * Reads a tile address from the path's segments: 'bad' (400) when one is not a whole number, 'missing' (404)
 * when it is outside the world's grid at that zoom, else the address. The server and the mocks both use it.
 */
export function parseTileAddress(z: string, x: string, y: string): TileAddress | 'bad' | 'missing' {
  const whole = /^\d{1,7}$/;
  if (![z, x, y].every((s) => whole.test(s))) return 'bad';
  const address = { z: Number(z), x: Number(x), y: Number(y) };
  if (address.z > MAP_TILE_MAX_ZOOM) return 'missing';
  const size = 2 ** address.z;
  if (address.x >= size || address.y >= size) return 'missing';
  return address;
}

/** The tile URL for an address from a template with {z}, {x}, {y} (and {s}, OpenStreetMap's subdomains, as 'a'). */
export function tileUrl(template: string, { z, x, y }: TileAddress): string {
  return template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y)).replaceAll('{s}', 'a');
}

/**
 * A plain drawn tile (SVG, MAP_TILE_SIZE square): a light grid with its address written in the middle.
 * Served when no map provider is set up (MAP_TILE_URL), by the server and by the mocks, so a map is
 * never blank and no test reaches an outside host.
 */
export function drawnTileSvg({ z, x, y }: TileAddress): string {
  const s = MAP_TILE_SIZE;
  const step = s / 4;
  const lines = [1, 2, 3].map((i) => `<path d="M${i * step} 0V${s}M0 ${i * step}H${s}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<rect width="${s}" height="${s}" fill="#EEF1EC"/>` +
    `<g stroke="#D5DBD2" stroke-width="1">${lines}</g>` +
    `<rect x="0.5" y="0.5" width="${s - 1}" height="${s - 1}" fill="none" stroke="#B9C2B5"/>` +
    `<text x="${s / 2}" y="${s / 2}" font-family="sans-serif" font-size="14" fill="#5B6657" text-anchor="middle" dominant-baseline="middle">${z}/${x}/${y}</text>` +
    `</svg>`
  );
}
