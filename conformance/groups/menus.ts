/** Menus, their categories and items: nesting, counts, ordering, category-of-menu, the PDF-only rule. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, en } from '@atoll/contract';
import { defineGroup, type RouteKey, type Json } from '../harness';
import { PDF, create, dataOf, errorsOf, fileForm, names } from '../helpers';

const COVERS: RouteKey[] = [
  'POST facilities/menus',
  'GET facilities/menus/:id',
  'PATCH facilities/menus/:id',
  'DELETE facilities/menus/:id',
  'POST facilities/menus/:id/active',
  'POST facilities/menus/:id/pdf',
  'GET facilities/menus/:id/selectors/categories',
  'GET facilities/:id/selectors/menu',
  'POST facilities/menus/categories',
  'GET facilities/menus/categories/:id',
  'PATCH facilities/menus/categories/:id',
  'DELETE facilities/menus/categories/:id',
  'POST facilities/menus/items',
  'GET facilities/menus/items/:id',
  'PATCH facilities/menus/items/:id',
];

export const menus = defineGroup(COVERS, (api, who) => {
  const post = (path: string, body: Json) => create(api, path, who().ownerA, body);

  it('menus: validated; created, read, patched, toggled; the facility lists them by sort_order', async () => {
    const token = who().ownerA;
    const f = await post('facilities', { name: en('Restaurant') });
    expect(errorsOf(await api.call('POST', 'facilities/menus', { token, body: {} }))).toEqual({
      facility_id: [MSG.fieldRequired],
      name: [MSG.fieldRequired],
      type: [MSG.fieldRequired],
    });
    const badType = await api.call('POST', 'facilities/menus', { token, body: { facility_id: f.id, name: en('X'), type: 'poster' } });
    expect(errorsOf(badType)).toEqual({ type: [CONTENT_TEXT.chooseFromList] });
    const dinner = await post('facilities/menus', { facility_id: f.id, name: en('Dinner'), type: 'menu', short_description: en('From 7 pm'), sort_order: 3 });
    expect(dinner).toEqual({
      id: expect.any(Number),
      facility_id: f.id,
      facility: { id: f.id, name: 'Restaurant' },
      name: en('Dinner'),
      type: 'menu',
      short_description: en('From 7 pm'),
      sort_order: 3,
      active: true,
      pdf: [],
      categories: [],
      categories_count: 0,
      items_count: 0,
      updated: expect.any(String),
    });
    const lunch = await post('facilities/menus', { facility_id: f.id, name: en('Lunch'), type: 'pdf', sort_order: 1 });
    const detail = dataOf(await api.call('GET', `facilities/${f.id}`, { token }));
    expect(detail.menus).toEqual([
      { id: lunch.id, name: en('Lunch'), type: 'pdf', sort_order: 1, active: true },
      { id: dinner.id, name: en('Dinner'), type: 'menu', sort_order: 3, active: true },
    ]);
    expect(detail.menus_count).toBe(2);
    expect(dataOf(await api.call('GET', `facilities/${f.id}/selectors/menu`, { token }))).toEqual([
      { id: lunch.id, name: 'Lunch' },
      { id: dinner.id, name: 'Dinner' },
    ]);
    const patched = dataOf(await api.call('PATCH', `facilities/menus/${dinner.id}`, { token, body: { name: en('Supper'), type: 'menu', sort_order: 0 } }));
    expect(patched).toMatchObject({ name: en('Supper'), sort_order: 0, short_description: en('From 7 pm') });
    expect(errorsOf(await api.call('PATCH', `facilities/menus/${dinner.id}`, { token, body: { name: en('') } }))).toEqual({
      name: [MSG.fieldRequired],
      type: [MSG.fieldRequired],
      sort_order: [MSG.fieldRequired],
    });
    expect(dataOf(await api.call('POST', `facilities/menus/${dinner.id}/active`, { token, body: { active: false } })).active).toBe(false);
    expect((await api.call('GET', `facilities/menus/${dinner.id}`, { token: who().ownerB })).status).toBe(404);
    expect((await api.call('GET', `facilities/menus/${dinner.id}`, { token: who().staffA })).status).toBe(403);
    expect(await api.call('DELETE', `facilities/menus/${dinner.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `facilities/menus/${dinner.id}`, { token })).status).toBe(404);
  });

  it('menus: only PDF menus take a PDF (per language, shape only)', async () => {
    const token = who().ownerA;
    const f = await post('facilities', { name: en('Wine bar') });
    const wine = await post('facilities/menus', { facility_id: f.id, name: en('Wine'), type: 'pdf' });
    const uploaded = dataOf(await api.call('POST', `facilities/menus/${wine.id}/pdf`, { token, form: fileForm(PDF, 'wine-en.pdf', 'application/pdf', { language_code: 'en' }) }));
    expect(uploaded.pdf).toEqual([{ id: expect.any(String), language_code: 'en', filename: 'wine-en.pdf', url: expect.any(String) }]);
    const food = await post('facilities/menus', { facility_id: f.id, name: en('Food'), type: 'menu' });
    const refused = await api.call('POST', `facilities/menus/${food.id}/pdf`, { token, form: fileForm(PDF, 'food.pdf', 'application/pdf', { language_code: 'en' }) });
    expect(errorsOf(refused)).toEqual({ file: [CONTENT_TEXT.pdfOnlyForPdfMenus] });
  });

  it('categories and items: nest by sort_order with counts; an item\'s category must belong to its menu', async () => {
    const token = who().ownerA;
    const f = await post('facilities', { name: en('Bar') });
    const menu = await post('facilities/menus', { facility_id: f.id, name: en('Bar menu'), type: 'menu' });
    expect(errorsOf(await api.call('POST', 'facilities/menus/categories', { token, body: {} }))).toEqual({ menu_id: [MSG.fieldRequired], name: [MSG.fieldRequired] });
    const drinks = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Drinks'), sort_order: 2 });
    expect(drinks).toEqual({ id: expect.any(Number), menu_id: menu.id, name: en('Drinks'), sort_order: 2, items_count: 0, cover: null, cover_thumb: null, updated: expect.any(String), items: [] });
    const snacks = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Snacks'), sort_order: 1 });
    expect(errorsOf(await api.call('POST', 'facilities/menus/items', { token, body: { menu_id: menu.id } }))).toEqual({
      name: [MSG.fieldRequired],
      price_text: [MSG.fieldRequired],
      category_id: [MSG.fieldRequired],
    });
    const otherMenu = await post('facilities/menus', { facility_id: f.id, name: en('Other'), type: 'menu' });
    const elsewhere = await post('facilities/menus/categories', { menu_id: otherMenu.id, name: en('Elsewhere') });
    const wrong = await api.call('POST', 'facilities/menus/items', { token, body: { menu_id: menu.id, category_id: elsewhere.id, name: en('Beer'), price_text: en('$5') } });
    expect(errorsOf(wrong)).toEqual({ category_id: [CONTENT_TEXT.categoryOfOtherMenu] });
    const beer = await post('facilities/menus/items', { menu_id: menu.id, category_id: drinks.id, name: en('Beer'), price_text: en('$5'), sort_order: 2 });
    expect(beer).toEqual({
      id: expect.any(Number),
      menu_id: menu.id,
      menu_category_id: drinks.id,
      name: en('Beer'),
      price_text: en('$5'),
      description: en(''),
      sort_order: 2,
      cover: null,
      cover_thumb: null,
      updated: expect.any(String),
    });
    const wine = await post('facilities/menus/items', { menu_id: menu.id, category_id: drinks.id, name: en('Wine'), price_text: en('$9'), sort_order: 2 });
    const nuts = await post('facilities/menus/items', { menu_id: menu.id, category_id: snacks.id, name: en('Nuts'), price_text: en('$3') });
    const full = dataOf(await api.call('GET', `facilities/menus/${menu.id}`, { token }));
    expect([full.categories_count, full.items_count]).toEqual([2, 3]);
    expect(full.categories.map((c: Json) => [c.name[0].text, c.items_count, names(c.items)])).toEqual([
      ['Snacks', 1, ['Nuts']],
      ['Drinks', 2, ['Beer', 'Wine']],
    ]);
    expect(dataOf(await api.call('GET', `facilities/menus/${menu.id}/selectors/categories`, { token }))).toEqual([
      { id: snacks.id, name: 'Snacks' },
      { id: drinks.id, name: 'Drinks' },
    ]);
    expect(dataOf(await api.call('GET', `facilities/menus/categories/${drinks.id}`, { token })).items.map((i: Json) => i.id)).toEqual([beer.id, wine.id]);
    const moved = await api.call('PATCH', `facilities/menus/items/${beer.id}`, { token, body: { name: en('Beer'), price_text: en('$6'), category_id: snacks.id, sort_order: 0 } });
    expect(dataOf(moved)).toMatchObject({ menu_category_id: snacks.id, price_text: en('$6'), sort_order: 0 });
    const away = await api.call('PATCH', `facilities/menus/items/${beer.id}`, { token, body: { name: en('Beer'), price_text: en('$6'), category_id: elsewhere.id, sort_order: 0 } });
    expect(errorsOf(away)).toEqual({ category_id: [CONTENT_TEXT.categoryOfOtherMenu] });
    const renamed = await api.call('PATCH', `facilities/menus/categories/${snacks.id}`, { token, body: { name: en('Bites'), sort_order: 5 } });
    expect(dataOf(renamed)).toMatchObject({ name: en('Bites'), sort_order: 5, items_count: 2 });
    expect((await api.call('GET', `facilities/menus/items/${nuts.id}`, { token: who().ownerB })).status).toBe(404);
    expect((await api.call('GET', `facilities/menus/categories/${snacks.id}`, { token: who().ownerB })).status).toBe(404);
    expect(await api.call('DELETE', `facilities/menus/categories/${snacks.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `facilities/menus/items/${nuts.id}`, { token })).status).toBe(404);
    expect(dataOf(await api.call('GET', `facilities/menus/${menu.id}`, { token }))).toMatchObject({ categories_count: 1, items_count: 1 });
  });
});
