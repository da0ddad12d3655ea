/**
 * Reads of bookings (slice 3): one by id with its Timeline, and the Requests tabs (GET
 * /bookings/by-state/{state}: New, Ongoing = 'pending', All), paged, sorted and searched. Every query
 * goes through the company's seam and the caller's 'read' facility scope: a booking outside it does
 * not exist for the caller (404, missing from lists).
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { BOOKING_STATES, parseOrderBy, type Booking, type BookingListQuery, type BookingState, type Paged, type PermissionsMap } from '@atoll/contract';
import { ruleNotFound, STATE_STATUSES } from '@atoll/contract/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bookingGuests, bookings, guests, rooms } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { scopeCondition } from './scope';
import { bookingLogsOf, serializeBookings } from './serialize';

const readScope = (permissions: PermissionsMap | null | undefined) => scopeCondition(bookings.facilityId, permissions, 'read');

/** GET /bookings/{id}: the booking with its logs (newest first), or 404. */
export async function oneBooking(own: Tenant, permissions: PermissionsMap | null | undefined, id: number): Promise<Booking> {
  if (!Number.isSafeInteger(id)) throw ruleNotFound();
  const [row] = await own.select(bookings, eq(bookings.id, id), readScope(permissions));
  if (!row) throw ruleNotFound();
  const [[booking], logs] = await Promise.all([serializeBookings(own, [row]), bookingLogsOf(own, row.id)]);
  return { ...booking, logs };
}

/** The state of the path ('new' | 'pending' | 'all'), or 404. */
export function stateParam(raw: string | undefined): BookingState {
  const state = BOOKING_STATES.find((s) => s === raw);
  if (!state) throw ruleNotFound();
  return state;
}

/** `%` and `_` typed by a user are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** q_name: the booking's number, a guest's name, or the room's number. */
function searchCondition(text: string | undefined): SQL | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  const pattern = likePattern(q);
  const byNumber = /^\d{1,9}$/.test(q) ? eq(bookings.number, Number(q)) : undefined;
  const byGuest = sql`exists (select 1 from ${bookingGuests} inner join ${guests} on ${guests.id} = ${bookingGuests.guestId} where ${bookingGuests.bookingId} = ${bookings.id} and (${guests.firstName} || ' ' || ${guests.lastName}) ilike ${pattern})`;
  const byRoom = sql`exists (select 1 from ${rooms} where ${rooms.id} = ${bookings.roomId} and ${rooms.number} ilike ${pattern})`;
  return or(byNumber, byGuest, byRoom);
}

/** Soonest due first by default. */
const ORDER: Record<string, SQL | PgColumn> = {
  due: bookings.dueAt,
  number: bookings.number,
  slot: bookings.startsAt,
  status: bookings.status,
};

/** GET /bookings/by-state/{state} */
export async function bookingsByState(own: Tenant, permissions: PermissionsMap | null | undefined, state: BookingState, query: BookingListQuery): Promise<Paged<Booking>> {
  const statuses = STATE_STATUSES[state];
  const filter = and(statuses === 'all' ? undefined : inArray(bookings.status, [...statuses]), readScope(permissions), searchCondition(query.q_name));
  const order = parseOrderBy(query.order_by);
  const column = ORDER[order?.key ?? 'due'] ?? ORDER.due;
  const direction = order?.direction === 'DESC' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(bookings, filter)
      .orderBy(direction(column), asc(bookings.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    own.pick({ total: count() }, bookings, filter),
  ]);
  return { data: await serializeBookings(own, rows), meta: { total: Number(total), page: query.page, limit: query.limit } };
}
