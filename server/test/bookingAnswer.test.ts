/**
 * One booking's answer (issue 23): POST /bookings, GET /bookings/{id}, PATCH, the action and the assignment answer
 * the booking from ONE prepared statement (services/bookings/serialize.ts selectBookingAnswer). Each answer must be
 * exactly what the per-relation reads answered before: serializeBookings (the lists' path, one query per relation)
 * of the same row plus its Timeline read on its own, newest first. Compared as JSON text, so keys, their order,
 * nulls, types and the order of the arrays all count. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLogs, bookings, rooms } from '../src/db/schema';
import { tenant } from '../src/db/tenant';
import { serializeBookings } from '../src/services/bookings/serialize';
import { apiClient, type ApiClient, type Json } from './support/client';
import { addSlot, bookingBody, dayAhead, seedBookable } from './support/bookings';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'answer-co');
}, 60_000);
afterAll(() => server.close());

/** The answer as the per-relation reads built it. */
async function before(id: number): Promise<Json> {
  const { db } = server.database;
  const companyId = owner.auth.company.id as number;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  const [booking] = await serializeBookings(tenant(db, companyId), [row]);
  const logs = await db
    .select({ id: bookingLogs.id, text: bookingLogs.text, changedBy: bookingLogs.changedBy, createdAt: bookingLogs.createdAt })
    .from(bookingLogs)
    .where(eq(bookingLogs.bookingId, id))
    .orderBy(desc(bookingLogs.createdAt), desc(bookingLogs.id));
  return { ...booking, logs: logs.map((l) => ({ id: l.id, text: l.text, changed_by: l.changedBy, created_at: l.createdAt.toISOString() })) };
}

async function same(res: { status: number; body: Json }, status = 200): Promise<Json> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const answer = res.body.data;
  expect(JSON.stringify(answer)).toBe(JSON.stringify(await before(answer.id as number)));
  return answer;
}

describe('one booking answered by one statement', () => {
  it('a menu booking with guests, lines, remarks, an assignee, an action and a PATCH: every answer as before', async () => {
    const token = owner.token;
    const b = await seedBookable(server, api, owner, { menu: true, menuMultiple: true, emails: ['desk@example.com'], paxRequired: true });
    const date = dayAhead(2);
    const slot = await addSlot(server, b, date, '19:00', '21:00', 10);
    const body = bookingBody(b, slot, date, {
      guests: [b.guestIds[1], b.guestIds[0]],
      pax: 3,
      remarks: 'Window table',
      menu_items: [
        { id: b.itemIds[1], quantity: 2 },
        { id: b.itemIds[0], quantity: 1 },
      ],
    });
    const created = await same(await api.post('bookings', body, { token }), 201);
    expect(created.guests).toHaveLength(2);
    expect(created.menu_items).toHaveLength(2);
    const id = created.id as number;
    const staff = await createStaff(api, owner, 'answer-staff');
    const assigned = await same(await api.post(`bookings/${id}/assign`, { user_id: staff.id }, { token }));
    expect(assigned.assignee).toMatchObject({ id: staff.id });
    await same(await api.patch(`bookings/${id}`, { remarks_internal: 'VIP', pax: 2 }, { token }));
    const confirmed = await same(await api.post(`bookings/${id}/action`, { status: 'confirmed', remarks: 'See you' }, { token }));
    expect((confirmed.logs as Json[]).length).toBeGreaterThanOrEqual(4);
    await same(await api.post(`bookings/${id}/assign`, { user_id: null }, { token }));
    await same(await api.get(`bookings/${id}`, { token }));
  });

  it('an activity booking whose room is gone: the same fallbacks as before', async () => {
    const token = owner.token;
    const b = await seedBookable(server, api, owner, { paxRequired: false });
    const date = dayAhead(3);
    const slot = await addSlot(server, b, date, '08:00', '09:30', 0);
    const created = await same(await api.post('bookings', bookingBody(b, slot, date), { token }), 201);
    await server.database.db.delete(rooms).where(eq(rooms.id, b.roomId));
    const gone = await same(await api.get(`bookings/${created.id as number}`, { token }));
    expect(gone.room).toEqual({ id: 0, type_name: '', number: '' });
  });

  it('outside the company or an id no row has: 404', async () => {
    expect((await api.get('bookings/2147483000', { token: owner.token })).status).toBe(404);
  });
});
