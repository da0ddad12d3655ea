/**
 * Guests (spec sections 2, 4, 7): the In House and Others lists (paged, ordered, searched), one
 * guest with the bookings the caller may read, create, edit, delete, and the PMS check-out clear.
 * In house is the domain's isInHouse; the lists run the same rule in SQL (inHouseSql), and
 * test/guests.test.ts checks the two agree. PMS fields are taken from administrators only.
 */
import { createRequire } from 'node:module';
import { and, count, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import countries from 'i18n-iso-countries';
import { parseOrderBy, type Guest, type GuestListQuery, type GuestOption, type GuestPayload, type Paged } from '@atoll/contract';
import { guestFields, guestView, inHouseGuestOptions, type FacilityScope, type StoredGuestFields } from '@atoll/contract/domain';
import { bookingGuests, bookings, guests, rooms, roomTypes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { serializeSummaries } from '../bookings/serialize';
import { facilityCondition } from '../bookings/scope';
import { keysetOrder, type KeysetTerm } from '../exports/keyset';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

export type GuestRow = typeof guests.$inferSelect;

/** isInHouse (contract domain) as SQL over the guests table, for `today` (the company's date). */
export const inHouseSql = (today: string): SQL =>
  sql`(${guests.pmsCheckoutAt} is null and (${guests.pmsCheckinAt} is not null or (${guests.arrivalDate} <= ${today}::date and ${today}::date < ${guests.departureDate})))`;

const fullNameSql = sql`(${guests.firstName} || ' ' || ${guests.lastName})`;
/** The guest's room number (a correlated subquery, within the company). */
const roomNumberSql = (own: Tenant) => sql`(${own.pick({ number: rooms.number }, rooms, eq(rooms.id, guests.roomId))})`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** lower(text) under the C collation, as the contract's pageGuests compares (the mocks answer the same page). */
const lowerC = (value: SQL | PgColumn) => sql`lower(${value}) collate "C"`;
/** Each order key's columns, in turn (pageGuests' GUEST_SORT): 'name' is last name, then first name. */
const guestOrder = (own: Tenant): Record<string, { expr: SQL | typeof guests.arrivalDate | typeof guests.departureDate; type: KeysetTerm['type'] }[]> => ({
  name: [
    { expr: lowerC(guests.lastName), type: 'text' },
    { expr: lowerC(guests.firstName), type: 'text' },
  ],
  confirmation_number: [{ expr: lowerC(guests.confirmationNumber), type: 'text' }],
  room: [{ expr: lowerC(roomNumberSql(own)), type: 'text' }],
  arrival_date: [{ expr: guests.arrivalDate, type: 'date' }],
  departure_date: [{ expr: guests.departureDate, type: 'date' }],
});

export const countryText = (alpha3: string): string => countries.getName(alpha3, 'en', { select: 'official' }) ?? alpha3;

/** How many bookings of each guest the caller may read. */
async function bookingCounts(own: Tenant, ids: number[], scope: FacilityScope): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await own
    .pick({ guestId: bookingGuests.guestId, n: count() }, bookingGuests, inArray(bookingGuests.guestId, ids), facilityCondition(bookings.facilityId, scope))
    .innerJoin(bookings, own.where(bookings, eq(bookings.id, bookingGuests.bookingId)))
    .groupBy(bookingGuests.guestId);
  return new Map(rows.map((r) => [r.guestId, Number(r.n)]));
}

/** A row in the domain's (and the wire's) names. */
const storedGuest = (row: GuestRow): StoredGuestFields => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  confirmation_number: row.confirmationNumber,
  nationality: row.nationality,
  arrival_date: row.arrivalDate,
  departure_date: row.departureDate,
  room_id: row.roomId,
  pms_checkin_at: row.pmsCheckinAt?.toISOString() ?? null,
  pms_checkout_at: row.pmsCheckoutAt?.toISOString() ?? null,
  updated: row.updatedAt.toISOString(),
});

export async function serializeGuests(own: Tenant, rows: GuestRow[], scope: FacilityScope, today: string): Promise<Guest[]> {
  if (rows.length === 0) return [];
  const roomIds = [...new Set(rows.flatMap((r) => (r.roomId === null ? [] : [r.roomId])))];
  const [roomRows, counts] = await Promise.all([
    roomIds.length
      ? own
          .pick({ id: rooms.id, number: rooms.number, typeName: roomTypes.name }, rooms, inArray(rooms.id, roomIds))
          .innerJoin(roomTypes, own.where(roomTypes, eq(roomTypes.id, rooms.roomTypeId)))
      : [],
    bookingCounts(own, rows.map((r) => r.id), scope),
  ]);
  const roomById = new Map(roomRows.map((r) => [r.id, { id: r.id, number: r.number, type_name: r.typeName }]));
  return rows.map((row) =>
    guestView(storedGuest(row), {
      // A room removed since leaves the guest without one: the view answers room 0.
      room: row.roomId === null ? undefined : roomById.get(row.roomId),
      nationality_text: countryText(row.nationality),
      bookings_count: counts.get(row.id) ?? 0,
      today,
    }),
  );
}

/**
 * The filter and order of a Guest List tab (GET guests/current, guests/others and their export): ordered (name
 * ascending by default, ties by id) and searched (first, last or full name, the confirmation number or the
 * room number), as pageGuests.
 */
export function guestListSql(own: Tenant, inHouse: boolean, query: Pick<GuestListQuery, 'order_by' | 'q_name'>, today: string): { filter: SQL | undefined; terms: KeysetTerm[] } {
  const search = query.q_name?.trim();
  const pattern = search ? likePattern(search) : '';
  const filter = and(
    inHouse ? inHouseSql(today) : not(inHouseSql(today)),
    search ? or(ilike(fullNameSql, pattern), ilike(guests.confirmationNumber, pattern), ilike(roomNumberSql(own), pattern)) : undefined,
  );
  const order = parseOrderBy(query.order_by);
  const orders = guestOrder(own);
  const columns = orders[order?.key ?? 'name'] ?? orders.name;
  return { filter, terms: columns.map((c) => ({ ...c, descending: order?.direction === 'DESC' })) };
}

/** How a list's total is had: `count()`, or one counted before under the same key (services/listTotals.ts). */
export type TotalOf = (key: string, count: () => Promise<number>) => Promise<number>;

/** GET guests/current (in house) and guests/others: paged, ordered and searched (guestListSql). */
export async function listGuests(
  own: Tenant,
  inHouse: boolean,
  query: GuestListQuery,
  scope: FacilityScope,
  today: string,
  totalOf: TotalOf = (_key, count) => count(),
): Promise<Paged<Guest>> {
  const { filter, terms } = guestListSql(own, inHouse, query, today);
  const [rows, total] = await Promise.all([
    own
      .select(guests, filter)
      .orderBy(...keysetOrder(terms, guests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    // The tab, the search and the company's date (in house is by date) change the total; the order does not.
    totalOf(JSON.stringify(['guests', inHouse, query.q_name?.trim() ?? '', today]), async () => {
      const [{ n }] = await own.pick({ n: count() }, guests, filter);
      return Number(n);
    }),
  ]);
  return { data: await serializeGuests(own, rows, scope, today), meta: { total, page: query.page, limit: query.limit } };
}

/** GET guests/{id}: with the bookings the caller may read, latest slot first. */
export async function oneGuest(own: Tenant, id: number, scope: FacilityScope, today: string): Promise<Guest> {
  const [guest] = await serializeGuests(own, [await own.find(guests, id)], scope, today);
  const rows = await own
    .select(
      bookings,
      inArray(bookings.id, own.pick({ id: bookingGuests.bookingId }, bookingGuests, eq(bookingGuests.guestId, id))),
      facilityCondition(bookings.facilityId, scope),
    )
    .orderBy(desc(bookings.startsAt), desc(bookings.id));
  return { ...guest, bookings: await serializeSummaries(own, rows) };
}

const instantOrNull = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

/** The columns of a body, by the domain's guestFields: the room must be the company's, the nationality a country; PMS fields only from administrators. */
async function guestColumns(own: Tenant, input: GuestPayload, admin: boolean) {
  const [room] = await own.pick({ id: rooms.id }, rooms, eq(rooms.id, input.room_id));
  const fields = guestFields(input, { ownRoom: room !== undefined, knownCountry: countries.isValid(input.nationality) }, admin);
  return {
    firstName: fields.first_name,
    lastName: fields.last_name,
    confirmationNumber: fields.confirmation_number,
    nationality: fields.nationality,
    arrivalDate: fields.arrival_date,
    departureDate: fields.departure_date,
    roomId: fields.room_id,
    ...(fields.pms_checkin_at !== undefined ? { pmsCheckinAt: instantOrNull(fields.pms_checkin_at) } : {}),
    ...(fields.pms_checkout_at !== undefined ? { pmsCheckoutAt: instantOrNull(fields.pms_checkout_at) } : {}),
  };
}

export async function createGuest(own: Tenant, input: GuestPayload, admin: boolean): Promise<number> {
  const [row] = await own.insert(guests, await guestColumns(own, input, admin)).returning({ id: guests.id });
  return row.id;
}

export async function updateGuest(own: Tenant, id: number, input: GuestPayload, admin: boolean): Promise<void> {
  await own.find(guests, id);
  await own.update(guests, id, { ...(await guestColumns(own, input, admin)), updatedAt: sql`now()` });
}

/** POST guests/{id}/clear-pms-checkout (administrators). */
export async function clearPmsCheckout(own: Tenant, id: number): Promise<void> {
  await own.find(guests, id);
  await own.update(guests, id, { pmsCheckoutAt: null, updatedAt: sql`now()` });
}

/** DELETE guests/{id}: their booking_guests rows go (SQL cascade); the bookings stay. */
export async function deleteGuest(own: Tenant, id: number): Promise<void> {
  await own.find(guests, id);
  await own.delete(guests, id);
}

/** GET /rooms/{id}/in-house-guests: the room's guests in house today, in the domain's name order. */
export async function inHouseGuestsOfRoom(own: Tenant, roomId: number, today: string): Promise<GuestOption[]> {
  await own.find(rooms, roomId);
  const rows = await own.select(guests, eq(guests.roomId, roomId), inHouseSql(today));
  return inHouseGuestOptions(rows.map((r) => ({ id: r.id, first_name: r.firstName, last_name: r.lastName, confirmation_number: r.confirmationNumber })));
}
