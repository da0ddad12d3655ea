/**
 * Booking rows → the wire shapes of section 3 (Booking, BookingSummary, BookingLog). The names a
 * page of bookings refers to (types, slots, rooms, guests, menu items, assignees) are read in one
 * query each, through the company's seam; the texts and the offered actions come from the domain.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Booking, BookingLog, BookingSummary, BookingTypeRef, Translatable } from '@atoll/contract';
import { bookingSummaryView, bookingView, type BookingParts } from '@atoll/contract/domain';
import { bookingGuests, bookingLogs, bookingMenuItems, bookings, bookingSlots, bookingTypes, guests, menuItems, rooms, roomTypes, users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { typeRefs } from './refs';

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

/** The Timeline of one booking, newest first. */
export async function bookingLogsOf(own: Tenant, bookingId: number): Promise<BookingLog[]> {
  const rows = await own
    .pick({ id: bookingLogs.id, text: bookingLogs.text, changedBy: bookingLogs.changedBy, createdAt: bookingLogs.createdAt }, bookingLogs, and(eq(bookingLogs.bookingId, bookingId)))
    .orderBy(desc(bookingLogs.createdAt), desc(bookingLogs.id));
  return rows.map((r) => ({ id: r.id, text: r.text, changed_by: r.changedBy, created_at: r.createdAt.toISOString() }));
}
