import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, en } from '@atoll/contract';
import { apiClient, type ApiClient, type Json } from './support/client';
import { fileCount, fileExists, fileIdOf, pdf, png, upload } from './support/content';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let facilityId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'menus-co');
  facilityId = (await api.post('facilities', { name: en('Restaurant') }, { token: owner.token })).body.data.id;
});
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;
const post = async (path: string, body: Json) => {
  const res = await api.post(path, body, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};

describe('menus', () => {

  it('PDF per language: upload, replace (old file deleted), delete by language_code; only PDF menus; validated', async () => {
    const menu = await post('facilities/menus', { facility_id: facilityId, name: en('Wine'), type: 'pdf' });
    const path = `facilities/menus/${menu.id}/pdf`;
    const first = await upload(api, owner.token, path, { bytes: pdf(), name: 'wine-en.pdf', type: 'application/pdf', language_code: 'en' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.pdf).toEqual([
      { id: expect.any(String), language_code: 'en', filename: 'wine-en.pdf', url: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]{36}$/) },
    ]);
    const oldId = first.body.data.pdf[0].id;
    const served = await fetch(`${server.url}${first.body.data.pdf[0].url}`);
    expect(served.headers.get('Content-Type')).toBe('application/pdf');
    expect(served.headers.get('Content-Disposition')).toBe(`attachment; filename="wine-en.pdf"; filename*=UTF-8''wine-en.pdf`);
    expect(new TextDecoder().decode(await served.arrayBuffer())).toBe(new TextDecoder().decode(pdf()));

    await upload(api, owner.token, path, { bytes: pdf(), name: 'wine-dv.pdf', language_code: 'dv' });
    const replaced = await upload(api, owner.token, path, { bytes: pdf(), name: 'wine-en-2.pdf', language_code: 'en' });
    expect(replaced.body.data.pdf.map((p: Json) => [p.language_code, p.filename])).toEqual([
      ['dv', 'wine-dv.pdf'],
      ['en', 'wine-en-2.pdf'],
    ]);
    expect(await fileExists(server, companyId(), oldId)).toBe(false);

    const noLanguage = await upload(api, owner.token, path, { bytes: pdf() });
    expect(noLanguage.status).toBe(422);
    expect(noLanguage.body.errors).toEqual({ language_code: [MSG.fieldRequired] });
    const badLanguage = await upload(api, owner.token, path, { bytes: pdf(), language_code: 'English!' });
    expect(badLanguage.body.errors).toEqual({ language_code: [CONTENT_TEXT.languageCode] });
    const noFile = await upload(api, owner.token, path, { language_code: 'en' });
    expect(noFile.body.errors).toEqual({ file: [MSG.fieldRequired] });
    const image = await upload(api, owner.token, path, { bytes: await png(), name: 'menu.pdf', type: 'application/pdf', language_code: 'en' });
    expect(image.status).toBe(415);
    expect(image.body).toMatchObject({ message: CONTENT_TEXT.notAPdf, errors: { file: [CONTENT_TEXT.notAPdf] } });

    const before = await fileCount(server, companyId());
    const removed = await api.request('DELETE', path, { token: owner.token, json: { language_code: 'dv' } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.pdf.map((p: Json) => p.language_code)).toEqual(['en']);
    expect(await fileCount(server, companyId())).toBe(before - 1);
    const noCode = await api.request('DELETE', path, { token: owner.token, json: {} });
    expect(noCode.body.errors).toEqual({ language_code: [MSG.fieldRequired] });

    const ordering = await post('facilities/menus', { facility_id: facilityId, name: en('Food'), type: 'menu' });
    const refused = await upload(api, owner.token, `facilities/menus/${ordering.id}/pdf`, { bytes: pdf(), language_code: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ file: [CONTENT_TEXT.pdfOnlyForPdfMenus] });

    const beforeDelete = await fileCount(server, companyId());
    await api.delete(`facilities/menus/${menu.id}`, { token: owner.token });
    expect(await fileCount(server, companyId())).toBe(beforeDelete - 1);
    await api.delete(`facilities/menus/${ordering.id}`, { token: owner.token });
  });
});

describe('categories and items', () => {

  it('item cover: upload, and DELETE really removes it (and its file)', async () => {
    const menu = await post('facilities/menus', { facility_id: facilityId, name: en('Cafe'), type: 'menu' });
    const cat = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Cakes') });
    const cake = await post('facilities/menus/items', { menu_id: menu.id, category_id: cat.id, name: en('Cake'), price_text: en('$4') });
    const res = await upload(api, owner.token, `facilities/menus/items/${cake.id}/cover`, { bytes: await png(800, 600), name: 'cake.png' });
    expect(res.status).toBe(200);
    const fileId = fileIdOf(res.body.data.cover);
    expect(res.body.data.cover_thumb).toBe(`/api/v1/files/${fileId}?variant=thumb`);
    const removed = await api.delete(`facilities/menus/items/${cake.id}/cover`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: cake.id, cover: null, cover_thumb: null });
    expect((await api.get(`facilities/menus/items/${cake.id}`, { token: owner.token })).body.data.cover).toBeNull();
    expect(await fileExists(server, companyId(), fileId)).toBe(false);
    await api.delete(`facilities/menus/${menu.id}`, { token: owner.token });
  });

  it('category cover: upload (served with its thumb, in the menu too), a new one replaces it, DELETE really removes it (and its file)', async () => {
    const menu = await post('facilities/menus', { facility_id: facilityId, name: en('Tea'), type: 'menu' });
    const cat = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Teas') });
    expect(cat).toMatchObject({ cover: null, cover_thumb: null });
    const before = await fileCount(server, companyId());
    const first = await upload(api, owner.token, `facilities/menus/categories/${cat.id}/cover`, { bytes: await png(800, 600), name: 'tea.png' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstId = fileIdOf(first.body.data.cover);
    expect(first.body.data).toMatchObject({ id: cat.id, menu_id: menu.id, name: en('Teas'), items: [] });
    expect(first.body.data.cover_thumb).toBe(`/api/v1/files/${firstId}?variant=thumb`);
    const image = await fetch(`${server.url}${first.body.data.cover}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    const inMenu = (await api.get(`facilities/menus/${menu.id}`, { token: owner.token })).body.data;
    expect(inMenu.categories[0]).toMatchObject({ id: cat.id, cover: first.body.data.cover, cover_thumb: first.body.data.cover_thumb });
    expect(await fileCount(server, companyId())).toBe(before + 1);

    const second = await upload(api, owner.token, `facilities/menus/categories/${cat.id}/cover`, { bytes: await png(40, 40), name: 'tea2.png' });
    const secondId = fileIdOf(second.body.data.cover);
    expect(secondId).not.toBe(firstId);
    expect(await fileExists(server, companyId(), firstId)).toBe(false);
    expect(await fileCount(server, companyId())).toBe(before + 1);

    const removed = await api.delete(`facilities/menus/categories/${cat.id}/cover`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: cat.id, cover: null, cover_thumb: null });
    expect((await api.get(`facilities/menus/categories/${cat.id}`, { token: owner.token })).body.data.cover).toBeNull();
    expect(await fileExists(server, companyId(), secondId)).toBe(false);
    expect(await fileCount(server, companyId())).toBe(before);
    await api.delete(`facilities/menus/${menu.id}`, { token: owner.token });
  });

  it('deleting a category deletes its cover; deleting a menu deletes its categories\' covers', async () => {
    const menu = await post('facilities/menus', { facility_id: facilityId, name: en('Bakery'), type: 'menu' });
    const breads = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Breads') });
    const pastries = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Pastries') });
    const loaf = await post('facilities/menus/items', { menu_id: menu.id, category_id: breads.id, name: en('Loaf'), price_text: en('$3') });
    const breadsCover = fileIdOf((await upload(api, owner.token, `facilities/menus/categories/${breads.id}/cover`, { bytes: await png(30, 30) })).body.data.cover);
    const loafCover = fileIdOf((await upload(api, owner.token, `facilities/menus/items/${loaf.id}/cover`, { bytes: await png(30, 30) })).body.data.cover);
    const pastriesCover = fileIdOf((await upload(api, owner.token, `facilities/menus/categories/${pastries.id}/cover`, { bytes: await png(30, 30) })).body.data.cover);
    const before = await fileCount(server, companyId());
    expect((await api.delete(`facilities/menus/categories/${breads.id}`, { token: owner.token })).body).toEqual({ data: null });
    expect(await fileExists(server, companyId(), breadsCover)).toBe(false);
    expect(await fileExists(server, companyId(), loafCover)).toBe(false);
    expect(await fileCount(server, companyId())).toBe(before - 2);
    expect(await fileExists(server, companyId(), pastriesCover)).toBe(true);
    expect((await api.delete(`facilities/menus/${menu.id}`, { token: owner.token })).body).toEqual({ data: null });
    expect(await fileExists(server, companyId(), pastriesCover)).toBe(false);
    expect(await fileCount(server, companyId())).toBe(before - 3);
  });

  it('deleting a category deletes its items and their covers; deleting an item deletes its cover', async () => {
    const menu = await post('facilities/menus', { facility_id: facilityId, name: en('Brunch'), type: 'menu' });
    const eggs = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Eggs') });
    const juice = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Juice') });
    const omelette = await post('facilities/menus/items', { menu_id: menu.id, category_id: eggs.id, name: en('Omelette'), price_text: en('$8') });
    await post('facilities/menus/items', { menu_id: menu.id, category_id: eggs.id, name: en('Benedict'), price_text: en('$9') });
    const orange = await post('facilities/menus/items', { menu_id: menu.id, category_id: juice.id, name: en('Orange'), price_text: en('$3') });
    await upload(api, owner.token, `facilities/menus/items/${omelette.id}/cover`, { bytes: await png(30, 30) });
    await upload(api, owner.token, `facilities/menus/items/${orange.id}/cover`, { bytes: await png(30, 30) });
    const before = await fileCount(server, companyId());
    expect((await api.delete(`facilities/menus/categories/${eggs.id}`, { token: owner.token })).body).toEqual({ data: null });
    expect(await fileCount(server, companyId())).toBe(before - 1);
    expect((await api.get(`facilities/menus/items/${omelette.id}`, { token: owner.token })).status).toBe(404);
    const left = (await api.get(`facilities/menus/${menu.id}`, { token: owner.token })).body.data;
    expect(left).toMatchObject({ categories_count: 1, items_count: 1 });
    expect((await api.delete(`facilities/menus/items/${orange.id}`, { token: owner.token })).body).toEqual({ data: null });
    expect(await fileCount(server, companyId())).toBe(before - 2);
    await api.delete(`facilities/menus/${menu.id}`, { token: owner.token });
  });
});
