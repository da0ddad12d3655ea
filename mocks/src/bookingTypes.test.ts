import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, REQUESTS_TEXT, type ApiError, type AttachedOption, type BookingType, type Paged, type Slot } from '@atoll/contract';
import { addDays, localDate } from '@atoll/contract/domain';
import { ensureSlots } from './bookingStore';
import { mockDb, resetMockStore, scenarioTokens } from './index';
import { CORAL_FACILITIES } from './scenarios/content/facilities';
import { call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort', 'newCompany'));

const owner = scenarioTokens.busyResort.owner;
const staff = scenarioTokens.busyResort.staff; // nadia: manage-hotel-content, read-facility-requests on facilities 1 and 2
const other = scenarioTokens.newCompany.owner;
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

  it('creates a weekly type and generates its slots over the horizon, idempotently', async () => {
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
    const again = await call<ApiError>('POST', 'bookings/types', { token: owner, body: { attached_type: 'Activity', attached_id: CORAL_FACILITIES.activities.scuba, type_slots: [{ recurring_day: [1], start_time: '09:00', end_time: '10:00' }] } });
    expect(again.status).toBe(422);
    expect(again.body.errors?.attached_id).toEqual([REQUESTS_TEXT.typeExists]);
    const options = await call<{ data: AttachedOption[] }>('GET', 'bookings/types/selectors/attached/Activity', { token: owner });
    expect(options.body.data.find((o) => o.id === CORAL_FACILITIES.activities.scuba)?.booking_type_id).toBe(id);
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

  it('refuses a weekly type without timing sets and changes to the fixed fields', async () => {
    const empty = await call<ApiError>('POST', 'bookings/types', { token: owner, body: { attached_type: 'Activity', attached_id: CORAL_FACILITIES.activities.scuba, type_slots: [] } });
    expect(empty.body.errors?.type_slots).toEqual([REQUESTS_TEXT.firstSetRequired]);
    const dinner = mockDb.requests.bookingTypes.find((t) => t.attached_type === 'Menu')!;
    const patch = await call<ApiError>('PATCH', `bookings/types/${dinner.id}`, { token: owner, body: { recurring_type: 'manual', pax_required: false } });
    expect(patch.status).toBe(422);
    expect(patch.body.errors).toEqual({ recurring_type: [REQUESTS_TEXT.fixedOnceCreated], pax_required: [REQUESTS_TEXT.fixedOnceCreated] });
  });

  it('answers 403 to read-only staff writing and 404 to another company', async () => {
    mockDb.users.find((u) => u.username === 'nadia')!.permissions = { 'read-facility-requests': { objects: [CORAL_FACILITIES.restaurant.id] } };
    const dinner = mockDb.requests.bookingTypes.find((t) => t.attached_type === 'Menu')!;
    expect((await call('DELETE', `bookings/types/${dinner.id}`, { token: staff })).status).toBe(403);
    expect((await call('GET', `bookings/types/${dinner.id}`, { token: staff })).status).toBe(200);
    expect((await call('GET', `bookings/types/${dinner.id}`, { token: other })).status).toBe(404);
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

  it('never lets the maximum go below what is booked', async () => {
    const slot = mockDb.requests.slots.find((s) => s.pax_max === 20)!;
    slot.booked_pax = 8;
    const low = await call<ApiError>('PATCH', `bookings/slots/${slot.id}`, { token: owner, body: { start_time: slot.start_time, end_time: slot.end_time, pax_max: 5 } });
    expect(low.status).toBe(422);
    expect(low.body.errors?.pax_max).toEqual([REQUESTS_TEXT.maxBelowBooked(8)]);
    const ok = await call<{ data: Slot }>('PATCH', `bookings/slots/${slot.id}`, { token: owner, body: { start_time: slot.start_time, end_time: slot.end_time, pax_max: 8 } });
    expect(ok.body.data.pax_text).toBe('8 / 8');
    expect((await call('PATCH', `bookings/slots/${slot.id}`, { token: staff, body: { start_time: slot.start_time, end_time: slot.end_time, pax_max: 9 } })).status).toBe(403);
  });

  it('creates slots for manual types only', async () => {
    const massage = mockDb.requests.bookingTypes.find((t) => t.recurring_type === 'manual')!;
    const dinner = mockDb.requests.bookingTypes.find((t) => t.recurring_type === 'weekly')!;
    const date = addDays(today(), 3);
    const created = await call<{ data: Slot }>('POST', 'bookings/slots', { token: owner, body: { booking_type_id: massage.id, date, start_time: '09:00', end_time: '10:00' } });
    expect(created.status).toBe(201);
    expect(created.body.data.pax_text).toBe('0 / No limit');
    const weekly = await call<ApiError>('POST', 'bookings/slots', { token: owner, body: { booking_type_id: dinner.id, date, start_time: '09:00', end_time: '10:00' } });
    expect(weekly.status).toBe(422);
  });

  it('keeps slots of facilities outside the caller scope out of sight', async () => {
    const staffUser = mockDb.users.find((u) => u.username === 'nadia')!;
    staffUser.permissions = { 'read-facility-requests': { objects: [CORAL_FACILITIES.spa.id] } };
    const { body } = await call<Paged<Slot>>('GET', 'bookings/slots', { token: staff });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((s) => s.booking_type.facility_id === CORAL_FACILITIES.spa.id)).toBe(true);
    const dinnerSlot = mockDb.requests.slots.find((s) => s.pax_max === 20)!;
    expect((await call('GET', `bookings/slots/${dinnerSlot.id}`, { token: staff })).status).toBe(404);
  });
});
