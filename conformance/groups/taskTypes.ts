/** Tasks › Types: create and edit both objects, 'Field is required', paging/sorting/search, counts, tenancy, permissions. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MSG } from '@atoll/contract';
import { defineGroup, type RouteKey, type Json } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo } from '../helpers';

const names = (list: Json[]) => list.map((row) => row.name);

const COVERS: RouteKey[] = [
  'GET tasks/types',
  'GET tasks/types/:id',
  'POST tasks/types',
  'PATCH tasks/types/:id',
  'GET tasks/categories',
  'GET tasks/categories/:id',
  'GET tasks/categories/selectors/names',
  'POST tasks/categories',
  'PATCH tasks/categories/:id',
];

export const taskTypes = defineGroup(COVERS, (api, who) => {
  const get = (path: string, token = who().ownerA) => api.call('GET', path, { token });

  it('creates and edits a category and a type: trimmed, with the category {id, name} and the count', async () => {
    const token = who().ownerA;
    const category = await create(api, 'tasks/categories', token, { name: ' Conf Housekeeping ' });
    expect(category).toEqual({ id: expect.any(Number), name: 'Conf Housekeeping', task_types_count: 0, updated: expect.any(String) });
    const type = await create(api, 'tasks/types', token, { name: ' Conf Turn-down ', description: ' Evening ', task_category_id: category.id });
    expect(type).toEqual({
      id: expect.any(Number),
      name: 'Conf Turn-down',
      description: 'Evening',
      task_category_id: category.id,
      task_category: { id: category.id, name: 'Conf Housekeeping' },
      updated: expect.any(String),
    });
    expect(dataOf(await get(`tasks/categories/${category.id}`)).task_types_count).toBe(1);
    expect(dataOf(await get(`tasks/types/${type.id}`))).toEqual(type);

    const edited = dataOf(await api.call('PATCH', `tasks/types/${type.id}`, { token, body: { name: 'Conf Turndown', description: '', task_category_id: null } }));
    expect(edited).toMatchObject({ name: 'Conf Turndown', description: null, task_category_id: null, task_category: null });
    const renamed = dataOf(await api.call('PATCH', `tasks/categories/${category.id}`, { token, body: { name: 'Conf Rooms' } }));
    expect(renamed).toMatchObject({ name: 'Conf Rooms', task_types_count: 0 });
    expect(dataOf(await get('tasks/categories/selectors/names'))).toContainEqual({ id: category.id, name: 'Conf Rooms' });
  });

  it("answers 'Field is required' for a missing name of either", async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'tasks/types', { token, body: { name: '  ' } }))).toEqual({ name: [MSG.fieldRequired] });
    expect(errorsOf(await api.call('POST', 'tasks/categories', { token, body: {} }))).toEqual({ name: [MSG.fieldRequired] });
    const category = await create(api, 'tasks/categories', token, { name: 'Conf Temp' });
    expect(errorsOf(await api.call('PATCH', `tasks/categories/${category.id}`, { token, body: { name: '' } }))).toEqual({ name: [MSG.fieldRequired] });
  });

  it('pages, sorts (case-insensitive, uncategorised last) and searches like GET users', async () => {
    const token = who().ownerA;
    const beta = await create(api, 'tasks/categories', token, { name: 'cfpg beta' });
    const alpha = await create(api, 'tasks/categories', token, { name: 'CFPG Alpha' });
    for (const [name, cat] of [['cfpg delta', beta.id], ['CFPG Alpha', alpha.id], ['cfpg charlie', null], ['CFPG Bravo', beta.id]] as const) {
      await create(api, 'tasks/types', token, { name, task_category_id: cat });
    }
    const first = await get('tasks/types?q_name=cfpg&limit=2&order_by=name:ASC');
    expect(first.body.meta).toEqual({ total: 4, page: 1, limit: 2 });
    expect(names(first.body.data)).toEqual(['CFPG Alpha', 'CFPG Bravo']);
    expect(names((await get('tasks/types?q_name=CfPg&limit=2&page=2&order_by=name:DESC')).body.data)).toEqual(['CFPG Bravo', 'CFPG Alpha']);
    const byCategory = (await get('tasks/types?q_name=cfpg&order_by=category:ASC')).body.data;
    expect(names(byCategory)).toEqual(['CFPG Alpha', 'cfpg delta', 'CFPG Bravo', 'cfpg charlie']);
    const byCount = (await get('tasks/categories?q_name=cfpg&order_by=task_types_count:DESC')).body.data;
    expect(byCount.map((c: Json) => [c.name, c.task_types_count])).toEqual([['cfpg beta', 2], ['CFPG Alpha', 1]]);
    const bad = await get('tasks/types?order_by=secret:ASC&limit=500&page=0');
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['limit', 'order_by', 'page']);
  });

  it("keeps companies apart: 404 for another company's id, 422 'Choose from the list' for its category", async () => {
    const theirs = await create(api, 'tasks/categories', who().ownerB, { name: 'Conf Theirs' });
    const theirType = await create(api, 'tasks/types', who().ownerB, { name: 'Conf Their Type', task_category_id: theirs.id });
    await expectMissingTo(api, who().ownerA, [
      ['GET', `tasks/types/${theirType.id}`],
      ['PATCH', `tasks/types/${theirType.id}`, { name: 'Mine' }],
      ['GET', `tasks/categories/${theirs.id}`],
      ['PATCH', `tasks/categories/${theirs.id}`, { name: 'Mine' }],
      ['GET', 'tasks/types/abc'],
    ]);
    for (const task_category_id of [theirs.id, 2_147_483_648]) {
      const res = await api.call('POST', 'tasks/types', { token: who().ownerA, body: { name: 'Conf Sneaky', task_category_id } });
      expect(errorsOf(res)).toEqual({ task_category_id: [CONTENT_TEXT.chooseFromList] });
    }
    const mine = dataOf(await get('tasks/categories/selectors/names'));
    expect(mine.map((c: Json) => c.id)).not.toContain(theirs.id);
    expect(dataOf(await get(`tasks/categories/${theirs.id}`, who().ownerB)).task_types_count).toBe(1);
  });

  it('needs manage-task-types: 401 without a session, 403 for staff and for an administrator without it', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', 'tasks/types'],
      ['GET', 'tasks/types/1'],
      ['POST', 'tasks/types', { name: 'x' }],
      ['PATCH', 'tasks/types/1', { name: 'x' }],
      ['GET', 'tasks/categories'],
      ['GET', 'tasks/categories/1'],
      ['GET', 'tasks/categories/selectors/names'],
      ['POST', 'tasks/categories', { name: 'x' }],
      ['PATCH', 'tasks/categories/1', { name: 'x' }],
    ];
    await expectGuarded(api, who().staffA, routes);
    expect((await get('tasks/types', who().adminA)).status).toBe(403);
  });
});
