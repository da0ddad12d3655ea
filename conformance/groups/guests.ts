/**
 * Guests (spec section 7): the In House (current) and Others lists with search, order and paging,
 * one guest, create / edit / delete with the contract's messages, the in-house rule, PMS fields from
 * administrators only and their clear, a room's in-house guests and the room picker, tenancy.
 * The mocks start with Coral Atoll's guests, so every check is on guests whose names carry a marker.
 */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, REQUESTS_TEXT, STATUS_MESSAGES } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectMissingTo } from '../helpers';

const COVERS: RouteKey[] = [
  'GET guests/current',
  'GET guests/others',
  'GET guests/:id',
  'POST guests',
  'PATCH guests/:id',
  'DELETE guests/:id',
  'POST guests/:id/clear-pms-checkout',
  'GET rooms/:id/in-house-guests',
  'GET rooms/selector',
];

/** YYYY-MM-DD `days` from today (UTC); ±2 days keeps a stay in house on any company's today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const STAYING = { arrival_date: day(-2), departure_date: day(3) };
const FUTURE = { arrival_date: day(10), departure_date: day(12) };

export const guests = defineGroup(COVERS, (api, who) => {
  let roomIds: number[] = [];
  const rooms = async (): Promise<number[]> => {
    if (roomIds.length) return roomIds;
    const token = who().ownerA;
    const type = await create(api, 'rooms/types', token, { name: 'Conf Guest Villa' });
    const set = dataOf(await api.call('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: [{ number: 'CG1' }, { number: 'CG2' }] } }));
    roomIds = set.rooms.map((r: Json) => r.id);
    return roomIds;
  };
  const body = async (extra: Json = {}) => ({
    first_name: 'Ann',
    last_name: 'Conf',
    confirmation_number: 'CF-1',
    nationality: 'NOR',
    ...STAYING,
    room_id: (await rooms())[0],
    ...extra,
  });
  const addGuest = async (extra: Json = {}, token = who().ownerA) => create(api, 'guests', token, await body(extra));
  const list = async (tab: 'current' | 'others', query: string, token = who().ownerA) => {
    const res = await api.call('GET', `guests/${tab}?${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Json[]; meta: Json };
  };

  it('creates a guest: trimmed, with full name, nationality text, room, in-house state and no bookings', async () => {
    const [room] = await rooms();
    const guest = await addGuest({ first_name: ' Nina ', last_name: ' Berg ', confirmation_number: ' CF-NB ' }, who().staffA);
    expect(guest).toEqual({
      id: expect.any(Number),
      first_name: 'Nina',
      last_name: 'Berg',
      full_name: 'Nina Berg',
      confirmation_number: 'CF-NB',
      nationality: 'NOR',
      nationality_text: 'Norway',
      ...STAYING,
      room_id: room,
      room: { id: room, number: 'CG1', type_name: 'Conf Guest Villa' },
      pms_checkin_at: null,
      pms_checkout_at: null,
      in_house: true,
      bookings_count: 0,
      bookings: [],
      updated: expect.any(String),
    });
    expect(dataOf(await api.call('GET', `guests/${guest.id}`, { token: who().staffA }))).toEqual(guest);
  });

  it("answers the contract's messages for missing, backwards and foreign fields", async () => {
    const token = who().ownerA;
    const empty = errorsOf(await api.call('POST', 'guests', { token, body: {} }));
    for (const field of ['first_name', 'last_name', 'confirmation_number', 'nationality', 'arrival_date', 'departure_date', 'room_id']) {
      expect(empty[field], field).toEqual([MSG.fieldRequired]);
    }
    const backwards = errorsOf(await api.call('POST', 'guests', { token, body: await body({ arrival_date: day(3), departure_date: day(1) }) }));
    expect(backwards).toEqual({ departure_date: [REQUESTS_TEXT.departureAfterArrival] });
    const theirType = await create(api, 'rooms/types', who().ownerB, { name: 'Conf Their Villa' });
    const theirRoom = dataOf(await api.call('POST', `rooms/types/${theirType.id}/rooms`, { token: who().ownerB, body: { rooms: [{ number: 'T1' }] } })).rooms[0].id;
    for (const room_id of [theirRoom, 2_147_483_647]) {
      expect(errorsOf(await api.call('POST', 'guests', { token, body: await body({ room_id }) }))).toEqual({ room_id: [CONTENT_TEXT.chooseFromList] });
    }
    expect(errorsOf(await api.call('POST', 'guests', { token, body: await body({ nationality: 'XYZ' }) }))).toEqual({ nationality: [CONTENT_TEXT.chooseFromList] });
    const guest = await addGuest();
    expect(errorsOf(await api.call('PATCH', `guests/${guest.id}`, { token, body: await body({ first_name: ' ' }) }))).toEqual({ first_name: [MSG.fieldRequired] });
  });

  it('splits In House and Others by the in-house rule: dates, PMS check-in, PMS check-out', async () => {
    const now = new Date().toISOString();
    const staying = await addGuest({ last_name: 'Cfsplit Staying' });
    const future = await addGuest({ last_name: 'Cfsplit Future', ...FUTURE });
    const early = await addGuest({ last_name: 'Cfsplit Early', ...FUTURE, pms_checkin_at: now });
    const out = await addGuest({ last_name: 'Cfsplit Out', pms_checkin_at: now, pms_checkout_at: now });
    expect([staying, future, early, out].map((g) => g.in_house)).toEqual([true, false, true, false]);
    const ids = (rows: Json[]) => rows.map((g) => g.id);
    expect(ids((await list('current', 'q_name=cfsplit')).data)).toEqual([early.id, staying.id]);
    expect(ids((await list('others', 'q_name=cfsplit')).data)).toEqual([future.id, out.id]);
  });

  it('searches first, last and full name and the confirmation number; orders (case-insensitive, ties by id); pages', async () => {
    const made = [];
    for (const [first_name, last_name, confirmation_number, room] of [
      ['emma', 'Cfpage Larsen', 'CFQ-3', 1],
      ['Oliver', 'cfpage larsen', 'cfq-1', 0],
      ['Zoë', 'Cfpage Åberg', 'CFQ-2', 0],
      ['Adam', 'Cfpage Zed', 'CFQ-10', 1],
    ] as const) {
      made.push(await addGuest({ first_name, last_name, confirmation_number, room_id: (await rooms())[room] }));
    }
    const names = (rows: Json[]) => rows.map((g) => g.full_name);
    const first = await list('current', 'q_name=CFPAGE&limit=2');
    expect(first.meta).toEqual({ total: 4, page: 1, limit: 2 });
    expect(names(first.data)).toEqual(['emma Cfpage Larsen', 'Oliver cfpage larsen']);
    expect(names((await list('current', 'q_name=cfpage&limit=2&page=2')).data)).toEqual(['Adam Cfpage Zed', 'Zoë Cfpage Åberg']);
    expect(names((await list('current', 'q_name=cfpage&order_by=name:DESC')).data)).toEqual([
      'Zoë Cfpage Åberg',
      'Adam Cfpage Zed',
      'Oliver cfpage larsen',
      'emma Cfpage Larsen',
    ]);
    expect(names((await list('current', 'q_name=cfq-1')).data)).toEqual(['Oliver cfpage larsen', 'Adam Cfpage Zed']);
    expect(names((await list('current', 'q_name=oliver cfpage')).data)).toEqual(['Oliver cfpage larsen']);
    expect(names((await list('current', 'q_name=cfq&order_by=confirmation_number:ASC')).data)).toEqual([
      'Oliver cfpage larsen',
      'Adam Cfpage Zed',
      'Zoë Cfpage Åberg',
      'emma Cfpage Larsen',
    ]);
    const byRoom = (await list('current', 'q_name=cfpage&order_by=room:DESC')).data;
    expect(byRoom.map((g: Json) => g.room.number)).toEqual(['CG2', 'CG2', 'CG1', 'CG1']);
    expect(names((await list('current', 'q_name=%25')).data)).toEqual([]);
    const bad = await api.call('GET', 'guests/current?order_by=nationality:ASC&limit=500&page=0', { token: who().ownerA });
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['limit', 'order_by', 'page']);
  });

  it('searches the room number too: one box finds a guest by name, confirmation number or room', async () => {
    const token = who().ownerA;
    const type = await create(api, 'rooms/types', token, { name: 'Conf Search Villa' });
    const set = dataOf(await api.call('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: [{ number: 'CFROOM-417' }] } }));
    const roomId = set.rooms[0].id as number;
    const rita = await addGuest({ first_name: 'Rita', last_name: 'Cfsearch', confirmation_number: 'CFS-88', room_id: roomId });
    const away = await addGuest({ first_name: 'Sam', last_name: 'Cfsearch', confirmation_number: 'CFS-89', room_id: roomId, ...FUTURE });
    const ids = (rows: Json[]) => rows.map((g) => g.id);
    expect(ids((await list('current', 'q_name=cfroom-417')).data)).toEqual([rita.id]);
    expect(ids((await list('current', 'q_name=OOM-41')).data)).toEqual([rita.id]);
    expect(ids((await list('others', 'q_name=CFROOM')).data)).toEqual([away.id]);
    expect(ids((await list('current', 'q_name=cfs-88')).data)).toEqual([rita.id]);
    expect(ids((await list('current', 'q_name=rita cfsearch')).data)).toEqual([rita.id]);
    expect((await list('current', 'q_name=cfroom-418')).meta.total).toBe(0);
  });

  it('takes PMS instants from administrators only; clears a PMS check-out for administrators only', async () => {
    const checkin = '2025-01-02T03:04:05.000Z';
    const fromStaff = await addGuest({ last_name: 'Cfpms Staff', pms_checkin_at: checkin, pms_checkout_at: checkin }, who().staffA);
    expect(fromStaff).toMatchObject({ pms_checkin_at: null, pms_checkout_at: null, in_house: true });
    const fromAdmin = await addGuest({ last_name: 'Cfpms Admin', ...FUTURE, pms_checkin_at: '2025-01-02T08:04:05+05:00' }, who().adminA);
    expect(fromAdmin).toMatchObject({ pms_checkin_at: checkin, in_house: true });
    const staffEdit = dataOf(await api.call('PATCH', `guests/${fromAdmin.id}`, { token: who().staffA, body: await body({ last_name: 'Cfpms Admin', pms_checkin_at: null }) }));
    expect(staffEdit).toMatchObject({ pms_checkin_at: checkin, arrival_date: STAYING.arrival_date });
    const out = dataOf(
      await api.call('PATCH', `guests/${fromAdmin.id}`, { token: who().adminA, body: await body({ last_name: 'Cfpms Admin', pms_checkout_at: checkin }) }),
    );
    expect(out).toMatchObject({ pms_checkin_at: checkin, pms_checkout_at: checkin, in_house: false });

    // The administrators' guard answers before the guest is looked up: 403 for a missing id too.
    for (const id of [fromAdmin.id, 2_147_483_647]) {
      const denied = await api.call('POST', `guests/${id}/clear-pms-checkout`, { token: who().staffA });
      expect(denied).toEqual({ status: 403, body: expect.objectContaining({ code: 'FORBIDDEN', message: STATUS_MESSAGES[403] }) });
    }
    const cleared = await api.call('POST', `guests/${fromAdmin.id}/clear-pms-checkout`, { token: who().adminA });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ data: expect.objectContaining({ id: fromAdmin.id, pms_checkout_at: null, in_house: true }), message: MSG.pmsCheckoutCleared });
    const edited = dataOf(await api.call('PATCH', `guests/${fromAdmin.id}`, { token: who().ownerA, body: await body({ last_name: 'Cfpms Admin', pms_checkin_at: null }) }));
    expect(edited).toMatchObject({ pms_checkin_at: null, in_house: true });
  });

  it("lists a room's in-house guests by name (case-insensitive, code-unit order), and the room picker", async () => {
    const token = who().ownerA;
    const [, room] = await rooms();
    const type = await create(api, 'rooms/types', token, { name: 'Conf Hut' });
    const hut = dataOf(await api.call('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: [{ number: 'CH1' }] } })).rooms[0].id;
    const zed = await addGuest({ first_name: 'zed', last_name: 'Cfroom', room_id: hut });
    const emile = await addGuest({ first_name: 'Émile', last_name: 'Cfroom', room_id: hut });
    const adam = await addGuest({ first_name: 'Adam', last_name: 'Cfroom', room_id: hut, confirmation_number: 'CF-AD' });
    await addGuest({ first_name: 'Later', last_name: 'Cfroom', room_id: hut, ...FUTURE });
    await addGuest({ first_name: 'Gone', last_name: 'Cfroom', room_id: hut, arrival_date: day(-8), departure_date: day(-4) });
    expect(dataOf(await api.call('GET', `rooms/${hut}/in-house-guests`, { token: who().staffA }))).toEqual([
      { id: adam.id, full_name: 'Adam Cfroom', confirmation_number: 'CF-AD' },
      { id: zed.id, full_name: 'zed Cfroom', confirmation_number: 'CF-1' },
      { id: emile.id, full_name: 'Émile Cfroom', confirmation_number: 'CF-1' },
    ]);
    expect(dataOf(await api.call('GET', `rooms/${room}/in-house-guests`, { token })).map((g: Json) => g.full_name)).not.toContain('zed Cfroom');
    const picker = dataOf(await api.call('GET', 'rooms/selector', { token: who().staffA }));
    expect(picker).toContainEqual({ id: hut, number: 'CH1', room_type_id: type.id, room_type_name: 'Conf Hut' });
  });

  it("edits and deletes; keeps companies apart: another company's guest and room look missing", async () => {
    const token = who().ownerA;
    const guest = await addGuest({ last_name: 'Cfedit' });
    const edited = dataOf(await api.call('PATCH', `guests/${guest.id}`, { token: who().staffA, body: await body({ first_name: 'Sofia', last_name: 'Cfedit', room_id: (await rooms())[1] }) }));
    expect(edited).toMatchObject({ id: guest.id, full_name: 'Sofia Cfedit', room: { number: 'CG2' }, bookings: [] });
    await expectMissingTo(api, who().ownerB, [
      ['GET', `guests/${guest.id}`],
      ['PATCH', `guests/${guest.id}`, await body()],
      ['DELETE', `guests/${guest.id}`],
      ['POST', `guests/${guest.id}/clear-pms-checkout`],
      ['GET', `rooms/${(await rooms())[0]}/in-house-guests`],
      ['GET', 'guests/abc'],
    ]);
    expect((await list('current', 'q_name=cfedit', who().ownerB)).meta.total).toBe(0);
    expect(await api.call('DELETE', `guests/${guest.id}`, { token: who().staffA })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `guests/${guest.id}`, { token })).status).toBe(404);
    for (const path of ['guests/current', 'guests/others', `guests/${guest.id}`, `rooms/${(await rooms())[0]}/in-house-guests`]) {
      expect((await api.call('GET', path)).status, path).toBe(401);
    }
  });
});
