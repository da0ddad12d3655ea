/**
 * /display/tv/{token} (issue 20): the TV display page's PUBLIC calls — no login; the link's token is the
 * credential (services/tvs/display.ts). GET manifest is read-only; POST heartbeat records what the page
 * reports and is rate-limited per token (TV_HEARTBEAT_RATE_LIMIT; 429 with Retry-After). An unknown,
 * malformed or replaced token is 404.
 */
import { Hono } from 'hono';
import { TV_HEARTBEAT_RATE_LIMIT, tvHeartbeatSchema, tvStatus, type MapTiles, type TvHeartbeatAnswer } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError } from '../http/errors';
import { body } from '../http/validate';
import { ipRateLimit } from '../security/ipRateLimit';
import { recordHeartbeat, tvManifest, tvOfToken } from '../services/tvs';

/** `tiles`: the map's tile source and attribution, which the manifest carries (GET map/tiles needs a session). */
export function displayRoutes(deps: AppDeps, tiles: MapTiles) {
  const { db } = deps;
  const now = () => deps.now?.() ?? Date.now();
  // The same fixed-window counter as the public device registration, keyed by the token instead of an address.
  const heartbeats = ipRateLimit(deps.tvHeartbeatRateLimit ?? TV_HEARTBEAT_RATE_LIMIT, now);
  const app = new Hono<AppEnv>();

  app.get('/tv/:token/manifest', async (c) => {
    const tv = await tvOfToken(db, c.req.param('token'));
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await tvManifest(db, tv, new Date(now()), tiles) });
  });

  app.post('/tv/:token/heartbeat', async (c) => {
    const token = c.req.param('token');
    const wait = heartbeats.hit(token);
    if (wait > 0) throw new HttpError(429, {}, { 'Retry-After': String(wait) });
    const tv = await tvOfToken(db, token);
    const input = await body(c, tvHeartbeatSchema);
    const at = new Date(now());
    await recordHeartbeat(db, tv, input, at);
    const answer: TvHeartbeatAnswer = { status: tvStatus(at, at), last_seen: at.toISOString() };
    return c.json({ data: answer });
  });

  return app;
}
