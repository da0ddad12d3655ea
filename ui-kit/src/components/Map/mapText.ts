import type { LatLng } from './mapTypes';

/**
 * The map pieces' own words (the spec names only the screens; these are ours). Stories, tests and
 * screens import them instead of retyping.
 */
export const MAP_TEXT = {
  latitude: 'Latitude',
  longitude: 'Longitude',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  /** Read with every map: how to move it without a pointer. */
  mapKeys: 'Arrow keys move the map, plus and minus zoom.',
  /** A movable marker's role, read before its name ('movable marker, Top-left corner'). */
  movableMarker: 'movable marker',
  /** Read with every movable marker: how to move it without a pointer. */
  moveHint: 'Arrow keys move it by 1 pixel, Shift and arrow keys by 10. The coordinate fields set it exactly.',
  /** The polite announcement after a marker moved, by drag or by keyboard. */
  moved: (label: string, position: LatLng) => `${label} moved to ${formatLatLng(position)}`,
  /** Read with a pin picker's map: where a click puts the pin. */
  pickHint: 'Click the map to put the pin there, or type the coordinates.',
  noPin: 'No position set yet',
  noMarkers: 'Nothing on the map yet',
  /** Shown over the map on a touch screen when one finger tries to move it. */
  twoFingers: 'Use two fingers to move the map',
} as const;

/** 4 decimals: about 11 m, enough to tell where a marker went; forms keep 6. */
export function formatLatLng([lat, lng]: LatLng): string {
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}

/** 6 decimals (about 11 cm): what a moved marker reports, so forms do not fill with float noise. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * A typed pair as a place on the map, or null while either is empty, not a number or out of range
 * (latitude −90…90, longitude −180…180). Fields hold text while the person types ('4.' or '-').
 */
export function toLatLng(value: { lat: string | number | null; lng: string | number | null }): LatLng | null {
  const lat = toNumber(value.lat);
  const lng = toNumber(value.lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lat, lng];
}

function toNumber(value: string | number | null): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}
