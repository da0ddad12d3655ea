/**
 * Guest bookings over HTTP (issue 21; ADR 0052): many guests, each with their own guest token, racing for the last
 * places of one slot (and racing staff bookings on another) are never overbooked — the staff's capacity statement
 * (ADR 0033) decides, every refusal is the staff's 422 'slot full'; a token past its life is 401; the guest routes
 * are rate-limited per address like the other guest routes. The behaviour itself is the conformance group's
 * (conformance/groups/guestBookings.ts, on the mocks and the server). On PGlite the requests queue at its one
 * connection (the counting only); the proof is the PostgreSQL run:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server server/test/guestBookings.test.ts
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SESSION_TTL_MINUTES, REQUESTS_TEXT } from '@atoll/contract';
import { HOLDS_SEATS } from '@atoll/contract/domain';
import { bookings, bookingSlots, bookingTypes } from '../src/db/schema';
import { apiClient, type ApiClient, type ApiResponse, type Json } from './support/client';
import { addGuests, addSlot, bookingBody, dayAhead, seedBookable, type Bookable } from './support/bookings';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let b: Bookable;
let clock = Date.now();
const GUESTS = 60;
const date = dayAhead(2);
/** Each guest's token, signed in by room and last name through the API. */
let tokens: string[] = [];

const db = () => server.database.db;
const slotRow = async (id: number) => (await db().select().from(bookingSlots).where(eq(bookingSlots.id, id)))[0];
const heldSeats = async (slotId: number) => {
  const rows = await db().select({ pax: bookings.pax }).from(bookings).where(and(eq(bookings.bookingSlotId, slotId), inArray(bookings.status, [...HOLDS_SEATS])));
  return rows.reduce((sum, r) => sum + r.pax, 0);
};
const isSlotFull = (res: ApiResponse<Json>) => res.status === 422 && res.body.message === REQUESTS_TEXT.slotFull && res.body.errors?.pax?.[0] === REQUESTS_TEXT.slotFull;
const byStatus = (answers: ApiResponse<Json>[]) =>
  [...answers.reduce((m, r) => m.set(r.status, (m.get(r.status) ?? 0) + 1), new Map<number, number>())].sort((x, y) => x[0] - y[0]).map(([s, n]) => `${s}: ${n}`).join(', ');
const guestBook = (token: string, slotId: number, pax = 1) =>
  api.post(`guest-app/${owner.domain}/bookings`, { booking_slot_id: slotId, pax }, { headers: { Authorization: `Bearer ${token}` } });

beforeAll(async () => {
  // The guest routes' per-address limit is the rate-limit test's: here every request comes from one address.
  server = await startTestServer({ guestAppRateLimit: { requests: 100_000, windowSeconds: 60 }, now: () => clock });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'guest-burst-co');
  b = await seedBookable(server, api, owner, { paxRequired: true, name: 'Burst' });
  await db().update(bookingTypes).set({ allowBookingsFromApp: true }).where(eq(bookingTypes.id, b.typeId));
  const names = Array.from({ length: GUESTS }, (_, i) => [`G${i}`, `Burst${i}`] as [string, string]);
  await addGuests(server, b.companyId, b.roomId, dayAhead(0), names);
  tokens = [];
  for (const [, last_name] of names) {
    const res = await api.post(`guest-app/${owner.domain}/session`, { room: 'Burst-101', last_name });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    tokens.push(res.body.data.token);
  }
}, 120_000);
afterAll(() => server?.close());

describe('guests racing for the last places', () => {
  it(`${GUESTS} guests book the last 10 places of one slot at once: exactly 10 booked, the rest 422 'slot full', 0 overbooked, no 5xx`, async () => {
    const slot = await addSlot(server, b, date, '10:00', '11:00', 10);
    const started = Date.now();
    const answers = await Promise.all(tokens.map((token) => guestBook(token, slot)));
    const seconds = (Date.now() - started) / 1000;
    const ok = answers.filter((r) => r.status === 201);
    const row = await slotRow(slot);
    console.log(`guest bookings (${server.database.kind}): ${GUESTS} concurrent POST guest-app/{domain}/bookings in ${seconds.toFixed(1)} s → ${byStatus(answers)}; booked_pax ${row.bookedPax} / 10`);
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    expect(ok).toHaveLength(10);
    expect(answers.filter(isSlotFull)).toHaveLength(GUESTS - 10);
    expect(row.bookedPax).toBe(10);
    expect(row.bookedPax).toBe(await heldSeats(slot));
    expect(row.bookingsCount).toBe(10);
    const rows = await db().select().from(bookings).where(eq(bookings.bookingSlotId, slot));
    expect(rows.every((r) => r.bookedByType === 'guest' && r.roomId === b.roomId && r.bookedById === null)).toBe(true);
    expect(server.logs.filter((l) => l.level === 'error')).toEqual([]);
  }, 300_000);

  it('guests and staff racing for one slot of 20 (pax 1–3): booked ≤ 20 and equal to the seats held; every refusal the same 422', async () => {
    const slot = await addSlot(server, b, date, '12:00', '13:00', 20);
    const answers = await Promise.all([
      ...tokens.slice(0, 40).map((token, i) => guestBook(token, slot, 1 + (i % 3))),
      ...Array.from({ length: 40 }, (_, i) => api.post('bookings', bookingBody(b, slot, date, { pax: 1 + (i % 3), guests: [b.guestIds[i % 2]] }), { token: owner.token })),
    ]);
    const row = await slotRow(slot);
    console.log(`guest + staff bookings (${server.database.kind}): 80 concurrent → ${byStatus(answers)}; booked_pax ${row.bookedPax} / 20`);
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    expect(answers.filter((r) => r.status !== 201 && !isSlotFull(r)).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(row.bookedPax).toBeLessThanOrEqual(20);
    expect(row.bookedPax).toBeGreaterThan(17);
    expect(row.bookedPax).toBe(await heldSeats(slot));
    const numbers = answers.filter((r) => r.status === 201).map((r) => r.body.data.number as number);
    expect(new Set(numbers).size).toBe(numbers.length);
  }, 300_000);
});

describe('the guest token', () => {
  it('a token past its life is 401 on every guest booking route; a staff session is no guest token', async () => {
    const slot = await addSlot(server, b, date, '16:00', '17:00', 5);
    const [token] = tokens;
    const headers = { Authorization: `Bearer ${token}` };
    expect((await api.get(`guest-app/${owner.domain}/bookings`, { headers })).status).toBe(200);
    expect((await api.get(`guest-app/${owner.domain}/bookings`, { token: owner.token })).status).toBe(401);
    const saved = clock;
    clock += GUEST_SESSION_TTL_MINUTES * 60_000 + 1_000;
    try {
      expect((await guestBook(token, slot)).status).toBe(401);
      expect((await api.get(`guest-app/${owner.domain}/bookings`, { headers })).status).toBe(401);
      expect((await api.delete(`guest-app/${owner.domain}/bookings/1`, { headers })).status).toBe(401);
    } finally {
      clock = saved;
    }
    expect((await slotRow(slot)).bookedPax).toBe(0);
  });
});

describe('rate limit', () => {
  it('the guest booking routes share the guest routes’ per-address limit: 429 with Retry-After', async () => {
    const limited = await startTestServer({ guestAppRateLimit: { requests: 3, windowSeconds: 60 } });
    try {
      const other = apiClient(limited.url);
      const company = await createTenant(other, limited.url, 'guest-limit-co');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await other.get(`guest-app/${company.domain}/slots`)).status);
      const last = await other.post(`guest-app/${company.domain}/bookings`, { booking_slot_id: 1, pax: 1 }, { headers: { Authorization: 'Bearer x' } });
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last.status).toBe(429);
      expect(Number(last.headers.get('Retry-After'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
