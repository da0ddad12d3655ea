/**
 * Booking rows → the wire shapes of section 3 (Booking, BookingSummary, BookingLog). The names a
 * page of bookings refers to (types, slots, rooms, guests, menu items, assignees) are read in one
 * query each, through the company's seam; the texts and the offered actions come from the domain.
 */
import { asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { translationText, type Booking, type BookingLog, type BookingSummary, type BookingTypeRef, type Translatable } from '@atoll/contract';
import { bookingSummaryView, bookingView, type BookingParts } from '@atoll/contract/domain';
import {
  activities,
  bookingGuests,
  bookingLogs,
  bookingMenuItems,
  bookings,
  bookingSlots,
  bookingTypes,
  facilities,
  guests,
  menuItems,
  menus,
  rooms,
  roomTypes,
  users,
} from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { attachedKey, toTypeRef, typeRefs, type TypeNames } from './refs';

export type BookingRow = typeof bookings.$inferSelect;

interface Related {
  refs: Map<number, BookingTypeRef>;
  slots: Map<number, { id: number; date: string; startTime: string; endTime: string }>;
  rooms: Map<number, { id: number; number: string; typeName: string }>;
  guests: Map<number, { id: number; first_name: string; last_name: string; confirmation_number: string }[]>;
  items: Map<number, { id: number; name: Translatable; quantity: number; sort_order: number }[]>;
  assignees: Map<number, string>;
}

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
};

async function related(own: Tenant, rows: readonly BookingRow[]): Promise<Related> {
  const ids = rows.map((r) => r.id);
  const uniq = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const typeIds = uniq(rows.map((r) => r.bookingTypeId));
  const slotIds = uniq(rows.map((r) => r.bookingSlotId));
  const roomIds = uniq(rows.map((r) => r.roomId));
  const assigneeIds = uniq(rows.map((r) => r.assigneeId));
  const [types, slotRows, roomRows, guestRows, itemRows, userRows] = await Promise.all([
    own.select(bookingTypes, inArray(bookingTypes.id, typeIds)),
    own.pick({ id: bookingSlots.id, date: bookingSlots.date, startTime: bookingSlots.startTime, endTime: bookingSlots.endTime }, bookingSlots, inArray(bookingSlots.id, slotIds)),
    roomIds.length
      ? own
          .pick({ id: rooms.id, number: rooms.number, typeName: roomTypes.name }, rooms, inArray(rooms.id, roomIds))
          .innerJoin(roomTypes, own.where(roomTypes, eq(roomTypes.id, rooms.roomTypeId)))
      : [],
    own
      .pick(
        { bookingId: bookingGuests.bookingId, id: guests.id, first: guests.firstName, last: guests.lastName, confirmation: guests.confirmationNumber },
        bookingGuests,
        inArray(bookingGuests.bookingId, ids),
      )
      .innerJoin(guests, own.where(guests, eq(guests.id, bookingGuests.guestId)))
      .orderBy(asc(guests.lastName), asc(guests.firstName), asc(guests.id)),
    own
      .pick(
        { bookingId: bookingMenuItems.bookingId, id: menuItems.id, name: menuItems.name, quantity: bookingMenuItems.quantity, sortOrder: menuItems.sortOrder },
        bookingMenuItems,
        inArray(bookingMenuItems.bookingId, ids),
      )
      .innerJoin(menuItems, own.where(menuItems, eq(menuItems.id, bookingMenuItems.menuItemId)))
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.id)),
    assigneeIds.length ? own.pick({ id: users.id, name: users.name }, users, inArray(users.id, assigneeIds)) : [],
  ]);
  return {
    refs: await typeRefs(own, types),
    slots: new Map(slotRows.map((s) => [s.id, s])),
    rooms: new Map(roomRows.map((r) => [r.id, r])),
    guests: new Map(
      [...groupBy(guestRows, (g) => g.bookingId)].map(([bookingId, list]) => [
        bookingId,
        list.map((g) => ({ id: g.id, first_name: g.first, last_name: g.last, confirmation_number: g.confirmation })),
      ]),
    ),
    items: new Map(
      [...groupBy(itemRows, (i) => i.bookingId)].map(([bookingId, list]) => [bookingId, list.map((i) => ({ id: i.id, name: i.name, quantity: i.quantity, sort_order: i.sortOrder }))]),
    ),
    assignees: new Map(userRows.map((u) => [u.id, u.name])),
  };
}

/** A row and the names it refers to, as the domain's views read them. */
function partsOf(row: BookingRow, rel: Related): BookingParts {
  const slot = rel.slots.get(row.bookingSlotId);
  const room = row.roomId === null ? undefined : rel.rooms.get(row.roomId);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    pax: row.pax,
    facility_id: row.facilityId,
    booking_type_id: row.bookingTypeId,
    booking_slot_id: row.bookingSlotId,
    type: rel.refs.get(row.bookingTypeId),
    slot: slot && { date: slot.date, start_time: slot.startTime, end_time: slot.endTime },
    room: room && { id: room.id, number: room.number, type_name: room.typeName },
  };
}

function toBooking(row: BookingRow, rel: Related): Booking {
  return bookingView(partsOf(row, rel), {
    created: row.createdAt.toISOString(),
    status_at: row.statusAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    booked_by_type: row.bookedByType,
    booked_by_name: row.bookedByName,
    remarks: row.remarks,
    remarks_internal: row.remarksInternal,
    status_by_name: row.statusByName,
    status_remarks: row.statusRemarks,
    guests: rel.guests.get(row.id) ?? [],
    menu_items: rel.items.get(row.id) ?? [],
    assignee: row.assigneeId !== null && rel.assignees.has(row.assigneeId) ? { id: row.assigneeId, name: rel.assignees.get(row.assigneeId)! } : null,
  });
}

/** Bookings as lists answer them (the caller read and scoped the rows). */
export async function serializeBookings(own: Tenant, rows: readonly BookingRow[]): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const rel = await related(own, rows);
  return rows.map((row) => toBooking(row, rel));
}

/** Summaries (a guest's Requests tab; a slot's Bookings tab `withRoom`). */
export async function serializeSummaries(own: Tenant, rows: readonly BookingRow[], withRoom = false): Promise<BookingSummary[]> {
  if (rows.length === 0) return [];
  const rel = await related(own, rows);
  return rows.map((row) => bookingSummaryView(partsOf(row, rel), withRoom));
}

/**
 * One booking with everything its answer shows, in ONE statement (issue 23: it was up to eleven, one per relation):
 * its type with the activity's or menu's and the facility's names, its slot, its room and the room's type, its
 * assignee (left joins, each through the seam: a name that is gone is missing as before), and its guests, menu lines
 * and Timeline as json_agg of correlated subqueries through the seam. bookingAnswer turns the row into the same
 * Related maps serializeBookings builds, so the answer goes through the same toBooking (one rule in one place).
 */
export function selectBookingAnswer(own: Tenant, condition: SQL | undefined) {
  const json = <T>(query: SQL) => sql<T>`coalesce((${query}), '[]'::json)`;
  const guestRows = own
    .pick({ id: guests.id, firstName: guests.firstName, lastName: guests.lastName, confirmation: guests.confirmationNumber }, bookingGuests, eq(bookingGuests.bookingId, bookings.id))
    .innerJoin(guests, own.where(guests, eq(guests.id, bookingGuests.guestId)));
  const itemRows = own
    .pick({ id: menuItems.id, name: menuItems.name, quantity: bookingMenuItems.quantity, sortOrder: menuItems.sortOrder }, bookingMenuItems, eq(bookingMenuItems.bookingId, bookings.id))
    .innerJoin(menuItems, own.where(menuItems, eq(menuItems.id, bookingMenuItems.menuItemId)));
  const logRows = own.pick(
    { id: bookingLogs.id, text: bookingLogs.text, changedBy: bookingLogs.changedBy, createdAt: bookingLogs.createdAt },
    bookingLogs,
    eq(bookingLogs.bookingId, bookings.id),
  );
  return own
    .pick(
      {
        row: getTableColumns(bookings),
        type: {
          id: bookingTypes.id,
          type: bookingTypes.type,
          attachedType: bookingTypes.attachedType,
          activityId: bookingTypes.activityId,
          menuId: bookingTypes.menuId,
          facilityId: bookingTypes.facilityId,
          paxRequired: bookingTypes.paxRequired,
          recurringType: bookingTypes.recurringType,
        },
        activityName: activities.name,
        menuName: menus.name,
        facilityName: facilities.name,
        slot: { id: bookingSlots.id, date: bookingSlots.date, startTime: bookingSlots.startTime, endTime: bookingSlots.endTime },
        room: { id: rooms.id, number: rooms.number },
        roomTypeName: roomTypes.name,
        assignee: { id: users.id, name: users.name },
        guests: json<{ id: number; first_name: string; last_name: string; confirmation_number: string }[]>(
          sql`select json_agg(json_build_object('id', g.id, 'first_name', g.first_name, 'last_name', g.last_name, 'confirmation_number', g.confirmation_number) order by g.last_name, g.first_name, g.id) from (${guestRows}) g`,
        ),
        items: json<{ id: number; name: Translatable; quantity: number; sort_order: number }[]>(
          sql`select json_agg(json_build_object('id', i.id, 'name', i.name, 'quantity', i.quantity, 'sort_order', i.sort_order) order by i.sort_order, i.id) from (${itemRows}) i`,
        ),
        logs: json<{ id: number; text: string; changed_by: string; created_at: string }[]>(
          sql`select json_agg(json_build_object('id', l.id, 'text', l.text, 'changed_by', l.changed_by, 'created_at', l.created_at) order by l.created_at desc, l.id desc) from (${logRows}) l`,
        ),
      },
      bookings,
      condition,
    )
    .leftJoin(bookingTypes, own.where(bookingTypes, eq(bookingTypes.id, bookings.bookingTypeId)))
    .leftJoin(activities, own.where(activities, eq(activities.id, bookingTypes.activityId)))
    .leftJoin(menus, own.where(menus, eq(menus.id, bookingTypes.menuId)))
    .leftJoin(facilities, own.where(facilities, eq(facilities.id, bookingTypes.facilityId)))
    .leftJoin(bookingSlots, own.where(bookingSlots, eq(bookingSlots.id, bookings.bookingSlotId)))
    .leftJoin(rooms, own.where(rooms, eq(rooms.id, bookings.roomId)))
    .leftJoin(roomTypes, own.where(roomTypes, eq(roomTypes.id, rooms.roomTypeId)))
    .leftJoin(users, own.where(users, eq(users.id, bookings.assigneeId)));
}
export type BookingAnswerRow = Awaited<ReturnType<ReturnType<typeof selectBookingAnswer>['execute']>>[number];

/** A row of selectBookingAnswer → the Booking with its Timeline, through the same maps and toBooking as serializeBookings. */
export function bookingAnswer(found: BookingAnswerRow): Booking & { logs: BookingLog[] } {
  const { row, type, slot, room, assignee } = found;
  const names: TypeNames = { attached: new Map(), facilities: new Map() };
  if (type) {
    if (type.activityId !== null && found.activityName !== null) names.attached.set(attachedKey('Activity', type.activityId), translationText(found.activityName));
    if (type.menuId !== null && found.menuName !== null) names.attached.set(attachedKey('Menu', type.menuId), translationText(found.menuName));
    if (found.facilityName !== null) names.facilities.set(type.facilityId, translationText(found.facilityName));
  }
  const rel: Related = {
    refs: new Map(type ? [[type.id, toTypeRef(type, names)]] : []),
    slots: new Map(slot ? [[slot.id, slot]] : []),
    // The room as the inner join of rooms and room types found it: both, or none.
    rooms: new Map(room && found.roomTypeName !== null ? [[room.id, { id: room.id, number: room.number, typeName: found.roomTypeName }]] : []),
    guests: new Map([[row.id, found.guests]]),
    items: new Map([[row.id, found.items]]),
    assignees: new Map(assignee ? [[assignee.id, assignee.name]] : []),
  };
  // Timestamps in JSON are ISO text with an offset: read back as drizzle reads the column (new Date), answered as ISO instants like every date of the answer.
  const logs = found.logs.map((l) => ({ id: l.id, text: l.text, changed_by: l.changed_by, created_at: new Date(l.created_at).toISOString() }));
  return { ...toBooking(row, rel), logs };
}
