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

interface Stream {
  status: number;
  contentType: string;
  /** Every `bookings` event's ids so far, and every comment line. */
  events: { ids: number[]; at: string }[];
  comments: string[];
  /** Resolves once `test` holds for what has arrived (or rejects after `ms`). */
  until(test: () => boolean, ms?: number): Promise<void>;
  close(): Promise<void>;
}

async function openStream(token: string | undefined): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/v1/bookings/stream`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const stream: Stream = {
    status: res.status,
    contentType: res.headers.get('Content-Type') ?? '',
    events: [],
    comments: [],
    async until(test, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!test()) {
        if (Date.now() > deadline) throw new Error(`stream: condition not met in ${ms} ms (events ${JSON.stringify(stream.events)}, comments ${stream.comments.length})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      controller.abort();
      await reading.catch(() => undefined);
    },
  };
  const reading = (async () => {
    if (!res.body) return;
    if (res.status !== 200) {
      await res.body.cancel();
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        for (const line of lines) if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
        if (lines.includes('event: bookings')) {
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          stream.events.push(JSON.parse(data) as { ids: number[]; at: string });
        }
      }
    }
  })();
  return stream;
}

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
