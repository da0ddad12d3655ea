/**
 * The Requests lists (GET /bookings/by-state/{state}): which bookings a search finds, their order and
 * the page, written once. The mocks run `pageBookings` over their rows; the server builds its WHERE
 * from `bookingSearch` (the number, then ILIKE on guests' and rooms' text) and its ORDER BY from
 * `bookingOrder` (one column per field), so it filters and sorts in SQL by the same rule.
 */
import type { Paged } from '../api';
import { BOOKING_ORDER_KEYS, type BookingStatus } from '../bookings';
import { compareByTerms, containsText, orderTerms, pageOf, type OrderTerm, type PageQuery, type ResolvedTerm } from './paging';

/** What a booking is found and ordered by. */
export interface BookingListRow {
  id: number;
  number: number;
  status: BookingStatus;
  /** ISO instants (toISOString), so they compare as text. */
  due_at: string;
  starts_at: string;
  room_number: string;
  /** 'First Last' of each guest. */
  guest_names: readonly string[];
}

export type BookingSortField = 'due_at' | 'number' | 'starts_at' | 'status';
export type BookingOrderKey = (typeof BOOKING_ORDER_KEYS)[number];

/** BOOKING_ORDER_KEYS: by due time (the default, soonest first), number, slot (its start) or status; ties by id. */
export const BOOKING_ORDER: Readonly<Record<BookingOrderKey, readonly OrderTerm<BookingSortField>[]>> = {
  due: [{ field: 'due_at', directed: true }],
  number: [{ field: 'number', directed: true }],
  slot: [{ field: 'starts_at', directed: true }],
  status: [{ field: 'status', directed: true }],
};

export const bookingOrder = (orderBy: string | undefined): ResolvedTerm<BookingSortField>[] => orderTerms(BOOKING_ORDER, BOOKING_ORDER_KEYS, orderBy);

/**
 * What q_name looks for: the booking's number when it is one ('12', or '#12' as a front desk types it),
 * and the text itself in a guest's full name or the room's number (ignoring case). Null: no search.
 */
export interface BookingSearch {
  number: number | null;
  text: string;
}
export function bookingSearch(q: string | undefined | null): BookingSearch | null {
  const text = q?.trim();
  if (!text) return null;
  const digits = /^#?(\d{1,9})$/.exec(text);
  return { number: digits ? Number(digits[1]) : null, text };
}

export function matchesBookingSearch(row: Pick<BookingListRow, 'number' | 'room_number' | 'guest_names'>, search: BookingSearch | null): boolean {
  if (!search) return true;
  return row.number === search.number || containsText(row.room_number, search.text) || row.guest_names.some((name) => containsText(name, search.text));
}

/** One page of `rows` (already the state's and the caller's): matched by q_name, ordered by order_by. */
export function pageBookings<R extends BookingListRow>(rows: readonly R[], query: PageQuery & { q_name?: string; order_by?: string }): Paged<R> {
  const search = bookingSearch(query.q_name);
  const compare = compareByTerms<R, BookingSortField>(bookingOrder(query.order_by), (row, field) => row[field]);
  return pageOf(rows.filter((row) => matchesBookingSearch(row, search)).sort(compare), query);
}
