/**
 * Delete versus write on every object with children or files (issue 8): uploads and child creates
 * fired together with a delete of their owner answer 2xx or 404 (422 where the owner is a body field),
 * never 5xx; the owner is gone afterwards and no file outlives it. One table, one burst per object.
 * On PGlite requests take turns at the one connection; CI runs this file on PostgreSQL through a pool too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@atoll/contract';
import type { ApiClient, ApiResponse, Json } from './support/client';
import { fileCount, pdf, png, upload } from './support/content';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let image: Uint8Array;

beforeAll(async () => {
  ({ server, api, owner } = await startWithTenant('bursts-co'));
  image = await png();
});
afterAll(() => server.close());

const ROUNDS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const create = async (path: string, body: Json): Promise<number> => {
  const res = await api.post(path, body, { token: owner.token });
  expect(res.status, `POST ${path}: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.data.id;
};
const send = {
  image: (path: string, language_code?: string) => () => upload(api, owner.token, path, { bytes: image, name: 'i.png', type: 'image/png', language_code }),
  pdf: (path: string, language_code = 'en') => () => upload(api, owner.token, path, { bytes: pdf(), name: 'm.pdf', type: 'application/pdf', language_code }),
  post: (path: string, body: Json) => () => api.post(path, body, { token: owner.token }),
};

interface Burst {
  /** The object to delete. */
  name: string;
  /** Creates it (and what it needs); answers its path (e.g. `facilities/12`). */
  setup: () => Promise<{ path: string; writes: (() => Promise<ApiResponse<Json>>)[] }>;
}

const facility = () => create('facilities', { name: en('Burst facility') });
const menuOf = async () => create('facilities/menus', { facility_id: await facility(), name: en('Burst menu'), type: 'menu' });
const pdfMenuOf = async () => create('facilities/menus', { facility_id: await facility(), name: en('Burst PDF menu'), type: 'pdf' });

const BURSTS: Burst[] = [
  {
    name: 'facility: cover, gallery, children',
    setup: async () => {
      const id = await facility();
      return {
        path: `facilities/${id}`,
        writes: [
          send.image(`facilities/${id}/cover`),
          send.image(`facilities/${id}/gallery`),
          send.post('facilities/activities', { facility_id: id, name: en('A') }),
          send.post('facilities/menus', { facility_id: id, name: en('M'), type: 'menu' }),
          send.post('facilities', { name: en('Child'), parent_id: id }),
        ],
      };
    },
  },
  {
    name: 'activity: cover, gallery',
    setup: async () => {
      const id = await create('facilities/activities', { facility_id: await facility(), name: en('Burst activity') });
      return { path: `facilities/activities/${id}`, writes: [send.image(`facilities/activities/${id}/cover`), send.image(`facilities/activities/${id}/gallery`), send.image(`facilities/activities/${id}/gallery`)] };
    },
  },
  {
    name: 'menu: categories and items',
    setup: async () => {
      const id = await menuOf();
      const category = await create('facilities/menus/categories', { menu_id: id, name: en('Cat') });
      return {
        path: `facilities/menus/${id}`,
        writes: [
          send.post('facilities/menus/categories', { menu_id: id, name: en('C') }),
          send.post('facilities/menus/items', { menu_id: id, category_id: category, name: en('I'), price_text: en('$1') }),
          send.image(`facilities/menus/categories/${category}/cover`),
        ],
      };
    },
  },
  {
    name: 'PDF menu: its PDFs',
    setup: async () => {
      const id = await pdfMenuOf();
      return { path: `facilities/menus/${id}`, writes: [send.pdf(`facilities/menus/${id}/pdf`), send.pdf(`facilities/menus/${id}/pdf`), send.pdf(`facilities/menus/${id}/pdf`)] };
    },
  },
  {
    name: 'menu category: cover and items',
    setup: async () => {
      const menu = await menuOf();
      const id = await create('facilities/menus/categories', { menu_id: menu, name: en('Burst category') });
      return {
        path: `facilities/menus/categories/${id}`,
        writes: [send.image(`facilities/menus/categories/${id}/cover`), send.post('facilities/menus/items', { menu_id: menu, category_id: id, name: en('I'), price_text: en('$1') })],
      };
    },
  },
  {
    name: 'menu item: cover',
    setup: async () => {
      const menu = await menuOf();
      const category = await create('facilities/menus/categories', { menu_id: menu, name: en('Cat') });
      const id = await create('facilities/menus/items', { menu_id: menu, category_id: category, name: en('Burst item'), price_text: en('$2') });
      return { path: `facilities/menus/items/${id}`, writes: [send.image(`facilities/menus/items/${id}/cover`), send.image(`facilities/menus/items/${id}/cover`)] };
    },
  },
  {
    name: 'banner: images per language',
    setup: async () => {
      const id = await create('promotions', { name: 'Burst banner' });
      return { path: `promotions/${id}`, writes: [send.image(`promotions/${id}/image`, 'en'), send.image(`promotions/${id}/image`, 'en')] };
    },
  },
  {
    name: 'information (images): cover, content images',
    setup: async () => {
      const id = await create('information', { name: en('Burst info'), description: en('d'), content_type: 'image', sort_order: 0 });
      return { path: `information/${id}`, writes: [send.image(`information/${id}/cover`), send.image(`information/${id}/content-image`, 'en'), send.image(`information/${id}/content-image`, 'en')] };
    },
  },
  {
    name: 'information (PDF): content PDFs',
    setup: async () => {
      const id = await create('information', { name: en('Burst info PDF'), description: en('d'), content_type: 'pdf', sort_order: 0 });
      return { path: `information/${id}`, writes: [send.pdf(`information/${id}/content-pdf`), send.pdf(`information/${id}/content-pdf`), send.image(`information/${id}/cover`)] };
    },
  },
  {
    name: 'event: cover',
    setup: async () => {
      const id = await create('events/recurring', { name: en('Burst event'), start_time: '09:00', end_time: '10:00', weekly_recurring_day: [2] });
      return { path: `events/${id}`, writes: [send.image(`events/${id}/cover`), send.image(`events/${id}/cover`)] };
    },
  },
  {
    name: 'room type: cover and rooms',
    setup: async () => {
      const id = await create('rooms/types', { name: `Burst type ${Math.random()}` });
      return {
        path: `rooms/types/${id}`,
        writes: [send.image(`rooms/types/${id}/cover`), send.post(`rooms/types/${id}/rooms`, { rooms: [{ number: `B-${id}` }] })],
      };
    },
  },
];

describe('delete versus write, every object with children or files', () => {
  it.each(BURSTS.map((burst) => [burst.name, burst] as const))('%s', async (_name, burst) => {
    const filesBefore = await fileCount(server, owner.auth.company.id);
    // Unraced first: every write is valid on its own (so a 404 below is the race, not a wrong path).
    const dry = await burst.setup();
    for (const write of dry.writes) {
      const res = await write();
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    expect((await api.delete(dry.path, { token: owner.token })).status).toBe(200);
    const statuses: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { path, writes } = await burst.setup();
      expect((await api.get(path, { token: owner.token })).status, `GET ${path} before its delete`).toBe(200);
      // The delete starts a little later each round, so it meets the writes at every step.
      const answers = await Promise.all([...writes.map((write) => write()), sleep(round * 8).then(() => api.delete(path, { token: owner.token }))]);
      statuses.push(...answers.map((r, i) => `${i < writes.length ? 'write' : 'delete'}:${r.status}`));
      expect(answers.at(-1)?.status, `DELETE ${path}`).toBe(200);
      expect((await api.get(path, { token: owner.token })).status, `GET ${path} after its delete`).toBe(404);
    }
    // 2xx or 404; 422 only where the deleted owner is a field of the body ("Choose from the list").
    expect(statuses.filter((s) => !/^write:(200|201|404|422)$|^delete:200$/.test(s)), statuses.join(' ')).toEqual([]);
    expect(server.logs.filter((l) => l.level === 'error')).toEqual([]);
    // No file outlives its owner: an upload either lands before the delete (and goes with it) or is undone.
    expect(await fileCount(server, owner.auth.company.id)).toBe(filesBefore);
  });
});
