/**
 * The public guest API's server-only behaviour (issue 21; ADR 0051); what both backends answer is
 * conformance/groups/guestApp.ts. Here: the per-address rate limit (429 with Retry-After, 304s counted,
 * the next window lets through), a strong ETag per content coding, "today" in the property's zone, and guest
 * identification's login throttle and token expiry (an injected clock).
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, GUEST_SESSION_TTL_MINUTES, localDate } from '@atoll/contract';
import { apiClient } from './support/client';
import { createTenant, OWNER_PASSWORD } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

describe('guest app: rate limit, ETags by coding, today in the property zone', () => {
  let server: TestServer;
  // 2026-06-01 is a Monday (weekday 2): 20:00 UTC is already Tuesday (3) in the Maldives (UTC+5).
  let clock = Date.parse('2026-06-01T20:00:00Z');
  let domain = '';
  let token = '';

  beforeAll(async () => {
    server = await startTestServer({ guestAppRateLimit: { requests: 4, windowSeconds: 60 }, now: () => clock });
    const owner = await createTenant(apiClient(server.url), server.url, 'guest-rl');
    domain = owner.domain;
    token = owner.token;
  });
  afterAll(() => server.close());

  /** A raw GET (node:http sends no Accept-Encoding unless told), answering status, headers and the bytes. */
  const get = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}/api/v1/guest-app/${domain}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it("events are those of the property's today (Indian/Maldives at 20:00 UTC is the next day)", async () => {
    const api = apiClient(server.url);
    await api.post('events/recurring', { name: en('Tuesday quiz'), start_time: '19:00', end_time: '20:00', weekly_recurring_day: [3] }, { token });
    await api.post('events/recurring', { name: en('Monday movie'), start_time: '19:00', end_time: '20:00', weekly_recurring_day: [2] }, { token });
    const res = await get();
    expect(res.status).toBe(200);
    const app = JSON.parse(res.bytes.toString()).data;
    expect(app.property.time_zone).toBe('Indian/Maldives');
    expect(app.date).toBe('2026-06-02');
    expect(app.events.map((e: { name: string }) => e.name)).toEqual(['Tuesday quiz']);
  });

  it('a strong ETag per coding: identity and gzip differ, both quoted, and either one answers 304', async () => {
    const plain = await get();
    const zipped = await get({ 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.bytes).toString()).toBe(plain.bytes.toString());
    expect(plain.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(zipped.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-gz"`);
    expect(plain.headers.vary).toContain('Accept-Encoding');
    // A new window, so the 304s below are not limited.
    clock += 60_000;
    expect((await get({ 'If-None-Match': zipped.headers.etag! })).status).toBe(304);
    expect((await get({ 'If-None-Match': plain.headers.etag!, 'Accept-Encoding': 'gzip' })).status).toBe(304);
  });

  it('answers 429 with Retry-After past the limit per address (304s and 404s count), and lets through in the next window', async () => {
    clock += 60_000;
    const api = apiClient(server.url);
    expect((await api.get('guest-app/no-such-hotel')).status).toBe(404);
    expect((await api.get(`guest-app/${domain}`)).status).toBe(200);
    expect((await get({ 'If-None-Match': '*' })).status).toBe(304);
    expect((await api.get(`guest-app/${domain}`)).status).toBe(200);
    const limited = await api.get(`guest-app/${domain}`);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
    clock += 60_000;
    expect((await api.get(`guest-app/${domain}`)).status).toBe(200);
  });
});

describe('guest identification: throttled like login, the token ends with its time', () => {
  let server: TestServer;
  let clock = Date.now();
  let domain = '';

  beforeAll(async () => {
    server = await startTestServer({
      loginThrottle: { pairFreeFailures: 2, pairFirstDelayMs: 10_000, accountChallengeAfter: 100, addressChallengeAfter: 100 },
      now: () => clock,
    });
    const api = apiClient(server.url);
    const owner = await createTenant(api, server.url, 'guest-id');
    domain = owner.domain;
    const type = await api.post('rooms/types', { name: 'Villa' }, { token: owner.token });
    const set = await api.post(`rooms/types/${type.body.data.id}/rooms`, { rooms: [{ number: 'V1' }] }, { token: owner.token });
    const day = (days: number) => localDate(new Date(clock + days * 86_400_000), 'Indian/Maldives');
    const guest = { first_name: 'Ann', last_name: 'Lee', confirmation_number: 'C1', nationality: 'NOR', arrival_date: day(-1), departure_date: day(2), room_id: set.body.data.rooms[0].id };
    expect((await api.post('guests', guest, { token: owner.token })).status).toBe(201);
  });
  afterAll(() => server.close());

  it('after the free failures a client waits (429 with Retry-After) even with the right name; then the right name signs in', async () => {
    const api = apiClient(server.url);
    for (let i = 0; i < 2; i += 1) expect((await api.post(`guest-app/${domain}/session`, { room: 'V1', last_name: 'Wrong' })).status).toBe(422);
    const waiting = await api.post(`guest-app/${domain}/session`, { room: 'V1', last_name: 'Lee' });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    // Staff logins from the same address are not slowed by a guest's typos.
    expect((await api.post('auth/login', { company: domain, username: 'owner', password: OWNER_PASSWORD })).status).toBe(200);
    clock += 60_000;
    const session = await api.post(`guest-app/${domain}/session`, { room: 'V1', last_name: 'lee' });
    expect(session.status).toBe(201);
    const token = session.body.data.token as string;
    expect((await api.get(`guest-app/${domain}/session`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await api.get(`guest-app/other-domain/session`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
    clock += GUEST_SESSION_TTL_MINUTES * 60_000 + 1_000;
    expect((await api.get(`guest-app/${domain}/session`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
