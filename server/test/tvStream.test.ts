/**
 * GET display/tv/{token}/stream (issue 20) over real HTTP: it opens with the TV's manifest hash and sends the
 * new one within about a second of a staff save that changes what the TV shows (the content bus, published
 * after any successful mutating staff request); a save that changes nothing on this TV sends nothing; a bad
 * or replaced token is 404 and a replaced link ends the streams open on it; TV_STREAM_LIMIT streams per
 * token; a closed stream leaves the bus. Its token checks on both backends are in conformance/groups/tvs.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TV_STREAM_EVENT, TV_STREAM_LIMIT, type TvStreamEvent } from '@atoll/contract';
import { contentBus } from '../src/services/contentBus';
import type { ApiClient } from './support/client';
import { startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';
import { openSse, type SseStream } from './support/sse';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('tvstream-co', 'tvstream-other')));
afterAll(() => server.close());

const tokenOf = (url: string) => url.split('/tv/')[1]!;
/** The debounce (0.4 s) and one manifest: what 'within a minute' became. */
const WITHIN_MS = 1_000;

async function createTv(name: string): Promise<string> {
  const res = await api.post('tvs', { name }, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return tokenOf(res.body.data.url);
}
const manifestHash = async (token: string): Promise<string> => (await api.get(`display/tv/${token}/manifest`)).body.data.hash;
const openStream = (token: string): Promise<SseStream<TvStreamEvent>> => openSse(`${server.url}/api/v1/display/tv/${token}/stream`, TV_STREAM_EVENT);
const hashes = (stream: SseStream<TvStreamEvent>) => stream.events.map((e) => e.hash);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET display/tv/{token}/stream', () => {
  it('opens with the manifest hash and sends the new one within a second of a banner saved for the TV', async () => {
    const token = await createTv('Stream Lobby');
    const stream = await openStream(token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      await stream.until(() => stream.events.length === 1);
      expect(hashes(stream)).toEqual([await manifestHash(token)]);

      const saved = await api.post('promotions', { name: 'Stream sunset cruise', show_on_tv: true }, { token: owner.token });
      expect(saved.status).toBe(201);
      const at = Date.now();
      await stream.until(() => stream.events.length === 2, 5_000);
      expect(Date.now() - at).toBeLessThanOrEqual(WITHIN_MS);
      const now = await manifestHash(token);
      expect(hashes(stream)[1]).toBe(now);
      expect(now).not.toBe(hashes(stream)[0]);
    } finally {
      await stream.close();
    }
  });

  it("sends nothing for a save that changes nothing on this TV: another company's, or one not shown on TVs", async () => {
    const token = await createTv('Stream Bar');
    const stream = await openStream(token);
    try {
      await stream.until(() => stream.events.length === 1);
      expect((await api.post('promotions', { name: 'Their TV banner', show_on_tv: true }, { token: other.token })).status).toBe(201);
      expect((await api.post('promotions', { name: 'App only banner', show_on_app: true }, { token: owner.token })).status).toBe(201);
      // Both were heard by the bus (the app-only one is this company's) and rechecked: nothing differed.
      await sleep(3 * WITHIN_MS);
      expect(stream.events).toHaveLength(1);
      // The stream is still alive: a change that shows is sent.
      expect((await api.post('promotions', { name: 'Stream spa week', show_on_tv: true }, { token: owner.token })).status).toBe(201);
      await stream.until(() => stream.events.length === 2);
      expect(hashes(stream)[1]).toBe(await manifestHash(token));
    } finally {
      await stream.close();
    }
  });

  it('is 404 for a bad or replaced token, and a new link ends the streams open on the old one', async () => {
    for (const bad of ['nope', 'A'.repeat(43)]) expect((await openStream(bad)).status, bad).toBe(404);
    const created = await api.post('tvs', { name: 'Stream Renewed' }, { token: owner.token });
    const token = tokenOf(created.body.data.url);
    const stream = await openStream(token);
    await stream.until(() => stream.events.length === 1);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    expect((await api.post(`tvs/${created.body.data.id}/link`, {}, { token: owner.token })).status).toBe(200);
    await stream.until(() => ended, 3_000);
    expect((await openStream(token)).status).toBe(404);
  });

  it(`holds at most ${TV_STREAM_LIMIT} streams per token (429), and a closed stream leaves the bus`, async () => {
    const bus = contentBus(server.database.db);
    const settled = async (size: number) => {
      const deadline = Date.now() + 5000;
      while (bus.size() !== size && Date.now() < deadline) await sleep(20);
      return bus.size();
    };
    expect(await settled(0)).toBe(0);
    const token = await createTv('Stream Crowded');
    const streams = await Promise.all(Array.from({ length: TV_STREAM_LIMIT }, () => openStream(token)));
    try {
      expect(streams.map((s) => s.status)).toEqual(Array(TV_STREAM_LIMIT).fill(200));
      expect(bus.size()).toBe(TV_STREAM_LIMIT);
      const refused = await openStream(token);
      expect(refused.status).toBe(429);
      // Another TV's link has its own count.
      const elsewhere = await openStream(await createTv('Stream Elsewhere'));
      expect(elsewhere.status).toBe(200);
      await elsewhere.close();
      await streams.pop()!.close();
      expect(await settled(TV_STREAM_LIMIT - 1)).toBe(TV_STREAM_LIMIT - 1);
      const again = await openStream(token);
      expect(again.status).toBe(200);
      streams.push(again);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
    expect(await settled(0)).toBe(0);
  });
});
