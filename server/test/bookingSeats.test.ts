/**
 * The capacity rule one seat change at a time (services/bookings/bookings.ts, `takeSeats`): a pax edit takes
 * more seats only if they fit, gives seats back always, and the slot's counter follows each answer. A mutation
 * sample of that function (docs/testing.md, "Mutation testing") left all of these alive: the concurrent bursts of
 * bookingCapacity.test.ts check that the slot is never over its maximum, not which single edit was refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_TEXT } from '@atoll/contract';
import { bookingSlots } from '../src/db/schema';
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
  b = await seedBookable(server, api, owner, { paxRequired: true });
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
});
