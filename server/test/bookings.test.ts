/**
 * Bookings on the server: what only the database, the clock and e-mail can get wrong. Numbers per
 * company from 1, the e-mail after commit, a closed window and a started slot to the minute on the
 * server's clock, and the sweep (expiry and the overdue e-mail). POST, capacity, the field checks,
 * menu lines, CONFIRMATION_REQUIRED round trips, the status machine, PATCH, assign, the lists and
 * q_name, tenancy and facility scope are written once in conformance/groups/bookings.ts (server and mocks).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_TEXT, formatDisplayDate } from '@atoll/contract';
import { EXPIRED_LOG, zonedInstant } from '@atoll/contract/domain';
import { bookingSlots, outbox } from '../src/db/schema';
import { startSweeper } from '../src/services/bookings/sweep';
import { apiClient, type ApiClient, type Json } from './support/client';
import { addSlot, bookingBody, dayAhead, seedBookable, TZ, type Bookable } from './support/bookings';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;
/** The server's clock (deps.now): real time unless a test moves it. */
let clock: number | undefined;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock ?? Date.now() });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'bookings-co');
  other = await createTenant(api, server.url, 'bookings-other');
}, 60_000);
afterAll(() => server.close());

const post = (path: string, body: Json, token = owner.token) => api.post(path, body, { token });
const get = (path: string, token = owner.token) => api.get(path, { token });
const bookedPax = async (slotId: number) => (await server.database.db.select().from(bookingSlots).where(eq(bookingSlots.id, slotId)))[0].bookedPax;
const created = async (body: Json, token = owner.token) => {
  const res = await post('bookings', body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};

describe('POST /bookings', () => {
  const date = dayAhead(2);

  it('numbers bookings per company, from 1', async () => {
    const b2 = await seedBookable(server, api, other, { paxRequired: false });
    const s2 = await addSlot(server, b2, date);
    const first = await created(bookingBody(b2, s2, date, { pax: null }), other.token);
    expect(first.number).toBe(1);
    expect(first.pax_name_text).toBe('');
  });

  it('e-mails the type\'s booking_emails after commit', async () => {
    const t = await seedBookable(server, api, owner, { emails: ['desk@hotel.test', 'chef@hotel.test'] });
    const s = await addSlot(server, t, date);
    const booking = await created(bookingBody(t, s, date));
    const subject = REQUESTS_TEXT.newBookingSubject(booking.booking_type.attached_text, booking.number);
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(mails.map((m) => m.to).sort()).toEqual(['chef@hotel.test', 'desk@hotel.test']);
    expect(mails[0].text).toContain(`Slot: ${formatDisplayDate(date)}, 10:00 – 11:00`);
  });
});

describe('CONFIRMATION_REQUIRED and started slots (on the server\'s clock)', () => {
  let b: Bookable;
  // The guests stay until today + 3: the clock moves within their stay.
  const date = dayAhead(2);
  beforeAll(async () => {
    b = await seedBookable(server, api, owner, { closeMinutes: 60 });
  });
  afterAll(() => {
    clock = undefined;
  });

  it('a slot whose booking window closed asks, and goes ahead with _confirmation', async () => {
    const s = await addSlot(server, b, date, '18:00', '19:00');
    clock = zonedInstant(date, '17:30', TZ).getTime();
    const asked = await post('bookings', bookingBody(b, s, date));
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject({ code: 'CONFIRMATION_REQUIRED', message: REQUESTS_TEXT.slotClosed, data: { id: `closed:${s}`, confirm_text: REQUESTS_TEXT.bookAnyway } });
    expect(await bookedPax(s)).toBe(0);
    const booking = await created(bookingBody(b, s, date, { _confirmation: asked.body.data.id }));
    expect(booking.status).toBe('new');
  });

  it('a started slot is refused on booking_slot_id', async () => {
    const s = await addSlot(server, b, date, '20:00', '21:00');
    clock = zonedInstant(date, '20:01', TZ).getTime();
    const res = await post('bookings', bookingBody(b, s, date, { _confirmation: `closed:${s}` }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ booking_slot_id: [REQUESTS_TEXT.slotPast] });
  });
});

describe('the sweep: expiry and the overdue e-mail (on the server\'s clock)', () => {
  afterAll(() => {
    clock = undefined;
  });

  it('an overdue New request e-mails once; a started one expires, gives its seats back and says so', async () => {
    const t = await seedBookable(server, api, owner, { emails: ['late@hotel.test'], closeMinutes: 120, paxRequired: true });
    const date = dayAhead(8);
    const s = await addSlot(server, t, date, '18:00', '19:00', 10);
    const booking = await created(bookingBody(t, s, date, { pax: 3 }));
    const kept = await created(bookingBody(t, s, date, { pax: 2, guests: [t.guestIds[1]] }));
    await post(`bookings/${kept.id}/action`, { status: 'confirmed' });
    expect(await bookedPax(s)).toBe(5);
    const overdueSubject = REQUESTS_TEXT.overdueSubject(booking.booking_type.attached_text, booking.number);
    const overdueMails = async () => (await server.database.db.select().from(outbox).where(and(eq(outbox.subject, overdueSubject), eq(outbox.to, 'late@hotel.test')))).length;

    clock = zonedInstant(date, '16:30', TZ).getTime();
    expect((await get(`bookings/${booking.id}`)).body.data.status).toBe('new');
    expect(await overdueMails()).toBe(1);
    await get('bookings/by-state/new');
    expect(await overdueMails()).toBe(1);

    clock = zonedInstant(date, '18:00', TZ).getTime();
    const stopped = startSweeper({ ...server.deps, now: () => clock! }, 20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopped();
    const expired = (await get(`bookings/${booking.id}`)).body.data;
    expect(expired).toMatchObject({ status: 'expired', status_by: 'System', actions: [], main_action: null });
    expect(expired.logs[0]).toMatchObject({ text: EXPIRED_LOG, changed_by: 'System' });
    expect(await bookedPax(s)).toBe(2);
    expect((await get(`bookings/${kept.id}`)).body.data.status).toBe('confirmed');
    expect((await get('bookings/by-state/new?limit=100')).body.data.map((r: Json) => r.id)).not.toContain(booking.id);
    // Swept again: nothing more is released or logged.
    await get('bookings/by-state/all');
    expect(await bookedPax(s)).toBe(2);
    expect((await get(`bookings/${booking.id}`)).body.data.logs.filter((l: Json) => l.text === EXPIRED_LOG)).toHaveLength(1);
    expect(await overdueMails()).toBe(1);
  });
});
