/**
 * The TV page's map slide (issue 20): the property's map as Map Settings and Key Places set it up, drawn with
 * plain DOM — no pigeon-maps, no React (the page's budget, ADR 0049). Web-Mercator tiles from the manifest's
 * tile route (the server's /map-tiles, ADR 0040) and its attribution, the overlay stretched between its two
 * corners at MAP_OVERLAY_OPACITY, each key place as a pin with its icon and a name a lobby can read, and the TV's
 * own place as 'You are here'. map_heading turns the tiles and the overlay with one CSS transform; the pins and
 * labels stay upright and are placed where the turned map puts them.
 *
 * Built once and refilled: the tile images and pins are pools that grow to the largest map shown and are
 * reused, so days of rotation add no nodes. Runtime values come from @atoll/contract/map only (no yup).
 */
import type { TvLatLng, TvManifest, TvManifestMap } from '@atoll/contract';
import { DEFAULT_LANGUAGE } from '@atoll/contract/constants';
import { MAP_OVERLAY_OPACITY, MAP_TILE_SIZE, MAP_ZOOM, tileUrl, worldPixel, zoomForLatSpan } from '@atoll/contract/map';
import { element } from './dom';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from './scale';
import { TV_TEXT } from './text';

/** A slide shows a map only when there is somewhere to centre it: Map Settings' centre or a key place. */
export const hasMapSlide = (map: TvManifestMap | null | undefined): map is TvManifestMap => !!map && (map.center !== null || map.places.length > 0);

/** What the slide shows: the zoom, the world pixel at the slide's centre, and the map's turn (degrees clockwise from north). */
export interface MapView {
  zoom: number;
  center: { x: number; y: number };
  heading: number;
}

/** How much of the slide the key places may span when the map fits them (no centre saved): a margin for the pins' labels. */
const FIT_SHARE = 0.8;

/**
 * The view of a map on the slide: centred on Map Settings' centre at the zoom that shows its latitude span
 * (MAP_ZOOM, the spec's default, without one); with no centre saved, on the key places, at the deepest zoom up to
 * MAP_ZOOM that fits them.
 */
export function mapViewOf(map: TvManifestMap): MapView {
  const heading = map.heading ?? 0;
  if (map.center) {
    const zoom = map.lat_diff ? zoomForLatSpan(map.center.lat, map.lat_diff, SLIDE_HEIGHT) : MAP_ZOOM;
    return { zoom, center: worldPixel(map.center.lat, map.center.lng, zoom), heading };
  }
  const at0 = map.places.map((p) => worldPixel(p.lat, p.lng, 0));
  const [minX, maxX] = [Math.min(...at0.map((p) => p.x)), Math.max(...at0.map((p) => p.x))];
  const [minY, maxY] = [Math.min(...at0.map((p) => p.y)), Math.max(...at0.map((p) => p.y))];
  let zoom = MAP_ZOOM;
  while (zoom > 0 && ((maxX - minX) * 2 ** zoom > SLIDE_WIDTH * FIT_SHARE || (maxY - minY) * 2 ** zoom > SLIDE_HEIGHT * FIT_SHARE)) zoom -= 1;
  return { zoom, center: { x: ((minX + maxX) / 2) * 2 ** zoom, y: ((minY + maxY) / 2) * 2 ** zoom }, heading };
}

/** Where a place lies on the slide before the turn (the tile layer's own coordinates). */
export function layerPoint(view: MapView, { lat, lng }: TvLatLng): { x: number; y: number } {
  const p = worldPixel(lat, lng, view.zoom);
  return { x: p.x - view.center.x + SLIDE_WIDTH / 2, y: p.y - view.center.y + SLIDE_HEIGHT / 2 };
}

/** Where a place shows on the slide: its layer point turned by -heading about the slide's centre, as the tile layer is. */
export function slidePoint(view: MapView, place: TvLatLng): { x: number; y: number } {
  const { x, y } = layerPoint(view, place);
  const angle = (-view.heading * Math.PI) / 180;
  const [dx, dy] = [x - SLIDE_WIDTH / 2, y - SLIDE_HEIGHT / 2];
  return { x: SLIDE_WIDTH / 2 + dx * Math.cos(angle) - dy * Math.sin(angle), y: SLIDE_HEIGHT / 2 + dx * Math.sin(angle) + dy * Math.cos(angle) };
}

/** One tile to draw: its URL and where its top-left corner lies in the layer. */
export interface PlacedTile {
  url: string;
  left: number;
  top: number;
}

/**
 * The tiles that cover the slide: the slide's rectangle, or, when the map is turned, the circle around it (every
 * turn of the rectangle lies inside it). Columns wrap round the date line; rows stop at the world's edge.
 */
export function tilesOf(view: MapView, template: string): PlacedTile[] {
  const turned = view.heading % 360 !== 0;
  const reach = turned ? Math.hypot(SLIDE_WIDTH, SLIDE_HEIGHT) / 2 : 0;
  const [halfW, halfH] = turned ? [reach, reach] : [SLIDE_WIDTH / 2, SLIDE_HEIGHT / 2];
  const count = 2 ** view.zoom;
  const first = (value: number) => Math.floor(value / MAP_TILE_SIZE);
  const last = (value: number) => Math.ceil(value / MAP_TILE_SIZE) - 1;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.max(0, first(view.center.y - halfH)); ty <= Math.min(count - 1, last(view.center.y + halfH)); ty += 1) {
    for (let tx = first(view.center.x - halfW); tx <= last(view.center.x + halfW); tx += 1) {
      const x = ((tx % count) + count) % count;
      tiles.push({
        url: tileUrl(template, { z: view.zoom, x, y: ty }),
        left: tx * MAP_TILE_SIZE - view.center.x + SLIDE_WIDTH / 2,
        top: ty * MAP_TILE_SIZE - view.center.y + SLIDE_HEIGHT / 2,
      });
    }
  }
  return tiles;
}

interface PinNodes {
  root: HTMLElement;
  head: HTMLElement;
  icon: HTMLElement;
  label: HTMLElement;
}

export interface MapSlide {
  /** The slide's map, moved into whichever slide layer shows it. */
  root: HTMLElement;
  /**
   * Fills the map for a manifest and loads what it shows (tiles, overlay, icons); resolves when all of it has
   * loaded or failed. Nothing is loaded again when the map and the TV's place have not changed.
   */
  prepare(map: TvManifestMap, tv: TvManifest['tv']): Promise<void>;
}

export type LoadImage = (img: HTMLImageElement, url: string) => Promise<boolean>;

export function createMapSlide(loadImage: LoadImage): MapSlide {
  const root = document.createElement('div');
  root.className = 'tv-map';
  root.style.width = `${SLIDE_WIDTH}px`;
  root.style.height = `${SLIDE_HEIGHT}px`;
  // The turned part: tiles and the overlay.
  const layer = element('div', 'tv-map__layer', root);
  const tileBox = element('div', 'tv-map__tiles', layer);
  const overlay = element('img', 'tv-map__overlay', layer);
  overlay.alt = '';
  overlay.style.opacity = String(MAP_OVERLAY_OPACITY);
  // The upright part: pins, the TV's marker, the attribution.
  const pinBox = element('div', 'tv-map__pins', root);
  const here = element('div', 'tv-map__here', root);
  element('span', 'tv-map__here-dot', here);
  const hereLabel = element('span', 'tv-map__label', here);
  hereLabel.textContent = TV_TEXT.youAreHere;
  const attribution = element('p', 'tv-map__attribution', root);

  const tiles: HTMLImageElement[] = [];
  const pins: PinNodes[] = [];
  let filled = '';

  /** A picture that did not load is hidden, and the next prepare loads the map again (the network may be back). */
  const shown = (img: HTMLImageElement, ok: boolean) => {
    img.hidden = !ok;
    if (!ok) filled = '';
  };
  const place = (node: HTMLElement, { x, y }: { x: number; y: number }) => {
    node.style.transform = `translate(${x}px, ${y}px)`;
  };

  function prepare(map: TvManifestMap, tv: TvManifest['tv']): Promise<void> {
    const key = JSON.stringify([map, tv.lat, tv.lng]);
    if (key === filled) return Promise.resolve();
    filled = key;
    const view = mapViewOf(map);
    const loads: Promise<unknown>[] = [];

    layer.style.transform = view.heading ? `rotate(${-view.heading}deg)` : '';
    const placed = tilesOf(view, map.tiles.url);
    placed.forEach((tile, i) => {
      const img = tiles[i] ?? element('img', 'tv-map__tile', tileBox);
      if (!tiles[i]) {
        img.alt = '';
        tiles.push(img);
      }
      img.style.transform = `translate(${tile.left}px, ${tile.top}px)`;
      img.hidden = false;
      loads.push(loadImage(img, tile.url).then((ok) => shown(img, ok)));
    });
    for (const img of tiles.slice(placed.length)) {
      img.hidden = true;
      img.removeAttribute('src');
    }

    const image = map.overlay && (map.overlay.images.find((i) => i.language_code === DEFAULT_LANGUAGE) ?? map.overlay.images[0]);
    if (map.overlay && image) {
      const topLeft = layerPoint(view, map.overlay.top_left);
      const bottomRight = layerPoint(view, map.overlay.bottom_right);
      overlay.style.width = `${bottomRight.x - topLeft.x}px`;
      overlay.style.height = `${bottomRight.y - topLeft.y}px`;
      place(overlay, topLeft);
      overlay.hidden = false;
      loads.push(loadImage(overlay, image.url).then((ok) => shown(overlay, ok)));
    } else {
      overlay.hidden = true;
      overlay.removeAttribute('src');
    }

    map.places.forEach((spot, i) => {
      let pin = pins[i];
      if (!pin) {
        const node = element('div', 'tv-pin', pinBox);
        const head = element('span', 'tv-pin__head', node);
        pin = { root: node, head, icon: element('span', 'tv-pin__icon', head), label: element('span', 'tv-map__label', node) };
        pins.push(pin);
      }
      pin.root.hidden = false;
      pin.root.dataset.place = String(spot.id);
      place(pin.root, slidePoint(view, spot));
      pin.head.style.background = spot.icon_background;
      pin.label.textContent = spot.name;
      // The icons are one-colour SVGs (currentColor): drawn as a mask filled with the place's icon colour.
      pin.icon.hidden = !spot.icon_url;
      if (spot.icon_url) {
        pin.icon.style.background = spot.icon_color;
        pin.icon.style.setProperty('mask-image', `url("${spot.icon_url}")`);
        // Loaded once here so the mask is in the browser's cache when the slide shows.
        loads.push(
          loadImage(new Image(), spot.icon_url).then((ok) => {
            if (!ok) filled = '';
          }),
        );
      }
    });
    for (const pin of pins.slice(map.places.length)) pin.root.hidden = true;

    here.hidden = tv.lat === null || tv.lng === null;
    if (tv.lat !== null && tv.lng !== null) place(here, slidePoint(view, { lat: tv.lat, lng: tv.lng }));
    attribution.textContent = map.tiles.attribution;

    return Promise.all(loads).then(() => undefined);
  }

  return { root, prepare };
}
