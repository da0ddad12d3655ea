/**
 * The live queue (GET /bookings/stream, server-sent events): a change appears on the stream, a
 * heartbeat comment keeps it alive, a user scoped to one facility hears only its ids (never another
 * facility's or another company's), auth is the usual Bearer header, and a closed stream leaves the bus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION } from '@atoll/contract';
import { bookingBus } from '../src/services/bookings/events';
import { apiClient, type ApiClient, type Json } from './support/client';
import { addSlot, bookingBody, dayAhead, seedBookable, type Bookable } from './support/bookings';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
import { openSse, type SseStream } from './support/sse';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
const HEARTBEAT_MS = 250;

beforeAll(async () => {
  server = await startTestServer({ bookingHeartbeatMs: HEARTBEAT_MS });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'stream-co');
}, 60_000);
afterAll(() => server.close());

type Stream = SseStream<{ ids: number[]; at: string }>;
const openStream = (token: string | undefined): Promise<Stream> =>
  openSse(`${server.url}/api/v1/bookings/stream`, 'bookings', token ? { Authorization: `Bearer ${token}` } : {});

const heard = (s: Stream, id: number) => s.events.some((e) => e.ids.includes(id));
const book = async (b: Bookable, slot: number, date: string, token = owner.token): Promise<Json> => {
  const res = await api.post('bookings', bookingBody(b, slot, date), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};

describe('GET /bookings/stream', () => {
  it('needs a session and a request permission', async () => {
    expect((await openStream(undefined)).status).toBe(401);
    const nobody = await createStaff(api, owner, 'stream-nobody');
    expect((await openStream(nobody.token)).status).toBe(403);
  });

  it('a new booking, an action and a PATCH appear on the stream; heartbeats keep it alive', async () => {
    const b = await seedBookable(server, api, owner);
    const date = dayAhead(2);
    const slot = await addSlot(server, b, date);
    const stream = await openStream(owner.token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.until(() => stream.comments.includes('connected'));
    const booking = await book(b, slot, date);
    await stream.until(() => heard(stream, booking.id));
    const count = stream.events.length;
    await api.post(`bookings/${booking.id}/action`, { status: 'confirmed' }, { token: owner.token });
    await stream.until(() => stream.events.length > count && heard(stream, booking.id));
    await api.patch(`bookings/${booking.id}`, { remarks_internal: 'Table by the window' }, { token: owner.token });
    await stream.until(() => stream.events.length > count + 1);
    expect(stream.events.at(-1)!.ids).toEqual([booking.id]);
    expect(Number.isNaN(Date.parse(stream.events.at(-1)!.at))).toBe(false);
    const beats = stream.comments.filter((c) => c === 'heartbeat').length;
    await stream.until(() => stream.comments.filter((c) => c === 'heartbeat').length >= beats + 2, HEARTBEAT_MS * 12);
    await stream.close();
  });

  it('a user scoped to facility X never hears of facility Y or another company', async () => {
    const x = await seedBookable(server, api, owner, { name: 'StreamX' });
    const y = await seedBookable(server, api, owner, { name: 'StreamY' });
    const other = await createTenant(api, server.url, 'stream-other');
    const z = await seedBookable(server, api, other, { name: 'StreamZ' });
    const date = dayAhead(3);
    const [sx, sy, sz] = [await addSlot(server, x, date), await addSlot(server, y, date), await addSlot(server, z, date)];
    const waiter = await createStaff(api, owner, 'stream-waiter', { [PERMISSION.readFacilityRequests]: { objects: [x.facilityId] } });
    const scoped = await openStream(waiter.token);
    const all = await openStream(owner.token);
    expect(scoped.status).toBe(200);
    await scoped.until(() => scoped.comments.includes('connected'));
    await all.until(() => all.comments.includes('connected'));
    const onY = await book(y, sy, date);
    const onZ = await book(z, sz, date, other.token);
    const onX = await book(x, sx, date);
    await scoped.until(() => heard(scoped, onX.id));
    await all.until(() => heard(all, onX.id) && heard(all, onY.id));
    expect(heard(scoped, onY.id)).toBe(false);
    expect(heard(scoped, onZ.id)).toBe(false);
    expect(heard(all, onZ.id)).toBe(false);
    expect(scoped.events.flatMap((e) => e.ids)).toEqual([onX.id]);
    await Promise.all([scoped.close(), all.close()]);
  });

  it('a stream the client closes leaves the bus', async () => {
    const bus = bookingBus(server.database.db);
    const settled = async (size: number) => {
      const deadline = Date.now() + 5000;
      while (bus.size() !== size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return bus.size();
    };
    // The earlier tests' streams are closed: the server lets go of them too.
    expect(await settled(0)).toBe(0);
    const stream = await openStream(owner.token);
    try {
      await stream.until(() => stream.comments.includes('connected'));
      expect(bus.size()).toBe(1);
    } finally {
      await stream.close();
    }
    expect(await settled(0)).toBe(0);
  });
});
