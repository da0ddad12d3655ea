/**
 * The mocks' request types and slots: the seeded scenario and the store (slots stored over the
 * horizon once, the lazy extension keeping a moved slot). The rules both backends answer (fields,
 * fixed fields, one type per object, capacity, manual slots, tenancy, permissions, facility scope)
 * are written once in conformance/groups/{bookingTypes,slots}.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, type BookingType, type Paged, type Slot } from '@atoll/contract';
import { addDays, localDate } from '@atoll/contract/domain';
import { ensureSlots } from './bookingStore';
import { mockDb, resetMockStore, scenarioTokens } from './index';
import { CORAL_FACILITIES } from './scenarios/content/facilities';
import { call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort', 'newCompany'));

const owner = scenarioTokens.busyResort.owner;
const today = () => localDate(new Date(), 'Indian/Maldives');

describe('bookings/types', () => {
  it('seeds the dinner menu (weekly, pax 20, two sets) and the massage (manual, no pax)', async () => {
    const { status, body } = await call<{ data: BookingType[] }>('GET', 'bookings/types', { token: owner });
    expect(status).toBe(200);
    const dinner = body.data.find((t) => t.attached_type === 'Menu')!;
    expect(dinner).toMatchObject({ recurring_type: 'weekly', pax_required: true, pax_max: 20, pax_text: '20 pax per slot', type_text: 'Slot Bookings' });
    expect(dinner.type_slots).toHaveLength(2);
    const massage = body.data.find((t) => t.attached_type === 'Activity')!;
    expect(massage).toMatchObject({ recurring_type: 'manual', pax_text: 'No pax', time_text: 'Slots created by staff' });
  });

  it('creates a weekly type and stores its slots over the horizon, idempotently', async () => {
    const created = await call<{ data: BookingType }>('POST', 'bookings/types', {
      token: owner,
      body: { attached_type: 'Activity', attached_id: CORAL_FACILITIES.activities.scuba, type_slots: [{ recurring_day: [1, 2, 3, 4, 5, 6, 7], start_time: '09:00', end_time: '10:00' }], pax_required: true, pax_max: 6 },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const count = () => mockDb.requests.slots.filter((s) => s.booking_type_id === id).length;
    expect(count()).toBe(BOOKING_LIMITS.horizonDays);
    await call('PATCH', `bookings/types/${id}`, { token: owner, body: { allow_remarks: false } });
    expect(count()).toBe(BOOKING_LIMITS.horizonDays);
  });

  it('a read past the horizon adds the missing days only: a slot staff moved stays moved, as on the server', async () => {
    const dinner = mockDb.requests.bookingTypes.find((t) => t.attached_type === 'Menu')!;
    const date = addDays(today(), 5);
    const seating = dinner.type_slots[0]!.start_time;
    const slot = mockDb.requests.slots.find((s) => s.booking_type_id === dinner.id && s.date === date && s.start_time === seating && s.bookings_count === 0)!;
    const moved = await call<{ data: Slot }>('PATCH', `bookings/slots/${slot.id}`, { token: owner, body: { start_time: '17:00', end_time: '18:00', pax_max: 20 } });
    expect(moved.status).toBe(200);
    const later = new Date(Date.now() + 3 * 86_400_000);
    ensureSlots(dinner, later);
    const onDate = mockDb.requests.slots.filter((s) => s.booking_type_id === dinner.id && s.date === date);
    expect(onDate.find((s) => s.id === slot.id)?.start_time).toBe('17:00');
    expect(onDate.filter((s) => s.start_time === seating)).toEqual([]);
    expect(dinner.generated_until).toBe(addDays(localDate(later, 'Indian/Maldives'), BOOKING_LIMITS.horizonDays - 1));
  });

});

describe('bookings/slots', () => {
  it("lists today's slots in the company's time zone", async () => {
    const { status, body } = await call<Paged<Slot>>('GET', 'bookings/slots/today', { token: owner });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.data.every((s) => s.date === today())).toBe(true);
    const dinner = body.data.find((s) => s.booking_type.attached_type === 'Menu')!;
    expect(dinner.pax_text).toBe(`${dinner.booked_pax} / 20`);
  });

  it('filters by date; a date far ahead has none', async () => {
    const { body } = await call<Paged<Slot>>('GET', `bookings/slots?date=${addDays(today(), 400)}`, { token: owner });
    expect(body.data).toEqual([]);
  });
});
