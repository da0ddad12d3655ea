/**
 * Push delivery rules both backends share (issue 19): quiet hours in the hotel's time zone hold a message until
 * they end (it is never dropped), and the delivery key that makes one message per campaign and device.
 */
import { DELIVERY } from '../delivery';

/** One message per campaign and device: the outbox's unique key, sent as Web Push's Topic and in Expo's data. */
export const deliveryKey = (campaignId: number, deviceId: number) => `c${campaignId}-d${deviceId}`;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The wall-clock fields of `at` in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** How far `timeZone` is ahead of UTC at `at`, in ms. */
function offsetMs(at: number, timeZone: string): number {
  const w = wallClock(new Date(at), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/** The instant of a wall-clock time in `timeZone` (a time skipped by a DST jump lands just after it). */
function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const first = asUtc - offsetMs(asUtc, timeZone);
  return new Date(asUtc - offsetMs(first, timeZone));
}

/**
 * When the quiet hours that `at` falls in end, in the company's `timeZone`; null when `at` is outside them
 * (the message may go now).
 */
export function quietHoursEnd(at: Date, timeZone: string, quiet: { start: string; end: string } = DELIVERY.quietHours): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const w = wallClock(at, timeZone);
  const now = w.hour * 60 + w.minute;
  const spansMidnight = start > end;
  const inside = spansMidnight ? now >= start || now < end : now >= start && now < end;
  if (!inside) return null;
  const nextDay = spansMidnight && now >= start;
  return instantOf(w.year, w.month, w.day + (nextDay ? 1 : 0), end, timeZone);
}
