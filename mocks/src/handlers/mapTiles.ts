/**
 * Map tiles (issue 20), as the server answers them without a provider: GET map/tiles names the plain drawn
 * tiles, and the public GET /map-tiles/{z}/{x}/{y} draws them (the contract's drawnTileSvg), so stories and
 * tests never reach an outside host.
 */
import { http, HttpResponse } from 'msw';
import { MAP_DRAWN_TILES_ATTRIBUTION, MAP_MSG, MAP_TILE_PATH, drawnTileSvg, parseTileAddress, type MapTiles } from '@atoll/contract';
import { fail, ok } from '../http';
import { get, guarded, SIGNED_IN } from '../routes';

/** The mocks' tile source, as GET map/tiles names it and the TV manifest carries it. */
export const mapTiles: MapTiles = { url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION };

export const mapTileHandlers = [
  ...guarded(SIGNED_IN, [get('map/tiles', () => ok(mapTiles))]),
  http.get('*/map-tiles/:z/:x/:y', ({ params }) => {
    const address = parseTileAddress(String(params.z), String(params.x), String(params.y));
    if (address === 'bad') return fail(400, { message: MAP_MSG.badTileAddress });
    if (address === 'missing') return fail(404);
    return new HttpResponse(drawnTileSvg(address), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
  }),
];
