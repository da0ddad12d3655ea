/**
 * Guest bookings' rules (issue 21; ADR 0052), the same on the server and the mocks. Around the staff's rules
 * (ADR 0033: seats, the capacity statement, pax, menu lines, remarks), a guest:
 * - sees and books only slots of request types with allow_bookings_from_app whose activity or menu and its
 *   facility are active (what the guest app shows), from the property's today on;
 * - books only while the slot's booking window is open (now < start − slot_booking_close_minutes): staff may
 *   book a closed slot after confirming, a guest cannot confirm, so it is refused with GUEST_BOOKING_TEXT.closed;
 * - cannot hold two bookings at overlapping hours (staff are asked; a guest is refused): alreadyBooked;
 * - books for themself, in their room; the booking is booked_by_type 'guest' and shows in Requests as any other;
 * - may cancel their own New or Confirmed booking while its booking window is open (the same instant staff must
 *   answer by); after it, the front desk decides. Seats go back as on any cancellation.
 */
import { REQUESTS_TEXT, type AttachedType, type BookingStatus } from '../bookings';
import { GUEST_BOOKING_TEXT, type GuestBooking, type GuestSlot, type GuestSlots } from '../guestBookingsText';
import { translationText, type Translatable } from '../translations';
import { BOOKING_STATUS_UI, HOLDS_SEATS, hoursOverlap, menuItemsText, slotInstants, slotTimeText, type SlotTimes } from './bookings';
import { guestLanguage, guestLanguages } from './guestApp';
import { RuleError, ruleField, ruleNotFound } from './rules';

/** A request type as the guest rules read it. */
export interface GuestBookingTypeRow {
  id: number;
  allow_bookings_from_app: boolean;
  attached_type: AttachedType;
  attached_id: number;
  facility_id: number;
  pax_required: boolean;
  allow_remarks: boolean;
  menu_multiple: boolean;
  slot_booking_close_minutes: number;
  cancellation_policy: Translatable;
}

/** The activities, menus and facilities a type may be attached to (active or not; names in every language). */
export interface GuestAttachedRows {
  activities: readonly { id: number; facility_id: number; active: boolean; name: Translatable }[];
  menus: readonly { id: number; facility_id: number; active: boolean; name: Translatable }[];
  facilities: readonly { id: number; active: boolean; name: Translatable }[];
}

export interface GuestSlotRow extends SlotTimes {
  id: number;
  booking_type_id: number;
  pax_max: number;
  booked_pax: number;
}

/** What a guest's view names a type by, when the app shows it: its activity's or menu's name and its facility's. */
export function guestTypeNames(type: GuestBookingTypeRow, rows: GuestAttachedRows): { name: Translatable; facility_name: Translatable } | null {
  const list = type.attached_type === 'Activity' ? rows.activities : rows.menus;
  const attached = list.find((a) => a.id === type.attached_id);
  const facility = attached && rows.facilities.find((f) => f.id === attached.facility_id);
  if (!attached?.active || !facility?.active) return null;
  return { name: attached.name, facility_name: facility.name };
}

/** The type a guest may book (allow_bookings_from_app, shown in the app), else null. */
export const guestBookableType = (type: GuestBookingTypeRow | undefined, rows: GuestAttachedRows) =>
  type?.allow_bookings_from_app ? guestTypeNames(type, rows) : null;

/** The date a slots list answers: the asked one (today or later, else 422 on date), or today. */
export function guestSlotsDate(date: string | undefined, today: string): string {
  if (!date) return today;
  if (date < today) throw ruleField('date', GUEST_BOOKING_TEXT.pastDate);
  return date;
}

/** Places still free in a slot (null: no limit). */
export const placesLeft = (slot: Pick<GuestSlotRow, 'pax_max' | 'booked_pax'>): number | null => (slot.pax_max === 0 ? null : Math.max(0, slot.pax_max - slot.booked_pax));

/**
 * GET guest-app/{domain}/slots: the slots of `date` a guest may book — of app-bookable types shown in the app
 * (optionally one facility or one type), whose booking window is still open and with places left; by start
 * time, then name, then id. Texts in the guest's language ('en' fallback).
 */
export function buildGuestSlots(input: {
  now: Date;
  timeZone: string;
  today: string;
  date: string;
  lang: string | null | undefined;
  languages: readonly string[];
  facility_id?: number | null;
  booking_type_id?: number | null;
  types: readonly GuestBookingTypeRow[];
  slots: readonly GuestSlotRow[];
  rows: GuestAttachedRows;
}): GuestSlots {
  const language = guestLanguage(input.lang, guestLanguages(input.languages));
  const text = (t: Translatable) => translationText(t, language);
  const slots: GuestSlot[] = [];
  for (const slot of input.slots) {
    if (slot.date !== input.date) continue;
    const type = input.types.find((t) => t.id === slot.booking_type_id);
    const names = guestBookableType(type, input.rows);
    if (!type || !names) continue;
    if (input.booking_type_id && type.id !== input.booking_type_id) continue;
    if (input.facility_id && type.facility_id !== input.facility_id) continue;
    const { startsAt, closesAt } = slotInstants(slot, type.slot_booking_close_minutes, input.timeZone);
    const left = placesLeft(slot);
    if (input.now >= closesAt || input.now >= startsAt || left === 0) continue;
    slots.push({
      id: slot.id,
      booking_type_id: type.id,
      date: slot.date,
      start_time: slot.start_time,
      end_time: slot.end_time,
      time_text: slotTimeText(slot.start_time, slot.end_time),
      starts_at: startsAt.toISOString(),
      name: text(names.name),
      attached_type: type.attached_type,
      attached_id: type.attached_id,
      facility_id: type.facility_id,
      facility_name: text(names.facility_name),
      pax_required: type.pax_required,
      places_left: left,
      allow_remarks: type.allow_remarks,
      menu_multiple: type.menu_multiple,
      cancellation_policy: text(type.cancellation_policy),
    });
  }
  slots.sort((a, b) => a.start_time.localeCompare(b.start_time) || a.end_time.localeCompare(b.end_time) || a.name.localeCompare(b.name) || a.id - b.id);
  return { language, today: input.today, date: input.date, slots };
}

/** A seat the guest holds: one of their bookings' slot and status. */
export interface GuestHeldSeat extends SlotTimes {
  slot_id: number;
  status: BookingStatus;
}

/**
 * Whether the guest may book the slot now (the staff's CONFIRMATION_REQUIRED cases are refusals here):
 * started → 422 slotPast (the staff's message); window closed → 422 closed; the guest already holds seats at
 * overlapping hours of that date (this slot included) → 422 alreadyBooked. All on booking_slot_id.
 */
export function checkGuestBooking(input: { slot: SlotTimes & { id: number }; now: Date; startsAt: Date; closesAt: Date; held: readonly GuestHeldSeat[] }): void {
  if (input.now >= input.startsAt) throw ruleField('booking_slot_id', REQUESTS_TEXT.slotPast);
  if (input.now >= input.closesAt) throw ruleField('booking_slot_id', GUEST_BOOKING_TEXT.closed, GUEST_BOOKING_TEXT.closed);
  const clash = input.held.some((h) => HOLDS_SEATS.includes(h.status) && h.date === input.slot.date && (h.slot_id === input.slot.id || hoursOverlap(h, input.slot)));
  if (clash) throw ruleField('booking_slot_id', GUEST_BOOKING_TEXT.alreadyBooked, GUEST_BOOKING_TEXT.alreadyBooked);
}

/** A guest may cancel their booking in the app while it is New or Confirmed and before its window closes. */
export const guestCancellable = (status: BookingStatus, closesAt: Date, now: Date): boolean => (status === 'new' || status === 'confirmed') && now < closesAt;

/** DELETE guest-app/{domain}/bookings/{id}: 'cancelled', or 409 cannotCancel. */
export function guestCancellation(status: BookingStatus, closesAt: Date, now: Date): 'cancelled' {
  if (!guestCancellable(status, closesAt, now)) throw new RuleError(409, {}, GUEST_BOOKING_TEXT.cannotCancel);
  return 'cancelled';
}

/** A booking a guest may see is theirs (one of its guests) and of their company; anything else is 404. */
export function requireGuestsBooking<B extends { guest_ids: readonly number[] }>(booking: B | undefined, guestId: number): B {
  if (!booking || !booking.guest_ids.includes(guestId)) throw ruleNotFound();
  return booking;
}

/** One of the guest's bookings as the app shows it. */
export function guestBookingView(
  booking: { id: number; number: number; status: BookingStatus; pax: number; remarks: string | null; due_at: Date; starts_at: Date },
  slot: SlotTimes & { id: number },
  type: Pick<GuestBookingTypeRow, 'pax_required' | 'cancellation_policy'>,
  names: { name: Translatable; facility_name: Translatable } | null,
  menuItems: readonly { name: Translatable; quantity: number }[],
  language: string,
  now: Date,
): GuestBooking {
  const text = (t: Translatable | undefined) => (t ? translationText(t, language) : '');
  return {
    id: booking.id,
    number: booking.number,
    status: booking.status,
    ui_status: BOOKING_STATUS_UI[booking.status],
    booking_slot_id: slot.id,
    date: slot.date,
    time_text: slotTimeText(slot.start_time, slot.end_time),
    starts_at: booking.starts_at.toISOString(),
    name: text(names?.name),
    facility_name: text(names?.facility_name),
    pax: type.pax_required ? booking.pax : null,
    remarks: booking.remarks,
    menu_items_text: menuItemsText(menuItems.map((m) => ({ name: text(m.name), quantity: m.quantity }))),
    can_cancel: guestCancellable(booking.status, booking.due_at, now),
    cancellation_policy: text(type.cancellation_policy),
  };
}

/** The guest's upcoming bookings (slot date from today on), soonest first. */
export const upcomingFirst = (a: GuestBooking, b: GuestBooking) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id;
