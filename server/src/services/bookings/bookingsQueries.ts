/**
 * Reads of bookings (slice 3): one by id with its Timeline, and the Requests tabs (GET
 * /bookings/by-state/{state}: New, Ongoing = 'pending', All), paged, sorted and searched. Every query
 * goes through the company's seam and the caller's 'read' facility scope: a booking outside it does
 * not exist for the caller (404, missing from lists).
 */
import { and, count, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { BOOKING_STATES, type Booking, type BookingListQuery, type BookingState, type Paged, type PermissionsMap } from '@atoll/contract';
import { bookingOrder, bookingSearch, likePattern, pageOffset, ruleNotFound, STATE_STATUSES, type BookingSortField } from '@atoll/contract/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookingGuests, bookings, guests, rooms } from '../../db/schema';
import { tenant, type Tenant } from '../../db/tenant';
import { scopeArrayCondition, scopeArrayParam, scopeCondition } from './scope';
import { bookingAnswer, selectBookingAnswer, serializeBookings } from './serialize';
import { keysetOrder, type KeysetTerm } from '../exports/keyset';

const readScope = (permissions: PermissionsMap | null | undefined) => scopeCondition(bookings.facilityId, permissions, 'read');

/**
 * The statement of one booking's answer (selectBookingAnswer), built once per database with drizzle's prepare(): the
 * company, the id and the caller's read scope (an int[] literal, or NULL for 'all') are placeholders, and PostgreSQL
 * parses and plans it once per connection (as the facilities', ADR 0057). PGlite runs the same text, unnamed.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareOne>>();
function prepareOne(db: Db) {
  const own = tenant(db, sql.placeholder('companyId') as unknown as number);
  return selectBookingAnswer(own, and(eq(bookings.id, sql.placeholder('id')), scopeArrayCondition(bookings.facilityId, sql`${sql.placeholder('scope')}`))).prepare(
    'atoll_booking_by_id',
  );
}
function oneStatement(db: Db) {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareOne(db)));
  return statement;
}

/**
 * The booking with its logs (newest first) as GET /bookings/{id} answers it, and as the POST, the PATCH, the action
 * and the assignment answer the booking they changed; 404 outside the company or the caller's read scope. One
 * statement (it was eleven: the row, then each relation).
 */
export async function oneBooking(db: Db, companyId: number, permissions: PermissionsMap | null | undefined, id: number): Promise<Booking> {
  if (!Number.isSafeInteger(id)) throw ruleNotFound();
  const [found] = await oneStatement(db).execute({ companyId, id, scope: scopeArrayParam(permissions, 'read') });
  if (!found) throw ruleNotFound();
  return bookingAnswer(found);
}

/** The state of the path ('new' | 'pending' | 'all'), or 404. */
export function stateParam(raw: string | undefined): BookingState {
  const state = BOOKING_STATES.find((s) => s === raw);
  if (!state) throw ruleNotFound();
  return state;
}

/**
 * q_name as the domain's bookingSearch reads it (pageBookings in the mocks): the booking's number ('12'
 * or '#12'), or the text in a guest's full name or the room's number, ignoring case.
 */
function searchCondition(own: Tenant, text: string | undefined): SQL | undefined {
  const search = bookingSearch(text);
  if (!search) return undefined;
  const pattern = likePattern(search.text);
  const byNumber = search.number !== null ? eq(bookings.number, search.number) : undefined;
  // Correlated EXISTS subqueries on the booking's guests and room, within the company (the seam's).
  const byGuest = exists(
    own
      .pick({ one: sql`1` }, bookingGuests, eq(bookingGuests.bookingId, bookings.id), sql`(${guests.firstName} || ' ' || ${guests.lastName}) ilike ${pattern}`)
      .innerJoin(guests, own.where(guests, eq(guests.id, bookingGuests.guestId))),
  );
  const byRoom = exists(own.pick({ one: sql`1` }, rooms, eq(rooms.id, bookings.roomId), sql`${rooms.number} ilike ${pattern}`));
  return or(byNumber, byGuest, byRoom);
}

/** The column of each field the domain's BOOKING_ORDER compares: the ORDER BY is built from bookingOrder's terms. */
const COLUMNS: Record<BookingSortField, PgColumn> = {
  due_at: bookings.dueAt,
  number: bookings.number,
  starts_at: bookings.startsAt,
  status: bookings.status,
};

/** The Requests tabs' SQL types of the sort fields (keyset batches cast a position back to them). */
const TYPES: Record<BookingSortField, KeysetTerm['type']> = { due_at: 'timestamptz', number: 'integer', starts_at: 'timestamptz', status: 'text' };

/** The filter and order of a Requests tab (GET /bookings/by-state/{state} and its export): the state's statuses, the caller's read scope, the search; bookingOrder's terms, ties by id. */
export function bookingListSql(own: Tenant, permissions: PermissionsMap | null | undefined, state: BookingState, query: Pick<BookingListQuery, 'order_by' | 'q_name'>) {
  const statuses = STATE_STATUSES[state];
  const filter = and(statuses === 'all' ? undefined : inArray(bookings.status, [...statuses]), readScope(permissions), searchCondition(own, query.q_name));
  const terms: KeysetTerm[] = bookingOrder(query.order_by).map((t) => ({ expr: COLUMNS[t.field], descending: t.descending, type: TYPES[t.field] }));
  return { filter, terms };
}

/** GET /bookings/by-state/{state} */
export async function bookingsByState(own: Tenant, permissions: PermissionsMap | null | undefined, state: BookingState, query: BookingListQuery): Promise<Paged<Booking>> {
  const { filter, terms } = bookingListSql(own, permissions, state, query);
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(bookings, filter)
      .orderBy(...keysetOrder(terms, bookings.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    own.pick({ total: count() }, bookings, filter),
  ]);
  return { data: await serializeBookings(own, rows), meta: { total: Number(total), page: query.page, limit: query.limit } };
}
