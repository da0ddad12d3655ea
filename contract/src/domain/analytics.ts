/**
 * Home's booking analytics as pure functions (contract/src/analytics.ts says which bookings count
 * and when): the mocks aggregate their store with them; the server aggregates in SQL (AT TIME ZONE
 * the company's zone, generate_series for the zero days) and shares the rest — the facility rule,
 * the previous period, what a staff action is, the median's rounding, the status rows' order.
 */
import { ANALYTICS_ALL, rangeDays, type AnalyticsFacilities, type AnalyticsQuery, type BookingsByDateRow, type BookingsByHourRow, type BookingsByStatusRow, type BookingsSummary } from '../analytics';
import { BOOKING_STATUSES, type BookingStatus } from '../bookings';
import type { NamedOption } from '../contentCommon';
import { addDays } from '../dates';
import { BOOKING_LOG, BOOKING_STATUS_UI, inScope, SYSTEM_NAME, type FacilityScope } from './bookings';
import { ruleForbidden, ruleNotFound } from './rules';
import { isStorableId } from './references';

/**
 * The facility path segment against the caller's read scope: null for 'all' (every facility; only
 * with the 'all' scope), else the facility id. In order: a segment that is neither 'all' nor an id,
 * or an id that is not one of the company's facilities (`exists`, the caller's look-up: another
 * company's, or none) → 404, as everywhere; then a scoped caller naming one of the company's
 * facilities outside their scope, or 'all' → 403 (the selector never offers it: a refusal, not a
 * missing object).
 */
export async function analyticsFacility(segment: string | undefined, scope: FacilityScope, exists: (id: number) => boolean | Promise<boolean>): Promise<number | null> {
  if (segment === ANALYTICS_ALL) {
    if (scope !== 'all') throw ruleForbidden();
    return null;
  }
  const id = Number(segment);
  if (!/^\d{1,10}$/.test(segment ?? '') || !isStorableId(id) || !(await exists(id))) throw ruleNotFound();
  if (!inScope(scope, id)) throw ruleForbidden();
  return id;
}

/** The facilities the selector offers: the company's with the 'all' scope, else the permitted ones; by name, then id. */
export function analyticsFacilities(scope: FacilityScope, facilities: readonly NamedOption[]): AnalyticsFacilities {
  const offered = facilities.filter((f) => inScope(scope, f.id));
  offered.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
  return { all: scope === 'all', facilities: offered.map((f) => ({ id: f.id, name: f.name })) };
}

/** The same number of days just before the range (March → the 31 days before it, i.e. 29 Jan-28 Feb in 2026). */
export function previousRange(query: AnalyticsQuery): AnalyticsQuery {
  const days = rangeDays(query.start_date, query.end_date);
  return { start_date: addDays(query.start_date, -days), end_date: addDays(query.start_date, -1) };
}

/** A Timeline entry that is a staff action: by a user (not 'System'), and not the creation itself. */
export const isStaffAction = (log: { text: string; changed_by: string }) => log.changed_by !== SYSTEM_NAME && log.text !== BOOKING_LOG.created;

/** The median of minute values (the mean of the middle two for an even count), whole minutes; null for none. */
export function medianMinutes(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return roundMinutes(medianOf(values));
}

/** A median in minutes as the wire has it: whole minutes, halves up (the server's percentile_cont goes through it too). */
export const roundMinutes = (minutes: number) => Math.floor(minutes + 0.5);

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The status rows from counts per status: those that occur, in BOOKING_STATUSES order, with the badge's text and colour. */
export function statusRows(counts: Partial<Record<BookingStatus, number>>): BookingsByStatusRow[] {
  return BOOKING_STATUSES.filter((s) => (counts[s] ?? 0) > 0).map((status) => ({
    status,
    ui_status: { text: BOOKING_STATUS_UI[status].text, color: BOOKING_STATUS_UI[status].color },
    count: counts[status]!,
  }));
}

/** Every day of the range with its count (0 when none). */
export function dateRows(query: AnalyticsQuery, counts: ReadonlyMap<string, number>): BookingsByDateRow[] {
  const rows: BookingsByDateRow[] = [];
  for (let d = query.start_date; d <= query.end_date; d = addDays(d, 1)) rows.push({ date: d, count: counts.get(d) ?? 0 });
  return rows;
}

/** All 7 × 24 cells, day (1 = Sunday) then hour, with their counts (0 when none); key `${day}-${hour}`. */
export function hourRows(counts: ReadonlyMap<string, number>): BookingsByHourRow[] {
  const rows: BookingsByHourRow[] = [];
  for (let day = 1; day <= 7; day++) for (let hour = 0; hour < 24; hour++) rows.push({ day, hour, count: counts.get(`${day}-${hour}`) ?? 0 });
  return rows;
}

// The mocks' aggregation over stored rows ---------------------------------------------------------

/** What the aggregation needs of a stored booking (ISO instants). */
export interface AnalyticsBookingRow {
  facility_id: number;
  status: BookingStatus;
  starts_at: string;
  created: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** A moment's local date (YYYY-MM-DD), day of week (1 = Sunday) and hour in `timeZone`. */
export function localSlot(instant: string, timeZone: string): { date: string; day: number; hour: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, day: new Date(`${date}T00:00:00Z`).getUTCDay() + 1, hour: Number(parts.hour) % 24 };
}

/** The rows of `facility` (null: all) whose local start date is within the range. */
export function bookingsInRange<R extends AnalyticsBookingRow>(rows: readonly R[], facility: number | null, query: AnalyticsQuery, timeZone: string): (R & { local: ReturnType<typeof localSlot> })[] {
  return rows
    .filter((r) => facility === null || r.facility_id === facility)
    .map((r) => ({ ...r, local: localSlot(r.starts_at, timeZone) }))
    .filter((r) => r.local.date >= query.start_date && r.local.date <= query.end_date);
}

const tally = <K>(keys: K[]) => keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<K, number>());

export function bookingsByDate(rows: readonly AnalyticsBookingRow[], facility: number | null, query: AnalyticsQuery, timeZone: string): BookingsByDateRow[] {
  return dateRows(query, tally(bookingsInRange(rows, facility, query, timeZone).map((r) => r.local.date)));
}

export function bookingsByHour(rows: readonly AnalyticsBookingRow[], facility: number | null, query: AnalyticsQuery, timeZone: string): BookingsByHourRow[] {
  return hourRows(tally(bookingsInRange(rows, facility, query, timeZone).map((r) => `${r.local.day}-${r.local.hour}`)));
}

export function bookingsByStatus(rows: readonly AnalyticsBookingRow[], facility: number | null, query: AnalyticsQuery, timeZone: string): BookingsByStatusRow[] {
  return statusRows(Object.fromEntries(tally(bookingsInRange(rows, facility, query, timeZone).map((r) => r.status))));
}

/**
 * The summary: totals of the range and of the previous period, and the median minutes from creation
 * to the first staff action (`firstActionAt(row)`, an ISO instant or undefined) over the range's requests.
 */
export function bookingsSummary<R extends AnalyticsBookingRow>(
  rows: readonly R[],
  facility: number | null,
  query: AnalyticsQuery,
  timeZone: string,
  firstActionAt: (row: R) => string | undefined,
): BookingsSummary {
  const current = bookingsInRange(rows, facility, query, timeZone);
  const previous = previousRange(query);
  const minutes = current.flatMap((r) => {
    const at = firstActionAt(r);
    return at === undefined ? [] : [(Date.parse(at) - Date.parse(r.created)) / 60_000];
  });
  return {
    time_zone: timeZone,
    start_date: query.start_date,
    end_date: query.end_date,
    total: current.length,
    previous_start_date: previous.start_date,
    previous_end_date: previous.end_date,
    previous_total: bookingsInRange(rows, facility, previous, timeZone).length,
    median_minutes_to_confirm: medianMinutes(minutes),
  };
}
