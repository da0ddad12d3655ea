/**
 * GET files/{id}: the bytes of an upload, public behind an unguessable id. The two differ by design
 * (the mocks answer uploads with `data:` URLs, the server with /api/v1/files/{uuid}), so this checks
 * what both answer the same — unknown and malformed ids are 404 without a session — and the shape of
 * an upload's URL; where the URL is the server's, its bytes come back with the image's type.
 */
import { expect, it } from 'vitest';
import { API_BASE, en } from '@atoll/contract';
import { defineGroup, type RouteKey } from '../harness';
import { create, dataOf, fileForm, PDF, PNG } from '../helpers';

const COVERS: RouteKey[] = [
  'GET files/:id',
  'POST facilities/activities/:id/cover',
  'DELETE facilities/activities/:id/cover',
  'POST facilities/menus/categories/:id/cover',
  'DELETE facilities/menus/categories/:id/cover',
  'POST facilities/menus/items/:id/cover',
  'DELETE facilities/menus/items/:id/cover',
  'POST events/recurring/:id/cover',
  'POST facilities/:id/gallery',
  'DELETE facilities/:id/gallery/:imageId',
  'POST facilities/activities/:id/gallery',
  'DELETE facilities/activities/:id/gallery/:imageId',
  'DELETE facilities/menus/:id/pdf',
  'DELETE facilities/menus/items/:id',
];

/** An upload's URL: the server's file route (a thumbnail variant for thumbs) or the mocks' data: URL. */
const FILE_URL = (type: string) => expect.stringMatching(new RegExp(`^(${API_BASE}/files/[0-9a-f-]{36}(\\?variant=thumb)?|data:${type};base64,)`));

export const files = defineGroup(COVERS, (api, who) => {
  it('answers 404 for an unknown or malformed id, with or without a session', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-file', '..%2Fsecret']) {
      expect((await api.call('GET', `files/${id}`)).status, id).toBe(404);
      expect((await api.call('GET', `files/${id}`, { token: who().ownerA })).status, id).toBe(404);
    }
  });

  it("an upload's URL is the server's file route or a data: URL; the server's serves the image", async () => {
    const token = who().ownerA;
    const facility = await create(api, 'facilities', token, { name: en('Conf Files') });
    const form = fileForm(PNG, 'cover.png', 'image/png');
    const { cover } = dataOf(await api.call('POST', `facilities/${facility.id}/cover`, { token, form }));
    const prefix = `${API_BASE}/files/`;
    expect(cover).toMatch(new RegExp(`^(${prefix}[0-9a-f-]{36}|data:image/png;base64,)`));
    if (cover.startsWith(prefix)) {
      const res = await api.call('GET', `files/${cover.slice(prefix.length)}`);
      expect(res.status).toBe(200);
    }
  });

  it('the other objects\' uploads: covers, galleries and a menu PDF go in with a URL of that shape and come out again', async () => {
    const token = who().ownerA;
    const post = (path: string, body: unknown) => create(api, path, token, body);
    const png = (name = 'c.png') => fileForm(PNG, name, 'image/png');
    const f = await post('facilities', { name: en('Conf Uploads') });
    const act = await post('facilities/activities', { facility_id: f.id, name: en('Conf Act') });
    const menu = await post('facilities/menus', { facility_id: f.id, name: en('Conf Menu'), type: 'menu' });
    const cat = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Conf Cat') });
    const item = await post('facilities/menus/items', { menu_id: menu.id, category_id: cat.id, name: en('Conf Item'), price_text: en('$1') });
    const yoga = await post('events/recurring', { name: en('Conf Yoga'), start_time: '08:00', end_time: '09:00', weekly_recurring_day: [1] });
    for (const path of [`facilities/activities/${act.id}`, `facilities/menus/categories/${cat.id}`, `facilities/menus/items/${item.id}`, `events/recurring/${yoga.id}`]) {
      const up = dataOf(await api.call('POST', `${path}/cover`, { token, form: png() }));
      expect(up, path).toMatchObject({ id: expect.any(Number), cover: FILE_URL('image/png'), cover_thumb: FILE_URL('image/png') });
      expect(dataOf(await api.call('DELETE', `${path}/cover`, { token })), path).toMatchObject({ cover: null, cover_thumb: null });
    }
    for (const path of [`facilities/${f.id}`, `facilities/activities/${act.id}`]) {
      const up = dataOf(await api.call('POST', `${path}/gallery`, { token, form: png('g.png') }));
      expect(up.gallery, path).toEqual([{ id: expect.any(String), filename: 'g.png', url: FILE_URL('image/png'), thumb_url: FILE_URL('image/png') }]);
      expect(dataOf(await api.call('DELETE', `${path}/gallery/${up.gallery[0].id}`, { token })).gallery, path).toEqual([]);
    }
    const pdfMenu = await post('facilities/menus', { facility_id: f.id, name: en('Conf Wine'), type: 'pdf' });
    const withPdf = dataOf(await api.call('POST', `facilities/menus/${pdfMenu.id}/pdf`, { token, form: fileForm(PDF, 'wine.pdf', 'application/pdf', { language_code: 'en' }) }));
    expect(withPdf.pdf).toEqual([expect.objectContaining({ language_code: 'en', filename: 'wine.pdf', url: FILE_URL('application/pdf') })]);
    expect(dataOf(await api.call('DELETE', `facilities/menus/${pdfMenu.id}/pdf`, { token, body: { language_code: 'en' } })).pdf).toEqual([]);
    expect(await api.call('DELETE', `facilities/menus/items/${item.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `facilities/menus/items/${item.id}`, { token })).status).toBe(404);
  });
});
