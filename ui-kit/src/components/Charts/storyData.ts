/** Sample rows for the charts' stories: a March with 31 days, a week of hours, a status mix. */
import type { DailyCount, HourlyCount, SliceCount } from './chartData';

/** March 2026 (31 days), a count per day from a fixed pattern (no randomness: stories assert values). */
export const marchDays: DailyCount[] = Array.from({ length: 31 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  count: [3, 5, 2, 0, 8, 12, 7][i % 7]! + (i === 13 ? 10 : 0),
}));

/** February 2026 (28 days), every day 0: a real zero. */
export const quietFebruary: DailyCount[] = Array.from({ length: 28 }, (_, i) => ({ date: `2026-02-${String(i + 1).padStart(2, '0')}`, count: 0 }));

/** Busy mornings and evenings, more at the weekend (1 = Sunday). */
export const weekHours: HourlyCount[] = Array.from({ length: 7 * 24 }, (_, i) => {
  const day = Math.floor(i / 24) + 1;
  const hour = i % 24;
  const base = hour >= 7 && hour <= 10 ? 6 : hour >= 18 && hour <= 21 ? 4 : hour >= 11 && hour <= 17 ? 2 : 0;
  return { day, hour, count: base + (day === 1 || day === 7 ? 3 : 0) * (base > 0 ? 1 : 0) };
});

export const statusMix: SliceCount[] = [
  { label: 'Confirmed', color: 'green', count: 24 },
  { label: 'Pending', color: 'yellow', count: 9 },
  { label: 'Cancelled', color: 'red', count: 5 },
  { label: 'Completed', color: 'blue', count: 12 },
];
