import type { LatLng, MapTiles } from './mapTypes';

/**
 * Tiles drawn here, for stories, tests and a server with no tile provider configured: never an outside host. One SVG as a data: URL template;
 * the `{z}`, `{x}` and `{y}` placeholders survive the encoding, so each tile shows its own coordinates
 * on a plain grid (and a wrong tile is easy to see).
 */
function drawnTileTemplate(): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    '<rect width="256" height="256" fill="#e4efe0"/>',
    '<path d="M0 64H256M0 128H256M0 192H256M64 0V256M128 0V256M192 0V256" stroke="#c9d8c3" stroke-width="1"/>',
    '<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#9fb59a"/>',
    '<text x="8" y="20" font-family="monospace" font-size="12" fill="#4a5a46">{z}/{x}/{y}</text>',
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/%7B([xyz])%7D/g, '{$1}')}`;
}

export const drawnTiles: MapTiles = { url: drawnTileTemplate(), attribution: 'Drawn test tiles' };

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
