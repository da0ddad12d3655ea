/**
 * Dates and times as the specification writes them (section 9), formatted by the constants in
 * constants.ts and nothing else: DATE_FORMAT 'YYYY-MM-DD', TIME_FORMAT 'HH:mm', DISPLAY_FORMAT
 * 'DD-MMM-YY, HH:mm', MONTH_FORMAT 'MMM-YYYY' (the month picker). Plain code over Intl, no date library,
 * English month names whatever the browser's locale.
 *
 * Two kinds of value:
 * - an **instant** (an ISO timestamp, epoch milliseconds or a Date: `updated`, `booked_at`, a booking
 *   log's `created_at`) is shown in a time zone: the company's (`company.settings.timezone`) when given,
 *   else the runtime's own;
 * - a **calendar date** ('YYYY-MM-DD': a slot's date, a guest's arrival) is already local and is never
 *   shifted by a time zone.
 * An instant that is not a valid time formats as ''.
 */
import { DATE_FORMAT, DISPLAY_FORMAT, MONTH_FORMAT, TIME_FORMAT } from './constants';

/** Month abbreviations of MMM, January first. */
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type Instant = string | number | Date;

/** A moment's wall-clock fields (month 1-12). */
interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const TOKEN = /YYYY|YY|MMM|MM|DD|HH|mm/g;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `pattern` (one of the constants) with its tokens replaced by the fields. */
function render(pattern: string, f: Fields): string {
  return pattern.replace(TOKEN, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(f.year, 4);
      case 'YY':
        return pad(f.year % 100);
      case 'MMM':
        return MONTH_NAMES[f.month - 1] ?? '';
      case 'MM':
        return pad(f.month);
      case 'DD':
        return pad(f.day);
      case 'HH':
        return pad(f.hour);
      default:
        return pad(f.minute);
    }
  });
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The wall clock of `timeZone` (the runtime's zone when undefined) as en-US parts, 24-hour, to the minute or to the
 * second — one formatter per zone and precision: building an Intl.DateTimeFormat costs far more than using one
 * (zonedTime.ts's wallClock built four per booking POST, 3 % of its CPU).
 */
export function wallClockFormat(timeZone: string | undefined, seconds = false): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${seconds ? 's' : 'm'}`;
  let format = partsFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      ...(seconds ? { second: 'numeric' } : {}),
    });
    partsFormats.set(key, format);
  }
  return format;
}

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/** The wall-clock fields of `instant` in `timeZone` (the runtime's zone when undefined); null for an invalid instant. */
function fieldsOf(instant: Instant, timeZone: string | undefined): Fields | null {
  const at = toDate(instant);
  if (Number.isNaN(at.getTime())) return null;
  const parts = wallClockFormat(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

/** The fields of a calendar date 'YYYY-MM-DD' (or a month 'YYYY-MM'), or null when it is not one. */
function calendarFields(date: string): Fields | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), month, day: Number(match[3] ?? 1), hour: 0, minute: 0 };
}

const withFields = (pattern: string, fields: Fields | null) => (fields ? render(pattern, fields) : '');

/** DISPLAY_FORMAT of an instant: '05-Mar-26, 14:30' in `timeZone` (the company's; the runtime's when left out). */
export const formatDisplay = (instant: Instant, timeZone?: string): string => withFields(DISPLAY_FORMAT, fieldsOf(instant, timeZone));

/** DATE_FORMAT of an instant: the date 'YYYY-MM-DD' it falls on in `timeZone` (e.g. the company's today). */
export const formatDate = (instant: Instant, timeZone?: string): string => withFields(DATE_FORMAT, fieldsOf(instant, timeZone));

/** TIME_FORMAT of an instant: 'HH:mm' on the clock of `timeZone`. */
export const formatTime = (instant: Instant, timeZone?: string): string => withFields(TIME_FORMAT, fieldsOf(instant, timeZone));

/** The date part of DISPLAY_FORMAT ('DD-MMM-YY') — the pattern up to its first comma. */
const DISPLAY_DATE_FORMAT = DISPLAY_FORMAT.split(',')[0]!;

/**
 * A calendar date 'YYYY-MM-DD' as the display format's date, 'DD-MMM-YY' ('2026-03-05' → '05-Mar-26'):
 * the tables' slot dates, a guest's arrival and departure. Anything else comes back as it was.
 */
export const formatDisplayDate = (date: string): string => withFields(DISPLAY_DATE_FORMAT, calendarFields(date)) || date;

/**
 * MONTH_FORMAT, the month picker's 'MMM-YYYY' ('Mar-2026'): of a calendar month or date ('2026-03',
 * '2026-03-05'; anything else comes back as it was), or of an instant in `timeZone` (the current month
 * in the company's zone: `formatMonth(new Date(), timeZone)`).
 */
export function formatMonth(value: string | Date | number, timeZone?: string): string {
  if (typeof value === 'string') {
    const calendar = calendarFields(value);
    return calendar ? render(MONTH_FORMAT, calendar) : withFields(MONTH_FORMAT, fieldsOf(value, timeZone)) || value;
  }
  return withFields(MONTH_FORMAT, fieldsOf(value, timeZone));
}

/**
 * The month picker's text back to a calendar month: 'Mar-2026' → '2026-03' (month names in any case,
 * surrounding spaces ignored); null when it is not MONTH_FORMAT.
 */
export function parseMonth(text: string): string | null {
  const source = MONTH_FORMAT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('MMM', '([A-Za-z]{3})').replace('YYYY', '(\\d{4})');
  const match = new RegExp(`^${source}$`).exec(text.trim());
  if (!match) return null;
  const monthFirst = MONTH_FORMAT.indexOf('MMM') < MONTH_FORMAT.indexOf('YYYY');
  const [name, year] = monthFirst ? [match[1]!, match[2]!] : [match[2]!, match[1]!];
  const index = MONTH_NAMES.findIndex((m) => m.toLowerCase() === name.toLowerCase());
  return index < 0 ? null : `${year}-${pad(index + 1)}`;
}

/** The calendar date (DATE_FORMAT) of `instant` in `timeZone`: the company's today is `localDate(new Date(), timeZone)`. */
export const localDate = (instant: Date, timeZone: string): string => formatDate(instant, timeZone);

/**
 * The locale the date inputs are typed in (React Aria orders a date field's segments by locale): British
 * English puts the day first, then the month and the year, the order of DISPLAY_FORMAT ('DD-MMM-YY'), so a
 * hotel reads and types '05/03/2026' for 5 March whatever the browser's language. dates.test.ts holds the
 * two orders together.
 */
export const DATE_INPUT_LOCALE = 'en-GB';

/** A calendar date `days` days after (before, when negative) `date`, both 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
