/**
 * Request slots (spec sections 2 and 7, docs/requests.md): generation of a weekly type's slots from
 * its timing sets (the domain's wantedSlots + planSlots), the paged lists (All, Today), one slot,
 * the slot edit (hours; pax_max never below the seats booked), staff-made slots of manual types,
 * and a slot's bookings. Every read and write is the company's (the seam) and within the caller's
 * facility scope (`scope`): a slot outside it is 404 like another company's.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BOOKING_LIMITS, type BookingSummary, type Paged, type Slot, type SlotCreatePayload, type SlotListQuery, type SlotUpdatePayload } from '@atoll/contract';
import {
  addDays,
  byStartTime,
  checkNewSlot,
  checkPaxMax,
  checkSlotEdit,
  likePattern,
  pageOffset,
  planSlots,
  slotWindow,
  slotFilter,
  slotOrder,
  wantedSlots,
  type FacilityScope,
  type SlotSortField,
} from '@atoll/contract/domain';
import { activities, bookings, bookingSlots, bookingTypes, bookingTypeSlots, menus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { OwnTx } from './own';
import { serializeSlots, type BookingTypeRow, type SlotRow } from './refs';
import { serializeSummaries } from './serialize';
import { facilityCondition } from './scope';

/** The last date a weekly type keeps slots for, seen from `today`. */
export const horizonEnd = (today: string) => addDays(today, BOOKING_LIMITS.horizonDays - 1);

/** Types within `scope` (a subquery of their ids, the company's). */
export const typesInScope = (own: Tenant, scope: FacilityScope) => own.pick({ id: bookingTypes.id }, bookingTypes, facilityCondition(bookingTypes.facilityId, scope));

/** Slots whose type is within `scope`. */
export const slotScope = (own: Tenant, scope: FacilityScope): SQL | undefined =>
  scope === 'all' ? undefined : inArray(bookingSlots.bookingTypeId, typesInScope(own, scope));

/**
 * Brings a weekly type's slots in line with its timing sets, inside the caller's transaction (`own`
 * over it), for the days the domain's slotWindow gives: 'reshape' (created, or its sets changed) from
 * today, removing unwanted empty slots; 'extend' (a read found the horizon behind) only the days after
 * generated_until. Idempotent: the unique key (type, date, start, end) and ON CONFLICT DO NOTHING make
 * a second run, or a concurrent one, add nothing.
 */
export async function generateSlots(own: Tenant, type: BookingTypeRow, today: string, mode: 'reshape' | 'extend'): Promise<void> {
  if (type.recurringType !== 'weekly') return;
  const window = slotWindow(mode, type.generatedUntil, today);
  if (!window) return;
  if (window.days > 0) {
    const sets = await own.select(bookingTypeSlots, eq(bookingTypeSlots.bookingTypeId, type.id));
    const wanted = wantedSlots(
      sets.map((s) => ({ recurring_day: s.recurringDay, start_time: s.startTime, end_time: s.endTime })),
      window.from,
      window.days,
    );
    const existing = await own
      .pick({ id: bookingSlots.id, date: bookingSlots.date, start_time: bookingSlots.startTime, end_time: bookingSlots.endTime, bookings_count: bookingSlots.bookingsCount }, bookingSlots, eq(bookingSlots.bookingTypeId, type.id), gte(bookingSlots.date, window.from));
    const plan = planSlots(existing, wanted, today);
    if (plan.create.length) {
      await own
        .insert(
          bookingSlots,
          plan.create.map((s) => ({ bookingTypeId: type.id, date: s.date, startTime: s.start_time, endTime: s.end_time, paxMax: type.paxMax })),
        )
        .onConflictDoNothing();
    }
    if (window.remove && plan.remove.length) {
      // bookings_count is checked again here: a booking made since the plan keeps its slot.
      await own.delete(bookingSlots, and(inArray(bookingSlots.id, plan.remove), eq(bookingSlots.bookingsCount, 0)) as SQL);
    }
  }
  await own.update(bookingTypes, type.id, { generatedUntil: window.until });
}

/**
 * The lazy horizon: weekly types (of `typeIds`, or all within `scope`) whose slots stop before
 * today + horizon get the missing days, each in its own short transaction that locks the type
 * row first (two readers at once: the second finds the work done).
 */
export async function ensureSlots(own: OwnTx, scope: FacilityScope, today: string, typeIds?: number[]): Promise<void> {
  const until = horizonEnd(today);
  const behind = await own.pick(
    { id: bookingTypes.id },
    bookingTypes,
    eq(bookingTypes.recurringType, 'weekly'),
    or(isNull(bookingTypes.generatedUntil), lt(bookingTypes.generatedUntil, until)),
    facilityCondition(bookingTypes.facilityId, scope),
    typeIds ? inArray(bookingTypes.id, typeIds.length ? typeIds : [-1]) : undefined,
  );
  for (const { id } of behind) {
    await own.transaction(async (txOwn) => {
      const [type] = await txOwn.select(bookingTypes, eq(bookingTypes.id, id)).for('update');
      if (type) await generateSlots(txOwn, type, today, 'extend');
    });
  }
}

/** The 'en' text of a Translatable column, lower case ('' without one). */
const lowerEnglish = (name: SQL) =>
  sql`lower(coalesce((select e->>'text' from jsonb_array_elements(${name}) e where e->>'language_code' = 'en' limit 1), ''))`;

/**
 * The slot's type's activity or menu name ('en'), lower case: the 'type' order and the search (a
 * correlated subquery on the slot's type, within the company).
 */
const attachedName = (own: Tenant) =>
  sql<string>`(${own
    .pick({ name: lowerEnglish(sql`coalesce(${activities.name}, ${menus.name})`) }, bookingTypes, eq(bookingTypes.id, bookingSlots.bookingTypeId))
    .leftJoin(activities, own.where(activities, eq(activities.id, bookingTypes.activityId)))
    .leftJoin(menus, own.where(menus, eq(menus.id, bookingTypes.menuId)))})`;

/** The column of each field the domain's SLOT_ORDER compares: the ORDER BY is built from slotOrder's terms. */
const slotColumns = (own: Tenant): Record<SlotSortField, SQL | PgColumn> => ({
  date: bookingSlots.date,
  start_time: bookingSlots.startTime,
  end_time: bookingSlots.endTime,
  booked_pax: bookingSlots.bookedPax,
  type_name: sql`${attachedName(own)} collate "C"`,
});

/**
 * GET /bookings/slots (All, optionally one date or one type) and /bookings/slots/today (`date` = today):
 * the domain's slotFilter and slotOrder (pageSlots in the mocks) as WHERE and ORDER BY.
 */
export async function listSlots(own: OwnTx, scope: FacilityScope, query: SlotListQuery, today: string, now: Date): Promise<Paged<Slot>> {
  await ensureSlots(own, scope, today, query.booking_type_id ? [query.booking_type_id] : undefined);
  const wanted = slotFilter(query);
  const filter = and(
    slotScope(own, scope),
    wanted.date !== null ? eq(bookingSlots.date, wanted.date) : undefined,
    wanted.typeId !== null ? eq(bookingSlots.bookingTypeId, wanted.typeId) : undefined,
    wanted.text !== null ? ilike(attachedName(own), likePattern(wanted.text)) : undefined,
  );
  const columns = slotColumns(own);
  const order = slotOrder(query.order_by).map((t) => (t.descending ? desc : asc)(columns[t.field]));
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(bookingSlots, filter)
      .orderBy(...order, asc(bookingSlots.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    own.pick({ total: count() }, bookingSlots, filter),
  ]);
  return { data: await serializeSlots(own, rows, now), meta: { total: Number(total), page: query.page, limit: query.limit } };
}

/** A slot within the scope, or 404. */
export async function findSlot(own: Tenant, id: number, scope: FacilityScope): Promise<SlotRow> {
  const [row] = await own.select(bookingSlots, eq(bookingSlots.id, id), slotScope(own, scope));
  if (!row) throw notFound();
  return row;
}

export async function oneSlot(own: Tenant, id: number, scope: FacilityScope, now: Date): Promise<Slot> {
  const [slot] = await serializeSlots(own, [await findSlot(own, id, scope)], now);
  if (!slot) throw notFound();
  return slot;
}

/** GET /bookings/slots/types/{typeId}/date/{date}: the slots of a type on a date (the Add Booking picker), by start. */
export async function slotsOfTypeOnDate(own: OwnTx, scope: FacilityScope, typeId: number, date: string, today: string, now: Date): Promise<Slot[]> {
  const [type] = await own.select(bookingTypes, eq(bookingTypes.id, typeId), facilityCondition(bookingTypes.facilityId, scope));
  if (!type) throw notFound();
  await ensureSlots(own, scope, today, [typeId]);
  const rows = await own.select(bookingSlots, eq(bookingSlots.bookingTypeId, typeId), eq(bookingSlots.date, date));
  const sorted = rows.map((r) => ({ ...r, start_time: r.startTime, end_time: r.endTime })).sort(byStartTime);
  return serializeSlots(own, sorted, now);
}

/** The type's slots on `date` (their hours, for the domain's "slot exists" check). */
const slotsOn = (own: Tenant, typeId: number, date: string) =>
  own.pick({ id: bookingSlots.id, date: bookingSlots.date, start_time: bookingSlots.startTime, end_time: bookingSlots.endTime }, bookingSlots, eq(bookingSlots.bookingTypeId, typeId), eq(bookingSlots.date, date));

/**
 * PATCH /bookings/slots/{id}: the domain's checkSlotEdit (hours not another slot's of the type, pax_max
 * when the type takes pax, never below what is booked), then an UPDATE whose own condition checks the
 * maximum again, so a booking committed meanwhile cannot end up over it (422 either way); a concurrent
 * twin meets the unique key (409).
 */
export async function updateSlot(own: Tenant, id: number, scope: FacilityScope, input: SlotUpdatePayload): Promise<void> {
  const slot = await findSlot(own, id, scope);
  const type = await own.find(bookingTypes, slot.bookingTypeId);
  const next = checkSlotEdit({
    slot: { id: slot.id, date: slot.date, pax_max: slot.paxMax, booked_pax: slot.bookedPax },
    type: { pax_required: type.paxRequired },
    body: input,
    sameType: await slotsOn(own, slot.bookingTypeId, slot.date),
  });
  const paxMax = next.pax_max;
  const updated = await own
    .update(bookingSlots, and(eq(bookingSlots.id, id), sql`(${paxMax} = 0 or ${bookingSlots.bookedPax} <= ${paxMax})`) as SQL, {
      startTime: next.start_time,
      endTime: next.end_time,
      paxMax,
      updatedAt: sql`now()`,
    })
    .returning({ id: bookingSlots.id, booked: bookingSlots.bookedPax });
  if (updated.length === 0) {
    const [now] = await own.pick({ booked: bookingSlots.bookedPax }, bookingSlots, eq(bookingSlots.id, id));
    if (!now) throw notFound();
    checkPaxMax(paxMax, now.booked);
  }
}

/** POST /bookings/slots: the domain's checkNewSlot (a manual type of the scope, pax_max, from today on, not a twin), then the row. */
export async function createSlot(own: Tenant, scope: FacilityScope, input: SlotCreatePayload, today: string): Promise<number> {
  const [type] = await own.select(bookingTypes, eq(bookingTypes.id, input.booking_type_id), facilityCondition(bookingTypes.facilityId, scope));
  const { pax_max } = checkNewSlot({
    type: type && { recurring_type: type.recurringType, pax_required: type.paxRequired },
    body: input,
    today,
    sameType: type ? await slotsOn(own, type.id, input.date) : [],
  });
  const [row] = await own
    .insert(bookingSlots, { bookingTypeId: input.booking_type_id, date: input.date, startTime: input.start_time, endTime: input.end_time, paxMax: pax_max })
    .returning({ id: bookingSlots.id });
  return row.id;
}

/**
 * GET /bookings/slots/{id}/bookings: the slot's bookings by number, as summaries with their room (the
 * slot's Bookings tab). The slot is within the caller's scope, so are its bookings.
 */
export async function slotBookings(own: Tenant, id: number, scope: FacilityScope): Promise<BookingSummary[]> {
  const slot = await findSlot(own, id, scope);
  return serializeSummaries(own, await own.select(bookings, eq(bookings.bookingSlotId, slot.id)).orderBy(asc(bookings.number)), true);
}
