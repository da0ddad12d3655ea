/**
 * Writes racing deletes and each other (issue 8). On PGlite requests take turns at the one
 * connection; run on PostgreSQL too: DATABASE_URL=postgres://… npx vitest run --project server server/test/races.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { en } from '@atoll/contract';
import { dbErrorStatus, isUniqueViolation } from '../src/http/db-errors';
import { handleError } from '../src/http/errors';
import type { ApiClient, Json } from './support/client';
import { fileCount, png, upload } from './support/content';
import { startWithTenant, type Tenant } from './support/fixtures';
import { scannedLogger } from './support/logScan';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('races-co')));
afterAll(() => server.close());

const ROUNDS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noServerErrors = () => expect(server.logs.filter((l) => l.level === 'error')).toEqual([]);
const post = async (path: string, body: Json) => {
  const res = await api.post(path, body, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};

describe('a write racing a delete of its parent is 404, never 500', () => {
  it('gallery uploads racing the delete of their facility / activity', async () => {
    const image = await png();
    const statuses: number[] = [];
    const filesBefore = await fileCount(server, owner.auth.company.id);
    for (let round = 0; round < ROUNDS; round += 1) {
      const f = await post('facilities', { name: en(`Gallery race ${round}`) });
      const a = await post('facilities/activities', { facility_id: f.id, name: en(`Act ${round}`) });
      // The delete starts a little after the uploads (staggered per round), so it meets them at every step.
      const answers = await Promise.all([
        ...[1, 2, 3, 4].map(() => upload(api, owner.token, `facilities/${f.id}/gallery`, { bytes: image, name: 'g.png' })),
        ...[1, 2].map(() => upload(api, owner.token, `facilities/activities/${a.id}/gallery`, { bytes: image, name: 'g.png' })),
        sleep(round * 10).then(() => api.delete(`facilities/${f.id}`, { token: owner.token })),
        ...[1, 2].map(() => upload(api, owner.token, `facilities/${f.id}/cover`, { bytes: image, name: 'c.png' })),
      ]);
      statuses.push(...answers.map((r) => r.status));
      expect((await api.get(`facilities/${f.id}`, { token: owner.token })).status).toBe(404);
    }
    expect(statuses.filter((s) => s !== 200 && s !== 404), statuses.join(',')).toEqual([]);
    // No file outlives its facility: an upload either lands before the delete (and goes with it) or is undone.
    expect(await fileCount(server, owner.auth.company.id)).toBe(filesBefore);
    noServerErrors();
  });

  it('children created while their parent is deleted (activity, menu, category, item)', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const f = await post('facilities', { name: en(`Parent race ${round}`) });
      const menu = await post('facilities/menus', { facility_id: f.id, name: en('Menu'), type: 'menu' });
      const category = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Cat') });
      const answers = await Promise.all([
        api.post('facilities/activities', { facility_id: f.id, name: en('A') }, { token: owner.token }),
        api.post('facilities/menus', { facility_id: f.id, name: en('M'), type: 'menu' }, { token: owner.token }),
        api.post('facilities/menus/categories', { menu_id: menu.id, name: en('C') }, { token: owner.token }),
        api.post('facilities/menus/items', { menu_id: menu.id, category_id: category.id, name: en('I'), price_text: en('$1') }, { token: owner.token }),
        api.delete(`facilities/${f.id}`, { token: owner.token }),
        api.post('facilities', { name: en('Child'), parent_id: f.id }, { token: owner.token }),
      ]);
      statuses.push(...answers.map((r) => r.status));
    }
    // 422 where the parent is a field of the body (e.g. parent_id "Choose from the list").
    expect(statuses.filter((s) => ![200, 201, 404, 422].includes(s)), statuses.join(',')).toEqual([]);
    noServerErrors();
  });

  it('a room list saved while its room type is deleted', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const type = await post('rooms/types', { name: `Type race ${round}` });
      const answers = await Promise.all([
        ...[1, 2, 3].map((n) => api.post(`rooms/types/${type.id}/rooms`, { rooms: [{ number: `${round}-${n}` }] }, { token: owner.token })),
        api.delete(`rooms/types/${type.id}`, { token: owner.token }),
      ]);
      statuses.push(...answers.map((r) => r.status));
    }
    expect(statuses.filter((s) => s !== 200 && s !== 404), statuses.join(',')).toEqual([]);
    noServerErrors();
  });
});

describe('concurrent saves of the same data', () => {
  it('manual room numbers: every save succeeds and the list is what one of them sent', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const numbers = ['101', '102', `A-${round}`];
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => api.post('rooms/manual-rooms', { numbers }, { token: owner.token })));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const list = (await api.get('rooms/manual-rooms', { token: owner.token })).body.data;
      expect(list.map((r: Json) => r.number ?? r)).toEqual(numbers);
    }
    // Different lists at once: the last to commit wins whole (no mix).
    const lists = [['1', '2'], ['2', '3'], ['3', '4'], ['4', '5']];
    const answers = await Promise.all(lists.map((numbers) => api.post('rooms/manual-rooms', { numbers }, { token: owner.token })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const final = (await api.get('rooms/manual-rooms', { token: owner.token })).body.data.map((r: Json) => r.number ?? r);
    expect(lists).toContainEqual(final);
    noServerErrors();
  });

  it('the same room numbers saved to two room types at once: one wins, the other is 422, never 500', async () => {
    const a = await post('rooms/types', { name: 'Twin A' });
    const b = await post('rooms/types', { name: 'Twin B' });
    const answers = await Promise.all(
      [a, b, a, b].map((t) => api.post(`rooms/types/${t.id}/rooms`, { rooms: [{ number: 'T-1' }, { number: 'T-2' }] }, { token: owner.token })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 422 && s !== 409), statuses.join(',')).toEqual([]);
    expect(statuses).toContain(200);
    noServerErrors();
  });
});

describe('database errors meaning conflict or gone are answered in one place', () => {
  /** A driver error as drizzle wraps it: the SQLSTATE on `cause`. */
  const wrapped = (code: string, detail?: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver'), { code, detail }) });

  it('maps SQLSTATEs to statuses, looking along `cause`', () => {
    expect(dbErrorStatus(wrapped('23505'))).toBe(409);
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(dbErrorStatus(wrapped('23503', 'Key (facility_id)=(5) is not present in table "facilities".'))).toBe(404);
    expect(dbErrorStatus(wrapped('23503', 'Key (id)=(5) is still referenced from table "menus".'))).toBe(409);
    expect(dbErrorStatus(wrapped('40001'))).toBe(409);
    expect(dbErrorStatus(wrapped('40P01'))).toBe(409);
    expect(dbErrorStatus(wrapped('22001'))).toBe(400);
    expect(dbErrorStatus(wrapped('54000'))).toBe(400);
    expect(dbErrorStatus(wrapped('42P01'))).toBeUndefined();
    expect(dbErrorStatus(new TypeError('x'))).toBeUndefined();
    expect(dbErrorStatus(Object.assign(new Error('node'), { code: 'ECONNREFUSED' }))).toBeUndefined();
  });

  it("handleError answers them with the catalogue's body; anything else stays a 500 with a reference", async () => {
    const logs: string[] = [];
    const logger = scannedLogger({ info: (m) => logs.push(`info ${m}`), error: (m) => logs.push(`error ${m}`) });
    const app = new Hono();
    app.onError(handleError(logger));
    app.get('/:code', (c) => {
      throw c.req.param('code') === 'bug' ? new Error('bug') : wrapped(c.req.param('code'));
    });
    const call = async (code: string) => {
      const res = await app.request(`/${code}`);
      return { status: res.status, body: (await res.json()) as Json };
    };
    expect(await call('23505')).toMatchObject({ status: 409, body: { code: 'CONFLICT', status: 409 } });
    expect(await call('23503')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', status: 404 } });
    expect(await call('40P01')).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await call('bug')).toMatchObject({ status: 500, body: { code: 'SERVER_ERROR', reference: expect.stringMatching(/^[0-9A-F]{12}$/) } });
    expect(logs.filter((l) => l.startsWith('error'))).toHaveLength(1);
  });
});
