/**
 * /display/tv/{token} (issue 20): the TV display page's PUBLIC calls — no login; the link's token is the
 * credential (services/tvs/display.ts). GET manifest is read-only; POST heartbeat records what the page
 * reports and is rate-limited per token (TV_HEARTBEAT_RATE_LIMIT; 429 with Retry-After). GET stream tells
 * the page when its manifest's hash changes (server-sent events, at most TV_STREAM_LIMIT open per token).
 * An unknown, malformed or replaced token is 404.
 */
import { Hono } from 'hono';
import {
  BOOKING_LIMITS,
  TV_HEARTBEAT_RATE_LIMIT,
  TV_STREAM_EVENT,
  TV_STREAM_LIMIT,
  tvHeartbeatSchema,
  tvStatus,
  type MapTiles,
  type TvHeartbeatAnswer,
  type TvStreamEvent,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError } from '../http/errors';
import { liveStream } from '../http/liveStream';
import { body } from '../http/validate';
import { ipRateLimit } from '../security/ipRateLimit';
import { contentBus } from '../services/contentBus';
import { recordHeartbeat, tvManifest, tvOfToken } from '../services/tvs';

/**
 * A burst of saves (a banner and its image, a form of several calls) is one recompute: the first notice
 * waits this long and every notice meanwhile joins it. An update still reaches the TV well within a second.
 */
const STREAM_DEBOUNCE_MS = 400;
/**
 * What no request changes, the date rolling over at midnight in the property's zone (today's events), and
 * what another server process changed (the bus is per process), is found by rechecking this often.
 */
const STREAM_RECHECK_MS = 60_000;

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

  const openStreams = new Map<string, number>();
  app.get('/tv/:token/stream', async (c) => {
    const token = c.req.param('token');
    const tv = await tvOfToken(db, token);
    const key = tv.linkHash;
    const open = openStreams.get(key) ?? 0;
    if (open >= TV_STREAM_LIMIT) throw new HttpError(429, {}, { 'Retry-After': String(STREAM_RECHECK_MS / 1000) });
    openStreams.set(key, open + 1);
    return liveStream<string>(c, {
      event: TV_STREAM_EVENT,
      heartbeatMs: deps.bookingHeartbeatMs ?? BOOKING_LIMITS.heartbeatMs,
      subscribe: (notify, end) => {
        let sent: string | null = null;
        let timer: ReturnType<typeof setTimeout> | undefined;
        let running = false;
        let again = false;
        let closed = false;
        const recheck = async () => {
          timer = undefined;
          if (running) {
            again = true;
            return;
          }
          running = true;
          try {
            // Looked up again: a link replaced since the stream opened is 404, and ends it.
            const { hash } = await tvManifest(db, await tvOfToken(db, token), new Date(now()), tiles);
            if (!closed && hash !== sent) {
              sent = hash;
              notify([hash]);
            }
          } catch (error) {
            if (error instanceof HttpError && error.status === 404) end();
            // Anything else (the database away for a moment): the next notice or recheck tries again.
          } finally {
            running = false;
            if (again && !closed) {
              again = false;
              soon();
            }
          }
        };
        const soon = () => {
          timer ??= setTimeout(() => void recheck(), STREAM_DEBOUNCE_MS);
        };
        const unsubscribe = contentBus(db).subscribe(tv.companyId, soon);
        const periodic = setInterval(soon, STREAM_RECHECK_MS);
        // The first event is the hash as it is now: a page whose manifest changed since it fetched it asks again at once.
        void recheck();
        return () => {
          if (closed) return;
          closed = true;
          unsubscribe();
          clearInterval(periodic);
          clearTimeout(timer);
          const left = (openStreams.get(key) ?? 1) - 1;
          if (left > 0) openStreams.set(key, left);
          else openStreams.delete(key);
        };
      },
      data: (hashes): TvStreamEvent => ({ hash: hashes.at(-1)! }),
    });
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
