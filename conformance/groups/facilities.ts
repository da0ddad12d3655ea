/** Facilities and their activities: CRUD, ordering, counts, validation, tenancy, permissions, cover upload. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, en } from '@atoll/contract';
import { defineGroup, type RouteKey, type Json } from '../harness';
import { CLEAN_HTML, DIRTY_HTML, PDF, PNG, create, dataOf, errorsOf, fileForm, names, only } from '../helpers';
import { weeklyBody } from './bookingTypes';

const COVERS: RouteKey[] = [
  'GET facilities',
  'GET facilities/:id',
  'GET facilities/selectors/names',
  'GET facilities/:id/selectors/activity',
  'POST facilities',
  'PATCH facilities/:id',
  'POST facilities/:id/active',
  'POST facilities/:id/cover',
  'DELETE facilities/:id/cover',
  'POST facilities/activities',
  'GET facilities/activities/:id',
  'PATCH facilities/activities/:id',
  'POST facilities/activities/:id/active',
  'DELETE facilities/activities/:id',
];

export const facilities = defineGroup(COVERS, (api, who) => {
  const facility = (body: Json, token = who().ownerA): Promise<Json> => create(api, 'facilities', token, body);

  it('facilities: creates with defaults and clean rich text, lists by sort_order then id with parent and counts', async () => {
    const pool = await facility({ name: en('Pool'), description: en(DIRTY_HTML) });
    expect(pool).toEqual({
      id: expect.any(Number),
      name: en('Pool'),
      description: en(CLEAN_HTML),
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
      request_types_count: 0,
      updated: expect.any(String),
    });
    const spa = await facility({ name: en('Spa'), sort_order: 2, show_app_home: true });
    // A request type on one of its activities: the list counts it (the card's 'Bookings on', issue 18).
    const massage = await create(api, 'facilities/activities', who().ownerA, { facility_id: spa.id, name: en('Massage') });
    await create(api, 'bookings/types', who().ownerA, weeklyBody(massage.id as number));
    const bar = await facility({ name: en('Bar'), sort_order: 1 });
    const gym = await facility({ name: en('Gym'), sort_order: 1, parent_id: spa.id });
    expect(gym.parent).toEqual({ id: spa.id, name: 'Spa' });
    const ids = [pool.id, spa.id, bar.id, gym.id];
    const list = only(dataOf(await api.call('GET', 'facilities', { token: who().ownerA })), ids);
    expect(names(list)).toEqual(['Pool', 'Bar', 'Gym', 'Spa']);
    expect(list[2]).toMatchObject({ parent_id: spa.id, parent: { id: spa.id, name: 'Spa' }, menus: [], activities: [] });
    expect(list.map((f) => f.request_types_count)).toEqual([0, 0, 0, 1]);
    expect(list[0]).not.toHaveProperty('company_id');
    const selector = only(dataOf(await api.call('GET', 'facilities/selectors/names', { token: who().ownerA })), ids);
    expect(selector).toEqual([
      { id: pool.id, name: 'Pool' },
      { id: bar.id, name: 'Bar' },
      { id: gym.id, name: 'Gym' },
      { id: spa.id, name: 'Spa' },
    ]);
    expect(dataOf(await api.call('GET', 'facilities', { token: who().ownerB })).map((f: Json) => f.id)).not.toContain(pool.id);
    for (const f of [gym, pool, spa, bar]) expect(await api.call('DELETE', `facilities/${f.id}`, { token: who().ownerA })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `facilities/${pool.id}`, { token: who().ownerA })).status).toBe(404);
  });

  it('facilities: validation messages from the contract; a facility cannot be its own ancestor', async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'facilities', { token, body: {} }))).toEqual({ name: [MSG.enterName] });
    const elsewhere = await facility({ name: en('Elsewhere') }, who().ownerB);
    expect(errorsOf(await api.call('POST', 'facilities', { token, body: { name: en('X'), parent_id: elsewhere.id } }))).toEqual({
      parent_id: [CONTENT_TEXT.chooseFromList],
    });
    const a = await facility({ name: en('A') });
    expect(errorsOf(await api.call('PATCH', `facilities/${a.id}`, { token, body: { name: [] } }))).toEqual({
      name: [MSG.fieldRequired],
      sort_order: [MSG.fieldRequired],
    });
    const self = await api.call('PATCH', `facilities/${a.id}`, { token, body: { name: en('A'), sort_order: 0, parent_id: a.id } });
    expect(errorsOf(self)).toEqual({ parent_id: [CONTENT_TEXT.parentIsSelf] });
    const b = await facility({ name: en('B'), parent_id: a.id });
    const loop = await api.call('PATCH', `facilities/${a.id}`, { token, body: { name: en('A'), sort_order: 0, parent_id: b.id } });
    expect(errorsOf(loop)).toEqual({ parent_id: [CONTENT_TEXT.parentIsSelf] });
    expect(errorsOf(await api.call('POST', `facilities/${a.id}/active`, { token, body: {} }))).toEqual({ active: [MSG.fieldRequired] });
    expect((await api.call('PATCH', `facilities/${a.id}`, { token, raw: '{oops' })).status).toBe(400);
  });

  it('facilities: PATCH changes what was sent and keeps the rest; active toggles', async () => {
    const token = who().ownerA;
    const parent = await facility({ name: en('Parent') });
    const f = await facility({ name: en('Beach'), description: en('<p>Sand</p>'), show_app_home: true, parent_id: parent.id });
    const patched = dataOf(await api.call('PATCH', `facilities/${f.id}`, { token, body: { name: en('Beach bar'), sort_order: 4 } }));
    expect(patched).toMatchObject({ name: en('Beach bar'), sort_order: 4, description: en('<p>Sand</p>'), show_app_home: true, parent_id: parent.id });
    const cleared = dataOf(await api.call('PATCH', `facilities/${f.id}`, { token, body: { name: en('Beach bar'), sort_order: 4, parent_id: null } }));
    expect(cleared).toMatchObject({ parent_id: null, parent: null });
    expect(dataOf(await api.call('POST', `facilities/${f.id}/active`, { token, body: { active: false } })).active).toBe(false);
    expect(dataOf(await api.call('GET', `facilities/${f.id}`, { token })).active).toBe(false);
  });

  it('facilities: 401 without a session, 403 without manage-hotel-content, 404 for another company\'s ids', async () => {
    const f = await facility({ name: en('Private') });
    expect((await api.call('GET', 'facilities')).status).toBe(401);
    for (const [method, path] of [['GET', 'facilities'], ['POST', 'facilities'], ['GET', `facilities/${f.id}`], ['DELETE', `facilities/${f.id}`], ['POST', 'facilities/menus/items']] as const) {
      expect((await api.call(method, path, { token: who().staffA, body: method === 'POST' ? {} : undefined })).status, `${method} ${path}`).toBe(403);
    }
    const other = who().ownerB;
    expect((await api.call('GET', `facilities/${f.id}`, { token: other })).status).toBe(404);
    expect((await api.call('PATCH', `facilities/${f.id}`, { token: other, body: { name: en('X'), sort_order: 1 } })).status).toBe(404);
    expect((await api.call('DELETE', `facilities/${f.id}`, { token: other })).status).toBe(404);
    expect((await api.call('POST', `facilities/${f.id}/active`, { token: other, body: { active: false } })).status).toBe(404);
    expect(dataOf(await api.call('GET', `facilities/${f.id}`, { token: who().adminA })).id).toBe(f.id);
  });

  it('facilities: cover upload answers the facility with cover and cover_thumb; DELETE clears them; a PDF is refused', async () => {
    const token = who().ownerA;
    const f = await facility({ name: en('Covered') });
    const up = dataOf(await api.call('POST', `facilities/${f.id}/cover`, { token, form: fileForm(PNG, 'pool.png', 'image/png') }));
    expect(up).toMatchObject({ id: f.id, cover: expect.any(String), cover_thumb: expect.any(String) });
    const removed = dataOf(await api.call('DELETE', `facilities/${f.id}/cover`, { token }));
    expect(removed).toMatchObject({ cover: null, cover_thumb: null });
    expect((await api.call('POST', `facilities/${f.id}/cover`, { token, form: fileForm(PDF, 'x.pdf', 'application/pdf') })).status).toBe(415);
  });

  it('activities: validated, nested in the facility by sort_order with counts and the activity selector', async () => {
    const token = who().ownerA;
    const f = await facility({ name: en('Dive centre') });
    expect(errorsOf(await api.call('POST', 'facilities/activities', { token, body: {} }))).toEqual({ facility_id: [MSG.fieldRequired], name: [MSG.enterName] });
    const long = await api.call('POST', 'facilities/activities', { token, body: { facility_id: f.id, name: en('X'), price_text: en('x'.repeat(51)) } });
    expect(errorsOf(long)).toEqual({ price_text: [CONTENT_TEXT.perLanguageMax(50)] });
    const foreign = await facility({ name: en('Not yours') }, who().ownerB);
    const wrong = await api.call('POST', 'facilities/activities', { token, body: { facility_id: foreign.id, name: en('X') } });
    expect(errorsOf(wrong)).toEqual({ facility_id: [CONTENT_TEXT.chooseFromList] });
    const night = await create(api, 'facilities/activities', token, { facility_id: f.id, name: en('Night dive'), price_text: en('USD 120'), description: en(DIRTY_HTML), sort_order: 2 });
    expect(night).toEqual({
      id: expect.any(Number),
      facility_id: f.id,
      facility: { id: f.id, name: 'Dive centre' },
      name: en('Night dive'),
      price_text: en('USD 120'),
      description: en(CLEAN_HTML),
      sort_order: 2,
      active: true,
      cover: null,
      cover_thumb: null,
      gallery: [],
      booking_type: null,
      updated: expect.any(String),
    });
    const snorkel = await create(api, 'facilities/activities', token, { facility_id: f.id, name: en('Snorkel'), sort_order: 2 });
    const early = await create(api, 'facilities/activities', token, { facility_id: f.id, name: en('Early'), sort_order: 1 });
    const detail = dataOf(await api.call('GET', `facilities/${f.id}`, { token }));
    expect(names(detail.activities)).toEqual(['Early', 'Night dive', 'Snorkel']);
    expect(detail.activities_count).toBe(3);
    const listed = only(dataOf(await api.call('GET', 'facilities', { token })), [f.id])[0];
    expect(listed).toMatchObject({ activities: [], activities_count: 3 });
    expect(dataOf(await api.call('GET', `facilities/${f.id}/selectors/activity`, { token }))).toEqual([
      { id: early.id, name: 'Early' },
      { id: night.id, name: 'Night dive' },
      { id: snorkel.id, name: 'Snorkel' },
    ]);
    const blank = await api.call('PATCH', `facilities/activities/${night.id}`, { token, body: { name: en(' '), sort_order: -2 } });
    expect(errorsOf(blank)).toEqual({ name: [MSG.fieldRequired], sort_order: [CONTENT_TEXT.sortOrder] });
    expect(dataOf(await api.call('POST', `facilities/activities/${night.id}/active`, { token, body: { active: false } })).active).toBe(false);
    expect((await api.call('GET', `facilities/activities/${night.id}`, { token: who().ownerB })).status).toBe(404);
    expect(await api.call('DELETE', `facilities/activities/${night.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `facilities/activities/${night.id}`, { token })).status).toBe(404);
  });
});
