/**
 * /home (Home's day, issue 18): GET /home/today — any signed-in user of the company; what each
 * caller sees of it is the domain's homeSections (request figures in their facility scope, the
 * checklist for administrators). Stale New requests expire first, as before every read of bookings.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { requireAuth } from '../http/auth';
import { sweepCompany } from '../services/bookings/sweep';
import * as home from '../services/home';
import { callerOf } from './bookings/context';

export function homeRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db));
  app.get('/today', async (c) => {
    const { company, user } = c.get('auth');
    const caller = callerOf(deps, c);
    await sweepCompany(deps, caller.own);
    const day = await home.homeToday(caller.own, {
      now: caller.now,
      today: caller.today,
      timeZone: company.timezone,
      hasLogo: company.propertyLogoFileId !== null,
      permissions: user.permissions,
    });
    return c.json({ data: day });
  });
  return app;
}
