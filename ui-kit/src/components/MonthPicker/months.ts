/** Calendar months as 'YYYY-MM' (the month picker's value): plain arithmetic, no time zone involved. */

const MONTH = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM' → months since year 0 (for comparing and stepping). */
function index(month: string): number {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`Not a month 'YYYY-MM': ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function fromIndex(n: number): string {
  return `${String(Math.floor(n / 12)).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/** The month `delta` months after `month` ('2026-01', -1 → '2025-12'). */
export function shiftMonth(month: string, delta: number): string {
  return fromIndex(index(month) + delta);
}

/** Negative, 0 or positive as `a` is before, the same as or after `b`. */
export function compareMonths(a: string, b: string): number {
  return index(a) - index(b);
}

/** Every month from `first` to `last`, both included, oldest first. */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  for (let n = index(first); n <= index(last); n += 1) months.push(fromIndex(n));
  return months;
}
