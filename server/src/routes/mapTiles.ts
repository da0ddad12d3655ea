/**
 * Map tiles (issue 20; docs/adr/0040-map-tiles.md):
 * - GET /map-tiles/{z}/{x}/{y} — PUBLIC (an <img> sends no bearer token; the TV page uses it too), outside
 *   /api/v1: the provider's tile through the server's cache, or the plain drawn tile. A malformed address
 *   is 400, one outside the world's grid 404; rate-limited per client address (MAP_TILE_RATE_LIMIT, 429).
 * - GET /api/v1/map/tiles — any signed-in user: { url, attribution } for the kit's MapView.
 */
import { Hono } from 'hono';
import { MAP_MSG, MAP_TILE_RATE_LIMIT, parseTileAddress } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { requireAuth } from '../http/auth';
import { clientIp } from '../http/client-ip';
import { badRequest, HttpError, notFound } from '../http/errors';
import { ipRateLimit } from '../security/ipRateLimit';
import { TileError, type TileProvider } from '../services/mapTiles';

export function publicTileRoutes(deps: AppDeps, tiles: TileProvider) {
  const now = () => deps.now?.() ?? Date.now();
  const limit = ipRateLimit({ ...MAP_TILE_RATE_LIMIT, ...deps.mapTileRateLimit }, now);
  const app = new Hono<AppEnv>();
  app.get('/:z/:x/:y', async (c) => {
    const wait = limit.hit(clientIp(c));
    if (wait > 0) throw new HttpError(429, {}, { 'Retry-After': String(wait) });
    const address = parseTileAddress(c.req.param('z'), c.req.param('x'), c.req.param('y'));
    if (address === 'bad') throw badRequest(MAP_MSG.badTileAddress);
    if (address === 'missing') throw notFound();
    try {
      const tile = await tiles.tile(address);
      return c.body(tile.body as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': tile.contentType,
        'Cache-Control': `public, max-age=${tile.maxAge}`,
        'X-Content-Type-Options': 'nosniff',
      });
    } catch (error) {
      if (error instanceof TileError) throw new HttpError(error.status, { message: error.message });
      throw error;
    }
  });
  app.all('*', () => {
    throw notFound();
  });
  return app;
}

export function mapRoutes(deps: AppDeps, tiles: TileProvider) {
  const app = new Hono<AppEnv>();
  app.get('/tiles', requireAuth(deps.db), (c) => c.json({ data: tiles.info() }));
  return app;
}
