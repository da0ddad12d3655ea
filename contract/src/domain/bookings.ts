/**
 * Slice 3's rules (docs/requests.md, ADR 0033): the booking status machine, seats and the capacity
 * rule, slot generation from timing sets, the in-house rule, deadlines and expiry, the
 * CONFIRMATION_REQUIRED cases and the facility scope of the request permissions. Pure functions:
 * the server runs them around its SQL (the capacity rule is also its conditional UPDATE), the mocks
 * around their store; neither re-implements them.
 */
import { DAYS_OF_WEEK, describeWeekly } from '../events';
import { can, PERMISSION, type PermissionsMap } from '../permissions';
import {
  BOOKING_LIMITS,
  REQUESTS_TEXT,
  type BookingAction,
  type BookingState,
  type BookingStatus,
  type RecurringType,
  type TypeSlot,
  type StatusStyle,
} from '../bookings';
import { bookingPaxError, menuLinesError, mergeMenuLines } from '../bookings';
import { addDays } from '../dates';
import { zonedInstant } from '../zonedTime';
import { RuleError, ruleField } from './rules';

// The status machine ---------------------------------------------------------------------

/** How each status reads (the kit's StatusBadge; every pair passes 4.5:1). */
export const BOOKING_STATUS_UI: Record<BookingStatus, StatusStyle> = {
  new: { text: 'New', color: '#1e40af', background: '#dbeafe' },
  confirmed: { text: 'Confirmed', color: '#166534', background: '#dcfce7' },
  completed: { text: 'Completed', color: '#374151', background: '#e5e7eb' },
  declined: { text: 'Declined', color: '#991b1b', background: '#fee2e2' },
  cancelled: { text: 'Cancelled', color: '#9a3412', background: '#ffedd5' },
  no_show: { text: 'No Show', color: '#6b21a8', background: '#f3e8ff' },
  expired: { text: 'Expired', color: '#4b5563', background: '#f3f4f6' },
};

const action = (status: BookingStatus, label: string, background: string): BookingAction => ({
  status,
  text: { label, color: '#ffffff', background },
});

/**
 * The transitions staff may choose, main action first. New → Confirmed | Declined; Confirmed →
 * Completed | No Show | Cancelled. Declined, Completed, Cancelled, No Show and Expired are final.
 * New → Expired is the system's (expireIfStale), never offered.
 */
const OFFERED: Record<BookingStatus, readonly BookingAction[]> = {
  new: [action('confirmed', 'Confirm', '#15803d'), action('declined', 'Decline', '#b91c1c')],
  confirmed: [action('completed', 'Complete', '#1d4ed8'), action('no_show', 'No Show', '#6b21a8'), action('cancelled', 'Cancel', '#c2410c')],
  completed: [],
  declined: [],
  cancelled: [],
  no_show: [],
  expired: [],
};

export const bookingActions = (status: BookingStatus): BookingAction[] => [...OFFERED[status]];
export const mainAction = (status: BookingStatus): BookingAction | null => OFFERED[status][0] ?? null;

/**
 * The status a chosen action leads to, if `from` offers it; otherwise 409 with
 * REQUESTS_TEXT.actionNotOffered (someone else acted first, or the client is stale). The server
 * also makes the UPDATE conditional on `from`, so two staff acting at once cannot both win.
 */
export function transition(from: BookingStatus, to: string): BookingStatus {
  const offered = OFFERED[from].find((a) => a.status === to);
  if (!offered) throw new RuleError(409, {}, REQUESTS_TEXT.actionNotOffered);
  return offered.status;
}

/** GET /bookings/by-state/{state}: New, Ongoing (pending) and All. */
export const STATE_STATUSES: Record<BookingState, readonly BookingStatus[] | 'all'> = {
  new: ['new'],
  pending: ['confirmed'],
  all: 'all',
};

export const statusLog = (to: BookingStatus) => `Status changed to ${BOOKING_STATUS_UI[to].text}`;

/** The Timeline's other entries (statusLog and EXPIRED_LOG aside), written by the server and the mocks alike. */
export const BOOKING_LOG = {
  created: 'Booking created',
  remarksUpdated: 'Internal remarks updated',
  paxChanged: (from: number, to: number) => `Pax changed from ${from} to ${to}`,
  assigned: (name: string) => `Assigned to ${name}`,
  unassigned: 'Unassigned',
} as const;

// Seats and capacity -----------------------------------------------------------------------

/** Statuses that hold seats in their slot; Declined, Cancelled and Expired give theirs back. */
export const HOLDS_SEATS: readonly BookingStatus[] = ['new', 'confirmed', 'completed', 'no_show'];

/** A booking's seats: its pax when the type takes pax, else 1; 0 once it no longer holds any. */
export const seatsOf = (status: BookingStatus, pax: number, paxRequired: boolean): number =>
  HOLDS_SEATS.includes(status) ? (paxRequired ? pax : 1) : 0;

/**
 * The capacity rule: `add` more seats fit in a slot holding `booked` of `paxMax` (0 = no limit).
 * The server runs it as `UPDATE booking_slots SET booked_pax = booked_pax + n WHERE id = ? AND
 * (pax_max = 0 OR booked_pax + n <= pax_max)`; the mocks call this.
 */
export const fitsCapacity = (booked: number, add: number, paxMax: number): boolean => add <= 0 || paxMax === 0 || booked + add <= paxMax;

/** A new maximum for a slot holding `booked` seats: 0 (no limit) or at least `booked`, else 422 on pax_max. */
export function checkPaxMax(paxMax: number, booked: number): void {
  if (paxMax !== 0 && paxMax < booked) throw ruleField('pax_max', REQUESTS_TEXT.maxBelowBooked(booked));
}

/** 422 on pax (the slot is full for this many) — the answer to a refused seat change. */
export const slotFullError = () => ruleField('pax', REQUESTS_TEXT.slotFull, REQUESTS_TEXT.slotFull);

export const slotPaxText = (booked: number, paxMax: number) => `${booked} / ${paxMax === 0 ? REQUESTS_TEXT.noLimit : paxMax}`;
export const bookingsText = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;
export const paxNameText = (pax: number, paxRequired: boolean) => (paxRequired ? `${pax} pax` : '');
export const typePaxText = (paxRequired: boolean, paxMax: number) =>
  !paxRequired ? 'No pax' : paxMax === 0 ? REQUESTS_TEXT.noLimit : `${paxMax} pax per slot`;

// Time in the company's time zone ---------------------------------------------------------------

// localDate (YYYY-MM-DD of an instant in a time zone), addDays (../dates) and zonedInstant (../zonedTime) live in the main entry, where the
// console reads them too; re-exported here so the backends keep importing them from the domain.
export { addDays, localDate } from '../dates';
export { zonedInstant } from '../zonedTime';

/** DAYS_OF_WEEK value of a date: 1 Sunday … 7 Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay() + 1;

// Slot generation -----------------------------------------------------------------------------------

export interface SlotTimes {
  date: string;
  start_time: string;
  end_time: string;
}
export const slotKey = (s: SlotTimes) => `${s.date} ${s.start_time} ${s.end_time}`;

/** Slots a weekly type's timing sets ask for from `from` for `days` days (BOOKING_LIMITS.horizonDays), in date and time order. */
export function wantedSlots(typeSlots: readonly Pick<TypeSlot, 'recurring_day' | 'start_time' | 'end_time'>[], from: string, days: number = BOOKING_LIMITS.horizonDays): SlotTimes[] {
  const out = new Map<string, SlotTimes>();
  for (let i = 0; i < days; i += 1) {
    const date = addDays(from, i);
    const weekday = weekdayOf(date);
    for (const set of typeSlots) {
      if (!set.recurring_day.includes(weekday)) continue;
      const slot = { date, start_time: set.start_time, end_time: set.end_time };
      out.set(slotKey(slot), slot);
    }
  }
  return [...out.values()].sort((a, b) => slotKey(a).localeCompare(slotKey(b)));
}

/**
 * What to change so a weekly type's slots from `today` on match its timing sets: create the wanted
 * slots that are missing; remove the unwanted ones from today on that have no booking at all. Slots
 * with bookings, and every slot before today, are kept. Idempotent: planning again after applying a
 * plan changes nothing (the server also has a unique key on type, date, start and end).
 */
export function planSlots(
  existing: readonly (SlotTimes & { id: number; bookings_count: number })[],
  wanted: readonly SlotTimes[],
  today: string,
): { create: SlotTimes[]; remove: number[] } {
  const have = new Set(existing.map(slotKey));
  const want = new Set(wanted.map(slotKey));
  return {
    create: wanted.filter((s) => !have.has(slotKey(s))),
    remove: existing.filter((s) => s.date >= today && s.bookings_count === 0 && !want.has(slotKey(s))).map((s) => s.id),
  };
}

/** 'Every Monday, Friday, 18:00–20:00; Every day, 12:00–14:00', or for a manual type 'Slots created by staff'. */
export function typeTimeText(recurring: RecurringType, typeSlots: readonly Pick<TypeSlot, 'recurring_day' | 'start_time' | 'end_time'>[]): string {
  if (recurring === 'manual') return 'Slots created by staff';
  const everyDay = (days: readonly number[]) => DAYS_OF_WEEK.every((d) => days.includes(d.value));
  return typeSlots
    .map((s) => (everyDay(s.recurring_day) ? `Every day, ${s.start_time}–${s.end_time}` : describeWeekly(s.recurring_day, s.start_time, s.end_time)))
    .join('; ');
}
/** In the main entry (../bookings/checks.ts) for the console's Request Types form; re-exported for the backends. */
export { recurringText } from '../bookings';
export const slotTimeText = (start: string, end: string) => `${start} – ${end}`;
export const WEEKDAY_VALUES = DAYS_OF_WEEK.map((d) => d.value);

// Slot status and deadlines ------------------------------------------------------------------------

/** A slot's instants: when it starts, and when staff bookings need confirming (start − close minutes). */
export function slotInstants(slot: SlotTimes, closeMinutes: number, timeZone: string): { startsAt: Date; closesAt: Date } {
  const startsAt = zonedInstant(slot.date, slot.start_time, timeZone);
  return { startsAt, closesAt: new Date(startsAt.getTime() - closeMinutes * 60_000) };
}

export const SLOT_STATUS_UI = {
  open: { text: 'Open', color: '#166534', background: '#dcfce7' },
  full: { text: 'Full', color: '#991b1b', background: '#fee2e2' },
  closed: { text: 'Closed', color: '#9a3412', background: '#ffedd5' },
  past: { text: 'Past', color: '#4b5563', background: '#f3f4f6' },
} as const satisfies Record<string, StatusStyle>;

export function slotStatus(now: Date, startsAt: Date, closesAt: Date, booked: number, paxMax: number): StatusStyle {
  if (now >= startsAt) return SLOT_STATUS_UI.past;
  if (paxMax !== 0 && booked >= paxMax) return SLOT_STATUS_UI.full;
  if (now >= closesAt) return SLOT_STATUS_UI.closed;
  return SLOT_STATUS_UI.open;
}

/** A New request past its due time (the slot's closes_at) is overdue: booking_emails hear of it once. */
export const isOverdue = (status: BookingStatus, dueAt: Date, now: Date) => status === 'new' && now >= dueAt;

/** A New request whose slot has started without an answer becomes Expired (the system's transition). */
export const shouldExpire = (status: BookingStatus, startsAt: Date, now: Date) => status === 'new' && now >= startsAt;
export const EXPIRED_LOG = 'Expired: the slot started without an answer';
export const SYSTEM_NAME = 'System';

// Booking a slot ------------------------------------------------------------------------------------

export interface ConfirmationAsk {
  /** What the client sends back as `_confirmation`. */
  id: string;
  message: string;
  confirm_text: string;
}

/**
 * Whether a staff booking may go ahead, needs confirming, or is refused:
 * - a slot that has started: 422 on booking_slot_id (REQUESTS_TEXT.slotPast);
 * - a slot whose booking window has closed (now ≥ closes_at): CONFIRMATION_REQUIRED 'closed:{slotId}';
 * - a guest who already holds seats in another slot of the same date overlapping this one's hours:
 *   CONFIRMATION_REQUIRED 'overlap:{slotId}:{guestIds}'.
 * `confirmation` is the body's `_confirmation`; a body confirming one case may meet the next.
 */
export function bookingConfirmation(input: {
  slotId: number;
  now: Date;
  startsAt: Date;
  closesAt: Date;
  overlappingGuestIds: readonly number[];
  confirmation: string | undefined;
}): ConfirmationAsk | null {
  if (input.now >= input.startsAt) throw ruleField('booking_slot_id', REQUESTS_TEXT.slotPast);
  const given = new Set((input.confirmation ?? '').split(',').filter(Boolean));
  if (input.now >= input.closesAt) {
    const id = `closed:${input.slotId}`;
    if (!given.has(id)) return { id: [...given, id].join(','), message: REQUESTS_TEXT.slotClosed, confirm_text: REQUESTS_TEXT.bookAnyway };
  }
  if (input.overlappingGuestIds.length) {
    const id = `overlap:${input.slotId}:${[...input.overlappingGuestIds].sort((a, b) => a - b).join('-')}`;
    if (!given.has(id)) return { id: [...given, id].join(','), message: REQUESTS_TEXT.guestOverlap, confirm_text: REQUESTS_TEXT.bookAnyway };
  }
  return null;
}

/** Whether two slots of the same date overlap in time (HH:mm strings compare as times). */
export const hoursOverlap = (a: Pick<SlotTimes, 'start_time' | 'end_time'>, b: Pick<SlotTimes, 'start_time' | 'end_time'>) =>
  a.start_time < b.end_time && b.start_time < a.end_time;

/**
 * A booking's menu lines: quantity 0 removes a line, repeated items add up. Only a menu's type takes
 * items (422 'menu_items'); with menu_multiple off, one item. A menu type needs at least one ('Field is required').
 */
export function menuLines(
  lines: readonly { id: number; quantity: number }[],
  type: { attached_type: 'Activity' | 'Menu'; menu_multiple: boolean },
): { id: number; quantity: number }[] {
  // The checks are the main entry's (../bookings/checks.ts), which the Add Booking form shows before sending.
  const out = mergeMenuLines(lines);
  const error = menuLinesError(out, type);
  if (error) throw ruleField('menu_items', error);
  return out;
}

/** pax of a booking body: required (1+) when the type takes pax; otherwise 1. */
export function bookingPax(pax: number | null | undefined, paxRequired: boolean): number {
  const error = bookingPaxError(pax, paxRequired);
  if (error) throw ruleField('pax', error);
  return paxRequired ? pax! : 1;
}

/** 'Fish curry × 2, Lime juice × 1' */
export const menuItemsText = (lines: readonly { name: string; quantity: number }[]) => lines.map((l) => `${l.name} × ${l.quantity}`).join(', ');

// Request types -------------------------------------------------------------------------------------

/** PATCH may repeat recurring_type and pax_required but never change them (section 4). */
export function checkFixedTypeFields(stored: { recurring_type: RecurringType; pax_required: boolean }, body: { recurring_type?: string; pax_required?: boolean }): void {
  const errors: Record<string, string[]> = {};
  if (body.recurring_type !== undefined && body.recurring_type !== stored.recurring_type) errors.recurring_type = [REQUESTS_TEXT.fixedOnceCreated];
  if (body.pax_required !== undefined && body.pax_required !== stored.pax_required) errors.pax_required = [REQUESTS_TEXT.fixedOnceCreated];
  if (Object.keys(errors).length) throw new RuleError(422, errors);
}

// Guests ------------------------------------------------------------------------------------------

/**
 * In house on `today` (the company's date): a PMS check-out means gone; a PMS check-in without a
 * check-out means here; otherwise arrival ≤ today < departure.
 */
export function isInHouse(guest: { arrival_date: string; departure_date: string; pms_checkin_at: string | null; pms_checkout_at: string | null }, today: string): boolean {
  if (guest.pms_checkout_at) return false;
  if (guest.pms_checkin_at) return true;
  return guest.arrival_date <= today && today < guest.departure_date;
}

// Facility scope -------------------------------------------------------------------------------------

export type FacilityScope = 'all' | readonly number[];

/**
 * The facilities whose slots, types and bookings a user may read ('read': either request
 * permission) or act on ('manage': manage-facility-requests): 'all', or a list (maybe empty).
 * Every query of the slice filters by it; an object outside it answers 404 as if it did not exist.
 */
export function requestScope(permissions: PermissionsMap | null | undefined, mode: 'read' | 'manage'): FacilityScope {
  const names = mode === 'read' ? [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests] : [PERMISSION.manageFacilityRequests];
  if (names.some((n) => can(permissions ?? undefined, n) && permissions?.[n]?.objects === 'all')) return 'all';
  const ids = new Set<number>();
  for (const n of names) {
    const objects = permissions?.[n]?.objects;
    if (Array.isArray(objects)) for (const id of objects) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

export const inScope = (scope: FacilityScope, facilityId: number) => scope === 'all' || scope.includes(facilityId);
