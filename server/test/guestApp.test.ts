/**
 * The public guest API's server-only behaviour (issue 21; ADR 0051); what both backends answer is
 * conformance/groups/guestApp.ts. Here: the per-address rate limit (429 with Retry-After, 304s counted,
 * the next window lets through), a strong ETag per content coding, and "today" in the property's zone.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@atoll/contract';
import { apiClient } from './support/client';
import { createTenant } from './support/fixtures';
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
