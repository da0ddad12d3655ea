import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTENT_TEXT, MSG, PERMISSION, en } from '@atoll/contract';
import { activities, activityGallery, facilities, facilityGallery, menuCategories, menuItems, menuPdfs, menus, users } from '../src/db/schema';
import type { ApiClient, Json } from './support/client';
import { fileCount, fileExists, fileIdOf, pdf, png, upload } from './support/content';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('facilities-co', 'facilities-other')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;
const names = (list: { name: Json }[]) => list.map((x) => x.name[0].text);

async function facility(tenant: Tenant, body: Json): Promise<Json> {
  const res = await api.post('facilities', body, { token: tenant.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('facilities', () => {
  it('creates with defaults, reads back, lists every row by sort_order then id', async () => {
    const pool = await facility(owner, { name: en('Pool'), description: en('<p>Open <b>daily</b></p><script>x()</script>') });
    expect(pool).toEqual({
      id: expect.any(Number),
      name: en('Pool'),
      description: en('<p>Open <strong>daily</strong></p>'),
      sort_order: 0,
      show_app_home: false,
      parent_id: null,
      parent: null,
      active: true,
      cover: null,
      cover_thumb: null,
      gallery: [],
      menus: [],
      activities: [],
      menus_count: 0,
      activities_count: 0,
      updated: expect.any(String),
    });
    const spa = await facility(owner, { name: en('Spa'), sort_order: 2, show_app_home: true });
    const bar = await facility(owner, { name: en('Bar'), sort_order: 1 });
    const gym = await facility(owner, { name: en('Gym'), sort_order: 1, parent_id: spa.id });
    expect(gym.parent).toEqual({ id: spa.id, name: 'Spa' });
    const list = await api.get('facilities', { token: owner.token });
    expect(list.status).toBe(200);
    expect(names(list.body.data)).toEqual(['Pool', 'Bar', 'Gym', 'Spa']);
    expect(list.body.data[2]).toMatchObject({ parent_id: spa.id, parent: { id: spa.id, name: 'Spa' } });
    const selector = await api.get('facilities/selectors/names', { token: owner.token });
    expect(selector.body.data).toEqual([
      { id: pool.id, name: 'Pool' },
      { id: bar.id, name: 'Bar' },
      { id: gym.id, name: 'Gym' },
      { id: spa.id, name: 'Spa' },
    ]);
    for (const f of [gym, pool, spa, bar]) expect((await api.delete(`facilities/${f.id}`, { token: owner.token })).status).toBe(200);
    expect((await api.get('facilities', { token: owner.token })).body.data).toEqual([]);
  });

  it('validates with the spec messages (422 on the field, never 500)', async () => {
    const missing = await api.post('facilities', {}, { token: owner.token });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { name: [MSG.enterName] } });
    const wrong = await api.post('facilities', { name: 'Pool', sort_order: 'x', parent_id: 'abc', show_app_home: 'yes' }, { token: owner.token });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['name', 'parent_id', 'show_app_home', 'sort_order']);
    const otherFacility = await facility(other, { name: en('Elsewhere') });
    const foreignParent = await api.post('facilities', { name: en('X'), parent_id: otherFacility.id }, { token: owner.token });
    expect(foreignParent.body.errors).toEqual({ parent_id: [CONTENT_TEXT.chooseFromList] });
    const huge = await api.post('facilities', { name: en('X'), parent_id: 99_999_999_999 }, { token: owner.token });
    expect(huge.status).toBe(422);

    const a = await facility(owner, { name: en('A') });
    const update = await api.patch(`facilities/${a.id}`, { name: [] }, { token: owner.token });
    expect(update.body.errors).toEqual({ name: [MSG.fieldRequired], sort_order: [MSG.fieldRequired] });
    const self = await api.patch(`facilities/${a.id}`, { name: en('A'), sort_order: 0, parent_id: a.id }, { token: owner.token });
    expect(self.body.errors).toEqual({ parent_id: [CONTENT_TEXT.parentIsSelf] });
    const b = await facility(owner, { name: en('B'), parent_id: a.id });
    const loop = await api.patch(`facilities/${a.id}`, { name: en('A'), sort_order: 0, parent_id: b.id }, { token: owner.token });
    expect(loop.body.errors).toEqual({ parent_id: [CONTENT_TEXT.parentIsSelf] });
    const active = await api.post(`facilities/${a.id}/active`, {}, { token: owner.token });
    expect(active.body.errors).toEqual({ active: [MSG.fieldRequired] });
    expect((await api.request('PATCH', `facilities/${a.id}`, { token: owner.token, raw: '{oops' })).status).toBe(400);
    for (const f of [b, a]) await api.delete(`facilities/${f.id}`, { token: owner.token });
    await api.delete(`facilities/${otherFacility.id}`, { token: other.token });
  });

  it('PATCH changes what was sent, keeps the rest; active toggles', async () => {
    const parent = await facility(owner, { name: en('Parent') });
    const f = await facility(owner, { name: en('Beach'), description: en('<p>Sand</p>'), show_app_home: true, parent_id: parent.id });
    const res = await api.patch(
      `facilities/${f.id}`,
      { name: [...en('Beach bar'), { language_code: 'dv', text: 'ބީޗް' }], sort_order: 4 },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: [...en('Beach bar'), { language_code: 'dv', text: 'ބީޗް' }],
      sort_order: 4,
      description: en('<p>Sand</p>'),
      show_app_home: true,
      parent_id: parent.id,
    });
    const cleared = await api.patch(`facilities/${f.id}`, { name: en('Beach bar'), sort_order: 4, parent_id: null, show_app_home: false }, { token: owner.token });
    expect(cleared.body.data).toMatchObject({ parent_id: null, parent: null, show_app_home: false });
    const off = await api.post(`facilities/${f.id}/active`, { active: false }, { token: owner.token });
    expect(off.body.data.active).toBe(false);
    expect((await api.get(`facilities/${f.id}`, { token: owner.token })).body.data.active).toBe(false);
    expect((await api.post(`facilities/${f.id}/active`, { active: true }, { token: owner.token })).body.data.active).toBe(true);
    for (const x of [f, parent]) await api.delete(`facilities/${x.id}`, { token: owner.token });
  });

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
  it('create, read, patch, active, cover, gallery, delete', async () => {
    const f = await facility(owner, { name: en('Dive centre') });
    const missing = await api.post('facilities/activities', {}, { token: owner.token });
    expect(missing.body.errors).toEqual({ facility_id: [MSG.fieldRequired], name: [MSG.enterName] });
    const long = await api.post('facilities/activities', { facility_id: f.id, name: en('X'), price_text: en('x'.repeat(51)) }, { token: owner.token });
    expect(long.body.errors).toEqual({ price_text: [CONTENT_TEXT.perLanguageMax(50)] });
    const foreign = await facility(other, { name: en('Not yours') });
    const wrongFacility = await api.post('facilities/activities', { facility_id: foreign.id, name: en('X') }, { token: owner.token });
    expect(wrongFacility.body.errors).toEqual({ facility_id: [CONTENT_TEXT.chooseFromList] });

    const created = await api.post(
      'facilities/activities',
      { facility_id: f.id, name: en('Night dive'), price_text: en('USD 120'), description: en('<p>Torch <i>included</i></p>'), sort_order: 2 },
      { token: owner.token },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      facility_id: f.id,
      facility: { id: f.id, name: 'Dive centre' },
      name: en('Night dive'),
      price_text: en('USD 120'),
      description: en('<p>Torch <em>included</em></p>'),
      sort_order: 2,
      active: true,
      cover: null,
      cover_thumb: null,
      gallery: [],
      booking_type: null,
      updated: expect.any(String),
    });
    const id = created.body.data.id;
    const early = await api.post('facilities/activities', { facility_id: f.id, name: en('Snorkel'), sort_order: 1 }, { token: owner.token });
    const detail = await api.get(`facilities/${f.id}`, { token: owner.token });
    expect(detail.body.data.activities.map((a: Json) => a.name[0].text)).toEqual(['Snorkel', 'Night dive']);
    expect(detail.body.data.activities_count).toBe(2);
    expect((await api.get('facilities', { token: owner.token })).body.data.find((x: Json) => x.id === f.id)).toMatchObject({ activities: [], activities_count: 2 });
    expect((await api.get(`facilities/${f.id}/selectors/activity`, { token: owner.token })).body.data).toEqual([
      { id: early.body.data.id, name: 'Snorkel' },
      { id, name: 'Night dive' },
    ]);

    const patched = await api.patch(`facilities/activities/${id}`, { name: en('Night dive!'), sort_order: 0 }, { token: owner.token });
    expect(patched.body.data).toMatchObject({ name: en('Night dive!'), sort_order: 0, price_text: en('USD 120') });
    const blank = await api.patch(`facilities/activities/${id}`, { name: en(' '), sort_order: -2 }, { token: owner.token });
    expect(blank.body.errors).toEqual({ name: [MSG.fieldRequired], sort_order: [CONTENT_TEXT.sortOrder] });
    expect((await api.post(`facilities/activities/${id}/active`, { active: false }, { token: owner.token })).body.data.active).toBe(false);

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
    expect((await api.get(`facilities/activities/${id}`, { token: owner.token })).status).toBe(404);
    await api.delete(`facilities/${f.id}`, { token: owner.token });
    await api.delete(`facilities/${foreign.id}`, { token: other.token });
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
