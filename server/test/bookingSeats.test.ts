/**
 * The capacity rule one seat change at a time (services/bookings/bookings.ts, `takeSeats`): a pax edit takes
 * more seats only if they fit, gives seats back always, and the slot's counter follows each answer. A mutation
 * sample of that function (docs/testing.md, "Mutation testing") left all of these alive: the concurrent bursts of
 * bookingCapacity.test.ts check that the slot is never over its maximum, not which single edit was refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_BOOKING_TEXT, REQUESTS_TEXT } from '@atoll/contract';
import { bookingSlots, bookingTypes } from '../src/db/schema';
import type { ApiClient, Json } from './support/client';
import { addSlot, bookingBody, dayAhead, seedBookable, type Bookable } from './support/bookings';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let b: Bookable;
const date = dayAhead(3);

beforeAll(async () => {
  ({ server, api, owner } = await startWithTenant('seats-co'));
  b = await seedBookable(server, api, owner, { paxRequired: true, name: 'Seats' });
  await server.database.db.update(bookingTypes).set({ allowBookingsFromApp: true }).where(eq(bookingTypes.id, b.typeId));
}, 60_000);
afterAll(() => server.close());

const booked = async (slotId: number) => (await server.database.db.select().from(bookingSlots).where(eq(bookingSlots.id, slotId)))[0].bookedPax;
const book = async (slotId: number, pax: number) => {
  const res = await api.post('bookings', bookingBody(b, slotId, date, { pax }), { token: owner.token });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
};
const paxOf = async (id: number) => (await api.get(`bookings/${id}`, { token: owner.token })).body.data.pax as number;
const patchPax = (id: number, pax: number) => api.patch(`bookings/${id}`, { pax } as Json, { token: owner.token });

describe('a pax edit through the capacity rule', () => {
  it('takes the seats it asks for when they fit, up to the maximum exactly', async () => {
    const slot = await addSlot(server, b, date, '08:00', '09:00', 5);
    const id = await book(slot, 2);
    expect(await booked(slot)).toBe(2);
    expect((await patchPax(id, 5)).status).toBe(200);
    expect([await booked(slot), await paxOf(id)]).toEqual([5, 5]);
  });

  it('is refused with the slot-full message when the seats do not fit, and nothing changes', async () => {
    const slot = await addSlot(server, b, date, '09:00', '10:00', 5);
    const id = await book(slot, 2);
    await book(slot, 2);
    const res = await patchPax(id, 4);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(REQUESTS_TEXT.slotFull);
    expect(res.body.errors).toEqual({ pax: [REQUESTS_TEXT.slotFull] });
    expect([await booked(slot), await paxOf(id)]).toEqual([4, 2]);
  });

  it('takes any number on a slot with no limit (0)', async () => {
    const slot = await addSlot(server, b, date, '10:00', '11:00', 0);
    const id = await book(slot, 1);
    expect((await patchPax(id, 40)).status).toBe(200);
    expect(await booked(slot)).toBe(40);
  });

  it('gives seats back when pax goes down', async () => {
    const slot = await addSlot(server, b, date, '11:00', '12:00', 5);
    const id = await book(slot, 4);
    expect((await patchPax(id, 1)).status).toBe(200);
    expect([await booked(slot), await paxOf(id)]).toEqual([1, 1]);
  });

  it('gives seats back on a full slot: a decline and a smaller pax, then the seats freed are taken again', async () => {
    const slot = await addSlot(server, b, date, '12:00', '13:00', 8);
    const id = await book(slot, 4);
    const other = await book(slot, 4);
    expect((await patchPax(id, 3)).status).toBe(200);
    expect(await booked(slot)).toBe(7);
    expect((await api.post(`bookings/${other}/action`, { status: 'declined' }, { token: owner.token })).status).toBe(200);
    expect(await booked(slot)).toBe(3);
    expect((await patchPax(id, 8)).status).toBe(200);
    expect(await booked(slot)).toBe(8);
  });

  it('keeps the remarks and the pax of an edit, each alone and together', async () => {
    const slot = await addSlot(server, b, date, '13:00', '14:00', 6);
    const id = await book(slot, 2);
    expect((await api.patch(`bookings/${id}`, { remarks_internal: 'Window table' }, { token: owner.token })).status).toBe(200);
    expect((await patchPax(id, 3)).status).toBe(200);
    let data = (await api.get(`bookings/${id}`, { token: owner.token })).body.data;
    expect([data.pax, data.remarks_internal]).toEqual([3, 'Window table']);
    expect((await api.patch(`bookings/${id}`, { pax: 1, remarks_internal: 'Terrace' }, { token: owner.token })).status).toBe(200);
    data = (await api.get(`bookings/${id}`, { token: owner.token })).body.data;
    expect([data.pax, data.remarks_internal, await booked(slot)]).toEqual([1, 'Terrace', 1]);
  });
});

describe("a guest's cancellation", () => {
  it('gives the seats back, names the guest on the Timeline, and a second one is refused with 409', async () => {
    const session = await api.post(`guest-app/${owner.domain}/session`, { room: 'Seats-101', last_name: 'Lee' });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const headers = { Authorization: `Bearer ${session.body.data.token}` };
    const slot = await addSlot(server, b, date, '15:00', '16:00', 4);
    const mine = await api.post(`guest-app/${owner.domain}/bookings`, { booking_slot_id: slot, pax: 3 }, { headers });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const id = mine.body.data.id as number;
    expect(await booked(slot)).toBe(3);
    expect((await api.delete(`guest-app/${owner.domain}/bookings/${id}`, { headers })).status).toBe(200);
    expect(await booked(slot)).toBe(0);
    const after = (await api.get(`bookings/${id}`, { token: owner.token })).body.data;
    expect(after.status).toBe('cancelled');
    const cancelled = (after.logs as { text: string; changed_by: string }[]).filter((l) => l.text === GUEST_BOOKING_TEXT.cancelledLog);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].changed_by).toContain('Lee');
    const again = await api.delete(`guest-app/${owner.domain}/bookings/${id}`, { headers });
    expect([again.status, again.body.message]).toEqual([409, GUEST_BOOKING_TEXT.cannotCancel]);
    expect(await booked(slot)).toBe(0);
  });
});
