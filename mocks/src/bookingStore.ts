/**
 * What the request handlers (slice 3: booking types, slots, bookings) share: storage look-ups and the
 * gathering of a row's names before the domain builds its view (bookingTypeRef, slotView,
 * bookingSummaryView in @atoll/contract/domain), the company's time zone, slot generation for weekly
 * types (wantedSlots + planSlots) and the facility scope of the caller. Storage and wiring only
 * (ADR 0031): no rule is decided here.
 */
import { DEFAULT_TIMEZONE, translationText, type Booking, type BookingSummary, type BookingTypeRef, type Slot } from '@atoll/contract';
import {
  BOOKING_LOG,
  bookingSummaryView,
  bookingView,
  EXPIRY,
  expiryPlan,
  fitsCapacity,
  slotFullError,
  type BookingListRow,
  type HeldSeat,
  bookingTypeRef as typeRefOf,
  inScope,
  localDate,
  planSlots,
  slotWindow,
  requestScope,
  ruleNotFound,
  slotView as slotViewOf,
  wantedSlots,
  type BookingParts,
  type FacilityScope,
  type SlotListRow,
} from '@atoll/contract/domain';
import type { Caller } from './session';
import { companyById, mockDb, nextId, type MockDb, type RequestTables } from './store';

export type StoredBookingType = RequestTables['bookingTypes'][number];
export type StoredSlot = RequestTables['slots'][number];

/** The company's time zone (companies.timezone; Indian/Maldives by default): slot dates and 'today' are its. */
export const companyTimeZone = (companyId: number, db: MockDb = mockDb): string => companyById(companyId, db)?.settings.timezone || DEFAULT_TIMEZONE;

/** Today in the company's time zone (YYYY-MM-DD). */
export const companyToday = (companyId: number, now: Date = new Date(), db: MockDb = mockDb): string => localDate(now, companyTimeZone(companyId, db));

/** The activity or menu a type is attached to, with its facility; undefined once it is gone. */
export function attachedOf(type: Pick<StoredBookingType, 'company_id' | 'attached_type' | 'attached_id'>): { name: string; facility_id: number; facility_text: string } | undefined {
  const rows: { id: number; company_id: number; facility_id: number; name: Parameters<typeof translationText>[0] }[] =
    type.attached_type === 'Activity' ? mockDb.content.activities : mockDb.content.menus;
  const row = rows.find((r) => r.id === type.attached_id && r.company_id === type.company_id);
  if (!row) return undefined;
  const facility = mockDb.content.facilities.find((f) => f.id === row.facility_id);
  return { name: translationText(row.name), facility_id: row.facility_id, facility_text: facility ? translationText(facility.name) : '' };
}

/** The company's types whose activity or menu still exists (deleting one cascades, as in SQL). */
export const bookingTypesOf = (companyId: number): StoredBookingType[] =>
  mockDb.requests.bookingTypes.filter((t) => t.company_id === companyId && attachedOf(t) !== undefined);

/** A type as slots and bookings name it (the domain's bookingTypeRef over the stored row and its names). */
export function bookingTypeRef(type: StoredBookingType): BookingTypeRef {
  const attached = attachedOf(type);
  return typeRefOf({ ...type, attached_text: attached?.name ?? '', facility_text: attached?.facility_text ?? '' });
}

/** The facilities whose requests the caller may read ('read') or act on ('manage'). */
export const callerScope = (caller: Caller, mode: 'read' | 'manage'): FacilityScope => requestScope(caller.user.permissions, mode);

/** A type of the company within `scope`, or 404 (outside the scope it does not exist for the caller). */
export function findType(companyId: number, id: number, scope: FacilityScope = 'all'): StoredBookingType {
  const type = bookingTypesOf(companyId).find((t) => t.id === id);
  if (!type || !inScope(scope, type.facility_id)) throw ruleNotFound();
  return type;
}

/**
 * Brings a weekly type's slots in line with its timing sets for the days the domain's slotWindow gives
 * (wantedSlots + planSlots): `force` (create and update) reshapes from today, removing unwanted empty
 * slots; otherwise (a read) only the days after generated_until are filled, so a slot staff moved stays.
 */
export function ensureSlots(type: StoredBookingType, now: Date = new Date(), force = false, db: MockDb = mockDb): void {
  if (type.recurring_type !== 'weekly') return;
  const today = companyToday(type.company_id, now, db);
  const window = slotWindow(force ? 'reshape' : 'extend', type.generated_until, today);
  if (!window) return;
  const existing = db.requests.slots.filter((s) => s.booking_type_id === type.id && s.date >= window.from);
  const plan = planSlots(existing, wantedSlots(type.type_slots, window.from, window.days), today);
  const removed = new Set(window.remove ? plan.remove : []);
  if (removed.size) db.requests.slots = db.requests.slots.filter((s) => !removed.has(s.id));
  for (const s of plan.create) {
    db.requests.slots.push({ id: nextId(db), company_id: type.company_id, booking_type_id: type.id, ...s, pax_max: type.pax_max, booked_pax: 0, bookings_count: 0 });
  }
  type.generated_until = window.until;
}

/** ensureSlots for every type of the company (before a slots list is read). */
export function ensureCompanySlots(companyId: number, now: Date = new Date()): void {
  for (const type of bookingTypesOf(companyId)) ensureSlots(type, now);
}

/** A slot's public view (the domain's slotView with its type's close minutes, reference and the company's time zone). */
export function slotView(slot: StoredSlot, now: Date = new Date()): Slot {
  const type = mockDb.requests.bookingTypes.find((t) => t.id === slot.booking_type_id);
  if (!type) throw ruleNotFound();
  return slotViewOf(slot, { slot_booking_close_minutes: type.slot_booking_close_minutes, ref: bookingTypeRef(type) }, companyTimeZone(slot.company_id), now);
}

/** What the slots lists find and order a slot by. */
export const slotListRow = (slot: StoredSlot, type: StoredBookingType): StoredSlot & SlotListRow => ({ ...slot, type_name: attachedOf(type)?.name ?? '' });

/** A slot of the company within `scope` (its type's facility), or 404. Generates nothing. */
export function findSlot(companyId: number, id: number, scope: FacilityScope): StoredSlot {
  const slot = mockDb.requests.slots.find((s) => s.id === id && s.company_id === companyId);
  const type = slot && bookingTypesOf(companyId).find((t) => t.id === slot.booking_type_id);
  if (!slot || !type || !inScope(scope, type.facility_id)) throw ruleNotFound();
  return slot;
}

/** A room of the company with its type's name (rooms live in their room type). */
export function roomOf(companyId: number, roomId: number | null): { id: number; number: string; type_name: string } | undefined {
  for (const type of mockDb.content.roomTypes) {
    if (type.company_id !== companyId) continue;
    const room = type.rooms.find((r) => r.id === roomId);
    if (room) return { id: room.id, number: room.number, type_name: type.name };
  }
  return undefined;
}

export type StoredBooking = RequestTables['bookings'][number];

/** A booking's stored fields with the names it refers to, as the domain's views read them. */
export function bookingParts(booking: StoredBooking): BookingParts {
  const type = mockDb.requests.bookingTypes.find((t) => t.id === booking.booking_type_id);
  return {
    ...booking,
    type: type && attachedOf(type) ? bookingTypeRef(type) : undefined,
    slot: mockDb.requests.slots.find((s) => s.id === booking.booking_slot_id),
    room: roomOf(booking.company_id, booking.room_id),
  };
}

/** A booking as lists name it, with its room: the slot's Bookings tab. */
export const bookingSummary = (booking: StoredBooking): BookingSummary => bookingSummaryView(bookingParts(booking), true);

// Bookings: storage of the writes and the gathering of a view's names ---------------------------------

export const typeOf = (booking: StoredBooking) => mockDb.requests.bookingTypes.find((t) => t.id === booking.booking_type_id);
export const slotOf = (booking: StoredBooking) => mockDb.requests.slots.find((s) => s.id === booking.booking_slot_id);

/** A Timeline entry. */
export function log(booking: StoredBooking, text: string, changedBy: string, at: string = new Date().toISOString()): void {
  mockDb.requests.bookingLogs.push({ id: nextId(), booking_id: booking.id, text, changed_by: changedBy, created_at: at });
}

/** Moves a booking's seats in its slot by `delta` (negative gives seats back); refused past capacity (the domain's fitsCapacity). */
export function moveSeats(booking: Pick<StoredBooking, 'booking_slot_id'>, delta: number): void {
  const slot = mockDb.requests.slots.find((s) => s.id === booking.booking_slot_id);
  if (!slot || delta === 0) return;
  if (!fitsCapacity(slot.booked_pax, delta, slot.pax_max)) throw slotFullError();
  slot.booked_pax = Math.max(0, slot.booked_pax + delta);
}

/** The system's sweep before every read: the domain's expiryPlan, written to the store. */
export function expireStale(companyId: number, now: Date = new Date()): void {
  const mine = mockDb.requests.bookings.filter((b) => b.company_id === companyId && b.status === 'new');
  const rows = mine.flatMap((b) => {
    const type = typeOf(b);
    return type ? [{ ...b, pax_required: type.pax_required, slot_id: b.booking_slot_id }] : [];
  });
  const plan = expiryPlan(rows, now);
  for (const [slotId, seats] of plan.release) moveSeats({ booking_slot_id: slotId }, -seats);
  const at = now.toISOString();
  for (const booking of mine.filter((b) => plan.expire.includes(b.id))) {
    Object.assign(booking, { status: EXPIRY.status, status_at: at, status_by_name: EXPIRY.status_by_name, status_remarks: EXPIRY.status_remarks });
    log(booking, EXPIRY.log, EXPIRY.status_by_name, at);
  }
}

/** A booking with its timeline when `withLogs` (newest first): the domain's bookingView over the stored row and its names. */
export function viewOf(booking: StoredBooking, withLogs = false): Booking {
  const assignee = booking.assignee_id === null ? undefined : mockDb.users.find((u) => u.id === booking.assignee_id);
  const view = bookingView(bookingParts(booking), {
    ...booking,
    guests: mockDb.requests.guests.filter((g) => booking.guest_ids.includes(g.id)),
    menu_items: booking.menu_items.flatMap((line) => {
      const item = mockDb.content.items.find((i) => i.id === line.id);
      return item ? [{ id: item.id, name: item.name, quantity: line.quantity, sort_order: item.sort_order }] : [];
    }),
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
  });
  if (!withLogs) return view;
  const logs = mockDb.requests.bookingLogs
    .filter((l) => l.booking_id === booking.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map(({ id, text, changed_by, created_at }) => ({ id, text, changed_by, created_at }));
  return { ...view, logs };
}

/** What the Requests lists find and order a booking by (the domain's pageBookings), with the stored row. */
export function listRow(booking: StoredBooking): BookingListRow & { booking: StoredBooking } {
  const guests = mockDb.requests.guests.filter((g) => booking.guest_ids.includes(g.id));
  return {
    id: booking.id,
    number: booking.number,
    status: booking.status,
    due_at: booking.due_at,
    starts_at: booking.starts_at,
    room_number: roomOf(booking.company_id, booking.room_id)?.number ?? '',
    guest_names: guests.map((g) => `${g.first_name} ${g.last_name}`),
    booking,
  };
}

/** Seats the company's guests hold: one row per guest of each booking, with its slot's date and hours and its status. */
export function heldSeats(companyId: number): HeldSeat[] {
  return mockDb.requests.bookings.flatMap((b) => {
    const slot = b.company_id === companyId ? slotOf(b) : undefined;
    return slot ? b.guest_ids.map((guest_id) => ({ slot_id: slot.id, date: slot.date, start_time: slot.start_time, end_time: slot.end_time, status: b.status, guest_id })) : [];
  });
}

/**
 * Stores a new booking: its seats in the slot first (refused past capacity), then the company's next
 * number (the server's order, in one transaction), the row and its 'Booking created' entry.
 */
export function insertBooking(
  row: Pick<StoredBooking, 'company_id' | 'booking_type_id' | 'booking_slot_id' | 'facility_id' | 'room_id' | 'pax' | 'guest_ids' | 'menu_items'>,
  how: { remarks: string | null; seats: number; by: { id: number | null; name: string; type?: 'staff' | 'guest' }; startsAt: Date; closesAt: Date; now: Date },
): StoredBooking {
  moveSeats(row, how.seats);
  const slot = slotOf(row as StoredBooking);
  if (slot) slot.bookings_count += 1;
  const number = (mockDb.requests.bookingCounters.get(row.company_id) ?? 0) + 1;
  mockDb.requests.bookingCounters.set(row.company_id, number);
  const at = how.now.toISOString();
  const booking: StoredBooking = {
    ...row,
    id: nextId(),
    number,
    status: 'new',
    remarks: how.remarks,
    remarks_internal: null,
    booked_by_type: how.by.type ?? 'staff',
    booked_by_id: how.by.id,
    booked_by_name: how.by.name,
    status_at: at,
    status_by_name: how.by.name,
    status_remarks: null,
    assignee_id: null,
    due_at: how.closesAt.toISOString(),
    starts_at: how.startsAt.toISOString(),
    overdue_notified_at: null,
    created: at,
  };
  mockDb.requests.bookings.push(booking);
  log(booking, BOOKING_LOG.created, how.by.name, at);
  return booking;
}
