/**
 * /bookings/types (spec section 7): request types, configured in the Facilities drawers. Writes and
 * the selectors need manage-hotel-content; the list, one type and its menu selector are also open
 * to either request permission, within its facility scope (a type outside it is 404).
 */
import { Hono } from 'hono';
import { ATTACHED_TYPES, bookingTypeCreateSchema, bookingTypeUpdateSchema, PERMISSION, REQUEST_KINDS, type AttachedType } from '@atoll/contract';
import { typePatchInput } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { requireAnyPermission, requireAuth, requirePermission } from '../../http/auth';
import { notFound } from '../../http/errors';
import { body, idParam, readJson, validate } from '../../http/validate';
import * as types from '../../services/bookings/types';
import { callerOf } from './context';

export function bookingTypeRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const content = requirePermission(PERMISSION.manageHotelContent);
  const reader = requireAnyPermission([PERMISSION.manageHotelContent, PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests]);
  app.use('*', requireAuth(db));

  app.get('/', reader, async (c) => {
    const caller = callerOf(deps, c);
    return c.json({ data: await types.listTypes(caller.own, caller.typeScope) });
  });
  app.post('/', content, async (c) => {
    const caller = callerOf(deps, c);
    const id = await types.createType(caller.own, await body(c, bookingTypeCreateSchema), caller.today);
    return c.json({ data: await types.oneType(caller.own, id, 'all') }, 201);
  });

  app.get('/selectors/type', content, (c) => c.json({ data: REQUEST_KINDS.map((k) => ({ id: k.id, name: k.name })) }));
  app.get('/selectors/attached/:attachedType', content, async (c) => {
    const attachedType = c.req.param('attachedType');
    if (!(ATTACHED_TYPES as readonly string[]).includes(attachedType)) throw notFound();
    return c.json({ data: await types.attachedOptions(callerOf(deps, c).own, attachedType as AttachedType) });
  });

  app.get('/:id', reader, async (c) => {
    const caller = callerOf(deps, c);
    return c.json({ data: await types.oneType(caller.own, idParam(c), caller.typeScope) });
  });
  app.get('/:id/menu-selector', reader, async (c) => {
    const caller = callerOf(deps, c);
    return c.json({ data: await types.menuSelector(caller.own, await types.findType(caller.own, idParam(c), caller.typeScope)) });
  });
  // A PATCH changes what it sends: the domain's typePatchInput lays the body over the stored type (the fixed fields checked first).
  app.patch('/:id', content, async (c) => {
    const caller = callerOf(deps, c);
    const id = idParam(c);
    const current = await types.oneType(caller.own, id, 'all');
    const input = await validate(bookingTypeUpdateSchema, typePatchInput(current, await readJson(c)));
    await types.updateType(caller.own, id, input, caller.today);
    return c.json({ data: await types.oneType(caller.own, id, 'all') });
  });
  app.delete('/:id', content, async (c) => {
    await types.deleteType(callerOf(deps, c).own, idParam(c));
    return c.json({ data: null });
  });

  return app;
}
