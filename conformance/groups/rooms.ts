/** Room types with their rooms, the rooms selector and the manual rooms: CRUD, validation, uniqueness, tenancy, permissions. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, roomLink } from '@atoll/contract';
import { defineGroup, type RouteKey, type Json } from '../harness';
import { PNG, create, dataOf, errorsOf, expectGuarded, expectMissingTo, fileForm, only } from '../helpers';

const COVERS: RouteKey[] = [
  'GET rooms/types',
  'GET rooms/types/:id',
  'POST rooms/types',
  'PATCH rooms/types/:id',
  'DELETE rooms/types/:id',
  'POST rooms/types/:id/cover',
  'DELETE rooms/types/:id/cover',
  'POST rooms/types/:id/rooms',
  'GET rooms/manual-rooms',
  'POST rooms/manual-rooms',
  'GET rooms/selector',
];

export const rooms = defineGroup(COVERS, (api, who) => {
  const type = async (name: string, token = who().ownerA): Promise<number> => (await create(api, 'rooms/types', token, { name })).id;
  const setRooms = (id: number, body: unknown, token = who().ownerA) => api.call('POST', `rooms/types/${id}/rooms`, { token, body });

  it('room types: created trimmed, renamed, listed by name, deleted', async () => {
    const token = who().ownerA;
    const water = await create(api, 'rooms/types', token, { name: ' Conf Water Villa ' });
    expect(water).toEqual({ id: expect.any(Number), name: 'Conf Water Villa', cover: null, cover_thumb: null, rooms: [], rooms_count: 0, updated: expect.any(String) });
    const beach = await type('conf beach villa');
    const deluxe = await type('Conf Deluxe');
    const list = only(dataOf(await api.call('GET', 'rooms/types', { token })), [water.id, beach, deluxe]);
    expect(list.map((t) => t.name)).toEqual(['conf beach villa', 'Conf Deluxe', 'Conf Water Villa']);
    expect(dataOf(await api.call('PATCH', `rooms/types/${deluxe}`, { token, body: { name: 'Conf Aqua Suite' } })).name).toBe('Conf Aqua Suite');
    expect(dataOf(await api.call('GET', `rooms/types/${deluxe}`, { token })).name).toBe('Conf Aqua Suite');
    expect(await api.call('DELETE', `rooms/types/${deluxe}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `rooms/types/${deluxe}`, { token })).status).toBe(404);
    expect(errorsOf(await api.call('POST', 'rooms/types', { token, body: { name: '  ' } }))).toEqual({ name: [MSG.enterName] });
    expect(errorsOf(await api.call('PATCH', `rooms/types/${beach}`, { token, body: {} }))).toEqual({ name: [MSG.fieldRequired] });
  });

  it('the room list is replaced: updated by id, added, removed, in order; QR link per room', async () => {
    const qr = dataOf(await api.call('GET', 'auth/me', { token: who().ownerA })).company.qr_link as string;
    const id = await type('Conf Garden');
    const first = dataOf(await setRooms(id, { rooms: [{ number: ' C102 ', lat: 4.1, lng: 73.5 }, { number: 'C101' }, { number: 'G 3/A' }] }));
    expect(first.rooms).toEqual([
      { id: expect.any(Number), number: 'C102', lat: 4.1, lng: 73.5, qr_link: roomLink(qr, 'C102') },
      { id: expect.any(Number), number: 'C101', lat: null, lng: null, qr_link: roomLink(qr, 'C101') },
      { id: expect.any(Number), number: 'G 3/A', lat: null, lng: null, qr_link: `${qr}/r/G%203%2FA` },
    ]);
    expect(first.rooms_count).toBe(3);
    const [r102, r101] = first.rooms;
    const second = dataOf(await setRooms(id, { rooms: [{ id: r101.id, number: 'C102' }, { id: r102.id, number: 'C101', lat: 1, lng: 2 }, { number: 'C103' }] }));
    expect(second.rooms.map((r: Json) => [r.id, r.number])).toEqual([[r101.id, 'C102'], [r102.id, 'C101'], [expect.any(Number), 'C103']]);
    expect(second.rooms[1]).toMatchObject({ lat: 1, lng: 2 });
    expect(dataOf(await setRooms(id, { rooms: [] }))).toMatchObject({ rooms: [], rooms_count: 0 });
  });

  it('room numbers are unique in the company across types (any case); another company may reuse them', async () => {
    const a = await type('Conf A');
    const b = await type('Conf B');
    await setRooms(a, { rooms: [{ number: 'CV1' }, { number: 'C200' }] });
    expect(errorsOf(await setRooms(b, { rooms: [{ number: 'C300' }, { number: 'cv1' }] }))).toEqual({ rooms: [CONTENT_TEXT.roomNumberTaken('cv1')] });
    expect(dataOf(await api.call('GET', `rooms/types/${b}`, { token: who().ownerA })).rooms).toEqual([]);
    expect(errorsOf(await setRooms(b, { rooms: [{ number: 'C300' }, { number: ' C300' }] }))).toEqual({ rooms: [CONTENT_TEXT.roomNumberTwice('C300')] });
    expect(errorsOf(await setRooms(b, { rooms: [{ number: '' }, { number: 'x'.repeat(21) }, { number: 'C5', lat: 91, lng: -181 }] }))).toEqual({
      'rooms[0].number': [MSG.fieldRequired],
      'rooms[1].number': [CONTENT_TEXT.roomNumberMax],
      'rooms[2].lat': [CONTENT_TEXT.latitude],
      'rooms[2].lng': [CONTENT_TEXT.longitude],
    });
    expect(errorsOf(await setRooms(b, {}))).toEqual({ rooms: [MSG.fieldRequired] });
    const theirs = await type('Conf Theirs', who().ownerB);
    expect((await setRooms(theirs, { rooms: [{ number: 'CV1' }] }, who().ownerB)).status).toBe(200);
    await setRooms(a, { rooms: [{ number: 'C200' }] });
    expect((await setRooms(b, { rooms: [{ number: 'CV1' }] })).status).toBe(200);
  });

  it('rooms/selector lists every room of the company with its type; deleting a type deletes its rooms', async () => {
    const token = who().ownerA;
    const suite = await type('Conf Suite');
    const villa = await type('Conf Villa');
    await setRooms(suite, { rooms: [{ number: 'S10' }, { number: 'S2' }] });
    await setRooms(villa, { rooms: [{ number: 'S1' }] });
    const mine = (list: Json[]) => list.filter((r) => [suite, villa].includes(r.room_type_id));
    expect(mine(dataOf(await api.call('GET', 'rooms/selector', { token })))).toEqual([
      { id: expect.any(Number), number: 'S1', room_type_id: villa, room_type_name: 'Conf Villa' },
      { id: expect.any(Number), number: 'S10', room_type_id: suite, room_type_name: 'Conf Suite' },
      { id: expect.any(Number), number: 'S2', room_type_id: suite, room_type_name: 'Conf Suite' },
    ].sort((x, y) => x.number.localeCompare(y.number, undefined, { numeric: true })));
    await api.call('DELETE', `rooms/types/${suite}`, { token });
    expect(mine(dataOf(await api.call('GET', 'rooms/selector', { token }))).map((r) => r.number)).toEqual(['S1']);
  });

  it('room type cover upload and removal (shape only)', async () => {
    const token = who().ownerA;
    const id = await type('Conf Covered');
    const covered = dataOf(await api.call('POST', `rooms/types/${id}/cover`, { token, form: fileForm(PNG, 'r.png', 'image/png') }));
    expect(covered).toMatchObject({ cover: expect.any(String), cover_thumb: expect.any(String) });
    expect(dataOf(await api.call('DELETE', `rooms/types/${id}/cover`, { token })).cover).toBeNull();
  });

  it('manual rooms: the list is replaced in the typed order without duplicates; validated; administrators only', async () => {
    const token = who().adminA;
    const res = dataOf(await api.call('POST', 'rooms/manual-rooms', { token, body: { numbers: ['201', ' 101 ', '201', 'A-3'] } }));
    expect(res).toEqual([{ number: '201' }, { number: '101' }, { number: 'A-3' }]);
    expect(dataOf(await api.call('GET', 'rooms/manual-rooms', { token }))).toEqual(res);
    expect(dataOf(await api.call('POST', 'rooms/manual-rooms', { token, body: { numbers: [] } }))).toEqual([]);
    expect(errorsOf(await api.call('POST', 'rooms/manual-rooms', { token, body: {} }))).toEqual({ numbers: [MSG.fieldRequired] });
    expect(errorsOf(await api.call('POST', 'rooms/manual-rooms', { token, body: { numbers: ['x'.repeat(21)] } }))).toEqual({ 'numbers[0]': [CONTENT_TEXT.roomNumberMax] });
    expect((await api.call('POST', 'rooms/manual-rooms', { token, body: { numbers: 'not a list' } })).status).toBe(422);
    await expectGuarded(api, who().staffA, [['GET', 'rooms/manual-rooms'], ['POST', 'rooms/manual-rooms', { numbers: [] }]]);
  });

  it("another company's room type is 404 on every route; every route but the room picker needs manage-hotel-content", async () => {
    const theirs = await type('Conf Private', who().ownerB);
    await setRooms(theirs, { rooms: [{ number: 'P1' }] }, who().ownerB);
    await expectMissingTo(api, who().ownerA, [
      ['GET', `rooms/types/${theirs}`],
      ['PATCH', `rooms/types/${theirs}`, { name: 'x' }],
      ['POST', `rooms/types/${theirs}/rooms`, { rooms: [] }],
      ['DELETE', `rooms/types/${theirs}/cover`],
      ['DELETE', `rooms/types/${theirs}`],
    ]);
    expect(dataOf(await api.call('GET', 'rooms/selector', { token: who().ownerA })).map((r: Json) => r.room_type_id)).not.toContain(theirs);
    const id = await type('Conf Guarded');
    await expectGuarded(api, who().staffA, [
      ['GET', 'rooms/types'],
      ['POST', 'rooms/types', { name: 'x' }],
      ['GET', `rooms/types/${id}`],
      ['PATCH', `rooms/types/${id}`, { name: 'x' }],
      ['DELETE', `rooms/types/${id}`],
      ['POST', `rooms/types/${id}/rooms`, { rooms: [] }],
      ['DELETE', `rooms/types/${id}/cover`],
    ]);
    // The room picker of the Guests form and of Add Booking: any signed-in user, their own company's rooms only.
    await setRooms(id, { rooms: [{ number: 'G1' }] });
    const picked = dataOf(await api.call('GET', 'rooms/selector', { token: who().staffA })).map((r: Json) => r.room_type_id);
    expect(picked).toContain(id);
    expect(picked).not.toContain(theirs);
  });
});
