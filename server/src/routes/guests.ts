/**
 * /guests (spec section 7): the In House (current) and Others lists, one guest, create, edit,
 * delete — any signed-in user of the company — and the PMS check-out clear (administrators).
 * A guest's bookings and bookings_count are those the caller may read (facility scope).
 */
import { Hono } from 'hono';
import { guestListQuerySchema, guestSchema, MSG } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { isAdministrator, requireAdmin, requireAuth } from '../http/auth';
import { body, idParam, validQuery } from '../http/validate';
import * as guests from '../services/guests';
import { listTotal } from '../services/listTotals';
import { callerOf } from './bookings/context';
import { asksForExportLink, exportLink } from './exports';

export function guestRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));
  const isAdmin = (c: Parameters<typeof callerOf>[1]) => isAdministrator(c.get('auth').user.permissions);

  for (const [path, inHouse] of [['/current', true], ['/others', false]] as const) {
    app.get(path, async (c) => {
      const caller = callerOf(deps, c);
      const query = await validQuery(c, guestListQuerySchema);
      if (asksForExportLink(c)) return exportLink(deps, c, inHouse ? 'guests/current' : 'guests/others', query);
      const companyId = c.get('auth').company.id;
      const totalOf: guests.TotalOf = (key, count) => listTotal(db, companyId, key, count);
      return c.json(await guests.listGuests(db, caller.own, inHouse, query, caller.readScope, caller.today, totalOf));
    });
  }
  app.get('/:id', async (c) => {
    const caller = callerOf(deps, c);
    return c.json({ data: await guests.oneGuest(caller.own, idParam(c), caller.readScope, caller.today) });
  });
  app.post('/', async (c) => {
    const caller = callerOf(deps, c);
    const id = await guests.createGuest(caller.own, await body(c, guestSchema), isAdmin(c));
    return c.json({ data: await guests.oneGuest(caller.own, id, caller.readScope, caller.today) }, 201);
  });
  app.patch('/:id', async (c) => {
    const caller = callerOf(deps, c);
    const id = idParam(c);
    await guests.oneGuest(caller.own, id, caller.readScope, caller.today);
    await guests.updateGuest(caller.own, id, await body(c, guestSchema), isAdmin(c));
    return c.json({ data: await guests.oneGuest(caller.own, id, caller.readScope, caller.today) });
  });
  app.post('/:id/clear-pms-checkout', requireAdmin, async (c) => {
    const caller = callerOf(deps, c);
    const id = idParam(c);
    await guests.clearPmsCheckout(caller.own, id);
    return c.json({ data: await guests.oneGuest(caller.own, id, caller.readScope, caller.today), message: MSG.pmsCheckoutCleared });
  });
  app.delete('/:id', async (c) => {
    await guests.deleteGuest(callerOf(deps, c).own, idParam(c));
    return c.json({ data: null });
  });

  return app;
}
