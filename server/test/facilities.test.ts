/** Server-only facility behaviour: files (bytes, replacement, deletion) and the delete cascade in SQL; the API behaviour is in conformance/groups/facilities.ts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERMISSION, en } from '@atoll/contract';
import { activities, activityGallery, facilities, facilityGallery, menuCategories, menuItems, menuPdfs, menus, users } from '../src/db/schema';
import type { ApiClient, Json } from './support/client';
import { fileCount, fileExists, fileIdOf, pdf, png, upload } from './support/content';
import { createStaff, startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('facilities-co')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;

async function facility(tenant: Tenant, body: Json): Promise<Json> {
  const res = await api.post('facilities', body, { token: tenant.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('facilities', () => {

  it('cover: upload answers the facility with cover and cover_thumb, a new one replaces it, DELETE removes the file', async () => {
    const f = await facility(owner, { name: en('Cover') });
    const before = await fileCount(server, companyId());
    const res = await upload(api, owner.token, `facilities/${f.id}/cover`, { bytes: await png(1200, 800), name: 'pool.png', type: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = fileIdOf(res.body.data.cover);
    expect(res.body.data.cover).toBe(`/api/v1/files/${id}`);
    expect(res.body.data.cover_thumb).toBe(`/api/v1/files/${id}?variant=thumb`);
    expect(await fileCount(server, companyId())).toBe(before + 1);
    // Replacing deletes the previous file.
    const again = await upload(api, owner.token, `facilities/${f.id}/cover`, { bytes: await png(600, 400), name: 'pool2.png' });
    expect(await fileExists(server, companyId(), id)).toBe(false);
    expect(await fileCount(server, companyId())).toBe(before + 1);
    const removed = await api.delete(`facilities/${f.id}/cover`, { token: owner.token });
    expect(removed.body.data).toMatchObject({ cover: null, cover_thumb: null });
    expect(await fileExists(server, companyId(), fileIdOf(again.body.data.cover))).toBe(false);
    await api.delete(`facilities/${f.id}`, { token: owner.token });
  });

  it('gallery: one image per POST in upload order; DELETE {imageId} removes that one (404 for an image of another gallery)', async () => {
    const f = await facility(owner, { name: en('Gallery') });
    const g = await facility(owner, { name: en('Other gallery') });
    await upload(api, owner.token, `facilities/${f.id}/gallery`, { bytes: await png(20, 20), name: 'one.png' });
    const two = await upload(api, owner.token, `facilities/${f.id}/gallery`, { bytes: await png(30, 30), name: 'two.png' });
    expect(two.status).toBe(200);
    expect(two.body.data.gallery.map((i: Json) => i.filename)).toEqual(['one.png', 'two.png']);
    const [first, second] = two.body.data.gallery;
    expect(first).toEqual({ id: expect.any(String), filename: 'one.png', url: `/api/v1/files/${first.id}`, thumb_url: `/api/v1/files/${first.id}?variant=thumb` });
    const inOther = await upload(api, owner.token, `facilities/${g.id}/gallery`, { bytes: await png(10, 10) });
    const otherImage = inOther.body.data.gallery[0].id;
    expect((await api.delete(`facilities/${f.id}/gallery/${otherImage}`, { token: owner.token })).status).toBe(404);
    expect((await api.delete(`facilities/${f.id}/gallery/not-a-uuid`, { token: owner.token })).status).toBe(404);
    const after = await api.delete(`facilities/${f.id}/gallery/${first.id}`, { token: owner.token });
    expect(after.status).toBe(200);
    expect(after.body.data.gallery.map((i: Json) => i.id)).toEqual([second.id]);
    expect(await fileExists(server, companyId(), first.id)).toBe(false);
    expect(await fileExists(server, companyId(), otherImage)).toBe(true);
    const list = await api.get('facilities', { token: owner.token });
    expect(list.body.data.find((x: Json) => x.id === f.id).gallery).toHaveLength(1);
    for (const x of [f, g]) await api.delete(`facilities/${x.id}`, { token: owner.token });
  });
});

describe('activities', () => {
  it('cover and gallery files: served URLs, the facility shows the cover_thumb, deleting the activity deletes its files', async () => {
    const f = await facility(owner, { name: en('Dive centre') });
    const created = await api.post('facilities/activities', { facility_id: f.id, name: en('Night dive') }, { token: owner.token });
    const id = created.body.data.id;
    const cover = await upload(api, owner.token, `facilities/activities/${id}/cover`, { bytes: await png(900, 300), name: 'dive.png' });
    expect(cover.body.data.cover).toMatch(/^\/api\/v1\/files\//);
    const detailAfter = await api.get(`facilities/${f.id}`, { token: owner.token });
    expect(detailAfter.body.data.activities.find((a: Json) => a.id === id).cover_thumb).toBe(cover.body.data.cover_thumb);
    const gallery = await upload(api, owner.token, `facilities/activities/${id}/gallery`, { bytes: await png(40, 40), name: 'fish.png' });
    expect(gallery.body.data.gallery.map((i: Json) => i.filename)).toEqual(['fish.png']);
    const imageId = gallery.body.data.gallery[0].id;
    expect((await api.delete(`facilities/activities/${id}/gallery/${imageId}`, { token: owner.token })).body.data.gallery).toEqual([]);
    expect((await api.delete(`facilities/activities/${id}/cover`, { token: owner.token })).body.data.cover).toBeNull();

    await upload(api, owner.token, `facilities/activities/${id}/cover`, { bytes: await png(50, 50) });
    await upload(api, owner.token, `facilities/activities/${id}/gallery`, { bytes: await png(50, 50) });
    const before = await fileCount(server, companyId());
    expect((await api.delete(`facilities/activities/${id}`, { token: owner.token })).body).toEqual({ data: null });
    expect(await fileCount(server, companyId())).toBe(before - 2);
    await api.delete(`facilities/${f.id}`, { token: owner.token });
  });
});

describe('deleting a facility', () => {
  it('deletes its activities, menus, categories, items, PDFs and every file; clears links; drops it from users; keeps sub-facilities', async () => {
    const keep = await facility(owner, { name: en('Keep') });
    const f = await facility(owner, { name: en('Doomed') });
    const child = await facility(owner, { name: en('Child'), parent_id: f.id });
    const token = owner.token;
    await upload(api, token, `facilities/${f.id}/cover`, { bytes: await png(700, 500) });
    await upload(api, token, `facilities/${f.id}/gallery`, { bytes: await png(20, 20) });
    const act = (await api.post('facilities/activities', { facility_id: f.id, name: en('Act') }, { token })).body.data;
    await upload(api, token, `facilities/activities/${act.id}/cover`, { bytes: await png(20, 20) });
    await upload(api, token, `facilities/activities/${act.id}/gallery`, { bytes: await png(20, 20) });
    const pdfMenu = (await api.post('facilities/menus', { facility_id: f.id, name: en('Wine list'), type: 'pdf' }, { token })).body.data;
    expect((await upload(api, token, `facilities/menus/${pdfMenu.id}/pdf`, { bytes: pdf(), name: 'wine.pdf', language_code: 'en' })).status).toBe(200);
    const menu = (await api.post('facilities/menus', { facility_id: f.id, name: en('Dinner'), type: 'menu' }, { token })).body.data;
    const cat = (await api.post('facilities/menus/categories', { menu_id: menu.id, name: en('Mains') }, { token })).body.data;
    const item = (await api.post('facilities/menus/items', { menu_id: menu.id, category_id: cat.id, name: en('Fish'), price_text: en('$20') }, { token })).body.data;
    await upload(api, token, `facilities/menus/items/${item.id}/cover`, { bytes: await png(20, 20) });
    await upload(api, token, `facilities/menus/categories/${cat.id}/cover`, { bytes: await png(20, 20) });
    // Links that point at the doomed objects, and one that does not.
    const toFacility = (await api.post('promotions', { name: 'To facility', related_type: 'facility', related_id: f.id }, { token })).body.data;
    const toMenu = (await api.post('promotions', { name: 'To menu', related_type: 'menu', related_id: menu.id, related_direct: true }, { token })).body.data;
    const toActivity = (await api.post('promotions', { name: 'To activity', related_type: 'activity', related_id: act.id }, { token })).body.data;
    const toKeep = (await api.post('promotions', { name: 'To keep', related_type: 'facility', related_id: keep.id }, { token })).body.data;
    expect(toMenu.related_text).toBe('Dinner');
    const staff = await createStaff(api, owner, 'scoped', {
      [PERMISSION.manageFacilityRequests]: { objects: [f.id, keep.id] },
      [PERMISSION.readFacilityRequests]: { objects: [f.id] },
    });

    const filesBefore = await fileCount(server, companyId());
    const res = await api.delete(`facilities/${f.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null });
    // 7 files: facility cover + gallery, activity cover + gallery, the PDF, the category cover, the item cover.
    expect(await fileCount(server, companyId())).toBe(filesBefore - 7);
    const db = server.database.db;
    expect(await db.select().from(facilities).where(eq(facilities.id, f.id))).toEqual([]);
    expect(await db.select().from(activities).where(eq(activities.facilityId, f.id))).toEqual([]);
    expect(await db.select().from(activityGallery).where(eq(activityGallery.activityId, act.id))).toEqual([]);
    expect(await db.select().from(facilityGallery).where(eq(facilityGallery.facilityId, f.id))).toEqual([]);
    expect(await db.select().from(menus).where(eq(menus.facilityId, f.id))).toEqual([]);
    expect(await db.select().from(menuPdfs).where(eq(menuPdfs.menuId, pdfMenu.id))).toEqual([]);
    expect(await db.select().from(menuCategories).where(eq(menuCategories.menuId, menu.id))).toEqual([]);
    expect(await db.select().from(menuItems).where(eq(menuItems.menuId, menu.id))).toEqual([]);
    for (const path of [`facilities/${f.id}`, `facilities/activities/${act.id}`, `facilities/menus/${menu.id}`, `facilities/menus/categories/${cat.id}`, `facilities/menus/items/${item.id}`]) {
      expect((await api.get(path, { token })).status, path).toBe(404);
    }
    for (const p of [toFacility, toMenu, toActivity]) {
      expect((await api.get(`promotions/${p.id}`, { token })).body.data).toMatchObject({ related_type: null, related_id: null, related_text: null });
    }
    expect((await api.get(`promotions/${toKeep.id}`, { token })).body.data).toMatchObject({ related_type: 'facility', related_id: keep.id, related_text: 'Keep' });
    expect((await api.get(`facilities/${child.id}`, { token })).body.data).toMatchObject({ parent_id: null, parent: null });
    const [row] = await db.select({ permissions: users.permissions }).from(users).where(eq(users.id, staff.id));
    expect(row.permissions).toEqual({
      [PERMISSION.manageFacilityRequests]: { objects: [keep.id] },
      [PERMISSION.readFacilityRequests]: { objects: [] },
    });
    for (const p of [toFacility, toMenu, toActivity, toKeep]) await api.delete(`promotions/${p.id}`, { token });
    for (const x of [child, keep]) await api.delete(`facilities/${x.id}`, { token });
  });
});
