/**
 * Bookings, /bookings: POST (the fields, in-house guests, menu lines, capacity, the per-company number,
 * the Timeline), CONFIRMATION_REQUIRED round trips (a closed slot, a guest's overlapping booking, both;
 * `_confirmation` echoes the answer's data.id), a started slot refused, the status machine (offered
 * actions, main_action, 409 for the rest, seats given back), PATCH remarks and pax through capacity,
 * assign and unassign, the New / Ongoing / All lists (search, order, paging), tenancy, permissions and
 * facility scope. Slots are a few days ahead (or today at 00:00, always started), so the hour the
 * suite runs at changes nothing; a closed slot comes from the longest booking window (7 days).
 *
 * The live stream (GET /bookings/stream) is checked here for its guard only: the mocks answer it 503
 * by design (the console polls), so its first event is a server-only test (server/test/bookingsStream.test.ts).
 *
 * Routes: GET /bookings/stream, GET /bookings/by-state/:state, POST /bookings, GET /bookings/:id,
 * PATCH /bookings/:id, POST /bookings/:id/action, POST /bookings/:id/assign.
 */
import { expect, it } from 'vitest';
import { BOOKING_LIMITS, CONTENT_TEXT, MSG, REQUESTS_TEXT, en } from '@atoll/contract';
import { BOOKING_LOG, BOOKING_STATUS_UI, SLOT_STATUS_UI, bookingActions, mainAction, menuItemsText, slotTimeText, statusLog } from '@atoll/contract/domain';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo, only } from '../helpers';
import { addGuests, companyClock, menuWithItems, placeWithActivity, requestStaff, roomWithGuests, typeOn } from './bookingTypes';

const ids = (list: Json[]) => list.map((row) => row.id as number);
const texts = (logs: Json[]) => logs.map((l) => l.text as string);

interface Bookable {
  type: Json;
  room: { roomId: number; number: string; guestIds: number[] };
}

const COVERS: RouteKey[] = [
  'GET bookings/stream',
  'GET bookings/by-state/:state',
  'POST bookings',
  'GET bookings/:id',
  'PATCH bookings/:id',
  'POST bookings/:id/action',
  'POST bookings/:id/assign',
];

export const bookings = defineGroup(COVERS, (api, who) => {
  const owner = () => who().ownerA;
  const post = (path: string, body: unknown, token = owner()) => api.call('POST', path, { token, body });
  const get = (path: string, token = owner()) => api.call('GET', path, { token });
  const patch = (id: number, body: unknown, token = owner()) => api.call('PATCH', `bookings/${id}`, { token, body });
  const act = (id: number, status: string, token = owner(), remarks?: string) => post(`bookings/${id}/action`, { status, remarks }, token);
  const bookedPax = async (slotId: number) => dataOf(await get(`bookings/slots/${slotId}`)).booked_pax as number;
  const ownerName = async () => dataOf(await get('auth/me')).user.name as string;

  /** A manual type (pax by default) on a new activity, and a room with two in-house guests. */
  const bookable = async (prefix: string, extra: Json = {}, token = owner()): Promise<Bookable> => ({
    type: await typeOn(api, token, `${prefix} Place`, { recurring_type: 'manual', type_slots: [], pax_max: 0, ...extra }),
    room: await roomWithGuests(api, token, prefix),
  });
  const slot = (b: Bookable, date: string, start = '10:00', end = '11:00', paxMax = 0, token = owner()): Promise<Json> =>
    create(api, 'bookings/slots', token, { booking_type_id: b.type.id, date, start_time: start, end_time: end, pax_max: paxMax });
  const body = (b: Bookable, s: Json, extra: Json = {}): Json => ({
    date: s.date,
    booking_type_id: b.type.id,
    booking_slot_id: s.id,
    room_id: b.room.roomId,
    guests: [b.room.guestIds[0]],
    pax: 1,
    ...extra,
  });
  const book = (b: Bookable, s: Json, extra: Json = {}, token = owner()) => create(api, 'bookings', token, body(b, s, extra));

  it('creates a New booking: the next number, its guests, room, seats, actions and the Timeline; GET one answers the same', async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFNEW');
    const s = await slot(b, ahead(2), '10:00', '11:00', 5);
    const name = await ownerName();
    const first = await book(b, s, { pax: 2, guests: b.room.guestIds, remarks: '  window seat ' });
    expect(first).toEqual({
      id: expect.any(Number),
      number: expect.any(Number),
      status: 'new',
      ui_status: BOOKING_STATUS_UI.new,
      booking_slot: { id: s.id, date: ahead(2), time_text: slotTimeText('10:00', '11:00') },
      booking_type: s.booking_type,
      pax_text: '2 pax',
      room: { id: b.room.roomId, type_name: 'CFNEW Villa', number: b.room.number },
      booked_at: expect.any(String),
      booked_by_type: 'staff',
      booked_by: name,
      pax: 2,
      remarks: 'window seat',
      remarks_internal: null,
      status_at: expect.any(String),
      status_by: name,
      status_remarks: null,
      actions: bookingActions('new'),
      main_action: mainAction('new'),
      guests: [
        { id: b.room.guestIds[0], full_name: 'Ann Lee', confirmation_number: expect.any(String) },
        { id: b.room.guestIds[1], full_name: 'Bo Ray', confirmation_number: expect.any(String) },
      ],
      menu_items: [],
      pax_name_text: '2 pax',
      menu_items_text: '',
      due_at: s.closes_at,
      assignee: null,
      logs: [{ id: expect.any(Number), text: BOOKING_LOG.created, changed_by: name, created_at: expect.any(String) }],
    });
    expect(dataOf(await get(`bookings/${first.id}`))).toEqual(first);
    expect(await bookedPax(s.id)).toBe(2);
    const second = await book(b, s);
    expect(second.number).toBe(first.number + 1);
    expect(dataOf(await get(`bookings/slots/${s.id}`))).toMatchObject({ booked_pax: 3, bookings_count: 2 });
    // A type without pax: no pax asked, one seat held, no pax text.
    const noPax = await bookable('CFNOPAX', { pax_required: false });
    const free = await slot(noPax, ahead(2), '10:00', '11:00');
    const unpaxed = await book(noPax, free, { pax: null, remarks: 'x' });
    expect(unpaxed).toMatchObject({ pax_name_text: '', booking_type: { pax_required: false } });
    expect(await bookedPax(free.id)).toBe(1);
    // A type that takes no remarks drops them.
    const quiet = await bookable('CFQUIET', { allow_remarks: false });
    expect(await book(quiet, await slot(quiet, ahead(2)), { remarks: 'ignored' })).toMatchObject({ remarks: null });
  });

  it('never more seats than the slot holds: 422 with the contract message on pax, nothing changes', async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFCAP');
    const s = await slot(b, ahead(2), '10:00', '11:00', 5);
    await book(b, s, { pax: 2 });
    const over = await post('bookings', body(b, s, { pax: 4, guests: [b.room.guestIds[1]] }));
    expect(errorsOf(over)).toEqual({ pax: [REQUESTS_TEXT.slotFull] });
    expect(over.body.message).toBe(REQUESTS_TEXT.slotFull);
    expect(await bookedPax(s.id)).toBe(2);
    await book(b, s, { pax: 3, guests: [b.room.guestIds[1]] });
    expect(dataOf(await get(`bookings/slots/${s.id}`))).toMatchObject({ booked_pax: 5, ui_status: SLOT_STATUS_UI.full });
    expect(errorsOf(await post('bookings', body(b, s)))).toEqual({ pax: [REQUESTS_TEXT.slotFull] });
    expect(errorsOf(await post('bookings', body(b, s, { pax: BOOKING_LIMITS.paxMax + 1 }))).pax).toHaveLength(1);
  });

  it('checks each field: required, the slot of the type and date, in-house guests of the room, pax, references of the company', async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFCHK');
    const s = await slot(b, ahead(2), '12:00', '13:00');
    expect(Object.keys(errorsOf(await post('bookings', {}))).sort()).toEqual(['booking_slot_id', 'booking_type_id', 'date', 'guests', 'room_id']);
    expect(errorsOf(await post('bookings', body(b, s, { guests: [] })))).toEqual({ guests: [MSG.fieldRequired] });
    expect(errorsOf(await post('bookings', body(b, s, { date: ahead(3) })))).toEqual({ booking_slot_id: [CONTENT_TEXT.chooseFromList] });
    expect(errorsOf(await post('bookings', body(b, s, { pax: null })))).toEqual({ pax: [REQUESTS_TEXT.paxRequired] });
    // A guest of another room; a guest who has left.
    const elsewhere = await roomWithGuests(api, owner(), 'CFCHK2');
    expect(errorsOf(await post('bookings', body(b, s, { guests: [elsewhere.guestIds[0]] })))).toEqual({ guests: [REQUESTS_TEXT.notInHouse] });
    const [gone] = await addGuests(api, owner(), b.room.roomId, ahead(-10), ahead(-5), [['Old', 'Guest']]);
    expect(errorsOf(await post('bookings', body(b, s, { guests: [gone] })))).toEqual({ guests: [REQUESTS_TEXT.notInHouse] });
    // Another company's guest, room and type.
    const theirs = await bookable('CFCHKB', {}, who().ownerB);
    expect(errorsOf(await post('bookings', body(b, s, { guests: [theirs.room.guestIds[0]] })))).toEqual({ guests: [REQUESTS_TEXT.notInHouse] });
    expect(errorsOf(await post('bookings', body(b, s, { room_id: theirs.room.roomId })))).toEqual({ room_id: [CONTENT_TEXT.chooseFromList] });
    expect(errorsOf(await post('bookings', body(b, s, { booking_type_id: theirs.type.id })))).toEqual({ booking_type_id: [CONTENT_TEXT.chooseFromList] });
    expect(errorsOf(await post('bookings', body(b, s, { menu_items: [{ id: 1, quantity: 1 }] })))).toEqual({ menu_items: [REQUESTS_TEXT.notMenuType] });
    expect(await bookedPax(s.id)).toBe(0);
  });

  it('menu types take their menu items: quantity 0 removes a line, one item unless menu_multiple', async () => {
    const { ahead } = await companyClock(api, owner());
    const { facilityId } = await placeWithActivity(api, owner(), 'CFMENU');
    const menu = await menuWithItems(api, owner(), facilityId, 'CFMENU Dinner');
    const other = await menuWithItems(api, owner(), facilityId, 'CFMENU Lunch');
    const type = await create(api, 'bookings/types', owner(), { attached_type: 'Menu', attached_id: menu.menuId, recurring_type: 'manual', pax_required: false });
    const b: Bookable = { type, room: await roomWithGuests(api, owner(), 'CFMENU') };
    const s = await slot(b, ahead(2), '19:00', '21:00');
    const lines = (items: Json) => post('bookings', body(b, s, { menu_items: items, pax: null }));
    expect(errorsOf(await lines([]))).toEqual({ menu_items: [MSG.fieldRequired] });
    expect(errorsOf(await lines([{ id: menu.itemIds[0], quantity: 1 }, { id: menu.itemIds[1], quantity: 1 }]))).toEqual({ menu_items: [REQUESTS_TEXT.oneItemOnly] });
    expect(errorsOf(await lines([{ id: other.itemIds[0], quantity: 1 }]))).toEqual({ menu_items: [REQUESTS_TEXT.itemNotInMenu] });
    expect(errorsOf(await lines([{ id: 999_999, quantity: 1 }]))).toEqual({ menu_items: [REQUESTS_TEXT.itemNotInMenu] });
    const booking = dataOf(await lines([{ id: menu.itemIds[0], quantity: 2 }, { id: menu.itemIds[1], quantity: 0 }]), 201);
    expect(booking.menu_items).toEqual([{ item: { id: menu.itemIds[0], name: en('Fish curry') }, quantity: 2 }]);
    expect(booking.menu_items_text).toBe(menuItemsText([{ name: 'Fish curry', quantity: 2 }]));
  });

  it('CONFIRMATION_REQUIRED: a slot whose booking window has closed asks; the same body with _confirmation = data.id books', async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFCLOSED', { slot_booking_close_minutes: BOOKING_LIMITS.closeMinutesMax });
    const s = await slot(b, ahead(2), '10:00', '11:00');
    expect(s.ui_status).toEqual(SLOT_STATUS_UI.closed);
    const asked = await post('bookings', body(b, s));
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject({ code: 'CONFIRMATION_REQUIRED', message: REQUESTS_TEXT.slotClosed, data: { id: expect.any(String), confirm_text: REQUESTS_TEXT.bookAnyway } });
    expect(await bookedPax(s.id)).toBe(0);
    expect((await post('bookings', body(b, s, { _confirmation: 'something else' }))).status).toBe(428);
    const booking = await book(b, s, { _confirmation: asked.body.data.id });
    expect(booking).toMatchObject({ status: 'new', due_at: s.closes_at });
    expect(await bookedPax(s.id)).toBe(1);
  });

  it("CONFIRMATION_REQUIRED: a guest's overlapping booking that day asks; touching hours and given-back seats do not", async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFOVER');
    const date = ahead(3);
    const s1 = await slot(b, date, '08:00', '09:30');
    const s2 = await slot(b, date, '09:00', '10:00');
    const s3 = await slot(b, date, '09:30', '10:30');
    const first = await book(b, s1);
    const asked = await post('bookings', body(b, s2));
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject({ code: 'CONFIRMATION_REQUIRED', message: REQUESTS_TEXT.guestOverlap, data: { id: expect.any(String), confirm_text: REQUESTS_TEXT.bookAnyway } });
    expect((await post('bookings', body(b, s2, { _confirmation: `${asked.body.data.id}x` }))).status).toBe(428);
    await book(b, s2, { _confirmation: asked.body.data.id });
    // The other guest is free; touching hours (09:30 after 08:00–09:30) do not overlap.
    await book(b, s3, { guests: [b.room.guestIds[1]] });
    // A declined booking gives its seats back: it no longer overlaps.
    dataOf(await act(first.id, 'declined'));
    const s4 = await slot(b, date, '08:00', '08:30');
    await book(b, s4);
  });

  it('CONFIRMATION_REQUIRED: a closed slot and an overlap ask one after the other; the id then carries both', async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFBOTH', { slot_booking_close_minutes: BOOKING_LIMITS.closeMinutesMax });
    const s1 = await slot(b, ahead(4), '18:00', '20:00');
    const s2 = await slot(b, ahead(4), '19:00', '21:00');
    const firstAsk = await post('bookings', body(b, s1));
    await book(b, s1, { _confirmation: firstAsk.body.data.id });
    const closed = await post('bookings', body(b, s2));
    expect(closed.status).toBe(428);
    expect(closed.body.message).toBe(REQUESTS_TEXT.slotClosed);
    const overlap = await post('bookings', body(b, s2, { _confirmation: closed.body.data.id }));
    expect(overlap.status).toBe(428);
    expect(overlap.body).toMatchObject({ message: REQUESTS_TEXT.guestOverlap, data: { confirm_text: REQUESTS_TEXT.bookAnyway } });
    expect(overlap.body.data.id).not.toBe(closed.body.data.id);
    expect(overlap.body.data.id).toContain(closed.body.data.id);
    await book(b, s2, { _confirmation: overlap.body.data.id });
  });

  it('a slot that has started is refused on booking_slot_id, even confirmed', async () => {
    const { today } = await companyClock(api, owner());
    const b = await bookable('CFSTART');
    // Today at 00:00 has always started, whatever the hour.
    const s = await slot(b, today, '00:00', '00:01');
    expect(s.ui_status).toEqual(SLOT_STATUS_UI.past);
    expect(errorsOf(await post('bookings', body(b, s)))).toEqual({ booking_slot_id: [REQUESTS_TEXT.slotPast] });
    expect(errorsOf(await post('bookings', body(b, s, { _confirmation: 'closed' })))).toEqual({ booking_slot_id: [REQUESTS_TEXT.slotPast] });
    expect(await bookedPax(s.id)).toBe(0);
  });

  it('the status machine: New → Confirmed → Completed, logged; an action not offered is 409 with the contract message', async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFSTAT');
    const s = await slot(b, ahead(3), '10:00', '11:00', 4);
    const booking = await book(b, s);
    const confirmed = dataOf(await act(booking.id, 'confirmed'));
    expect(confirmed).toMatchObject({ status: 'confirmed', ui_status: BOOKING_STATUS_UI.confirmed, actions: bookingActions('confirmed'), main_action: mainAction('confirmed') });
    for (const status of ['confirmed', 'expired', 'new', 'declined']) {
      const refused = await act(booking.id, status);
      expect(refused.status, status).toBe(409);
      expect(refused.body.message).toBe(REQUESTS_TEXT.actionNotOffered);
    }
    expect(errorsOf(await act(booking.id, 'nonsense'))).toEqual({ status: [CONTENT_TEXT.chooseFromList] });
    expect(errorsOf(await post(`bookings/${booking.id}/action`, {}))).toEqual({ status: [MSG.fieldRequired] });
    const done = dataOf(await act(booking.id, 'completed', owner(), ' Enjoyed it '));
    expect(done).toMatchObject({ status: 'completed', actions: [], main_action: null, status_remarks: 'Enjoyed it' });
    expect(texts(done.logs)).toEqual([statusLog('completed'), statusLog('confirmed'), BOOKING_LOG.created]);
    expect((await act(booking.id, 'cancelled')).status).toBe(409);
    // Completed and No Show keep their seats; Declined and Cancelled give them back.
    expect(await bookedPax(s.id)).toBe(1);
    const noShow = await book(b, s, { pax: 1, guests: [b.room.guestIds[1]] });
    await act(noShow.id, 'confirmed');
    expect(dataOf(await act(noShow.id, 'no_show'))).toMatchObject({ status: 'no_show', actions: [], main_action: null });
    expect(await bookedPax(s.id)).toBe(2);
    const declined = await book(b, s, { pax: 2, guests: [b.room.guestIds[1]] });
    expect(await bookedPax(s.id)).toBe(4);
    expect(dataOf(await act(declined.id, 'declined'))).toMatchObject({ status: 'declined', ui_status: BOOKING_STATUS_UI.declined, actions: [] });
    expect(await bookedPax(s.id)).toBe(2);
    const cancelled = await book(b, s, { pax: 2, guests: [b.room.guestIds[1]] });
    await act(cancelled.id, 'confirmed');
    expect(dataOf(await act(cancelled.id, 'cancelled'))).toMatchObject({ status: 'cancelled', actions: [], main_action: null });
    expect(dataOf(await get(`bookings/slots/${s.id}`))).toMatchObject({ booked_pax: 2, bookings_count: 4 });
  });

  it('PATCH: internal remarks and pax through the capacity rule, each logged once', async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFPATCH');
    const s = await slot(b, ahead(3), '14:00', '15:00', 3);
    const booking = await book(b, s, { pax: 1 });
    expect(dataOf(await patch(booking.id, { remarks_internal: ' VIP ' }))).toMatchObject({ remarks_internal: 'VIP' });
    expect(dataOf(await patch(booking.id, { pax: 3 }))).toMatchObject({ pax: 3, pax_text: '3 pax' });
    expect(await bookedPax(s.id)).toBe(3);
    expect(errorsOf(await patch(booking.id, { pax: 4 }))).toEqual({ pax: [REQUESTS_TEXT.slotFull] });
    expect(Object.keys(errorsOf(await patch(booking.id, { pax: 0 })))).toEqual(['pax']);
    dataOf(await patch(booking.id, { pax: 2 }));
    expect(await bookedPax(s.id)).toBe(2);
    const logs = texts(dataOf(await get(`bookings/${booking.id}`)).logs);
    expect(logs).toEqual([BOOKING_LOG.paxChanged(3, 2), BOOKING_LOG.paxChanged(1, 3), BOOKING_LOG.remarksUpdated, BOOKING_LOG.created]);
    // Nothing changed: nothing logged.
    expect(dataOf(await patch(booking.id, { remarks_internal: 'VIP', pax: 2 })).logs).toHaveLength(4);
    expect(dataOf(await patch(booking.id, { remarks_internal: '' }))).toMatchObject({ remarks_internal: null });
    expect(errorsOf(await patch(booking.id, { remarks_internal: 'x'.repeat(BOOKING_LIMITS.remarks + 1) }))).toEqual({ remarks_internal: [MSG.tooLong(BOOKING_LIMITS.remarks)] });
    // A type without pax has no pax to change: the field is ignored, nothing is logged, the slot keeps one seat.
    const noPax = await bookable('CFPATCH0', { pax_required: false });
    const free = await slot(noPax, ahead(3));
    const unpaxed = await book(noPax, free, { pax: null });
    const ignored = dataOf(await patch(unpaxed.id, { pax: 2 }));
    expect(ignored).toMatchObject({ pax: unpaxed.pax, pax_name_text: '' });
    expect(texts(ignored.logs)).toEqual([BOOKING_LOG.created]);
    expect(await bookedPax(free.id)).toBe(1);
  });

  it("assign to a user of the company, unassign; another company's user is refused", async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFASSIGN');
    const booking = await book(b, await slot(b, ahead(3)));
    const staff = await requestStaff(api, owner(), who().domainA, 'conf-assignee', 'manage', 'all');
    const assigned = dataOf(await post(`bookings/${booking.id}/assign`, { user_id: staff.id }));
    expect(assigned.assignee).toEqual({ id: staff.id, name: 'Conf conf-assignee' });
    const foreignId = (await create(api, 'users', who().ownerB, { name: 'Conf Foreign', username: 'conf-foreign', designation: 'Desk', authentication: 'password', password: 'conformance-pass-1' })).id;
    expect(errorsOf(await post(`bookings/${booking.id}/assign`, { user_id: foreignId }))).toEqual({ user_id: [CONTENT_TEXT.chooseFromList] });
    // An id past PostgreSQL's integer, or past a safe integer, names no user: the same answer, not a database error.
    for (const user_id of [2_147_483_648, 2_147_483_647, 2 ** 53]) {
      expect(errorsOf(await post(`bookings/${booking.id}/assign`, { user_id })), String(user_id)).toEqual({ user_id: [CONTENT_TEXT.chooseFromList] });
    }
    const unassigned = dataOf(await post(`bookings/${booking.id}/assign`, { user_id: null }));
    expect(unassigned.assignee).toBeNull();
    expect(texts(unassigned.logs).slice(0, 2)).toEqual([BOOKING_LOG.unassigned, BOOKING_LOG.assigned('Conf conf-assignee')]);
    expect((await post(`bookings/${booking.id}/assign`, {})).status).toBe(422);
  });

  it('New, Ongoing (pending) and All: soonest due first, order_by keys and directions, paging meta; a bad state is 404, a bad key 422', async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFLGN');
    const [zed] = await addGuests(api, owner(), b.room.roomId, ahead(-1), ahead(7), [['Zed', 'Quintaconf']]);
    const s1 = await slot(b, ahead(4));
    const s2 = await slot(b, ahead(2));
    const made = [await book(b, s1), await book(b, s2, { guests: [zed] }), await book(b, s1, { guests: [b.room.guestIds[1]] })];
    const [b0, b1, b2] = ids(made);
    await act(b2, 'confirmed');
    const list = async (query: string) => {
      const res = await get(`bookings/by-state/${query}${query.includes('?') ? '&' : '?'}q_name=${b.room.number}`);
      return { ids: ids(dataOf(res)), meta: res.body.meta, rows: dataOf(res) as Json[] };
    };
    expect((await list('new')).ids).toEqual([b1, b0]);
    expect((await list('pending')).ids).toEqual([b2]);
    const page1 = await list('all?limit=2&page=1');
    expect(page1.meta).toEqual({ total: 3, page: 1, limit: 2 });
    expect(page1.ids).toEqual([b1, b0]);
    expect(await list('all?limit=2&page=2')).toEqual({ ids: [b2], meta: { total: 3, page: 2, limit: 2 }, rows: expect.any(Array) });
    expect((await list('all?order_by=number:DESC')).ids).toEqual([b2, b1, b0]);
    expect((await list('all?order_by=number:ASC')).ids).toEqual([b0, b1, b2]);
    expect((await list('all?order_by=slot:DESC')).ids).toEqual([b0, b2, b1]);
    expect((await list('all?order_by=due:DESC')).ids).toEqual([b0, b2, b1]);
    expect((await list('all?order_by=status')).rows.map((r) => r.status)).toEqual(['confirmed', 'new', 'new']);
    const row = (await list('all')).rows.find((r) => r.id === b1);
    // A row is the booking as GET one answers it, without the Timeline.
    const { logs, ...one } = dataOf(await get(`bookings/${b1}`));
    expect(logs).toHaveLength(1);
    expect(row).toEqual(one);
    expect((await get('bookings/by-state/done')).status).toBe(404);
    expect(Object.keys(errorsOf(await get('bookings/by-state/all?order_by=secret&limit=500&page=0'))).sort()).toEqual(['limit', 'order_by', 'page']);
    expect(Object.keys(errorsOf(await get('bookings/by-state/all?order_by=-number')))).toEqual(['order_by']);
  });

  /** A room with two bookings, the second by a guest 'Zed <surname>'; `found(q)` is which of them q_name finds. */
  const searchable = async (prefix: string, surname: string) => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable(prefix);
    const [zed] = await addGuests(api, owner(), b.room.roomId, ahead(-1), ahead(7), [['Zed', surname]]);
    const s = await slot(b, ahead(5));
    const mine = [await book(b, s), await book(b, s, { guests: [zed] })];
    const found = async (q: string) => only(dataOf(await get(`bookings/by-state/all?limit=100&q_name=${encodeURIComponent(q)}`)), ids(mine)).map((r) => r.id);
    return { b, mine, target: mine[1], found };
  };

  it("q_name finds a booking by its number, a guest's name or the room number, ignoring case; '%' is literal", async () => {
    const { b, mine, target, found } = await searchable('CFFIND', 'Findconf');
    expect(await found(String(target.number))).toEqual([target.id]);
    expect(await found('findCONF')).toEqual([target.id]);
    expect(await found('zed find')).toEqual([target.id]);
    expect(await found(b.room.number.toLowerCase())).toEqual(ids(mine));
    expect((await get('bookings/by-state/all?q_name=%25')).body.meta.total).toBe(0);
  });

  it("q_name '#12' finds booking 12, as a front desk types a booking's number", async () => {
    const { target, found } = await searchable('CFHASH', 'Hashconf');
    expect(await found(`#${target.number}`)).toEqual([target.id]);
    expect(await found(` #${target.number} `)).toEqual([target.id]);
  });

  it("another company's bookings are 404 and missing from its lists", async () => {
    const { ahead } = await companyClock(api, owner());
    const b = await bookable('CFTEN');
    const booking = await book(b, await slot(b, ahead(3)));
    await expectMissingTo(api, who().ownerB, [
      ['GET', `bookings/${booking.id}`],
      ['PATCH', `bookings/${booking.id}`, { pax: 2 }],
      ['POST', `bookings/${booking.id}/action`, { status: 'confirmed' }],
      ['POST', `bookings/${booking.id}/assign`, { user_id: null }],
      ['GET', 'bookings/abc'],
    ]);
    expect(ids(dataOf(await get('bookings/by-state/all?limit=100', who().ownerB)))).not.toContain(booking.id);
    expect(dataOf(await get(`bookings/${booking.id}`))).toMatchObject({ status: 'new' });
  });

  it('reading needs a request permission, writing manage-facility-requests, each within its facilities (outside: 404)', async () => {
    const { ahead } = await companyClock(api, owner());
    const x = await bookable('CFSCX');
    const y = await bookable('CFSCY');
    const sx = await slot(x, ahead(6));
    const sy = await slot(y, ahead(6));
    const bx = await book(x, sx);
    const by = await book(y, sy);
    await expectGuarded(api, who().staffA, [
      ['GET', 'bookings/stream'],
      ['GET', 'bookings/by-state/new'],
      ['POST', 'bookings', body(x, sx)],
      ['GET', `bookings/${bx.id}`],
      ['PATCH', `bookings/${bx.id}`, { remarks_internal: 'x' }],
      ['POST', `bookings/${bx.id}/action`, { status: 'confirmed' }],
      ['POST', `bookings/${bx.id}/assign`, { user_id: null }],
    ]);
    expect((await get('bookings/by-state/new', who().adminA)).status).toBe(403);

    const manager = await requestStaff(api, owner(), who().domainA, 'conf-bookings-manager', 'manage', [x.type.facility_id]);
    const reader = await requestStaff(api, owner(), who().domainA, 'conf-bookings-reader', 'read', [x.type.facility_id]);
    for (const staff of [manager, reader]) {
      expect(dataOf(await get(`bookings/${bx.id}`, staff.token))).toMatchObject({ id: bx.id });
      expect((await get(`bookings/${by.id}`, staff.token)).status).toBe(404);
      const seen = dataOf(await get('bookings/by-state/all?limit=100', staff.token)) as Json[];
      expect(ids(seen)).toContain(bx.id);
      expect(seen.every((r) => r.booking_type.facility_id === x.type.facility_id)).toBe(true);
    }
    for (const [method, path, sent] of [
      ['POST', `bookings/${by.id}/action`, { status: 'confirmed' }],
      ['POST', `bookings/${by.id}/assign`, { user_id: null }],
      ['PATCH', `bookings/${by.id}`, { remarks_internal: 'x' }],
    ] as const) {
      expect((await api.call(method, path, { token: manager.token, body: sent })).status, `${method} ${path}`).toBe(404);
    }
    expect(errorsOf(await post('bookings', body(y, sy, { guests: [y.room.guestIds[1]] }), manager.token))).toEqual({ booking_type_id: [CONTENT_TEXT.chooseFromList] });
    expect(await book(x, sx, { guests: [x.room.guestIds[1]] }, manager.token)).toMatchObject({ booked_by: 'Conf conf-bookings-manager' });
    expect(dataOf(await act(bx.id, 'confirmed', manager.token))).toMatchObject({ status: 'confirmed', status_by: 'Conf conf-bookings-manager' });
    expect((await post('bookings', body(x, sx), reader.token)).status).toBe(403);
    expect((await act(bx.id, 'completed', reader.token)).status).toBe(403);
    expect((await patch(bx.id, { remarks_internal: 'x' }, reader.token)).status).toBe(403);
    expect((await post(`bookings/${bx.id}/assign`, { user_id: null }, reader.token)).status).toBe(403);
  });
});
