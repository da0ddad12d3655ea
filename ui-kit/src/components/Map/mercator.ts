import { MAP_TILE_SIZE } from '@atoll/contract';
import type { LatLng } from './mapTypes';

/** Web Mercator, as pigeon-maps and every slippy-map tile uses: a place to world pixels at a zoom and back. */
const worldSize = (zoom: number) => MAP_TILE_SIZE * 2 ** zoom;

function toPixels([lat, lng]: LatLng, zoom: number): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((lng + 180) / 360) * worldSize(zoom);
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize(zoom);
  return [x, y];
}

function toLatLng([x, y]: [number, number], zoom: number): LatLng {
  const lng = (x / worldSize(zoom)) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / worldSize(zoom);
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return [lat, lng];
}

/** The place `dx`, `dy` screen pixels from `center` at `zoom` (how the map pans by keyboard). */
export function offsetByPixels(center: LatLng, zoom: number, dx: number, dy: number): LatLng {
  const [x, y] = toPixels(center, zoom);
  const [lat, lng] = toLatLng([x + dx, y + dy], zoom);
  return [Math.max(-85, Math.min(85, lat)), ((((lng + 180) % 360) + 360) % 360) - 180];
}
