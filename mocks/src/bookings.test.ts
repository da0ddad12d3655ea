/**
 * The mocks' bookings: the seeded scenario (the queue, its timelines, the next number, the dinner's
 * menu items, a booking whose window has closed, found with openSlotOn/roomFreeAt) and the store's
 * expiry before reads; the live stream answers 503 by design. The rules both backends answer
 * (fields, capacity, confirmations, the status machine, PATCH, assign, lists, tenancy, scope) are
 * written once in conformance/groups/bookings.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUESTS_TEXT, type ApiError, type Booking, type Paged, type Slot } from '@atoll/contract';
import { addDays, EXPIRED_LOG } from '@atoll/contract/domain';
import { mockDb, openSlotOn, resetMockStore, roomFreeAt, scenarioTokens } from './index';
import { companyToday } from './bookingStore';
import { call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort', 'newCompany'));

const admin = scenarioTokens.busyResort.admin;
const staff = scenarioTokens.busyResort.staff;
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const COMPANY = 100;

const list = (state: string, token: string = admin) => call<Paged<Booking>>('GET', `bookings/by-state/${state}?limit=100`, { token });
const typeOf = (facility: number) => mockDb.requests.bookingTypes.find((t) => t.facility_id === facility && t.company_id === COMPANY)!;

describe('bookings', () => {
  it('lists the queue by state, soonest due first, with actions and the overdue request', async () => {
    const fresh = (await list('new')).body;
    expect(fresh.meta.total).toBe(5);
    expect(fresh.data.every((b) => b.status === 'new' && b.main_action?.status === 'confirmed')).toBe(true);
    expect(fresh.data.map((b) => b.due_at)).toEqual([...fresh.data.map((b) => b.due_at)].sort());
    expect(fresh.data.some((b) => Date.parse(b.due_at) <= Date.now())).toBe(true);
    expect((await list('pending')).body.data.every((b) => b.status === 'confirmed')).toBe(true);
    expect((await list('all')).body.meta.total).toBe(16);
    expect((await call('GET', 'bookings/by-state/done', { token: admin })).status).toBe(404);
  });

  it('answers one booking with its timeline newest first; the staff member sees the facilities of the scenario', async () => {
    const booking = mockDb.requests.bookings.find((b) => b.status === 'completed')!;
    const res = await call('GET', `bookings/${booking.id}`, { token: admin });
    const view = data<Booking>(res);
    expect(view.logs?.map((l) => l.text)).toEqual(['Status changed to Completed', 'Status changed to Confirmed', 'Booking created']);
    const staffAll = (await list('all', staff)).body;
    expect(staffAll.meta.total).toBe(16); // restaurant and spa are facilities 1 and 2
  });

  it('creates a booking with the next number; a closed window asks for confirmation, then books', async () => {
    const dinner = typeOf(1);
    const date = addDays(companyToday(COMPANY), 1);
    // Tomorrow's slots as the Add Booking form lists them; one still open (late in the evening the
    // scenario's late seating is tomorrow's first, and already closed), and a room free at its hour.
    const slots = data<Slot[]>(await call('GET', `bookings/slots/types/${dinner.id}/date/${date}`, { token: admin }));
    const slot = openSlotOn(dinner.id, date, 2);
    expect(slots.map((s) => s.id)).toContain(slot.id);
    const { roomId, guests: inRoom } = roomFreeAt(slot.id);
    const guests = inRoom.map((g) => g.id);
    const body = { date, booking_type_id: dinner.id, booking_slot_id: slot.id, room_id: roomId, guests, pax: 2, menu_items: [{ id: 43, quantity: 1 }, { id: 41, quantity: 0 }] };
    const created = await call<{ data: Booking }>('POST', 'bookings', { token: admin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.number).toBe(17);
    expect(created.body.data.menu_items.map((l) => l.item.id)).toEqual([43]);
    expect(created.body.data.logs?.[0]?.text).toBe('Booking created');

    const late = mockDb.requests.bookings.find((b) => b.status === 'new' && Date.parse(b.due_at) <= Date.now())!;
    const lateSlot = mockDb.requests.slots.find((s) => s.id === late.booking_slot_id)!;
    // Guests with no other booking at that hour (an overlap would ask a second question, guestOverlap).
    const free = roomFreeAt(lateSlot.id);
    const lateBody = { ...body, date: lateSlot.date, booking_slot_id: lateSlot.id, room_id: free.roomId, guests: free.guests.map((g) => g.id) };
    const ask = await call<ApiError>('POST', 'bookings', { token: admin, body: lateBody });
    expect(ask.status).toBe(428);
    expect(ask.body.code).toBe('CONFIRMATION_REQUIRED');
    expect(ask.body.message).toBe(REQUESTS_TEXT.slotClosed);
    const id = (ask.body.data as { id: string }).id;
    const confirmed = await call('POST', 'bookings', { token: admin, body: { ...lateBody, _confirmation: id } });
    expect(confirmed.status).toBe(201);
  });

  it('expires a New request whose slot has started, before reads, and has no live stream', async () => {
    const booking = mockDb.requests.bookings.find((b) => b.status === 'new')!;
    booking.starts_at = new Date(Date.now() - 60_000).toISOString();
    const view = data<Booking>(await call('GET', `bookings/${booking.id}`, { token: admin }));
    expect(view.status).toBe('expired');
    expect(view.logs?.[0]).toMatchObject({ text: EXPIRED_LOG, changed_by: 'System' });
    expect((await call('GET', 'bookings/stream', { token: admin })).status).toBe(503);
  });
});
