/**
 * Booking rows → the wire shapes of section 3 (Booking, BookingSummary, BookingLog). The names a
 * page of bookings refers to (types, slots, rooms, guests, menu items, assignees) are read in one
 * query each, through the company's seam; the texts and the offered actions come from the domain.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Booking, BookingLog, BookingSummary, BookingTypeRef } from '@atoll/contract';
import { translationText } from '@atoll/contract';
import { BOOKING_STATUS_UI, bookingActions, mainAction, menuItemsText, paxNameText, slotTimeText } from '@atoll/contract/domain';
import { bookingGuests, bookingLogs, bookingMenuItems, bookings, bookingSlots, bookingTypes, guests, menuItems, rooms, roomTypes, users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { typeRefs } from './refs';

export type BookingRow = typeof bookings.$inferSelect;

/** A type whose activity or menu was renamed away still needs a reference: never a row without one. */
const missingRef = (row: BookingRow): BookingTypeRef => ({
  id: row.bookingTypeId,
  type_text: '',
  attached_type: 'Activity',
  attached_id: 0,
  attached_text: '',
  facility_id: row.facilityId,
  facility_text: '',
  pax_required: false,
  recurring_type: 'manual',
});

interface Related {
  refs: Map<number, BookingTypeRef>;
  slots: Map<number, { id: number; date: string; startTime: string; endTime: string }>;
  rooms: Map<number, { id: number; number: string; typeName: string }>;
  guests: Map<number, { id: number; full_name: string; confirmation_number: string }[]>;
  items: Map<number, { item: { id: number; name: Booking['menu_items'][number]['item']['name'] }; quantity: number }[]>;
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
      ? own.pick({ id: rooms.id, number: rooms.number, typeName: roomTypes.name }, rooms, inArray(rooms.id, roomIds)).innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
      : [],
    own
      .pick(
        { bookingId: bookingGuests.bookingId, id: guests.id, first: guests.firstName, last: guests.lastName, confirmation: guests.confirmationNumber },
        bookingGuests,
        inArray(bookingGuests.bookingId, ids),
      )
      .innerJoin(guests, eq(guests.id, bookingGuests.guestId))
      .orderBy(asc(guests.lastName), asc(guests.firstName), asc(guests.id)),
    own
      .pick({ bookingId: bookingMenuItems.bookingId, id: menuItems.id, name: menuItems.name, quantity: bookingMenuItems.quantity }, bookingMenuItems, inArray(bookingMenuItems.bookingId, ids))
      .innerJoin(menuItems, eq(menuItems.id, bookingMenuItems.menuItemId))
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
        list.map((g) => ({ id: g.id, full_name: `${g.first} ${g.last}`, confirmation_number: g.confirmation })),
      ]),
    ),
    items: new Map(
      [...groupBy(itemRows, (i) => i.bookingId)].map(([bookingId, list]) => [bookingId, list.map((i) => ({ item: { id: i.id, name: i.name }, quantity: i.quantity }))]),
    ),
    assignees: new Map(userRows.map((u) => [u.id, u.name])),
  };
}

function toSummary(row: BookingRow, rel: Related): BookingSummary {
  const ref = rel.refs.get(row.bookingTypeId) ?? missingRef(row);
  const slot = rel.slots.get(row.bookingSlotId);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    ui_status: BOOKING_STATUS_UI[row.status],
    booking_slot: { id: row.bookingSlotId, date: slot?.date ?? '', time_text: slot ? slotTimeText(slot.startTime, slot.endTime) : '' },
    booking_type: ref,
    pax_text: paxNameText(row.pax, ref.pax_required),
  };
}

function toBooking(row: BookingRow, rel: Related): Booking {
  const summary = toSummary(row, rel);
  const room = row.roomId === null ? undefined : rel.rooms.get(row.roomId);
  const items = rel.items.get(row.id) ?? [];
  return {
    ...summary,
    booked_at: row.createdAt.toISOString(),
    booked_by_type: row.bookedByType,
    booked_by: row.bookedByName,
    room: room ? { id: room.id, type_name: room.typeName, number: room.number } : { id: 0, type_name: '', number: '' },
    pax: row.pax,
    remarks: row.remarks,
    remarks_internal: row.remarksInternal,
    status_at: row.statusAt.toISOString(),
    status_by: row.statusByName,
    status_remarks: row.statusRemarks,
    actions: bookingActions(row.status),
    main_action: mainAction(row.status),
    guests: rel.guests.get(row.id) ?? [],
    menu_items: items,
    pax_name_text: paxNameText(row.pax, summary.booking_type.pax_required),
    menu_items_text: menuItemsText(items.map((i) => ({ name: translationText(i.item.name), quantity: i.quantity }))),
    due_at: row.dueAt.toISOString(),
    assignee: row.assigneeId !== null && rel.assignees.has(row.assigneeId) ? { id: row.assigneeId, name: rel.assignees.get(row.assigneeId)! } : null,
  };
}

/** Bookings as lists answer them (the caller read and scoped the rows). */
export async function serializeBookings(own: Tenant, rows: readonly BookingRow[]): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const rel = await related(own, rows);
  return rows.map((row) => toBooking(row, rel));
}

/** Summaries (a guest's Requests tab, a slot's Bookings tab). */
export async function serializeSummaries(own: Tenant, rows: readonly BookingRow[]): Promise<BookingSummary[]> {
  if (rows.length === 0) return [];
  const rel = await related(own, rows);
  return rows.map((row) => toSummary(row, rel));
}

/** The Timeline of one booking, newest first. */
export async function bookingLogsOf(own: Tenant, bookingId: number): Promise<BookingLog[]> {
  const rows = await own
    .pick({ id: bookingLogs.id, text: bookingLogs.text, changedBy: bookingLogs.changedBy, createdAt: bookingLogs.createdAt }, bookingLogs, and(eq(bookingLogs.bookingId, bookingId)))
    .orderBy(desc(bookingLogs.createdAt), desc(bookingLogs.id));
  return rows.map((r) => ({ id: r.id, text: r.text, changed_by: r.changedBy, created_at: r.createdAt.toISOString() }));
}
