/**
 * GET ui/analytics/bookings-by-date|bookings-by-status|bookings-by-hour|bookings-summary/{facility}
 * and GET ui/analytics/facilities over the in-memory store: storage and wiring only. The facility
 * rule (404 for another company's facility, then 403 outside the read scope; 'all' only with the
 * 'all' scope), the time-zone-correct aggregation and the staff-action rule are
 * @atoll/contract/domain's (domain/analytics.ts). Stale New requests expire first, as before every read of bookings.
 */
import { PERMISSION, analyticsQuerySchema, translationText, type AnalyticsQuery } from '@atoll/contract';
import {
  analyticsFacilities,
  analyticsFacility,
  bookingsByDate,
  bookingsByHour,
  bookingsByStatus,
  bookingsSummary,
  isStaffAction,
} from '@atoll/contract/domain';
import { callerScope, companyTimeZone, expireStale, type StoredBooking } from '../bookingStore';
import { ok, validate } from '../http';
import { get, guarded, type RouteInfo } from '../routes';
import { mockDb } from '../store';

const facilitiesOf = (companyId: number) => mockDb.content.facilities.filter((f) => f.company_id === companyId);

interface Asked {
  rows: StoredBooking[];
  facility: number | null;
  query: AnalyticsQuery;
  timeZone: string;
}

async function askedOf({ caller, companyId, params, request }: RouteInfo): Promise<Asked> {
  const exists = (id: number) => facilitiesOf(companyId).some((f) => f.id === id);
  const facility = await analyticsFacility(String(params.facility ?? ''), callerScope(caller, 'read'), exists);
  const query = await validate(analyticsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  expireStale(companyId, new Date());
  const rows = mockDb.requests.bookings.filter((b) => b.company_id === companyId);
  return { rows, facility, query, timeZone: companyTimeZone(companyId) };
}

/** The first staff action on each booking of the company (ISO instant), from the Timeline. */
function firstActions(rows: readonly StoredBooking[]): Map<number, string> {
  const ids = new Set(rows.map((r) => r.id));
  const first = new Map<number, string>();
  for (const log of mockDb.requests.bookingLogs) {
    if (!ids.has(log.booking_id) || !isStaffAction(log)) continue;
    const seen = first.get(log.booking_id);
    if (seen === undefined || Date.parse(log.created_at) < Date.parse(seen)) first.set(log.booking_id, log.created_at);
  }
  return first;
}

export const analyticsHandlers = guarded({ permission: PERMISSION.readFacilityRequests }, [
  get('ui/analytics/facilities', ({ caller, companyId }) =>
    ok(analyticsFacilities(callerScope(caller, 'read'), facilitiesOf(companyId).map((f) => ({ id: f.id, name: translationText(f.name) })))),
  ),
  get('ui/analytics/bookings-by-date/:facility', async (info) => {
    const a = await askedOf(info);
    return ok(bookingsByDate(a.rows, a.facility, a.query, a.timeZone));
  }),
  get('ui/analytics/bookings-by-status/:facility', async (info) => {
    const a = await askedOf(info);
    return ok(bookingsByStatus(a.rows, a.facility, a.query, a.timeZone));
  }),
  get('ui/analytics/bookings-by-hour/:facility', async (info) => {
    const a = await askedOf(info);
    return ok(bookingsByHour(a.rows, a.facility, a.query, a.timeZone));
  }),
  get('ui/analytics/bookings-summary/:facility', async (info) => {
    const a = await askedOf(info);
    const first = firstActions(a.rows);
    return ok(bookingsSummary(a.rows, a.facility, a.query, a.timeZone, (r) => first.get(r.id)));
  }),
]);
