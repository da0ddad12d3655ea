/**
 * The charts' rows (what the analytics API answers, spec: bookings-by-date, by-hour, by-status) and the
 * one-sentence summaries written from them when the caller gives none.
 */
import { dayLabel, dayName, formatCount, hourSpan } from './chartText';

/** One day of a month: `date` 'YYYY-MM-DD' in the company's zone, with its count (0 on a quiet day). */
export interface DailyCount {
  date: string;
  count: number;
}

/** One hour of one weekday: `day` 1 = Sunday … 7 = Saturday, `hour` 0–23 in the company's zone. */
export interface HourlyCount {
  day: number;
  hour: number;
  count: number;
}

/** One slice: a status text, its colour (a status colour name such as 'green', or any CSS colour), its count. */
export interface SliceCount {
  label: string;
  color: string;
  count: number;
}

/** Turns a count into text: '12' or '12 requests'. */
export type FormatValue = (count: number) => string;

const sum = (rows: readonly { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

function busiest<T extends { count: number }>(rows: readonly T[]): T | undefined {
  return rows.reduce<T | undefined>((best, row) => (best === undefined || row.count > best.count ? row : best), undefined);
}

/** 'Tue 03-Mar-26 had the most, 5; 12 in total over 31 days.' — or the zero: '0 on each of the 31 days.' */
export function summarizeDailyCounts(rows: readonly DailyCount[], formatValue: FormatValue = formatCount): string {
  const total = sum(rows);
  const days = `${rows.length} ${rows.length === 1 ? 'day' : 'days'}`;
  if (total === 0) return `${formatValue(0)} on each of the ${days}.`;
  const top = busiest(rows)!;
  return `${formatValue(total)} in total over ${days}; the busiest day was ${dayLabel(top.date)} with ${formatValue(top.count)}.`;
}

/** 'The busiest hour was Tue 09:00–10:00 (Times in Europe/Berlin) with 5; 40 in total.' */
export function summarizeHourlyCounts(rows: readonly HourlyCount[], timeZone: string, formatValue: FormatValue = formatCount): string {
  const total = sum(rows);
  if (total === 0) return `${formatValue(0)} at every hour of the week (times in ${timeZone}).`;
  const top = busiest(rows)!;
  return `${formatValue(total)} in total; the busiest hour was ${dayName(top.day)} ${hourSpan(top.hour)} (times in ${timeZone}) with ${formatValue(top.count)}.`;
}

/** 'Confirmed 6 (50%), Pending 4 (33%), Cancelled 2 (17%); 12 in total.' — largest first. */
export function summarizeSliceCounts(rows: readonly SliceCount[], formatValue: FormatValue = formatCount): string {
  const total = sum(rows);
  if (total === 0) return `${formatValue(0)} in every status.`;
  const parts = [...rows]
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((row) => `${row.label} ${formatValue(row.count)} (${Math.round((row.count / total) * 100)}%)`);
  return `${parts.join(', ')}; ${formatValue(total)} in total.`;
}

/** The 7 × 24 grid of a week's hours, Sunday first, missing hours as 0 (a quiet hour is a 0, not a gap). */
export function hourGrid(rows: readonly HourlyCount[]): HourlyCount[] {
  const counts = new Map(rows.map((row) => [`${row.day}:${row.hour}`, row.count]));
  const grid: HourlyCount[] = [];
  for (let day = 1; day <= 7; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) grid.push({ day, hour, count: counts.get(`${day}:${hour}`) ?? 0 });
  }
  return grid;
}
