/** Weekly recurring events (and the events/{id} spelling): CRUD, derived texts, validation, rich text, cover, tenancy, permissions. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, describeWeekly, en } from '@atoll/contract';
import { defineGroup, type RouteKey } from '../harness';
import { PNG, create, dataOf, errorsOf, expectGuarded, expectMissingTo, fileForm, only, type Route } from '../helpers';

const event = (name = 'Live music', days = [6, 2, 6]) => ({
  name: en(name),
  start_time: '18:00',
  end_time: '20:30',
  weekly_recurring_day: days,
  description: en('On the beach'),
});

const COVERS: RouteKey[] = [
  'GET events/:id',
  'POST events',
  'PATCH events/:id',
  'DELETE events/:id',
  'POST events/:id/active',
  'POST events/:id/cover',
  'DELETE events/:id/cover',
  'GET events/recurring',
  'GET events/recurring/:id',
  'POST events/recurring',
  'PATCH events/recurring/:id',
  'DELETE events/recurring/:id',
  'POST events/recurring/:id/active',
  'DELETE events/recurring/:id/cover',
];

export const events = defineGroup(COVERS, (api, who) => {
  it('creates an active event with its derived texts; lists by creation', async () => {
    const token = who().ownerA;
    const music = await create(api, 'events/recurring', token, event());
    expect(music).toEqual({
      id: expect.any(Number),
      name: en('Live music'),
      start_time: '18:00',
      end_time: '20:30',
      type: 'weekly-recurring',
      type_text: 'Weekly Recurring',
      type_description: describeWeekly([2, 6], '18:00', '20:30'),
      weekly_recurring_day: [2, 6],
      description: en('On the beach'),
      active: true,
      cover: null,
      cover_thumb: null,
      related_type: null,
      related_id: null,
      related_direct: false,
      related_text: null,
      updated: expect.any(String),
    });
    const quiz = await create(api, 'events/recurring', token, event('Quiz', [1]));
    expect(only(dataOf(await api.call('GET', 'events/recurring', { token })), [music.id, quiz.id]).map((e) => e.id)).toEqual([music.id, quiz.id]);
  });

  it('validates with the contract messages', async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'events/recurring', { token, body: {} }))).toEqual({
      name: [MSG.fieldRequired],
      start_time: [MSG.fieldRequired],
      end_time: [MSG.fieldRequired],
      weekly_recurring_day: [MSG.fieldRequired],
    });
    const bad = await api.call('POST', 'events/recurring', { token, body: { ...event(), start_time: '25:00', end_time: '7:5', weekly_recurring_day: [] } });
    expect(errorsOf(bad)).toEqual({
      start_time: [CONTENT_TEXT.timeFormat],
      end_time: [CONTENT_TEXT.timeFormat],
      weekly_recurring_day: [MSG.fieldRequired],
    });
    expect(Object.keys(errorsOf(await api.call('POST', 'events/recurring', { token, body: { ...event(), weekly_recurring_day: [8] } })))).toEqual(['weekly_recurring_day[0]']);
    expect(errorsOf(await api.call('POST', 'events/recurring', { token, body: { ...event(), type: 'monthly' } }))).toEqual({ type: [CONTENT_TEXT.chooseFromList] });
  });

  it('updates, keeps the description when not sent, cleans rich text, toggles active', async () => {
    const token = who().ownerA;
    const { id } = await create(api, 'events/recurring', token, event());
    const { description: _omit, ...withoutDescription } = event('Jazz', [7]);
    const patched = dataOf(await api.call('PATCH', `events/recurring/${id}`, { token, body: { ...withoutDescription, start_time: '19:00' } }));
    expect(patched).toMatchObject({
      name: en('Jazz'),
      start_time: '19:00',
      weekly_recurring_day: [7],
      type_description: describeWeekly([7], '19:00', '20:30'),
      description: en('On the beach'),
    });
    const rich = en('<em>Bring</em> <a href="https://x">shoes</a><iframe src=x></iframe>');
    expect(dataOf(await api.call('PATCH', `events/recurring/${id}`, { token, body: { ...event(), description: rich } })).description).toEqual(en('<em>Bring</em> shoes'));
    expect(dataOf(await api.call('POST', `events/recurring/${id}/active`, { token, body: { active: false } })).active).toBe(false);
    expect(dataOf(await api.call('GET', `events/recurring/${id}`, { token })).active).toBe(false);
    expect(errorsOf(await api.call('POST', `events/recurring/${id}/active`, { token, body: {} }))).toEqual({ active: [MSG.fieldRequired] });
  });

  it('answers the same calls under events/{id}; cover upload and removal (shape only)', async () => {
    const token = who().ownerA;
    const { id } = await create(api, 'events', token, event('Alias'));
    expect(dataOf(await api.call('PATCH', `events/${id}`, { token, body: event('Alias 2') })).name).toEqual(en('Alias 2'));
    const covered = dataOf(await api.call('POST', `events/${id}/cover`, { token, form: fileForm(PNG, 'e.png', 'image/png') }));
    expect(covered).toMatchObject({ cover: expect.any(String), cover_thumb: expect.any(String) });
    expect(dataOf(await api.call('DELETE', `events/recurring/${id}/cover`, { token })).cover).toBeNull();
    expect(dataOf(await api.call('GET', `events/recurring/${id}`, { token })).name).toEqual(en('Alias 2'));
    expect(await api.call('DELETE', `events/${id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `events/recurring/${id}`, { token })).status).toBe(404);
  });

  it("another company's event is 404 on every route; every route needs manage-hotel-content", async () => {
    const theirs = (await create(api, 'events/recurring', who().ownerB, event())).id;
    await expectMissingTo(api, who().ownerA, [
      ['GET', `events/recurring/${theirs}`],
      ['PATCH', `events/recurring/${theirs}`, event()],
      ['POST', `events/recurring/${theirs}/active`, { active: false }],
      ['DELETE', `events/recurring/${theirs}/cover`],
      ['DELETE', `events/recurring/${theirs}`],
      ['GET', `events/${theirs}`],
    ]);
    expect(dataOf(await api.call('GET', `events/recurring/${theirs}`, { token: who().ownerB })).active).toBe(true);
    const { id } = await create(api, 'events/recurring', who().ownerA, event());
    const routes: Route[] = [['GET', 'events/recurring']];
    for (const base of ['events/recurring', 'events']) {
      routes.push(
        ['POST', base, event()],
        ['GET', `${base}/${id}`],
        ['PATCH', `${base}/${id}`, event()],
        ['POST', `${base}/${id}/active`, { active: false }],
        ['DELETE', `${base}/${id}/cover`],
        ['DELETE', `${base}/${id}`],
      );
    }
    await expectGuarded(api, who().staffA, routes);
  });
});
