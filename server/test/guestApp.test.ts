/**
 * The public guest API's server-only behaviour (issue 21; ADR 0051); what both backends answer is
 * conformance/groups/guestApp.ts. Here: the per-address rate limit (429 with Retry-After, 304s counted,
 * the next window lets through), a strong ETag per content coding, "today" in the property's zone, and guest
 * identification's login throttle and token expiry (an injected clock).
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, GUEST_SESSION_TTL_MINUTES, localDate, type GuestApp, type GuestFacilityPage } from '@atoll/contract';
import { pdf, png, upload } from './support/content';
import { TZ } from './support/bookings';
import { apiClient } from './support/client';
import { createTenant, OWNER_PASSWORD } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

/** The property's date (the test companies' zone) `days` after the instant `at`. */
const propertyDay = (at: number, days: number) => localDate(new Date(at + days * 86_400_000), TZ);

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
    const day = (days: number) => propertyDay(clock, days);
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

describe('a guest token counts only as issued, at its own property, while it lasts and the stay goes on', () => {
  let server: TestServer;
  let clock = Date.now();
  let domain = '';
  let ownerToken = '';
  let otherDomain = '';
  const api = () => apiClient(server.url);
  const me = (token: string, at = domain) => api().get(`guest-app/${at}/session`, { headers: { Authorization: `Bearer ${token}` } });
  const day = (days: number) => propertyDay(clock, days);
  const guestIds: Record<string, number> = {};
  const bodies: Record<string, Record<string, unknown>> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    const owner = await createTenant(api(), server.url, 'guest-token');
    otherDomain = (await createTenant(api(), server.url, 'guest-token-other')).domain;
    domain = owner.domain;
    ownerToken = owner.token;
    const type = await api().post('rooms/types', { name: 'Villa' }, { token: ownerToken });
    const set = await api().post(`rooms/types/${type.body.data.id}/rooms`, { rooms: [{ number: 'T1' }, { number: 'T2' }, { number: 'T3' }] }, { token: ownerToken });
    const [t1, t2, t3] = set.body.data.rooms.map((r: { id: number }) => r.id) as number[];
    const guest = (last_name: string, room_id: number, over: Record<string, unknown> = {}) => ({ first_name: 'Ann', last_name, confirmation_number: `C-${last_name}`, nationality: 'NOR', arrival_date: day(-1), departure_date: day(2), room_id, ...over });
    for (const [name, body] of [
      ['Lee', guest('Lee', t1!)],
      ['Kim', guest('Kim', t2!)],
      // Checked in by the PMS a day before the booked arrival: in house all the same.
      ['Early', guest('Early', t3!, { arrival_date: day(1), departure_date: day(4), pms_checkin_at: new Date(clock).toISOString() })],
    ] as const) {
      const res = await api().post('guests', body, { token: ownerToken });
      expect(res.status, name).toBe(201);
      guestIds[name] = res.body.data.id;
      bodies[name] = body;
    }
  });
  afterAll(() => server.close());

  const signIn = async (room: string, last_name: string, at = domain) => {
    const res = await api().post(`guest-app/${at}/session`, { room, last_name });
    expect(res.status, `${room} ${last_name}`).toBe(201);
    return res.body.data as { token: string; expires_at: string };
  };

  it('refuses a token whose signature or claims were changed, or with anything around it', async () => {
    const { token } = await signIn('T1', 'Lee');
    expect((await me(token)).status).toBe(200);
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = `${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { c: number; g: number; e: number };
    const otherGuest = `${Buffer.from(JSON.stringify({ ...claims, g: guestIds.Kim })).toString('base64url')}.${signature}`;
    const later = `${Buffer.from(JSON.stringify({ ...claims, e: claims.e + 86_400 })).toString('base64url')}.${signature}`;
    for (const bad of [flipped, otherGuest, later, `x${token}`, `!${token}`, `${token}A`, `${payload}.${signature.slice(1)}`, `${payload}.`]) {
      expect((await me(bad)).status, bad).toBe(401);
    }
    // Signed in at the domain in capitals: the domain is matched whatever its case.
    const shouted = await signIn('T1', 'Lee', domain.toUpperCase());
    expect((await me(shouted.token)).status).toBe(200);
  });

  it("is no token at another property, even one this server signed", async () => {
    const { token } = await signIn('T2', 'Kim');
    expect((await me(token, otherDomain)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });

  it('lets a guest the PMS checked in early sign in, and ends at once when the PMS checks a guest out', async () => {
    const early = await signIn('T3', 'Early');
    expect((await me(early.token)).body.data).toEqual({ expires_at: early.expires_at, guest: { first_name: 'Ann', room: 'T3' } });
    const { token } = await signIn('T2', 'Kim');
    const out = await api().patch(`guests/${guestIds.Kim}`, { ...bodies.Kim, pms_checkout_at: new Date(clock).toISOString() }, { token: ownerToken });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await api().post(`guest-app/${domain}/session`, { room: 'T2', last_name: 'Kim' })).status).toBe(422);
  });

  it('lasts up to the second before expires_at, and not at that second', async () => {
    const { token, expires_at } = await signIn('T1', 'Lee');
    const saved = clock;
    clock = Date.parse(expires_at) - 1;
    expect((await me(token)).status).toBe(200);
    clock = Date.parse(expires_at);
    expect((await me(token)).status).toBe(401);
    clock = saved;
  });
});

describe("the guest app shows each object's own files", () => {
  let server: TestServer;
  let domain = '';
  let token = '';
  const api = () => apiClient(server.url);
  /** The ids of the files the app links to, each as its URL names it. */
  const fileIds = (value: unknown) => [...JSON.stringify(value).matchAll(/\/files\/([0-9a-f-]{36})/g)].map((m) => m[1]!);
  const created = async (path: string, body: Record<string, unknown>) => {
    const res = await api().post(path, body, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number };
  };
  /** The file ids the uploads so far have answered. */
  const seen = new Set<string>();
  const uploaded = async (path: string, bytes: Uint8Array, name: string, type: string) => {
    const res = await upload(api(), token, path, { bytes, name, type, language_code: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The upload answers the whole object: the file it added is the one id not seen before.
    const added = [...new Set(fileIds(res.body.data))].filter((id) => !seen.has(id));
    expect(added).toHaveLength(1);
    seen.add(added[0]!);
    return added[0]!;
  };
  const app = async () => {
    const res = await api().get(`guest-app/${domain}?lang=en`);
    expect(res.status).toBe(200);
    return res.body.data as GuestApp;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createTenant(api(), server.url, 'guest-files');
    domain = owner.domain;
    token = owner.token;
  });
  afterAll(() => server.close());

  it("gives each banner its own image and each PDF menu its own PDF", async () => {
    const sunset = await created('promotions', { name: 'Sunset', show_on_app: true, sort_order: 1 });
    const dive = await created('promotions', { name: 'Dive', show_on_app: true, sort_order: 2 });
    const sunsetImage = await uploaded(`promotions/${sunset.id}/image`, await png(12, 12), 's.png', 'image/png');
    const diveImage = await uploaded(`promotions/${dive.id}/image`, await png(14, 14), 'd.png', 'image/png');
    const bar = await created('facilities', { name: en('Bar') });
    const wine = await created('facilities/menus', { facility_id: bar.id, name: en('Wine'), type: 'pdf' });
    const spirits = await created('facilities/menus', { facility_id: bar.id, name: en('Spirits'), type: 'pdf' });
    const winePdf = await uploaded(`facilities/menus/${wine.id}/pdf`, pdf(), 'wine.pdf', 'application/pdf');
    const spiritsPdf = await uploaded(`facilities/menus/${spirits.id}/pdf`, pdf(), 'spirits.pdf', 'application/pdf');

    const shown = await app();
    const banners = Object.fromEntries(shown.banners.map((b) => [b.id, b]));
    expect(fileIds(banners[sunset.id]!.image)).toEqual([sunsetImage, sunsetImage]);
    expect(fileIds(banners[dive.id]!.image)).toEqual([diveImage, diveImage]);
    const menus = Object.fromEntries(shown.facilities.find((f) => f.id === bar.id)!.menus.map((m) => [m.id, m]));
    expect(menus[wine.id]!.pdf).toEqual({ url: expect.stringContaining(winePdf), language_code: 'en' });
    expect(menus[spirits.id]!.pdf).toEqual({ url: expect.stringContaining(spiritsPdf), language_code: 'en' });
  });

  it('shows only the files of the kind a card shows, though it keeps the others for staff', async () => {
    const card = (name: string, content_type: string) => created('information', { name: en(name), description: en('About'), content_type, sort_order: 0 });
    const patch = (id: number, name: string, content_type: string) => api().patch(`information/${id}`, { name: en(name), description: en('About'), content_type, sort_order: 0 }, { token });
    // A PDF card that once was an image card, and an image card that once was a PDF card.
    const guide = await card('Guide', 'image');
    const guideImage = await uploaded(`information/${guide.id}/content-image`, await png(), 'guide.png', 'image/png');
    expect((await patch(guide.id, 'Guide', 'pdf')).status).toBe(200);
    await uploaded(`information/${guide.id}/content-pdf`, pdf(), 'guide.pdf', 'application/pdf');
    const photos = await card('Photos', 'pdf');
    await uploaded(`information/${photos.id}/content-pdf`, pdf(), 'photos.pdf', 'application/pdf');
    expect((await patch(photos.id, 'Photos', 'image')).status).toBe(200);
    const photo = await uploaded(`information/${photos.id}/content-image`, await png(), 'photo.png', 'image/png');

    const cards = Object.fromEntries((await app()).information.map((i) => [i.id, i]));
    expect(cards[guide.id]).toMatchObject({ content_type: 'pdf', images: [] });
    expect(cards[guide.id]!.pdf).toEqual({ url: expect.stringMatching(/\/files\//), language_code: 'en' });
    expect(fileIds(cards[guide.id])).not.toContain(guideImage);
    expect(cards[photos.id]).toMatchObject({ content_type: 'image', pdf: null });
    expect(cards[photos.id]!.images).toHaveLength(1);
    expect(fileIds(cards[photos.id]!.images)).toEqual([photo, photo]);
  });

  it("answers a facility page with no menus, and each facility's page with its own menus only", async () => {
    const lounge = await created('facilities', { name: en('Lounge') });
    const pool = await created('facilities', { name: en('Pool') });
    const snacks = await created('facilities/menus', { facility_id: pool.id, name: en('Snacks'), type: 'menu' });
    await created('facilities/menus/categories', { menu_id: snacks.id, name: en('Bites') });
    const page = async (id: number) => {
      const res = await api().get(`guest-app/${domain}/facilities/${id}?lang=en`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as GuestFacilityPage;
    };
    expect((await page(lounge.id)).menus).toEqual([]);
    expect((await page(pool.id)).menus.map((m) => [m.id, m.categories.map((c) => c.name)])).toEqual([[snacks.id, ['Bites']]]);
  });
});
