/**
 * Home's booking analytics (spec section 7): GET ui/analytics/bookings-by-date|bookings-by-status|
 * bookings-by-hour|bookings-summary/{facility}?start_date&end_date and GET ui/analytics/facilities.
 * read-facility-requests on every route; the facility scope is slice 3's read scope (requestScope):
 * another company's facility id is 404 (as everywhere), then {facility} 'all' needs the 'all' scope
 * and an id outside a scoped caller's facilities is 403 (the domain's analyticsFacility). The path
 * is checked before the query (422 VALIDATION_ERROR with field errors). Stale New requests expire
 * first, as before every read of bookings.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { PERMISSION, analyticsQuerySchema } from '@atoll/contract';
import { analyticsFacility, requestScope } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { facilities } from '../../db/schema';
import { requireAuth, requirePermission } from '../../http/auth';
import { validQuery } from '../../http/validate';
import * as analytics from '../../services/analytics';
import { ownWithTx } from '../../services/bookings/own';
import { sweepCompany } from '../../services/bookings/sweep';

export function uiAnalyticsRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const guards = [requireAuth(db), requirePermission(PERMISSION.readFacilityRequests)] as const;

  async function requestOf(c: Context<AppEnv>): Promise<analytics.AnalyticsRequest> {
    const { company, user } = c.get('auth');
    const own = ownWithTx(db, company.id);
    const exists = async (id: number) => (await own.pick({ id: facilities.id }, facilities, eq(facilities.id, id))).length > 0;
    const facility = await analyticsFacility(c.req.param('facility'), requestScope(user.permissions, 'read'), exists);
    const query = await validQuery(c, analyticsQuerySchema);
    await sweepCompany(deps, own);
    return { own, db, timeZone: company.timezone, facility, query };
  }

  app.get('/facilities', ...guards, async (c) => {
    const { company, user } = c.get('auth');
    return c.json({ data: await analytics.facilityChoices(ownWithTx(db, company.id), requestScope(user.permissions, 'read')) });
  });
  app.get('/bookings-by-date/:facility', ...guards, async (c) => c.json({ data: await analytics.bookingsByDate(await requestOf(c)) }));
  app.get('/bookings-by-status/:facility', ...guards, async (c) => c.json({ data: await analytics.bookingsByStatus(await requestOf(c)) }));
  app.get('/bookings-by-hour/:facility', ...guards, async (c) => c.json({ data: await analytics.bookingsByHour(await requestOf(c)) }));
  app.get('/bookings-summary/:facility', ...guards, async (c) => c.json({ data: await analytics.bookingsSummary(await requestOf(c)) }));
  return app;
}
