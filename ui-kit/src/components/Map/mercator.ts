import { worldLatLng, worldPixel } from '@atoll/contract';
import type { LatLng } from './mapTypes';

/** The place `dx`, `dy` screen pixels from `center` at `zoom` (how the map pans by keyboard); the projection is the contract's Web Mercator. */
export function offsetByPixels(center: LatLng, zoom: number, dx: number, dy: number): LatLng {
  const { x, y } = worldPixel(center[0], center[1], zoom);
  const { lat, lng } = worldLatLng(x + dx, y + dy, zoom);
  return [Math.max(-85, Math.min(85, lat)), ((((lng + 180) % 360) + 360) % 360) - 180];
}
