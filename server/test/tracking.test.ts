/**
 * Map › Tracking on the server: the device ingest (token, validation, rate limit, never a 500), the
 * status over time with a fake clock (moving → idle → offline after TRACKER_OFFLINE_MINUTES), the
 * bounded history (TRACKER_HISTORY_HOURS by age, TRACKER_HISTORY_CAP by count), the live stream and the
 * staff routes' permission and tenancy. The API on both backends: conformance/groups/tracking.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PERMISSION, TRACKER_HISTORY_HOURS, TRACKER_IDLE_MINUTES, TRACKER_OFFLINE_MINUTES, TRACKING_MSG, MSG } from '@atoll/contract';
import { trackerPositions } from '../src/db/schema';
import { tenant } from '../src/db/tenant';
import { trackerBus } from '../src/services/tracking/bus';
import { pruneHistory } from '../src/services/tracking/ingest';
import { apiClient, type ApiClient, type Json } from './support/client';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

const MINUTE = 60_000;
const RATE = 20;
let clock = Date.parse('2026-11-26T10:00:00.000Z');
let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trackerRateLimit: { requests: RATE, windowSeconds: 60 }, bookingHeartbeatMs: 250 });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'tracking-co');
  other = await createTenant(api, server.url, 'tracking-other');
}, 60_000);
afterAll(() => server.close());

async function created(path: string, body: Json, token = owner.token): Promise<Json> {
  const res = await api.post(path, body, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function newTracker(name: string, token = owner.token): Promise<Json> {
  const group = await created('tracking/groups', { name: `${name} group`, type: 'buggy' }, token);
  return created('tracking/trackers', { name, tracking_group_id: group.id }, token);
}

const post = (deviceToken: string | undefined, body: unknown) =>
  api.post('tracking/positions', body, { headers: deviceToken === undefined ? {} : { Authorization: `Bearer ${deviceToken}` } });

describe('POST tracking/positions (the device)', () => {
  it("stores the newest position; the tracker's group and the tracker show it with its status", async () => {
    const tracker = await newTracker('Buggy 1');
    expect(tracker).toMatchObject({ ui_status: 'offline', last_position: null, has_token: true, token: expect.stringMatching(/^\d+\.[\w-]{40,}$/) });
    const res = await post(tracker.token, { lat: 4.1755, lng: 73.5093, accuracy: 5, speed: 3.2, heading: 90 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ id: tracker.id, ui_status: 'moving', last_position: { lat: 4.1755, lng: 73.5093, accuracy: 5, speed: 3.2, heading: 90, recorded_at: new Date(clock).toISOString() } });
    expect(res.body.data.token).toBeUndefined();
    const group = (await api.get(`tracking/groups/${tracker.tracking_group_id}`, { token: owner.token })).body.data;
    expect(group).toMatchObject({ trackers_count: 1, trackers: [{ id: tracker.id, ui_status: 'moving', last_position: { lat: 4.1755 } }] });
    expect(JSON.stringify(group)).not.toContain(tracker.token.split('.')[1]);
  });

  it('is moving, then idle after TRACKER_IDLE_MINUTES without a move, then offline after TRACKER_OFFLINE_MINUTES without a position (fake clock)', async () => {
    const tracker = await newTracker('Shuttle A');
    const start = clock;
    const status = async () => (await api.get(`tracking/trackers/${tracker.id}`, { token: owner.token })).body.data.ui_status;
    expect((await post(tracker.token, { lat: 4.2, lng: 73.5 })).status).toBe(201);
    expect(await status()).toBe('moving');
    clock = start + TRACKER_IDLE_MINUTES * MINUTE + 1000;
    // GPS jitter of a few metres is not a move.
    expect((await post(tracker.token, { lat: 4.20002, lng: 73.5 })).body.data.ui_status).toBe('idle');
    clock += TRACKER_OFFLINE_MINUTES * MINUTE - 1000;
    expect(await status()).toBe('idle');
    clock += 2000;
    expect(await status()).toBe('offline');
    // A move of ~110 m brings it back.
    expect((await post(tracker.token, { lat: 4.201, lng: 73.5 })).body.data.ui_status).toBe('moving');
  });

  it('takes a batch; a late position goes to the trail without replacing the newest', async () => {
    const tracker = await newTracker('Boat');
    const at = (m: number) => new Date(clock + m * MINUTE).toISOString();
    const batch = await post(tracker.token, { positions: [{ lat: 4.3, lng: 73.3, recorded_at: at(-2) }, { lat: 4.31, lng: 73.3, recorded_at: at(-1) }] });
    expect(batch.status).toBe(201);
    expect(batch.body.data.last_position).toMatchObject({ lat: 4.31, recorded_at: at(-1) });
    const late = await post(tracker.token, { lat: 4.29, lng: 73.3, recorded_at: at(-3) });
    expect(late.body.data.last_position).toMatchObject({ lat: 4.31 });
    const trail = (await api.get(`tracking/trackers/${tracker.id}/trail`, { token: owner.token })).body.data;
    expect(trail.map((p: Json) => p.lat)).toEqual([4.29, 4.3, 4.31]);
  });

  it('401 for a missing, malformed, unknown, revoked or replaced token; the new token works', async () => {
    const tracker = await newTracker('Staff phone');
    const [company, secret] = tracker.token.split('.');
    for (const bad of [undefined, '', 'nonsense', `${company}.${'x'.repeat(43)}`, `${Number(company) + 1}.${secret}`]) {
      const res = await post(bad, { lat: 1, lng: 1 });
      expect(res.status, String(bad)).toBe(401);
      expect(res.body.message).toBe(TRACKING_MSG.badToken);
    }
    const renewal = await api.post(`tracking/trackers/${tracker.id}/token`, {}, { token: owner.token });
    expect(renewal.status).toBe(200);
    const renewed = renewal.body.data;
    expect(renewed.token).not.toBe(tracker.token);
    expect((await post(tracker.token, { lat: 1, lng: 1 })).status).toBe(401);
    expect((await post(renewed.token, { lat: 1, lng: 1 })).status).toBe(201);
    const revoked = await api.delete(`tracking/trackers/${tracker.id}/token`, { token: owner.token });
    expect(revoked.body.data).toMatchObject({ has_token: false });
    expect((await post(renewed.token, { lat: 1, lng: 1 })).status).toBe(401);
  });

  it('VALIDATION_ERROR with field errors for bad input, 400 for bad JSON, never a 500', async () => {
    const tracker = await newTracker('Validated');
    const bad = await post(tracker.token, { lat: 'north', lng: 200, heading: -1, recorded_at: new Date(clock + 10 * MINUTE).toISOString() });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ lat: [TRACKING_MSG.latitude], lng: [TRACKING_MSG.longitude], heading: [TRACKING_MSG.heading], recorded_at: [TRACKING_MSG.recordedInFuture] });
    expect((await post(tracker.token, { positions: [] })).body.errors).toEqual({ positions: [TRACKING_MSG.batch] });
    expect((await post(tracker.token, { positions: Array.from({ length: 101 }, () => ({ lat: 1, lng: 1 })) })).status).toBe(422);
    expect((await post(tracker.token, { lng: 1 })).body.errors).toEqual({ lat: [MSG.fieldRequired] });
    const old = await post(tracker.token, { lat: 1, lng: 1, recorded_at: new Date(clock - (TRACKER_HISTORY_HOURS * 60 + 1) * MINUTE).toISOString() });
    expect(old.body.errors).toEqual({ recorded_at: [TRACKING_MSG.recordedTooOld] });
    const raw = await api.post('tracking/positions', undefined, { raw: '{"lat":', headers: { Authorization: `Bearer ${tracker.token}` } });
    expect(raw.status).toBe(400);
    for (const body of [[1, 2], null, { positions: 'all' }, { positions: [null] }, { lat: 1, lng: '1e400' }]) {
      const res = await api.post('tracking/positions', undefined, { raw: JSON.stringify(body), headers: { Authorization: `Bearer ${tracker.token}` } });
      expect([400, 422], JSON.stringify(body)).toContain(res.status);
    }
  });

  it(`429 with Retry-After after ${RATE} posts a minute per token; another token is not held up`, async () => {
    const first = await newTracker('Busy');
    const second = await newTracker('Calm');
    for (let i = 0; i < RATE; i += 1) expect((await post(first.token, { lat: 1, lng: 1 })).status).toBe(201);
    const limited = await post(first.token, { lat: 1, lng: 1 });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await post(second.token, { lat: 1, lng: 1 })).status).toBe(201);
    clock += 61_000;
    expect((await post(first.token, { lat: 1, lng: 1 })).status).toBe(201);
  });
});

describe('history', () => {
  it(`keeps ${TRACKER_HISTORY_HOURS} hours: older positions go on the next ingest (fake clock), for every tracker of the company`, async () => {
    const a = await newTracker('Old A');
    const b = await newTracker('Old B');
    expect((await post(a.token, { lat: 2, lng: 2 })).status).toBe(201);
    expect((await post(b.token, { lat: 2, lng: 2 })).status).toBe(201);
    clock += TRACKER_HISTORY_HOURS * 60 * MINUTE + MINUTE;
    expect((await post(a.token, { lat: 3, lng: 3 })).status).toBe(201);
    const trail = (await api.get(`tracking/trackers/${a.id}/trail`, { token: owner.token })).body.data;
    expect(trail.map((p: Json) => p.lat)).toEqual([3]);
    const own = tenant(server.database.db, Number(a.token.split('.')[0]));
    expect(await own.select(trackerPositions, eq(trackerPositions.trackerId, b.id))).toEqual([]);
    // B keeps its newest position (and is offline) though its history is gone.
    expect((await api.get(`tracking/trackers/${b.id}`, { token: owner.token })).body.data).toMatchObject({ ui_status: 'offline', last_position: { lat: 2 } });
  });

  it('keeps at most the cap per tracker: the oldest go', async () => {
    const t = await newTracker('Capped');
    const at = (m: number) => new Date(clock - m * MINUTE).toISOString();
    await post(t.token, { positions: Array.from({ length: 8 }, (_, i) => ({ lat: i, lng: 0, recorded_at: at(10 - i) })) });
    const own = tenant(server.database.db, Number(t.token.split('.')[0]));
    await pruneHistory(own, t.id, new Date(clock - TRACKER_HISTORY_HOURS * 60 * MINUTE), 5);
    const kept = await own.select(trackerPositions, and(eq(trackerPositions.trackerId, t.id)));
    expect(kept.map((p) => p.lat).sort()).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('GET tracking/stream', () => {
  it("sends the moved trackers of the company only; a closed stream leaves the bus", async () => {
    const mine = await newTracker('Streamed');
    const theirs = await newTracker('Not mine', other.token);
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/v1/tracking/stream`, { headers: { Authorization: `Bearer ${owner.token}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    let text = '';
    const read = async (until: (t: string) => boolean) => {
      const deadline = Date.now() + 5000;
      while (!until(text) && Date.now() < deadline) text += new TextDecoder().decode((await reader.read()).value);
    };
    await read((t) => t.includes(': connected'));
    const before = trackerBus(server.database.db).size();
    expect(before).toBeGreaterThan(0);
    await post(theirs.token, { lat: 5, lng: 5 });
    await post(mine.token, { lat: 6, lng: 6 });
    await read((t) => t.includes('event: trackers'));
    const data = JSON.parse(/data: (.*)/.exec(text.slice(text.indexOf('event: trackers')))![1]!);
    expect(data.trackers.map((t: Json) => t.id)).toEqual([mine.id]);
    expect(data.trackers[0]).toMatchObject({ last_position: { lat: 6 }, ui_status: 'moving' });
    await read((t) => t.includes(': heartbeat'));
    controller.abort();
    await reader.cancel().catch(() => undefined);
    const deadline = Date.now() + 3000;
    while (trackerBus(server.database.db).size() >= before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(trackerBus(server.database.db).size()).toBe(before - 1);
  });
});

describe('staff routes', () => {
  it("403 without manage-map; 404 for another company's group and tracker; 422 'Choose from the list' for its group", async () => {
    const theirs = await newTracker('Their buggy', other.token);
    const staff = await createStaff(api, owner, 'tracking-nomap');
    expect((await api.get('tracking/groups', { token: staff.token })).status).toBe(403);
    expect((await api.post(`tracking/trackers/${theirs.id}/token`, {}, { token: staff.token })).status).toBe(403);
    const mapper = await createStaff(api, owner, 'tracking-map', { [PERMISSION.manageMap]: { objects: 'all' } });
    const mine = await api.get('tracking/groups', { token: mapper.token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    for (const [method, path] of [
      ['get', `tracking/groups/${theirs.tracking_group_id}`],
      ['get', `tracking/trackers/${theirs.id}`],
      ['get', `tracking/trackers/${theirs.id}/trail`],
      ['post', `tracking/trackers/${theirs.id}/token`],
      ['delete', `tracking/trackers/${theirs.id}/token`],
    ] as const) {
      const res = method === 'post' ? await api.post(path, {}, { token: owner.token }) : method === 'get' ? await api.get(path, { token: owner.token }) : await api.delete(path, { token: owner.token });
      expect(res.status, path).toBe(404);
    }
    expect((await api.patch(`tracking/groups/${theirs.tracking_group_id}`, { name: 'Mine', type: 'boat' }, { token: owner.token })).status).toBe(404);
    const sneaky = await api.post('tracking/trackers', { name: 'Sneaky', tracking_group_id: theirs.tracking_group_id }, { token: owner.token });
    expect(sneaky.status).toBe(422);
    expect(sneaky.body.errors).toEqual({ tracking_group_id: [expect.any(String)] });
    // Their tracker still posts with its own token, untouched.
    expect((await post(theirs.token, { lat: 1, lng: 1 })).status).toBe(201);
  });
});
