/** manage-hotel-content (403) and tenant isolation (404) on every facility, activity and menu route. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, PERMISSION, STATUS_MESSAGES, en } from '@atoll/contract';
import { apiClient, type ApiClient, type ApiResponse, type Json } from './support/client';
import { fileCount, pdf, png, upload } from './support/content';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let a: Tenant;
let b: Tenant;
let ids: { facility: number; activity: number; menu: number; pdfMenu: number; category: number; item: number; facilityImage: string; activityImage: string };
let image: Uint8Array;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  a = await createTenant(api, server.url, 'access-a');
  b = await createTenant(api, server.url, 'access-b');
  image = await png(40, 40);
  const token = a.token;
  const facility = (await api.post('facilities', { name: en('A pool') }, { token })).body.data.id;
  const activity = (await api.post('facilities/activities', { facility_id: facility, name: en('A swim') }, { token })).body.data.id;
  const menu = (await api.post('facilities/menus', { facility_id: facility, name: en('A menu'), type: 'menu' }, { token })).body.data.id;
  const pdfMenu = (await api.post('facilities/menus', { facility_id: facility, name: en('A pdf'), type: 'pdf' }, { token })).body.data.id;
  const category = (await api.post('facilities/menus/categories', { menu_id: menu, name: en('A cat') }, { token })).body.data.id;
  const item = (await api.post('facilities/menus/items', { menu_id: menu, category_id: category, name: en('A item'), price_text: en('$1') }, { token })).body.data.id;
  await upload(api, token, `facilities/${facility}/cover`, { bytes: image });
  await upload(api, token, `facilities/menus/items/${item}/cover`, { bytes: image });
  await upload(api, token, `facilities/menus/categories/${category}/cover`, { bytes: image });
  await upload(api, token, `facilities/menus/${pdfMenu}/pdf`, { bytes: pdf(), language_code: 'en' });
  const facilityImage = (await upload(api, token, `facilities/${facility}/gallery`, { bytes: image })).body.data.gallery[0].id;
  const activityImage = (await upload(api, token, `facilities/activities/${activity}/gallery`, { bytes: image })).body.data.gallery[0].id;
  ids = { facility, activity, menu, pdfMenu, category, item, facilityImage, activityImage };
});
afterAll(() => server.close());

type Route = [method: string, path: string, body?: Json | 'image' | 'pdf'];

/** Every route of the group, on company A's objects. */
function routes(): Route[] {
  const f = `facilities/${ids.facility}`;
  const act = `facilities/activities/${ids.activity}`;
  const m = `facilities/menus/${ids.menu}`;
  const cat = `facilities/menus/categories/${ids.category}`;
  const item = `facilities/menus/items/${ids.item}`;
  return [
    ['GET', 'facilities'],
    ['GET', 'facilities/selectors/names'],
    ['POST', 'facilities', { name: en('New') }],
    ['GET', f],
    ['PATCH', f, { name: en('Hacked'), sort_order: 9 }],
    ['POST', `${f}/active`, { active: false }],
    ['POST', `${f}/cover`, 'image'],
    ['DELETE', `${f}/cover`],
    ['POST', `${f}/gallery`, 'image'],
    ['DELETE', `${f}/gallery/${ids.facilityImage}`],
    ['GET', `${f}/selectors/activity`],
    ['GET', `${f}/selectors/menu`],
    ['POST', 'facilities/activities', { facility_id: ids.facility, name: en('New') }],
    ['GET', act],
    ['PATCH', act, { name: en('Hacked'), sort_order: 9 }],
    ['POST', `${act}/active`, { active: false }],
    ['POST', `${act}/cover`, 'image'],
    ['DELETE', `${act}/cover`],
    ['POST', `${act}/gallery`, 'image'],
    ['DELETE', `${act}/gallery/${ids.activityImage}`],
    ['POST', 'facilities/menus', { facility_id: ids.facility, name: en('New'), type: 'menu' }],
    ['GET', m],
    ['PATCH', m, { name: en('Hacked'), type: 'menu', sort_order: 9 }],
    ['POST', `${m}/active`, { active: false }],
    ['POST', `facilities/menus/${ids.pdfMenu}/pdf`, 'pdf'],
    ['DELETE', `facilities/menus/${ids.pdfMenu}/pdf`, { language_code: 'en' }],
    ['GET', `${m}/selectors/categories`],
    ['POST', 'facilities/menus/categories', { menu_id: ids.menu, name: en('New') }],
    ['GET', cat],
    ['PATCH', cat, { name: en('Hacked'), sort_order: 9 }],
    ['POST', `${cat}/cover`, 'image'],
    ['DELETE', `${cat}/cover`],
    ['POST', 'facilities/menus/items', { menu_id: ids.menu, category_id: ids.category, name: en('New'), price_text: en('$1') }],
    ['GET', item],
    ['PATCH', item, { name: en('Hacked'), price_text: en('$9'), category_id: ids.category, sort_order: 9 }],
    ['POST', `${item}/cover`, 'image'],
    ['DELETE', `${item}/cover`],
    // Deletes last: they would take the rest with them if they ever went through.
    ['DELETE', item],
    ['DELETE', cat],
    ['DELETE', m],
    ['DELETE', act],
    ['DELETE', f],
  ];
}

function call(token: string | undefined, [method, path, body]: Route): Promise<ApiResponse<Json>> {
  if (body === 'image') return upload(api, token ?? '', path, { bytes: image, name: 'x.png' });
  if (body === 'pdf') return upload(api, token ?? '', path, { bytes: pdf(), name: 'x.pdf', language_code: 'en' });
  return api.request(method, path, { token, ...(body === undefined ? {} : { json: body }) });
}

/** What company A has, to prove a refused call changed nothing. */
async function snapshotA() {
  const token = a.token;
  return {
    facilities: (await api.get('facilities', { token })).body.data,
    facility: (await api.get(`facilities/${ids.facility}`, { token })).body.data,
    activity: (await api.get(`facilities/activities/${ids.activity}`, { token })).body.data,
    menu: (await api.get(`facilities/menus/${ids.menu}`, { token })).body.data,
    pdfMenu: (await api.get(`facilities/menus/${ids.pdfMenu}`, { token })).body.data,
    files: await fileCount(server, a.auth.company.id),
  };
}

describe('facility routes: permission and tenancy', () => {
  it('a user without manage-hotel-content (even an administrator) gets 403 on every route but the names selector; no session gets 401', async () => {
    const admin = await createStaff(api, a, 'admin-no-content', { [PERMISSION.companyAdministrator]: { objects: 'all' } });
    const before = await snapshotA();
    for (const route of routes()) {
      if (route[1] === 'facilities/selectors/names') continue;
      const res = await call(admin.token, route);
      expect(res.status, `${route[0]} ${route[1]}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: STATUS_MESSAGES[403] });
      expect((await call(undefined, route)).status, `${route[0]} ${route[1]} without a session`).toBe(401);
    }
    expect(await snapshotA()).toEqual(before);
  });

  it('GET facilities/selectors/names also answers a company administrator without manage-hotel-content (Admin › Users picks facilities); other staff get 403', async () => {
    const admin = await createStaff(api, a, 'admin-picks-facilities', { [PERMISSION.companyAdministrator]: { objects: 'all' } });
    const names = await api.get('facilities/selectors/names', { token: admin.token });
    expect(names.status).toBe(200);
    expect(names.body.data).toEqual((await api.get('facilities/selectors/names', { token: a.token })).body.data);
    expect(names.body.data).toContainEqual({ id: ids.facility, name: 'A pool' });
    // Only the caller's company.
    const other = await createStaff(api, b, 'b-admin', { [PERMISSION.companyAdministrator]: { objects: 'all' } });
    expect((await api.get('facilities/selectors/names', { token: other.token })).body.data.map((f: Json) => f.id)).not.toContain(ids.facility);
    // The rest of the group stays closed to the administrator.
    expect((await api.get('facilities', { token: admin.token })).status).toBe(403);
    const staff = await createStaff(api, a, 'plain-staff', { [PERMISSION.manageFacilityRequests]: { objects: 'all' } });
    const refused = await api.get('facilities/selectors/names', { token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: STATUS_MESSAGES[403] });
    expect((await api.get('facilities/selectors/names')).status).toBe(401);
  });

  it("another company's ids are 404 on every route (references in a body are 422), and nothing changes", async () => {
    const before = await snapshotA();
    for (const route of routes()) {
      const [method, path] = route;
      const res = await call(b.token, route);
      if (path === 'facilities' || path === 'facilities/selectors/names') {
        expect(res.status, `${method} ${path}`).toBe(method === 'POST' ? 201 : 200);
        if (method === 'GET') expect(res.body.data.map((x: Json) => x.id)).not.toContain(ids.facility);
        continue;
      }
      if (['facilities/activities', 'facilities/menus', 'facilities/menus/categories', 'facilities/menus/items'].includes(path)) {
        expect(res.status, `${method} ${path}`).toBe(422);
        expect(Object.values(res.body.errors).flat()).toContain(CONTENT_TEXT.chooseFromList);
        continue;
      }
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await snapshotA()).toEqual(before);
    // B's own facility cannot adopt A's facility as a parent.
    const own = (await api.get('facilities', { token: b.token })).body.data[0];
    const adopt = await api.patch(`facilities/${own.id}`, { name: en('B'), sort_order: 0, parent_id: ids.facility }, { token: b.token });
    expect(adopt.body.errors).toEqual({ parent_id: [CONTENT_TEXT.chooseFromList] });
    // …nor file an item of its own menu under A's category.
    const menu = (await api.post('facilities/menus', { facility_id: own.id, name: en('B menu'), type: 'menu' }, { token: b.token })).body.data;
    const item = await api.post('facilities/menus/items', { menu_id: menu.id, category_id: ids.category, name: en('X'), price_text: en('$1') }, { token: b.token });
    expect(item.body.errors).toEqual({ category_id: [CONTENT_TEXT.categoryOfOtherMenu] });
  });

  it('ids beyond the integer range in a body are 422 on the field, not a database error', async () => {
    const huge = 99_999_999_999;
    const token = a.token;
    const cases: [string, Json, string][] = [
      ['facilities/activities', { facility_id: huge, name: en('X') }, 'facility_id'],
      ['facilities/menus', { facility_id: huge, name: en('X'), type: 'menu' }, 'facility_id'],
      ['facilities/menus/categories', { menu_id: huge, name: en('X') }, 'menu_id'],
      ['facilities/menus/items', { menu_id: huge, category_id: 1, name: en('X'), price_text: en('$1') }, 'menu_id'],
      ['facilities/menus/items', { menu_id: ids.menu, category_id: huge, name: en('X'), price_text: en('$1') }, 'category_id'],
      ['facilities', { name: en('X'), parent_id: huge }, 'parent_id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await api.post(path, body, { token });
      expect(res.status, `${path} ${field}`).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    const patch = await api.patch(`facilities/menus/items/${ids.item}`, { name: en('X'), price_text: en('$1'), category_id: huge, sort_order: 0 }, { token });
    expect(patch.body.errors).toEqual({ category_id: [CONTENT_TEXT.categoryOfOtherMenu] });
  });

  it('a staff user with manage-hotel-content (and nothing else) can use every route', async () => {
    const editor = await createStaff(api, a, 'content-editor', { [PERMISSION.manageHotelContent]: { objects: 'all' } });
    for (const route of routes()) {
      const res = await call(editor.token, route);
      expect([200, 201], `${route[0]} ${route[1]}: ${JSON.stringify(res.body)}`).toContain(res.status);
    }
  });
});
