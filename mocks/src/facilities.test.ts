import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTENT_TEXT,
  MSG,
  PERMISSION,
  en,
  type ApiError,
  type Facility,
  type Icon,
  type Menu,
  type MenuCategory,
  type MenuCategoryWithItems,
  type NamedOption,
} from '@atoll/contract';
import { BUSY_RESORT, mockDb, resetMockStore, scenarioTokens } from './index';
import { CORAL_FACILITIES } from './scenarios/content/facilities';
import { BASE, call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort', 'newCompany'));

const admin = scenarioTokens.busyResort.admin;
const other = scenarioTokens.newCompany.owner;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

function upload(path: string, bytes: Uint8Array, filename: string, fields: Record<string, string> = {}, token: string = admin) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return fetch(`${BASE}/${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('facilities', () => {
  it('lists the company\'s facilities by sort order with parent names and counts, [] for nested lists', async () => {
    const res = await call<{ data: Facility[] }>('GET', 'facilities', { token: admin });
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list.map((f) => f.id)).toEqual([1, 2, 3, 4, 5]);
    const restaurant = list[0];
    expect(restaurant).toMatchObject({ menus: [], activities: [], menus_count: 2, activities_count: 1, parent: null });
    expect(list.find((f) => f.id === CORAL_FACILITIES.bar.id)?.parent).toEqual({ id: 1, name: 'Ocean Restaurant' });
    expect(list.find((f) => f.id === CORAL_FACILITIES.kids.id)?.active).toBe(false);
    expect(list[0]).not.toHaveProperty('company_id');
    expect((await call<{ data: Facility[] }>('GET', 'facilities', { token: other })).body.data).toEqual([]);
  });

  it('the names selector also answers a company administrator without manage-hotel-content (Admin › Users picks facilities)', async () => {
    const ibrahim = mockDb.users.find((u) => u.id === BUSY_RESORT.admin.id);
    expect(ibrahim?.permissions[PERMISSION.companyAdministrator]).toBeDefined();
    // A new map: the scenario's permission maps are shared constants.
    if (ibrahim) ibrahim.permissions = Object.fromEntries(Object.entries(ibrahim.permissions).filter(([key]) => key !== PERMISSION.manageHotelContent));
    const names = await call<{ data: NamedOption[] }>('GET', 'facilities/selectors/names', { token: admin });
    expect(names.status).toBe(200);
    const { restaurant, spa, dive, kids, bar } = CORAL_FACILITIES;
    expect(names.body.data.map((n) => n.id).sort()).toEqual([restaurant, spa, dive, kids, bar].map((f) => f.id).sort());
    expect(names.body.data).toContainEqual({ id: spa.id, name: spa.name });
    expect((await call('GET', 'facilities', { token: admin })).status).toBe(403);
    expect(data<NamedOption[]>(await call('GET', 'facilities/selectors/names', { token: other }))).toEqual([]);
  });

  it('detail carries menus and activities; active toggles; cover and gallery answer the whole facility', async () => {
    const detail = data<Facility>(await call('GET', 'facilities/1', { token: admin }));
    expect(detail.menus.map((m) => [m.id, m.type])).toEqual([[21, 'menu'], [22, 'pdf']]);
    expect(detail.activities.map((a) => a.id)).toEqual([11]);
    const inactive = data<Facility>(await call('POST', 'facilities/1/active', { token: admin, body: { active: false } }));
    expect(inactive.active).toBe(false);
    const withCover = await upload('facilities/3/cover', PNG, 'dive.png');
    expect(withCover.status).toBe(200);
    const covered = ((await withCover.json()) as { data: Facility }).data;
    expect(covered.cover).toMatch(/^data:image\/png;base64,/);
    expect(covered.cover_thumb).toBe(covered.cover);
    const gallery = ((await (await upload('facilities/3/gallery', PNG, 'reef.png')).json()) as { data: Facility }).data.gallery;
    expect(gallery).toEqual([expect.objectContaining({ filename: 'reef.png' })]);
    const after = data<Facility>(await call('DELETE', `facilities/3/gallery/${gallery[0].id}`, { token: admin }));
    expect(after.gallery).toEqual([]);
    expect(data<Facility>(await call('DELETE', 'facilities/3/cover', { token: admin })).cover).toBeNull();
    const notImage = await upload('facilities/3/cover', PDF, 'x.pdf');
    expect(notImage.status).toBe(415);
  });

});

describe('menus, categories and items', () => {

  it('category cover: upload answers the category and shows in the menu; DELETE really removes it; 404 for another company, 403 without manage-hotel-content', async () => {
    const fresh = data<MenuCategory>(await call('GET', 'facilities/menus/categories/31', { token: admin }));
    expect(fresh).toMatchObject({ cover: null, cover_thumb: null });
    const res = await upload('facilities/menus/categories/31/cover', PNG, 'starters.png');
    expect(res.status).toBe(200);
    const covered = ((await res.json()) as { data: MenuCategoryWithItems }).data;
    expect(covered).toMatchObject({ id: 31, name: en('Starters') });
    expect(covered.cover).toMatch(/^data:image\/png;base64,/);
    expect(covered.cover_thumb).toBe(covered.cover);
    const menu = data<Menu>(await call('GET', 'facilities/menus/21', { token: admin }));
    expect(menu.categories.find((c) => c.id === 31)?.cover).toBe(covered.cover);
    expect((await upload('facilities/menus/categories/31/cover', PDF, 'x.pdf')).status).toBe(415);
    expect((await upload('facilities/menus/categories/31/cover', PNG, 'x.png', {}, other)).status).toBe(404);
    expect((await call('DELETE', 'facilities/menus/categories/31/cover', { token: other })).status).toBe(404);
    const removed = data<MenuCategory>(await call('DELETE', 'facilities/menus/categories/31/cover', { token: admin }));
    expect(removed).toMatchObject({ id: 31, cover: null, cover_thumb: null });
    expect(data<MenuCategory>(await call('GET', 'facilities/menus/categories/31', { token: admin })).cover).toBeNull();
    const nadia = mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id);
    if (nadia) delete nadia.permissions[PERMISSION.manageHotelContent];
    expect((await upload('facilities/menus/categories/31/cover', PNG, 'x.png', {}, scenarioTokens.busyResort.staff)).status).toBe(403);
    expect((await call('DELETE', 'facilities/menus/categories/31/cover', { token: scenarioTokens.busyResort.staff })).status).toBe(403);
  });

  it('PDF menus take one PDF per language; other files and ordering menus are refused', async () => {
    const de = await upload('facilities/menus/22/pdf', PDF, 'weine.pdf', { language_code: 'de' });
    expect(de.status).toBe(200);
    const menu = ((await de.json()) as { data: Menu }).data;
    expect(menu.pdf.map((p) => [p.language_code, p.filename])).toEqual([['de', 'weine.pdf'], ['en', 'wine-list.pdf']]);
    const replaced = ((await (await upload('facilities/menus/22/pdf', PDF, 'weine-2.pdf', { language_code: 'de' })).json()) as { data: Menu }).data;
    expect(replaced.pdf.filter((p) => p.language_code === 'de').map((p) => p.filename)).toEqual(['weine-2.pdf']);
    expect((await upload('facilities/menus/22/pdf', PNG, 'x.png', { language_code: 'fr' })).status).toBe(415);
    const noLanguage = await upload('facilities/menus/22/pdf', PDF, 'x.pdf');
    expect(noLanguage.status).toBe(422);
    const ordering = await upload('facilities/menus/21/pdf', PDF, 'x.pdf', { language_code: 'en' });
    expect(((await ordering.json()) as ApiError).errors).toEqual({ file: [CONTENT_TEXT.pdfOnlyForPdfMenus] });
    const removed = data<Menu>(await call('DELETE', 'facilities/menus/22/pdf', { token: admin, body: { language_code: 'de' } }));
    expect(removed.pdf.map((p) => p.language_code)).toEqual(['en']);
    const none = await call<{ data: Menu }>('DELETE', 'facilities/menus/22/pdf', { token: admin, body: { language_code: 'fr' } });
    expect(none.status).toBe(200);
    expect(none.body.data.pdf.map((p) => p.language_code)).toEqual(['en']);
  });
});

describe('reference data', () => {
  it('icons (with their SVGs), days of the week, related types and objects; a session is enough', async () => {
    const icons = data<Icon[]>(await call('GET', 'ui/icons', { token: admin }));
    expect(icons[0]).toEqual({ key: 'info', name: 'Information', url: '/api/v1/ui/icons/info.svg' });
    const svg = await fetch(`${BASE}/ui/icons/pool.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    expect((await fetch(`${BASE}/ui/icons/nope.svg`)).status).toBe(404);
    expect(data<unknown[]>(await call('GET', 'ui/days-of-week', { token: admin }))[0]).toEqual({ value: 1, label: 'Sunday' });
    expect(data<unknown[]>(await call('GET', 'ui/related-types', { token: admin }))).toHaveLength(5);
    expect(data<NamedOption[]>(await call('GET', 'ui/related-object/facility', { token: admin }))[0]).toEqual({ id: 1, name: 'Ocean Restaurant' });
    expect(data<NamedOption[]>(await call('GET', 'ui/related-object/menu', { token: admin })).map((m) => m.id)).toEqual([21, 23, 22]);
    expect(data<NamedOption[]>(await call('GET', 'ui/related-object/facility', { token: other }))).toEqual([]);
    expect((await call('GET', 'ui/related-object/nothing', { token: admin })).status).toBe(404);
    expect((await call('GET', 'ui/icons')).status).toBe(401);
  });

  it('Auto Translate prefixes each target language', async () => {
    const res = await call<{ data: unknown }>('POST', 'languages/translate', { token: admin, body: { text: 'Pool', source: 'en', targets: ['de', 'ar'] } });
    expect(res.body.data).toEqual([{ code: 'de', text: '[de] Pool' }, { code: 'ar', text: '[ar] Pool' }]);
    const empty = await call<ApiError>('POST', 'languages/translate', { token: admin, body: { text: '', source: 'en', targets: ['de'] } });
    expect(empty.body.errors).toEqual({ text: [MSG.translateNeedsTextPlain] });
    const nadia = mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id);
    if (nadia) delete nadia.permissions[PERMISSION.manageHotelContent];
    const refused = await call('POST', 'languages/translate', { token: scenarioTokens.busyResort.staff, body: { text: 'Pool', source: 'en', targets: ['de'] } });
    expect(refused.status).toBe(403);
  });
});
