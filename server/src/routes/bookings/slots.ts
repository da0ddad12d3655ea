/**
 * /bookings/slots (spec section 7): the All and Today lists, one slot, its bookings, a type's slots
 * on a date (reading: either request permission), the slot edit and staff-made slots of manual
 * types (manage-facility-requests). Each within the caller's facility scope: outside it, 404.
 */
import { Hono } from 'hono';
import { PERMISSION, slotCreateSchema, slotListQuerySchema, slotUpdateSchema } from '@atoll/contract';
import { isCalendarDate } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { requireAuth, requireAnyPermission, requirePermission } from '../../http/auth';
import { notFound } from '../../http/errors';
import { body, idParam, validQuery } from '../../http/validate';
import * as slots from '../../services/bookings/slots';
import { callerOf } from './context';

export function bookingSlotRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const reader = requireAnyPermission([PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests]);
  const manager = requirePermission(PERMISSION.manageFacilityRequests);
  app.use('*', requireAuth(db));

  app.get('/', reader, async (c) => {
    const caller = callerOf(deps, c);
    const query = await validQuery(c, slotListQuerySchema);
    return c.json(await slots.listSlots(caller.own, caller.readScope, query, caller.today, caller.now));
  });
  app.get('/today', reader, async (c) => {
    const caller = callerOf(deps, c);
    const query = await validQuery(c, slotListQuerySchema);
    return c.json(await slots.listSlots(caller.own, caller.readScope, { ...query, date: caller.today }, caller.today, caller.now));
  });
  app.post('/', manager, async (c) => {
    const caller = callerOf(deps, c);
    const id = await slots.createSlot(caller.own, caller.manageScope, await body(c, slotCreateSchema), caller.today);
    return c.json({ data: await slots.oneSlot(caller.own, id, caller.manageScope, caller.now) }, 201);
  });
  app.get('/types/:typeId/date/:date', reader, async (c) => {
    const caller = callerOf(deps, c);
    const date = c.req.param('date');
    if (!isCalendarDate(date)) throw notFound();
    return c.json({ data: await slots.slotsOfTypeOnDate(caller.own, caller.readScope, idParam(c, 'typeId'), date, caller.today, caller.now) });
  });
  app.get('/:id', reader, async (c) => {
    const caller = callerOf(deps, c);
    return c.json({ data: await slots.oneSlot(caller.own, idParam(c), caller.readScope, caller.now) });
  });
  app.get('/:id/bookings', reader, async (c) => {
    const caller = callerOf(deps, c);
    return c.json({ data: await slots.slotBookings(caller.own, idParam(c), caller.readScope) });
  });
  app.patch('/:id', manager, async (c) => {
    const caller = callerOf(deps, c);
    const id = idParam(c);
    await slots.findSlot(caller.own, id, caller.manageScope);
    await slots.updateSlot(caller.own, id, caller.manageScope, await body(c, slotUpdateSchema));
    return c.json({ data: await slots.oneSlot(caller.own, id, caller.manageScope, caller.now) });
  });

  return app;
}
