/**
 * Request slots on the server: what only the database and the clock can get wrong. The horizon
 * extended lazily under concurrent reads, reshaping that keeps booked and past slots (rows written
 * into the tables), 'today' in a time zone where it is not UTC's today, and a booking without a
 * room in a slot's list. Generation, Today, the lists, the slot edit, manual slots, tenancy and
 * facility scope are written once in conformance/groups/slots.ts (server and mocks).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '@atoll/contract';
import { addDays, localDate, zonedInstant } from '@atoll/contract/domain';
import { bookings, bookingSlots, bookingTypes } from '../src/db/schema';
import type { ApiClient, Json } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import { created, facilityWithActivity, setTimeZone, weeklyBody } from './support/requestSetup';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let companyId: number;
const TZ = 'Indian/Maldives';

beforeAll(async () => {
  ({ server, api, owner } = await startWithTenant('slots-co'));
  companyId = owner.auth.company.id;
});
afterAll(() => server.close());

const get = (path: string, token = owner.token) => api.get(path, { token });
const today = () => localDate(new Date(), TZ);

async function newType(name: string, extra: Json = {}, tenant: Tenant = owner): Promise<Json> {
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
    const zoned = await startWithTenant('slots-zone');
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

describe('reading slots', () => {
  it("a slot's bookings: one without a room (written into the tables) lists with an empty room", async () => {
    const type = await newType('Reads', { pax_max: 0 });
    const date = addDays(today(), 4);
    const [slot] = await slotsOf(type.id, `&date=${date}`);
    const first = await book(slot.id, 2);
    const second = await book(slot.id, 5);
    const list = (await get(`bookings/slots/${slot.id}/bookings`)).body.data;
    expect(list.map((b: { id: number }) => b.id)).toEqual([first, second]);
    expect(list[1]).toMatchObject({ room: { id: 0, number: '' }, status: 'new', ui_status: { text: 'New' }, pax_text: '5 pax', booking_slot: { id: slot.id, date, time_text: '10:00 – 11:00' }, booking_type: { id: type.id } });
  });
});

describe("the Add Booking picker (a type's slots on a date)", () => {
  it('lists them by start time, the horizon brought up to date first when it has fallen behind', async () => {
    const sets = [
      { recurring_day: [1, 2, 3, 4, 5, 6, 7], start_time: '14:00', end_time: '15:00' },
      { recurring_day: [1, 2, 3, 4, 5, 6, 7], start_time: '09:00', end_time: '10:00' },
    ];
    const type = await newType('Picker', { type_slots: sets });
    const { db } = server.database;
    const cut = addDays(today(), 10);
    await db.delete(bookingSlots).where(and(eq(bookingSlots.bookingTypeId, type.id), gt(bookingSlots.date, cut)));
    await db.update(bookingTypes).set({ generatedUntil: cut }).where(eq(bookingTypes.id, type.id));
    // Written in the opposite order on a day inside the horizon: the picker sorts them.
    const date = addDays(today(), 3);
    const picked = async (day: string) => {
      const res = await get(`bookings/slots/types/${type.id}/date/${day}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as Json[]).map((s) => [s.date, s.start_time]);
    };
    await db.delete(bookingSlots).where(and(eq(bookingSlots.bookingTypeId, type.id), eq(bookingSlots.date, date)));
    for (const start of ['14:00', '09:00']) {
      await db.insert(bookingSlots).values({ companyId, bookingTypeId: type.id, date, startTime: start, endTime: start === '09:00' ? '10:00' : '15:00', paxMax: 10 });
    }
    expect(await picked(date)).toEqual([
      [date, '09:00'],
      [date, '14:00'],
    ]);
    // Past the cut: the read fills the horizon before it answers.
    const later = addDays(today(), 40);
    expect(await picked(later)).toEqual([
      [later, '09:00'],
      [later, '14:00'],
    ]);
    expect(await picked(addDays(today(), BOOKING_LIMITS.horizonDays))).toEqual([]);
  });
});
