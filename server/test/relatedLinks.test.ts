/**
 * Related links and kept content, what the conformance groups leave to the server (server/src/services/
 * related.ts, facilities/delete.ts, information/index.ts):
 * - deleting an activity or a menu on its own (not with its facility) clears the links pointing at it and
 *   only those;
 * - a related_id past PostgreSQL's integer range is "The related object does not exist", never a 500;
 * - ui/related-object/{type} lists facilities by sort order, ties by id;
 * - an information card switched to another content type keeps the other kind's files, each in its own list;
 * - a file id in a path is read in either case (a UUID typed or copied in capitals).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, en } from '@atoll/contract';
import type { ApiClient, Json } from './support/client';
import { pdf, png, upload } from './support/content';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('related-links-co')));
afterAll(() => server.close());

async function created(path: string, body: Json): Promise<Json> {
  const res = await api.post(path, body, { token: owner.token });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.data;
}
const read = async (path: string): Promise<Json> => (await api.get(path, { token: owner.token })).body.data;
const link = (type: string, id: number) => ({ related_type: type, related_id: id, related_direct: true });
const CLEARED = { related_type: null, related_id: null, related_direct: false, related_text: null };

describe('deleting a linked object on its own', () => {
  it('an activity: the banner, event, quick action and key place pointing at it lose the link; links to its sibling stay', async () => {
    const facility = await created('facilities', { name: en('Dive centre') });
    const doomed = await created('facilities/activities', { facility_id: facility.id, name: en('Night dive') });
    const sibling = await created('facilities/activities', { facility_id: facility.id, name: en('Snorkel') });
    const pointing = [
      ['promotions', await created('promotions', { name: 'Dive tonight', ...link('activity', doomed.id) })],
      ['events/recurring', await created('events/recurring', { name: en('Briefing'), start_time: '17:00', end_time: '17:30', weekly_recurring_day: [1], ...link('activity', doomed.id) })],
      ['quick-actions', await created('quick-actions', { name: en('Dive'), sort_order: 0, type: 'related', icon: 'star', ...link('activity', doomed.id) })],
      ['locations', await created('locations', { name: 'Dive jetty', lat: 4.17, lng: 73.5, ...link('activity', doomed.id) })],
    ] as const;
    const kept = await created('promotions', { name: 'Snorkel daily', ...link('activity', sibling.id) });
    expect(pointing[0][1]).toMatchObject({ related_type: 'activity', related_id: doomed.id, related_text: 'Night dive' });

    expect((await api.delete(`facilities/activities/${doomed.id}`, { token: owner.token })).status).toBe(200);
    for (const [path, row] of pointing) expect(await read(`${path}/${row.id}`), path).toMatchObject(CLEARED);
    expect(await read(`promotions/${kept.id}`)).toMatchObject({ related_type: 'activity', related_id: sibling.id, related_direct: true, related_text: 'Snorkel' });
  });

  it('a menu: the links pointing at it are cleared, a link to the facility stays', async () => {
    const facility = await created('facilities', { name: en('Restaurant') });
    const menu = await created('facilities/menus', { facility_id: facility.id, name: en('Lunch'), type: 'menu' });
    await created('facilities/menus/categories', { menu_id: menu.id, name: en('Starters') });
    const toMenu = await created('promotions', { name: 'Lunch deal', ...link('menu', menu.id) });
    const toFacility = await created('promotions', { name: 'Dine with us', ...link('facility', facility.id) });

    expect((await api.delete(`facilities/menus/${menu.id}`, { token: owner.token })).status).toBe(200);
    expect(await read(`promotions/${toMenu.id}`)).toMatchObject(CLEARED);
    expect(await read(`promotions/${toFacility.id}`)).toMatchObject({ related_type: 'facility', related_id: facility.id, related_text: 'Restaurant' });
  });
});

describe('related_id', () => {
  it("past the integer range is the catalogue's 'does not exist' on related_id, never a 500", async () => {
    for (const id of [2_147_483_648, 1e20]) {
      const res = await api.post('promotions', { name: 'Far away', related_type: 'facility', related_id: id }, { token: owner.token });
      expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors).toEqual({ related_id: [CONTENT_TEXT.relatedMissing] });
    }
  });
});

describe('ui/related-object/facility', () => {
  it('lists the facilities by sort order, ties by id', async () => {
    const { token } = owner;
    const ids: number[] = [];
    for (const [name, sort_order] of [['Order C', 2], ['Order A', 0], ['Order B', 1], ['Order A2', 0]] as const) ids.push((await created('facilities', { name: en(name), sort_order })).id);
    const listed = (await api.get('ui/related-object/facility', { token })).body.data.map((o: Json) => o.name).filter((name: string) => name.startsWith('Order'));
    expect(listed).toEqual(['Order A', 'Order A2', 'Order B', 'Order C']);
  });
});

describe('an information card switched to another content type', () => {
  it('keeps the images and the PDF each in its own list', async () => {
    const card = await created('information', { name: en('Spa menu'), description: en('Treatments'), content_type: 'image', sort_order: 0 });
    expect((await upload(api, owner.token, `information/${card.id}/content-image`, { bytes: await png(), name: 'spa.png', language_code: 'en' })).status).toBe(200);
    const patched = await api.patch(`information/${card.id}`, { name: en('Spa menu'), description: en('Treatments'), content_type: 'pdf', sort_order: 0 }, { token: owner.token });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await upload(api, owner.token, `information/${card.id}/content-pdf`, { bytes: pdf(), name: 'spa.pdf', type: 'application/pdf', language_code: 'en' })).status).toBe(200);

    const { content } = await read(`information/${card.id}`);
    expect(content.images.map((f: Json) => f.filename)).toEqual(['spa.png']);
    expect(content.images[0].thumb_url).toEqual(expect.any(String));
    expect(content.pdf.map((f: Json) => f.filename)).toEqual(['spa.pdf']);
    expect(content.pdf[0]).not.toHaveProperty('thumb_url');

    // The image's id in capitals names the same image.
    const removed = await api.delete(`information/${card.id}/content-image/${String(content.images[0].id).toUpperCase()}`, { token: owner.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await read(`information/${card.id}`)).content.images).toEqual([]);
  });
});
