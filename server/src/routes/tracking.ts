/**
 * Map › Tracking (spec section 7 'Tracking'; issue 20), mounted at /tracking:
 * - staff (manage-map; tenancy by the seam, 404 for another company's id): GET groups, GET
 *   groups/selectors/types, GET/PATCH groups/{id}, POST groups; POST trackers, GET trackers/{id},
 *   POST/DELETE trackers/{id}/token (a new device token, answered once / revoke), GET
 *   trackers/{id}/trail (the kept history, oldest first), GET stream (server-sent events 'trackers':
 *   the trackers that moved, as GET trackers/{id} answers them; a heartbeat comment meanwhile).
 * - device (public, `Authorization: Bearer <device token>`): POST positions — one position or
 *   { positions: [...] }; 401 for a bad or revoked token, 422 for bad input, 429 (Retry-After) beyond
 *   TRACKER_RATE_LIMIT per token. Mounted as its own router (trackingIngestRoutes) before /tracking,
 *   so none of the staff guards apply to it.
 */
import { Hono, type Context } from 'hono';
import {
  BOOKING_LIMITS,
  ingestPositions as positionsOf,
  PERMISSION,
  TRACKER_RATE_LIMIT,
  trackerBatchSchema,
  trackerPositionSchema,
  trackerSchema,
  TRACKING_GROUP_TYPES,
  trackingGroupListQuerySchema,
  trackingGroupSchema,
  type Tracker,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { tenant } from '../db/tenant';
import { requireAuth, requirePermission } from '../http/auth';
import { liveStream } from '../http/liveStream';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { body, idParam, readJson, validate, validQuery } from '../http/validate';
import { ipRateLimit } from '../security/ipRateLimit';
import { hashToken } from '../security/tokens';
import { trackerBus } from '../services/tracking/bus';
import { createTrackingGroup, listTrackingGroups, oneTrackingGroup, requireTrackingGroup, updateTrackingGroup } from '../services/tracking/groups';
import { ingestPositions, trackerOfToken } from '../services/tracking/ingest';
import { createTracker, issueTrackerToken, oneTracker, revokeTrackerToken, trackerTrail } from '../services/tracking/trackers';

export function trackingRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requirePermission(PERMISSION.manageMap));
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  const now = () => new Date((deps.now ?? Date.now)());

  app.get('/groups', async (c) => c.json(await listTrackingGroups(ownOf(c), await validQuery(c, trackingGroupListQuerySchema))));
  app.get('/groups/selectors/types', (c) => c.json({ data: TRACKING_GROUP_TYPES.map((t) => ({ value: t.value, label: t.label })) }));
  app.get('/groups/:id', async (c) => c.json({ data: await oneTrackingGroup(ownOf(c), idParam(c), now()) }));
  app.post('/groups', async (c) => {
    const own = ownOf(c);
    const id = await createTrackingGroup(own, await body(c, trackingGroupSchema));
    return c.json({ data: await oneTrackingGroup(own, id, now()) }, 201);
  });
  app.patch('/groups/:id', async (c) => {
    const own = ownOf(c);
    const id = idParam(c);
    await requireTrackingGroup(own, id);
    await updateTrackingGroup(own, id, await body(c, trackingGroupSchema));
    return c.json({ data: await oneTrackingGroup(own, id, now()) });
  });

  app.post('/trackers', async (c) => c.json({ data: await createTracker(ownOf(c), await body(c, trackerSchema), now()) }, 201));
  app.get('/trackers/:id', async (c) => c.json({ data: await oneTracker(ownOf(c), idParam(c), now()) }));
  app.get('/trackers/:id/trail', async (c) => c.json({ data: await trackerTrail(ownOf(c), idParam(c), now()) }));
  app.post('/trackers/:id/token', async (c) => c.json({ data: await issueTrackerToken(ownOf(c), idParam(c), now()) }));
  app.delete('/trackers/:id/token', async (c) => c.json({ data: await revokeTrackerToken(ownOf(c), idParam(c), now()) }));

  app.get('/stream', (c) => {
    const { company } = c.get('auth');
    return liveStream<Tracker>(c, {
      event: 'trackers',
      heartbeatMs: deps.bookingHeartbeatMs ?? BOOKING_LIMITS.heartbeatMs,
      subscribe: (notify, end) => trackerBus(db).subscribe({ companyId: company.id, notify, end }),
      // A tracker that moved twice since the last event is sent once, as it is now.
      data: (list) => ({ trackers: [...new Map(list.map((t) => [t.id, t])).values()], at: new Date().toISOString() }),
    });
  });

  return app;
}

/** POST /tracking/positions: the device's ingest (public; its token is its credential). */
export function trackingIngestRoutes(deps: AppDeps) {
  const { db } = deps;
  const clock = () => (deps.now ?? Date.now)();
  const limit = ipRateLimit({ ...TRACKER_RATE_LIMIT, ...deps.trackerRateLimit }, clock);
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    // Counted per token (a hash of whatever was sent), or per address without one, before any lookup.
    const authorization = c.req.header('Authorization');
    const wait = limit.hit(authorization ? `t:${hashToken(authorization)}` : `ip:${clientIp(c)}`);
    if (wait > 0) throw new HttpError(429, {}, { 'Retry-After': String(wait) });
    const { own, tracker } = await trackerOfToken(db, authorization);
    const at = clock();
    const raw = await readJson(c);
    // One position, or a batch when the body has `positions` (the contract's trackerIngestSchema picks the same way).
    const valid = 'positions' in raw ? await validate(trackerBatchSchema(at), raw) : await validate(trackerPositionSchema(at), raw);
    const updated = await ingestPositions(db, own, tracker, positionsOf(valid, at), new Date(at));
    trackerBus(db).publish(own.companyId, [updated]);
    return c.json({ data: updated }, 201);
  });
  return app;
}
