/**
 * Guests (spec sections 2, 4, 7): the In House and Others lists (paged, ordered, searched), one
 * guest with the bookings the caller may read, create, edit, delete, and the PMS check-out clear.
 * In house is the domain's isInHouse; the lists run the same rule in SQL (inHouseSql), and
 * test/guests.test.ts checks the two agree. PMS fields are taken from administrators only.
 */
import { and, count, desc, eq, getTableColumns, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { GUEST_ORDER_KEYS, parseOrderBy, type Guest, type GuestListQuery, type GuestOption, type GuestPayload, type Paged } from '@atoll/contract';
import { guestFields, guestView, inHouseGuestOptions, type FacilityScope, type StoredGuestFields } from '@atoll/contract/domain';
import { bookingGuests, bookings, guests, rooms, roomTypes } from '../../db/schema';
import type { Db } from '../../db/client';
import { tenant, type Tenant } from '../../db/tenant';
import { serializeSummaries } from '../bookings/serialize';
import { facilityCondition } from '../bookings/scope';
import { keysetOrder, type KeysetTerm } from '../exports/keyset';
import { countries } from '../../onFirstUse';


export type GuestRow = typeof guests.$inferSelect;

/** isInHouse (contract domain) as SQL over the guests table, for `today` (the company's date). */
export const inHouseSql = (today: string | SQL): SQL =>
  sql`(${guests.pmsCheckoutAt} is null and (${guests.pmsCheckinAt} is not null or (${guests.arrivalDate} <= ${today}::date and ${today}::date < ${guests.departureDate})))`;

const fullNameSql = sql`(${guests.firstName} || ' ' || ${guests.lastName})`;
/** The guest's room number (a correlated subquery, within the company). */
const roomNumberSql = (own: Tenant) => sql`(${own.pick({ number: rooms.number }, rooms, eq(rooms.id, guests.roomId))})`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

type GuestOrderKey = (typeof GUEST_ORDER_KEYS)[number];
const isGuestOrderKey = (key: string): key is GuestOrderKey => (GUEST_ORDER_KEYS as readonly string[]).includes(key);

/** lower(text) under the C collation, as the contract's pageGuests compares (the mocks answer the same page). */
const lowerC = (value: SQL | PgColumn) => sql`lower(${value}) collate "C"`;
/** Each order key's columns, in turn (pageGuests' GUEST_SORT): 'name' is last name, then first name. */
const guestOrder = (own: Tenant): Record<GuestOrderKey, { expr: SQL | typeof guests.arrivalDate | typeof guests.departureDate; type: KeysetTerm['type'] }[]> => ({
  name: [
    { expr: lowerC(guests.lastName), type: 'text' },
    { expr: lowerC(guests.firstName), type: 'text' },
  ],
  confirmation_number: [{ expr: lowerC(guests.confirmationNumber), type: 'text' }],
  room: [{ expr: lowerC(roomNumberSql(own)), type: 'text' }],
  arrival_date: [{ expr: guests.arrivalDate, type: 'date' }],
  departure_date: [{ expr: guests.departureDate, type: 'date' }],
});

export const countryText = (alpha3: string): string => countries().getName(alpha3, 'en', { select: 'official' }) ?? alpha3;

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
  const roomById = new Map(roomRows.map((r) => [r.id, r]));
  return rows.map((row) => guestOut(row, row.roomId === null ? undefined : roomById.get(row.roomId), counts.get(row.id) ?? 0, today));
}

/** A guest as the API answers it, from its row, its room (number and type, when the room is still there) and the count of the bookings the caller may read. */
function guestOut(row: GuestRow, room: { number: string; typeName: string } | undefined, bookingsCount: number, today: string): Guest {
  return guestView(storedGuest(row), {
    // A room removed since leaves the guest without one: the view answers room 0.
    room: row.roomId === null || !room ? undefined : { id: row.roomId, number: room.number, type_name: room.typeName },
    nationality_text: countryText(row.nationality),
    bookings_count: bookingsCount,
    today,
  });
}

/**
 * The filter and order of a Guest List tab (GET guests/current, guests/others and their export): ordered (name
 * ascending by default, ties by id) and searched (first, last or full name, the confirmation number or the
 * room number), as pageGuests.
 */
export function guestListSql(own: Tenant, inHouse: boolean, query: Pick<GuestListQuery, 'order_by' | 'q_name'>, today: string | SQL): { filter: SQL | undefined; terms: KeysetTerm[] } {
  const search = query.q_name?.trim();
  const pattern = search ? likePattern(search) : '';
  const filter = and(
    inHouse ? inHouseSql(today) : not(inHouseSql(today)),
    search ? or(ilike(fullNameSql, pattern), ilike(guests.confirmationNumber, pattern), ilike(roomNumberSql(own), pattern)) : undefined,
  );
  const order = parseOrderBy(query.order_by);
  const orders = guestOrder(own);
  const columns = order && isGuestOrderKey(order.key) ? orders[order.key] : orders.name;
  return { filter, terms: columns.map((c) => ({ ...c, descending: order?.direction === 'DESC' })) };
}

/** How a list's total is had: `count()`, or one counted before under the same key (services/listTotals.ts). */
export type TotalOf = (key: string, count: () => Promise<number>) => Promise<number>;

/**
 * A page of guests in one statement: each guest with its room (number and type; none when the room was removed) and
 * the count of its bookings the caller may read, `scope` being that scope as an int[] literal ('{3,7}') or NULL for
 * 'all'. It was three (the page, then its rooms and its counts by `IN` lists of the page's ids); most of the page's
 * CPU went to drizzle building the lists' 100 parameters and to the round trips (issue 23, a CPU profile).
 */
function selectGuestPage(own: Tenant, filter: SQL | undefined, scope: SQL) {
  const counted = own
    .pick({ n: count() }, bookingGuests, eq(bookingGuests.guestId, guests.id), sql`(${scope}::int[] is null or ${bookings.facilityId} = any(${scope}::int[]))`)
    .innerJoin(bookings, own.where(bookings, eq(bookings.id, bookingGuests.bookingId)));
  return own
    .pick({ row: getTableColumns(guests), roomNumber: rooms.number, roomTypeName: roomTypes.name, bookingsCount: sql<number>`(${counted})`.mapWith(Number) }, guests, filter)
    .leftJoin(rooms, own.where(rooms, eq(rooms.id, guests.roomId)))
    .leftJoin(roomTypes, own.where(roomTypes, eq(roomTypes.id, rooms.roomTypeId)));
}
type GuestPageRow = Awaited<ReturnType<ReturnType<typeof selectGuestPage>['execute']>>[number];

/** The scope as selectGuestPage's parameter: NULL for 'all', else an int[] literal. */
const scopeParam = (scope: FacilityScope): string | null => (scope === 'all' ? null : `{${scope.join(',')}}`);

const guestOfPage = ({ row, roomNumber, roomTypeName, bookingsCount }: GuestPageRow, today: string): Guest =>
  guestOut(row, roomNumber === null || roomTypeName === null ? undefined : { number: roomNumber, typeName: roomTypeName }, bookingsCount, today);

/**
 * The pages without a search (the Guest List as it opens, and as it is sorted and paged), one prepared statement per
 * tab and order, built once per database: the company, today, the scope, the limit and the offset are placeholders,
 * and PostgreSQL parses and plans each once per connection (as the facilities' statements, ADR 0057). A search
 * builds its statement each time (its pattern changes the plan).
 */
const preparedPages = new WeakMap<Db, Map<string, ReturnType<typeof preparePage>>>();
function preparePage(db: Db, inHouse: boolean, orderBy: string, name: string) {
  const own = tenant(db, sql.placeholder('companyId') as unknown as number);
  const { filter, terms } = guestListSql(own, inHouse, { order_by: orderBy }, sql`${sql.placeholder('today')}`);
  return selectGuestPage(own, filter, sql`${sql.placeholder('scope')}`)
    .orderBy(...keysetOrder(terms, guests.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}
function pageStatement(db: Db, inHouse: boolean, query: GuestListQuery) {
  // The statement's name and its order come from the same key and direction (the order guestListSql then builds).
  const order = parseOrderBy(query.order_by);
  const key = order && isGuestOrderKey(order.key) ? order.key : 'name';
  const direction = order?.direction === 'DESC' ? 'DESC' : 'ASC';
  const name = `atoll_guests_${inHouse ? 'current' : 'others'}_${key}_${direction.toLowerCase()}`;
  let statements = preparedPages.get(db);
  if (!statements) preparedPages.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = preparePage(db, inHouse, `${key}:${direction}`, name)));
  return statement;
}

/** GET guests/current (in house) and guests/others: paged, ordered and searched (guestListSql). */
export async function listGuests(
  db: Db,
  own: Tenant,
  inHouse: boolean,
  query: GuestListQuery,
  scope: FacilityScope,
  today: string,
  totalOf: TotalOf = (_key, count) => count(),
): Promise<Paged<Guest>> {
  const { filter, terms } = guestListSql(own, inHouse, query, today);
  const offset = (query.page - 1) * query.limit;
  const page = query.q_name?.trim()
    ? selectGuestPage(own, filter, sql`${scopeParam(scope)}`).orderBy(...keysetOrder(terms, guests.id)).limit(query.limit).offset(offset)
    : pageStatement(db, inHouse, query).execute({ companyId: own.companyId, today, scope: scopeParam(scope), limit: query.limit, offset });
  const [rows, total] = await Promise.all([
    page,
    // The tab, the search and the company's date (in house is by date) change the total; the order does not.
    totalOf(JSON.stringify(['guests', inHouse, query.q_name?.trim() ?? '', today]), async () => {
      const [{ n }] = await own.pick({ n: count() }, guests, filter);
      return Number(n);
    }),
  ]);
  return { data: rows.map((row) => guestOfPage(row, today)), meta: { total, page: query.page, limit: query.limit } };
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
  const fields = guestFields(input, { ownRoom: room !== undefined, knownCountry: countries().isValid(input.nationality) }, admin);
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
