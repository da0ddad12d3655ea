/**
 * What a booking's writes decide (docs/requests.md), around each backend's storage: the guests a
 * booking may carry, the items of its menu, its remarks, which chosen guests already hold seats at an
 * overlapping time (CONFIRMATION_REQUIRED), what a PATCH changes, what an assignment writes in the
 * Timeline, and the expiry sweep (which New requests expire and the seats each slot gets back).
 */
import { REQUESTS_TEXT, type BookingStatus } from '../bookings';
import { BOOKING_LOG, EXPIRED_LOG, HOLDS_SEATS, hoursOverlap, isInHouse, seatsOf, shouldExpire, SYSTEM_NAME, type SlotTimes } from './bookings';
import { ruleField } from './rules';

/** A guest as the in-house rule reads it. */
export interface GuestStay {
  id: number;
  room_id: number | null;
  arrival_date: string;
  departure_date: string;
  pms_checkin_at: string | null;
  pms_checkout_at: string | null;
}

/**
 * The guests of a new booking: each chosen id (once) a guest of the company (`found`) staying in the
 * booking's room on `today`; otherwise 422 on guests (REQUESTS_TEXT.notInHouse). Returns the ids.
 */
export function bookingGuestIds(chosen: readonly number[], found: readonly GuestStay[], roomId: number, today: string): number[] {
  const ids = [...new Set(chosen)];
  const byId = new Map(found.map((g) => [g.id, g]));
  for (const id of ids) {
    const guest = byId.get(id);
    if (!guest || guest.room_id !== roomId || !isInHouse(guest, today)) throw ruleField('guests', REQUESTS_TEXT.notInHouse);
  }
  return ids;
}

/** Menu lines name items of the type's menu (`menuItemIds`), else 422 on menu_items. */
export function checkMenuItems(lines: readonly { id: number }[], menuItemIds: ReadonlySet<number>): void {
  if (lines.some((l) => !menuItemIds.has(l.id))) throw ruleField('menu_items', REQUESTS_TEXT.itemNotInMenu);
}

/** A booking's guest remarks: kept (trimmed, empty → null) only when its type allows remarks. */
export const bookingRemarks = (remarks: string | null | undefined, allowRemarks: boolean): string | null => (allowRemarks ? remarks?.trim() || null : null);

/** Remarks given with a status action (trimmed, empty → null). */
export const actionRemarks = (remarks: string | null | undefined): string | null => remarks?.trim() || null;

/** A seat held by a guest: one row per guest of a booking, with the booking's slot and status. */
export interface HeldSeat extends SlotTimes {
  slot_id: number;
  status: BookingStatus;
  guest_id: number;
}

/**
 * The chosen guests who already hold seats (a status that holds seats) in another slot of the same
 * date whose hours overlap `slot`: the second CONFIRMATION_REQUIRED case. Sorted ids.
 */
export function overlappingGuestIds(slot: SlotTimes & { id: number }, guestIds: readonly number[], held: readonly HeldSeat[]): number[] {
  const chosen = new Set(guestIds);
  const found = new Set<number>();
  for (const seat of held) {
    if (seat.slot_id === slot.id || seat.date !== slot.date || !chosen.has(seat.guest_id)) continue;
    if (!HOLDS_SEATS.includes(seat.status) || !hoursOverlap(seat, slot)) continue;
    found.add(seat.guest_id);
  }
  return [...found].sort((a, b) => a - b);
}

/** Seats a status change takes (positive) or gives back (negative) in the booking's slot. */
export const seatChange = (from: BookingStatus, to: BookingStatus, pax: number, paxRequired: boolean): number => seatsOf(to, pax, paxRequired) - seatsOf(from, pax, paxRequired);

/**
 * PATCH /bookings/{id}: what changes and what the Timeline says, in this order — internal remarks
 * (trimmed, empty → null) when sent and different; pax when the type takes pax and it differs (ignored
 * otherwise), with the seats it takes (`seats`, through the capacity rule). Nothing to write: no logs.
 */
export function bookingPatch(
  current: { status: BookingStatus; pax: number; remarks_internal: string | null },
  input: { remarks_internal?: string | null; pax?: number | null },
  paxRequired: boolean,
): { values: { remarks_internal?: string | null; pax?: number }; seats: number; logs: string[] } {
  const values: { remarks_internal?: string | null; pax?: number } = {};
  const logs: string[] = [];
  let seats = 0;
  if (input.remarks_internal !== undefined) {
    const remarks = input.remarks_internal?.trim() || null;
    if (remarks !== current.remarks_internal) {
      values.remarks_internal = remarks;
      logs.push(BOOKING_LOG.remarksUpdated);
    }
  }
  if (input.pax !== undefined && input.pax !== null && paxRequired && input.pax !== current.pax) {
    seats = seatsOf(current.status, input.pax, paxRequired) - seatsOf(current.status, current.pax, paxRequired);
    values.pax = input.pax;
    logs.push(BOOKING_LOG.paxChanged(current.pax, input.pax));
  }
  return { values, seats, logs };
}

/** The Timeline entry of an assignment, or null when the assignee stays the same (nothing is written). */
export function assignmentLog(currentId: number | null, assignee: { id: number; name: string } | null): string | null {
  if ((assignee?.id ?? null) === currentId) return null;
  return assignee ? BOOKING_LOG.assigned(assignee.name) : BOOKING_LOG.unassigned;
}

/** A booking as the sweep reads it. */
export interface SweepRow {
  id: number;
  status: BookingStatus;
  /** ISO instant or Date of the slot's start. */
  starts_at: string | Date;
  pax: number;
  pax_required: boolean;
  slot_id: number;
}

/** What an expiry writes on each booking: the system's transition, and its Timeline entry. */
export const EXPIRY = { status: 'expired', status_by_name: SYSTEM_NAME, status_remarks: null, log: EXPIRED_LOG } as const;

/**
 * The expiry sweep: the New requests whose slot has started (shouldExpire) become Expired, and each
 * slot gets back the seats they held (by slot id, ascending: the order the server locks them in).
 */
export function expiryPlan(rows: readonly SweepRow[], now: Date): { expire: number[]; release: [slotId: number, seats: number][] } {
  const expire: number[] = [];
  const release = new Map<number, number>();
  for (const row of rows) {
    if (!shouldExpire(row.status, new Date(row.starts_at), now)) continue;
    expire.push(row.id);
    const seats = seatsOf(row.status, row.pax, row.pax_required);
    if (seats > 0) release.set(row.slot_id, (release.get(row.slot_id) ?? 0) + seats);
  }
  return { expire: expire.sort((a, b) => a - b), release: [...release].sort((a, b) => a[0] - b[0]) };
}

