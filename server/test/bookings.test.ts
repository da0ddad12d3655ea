/**
 * Bookings (slice 3): POST /bookings (capacity, CONFIRMATION_REQUIRED, in-house guests, menu lines,
 * the per-company number, the timeline, the e-mail after commit), GET one and by state (paging,
 * sorting, q_name), PATCH, actions (the status machine, seats given back), assign, the sweep (expiry
 * and the overdue e-mail, on the server's clock), facility scope and tenancy.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, REQUESTS_TEXT } from '@atoll/contract';
import { BOOKING_LOG, EXPIRED_LOG, statusLog, zonedInstant } from '@atoll/contract/domain';
import { bookingSlots, outbox } from '../src/db/schema';
import { startSweeper } from '../src/services/bookings/sweep';
import { apiClient, type ApiClient, type Json } from './support/client';
import { addGuests, addSlot, bookingBody, dayAhead, seedBookable, TZ, type Bookable } from './support/bookings';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
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
  let b: Bookable;
  let slot: number;
  const date = dayAhead(2);
  beforeAll(async () => {
    b = await seedBookable(server, api, owner, { paxRequired: true, paxMax: 0 });
    slot = await addSlot(server, b, date, '10:00', '11:00', 5);
  });

  it('creates a New booking with the next number, its guests, seats and the timeline', async () => {
    const first = await created(bookingBody(b, slot, date, { pax: 2, guests: b.guestIds, remarks: '  window seat ' }));
    expect(first).toMatchObject({
      status: 'new',
      ui_status: { text: 'New' },
      pax: 2,
      pax_text: '2 pax',
      pax_name_text: '2 pax',
      remarks: 'window seat',
      remarks_internal: null,
      booked_by_type: 'staff',
      booked_by: 'Owner Person',
      status_by: 'Owner Person',
      booking_slot: { id: slot, date, time_text: '10:00 – 11:00' },
      booking_type: { id: b.typeId, pax_required: true, attached_type: 'Activity' },
      main_action: { status: 'confirmed' },
      assignee: null,
      menu_items: [],
      menu_items_text: '',
    });
    expect(first.actions.map((a: Json) => a.status)).toEqual(['confirmed', 'declined']);
    expect(first.guests.map((g: Json) => g.full_name).sort()).toEqual(['Ann Lee', 'Bo Ray']);
    expect(first.room.number).toMatch(/-101$/);
    expect(first.due_at).toBe(zonedInstant(date, '10:00', TZ).toISOString());
    expect(first.logs.map((l: Json) => [l.text, l.changed_by])).toEqual([[BOOKING_LOG.created, 'Owner Person']]);
    expect(await bookedPax(slot)).toBe(2);
    const second = await created(bookingBody(b, slot, date));
    expect(second.number).toBe(first.number + 1);
    expect(await bookedPax(slot)).toBe(3);
  });

  it('numbers bookings per company, from 1', async () => {
    const b2 = await seedBookable(server, api, other, { paxRequired: false });
    const s2 = await addSlot(server, b2, date);
    const first = await created(bookingBody(b2, s2, date, { pax: null }), other.token);
    expect(first.number).toBe(1);
    expect(first.pax_name_text).toBe('');
  });

  it('refuses what does not fit, with the contract message on pax; nothing changes', async () => {
    const before = await bookedPax(slot);
    const res = await post('bookings', bookingBody(b, slot, date, { pax: 6 - before }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(REQUESTS_TEXT.slotFull);
    expect(res.body.errors).toEqual({ pax: [REQUESTS_TEXT.slotFull] });
    expect(await bookedPax(slot)).toBe(before);
    await created(bookingBody(b, slot, date, { pax: 5 - before }));
    expect(await bookedPax(slot)).toBe(5);
  });

  it('checks each field: required, the slot of the type and date, in-house guests of the room, pax, menu lines', async () => {
    const empty = await post('bookings', {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['booking_slot_id', 'booking_type_id', 'date', 'guests', 'room_id']);
    const s = await addSlot(server, b, date, '12:00', '13:00');
    expect((await post('bookings', bookingBody(b, s, dayAhead(3)))).body.errors).toEqual({ booking_slot_id: ['Choose from the list'] });
    expect((await post('bookings', bookingBody(b, s, date, { pax: null }))).body.errors).toEqual({ pax: [REQUESTS_TEXT.paxRequired] });
    // A guest of another room, a guest who left, a guest of another company.
    const elsewhere = await seedBookable(server, api, owner);
    expect((await post('bookings', bookingBody(b, s, date, { guests: [elsewhere.guestIds[0]] }))).body.errors).toEqual({ guests: [REQUESTS_TEXT.notInHouse] });
    const [gone] = await addGuests(server, b.companyId, b.roomId, dayAhead(-10), [['Old', 'Guest']]);
    expect((await post('bookings', bookingBody(b, s, date, { guests: [gone] }))).body.errors).toEqual({ guests: [REQUESTS_TEXT.notInHouse] });
    const foreign = await seedBookable(server, api, other);
    expect((await post('bookings', bookingBody(b, s, date, { guests: [foreign.guestIds[0]] }))).status).toBe(422);
    expect((await post('bookings', bookingBody(b, s, date, { room_id: foreign.roomId }))).body.errors).toEqual({ room_id: ['Choose from the list'] });
    expect((await post('bookings', bookingBody(b, s, date, { booking_type_id: foreign.typeId }))).body.errors).toEqual({ booking_type_id: ['Choose from the list'] });
    expect((await post('bookings', bookingBody(b, s, date, { menu_items: [{ id: 1, quantity: 1 }] }))).body.errors).toEqual({ menu_items: [REQUESTS_TEXT.notMenuType] });
    expect(await bookedPax(s)).toBe(0);
  });

  it('menu types take their menu items (quantity 0 removes a line; one item unless menu_multiple)', async () => {
    const m = await seedBookable(server, api, owner, { menu: true, paxRequired: false });
    const s = await addSlot(server, m, date, '19:00', '21:00');
    const body = (items: Json) => bookingBody(m, s, date, { menu_items: items });
    expect((await post('bookings', body([]))).body.errors).toEqual({ menu_items: [REQUESTS_TEXT.paxRequired] });
    expect((await post('bookings', body([{ id: m.itemIds[0], quantity: 1 }, { id: m.itemIds[1], quantity: 1 }]))).body.errors).toEqual({ menu_items: [REQUESTS_TEXT.oneItemOnly] });
    expect((await post('bookings', body([{ id: b.itemIds[0] ?? 999_999, quantity: 1 }]))).body.errors).toEqual({ menu_items: [REQUESTS_TEXT.itemNotInMenu] });
    const booking = await created(body([{ id: m.itemIds[0], quantity: 2 }, { id: m.itemIds[1], quantity: 0 }]));
    expect(booking.menu_items).toEqual([{ item: { id: m.itemIds[0], name: [{ language_code: 'en', text: 'Fish curry' }] }, quantity: 2 }]);
    expect(booking.menu_items_text).toBe('Fish curry × 2');
  });

  it('e-mails the type\'s booking_emails after commit', async () => {
    const t = await seedBookable(server, api, owner, { emails: ['desk@hotel.test', 'chef@hotel.test'] });
    const s = await addSlot(server, t, date);
    const booking = await created(bookingBody(t, s, date));
    const subject = REQUESTS_TEXT.newBookingSubject(booking.booking_type.attached_text, booking.number);
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(mails.map((m) => m.to).sort()).toEqual(['chef@hotel.test', 'desk@hotel.test']);
    expect(mails[0].text).toContain(`Slot: ${date}, 10:00 – 11:00`);
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

  it('a guest already holding an overlapping slot that day asks', async () => {
    clock = undefined;
    const s1 = await addSlot(server, b, date, '08:00', '09:30');
    const s2 = await addSlot(server, b, date, '09:00', '10:00');
    const s3 = await addSlot(server, b, date, '09:30', '10:30');
    await created(bookingBody(b, s1, date));
    const asked = await post('bookings', bookingBody(b, s2, date));
    expect(asked.status).toBe(428);
    expect(asked.body.message).toBe(REQUESTS_TEXT.guestOverlap);
    expect(asked.body.data.id).toBe(`overlap:${s2}:${b.guestIds[0]}`);
    expect((await post('bookings', bookingBody(b, s2, date, { _confirmation: 'overlap:1:1' }))).status).toBe(428);
    await created(bookingBody(b, s2, date, { _confirmation: asked.body.data.id }));
    // Touching hours do not overlap; the other guest is free.
    await created(bookingBody(b, s3, date, { guests: [b.guestIds[1]] }));
  });

  it('a started slot is refused on booking_slot_id', async () => {
    const s = await addSlot(server, b, date, '20:00', '21:00');
    clock = zonedInstant(date, '20:01', TZ).getTime();
    const res = await post('bookings', bookingBody(b, s, date, { _confirmation: `closed:${s}` }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ booking_slot_id: [REQUESTS_TEXT.slotPast] });
  });
});

describe('actions, PATCH and assign', () => {
  let b: Bookable;
  let slot: number;
  const date = dayAhead(3);
  beforeAll(async () => {
    b = await seedBookable(server, api, owner, { paxRequired: true });
    slot = await addSlot(server, b, date, '10:00', '11:00', 4);
  });

  it('New → Confirmed → Completed, logged; an action not offered is 409 with the contract message', async () => {
    const booking = await created(bookingBody(b, slot, date));
    const confirmed = await post(`bookings/${booking.id}/action`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', main_action: { status: 'completed' } });
    expect(confirmed.body.data.actions.map((a: Json) => a.status)).toEqual(['completed', 'no_show', 'cancelled']);
    const again = await post(`bookings/${booking.id}/action`, { status: 'confirmed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REQUESTS_TEXT.actionNotOffered);
    expect((await post(`bookings/${booking.id}/action`, { status: 'expired' })).status).toBe(409);
    expect((await post(`bookings/${booking.id}/action`, { status: 'nonsense' })).status).toBe(422);
    const done = await post(`bookings/${booking.id}/action`, { status: 'completed', remarks: 'Enjoyed it' });
    expect(done.body.data).toMatchObject({ status: 'completed', actions: [], main_action: null, status_remarks: 'Enjoyed it' });
    expect(done.body.data.logs.map((l: Json) => l.text)).toEqual([statusLog('completed'), statusLog('confirmed'), BOOKING_LOG.created]);
    expect(await bookedPax(slot)).toBe(1);
  });

  it('Declined and Cancelled give the seats back', async () => {
    const before = await bookedPax(slot);
    const one = await created(bookingBody(b, slot, date, { pax: 2 }));
    const two = await created(bookingBody(b, slot, date, { pax: 1 }));
    expect(await bookedPax(slot)).toBe(before + 3);
    await post(`bookings/${one.id}/action`, { status: 'declined' });
    expect(await bookedPax(slot)).toBe(before + 1);
    await post(`bookings/${two.id}/action`, { status: 'confirmed' });
    await post(`bookings/${two.id}/action`, { status: 'cancelled' });
    expect(await bookedPax(slot)).toBe(before);
  });

  it('PATCH: internal remarks and pax through the capacity rule, each logged', async () => {
    const s = await addSlot(server, b, date, '14:00', '15:00', 3);
    const booking = await created(bookingBody(b, s, date, { pax: 1 }));
    const remarks = await api.patch(`bookings/${booking.id}`, { remarks_internal: 'VIP' }, { token: owner.token });
    expect(remarks.status).toBe(200);
    expect(remarks.body.data.remarks_internal).toBe('VIP');
    const pax = await api.patch(`bookings/${booking.id}`, { pax: 3 }, { token: owner.token });
    expect(pax.body.data.pax).toBe(3);
    expect(await bookedPax(s)).toBe(3);
    const tooMany = await api.patch(`bookings/${booking.id}`, { pax: 4 }, { token: owner.token });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ pax: [REQUESTS_TEXT.slotFull] });
    await api.patch(`bookings/${booking.id}`, { pax: 2 }, { token: owner.token });
    expect(await bookedPax(s)).toBe(2);
    const one = await get(`bookings/${booking.id}`);
    expect(one.body.data.logs.map((l: Json) => l.text)).toEqual([BOOKING_LOG.paxChanged(3, 2), BOOKING_LOG.paxChanged(1, 3), BOOKING_LOG.remarksUpdated, BOOKING_LOG.created]);
    // Nothing changed: no log.
    await api.patch(`bookings/${booking.id}`, { remarks_internal: 'VIP', pax: 2 }, { token: owner.token });
    expect((await get(`bookings/${booking.id}`)).body.data.logs).toHaveLength(4);
  });

  it('assign to a user of the company, unassign; another company\'s user is refused', async () => {
    const booking = await created(bookingBody(b, slot, date));
    const staff = await createStaff(api, owner, 'assignee-1', { [PERMISSION.manageFacilityRequests]: { objects: 'all' } });
    const assigned = await post(`bookings/${booking.id}/assign`, { user_id: staff.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.assignee).toEqual({ id: staff.id, name: 'Staff assignee-1' });
    const foreignUser = await createStaff(api, other, 'foreign-1');
    expect((await post(`bookings/${booking.id}/assign`, { user_id: foreignUser.id })).body.errors).toEqual({ user_id: ['Choose from the list'] });
    const unassigned = await post(`bookings/${booking.id}/assign`, { user_id: null });
    expect(unassigned.body.data.assignee).toBeNull();
    expect(unassigned.body.data.logs.map((l: Json) => l.text).slice(0, 2)).toEqual([BOOKING_LOG.unassigned, BOOKING_LOG.assigned('Staff assignee-1')]);
    expect((await post(`bookings/${booking.id}/assign`, {})).status).toBe(422);
  });
});

describe('GET /bookings/by-state/{state}', () => {
  let b: Bookable;
  let listToken: string;
  const ids: number[] = [];
  beforeAll(async () => {
    const fresh = await createTenant(api, server.url, 'bookings-list');
    listToken = fresh.token;
    b = await seedBookable(server, api, fresh, { name: 'Lagoon' });
    const [guest] = await addGuests(server, b.companyId, b.roomId, dayAhead(0), [['Zed', 'Quintana']]);
    const s1 = await addSlot(server, b, dayAhead(4), '10:00', '11:00');
    const s2 = await addSlot(server, b, dayAhead(2), '10:00', '11:00');
    for (const [s, date, guests] of [[s1, dayAhead(4), [b.guestIds[0]]], [s2, dayAhead(2), [guest]], [s1, dayAhead(4), [b.guestIds[1]]]] as const) {
      ids.push((await created(bookingBody(b, s, date, { guests }), fresh.token)).id);
    }
    await post(`bookings/${ids[2]}/action`, { status: 'confirmed' }, fresh.token);
  });
  const token = () => listToken;
  const list = async (path: string) => {
    const res = await get(`bookings/by-state/${path}`, token());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('New, Ongoing (pending) and All, soonest due first, with paging meta', async () => {
    expect((await list('new')).data.map((r: Json) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await list('pending')).data.map((r: Json) => r.id)).toEqual([ids[2]]);
    const all = await list('all?limit=2&page=1');
    expect(all.meta).toEqual({ total: 3, page: 1, limit: 2 });
    expect(all.data.map((r: Json) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await list('all?limit=2&page=2')).data.map((r: Json) => r.id)).toEqual([ids[2]]);
    expect((await list('all?order_by=number:DESC')).data.map((r: Json) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await list('all?order_by=slot:DESC')).data.map((r: Json) => r.id)[2]).toBe(ids[1]);
    expect((await list('all?order_by=status')).data.map((r: Json) => r.status)).toEqual(['confirmed', 'new', 'new']);
    expect((await get('bookings/by-state/done', token())).status).toBe(404);
    expect((await get('bookings/by-state/all?order_by=secret', token())).status).toBe(422);
  });

  it('q_name matches the number, a guest\'s name, or the room number', async () => {
    const one = (await get(`bookings/${ids[1]}`, token())).body.data;
    expect((await list(`all?q_name=${one.number}`)).data.map((r: Json) => r.id)).toEqual([ids[1]]);
    expect((await list('all?q_name=quint')).data.map((r: Json) => r.id)).toEqual([ids[1]]);
    expect((await list('all?q_name=bo%20ray')).data.map((r: Json) => r.id)).toEqual([ids[2]]);
    expect((await list('all?q_name=Lagoon-101')).meta.total).toBe(3);
    expect((await list('all?q_name=%25')).meta.total).toBe(0);
  });

  it('another company\'s bookings are not there, and their ids are 404', async () => {
    expect((await list('all')).data.every((r: Json) => ids.includes(r.id))).toBe(true);
    expect((await get(`bookings/${ids[0]}`)).status).toBe(404);
    expect((await post(`bookings/${ids[0]}/action`, { status: 'confirmed' })).status).toBe(404);
    expect((await api.patch(`bookings/${ids[0]}`, { pax: 2 }, { token: owner.token })).status).toBe(404);
    expect((await post(`bookings/${ids[0]}/assign`, { user_id: null })).status).toBe(404);
  });
});

describe('facility scope', () => {
  it('a user managing facility X sees and acts on X only; read-only users cannot write', async () => {
    const x = await seedBookable(server, api, owner, { name: 'Xspa' });
    const y = await seedBookable(server, api, owner, { name: 'Yreef' });
    const date = dayAhead(6);
    const [sx, sy] = [await addSlot(server, x, date), await addSlot(server, y, date)];
    const [bx, by] = [await created(bookingBody(x, sx, date)), await created(bookingBody(y, sy, date))];
    const waiter = await createStaff(api, owner, 'waiter-x', { [PERMISSION.manageFacilityRequests]: { objects: [x.facilityId] } });
    const reader = await createStaff(api, owner, 'reader-x', { [PERMISSION.readFacilityRequests]: { objects: [x.facilityId] } });
    expect((await get(`bookings/${bx.id}`, waiter.token)).status).toBe(200);
    expect((await get(`bookings/${by.id}`, waiter.token)).status).toBe(404);
    expect((await post(`bookings/${by.id}/action`, { status: 'confirmed' }, waiter.token)).status).toBe(404);
    expect((await post(`bookings/${by.id}/assign`, { user_id: null }, waiter.token)).status).toBe(404);
    expect((await api.patch(`bookings/${by.id}`, { remarks_internal: 'x' }, { token: waiter.token })).status).toBe(404);
    const onY = await post('bookings', bookingBody(y, sy, date), waiter.token);
    expect(onY.status).toBe(422);
    expect(onY.body.errors).toEqual({ booking_type_id: ['Choose from the list'] });
    expect((await post('bookings', bookingBody(x, sx, date), waiter.token)).status).toBe(201);
    const seen = (await get('bookings/by-state/all?limit=100', waiter.token)).body.data as Json[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.booking_type.facility_id === x.facilityId)).toBe(true);
    expect((await get(`bookings/${bx.id}`, reader.token)).status).toBe(200);
    expect((await get(`bookings/${by.id}`, reader.token)).status).toBe(404);
    expect((await post('bookings', bookingBody(x, sx, date), reader.token)).status).toBe(403);
    expect((await post(`bookings/${bx.id}/action`, { status: 'confirmed' }, reader.token)).status).toBe(403);
    const nobody = await createStaff(api, owner, 'nobody-x');
    expect((await get('bookings/by-state/new', nobody.token)).status).toBe(403);
    expect((await get('bookings/by-state/new')).status).toBe(200);
    expect((await api.get('bookings/by-state/new')).status).toBe(401);
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
