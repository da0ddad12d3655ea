import { CHART, formatDisplayDate } from '@atoll/contract';

/**
 * The charts' own words (the spec names only the charts; these are ours). Tests and stories import them
 * instead of retyping.
 */
export const CHART_TEXT = {
  viewAsTable: 'View as table',
  /** The chart group's role description, read before its name ('chart, Requests per day'). */
  chart: 'chart',
  loadFailed: 'The chart could not be loaded',
  day: 'Day',
  hour: 'Hour',
  date: 'Date',
  status: 'Status',
  count: 'Count',
  total: 'Total',
  /** The hint read with the chart group: how to move between its points. */
  keyboardHint: 'Use the arrow keys to move between points, Home and End for the first and last.',
  timesIn: (timeZone: string) => `Times in ${timeZone}`,
} as const;

/** A count as plain digits; callers pass their own (e.g. `(n) => `${n} requests``). */
export const formatCount = (count: number): string => String(count);

/** 1 = Sunday … 7 = Saturday (spec section 9) → 'Sun' … 'Sat'. */
export const dayName = (day: number): string => CHART.days[day - 1] ?? String(day);

/** 9 → '09:00–10:00': the hour a bubble counts, as a span. */
export function hourSpan(hour: number): string {
  const pad = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return `${pad(hour)}–${pad(hour + 1)}`;
}

/** '2026-03-03' → 'Tue 03-Mar-26' (the display format's date, with the weekday). */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return `${CHART.days[weekday] ?? ''} ${formatDisplayDate(date)}`.trim();
}

/**
 * Which of `count` positions carry a label so that at most `max` do (spec: 15 x ticks): every k-th from
 * the first. 31 days → every 3rd (11 labels); 24 hours → every 2nd (12).
 */
export function tickPositions(count: number, max: number = CHART.xTicks): number[] {
  const step = Math.max(1, Math.ceil(count / max));
  const positions: number[] = [];
  for (let i = 0; i < count; i += step) positions.push(i);
  return positions;
}

/**
 * Whole-number y ticks for counts: about CHART.yTicks (10) intervals from 0 to at least `max`, never a
 * fraction (0.5 requests means nothing), and an axis up to 1 when every count is 0 (a real zero draws).
 */
export function countTicks(max: number, wanted: number = CHART.yTicks): number[] {
  const top = Math.max(1, max);
  const raw = top / wanted;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? 10 * magnitude);
  const ticks: number[] = [];
  for (let v = 0; v < top + step; v += step) {
    ticks.push(v);
    if (v >= top) break;
  }
  return ticks;
}
