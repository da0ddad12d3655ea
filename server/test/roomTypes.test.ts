import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, PERMISSION, roomLink } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { fileCount, fileExists, fileIdOf, png, upload } from './support/content';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('roomtypes-co', 'roomtypes-other')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;
const qr = () => owner.auth.company.qr_link as string;

async function createType(name: string, token = owner.token): Promise<number> {
  const res = await api.post('rooms/types', { name }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

describe('room types', () => {
  it('creates, renames, lists by name and deletes', async () => {
    const created = await api.post('rooms/types', { name: ' Water Villa ' }, { token: owner.token });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: 'Water Villa',
      cover: null,
      cover_thumb: null,
      rooms: [],
      rooms_count: 0,
      updated: expect.any(String),
    });
    const beach = await createType('beach villa');
    const deluxe = await createType('Deluxe');
    const list = await api.get('rooms/types', { token: owner.token });
    expect(list.body.data.map((t: { name: string }) => t.name)).toEqual(['beach villa', 'Deluxe', 'Water Villa']);
    const renamed = await api.patch(`rooms/types/${deluxe}`, { name: 'Aqua Suite' }, { token: owner.token });
    expect(renamed.body.data.name).toBe('Aqua Suite');
    expect((await api.get(`rooms/types/${deluxe}`, { token: owner.token })).body.data.name).toBe('Aqua Suite');
    for (const id of [created.body.data.id, beach, deluxe]) expect((await api.delete(`rooms/types/${id}`, { token: owner.token })).body).toEqual({ data: null });
    expect((await api.get('rooms/types', { token: owner.token })).body.data).toEqual([]);
  });

  it('validates the name: Please enter a name on create, Field is required on edit', async () => {
    const create = await api.post('rooms/types', { name: '  ' }, { token: owner.token });
    expect(create.status).toBe(422);
    expect(create.body.errors).toEqual({ name: [MSG.enterName] });
    const id = await createType('Temp');
    const edit = await api.patch(`rooms/types/${id}`, {}, { token: owner.token });
    expect(edit.body.errors).toEqual({ name: [MSG.fieldRequired] });
    await api.delete(`rooms/types/${id}`, { token: owner.token });
  });

  it('replaces the room list: updates by id, adds, removes, keeps the order; QR links per room', async () => {
    const id = await createType('Garden');
    const first = await api.post(
      `rooms/types/${id}/rooms`,
      { rooms: [{ number: ' 102 ', lat: 4.1, lng: 73.5 }, { number: '101' }, { number: 'G 3/A' }] },
      { token: owner.token },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.rooms).toEqual([
      { id: expect.any(Number), number: '102', lat: 4.1, lng: 73.5, qr_link: roomLink(qr(), '102') },
      { id: expect.any(Number), number: '101', lat: null, lng: null, qr_link: roomLink(qr(), '101') },
      { id: expect.any(Number), number: 'G 3/A', lat: null, lng: null, qr_link: `${qr()}/r/G%203%2FA` },
    ]);
    expect(first.body.data.rooms_count).toBe(3);
    const [r102, r101] = first.body.data.rooms;
    // Swap two numbers, drop the third, add one.
    const second = await api.post(
      `rooms/types/${id}/rooms`,
      { rooms: [{ id: r101.id, number: '102' }, { id: r102.id, number: '101', lat: 1, lng: 2 }, { number: '103' }] },
      { token: owner.token },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.rooms.map((r: { id: number; number: string }) => [r.id, r.number])).toEqual([
      [r101.id, '102'],
      [r102.id, '101'],
      [expect.any(Number), '103'],
    ]);
    expect(second.body.data.rooms[1]).toMatchObject({ lat: 1, lng: 2 });
    const nul = await api.post(`rooms/types/${id}/rooms`, { rooms: [{ number: '10\u00004' }] }, { token: owner.token });
    expect(nul.status).toBe(200);
    expect(nul.body.data.rooms.map((r: { number: string }) => r.number)).toEqual(['104']);
    const cleared = await api.post(`rooms/types/${id}/rooms`, { rooms: [] }, { token: owner.token });
    expect(cleared.body.data).toMatchObject({ rooms: [], rooms_count: 0 });
    await api.delete(`rooms/types/${id}`, { token: owner.token });
  });

  it('keeps room numbers unique in the company across types (any case); other companies may reuse them', async () => {
    const a = await createType('A');
    const b = await createType('B');
    await api.post(`rooms/types/${a}/rooms`, { rooms: [{ number: 'V1' }, { number: '200' }] }, { token: owner.token });
    const taken = await api.post(`rooms/types/${b}/rooms`, { rooms: [{ number: '300' }, { number: 'v1' }] }, { token: owner.token });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ rooms: [CONTENT_TEXT.roomNumberTaken('v1')] });
    expect((await api.get(`rooms/types/${b}`, { token: owner.token })).body.data.rooms).toEqual([]);
    const twice = await api.post(`rooms/types/${b}/rooms`, { rooms: [{ number: '300' }, { number: ' 300' }] }, { token: owner.token });
    expect(twice.body.errors).toEqual({ rooms: [CONTENT_TEXT.roomNumberTwice('300')] });
    const invalid = await api.post(
      `rooms/types/${b}/rooms`,
      { rooms: [{ number: '' }, { number: 'x'.repeat(21) }, { number: '5', lat: 91, lng: -181 }] },
      { token: owner.token },
    );
    expect(invalid.body.errors).toEqual({
      'rooms[0].number': [MSG.fieldRequired],
      'rooms[1].number': [CONTENT_TEXT.roomNumberMax],
      'rooms[2].lat': [CONTENT_TEXT.latitude],
      'rooms[2].lng': [CONTENT_TEXT.longitude],
    });
    const missing = await api.post(`rooms/types/${b}/rooms`, {}, { token: owner.token });
    expect(missing.body.errors).toEqual({ rooms: [MSG.fieldRequired] });
    const theirType = await createType('Theirs', other.token);
    const reuse = await api.post(`rooms/types/${theirType}/rooms`, { rooms: [{ number: 'V1' }] }, { token: other.token });
    expect(reuse.status).toBe(200);
    // Once A lets the number go, B may take it.
    await api.post(`rooms/types/${a}/rooms`, { rooms: [{ number: '200' }] }, { token: owner.token });
    expect((await api.post(`rooms/types/${b}/rooms`, { rooms: [{ number: 'V1' }] }, { token: owner.token })).status).toBe(200);
    for (const id of [a, b]) await api.delete(`rooms/types/${id}`, { token: owner.token });
  });

  it('GET rooms/selector lists every room of the company with its type', async () => {
    const suite = await createType('Suite');
    const villa = await createType('Villa');
    await api.post(`rooms/types/${suite}/rooms`, { rooms: [{ number: '10' }, { number: '2' }] }, { token: owner.token });
    await api.post(`rooms/types/${villa}/rooms`, { rooms: [{ number: '1' }] }, { token: owner.token });
    const res = await api.get('rooms/selector', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: expect.any(Number), number: '1', room_type_id: villa, room_type_name: 'Villa' },
      { id: expect.any(Number), number: '2', room_type_id: suite, room_type_name: 'Suite' },
      { id: expect.any(Number), number: '10', room_type_id: suite, room_type_name: 'Suite' },
    ]);
    // Deleting a type deletes its rooms.
    await api.delete(`rooms/types/${suite}`, { token: owner.token });
    expect((await api.get('rooms/selector', { token: owner.token })).body.data.map((r: { number: string }) => r.number)).toEqual(['1']);
    await api.delete(`rooms/types/${villa}`, { token: owner.token });
    expect((await api.get('rooms/selector', { token: owner.token })).body.data).toEqual([]);
  });

  it('sets, replaces and removes the cover; deleting the type deletes it', async () => {
    const before = await fileCount(server, companyId());
    const id = await createType('Covered');
    const first = await upload(api, owner.token, `rooms/types/${id}/cover`, { bytes: await png() });
    expect(first.status).toBe(200);
    expect(first.body.data.cover_thumb).toBe(`${first.body.data.cover}?variant=thumb`);
    const second = await upload(api, owner.token, `rooms/types/${id}/cover`, { bytes: await png() });
    expect(await fileExists(server, companyId(), fileIdOf(first.body.data.cover))).toBe(false);
    const removed = await api.delete(`rooms/types/${id}/cover`, { token: owner.token });
    expect(removed.body.data.cover).toBeNull();
    expect(await fileExists(server, companyId(), fileIdOf(second.body.data.cover))).toBe(false);
    await upload(api, owner.token, `rooms/types/${id}/cover`, { bytes: await png() });
    await api.delete(`rooms/types/${id}`, { token: owner.token });
    expect(await fileCount(server, companyId())).toBe(before);
  });

  it('manual rooms (slice 1) still work beside room types', async () => {
    const res = await api.post('rooms/manual-rooms', { numbers: ['9', '8'] }, { token: owner.token });
    expect(res.body.data).toEqual([{ number: '9' }, { number: '8' }]);
  });

  it("another company's room type is 404 on every route; selectors stay apart", async () => {
    const theirs = await createType('Private', other.token);
    await api.post(`rooms/types/${theirs}/rooms`, { rooms: [{ number: 'P1' }] }, { token: other.token });
    const t = owner.token;
    // In turn, not all at once: a burst opens many pool connections, whose closing the PostgreSQL teardown (DROP … FORCE) can race.
    const calls = [
      async () => api.get(`rooms/types/${theirs}`, { token: t }),
      async () => api.patch(`rooms/types/${theirs}`, { name: 'x' }, { token: t }),
      async () => api.post(`rooms/types/${theirs}/rooms`, { rooms: [] }, { token: t }),
      async () => upload(api, t, `rooms/types/${theirs}/cover`, { bytes: await png() }),
      async () => api.delete(`rooms/types/${theirs}/cover`, { token: t }),
      async () => api.delete(`rooms/types/${theirs}`, { token: t }),
    ];
    for (const call of calls) expect((await call()).status).toBe(404);
    expect((await api.get('rooms/types', { token: t })).body.data).toEqual([]);
    expect((await api.get('rooms/selector', { token: t })).body.data).toEqual([]);
    expect((await api.get(`rooms/types/${theirs}`, { token: other.token })).body.data.rooms.map((r: { number: string }) => r.number)).toEqual(['P1']);
  });
});

describe('every room-type route needs manage-hotel-content', () => {
  it('answers 403 without it', async () => {
    const { token } = await createStaff(api, owner, 'no-content', { [PERMISSION.companyAdministrator]: { objects: 'all' } });
    const id = await createType('Guarded');
    const routes: Array<[string, string, unknown?]> = [
      ['GET', 'rooms/types'],
      ['POST', 'rooms/types', { name: 'x' }],
      ['GET', `rooms/types/${id}`],
      ['PATCH', `rooms/types/${id}`, { name: 'x' }],
      ['DELETE', `rooms/types/${id}`],
      ['POST', `rooms/types/${id}/rooms`, { rooms: [] }],
      ['POST', `rooms/types/${id}/cover`],
      ['DELETE', `rooms/types/${id}/cover`],
      ['GET', 'rooms/selector'],
    ];
    for (const [method, path, json] of routes) {
      expect((await api.request(method, path, { token, json })).status, `${method} ${path}`).toBe(403);
    }
    // The administrator keeps the manual rooms of slice 1.
    expect((await api.get('rooms/manual-rooms', { token })).status).toBe(200);
    expect((await api.get(`rooms/types/${id}`, { token: owner.token })).body.data.name).toBe('Guarded');
  });
});
