/**
 * Request slots (spec sections 2 and 7, docs/requests.md): generation of a weekly type's slots from
 * its timing sets (the domain's wantedSlots + planSlots), the paged lists (All, Today), one slot,
 * the slot edit (hours; pax_max never below the seats booked), staff-made slots of manual types,
 * and a slot's bookings. Every read and write is the company's (the seam) and within the caller's
 * facility scope (`scope`): a slot outside it is 404 like another company's.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_LIMITS,
  CONTENT_TEXT,
  parseOrderBy,
  REQUESTS_TEXT,
  type BookingSummary,
  type Paged,
  type Slot,
  type SlotCreatePayload,
  type SlotListQuery,
  type SlotUpdatePayload,
} from '@atoll/contract';
import {
  addDays,
  checkPaxMax,
  planSlots,
  ruleField,
  wantedSlots,
  type FacilityScope,
} from '@atoll/contract/domain';
import type { Db } from '../../db/client';
import { bookings, bookingSlots, bookingTypes, bookingTypeSlots } from '../../db/schema';
import { tenant, type Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { serializeSlots, type BookingTypeRow, type SlotRow } from './refs';
import { serializeBookings } from './serialize';
import { facilityCondition } from './scope';

/** The last date a weekly type keeps slots for, seen from `today`. */
export const horizonEnd = (today: string) => addDays(today, BOOKING_LIMITS.horizonDays - 1);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Types within `scope` (a subquery of their ids, the company's). */
export const typesInScope = (own: Tenant, scope: FacilityScope) => own.pick({ id: bookingTypes.id }, bookingTypes, facilityCondition(bookingTypes.facilityId, scope));

/** Slots whose type is within `scope`. */
export const slotScope = (own: Tenant, scope: FacilityScope): SQL | undefined =>
  scope === 'all' ? undefined : inArray(bookingSlots.bookingTypeId, typesInScope(own, scope));

/**
 * Brings a weekly type's slots in line with its timing sets, inside the caller's transaction (`tx`).
 * 'reshape' (the type was created or its sets changed): from today to the horizon, create the wanted
 * slots and remove unwanted empty ones (planSlots; a slot with any booking stays). 'extend' (a read
 * found the horizon behind): only the days after generated_until are filled, so a slot staff moved
 * to other hours is not put back. Idempotent: the unique key (type, date, start, end) and ON
 * CONFLICT DO NOTHING make a second run, or a concurrent one, add nothing.
 */
export async function generateSlots(tx: Db, companyId: number, type: BookingTypeRow, today: string, mode: 'reshape' | 'extend'): Promise<void> {
  const own = tenant(tx, companyId);
  const until = horizonEnd(today);
  const from = mode === 'extend' && type.generatedUntil && type.generatedUntil >= today ? addDays(type.generatedUntil, 1) : today;
  if (type.recurringType === 'weekly' && from <= until) {
    const sets = await own.select(bookingTypeSlots, eq(bookingTypeSlots.bookingTypeId, type.id));
    const wanted = wantedSlots(
      sets.map((s) => ({ recurring_day: s.recurringDay, start_time: s.startTime, end_time: s.endTime })),
      from,
      daysBetween(from, until),
    );
    const existing = await own
      .pick({ id: bookingSlots.id, date: bookingSlots.date, start_time: bookingSlots.startTime, end_time: bookingSlots.endTime, bookings_count: bookingSlots.bookingsCount }, bookingSlots, eq(bookingSlots.bookingTypeId, type.id), gte(bookingSlots.date, from));
    const plan = planSlots(existing, wanted, today);
    if (plan.create.length) {
      await own
        .insert(
          bookingSlots,
          plan.create.map((s) => ({ bookingTypeId: type.id, date: s.date, startTime: s.start_time, endTime: s.end_time, paxMax: type.paxMax })),
        )
        .onConflictDoNothing();
    }
    if (mode === 'reshape' && plan.remove.length) {
      // bookings_count is checked again here: a booking made since the plan keeps its slot.
      await own.delete(bookingSlots, and(inArray(bookingSlots.id, plan.remove), eq(bookingSlots.bookingsCount, 0)) as SQL);
    }
  }
  if (type.recurringType === 'weekly') await own.update(bookingTypes, type.id, { generatedUntil: until });
}

/**
 * The lazy horizon: weekly types (of `typeIds`, or all within `scope`) whose slots stop before
 * today + horizon get the missing days, each in its own short transaction that locks the type
 * row first (two readers at once: the second finds the work done).
 */
export async function ensureSlots(db: Db, companyId: number, scope: FacilityScope, today: string, typeIds?: number[]): Promise<void> {
  const own = tenant(db, companyId);
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
    await db.transaction(async (tx) => {
      const [type] = await tenant(tx, companyId).select(bookingTypes, eq(bookingTypes.id, id)).for('update');
      if (!type || (type.generatedUntil !== null && type.generatedUntil >= until)) return;
      await generateSlots(tx, companyId, type, today, 'extend');
    });
  }
}

/** The slot's type's activity or menu name ('en'), lower case: the 'type' order and the search. */
const attachedName = sql<string>`(select lower(coalesce((select e->>'text' from jsonb_array_elements(coalesce(a.name, m.name)) e where e->>'language_code' = 'en' limit 1), '')) from booking_types bt left join activities a on a.id = bt.activity_id left join menus m on m.id = bt.menu_id where bt.id = ${bookingSlots.bookingTypeId})`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** GET /bookings/slots (All, optionally one date or one type) and /bookings/slots/today (`date` = today). */
export async function listSlots(db: Db, companyId: number, scope: FacilityScope, query: SlotListQuery, today: string, now: Date): Promise<Paged<Slot>> {
  const own = tenant(db, companyId);
  await ensureSlots(db, companyId, scope, today, query.booking_type_id ? [query.booking_type_id] : undefined);
  const search = query.q_name?.trim();
  const filter = and(
    slotScope(own, scope),
    query.date ? eq(bookingSlots.date, query.date) : undefined,
    query.booking_type_id ? eq(bookingSlots.bookingTypeId, query.booking_type_id) : undefined,
    search ? ilike(attachedName, likePattern(search.toLowerCase())) : undefined,
  );
  const order = parseOrderBy(query.order_by);
  const direction = order?.direction === 'DESC' ? desc : asc;
  const key = order?.key ?? 'date';
  const columns: (SQL | typeof bookingSlots.id)[] =
    key === 'type'
      ? [direction(attachedName), asc(bookingSlots.date), asc(bookingSlots.startTime)]
      : key === 'pax'
        ? [direction(bookingSlots.bookedPax), asc(bookingSlots.date), asc(bookingSlots.startTime)]
        : [direction(bookingSlots.date), direction(bookingSlots.startTime), direction(bookingSlots.endTime)];
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(bookingSlots, filter)
      .orderBy(...columns, asc(bookingSlots.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
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

/** GET /bookings/slots/types/{typeId}/date/{date}: the slots of a type on a date (the Add Booking picker). */
export async function slotsOfTypeOnDate(db: Db, companyId: number, scope: FacilityScope, typeId: number, date: string, today: string, now: Date): Promise<Slot[]> {
  const own = tenant(db, companyId);
  const [type] = await own.select(bookingTypes, eq(bookingTypes.id, typeId), facilityCondition(bookingTypes.facilityId, scope));
  if (!type) throw notFound();
  await ensureSlots(db, companyId, scope, today, [typeId]);
  const rows = await own
    .select(bookingSlots, eq(bookingSlots.bookingTypeId, typeId), eq(bookingSlots.date, date))
    .orderBy(asc(bookingSlots.startTime), asc(bookingSlots.endTime), asc(bookingSlots.id));
  return serializeSlots(own, rows, now);
}

async function typeOf(own: Tenant, slot: SlotRow): Promise<BookingTypeRow> {
  return own.find(bookingTypes, slot.bookingTypeId);
}

/**
 * PATCH /bookings/slots/{id}: the hours, and pax_max when the type takes pax ('Field is required'
 * then). The new maximum is checked against booked_pax by the domain rule and again by the UPDATE's
 * own condition, so a booking committed meanwhile cannot end up over the maximum (422 either way).
 */
export async function updateSlot(db: Db, companyId: number, id: number, scope: FacilityScope, input: SlotUpdatePayload): Promise<void> {
  const own = tenant(db, companyId);
  const slot = await findSlot(own, id, scope);
  const type = await typeOf(own, slot);
  let paxMax = slot.paxMax;
  if (type.paxRequired) {
    if (input.pax_max === undefined) throw ruleField('pax_max', REQUESTS_TEXT.paxRequired);
    paxMax = input.pax_max;
    checkPaxMax(paxMax, slot.bookedPax);
  }
  await checkFreeTimes(own, slot.bookingTypeId, { date: slot.date, start_time: input.start_time, end_time: input.end_time }, slot.id);
  const updated = await own
    .update(bookingSlots, and(eq(bookingSlots.id, id), sql`(${paxMax} = 0 or ${bookingSlots.bookedPax} <= ${paxMax})`) as SQL, {
      startTime: input.start_time,
      endTime: input.end_time,
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

/** POST /bookings/slots: a slot of a manual type on a date from today on (weekly types' slots come from their timing sets). */
export async function createSlot(db: Db, companyId: number, scope: FacilityScope, input: SlotCreatePayload, today: string): Promise<number> {
  const own = tenant(db, companyId);
  const [type] = await own.select(bookingTypes, eq(bookingTypes.id, input.booking_type_id), facilityCondition(bookingTypes.facilityId, scope));
  if (!type || type.recurringType !== 'manual') throw ruleField('booking_type_id', CONTENT_TEXT.chooseFromList);
  let paxMax = 0;
  if (type.paxRequired) {
    if (input.pax_max === undefined) throw ruleField('pax_max', REQUESTS_TEXT.paxRequired);
    paxMax = input.pax_max;
  }
  if (input.date < today) throw ruleField('date', REQUESTS_TEXT.slotPast);
  await checkFreeTimes(own, type.id, input);
  const [row] = await own
    .insert(bookingSlots, { bookingTypeId: type.id, date: input.date, startTime: input.start_time, endTime: input.end_time, paxMax })
    .returning({ id: bookingSlots.id });
  return row.id;
}

/**
 * GET /bookings/slots/{id}/bookings: the slot's bookings by number, as summaries with their room (the
 * slot's Bookings tab). The slot is within the caller's scope, so are its bookings.
 */
export async function slotBookings(own: Tenant, id: number, scope: FacilityScope): Promise<BookingSummary[]> {
  const slot = await findSlot(own, id, scope);
  const rows = await serializeBookings(own, await own.select(bookings, eq(bookings.bookingSlotId, slot.id)).orderBy(asc(bookings.number)));
  return rows.map((b) => ({
    id: b.id,
    number: b.number,
    status: b.status,
    ui_status: b.ui_status,
    booking_slot: b.booking_slot,
    booking_type: b.booking_type,
    pax_text: b.pax_text,
    room: b.room,
  }));
}

/** Another slot of the type at these times: 422 on start_time (the unique key answers a concurrent twin with 409). */
async function checkFreeTimes(own: Tenant, typeId: number, times: { date: string; start_time: string; end_time: string }, exceptId?: number): Promise<void> {
  const [twin] = await own.pick(
    { id: bookingSlots.id },
    bookingSlots,
    eq(bookingSlots.bookingTypeId, typeId),
    eq(bookingSlots.date, times.date),
    eq(bookingSlots.startTime, times.start_time),
    eq(bookingSlots.endTime, times.end_time),
    exceptId === undefined ? undefined : ne(bookingSlots.id, exceptId),
  );
  if (twin) throw ruleField('start_time', REQUESTS_TEXT.slotExists);
}
