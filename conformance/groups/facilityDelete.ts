/** Deleting a facility: the five-level cascade, links cleared, grants dropped, children orphaned. */
import { expect, it } from 'vitest';
import { PERMISSION, en } from '@atoll/contract';
import { defineGroup, type RouteKey, type Json } from '../harness';
import { create, dataOf } from '../helpers';

const COVERS: RouteKey[] = [
  'DELETE facilities/:id',
];

export const facilityDelete = defineGroup(COVERS, (api, who) => {
  it('delete a facility: activities, menus, categories, items gone; links cleared (related_direct reset); grants and children updated', async () => {
    const token = who().ownerA;
    const post = (path: string, body: Json) => create(api, path, token, body);
    const keep = await post('facilities', { name: en('Keep') });
    const f = await post('facilities', { name: en('Doomed') });
    const child = await post('facilities', { name: en('Child'), parent_id: f.id });
    const act = await post('facilities/activities', { facility_id: f.id, name: en('Act') });
    const menu = await post('facilities/menus', { facility_id: f.id, name: en('Dinner'), type: 'menu' });
    const cat = await post('facilities/menus/categories', { menu_id: menu.id, name: en('Mains') });
    const item = await post('facilities/menus/items', { menu_id: menu.id, category_id: cat.id, name: en('Fish'), price_text: en('$20') });
    const link = (type: string, id: number) => ({ related_type: type, related_id: id, related_direct: true });
    const links = [
      ['promotions', await post('promotions', { name: 'To facility', ...link('facility', f.id) })],
      ['promotions', await post('promotions', { name: 'To menu', ...link('menu', menu.id) })],
      ['events/recurring', await post('events/recurring', { name: en('To activity'), start_time: '08:00', end_time: '09:00', weekly_recurring_day: [1], ...link('activity', act.id) })],
      ['quick-actions', await post('quick-actions', { name: en('To menu'), sort_order: 0, type: 'related', icon: 'star', ...link('menu', menu.id) })],
    ] as const;
    expect(links[1][1]).toMatchObject({ related_text: 'Dinner', related_direct: true });
    const kept = await post('promotions', { name: 'To keep', ...link('facility', keep.id) });
    const staff = await post('users', { name: 'Scoped', username: 'conf-scoped', designation: 'Host', authentication: 'password', password: 'scoped-pass-1' });
    const grants = {
      [PERMISSION.manageFacilityRequests]: { objects: [f.id, keep.id] },
      [PERMISSION.readFacilityRequests]: { objects: [f.id] },
    };
    expect((await api.call('POST', 'auth/permissions/update', { token, body: { user_id: staff.id, permissions: grants } })).status).toBe(200);

    expect(await api.call('DELETE', `facilities/${f.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    for (const path of [`facilities/${f.id}`, `facilities/activities/${act.id}`, `facilities/menus/${menu.id}`, `facilities/menus/categories/${cat.id}`, `facilities/menus/items/${item.id}`]) {
      expect((await api.call('GET', path, { token })).status, path).toBe(404);
    }
    for (const [path, row] of links) {
      const after = dataOf(await api.call('GET', `${path}/${row.id}`, { token }));
      expect(after, `${path}/${row.id}`).toMatchObject({ related_type: null, related_id: null, related_direct: false, related_text: null });
    }
    expect(dataOf(await api.call('GET', `promotions/${kept.id}`, { token }))).toMatchObject({ related_type: 'facility', related_id: keep.id, related_text: 'Keep' });
    expect(dataOf(await api.call('GET', `facilities/${child.id}`, { token }))).toMatchObject({ parent_id: null, parent: null });
    expect(dataOf(await api.call('GET', `users/${staff.id}`, { token })).permissions).toEqual({
      [PERMISSION.manageFacilityRequests]: { objects: [keep.id] },
      [PERMISSION.readFacilityRequests]: { objects: [] },
    });
    const related = dataOf(await api.call('GET', 'ui/related-object/facility', { token })).map((o: Json) => o.id);
    expect(related).toContain(keep.id);
    expect(related).not.toContain(f.id);
  });
});
