import { MAP_DRAWN_TILES_ATTRIBUTION, drawnTileSvg } from '@atoll/contract';
import type { LatLng, MapTiles } from './mapTypes';

/** Numbers no real tile has, drawn into the tile and then swapped for the template's placeholders. */
const PLACEHOLDER = { z: 9_900_001, x: 9_900_002, y: 9_900_003 } as const;

/**
 * The contract's plain drawn tile (the one the server and the mocks serve without a provider) as a
 * data: URL template, for stories and tests with no server: each tile shows its own z/x/y on a grid,
 * and nothing reaches an outside host.
 */
function drawnTileTemplate(): string {
  const encoded = encodeURIComponent(drawnTileSvg(PLACEHOLDER));
  return `data:image/svg+xml,${encoded
    .replace(String(PLACEHOLDER.z), '{z}')
    .replace(String(PLACEHOLDER.x), '{x}')
    .replace(String(PLACEHOLDER.y), '{y}')}`;
}

export const drawnTiles: MapTiles = { url: drawnTileTemplate(), attribution: MAP_DRAWN_TILES_ATTRIBUTION };

/** A resort plan as an image for ImageOverlay stories: an island, a jetty and villas. */
export const resortPlan = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">',
    '<rect width="400" height="300" fill="#7fc4e8"/>',
    '<ellipse cx="200" cy="150" rx="160" ry="100" fill="#f3e2b3"/>',
    '<ellipse cx="200" cy="150" rx="120" ry="70" fill="#79b86a"/>',
    '<rect x="190" y="240" width="20" height="60" fill="#8a6a44"/>',
    '<g fill="#b5651d"><rect x="120" y="120" width="24" height="18"/><rect x="170" y="100" width="24" height="18"/><rect x="230" y="130" width="24" height="18"/></g>',
    '</svg>',
  ].join(''),
)}`;

/** Malé, Maldives, where the stories' resort lies. */
export const resortCenter: LatLng = [4.1752, 73.5089];
export const planTopLeft: LatLng = [4.1785, 73.5035];
export const planBottomRight: LatLng = [4.172, 73.5143];
