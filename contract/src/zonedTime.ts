/**
 * A local date and time in a time zone as an instant (the campaign form's schedule, the slots' starts, the
 * end of quiet hours), and an instant's wall clock there.
 * Its own module, not dates.ts: dates.ts reaches every screen, this only the few that need it.
 */
import { wallClockFormat } from './dates';

/** The wall-clock fields of `instant` in `timeZone` (month 1-12, hour 0-23). */
export function wallClock(instant: Date, timeZone: string) {
  const parts = wallClockFormat(timeZone, true).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant of local `date` and `time` (HH:mm) in `timeZone` (a gap hour moves forward). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}
