/**
 * Add Booking started somewhere (issue 18): from a slot (its type, date and slot chosen) or from a guest
 * (their room and them ticked). The Requests screen opens the form with ?booking=new&slot=4 or
 * &room=7&guest=9; the parameters go when the drawer closes or shows the booking made. The server checks
 * what is booked as always (a guest not in house in that room: 'notInHouse').
 */
import { PATHS } from '#app/paths.ts';

export const ADD_BOOKING_START_PARAMS = ['slot', 'room', 'guest'] as const;

export interface AddBookingStart {
  slot?: number;
  /** The guest's room; a guest is ticked only with their room. */
  room?: number;
  guest?: number;
}

/** The Requests screen with Add Booking open, started from a slot and/or a guest in their room. */
export function addBookingHref(start: AddBookingStart): string {
  const params = new URLSearchParams({ booking: 'new' });
  for (const key of ADD_BOOKING_START_PARAMS) if (start[key] !== undefined) params.set(key, String(start[key]));
  return `${PATHS.requestsBookings}?${params.toString()}`;
}

/** What the URL starts Add Booking from (ids that are not positive integers are left out). */
export function readAddBookingStart(params: URLSearchParams): AddBookingStart {
  const start: AddBookingStart = {};
  for (const key of ADD_BOOKING_START_PARAMS) {
    const raw = params.get(key);
    if (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0) start[key] = Number(raw);
  }
  return start;
}
