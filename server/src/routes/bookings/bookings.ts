/**
 * Bookings (spec section 7, slice 3): POST /bookings, GET/PATCH /bookings/{id}, POST
 * /bookings/{id}/action and /assign, GET /bookings/by-state/{state} and the live queue GET
 * /bookings/stream (server-sent events). Reading needs manage- or read-facility-requests, writing
 * manage-facility-requests; both within the caller's facility scope (services/bookings/scope.ts).
 * Mounted at /bookings after types/ and slots/, so each route carries its own guards (a '*'
 * middleware here would also guard those routers' paths).
 */
import { Hono, type Context } from 'hono';
import { BOOKING_LIMITS, PERMISSION, bookingActionSchema, bookingAssignSchema, bookingCreateSchema, bookingListQuerySchema, bookingPatchSchema } from '@atoll/contract';
import { requestScope } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { requireAnyPermission, requireAuth, requirePermission } from '../../http/auth';
import { liveStream } from '../../http/liveStream';
import { body, idParam, validQuery } from '../../http/validate';
import { actOnBooking, assignBooking, createBooking, patchBooking, requireManagedBooking, type BookingActor } from '../../services/bookings/bookings';
import { bookingsByState, oneBooking, stateParam } from '../../services/bookings/bookingsQueries';
import { bookingBus } from '../../services/bookings/events';
import { ownWithTx } from '../../services/bookings/own';
import { sweepCompany } from '../../services/bookings/sweep';
import { asksForExportLink, exportLink } from '../exports';

export function bookingRequestRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const read = [requireAuth(db), requireAnyPermission([PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests])] as const;
  const write = [requireAuth(db), requirePermission(PERMISSION.manageFacilityRequests)] as const;
  const now = () => new Date((deps.now ?? Date.now)());
  const ownOf = (c: Context<AppEnv>) => ownWithTx(db, c.get('auth').company.id);
  const actorOf = (c: Context<AppEnv>): BookingActor => ({ own: ownOf(c), user: c.get('auth').user, now: now() });
  /** The booking as every route here answers it (one prepared statement), within the caller's read scope. */
  const answerOf = (c: Context<AppEnv>, id: number) => oneBooking(db, c.get('auth').company.id, c.get('auth').user.permissions, id);
  /** Stale New requests expire (and overdue ones e-mail) before any read shows them. */
  const swept = (c: Context<AppEnv>) => sweepCompany(deps, ownOf(c));

  app.get('/stream', ...read, (c) => {
    const { company, user } = c.get('auth');
    return liveStream<number>(c, {
      event: 'bookings',
      heartbeatMs: deps.bookingHeartbeatMs ?? BOOKING_LIMITS.heartbeatMs,
      subscribe: (notify, end) => bookingBus(db).subscribe({ companyId: company.id, scope: requestScope(user.permissions, 'read'), notify, end }),
      data: (ids) => ({ ids: [...new Set(ids)], at: new Date().toISOString() }),
    });
  });

  app.get('/by-state/:state', ...read, async (c) => {
    const state = stateParam(c.req.param('state'));
    const query = await validQuery(c, bookingListQuerySchema);
    if (asksForExportLink(c)) return exportLink(deps, c, `bookings/by-state/${state}`, query);
    await swept(c);
    return c.json(await bookingsByState(ownOf(c), c.get('auth').user.permissions, state, query));
  });

  app.post('/', ...write, async (c) => {
    const input = await body(c, bookingCreateSchema);
    const id = await createBooking(deps, actorOf(c), input);
    return c.json({ data: await answerOf(c, id) }, 201);
  });

  app.get('/:id', ...read, async (c) => {
    const id = idParam(c);
    await swept(c);
    return c.json({ data: await answerOf(c, id) });
  });

  // The booking is looked up (404 outside the company or the caller's scope) before the body is read.
  app.patch('/:id', ...write, async (c) => {
    const actor = actorOf(c);
    const current = await requireManagedBooking(actor, idParam(c));
    await patchBooking(actor, current, await body(c, bookingPatchSchema));
    return c.json({ data: await answerOf(c, current.id) });
  });

  app.post('/:id/action', ...write, async (c) => {
    const actor = actorOf(c);
    const current = await requireManagedBooking(actor, idParam(c));
    await actOnBooking(actor, current, await body(c, bookingActionSchema));
    return c.json({ data: await answerOf(c, current.id) });
  });

  app.post('/:id/assign', ...write, async (c) => {
    const actor = actorOf(c);
    const current = await requireManagedBooking(actor, idParam(c));
    const input = await body(c, bookingAssignSchema);
    await assignBooking(actor, current, input.user_id ?? null);
    return c.json({ data: await answerOf(c, current.id) });
  });

  return app;
}
