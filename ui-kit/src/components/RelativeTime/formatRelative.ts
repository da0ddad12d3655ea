const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 minutes ago', 'in 2 hours', 'a few seconds ago' (moment-style wording the staff know). */
export function formatRelative(date: Date, now: number, locale = 'en'): string {
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return seconds <= 0 ? 'a few seconds ago' : 'in a few seconds';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (abs >= size) return format.format(Math.round(seconds / size), unit);
  }
  // 45–59 s rounds to one minute.
  return format.format(seconds < 0 ? -1 : 1, 'minute');
}
