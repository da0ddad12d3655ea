/**
 * Push delivery rules both backends share (issue 19): quiet hours in the hotel's time zone hold a message until
 * they end (it is never dropped), and the delivery key that makes one message per campaign and device.
 */
import { DELIVERY } from '../delivery';
import { wallClock, zonedInstant } from '../zonedTime';

/** One message per campaign and device: the outbox's unique key, sent as Web Push's Topic and in Expo's data. */
export const deliveryKey = (campaignId: number, deviceId: number) => `c${campaignId}-d${deviceId}`;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

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
  // The local date the quiet hours end on (Date.UTC carries the 31st + 1 into the next month).
  const endDate = new Date(Date.UTC(w.year, w.month - 1, w.day + (nextDay ? 1 : 0))).toISOString().slice(0, 10);
  // zonedInstant's gap rule: an end the clocks skip (02:30 on a spring-forward night) moves forward by the gap.
  return zonedInstant(endDate, quiet.end, timeZone);
}
