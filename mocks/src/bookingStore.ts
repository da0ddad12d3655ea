/**
 * What the request handlers (slice 3: booking types, slots, bookings) share besides the rules, which
 * live in @atoll/contract/domain: the company's time zone, the object a type is attached to, a type's
 * and a slot's public views, slot generation for weekly types (wantedSlots + planSlots) and the
 * facility scope of the caller. Storage and wiring only (ADR 0020).
 */
import { BOOKING_LIMITS, can, DEFAULT_TIMEZONE, PERMISSION, REQUEST_KINDS, translationText, type BookingSummary, type BookingTypeRef, type Slot } from '@atoll/contract';
import {
  addDays,
  BOOKING_STATUS_UI,
  paxNameText,
  bookingsText,
  inScope,
  localDate,
  planSlots,
  requestScope,
  ruleNotFound,
  slotInstants,
  slotPaxText,
  slotStatus,
  slotTimeText,
  wantedSlots,
  type FacilityScope,
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

export const typeText = (kind: string): string => REQUEST_KINDS.find((k) => k.id === kind)?.name ?? kind;

/** The company's types whose activity or menu still exists (deleting one cascades, as in SQL). */
export const bookingTypesOf = (companyId: number): StoredBookingType[] =>
  mockDb.requests.bookingTypes.filter((t) => t.company_id === companyId && attachedOf(t) !== undefined);

/** A type as slots and bookings name it. */
export function bookingTypeRef(type: StoredBookingType): BookingTypeRef {
  const attached = attachedOf(type);
  return {
    id: type.id,
    type_text: typeText(type.type),
    attached_type: type.attached_type,
    attached_id: type.attached_id,
    attached_text: attached?.name ?? '',
    facility_id: type.facility_id,
    facility_text: attached?.facility_text ?? '',
    pax_required: type.pax_required,
    recurring_type: type.recurring_type,
  };
}

/** The facilities whose requests the caller may read ('read') or act on ('manage'). */
export const callerScope = (caller: Caller, mode: 'read' | 'manage'): FacilityScope => requestScope(caller.user.permissions, mode);

/** Whether the caller holds a request permission at all (the types routes open to them). */
export const hasRequestPermission = (caller: Caller): boolean =>
  can(caller.user.permissions, [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests]);

/** A type of the company within `scope`, or 404 (outside the scope it does not exist for the caller). */
export function findType(companyId: number, id: number, scope: FacilityScope = 'all'): StoredBookingType {
  const type = bookingTypesOf(companyId).find((t) => t.id === id);
  if (!type || !inScope(scope, type.facility_id)) throw ruleNotFound();
  return type;
}



/**
 * Brings a weekly type's slots in line with its timing sets from today for BOOKING_LIMITS.horizonDays
 * (the domain's wantedSlots + planSlots): missing ones created with the type's pax_max, unwanted empty
 * future ones removed, booked ones kept. `force` on create and update; otherwise only when the horizon
 * has moved on (lazily, whenever the type's slots are read).
 */
export function ensureSlots(type: StoredBookingType, now: Date = new Date(), force = false, db: MockDb = mockDb): void {
  if (type.recurring_type !== 'weekly') return;
  const today = companyToday(type.company_id, now, db);
  const until = addDays(today, BOOKING_LIMITS.horizonDays - 1);
  if (!force && type.generated_until !== null && type.generated_until >= until) return;
  const existing = db.requests.slots.filter((s) => s.booking_type_id === type.id);
  const plan = planSlots(existing, wantedSlots(type.type_slots, today), today);
  const removed = new Set(plan.remove);
  if (removed.size) db.requests.slots = db.requests.slots.filter((s) => !removed.has(s.id));
  for (const s of plan.create) {
    db.requests.slots.push({ id: nextId(db), company_id: type.company_id, booking_type_id: type.id, ...s, pax_max: type.pax_max, booked_pax: 0, bookings_count: 0 });
  }
  type.generated_until = until;
}

/** ensureSlots for every type of the company (before a slots list is read). */
export function ensureCompanySlots(companyId: number, now: Date = new Date()): void {
  for (const type of bookingTypesOf(companyId)) ensureSlots(type, now);
}

/** A slot's public view: texts, status and instants derived with the domain's rules. */
export function slotView(slot: StoredSlot, now: Date = new Date()): Slot {
  const type = mockDb.requests.bookingTypes.find((t) => t.id === slot.booking_type_id);
  if (!type) throw ruleNotFound();
  const { startsAt, closesAt } = slotInstants(slot, type.slot_booking_close_minutes, companyTimeZone(slot.company_id));
  return {
    id: slot.id,
    booking_type_id: slot.booking_type_id,
    date: slot.date,
    start_time: slot.start_time,
    end_time: slot.end_time,
    pax_max: slot.pax_max,
    booked_pax: slot.booked_pax,
    pax_text: slotPaxText(slot.booked_pax, slot.pax_max),
    bookings_text: bookingsText(slot.bookings_count),
    bookings_count: slot.bookings_count,
    ui_status: slotStatus(now, startsAt, closesAt, slot.booked_pax, slot.pax_max),
    time_text: slotTimeText(slot.start_time, slot.end_time),
    closes_at: closesAt.toISOString(),
    starts_at: startsAt.toISOString(),
    booking_type: bookingTypeRef(type),
  };
}

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

/** A booking as lists name it (BookingSummary) with its room: the slot's Bookings tab. */
export function bookingSummary(booking: StoredBooking): BookingSummary & Required<Pick<BookingSummary, 'room'>> {
  const type = mockDb.requests.bookingTypes.find((t) => t.id === booking.booking_type_id);
  const slot = mockDb.requests.slots.find((s) => s.id === booking.booking_slot_id);
  if (!type || !slot) throw ruleNotFound();
  return {
    id: booking.id,
    number: booking.number,
    status: booking.status,
    ui_status: BOOKING_STATUS_UI[booking.status],
    booking_slot: { id: slot.id, date: slot.date, time_text: slotTimeText(slot.start_time, slot.end_time) },
    booking_type: bookingTypeRef(type),
    pax_text: paxNameText(booking.pax, type.pax_required),
    room: roomOf(booking.company_id, booking.room_id) ?? { id: booking.room_id ?? 0, number: '', type_name: '' },
  };
}
