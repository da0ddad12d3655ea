/**
 * The server filters, orders and pages the Requests and Slots lists in SQL (for speed over thousands of
 * rows); its WHERE and ORDER BY are built from the domain's rule (bookingSearch/bookingOrder,
 * slotFilter/slotOrder). This checks the SQL against the rule itself: the same rows, read back and
 * run through pageBookings / pageSlots (what the mocks answer), give the same pages for every order
 * key, both directions, ties, searches ('#12', digits, names, rooms, '%') and paging.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ORDER_KEYS, SLOT_ORDER_KEYS, type BookingStatus } from '@atoll/contract';
import { addDays, pageBookings, pageSlots } from '@atoll/contract/domain';
import { bookingGuests, bookings, bookingSlots, guests, rooms, roomTypes } from '../src/db/schema';
import { apiClient, type ApiClient } from './support/client';
import { addGuests, dayAhead, seedBookable, type Bookable } from './support/bookings';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let b: Bookable;
const STATUSES: BookingStatus[] = ['new', 'confirmed', 'completed', 'declined', 'cancelled', 'no_show'];

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'list-rule-co');
  b = await seedBookable(server, api, owner, { paxRequired: true, name: 'Rule' });
  const { db } = server.database;
  const companyId = b.companyId;
  const [roomType] = await db.insert(roomTypes).values({ companyId, name: 'Rule Suite' }).returning({ id: roomTypes.id });
  const roomIds = [b.roomId];
  for (const number of ['112', '204', 'A%1']) {
    const [room] = await db.insert(rooms).values({ companyId, roomTypeId: roomType.id, number }).returning({ id: rooms.id });
    roomIds.push(room.id);
  }
  const today = dayAhead(0);
  const guestIds = [...b.guestIds];
  for (const roomId of roomIds.slice(1)) guestIds.push(...(await addGuests(server, companyId, roomId, today, [['Aisha', `Ali${roomId}`], ['zed', 'Öztürk']])));
  // Slots over ten days at a few hours (some equal, for ties), with booked pax.
  const slotIds: number[] = [];
  for (let i = 0; i < 14; i += 1) {
    const [slot] = await db
      .insert(bookingSlots)
      .values({ companyId, bookingTypeId: b.typeId, date: addDays(today, 1 + (i % 5)), startTime: ['09:00', '10:00', '10:00', '18:30'][i % 4]!, endTime: ['10:00', '11:00', '12:00', '20:00'][i % 4]!, paxMax: 0, bookedPax: (i * 7) % 4 })
      .onConflictDoNothing()
      .returning({ id: bookingSlots.id });
    if (slot) slotIds.push(slot.id);
  }
  const slots = await db.select().from(bookingSlots).where(eq(bookingSlots.companyId, companyId));
  const now = Date.now();
  for (let i = 0; i < 40; i += 1) {
    const slot = slots[i % slots.length]!;
    const startsAt = new Date(Date.parse(`${slot.date}T${slot.startTime}:00Z`));
    const [row] = await db
      .insert(bookings)
      .values({
        companyId,
        number: i + 1,
        bookingTypeId: b.typeId,
        bookingSlotId: slot.id,
        facilityId: b.facilityId,
        roomId: roomIds[i % roomIds.length]!,
        status: STATUSES[i % STATUSES.length]!,
        pax: 1 + (i % 3),
        bookedByType: 'staff',
        bookedByName: 'Rule',
        statusAt: new Date(now),
        statusByName: 'Rule',
        dueAt: new Date(startsAt.getTime() - (i % 3) * 3_600_000),
        startsAt,
      })
      .returning({ id: bookings.id });
    const rowGuests = guestIds.filter((_, g) => (g + i) % 4 === 0).slice(0, 2);
    if (rowGuests.length) await db.insert(bookingGuests).values(rowGuests.map((guestId) => ({ companyId, bookingId: row.id, guestId })));
  }
}, 120_000);
afterAll(() => server.close());

/** Every booking of the company as the domain's list rule reads it. */
async function bookingRows() {
  const { db } = server.database;
  const rows = await db.select().from(bookings).where(eq(bookings.companyId, b.companyId));
  const names = await db.select({ bookingId: bookingGuests.bookingId, first: guests.firstName, last: guests.lastName }).from(bookingGuests).innerJoin(guests, eq(guests.id, bookingGuests.guestId));
  const roomRows = await db.select({ id: rooms.id, number: rooms.number }).from(rooms).where(eq(rooms.companyId, b.companyId));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    due_at: r.dueAt.toISOString(),
    starts_at: r.startsAt.toISOString(),
    room_number: roomRows.find((x) => x.id === r.roomId)?.number ?? '',
    guest_names: names.filter((n) => n.bookingId === r.id).map((n) => `${n.first} ${n.last}`),
  }));
}

const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('GET /bookings/by-state/all is the domain rule in SQL', () => {
  it('every order key and direction, searches and pages', async () => {
    const rows = await bookingRows();
    const queries: Record<string, string>[] = [];
    for (const key of BOOKING_ORDER_KEYS) for (const dir of ['', ':DESC']) queries.push({ order_by: `${key}${dir}`, limit: '7', page: '2' });
    for (const q of ['#12', '12', '1', '#', 'aisha', 'ÖZTÜRK', 'a%1', '%', '_', '  ali ', 'nobody']) queries.push({ q_name: q, limit: '100' });
    let found = 0;
    for (const query of queries) {
      const res = await api.get(`bookings/by-state/all?${new URLSearchParams(query)}`, { token: owner.token });
      expect(res.status).toBe(200);
      const want = pageBookings(rows, { page: Number(query.page ?? 1), limit: Number(query.limit), q_name: query.q_name, order_by: query.order_by });
      expect(ids(res.body.data), JSON.stringify(query)).toEqual(ids(want.data));
      expect(res.body.meta, JSON.stringify(query)).toEqual(want.meta);
      if (want.data.length) found += 1;
    }
    // Not vacuous: every query but 'nobody', '#' and '_' finds rows.
    expect(found).toBe(queries.length - 3);
    expect(ids((await api.get('bookings/by-state/all?q_name=%2312', { token: owner.token })).body.data)).toEqual(ids(rows.filter((r) => r.number === 12)));
  });
});

describe('GET /bookings/slots is the domain rule in SQL', () => {
  it('every order key and direction, the date and q_name filters, pages', async () => {
    const { db } = server.database;
    const name = 'Rule Dive';
    const rows = (await db.select().from(bookingSlots).where(eq(bookingSlots.companyId, b.companyId))).map((s) => ({
      id: s.id,
      booking_type_id: s.bookingTypeId,
      date: s.date,
      start_time: s.startTime,
      end_time: s.endTime,
      booked_pax: s.bookedPax,
      type_name: name,
    }));
    const queries: Record<string, string>[] = [];
    for (const key of SLOT_ORDER_KEYS) for (const dir of ['', ':DESC']) queries.push({ order_by: `${key}${dir}`, limit: '5', page: '2' });
    queries.push({ date: rows[0]!.date, limit: '100' }, { q_name: 'DIVE', limit: '100' }, { q_name: 'spa', limit: '100' });
    let found = 0;
    for (const query of queries) {
      const res = await api.get(`bookings/slots?${new URLSearchParams(query)}`, { token: owner.token });
      expect(res.status).toBe(200);
      const want = pageSlots(rows, { page: Number(query.page ?? 1), limit: Number(query.limit), order_by: query.order_by, date: query.date, q_name: query.q_name });
      expect(ids(res.body.data), JSON.stringify(query)).toEqual(ids(want.data));
      expect(res.body.meta, JSON.stringify(query)).toEqual(want.meta);
      if (want.data.length) found += 1;
    }
    expect(found).toBe(queries.length - 1);
  });
});
