/**
 * Request slots on the server (slice 3): generation from timing sets over the horizon (idempotent,
 * lazily extended, reshaped without losing booked slots), 'today' in the company's time zone, the
 * slot edit's capacity rule, staff-made slots of manual types, a slot's bookings, and the facility
 * scope of the request permissions. Bookings are written straight into the tables here (their
 * own routes are tested in bookings tests).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, CONTENT_TEXT, REQUESTS_TEXT } from '@atoll/contract';
import { addDays, localDate, SLOT_STATUS_UI, wantedSlots, zonedInstant } from '@atoll/contract/domain';
import { bookings, bookingSlots, bookingTypes } from '../src/db/schema';
import type { ApiClient, Json } from './support/client';
import { startWithTenants, type Tenant } from './support/fixtures';
import { created, facilityWithActivity, scopedStaff, setTimeZone, weeklyBody } from './support/requestSetup';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;
let companyId: number;
const TZ = 'Indian/Maldives';

beforeAll(async () => {
  ({ server, api, owner, other } = await startWithTenants('slots-co', 'slots-other'));
  companyId = owner.auth.company.id;
});
afterAll(() => server.close());

const get = (path: string, token = owner.token) => api.get(path, { token });
const today = () => localDate(new Date(), TZ);

async function newType(name: string, extra: Json = {}, tenant = owner): Promise<Json> {
  const { activityId } = await facilityWithActivity(api, tenant, name);
  return created(await api.post('bookings/types', weeklyBody(activityId, extra), { token: tenant.token }));
}

async function slotsOf(typeId: number, query = ''): Promise<Json[]> {
  const res = await get(`bookings/slots?booking_type_id=${typeId}&limit=100${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

let bookingNumber = 0;
/** A booking holding `pax` seats on a slot, as the bookings service leaves it (counter and seats updated). */
async function book(slotId: number, pax: number): Promise<number> {
  const { db } = server.database;
  const [slot] = await db.select().from(bookingSlots).where(eq(bookingSlots.id, slotId));
  const [type] = await db.select().from(bookingTypes).where(eq(bookingTypes.id, slot!.bookingTypeId));
  bookingNumber += 1;
  const startsAt = zonedInstant(slot!.date, slot!.startTime, TZ);
  const [row] = await db
    .insert(bookings)
    .values({
      companyId: slot!.companyId,
      number: bookingNumber,
      bookingTypeId: type!.id,
      bookingSlotId: slotId,
      facilityId: type!.facilityId,
      pax,
      bookedByName: 'Owner Person',
      statusByName: 'Owner Person',
      dueAt: startsAt,
      startsAt,
    })
    .returning({ id: bookings.id });
  await db
    .update(bookingSlots)
    .set({ bookedPax: sql`${bookingSlots.bookedPax} + ${pax}`, bookingsCount: sql`${bookingSlots.bookingsCount} + 1` })
    .where(eq(bookingSlots.id, slotId));
  return row!.id;
}

describe('generation from timing sets', () => {
  it('creates the horizon’s slots once: reading or saving again adds nothing', async () => {
    const sets = [
      { recurring_day: [2, 5], start_time: '18:00', end_time: '20:00' },
      { recurring_day: [1], start_time: '09:00', end_time: '10:30' },
    ];
    const type = await newType('Horizon', { type_slots: sets, pax_max: 6 });
    const wanted = wantedSlots(sets, today(), BOOKING_LIMITS.horizonDays);
    const first = await slotsOf(type.id);
    expect(first.map((s) => [s.date, s.start_time, s.end_time])).toEqual(wanted.map((s) => [s.date, s.start_time, s.end_time]));
    expect(first.every((s) => s.pax_max === 6 && s.pax_text === '0 / 6' && s.bookings_text === '0 bookings')).toBe(true);
    expect(first[0]).toMatchObject({ time_text: `${first[0].start_time} – ${first[0].end_time}`, booking_type: { id: type.id, attached_text: 'Horizon' } });

    const saved = await api.patch(`bookings/types/${type.id}`, weeklyBody(type.attached_id, { type_slots: type.type_slots, pax_max: 6 }), { token: owner.token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await slotsOf(type.id);
    expect(again.map((s) => s.id)).toEqual(first.map((s) => s.id));
  });

  it('a read extends the horizon when it has fallen behind', async () => {
    const type = await newType('Rolling');
    const { db } = server.database;
    const cut = addDays(today(), 29);
    await db.delete(bookingSlots).where(and(eq(bookingSlots.bookingTypeId, type.id), gt(bookingSlots.date, cut)));
    await db.update(bookingTypes).set({ generatedUntil: cut }).where(eq(bookingTypes.id, type.id));
    // Readers at once: each waits for the type's lock, the first fills the horizon, the others find it done.
    const reads = await Promise.all([1, 2, 3, 4].map(() => get(`bookings/slots?booking_type_id=${type.id}&limit=100`)));
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const kept = reads[0]!.body.data.slice(0, 30).map((s: Json) => s.id);
    const all = await slotsOf(type.id);
    expect(all).toHaveLength(BOOKING_LIMITS.horizonDays);
    expect(all.slice(0, 30).map((s) => s.id)).toEqual(kept);
    expect(all.at(-1).date).toBe(addDays(today(), BOOKING_LIMITS.horizonDays - 1));
  });

  it('reshaping the timing sets keeps slots with bookings and past slots, removes the other unwanted ones', async () => {
    const type = await newType('Reshape');
    const before = await slotsOf(type.id);
    const booked = before[1];
    await book(booked.id, 2);
    const yesterday = addDays(today(), -1);
    const [past] = await server.database.db
      .insert(bookingSlots)
      .values({ companyId, bookingTypeId: type.id, date: yesterday, startTime: '10:00', endTime: '11:00', paxMax: 10 })
      .returning({ id: bookingSlots.id });

    const res = await api.patch(
      `bookings/types/${type.id}`,
      weeklyBody(type.attached_id, { type_slots: [{ recurring_day: [1, 2, 3, 4, 5, 6, 7], start_time: '12:00', end_time: '13:00' }] }),
      { token: owner.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await slotsOf(type.id);
    expect(after.find((s) => s.id === past!.id)).toBeDefined();
    expect(after.find((s) => s.id === booked.id)).toMatchObject({ start_time: '10:00', booked_pax: 2, bookings_count: 1 });
    const fromToday = after.filter((s) => s.date >= today());
    expect(fromToday.filter((s) => s.start_time === '10:00').map((s) => s.id)).toEqual([booked.id]);
    expect(fromToday.filter((s) => s.start_time === '12:00')).toHaveLength(BOOKING_LIMITS.horizonDays);
  });

  it("the company's time zone decides today", async () => {
    const zoned = await startWithTenants('slots-zone', 'slots-zone-other');
    try {
      const tz = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
      await setTimeZone(zoned.server, zoned.owner.auth.company.id, tz);
      const local = localDate(new Date(), tz);
      expect(local).not.toBe(new Date().toISOString().slice(0, 10));
      const { activityId } = await facilityWithActivity(zoned.api, zoned.owner, 'Zoned');
      created(await zoned.api.post('bookings/types', weeklyBody(activityId), { token: zoned.owner.token }));
      const res = await zoned.api.get('bookings/slots/today', { token: zoned.owner.token });
      expect(res.body.meta.total).toBe(1);
      const [slot] = res.body.data;
      expect(slot).toMatchObject({ date: local, start_time: '10:00', starts_at: zonedInstant(local, '10:00', tz).toISOString() });
      const first = await zoned.api.get('bookings/slots?limit=1', { token: zoned.owner.token });
      expect(first.body.data[0].date).toBe(local);
    } finally {
      await zoned.server.close();
    }
  });
});

describe('editing a slot', () => {
  it('pax_max never goes below the seats booked; 0 lifts the limit', async () => {
    const type = await newType('Capacity', { pax_max: 5 });
    const [slot] = await slotsOf(type.id, `&date=${addDays(today(), 2)}`);
    await book(slot.id, 3);
    const below = await api.patch(`bookings/slots/${slot.id}`, { start_time: '10:00', end_time: '11:00', pax_max: 2 }, { token: owner.token });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({ pax_max: [REQUESTS_TEXT.maxBelowBooked(3)] });
    const missing = await api.patch(`bookings/slots/${slot.id}`, { start_time: '10:00', end_time: '11:00' }, { token: owner.token });
    expect(missing.body.errors).toEqual({ pax_max: [REQUESTS_TEXT.paxRequired] });
    const full = await api.patch(`bookings/slots/${slot.id}`, { start_time: '09:30', end_time: '11:00', pax_max: 3 }, { token: owner.token });
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ start_time: '09:30', pax_max: 3, booked_pax: 3, pax_text: '3 / 3', ui_status: SLOT_STATUS_UI.full, bookings_count: 1, bookings_text: '1 booking' });
    const open = await api.patch(`bookings/slots/${slot.id}`, { start_time: '09:30', end_time: '11:00', pax_max: 0 }, { token: owner.token });
    expect(open.body.data).toMatchObject({ pax_text: `3 / ${REQUESTS_TEXT.noLimit}`, ui_status: SLOT_STATUS_UI.open });
    const backwards = await api.patch(`bookings/slots/${slot.id}`, { start_time: '11:00', end_time: '10:00', pax_max: 0 }, { token: owner.token });
    expect(backwards.body.errors).toEqual({ end_time: [REQUESTS_TEXT.endAfterStart] });
  });

  it('a type without pax keeps its slots unlimited', async () => {
    const type = await newType('No pax', { pax_required: false });
    const [slot] = await slotsOf(type.id);
    const res = await api.patch(`bookings/slots/${slot.id}`, { start_time: '10:00', end_time: '12:00', pax_max: 4 }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ pax_max: 0, end_time: '12:00' });
  });

  it('moving a slot onto another slot of its type is refused', async () => {
    const type = await newType('Twins', { type_slots: [{ recurring_day: [1, 2, 3, 4, 5, 6, 7], start_time: '10:00', end_time: '11:00' }, { recurring_day: [1, 2, 3, 4, 5, 6, 7], start_time: '12:00', end_time: '13:00' }] });
    const [early] = await slotsOf(type.id, `&date=${addDays(today(), 1)}`);
    const onto = await api.patch(`bookings/slots/${early.id}`, { start_time: '12:00', end_time: '13:00', pax_max: 10 }, { token: owner.token });
    expect(onto.status).toBe(422);
    expect(onto.body.errors).toEqual({ start_time: [REQUESTS_TEXT.slotExists] });
  });
});

describe('slots of manual types', () => {
  it('staff create them from today on, once per time', async () => {
    const manual = await newType('Manual', { recurring_type: 'manual', type_slots: [] });
    expect(await slotsOf(manual.id)).toEqual([]);
    const date = addDays(today(), 3);
    const body = { booking_type_id: manual.id, date, start_time: '15:00', end_time: '16:00', pax_max: 4 };
    const slot = created(await api.post('bookings/slots', body, { token: owner.token }));
    expect(slot).toMatchObject({ date, pax_max: 4, pax_text: '0 / 4', booking_type: { id: manual.id, recurring_type: 'manual' } });
    const twice = await api.post('bookings/slots', body, { token: owner.token });
    expect(twice.body.errors).toEqual({ start_time: [REQUESTS_TEXT.slotExists] });
    const past = await api.post('bookings/slots', { ...body, date: addDays(today(), -1) }, { token: owner.token });
    expect(past.body.errors).toEqual({ date: [REQUESTS_TEXT.slotPast] });
    const noMax = await api.post('bookings/slots', { ...body, pax_max: undefined, start_time: '17:00', end_time: '18:00' }, { token: owner.token });
    expect(noMax.body.errors).toEqual({ pax_max: [REQUESTS_TEXT.paxRequired] });
    const weekly = await newType('Weekly not manual');
    const onWeekly = await api.post('bookings/slots', { ...body, booking_type_id: weekly.id }, { token: owner.token });
    expect(onWeekly.body.errors).toEqual({ booking_type_id: [CONTENT_TEXT.chooseFromList] });
  });
});

describe('reading slots', () => {
  it("a slot's bookings, a type's slots on a date, the list's order", async () => {
    const type = await newType('Reads', { pax_max: 0 });
    const date = addDays(today(), 4);
    const [slot] = await slotsOf(type.id, `&date=${date}`);
    const first = await book(slot.id, 2);
    const second = await book(slot.id, 5);
    const list = (await get(`bookings/slots/${slot.id}/bookings`)).body.data;
    expect(list.map((b: { id: number }) => b.id)).toEqual([first, second]);
    expect(list[1]).toMatchObject({ room: { id: 0, number: '' }, status: 'new', ui_status: { text: 'New' }, pax_text: '5 pax', booking_slot: { id: slot.id, date, time_text: '10:00 – 11:00' }, booking_type: { id: type.id } });

    const onDate = (await get(`bookings/slots/types/${type.id}/date/${date}`)).body.data;
    expect(onDate.map((s: { id: number }) => s.id)).toEqual([slot.id]);
    expect((await get(`bookings/slots/types/${type.id}/date/2026-02-30`)).status).toBe(404);
    expect((await get(`bookings/slots/${slot.id}`)).body.data).toMatchObject({ id: slot.id, booked_pax: 7, pax_text: `7 / ${REQUESTS_TEXT.noLimit}` });

    const byPax = (await get(`bookings/slots?booking_type_id=${type.id}&order_by=pax:DESC&limit=2`)).body;
    expect(byPax.data[0].id).toBe(slot.id);
    expect(byPax.meta).toEqual({ total: BOOKING_LIMITS.horizonDays, page: 1, limit: 2 });
    const page2 = (await get(`bookings/slots?booking_type_id=${type.id}&limit=25&page=3`)).body.data;
    expect(page2).toHaveLength(BOOKING_LIMITS.horizonDays - 50);
    const searched = (await get('bookings/slots?q_name=READS&limit=100')).body.data;
    expect(new Set(searched.map((s: Json) => s.booking_type.id))).toEqual(new Set([type.id]));
    expect((await get('bookings/slots?order_by=nope')).status).toBe(422);
  });

  it("another company's slots are 404", async () => {
    const theirs = await newType('Theirs', {}, other);
    const [slot] = (await api.get(`bookings/slots?booking_type_id=${theirs.id}&limit=1`, { token: other.token })).body.data;
    expect((await get(`bookings/slots/${slot.id}`)).status).toBe(404);
    expect((await get(`bookings/slots/${slot.id}/bookings`)).status).toBe(404);
    expect((await api.patch(`bookings/slots/${slot.id}`, { start_time: '10:00', end_time: '11:00', pax_max: 1 }, { token: owner.token })).status).toBe(404);
    expect((await get(`bookings/slots/types/${theirs.id}/date/${today()}`)).status).toBe(404);
    expect((await slotsOf(theirs.id)).length).toBe(0);
  });
});

describe('facility scope', () => {
  it('a grant naming facility X: X’s slots only, Y’s are 404; reading is not editing', async () => {
    const x = await newType('Scope X slots');
    const y = await newType('Scope Y slots');
    const [slotX] = await slotsOf(x.id, '&limit=1');
    const [slotY] = await slotsOf(y.id, '&limit=1');
    const reader = await scopedStaff(api, owner, 'slots-reader', 'read', [x.facility_id]);
    const manager = await scopedStaff(api, owner, 'slots-manager', 'manage', [x.facility_id]);
    for (const staff of [reader, manager]) {
      const all = (await get('bookings/slots?limit=100', staff.token)).body;
      expect(all.meta.total).toBe(BOOKING_LIMITS.horizonDays);
      expect(new Set(all.data.map((s: Json) => s.booking_type_id))).toEqual(new Set([x.id]));
      expect((await get('bookings/slots/today', staff.token)).body.data.map((s: Json) => s.booking_type_id)).toEqual([x.id]);
      expect((await get(`bookings/slots/${slotX.id}`, staff.token)).status).toBe(200);
      expect((await get(`bookings/slots/${slotY.id}`, staff.token)).status).toBe(404);
      expect((await get(`bookings/slots/${slotY.id}/bookings`, staff.token)).status).toBe(404);
      expect((await get(`bookings/slots/types/${y.id}/date/${today()}`, staff.token)).status).toBe(404);
      expect((await get(`bookings/slots?booking_type_id=${y.id}`, staff.token)).body.meta.total).toBe(0);
    }
    const edit = { start_time: '10:00', end_time: '11:00', pax_max: 10 };
    expect((await api.patch(`bookings/slots/${slotX.id}`, edit, { token: reader.token })).status).toBe(403);
    expect((await api.patch(`bookings/slots/${slotY.id}`, edit, { token: manager.token })).status).toBe(404);
    expect((await api.patch(`bookings/slots/${slotX.id}`, edit, { token: manager.token })).status).toBe(200);
  });
});
