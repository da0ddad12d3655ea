/**
 * Home's booking analytics (spec sections 2 Home, 3 'Analytics rows', 7 ui/analytics/*, 9 charts):
 * the rows as they cross the wire, the query both backends validate, the screen's texts and the
 * one-sentence summary each chart carries (the kit, the console and the tests share it).
 *
 * Which bookings count, and when: every request (any status) whose own date and time — its slot's
 * start, `bookings.starts_at` — falls within start_date..end_date, both inclusive, read in the
 * COMPANY's time zone (settings), so 'busy hours' are when guests come, not when they asked.
 * Cancelled, declined and expired requests count everywhere: by status they are a slice of their
 * own; by date and by hour they are requests that were made.
 * Shapes: by date has one row per day of the range, a quiet day a 0 (never a gap); by hour has all
 * 7 × 24 cells (day 1 = Sunday … 7 = Saturday, hour 0-23), zeros included, day then hour; by status
 * has the statuses that occur (count > 0), in BOOKING_STATUSES order.
 */
import * as yup from 'yup';
import type { BookingStatus } from './bookings';
import { isoDate } from './bookings/fields';
import type { NamedOption } from './contentCommon';
import { MONTH_NAMES } from './dates';

/** The facility path segment: a facility id, or ANALYTICS_ALL (every facility; needs the 'all' scope). */
export const ANALYTICS_ALL = 'all';
export type AnalyticsFacility = number | typeof ANALYTICS_ALL;

export const ANALYTICS_LIMITS = {
  /** The longest range one call answers (a leap year). */
  maxRangeDays: 366,
} as const;

/** GET ui/analytics/bookings-by-date/{facility}: one row per day of the range. */
export interface BookingsByDateRow {
  /** YYYY-MM-DD in the company's time zone. */
  date: string;
  count: number;
}

/** GET ui/analytics/bookings-by-status/{facility}: the statuses that occur. */
export interface BookingsByStatusRow {
  status: BookingStatus;
  /** The status' badge text and its hex colour (the Requests screen's ui_status). */
  ui_status: { text: string; color: string };
  count: number;
}

/** GET ui/analytics/bookings-by-hour/{facility}: all 168 cells. */
export interface BookingsByHourRow {
  /** 1 = Sunday … 7 = Saturday (DAYS_OF_WEEK). */
  day: number;
  /** 0-23, local. */
  hour: number;
  count: number;
}

/** GET ui/analytics/bookings-summary/{facility}: the figures beside the charts. */
export interface BookingsSummary {
  /** The company's IANA zone every date and hour above is read in. */
  time_zone: string;
  start_date: string;
  end_date: string;
  total: number;
  /** The same number of days just before start_date (the previous month, for a month). */
  previous_start_date: string;
  previous_end_date: string;
  previous_total: number;
  /**
   * Median minutes from a request's creation to the first staff action on it (a status change or
   * another Timeline entry by a user, not 'System'), whole minutes; null when no request had one.
   */
  median_minutes_to_confirm: number | null;
}

/** GET ui/analytics/facilities: what the facility selector offers. */
export interface AnalyticsFacilities {
  /** The caller's read-facility-requests covers every facility: 'All' is offered (and preselected). */
  all: boolean;
  /** The company's facilities with 'all', else the permitted ones; by name. */
  facilities: NamedOption[];
}

export const ANALYTICS_TEXT = {
  heading: 'Requests at a glance',
  noFacilities: 'No facility to show yet: requests are counted per facility.',
  minutes: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`,
  all: 'All',
  facility: 'Facility',
  month: 'Month',
  byDateTitle: 'Requests per day',
  byHourTitle: 'Busy hours',
  byStatusTitle: 'Requests by status',
  timeToConfirm: 'Time to confirm',
  timeToConfirmNone: 'No staff actions yet',
  total: 'Requests in the month',
  previousTotal: 'Previous month',
  noRequests: 'No requests this month',
  viewAsTable: 'View as table',
  viewAsChart: 'View as chart',
  date: 'Date',
  day: 'Day',
  hour: 'Hour',
  status: 'Status',
  count: 'Requests',
  timeZone: (zone: string) => `Times in ${zone}`,
  endBeforeStart: 'End date must be on or after the start date',
  rangeTooLong: `Choose at most ${ANALYTICS_LIMITS.maxRangeDays} days`,
} as const;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Days from start to end, both counted ('2026-03-01'..'2026-03-31' → 31). */
export const rangeDays = (start: string, end: string) => dayNumber(end) - dayNumber(start) + 1;

/** ?start_date&end_date of every ui/analytics call: real dates, end ≥ start, at most maxRangeDays. */
export const analyticsQuerySchema = yup.object({
  start_date: isoDate(),
  end_date: isoDate()
    .test('after-start', ANALYTICS_TEXT.endBeforeStart, function (end) {
      const start = this.parent.start_date as unknown;
      return !end || typeof start !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(start) || !(rangeDays(start, end) < 1);
    })
    .test('range', ANALYTICS_TEXT.rangeTooLong, function (end) {
      const start = this.parent.start_date as unknown;
      return !end || typeof start !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(start) || !(rangeDays(start, end) > ANALYTICS_LIMITS.maxRangeDays);
    }),
});
export type AnalyticsQuery = yup.InferType<typeof analyticsQuerySchema>;

/** The URL paths (under /api/v1) the console calls; `facility` is an id or ANALYTICS_ALL. */
export const ANALYTICS_PATHS = {
  byDate: (facility: AnalyticsFacility) => `ui/analytics/bookings-by-date/${facility}`,
  byStatus: (facility: AnalyticsFacility) => `ui/analytics/bookings-by-status/${facility}`,
  byHour: (facility: AnalyticsFacility) => `ui/analytics/bookings-by-hour/${facility}`,
  summary: (facility: AnalyticsFacility) => `ui/analytics/bookings-summary/${facility}`,
  facilities: 'ui/analytics/facilities',
} as const;

/** The first and last day of a calendar month '2026-03' (the month picker's value) as the query. */
export function monthRange(month: string): AnalyticsQuery {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { start_date: `${month}-01`, end_date: `${month}-${String(last).padStart(2, '0')}` };
}

// Summaries: one sentence per chart ------------------------------------------------------------

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const FULL_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const requests = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;
const partsOf = (date: string) => date.split('-').map(Number) as [number, number, number];
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** 'March 2026' for a whole calendar month, else '1 Mar 2026 – 15 Mar 2026'. */
export function rangeText(start: string, end: string): string {
  const [y, m] = partsOf(start);
  if (monthRange(start.slice(0, 7)).start_date === start && monthRange(start.slice(0, 7)).end_date === end) return `${FULL_MONTHS[m - 1]} ${y}`;
  const short = (d: string) => {
    const [yy, mm, dd] = partsOf(d);
    return `${dd} ${MONTH_NAMES[mm - 1]} ${yy}`;
  };
  return `${short(start)} – ${short(end)}`;
}

/** "312 requests in March 2026; busiest day Sat 14 March with 31." (ties: the earliest day). */
export function byDateSummary(rows: readonly BookingsByDateRow[]): string {
  if (rows.length === 0) return ANALYTICS_TEXT.noRequests;
  const total = rows.reduce((n, r) => n + r.count, 0);
  const period = rangeText(rows[0]!.date, rows[rows.length - 1]!.date);
  if (total === 0) return `No requests in ${period}.`;
  const busiest = rows.reduce((best, r) => (r.count > best.count ? r : best));
  const [, m, d] = partsOf(busiest.date);
  return `${requests(total)} in ${period}; busiest day ${WEEKDAYS[weekdayOf(busiest.date)]} ${d} ${FULL_MONTHS[m - 1]} with ${busiest.count}.`;
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** "Busiest hour: Saturday 19:00–20:00 with 14 requests; 312 in all." (ties: the earliest cell). */
export function byHourSummary(rows: readonly BookingsByHourRow[]): string {
  const total = rows.reduce((n, r) => n + r.count, 0);
  if (total === 0) return 'No requests in this period.';
  const busiest = rows.reduce((best, r) => (r.count > best.count || (r.count === best.count && (r.day - best.day || r.hour - best.hour) < 0) ? r : best));
  const end = busiest.hour === 23 ? '24:00' : hourText(busiest.hour + 1);
  return `Busiest hour: ${WEEKDAY_NAMES[busiest.day - 1]} ${hourText(busiest.hour)}–${end} with ${requests(busiest.count)}; ${total} in all.`;
}

/** "312 requests: 200 Confirmed (64%), 80 Completed (26%), 32 Cancelled (10%)." — largest first. */
export function byStatusSummary(rows: readonly BookingsByStatusRow[]): string {
  const total = rows.reduce((n, r) => n + r.count, 0);
  if (total === 0) return 'No requests in this period.';
  const parts = [...rows]
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((r) => `${r.count} ${r.ui_status.text} (${Math.round((r.count * 100) / total)}%)`);
  return `${requests(total)}: ${parts.join(', ')}.`;
}

/** "312 requests, 12% more than the previous period (279); median time to confirm 18 minutes." */
export function summaryText(summary: Pick<BookingsSummary, 'total' | 'previous_total' | 'median_minutes_to_confirm'>): string {
  const { total, previous_total: before, median_minutes_to_confirm: median } = summary;
  let change: string;
  if (before === 0) change = total === 0 ? 'none in the previous period either' : 'none in the previous period';
  else if (total === before) change = `the same as the previous period`;
  else change = `${Math.round((Math.abs(total - before) * 100) / before)}% ${total > before ? 'more' : 'fewer'} than the previous period (${before})`;
  const confirm = median === null ? 'no staff actions yet' : `median time to confirm ${median} ${median === 1 ? 'minute' : 'minutes'}`;
  return `${requests(total)}, ${change}; ${confirm}.`;
}
