import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomLink } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { fileCount, fileExists, fileIdOf, png, upload } from './support/content';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('roomtypes-co')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;
const qr = () => owner.auth.company.qr_link as string;

async function createType(name: string, token = owner.token): Promise<number> {
  const res = await api.post('rooms/types', { name }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

describe('room types', () => {

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

});
