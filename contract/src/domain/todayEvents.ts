/**
 * Which events happen "today": the one rule the TV manifest (buildTvManifest) and the guest app
 * (buildGuestApp) share. Today is the calendar date of `now` in the property's time zone; an event is
 * on it when it is active and repeats on that weekday; they come by start time (ties by id).
 */
import { localDate } from '../dates';
import { weekdayOf } from './bookings';

export interface DatedEvent {
  id: number;
  start_time: string;
  active: boolean;
  weekly_recurring_day: number[];
}

/** The property's today and its events, in order (the rows as given, filtered and sorted). */
export function todaysEvents<E extends DatedEvent>(events: readonly E[], now: Date, timeZone: string): { date: string; events: E[] } {
  const date = localDate(now, timeZone);
  const day = weekdayOf(date);
  const today = events
    .filter((e) => e.active && e.weekly_recurring_day.includes(day))
    .sort((x, y) => (x.start_time < y.start_time ? -1 : x.start_time > y.start_time ? 1 : x.id - y.id));
  return { date, events: today };
}
