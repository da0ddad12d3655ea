/**
 * Home's booking analytics (GET ui/analytics/*), aggregated in SQL in the company's time zone: a
 * booking counts on its slot's start (`bookings.starts_at`) read AT TIME ZONE the company's zone
 * (the session's zone is UTC), within start_date..end_date inclusive. The range is a sargable
 * condition on starts_at (the local midnights converted to instants), so the indexes
 * bookings(company_id, facility_id, starts_at) and bookings(company_id, starts_at) answer a month of
 * 100,000 bookings (scripts/bench-analytics.mjs). By date and by hour count per UTC quarter hour
 * first and convert only those buckets (quarterHours); by date joins generate_series so a quiet day is
 * a 0; by hour and by status are grouped in SQL and shaped by the domain (hourRows: all 168 cells;
 * statusRows: the statuses that occur). Rules shared with the mocks are @atoll/contract/domain's.
 */
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { translationText, type AnalyticsFacilities, type AnalyticsQuery, type BookingStatus, type BookingsByDateRow, type BookingsByHourRow, type BookingsByStatusRow, type BookingsSummary } from '@atoll/contract';
import { analyticsFacilities, hourRows, previousRange, roundMinutes, statusRows, type FacilityScope } from '@atoll/contract/domain';
import type { Db } from '../../db/client';
import { bookings, facilities } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { facilityCondition } from '../bookings/scope';

/** What every aggregate needs: the seam, the database (for generate_series), the zone, the facility (null: all) and the range. */
export interface AnalyticsRequest {
  own: Tenant;
  db: Db;
  timeZone: string;
  facility: number | null;
  query: AnalyticsQuery;
}

const counted = (value: unknown) => Number(value ?? 0);

/** The instant a local calendar date begins in `timeZone`. */
const localMidnight = (date: string, timeZone: string) => sql`((${date}::date)::timestamp at time zone ${timeZone})`;

/** starts_at within the local dates start..end (both inclusive): a range the indexes serve. */
function startsWithin(timeZone: string, start: string, end: string): SQL {
  return and(gte(bookings.startsAt, localMidnight(start, timeZone)), lt(bookings.startsAt, sql`(((${end}::date + 1))::timestamp at time zone ${timeZone})`))!;
}

const facilityOf = (facility: number | null) => (facility === null ? undefined : eq(bookings.facilityId, facility));

/** The requests of the range and facility (the conditions every aggregate starts from). */
const within = (r: AnalyticsRequest) => [facilityOf(r.facility), startsWithin(r.timeZone, r.query.start_date, r.query.end_date)];

/**
 * The range's requests counted per 15-minute bucket of UTC time (cheap arithmetic over the index's
 * rows); only the buckets — at most 96 a day — are then read AT TIME ZONE. Exact: every zone's offset,
 * and every change of it, falls on a quarter hour, so an instant and its bucket's start share a local
 * date and hour (+05:45 included).
 */
function quarterHours(r: AnalyticsRequest) {
  return r.own
    .pick({ bucket: sql<Date>`date_bin('15 minutes', ${bookings.startsAt}, timestamptz '2000-01-01 00:00:00+00')`.as('bucket'), n: sql<number>`count(*)::int`.as('n') }, bookings, ...within(r))
    .groupBy(sql`1`)
    .as('buckets');
}

export async function bookingsByDate(r: AnalyticsRequest): Promise<BookingsByDateRow[]> {
  const buckets = quarterHours(r);
  // Grouped by ordinal: the zone is a parameter, and a repeated expression would be two different ones.
  const counts = r.db
    .select({ day: sql<string>`(${buckets.bucket} at time zone ${r.timeZone})::date`.as('local_day'), n: sql<number>`sum(${buckets.n})::int`.as('day_count') })
    .from(buckets)
    .groupBy(sql`1`)
    .as('counts');
  const rows = await r.db
    .select({ date: sql<string>`to_char(series.d, 'YYYY-MM-DD')`, count: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(sql`generate_series(${r.query.start_date}::date, ${r.query.end_date}::date, interval '1 day') as series(d)`)
    .leftJoin(counts, sql`${counts.day} = series.d::date`)
    .orderBy(sql`series.d`);
  return rows.map((row) => ({ date: row.date, count: counted(row.count) }));
}

export async function bookingsByHour(r: AnalyticsRequest): Promise<BookingsByHourRow[]> {
  const buckets = quarterHours(r);
  const rows = await r.db
    .select({
      // PostgreSQL's dow is 0 = Sunday; the contract's day is 1 = Sunday.
      day: sql<number>`extract(dow from ${buckets.bucket} at time zone ${r.timeZone})::int + 1`,
      hour: sql<number>`extract(hour from ${buckets.bucket} at time zone ${r.timeZone})::int`,
      n: sql<number>`sum(${buckets.n})::int`,
    })
    .from(buckets)
    .groupBy(sql`1, 2`);
  return hourRows(new Map(rows.map((row) => [`${counted(row.day)}-${counted(row.hour)}`, counted(row.n)])));
}

export async function bookingsByStatus(r: AnalyticsRequest): Promise<BookingsByStatusRow[]> {
  const rows = await r.own.pick({ status: bookings.status, n: sql<number>`count(*)::int` }, bookings, ...within(r)).groupBy(bookings.status);
  return statusRows(Object.fromEntries(rows.map((row) => [row.status, counted(row.n)])) as Partial<Record<BookingStatus, number>>);
}

/**
 * The range's total, the previous period's and the median minutes to the first staff action, in one scan of
 * both periods (the previous period ends where the range starts; two statements before, 1.8x the time on
 * PGlite, scripts/bench-analytics.mjs): the counts filtered by period, the median in double precision
 * (`first_action_at`, written by the bookings service with the first Timeline entry by a user — the domain's
 * isStaffAction; migration 0015 filled it from the Timeline) over the range's requests that have one.
 */
export async function bookingsSummary(r: AnalyticsRequest): Promise<BookingsSummary> {
  const previous = previousRange(r.query);
  const current = startsWithin(r.timeZone, r.query.start_date, r.query.end_date);
  const [totals] = await r.own.pick(
    {
      total: sql<number>`(count(*) filter (where ${current}))::int`,
      previous: sql<number>`(count(*) filter (where not (${current})))::int`,
      // date_part, not extract: extract's numeric (PostgreSQL 14 on) made the sort of 50,000 values most of the cost.
      median: sql<number | null>`percentile_cont(0.5) within group (order by date_part('epoch', ${bookings.firstActionAt} - ${bookings.createdAt}) / 60) filter (where ${current} and ${bookings.firstActionAt} is not null)`,
    },
    bookings,
    facilityOf(r.facility),
    startsWithin(r.timeZone, previous.start_date, r.query.end_date),
  );
  const median = totals?.median;
  return {
    time_zone: r.timeZone,
    start_date: r.query.start_date,
    end_date: r.query.end_date,
    total: counted(totals?.total),
    previous_start_date: previous.start_date,
    previous_end_date: previous.end_date,
    previous_total: counted(totals?.previous),
    median_minutes_to_confirm: median === null || median === undefined ? null : roundMinutes(Number(median)),
  };
}

/** GET ui/analytics/facilities: the company's facilities within the caller's read scope, by name. */
export async function facilityChoices(own: Tenant, scope: FacilityScope): Promise<AnalyticsFacilities> {
  const rows = await own.pick({ id: facilities.id, name: facilities.name }, facilities, facilityCondition(facilities.id, scope));
  return analyticsFacilities(scope, rows.map((f) => ({ id: f.id, name: translationText(f.name) })));
}
