/**
 * Slots (spec sections 2 and 7, docs/requests.md): the lists' matching, order and paging, the checks
 * of a staff-made slot and of a slot edit, and a slot's public view. Pure: the server reads its rows
 * and calls these (its ORDER BY and WHERE are built from SLOT_ORDER and slotFilter), the mocks the same
 * over their store.
 */
import { CONTENT_TEXT } from '../contentFields';
import type { Paged } from '../api';
import { REQUESTS_TEXT, SLOT_ORDER_KEYS, type BookingTypeRef, type RecurringType, type Slot } from '../bookings';
import { BOOKING_LIMITS } from '../bookings';
import { addDays, bookingsText, checkPaxMax, slotInstants, slotKey, slotPaxText, slotStatus, slotTimeText, type SlotTimes } from './bookings';
import { compareByTerms, containsText, orderTerms, pageOf, type OrderTerm, type PageQuery, type ResolvedTerm } from './paging';
import { ruleField } from './rules';

// Generation window ---------------------------------------------------------------------------------

/**
 * Which days a weekly type's slots are generated for now (with the domain's wantedSlots + planSlots),
 * or null when nothing is to do. 'reshape' (the type was created or its sets changed): from today to
 * the horizon (today + BOOKING_LIMITS.horizonDays − 1), and unwanted empty slots are removed. 'extend'
 * (a read found the horizon behind generated_until): only the days after generated_until, removing
 * nothing, so a slot staff moved to other hours is not put back. `until` is the new generated_until.
 */
export function slotWindow(
  mode: 'reshape' | 'extend',
  generatedUntil: string | null,
  today: string,
): { from: string; days: number; until: string; remove: boolean } | null {
  const until = addDays(today, BOOKING_LIMITS.horizonDays - 1);
  if (mode === 'extend' && generatedUntil !== null && generatedUntil >= until) return null;
  const from = mode === 'extend' && generatedUntil !== null && generatedUntil >= today ? addDays(generatedUntil, 1) : today;
  const days = Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  return { from, days: Math.max(0, days), until, remove: mode === 'reshape' };
}

// Lists -------------------------------------------------------------------------------------------

/** What a slot is found and ordered by. */
export interface SlotListRow extends SlotTimes {
  id: number;
  booking_type_id: number;
  booked_pax: number;
  /** The name of the type's activity or menu (its 'en' text): the 'type' order and q_name. */
  type_name: string;
}

export type SlotSortField = 'date' | 'start_time' | 'end_time' | 'booked_pax' | 'type_name';
export type SlotOrderKey = (typeof SLOT_ORDER_KEYS)[number];

/**
 * SLOT_ORDER_KEYS: by date and hours (the default; every part in the asked direction), by the type's
 * activity or menu name, or by booked pax (then date and start, ascending); ties by id.
 */
export const SLOT_ORDER: Readonly<Record<SlotOrderKey, readonly OrderTerm<SlotSortField>[]>> = {
  date: [
    { field: 'date', directed: true },
    { field: 'start_time', directed: true },
    { field: 'end_time', directed: true },
  ],
  type: [
    { field: 'type_name', directed: true },
    { field: 'date', directed: false },
    { field: 'start_time', directed: false },
  ],
  pax: [
    { field: 'booked_pax', directed: true },
    { field: 'date', directed: false },
    { field: 'start_time', directed: false },
  ],
};

export const slotOrder = (orderBy: string | undefined): ResolvedTerm<SlotSortField>[] => orderTerms(SLOT_ORDER, SLOT_ORDER_KEYS, orderBy);

export interface SlotPageQuery extends PageQuery {
  order_by?: string;
  q_name?: string;
  date?: string;
  booking_type_id?: number;
}

/** The filter of a slots list: one date, one type, and q_name in the type's activity or menu name. */
export function slotFilter(query: Pick<SlotPageQuery, 'q_name' | 'date' | 'booking_type_id'>): { date: string | null; typeId: number | null; text: string | null } {
  return { date: query.date || null, typeId: query.booking_type_id || null, text: query.q_name?.trim() || null };
}

export function matchesSlot(row: Pick<SlotListRow, 'date' | 'booking_type_id' | 'type_name'>, filter: ReturnType<typeof slotFilter>): boolean {
  return (
    (filter.date === null || row.date === filter.date) &&
    (filter.typeId === null || row.booking_type_id === filter.typeId) &&
    (filter.text === null || containsText(row.type_name, filter.text))
  );
}

/** One page of `rows` (the caller's scope): filtered, ordered and paged as GET /bookings/slots answers. */
export function pageSlots<R extends SlotListRow>(rows: readonly R[], query: SlotPageQuery): Paged<R> {
  const filter = slotFilter(query);
  const compare = compareByTerms<R, SlotSortField>(slotOrder(query.order_by), (row, field) => row[field]);
  return pageOf(rows.filter((row) => matchesSlot(row, filter)).sort(compare), query);
}

/** A date in a path (GET /bookings/slots/types/{typeId}/date/{date}): YYYY-MM-DD of a real day; anything else is 404. */
export const isCalendarDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A type's slots on one date (the Add Booking picker): by start, end, then id. */
export const byStartTime = (a: SlotTimes & { id: number }, b: SlotTimes & { id: number }): number =>
  a.start_time.localeCompare(b.start_time) || a.end_time.localeCompare(b.end_time) || a.id - b.id;

// Checks ------------------------------------------------------------------------------------------

/** Another slot of the same type with these date and hours: 422 on start_time (REQUESTS_TEXT.slotExists). */
export function checkSlotFree(times: SlotTimes, sameType: readonly (SlotTimes & { id: number })[], exceptId?: number): void {
  const key = slotKey(times);
  if (sameType.some((s) => s.id !== exceptId && slotKey(s) === key)) throw ruleField('start_time', REQUESTS_TEXT.slotExists);
}

/** pax_max of a slot body: required when the type takes pax ('Field is required'); 0 (no limit) otherwise. */
function slotPaxMax(paxMax: number | null | undefined, paxRequired: boolean): number | null {
  if (!paxRequired) return null;
  if (paxMax === undefined || paxMax === null) throw ruleField('pax_max', REQUESTS_TEXT.paxRequired);
  return paxMax;
}

/**
 * POST /bookings/slots: staff add slots to manual types only (a weekly type's come from its timing
 * sets; another or unknown type → 422 'Choose from the list'), pax_max when the type takes pax, on a
 * date from today on, never twice at the same date and hours. `sameType`: the type's slots (at least
 * those on the body's date). Returns the slot's pax_max.
 */
export function checkNewSlot(input: {
  type: { recurring_type: RecurringType; pax_required: boolean } | undefined;
  body: SlotTimes & { pax_max?: number | null };
  today: string;
  sameType: readonly (SlotTimes & { id: number })[];
}): { pax_max: number } {
  const { type, body } = input;
  if (!type || type.recurring_type !== 'manual') throw ruleField('booking_type_id', CONTENT_TEXT.chooseFromList);
  const paxMax = slotPaxMax(body.pax_max, type.pax_required) ?? 0;
  if (body.date < input.today) throw ruleField('date', REQUESTS_TEXT.slotPast);
  checkSlotFree(body, input.sameType);
  return { pax_max: paxMax };
}

/**
 * PATCH /bookings/slots/{id}: new hours, and pax_max when the type takes pax (never below what is
 * booked); the new hours may not be another slot's of the type on that date (422 slotExists). Returns
 * what to store.
 */
export function checkSlotEdit(input: {
  slot: { id: number; date: string; pax_max: number; booked_pax: number };
  type: { pax_required: boolean };
  body: { start_time: string; end_time: string; pax_max?: number | null };
  sameType: readonly (SlotTimes & { id: number })[];
}): { start_time: string; end_time: string; pax_max: number } {
  const { slot, body } = input;
  const paxMax = slotPaxMax(body.pax_max, input.type.pax_required) ?? slot.pax_max;
  if (input.type.pax_required) checkPaxMax(paxMax, slot.booked_pax);
  checkSlotFree({ date: slot.date, start_time: body.start_time, end_time: body.end_time }, input.sameType, slot.id);
  return { start_time: body.start_time, end_time: body.end_time, pax_max: paxMax };
}

// View --------------------------------------------------------------------------------------------

/** A slot as the API answers it: its stored fields, its instants in the company's time zone, its texts and status. */
export function slotView(
  slot: SlotTimes & { id: number; booking_type_id: number; pax_max: number; booked_pax: number; bookings_count: number },
  type: { slot_booking_close_minutes: number; ref: BookingTypeRef },
  timeZone: string,
  now: Date,
): Slot {
  const { startsAt, closesAt } = slotInstants(slot, type.slot_booking_close_minutes, timeZone);
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
    booking_type: type.ref,
  };
}
