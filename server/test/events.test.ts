import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, PERMISSION, describeWeekly, en } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { fileCount, fileExists, fileIdOf, png, upload } from './support/content';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('events-co', 'events-other')));
afterAll(() => server.close());

const companyId = () => owner.auth.company.id as number;
const event = (name = 'Live music', days = [6, 2, 6]) => ({
  name: en(name),
  start_time: '18:00',
  end_time: '20:30',
  weekly_recurring_day: days,
  description: en('On the beach'),
});

describe('weekly recurring events', () => {
  it('creates an active event with its derived texts and lists by creation', async () => {
    const created = await api.post('events/recurring', event(), { token: owner.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: en('Live music'),
      start_time: '18:00',
      end_time: '20:30',
      type: 'weekly-recurring',
      type_text: 'Weekly Recurring',
      type_description: 'Every Monday, Friday, 18:00–20:30',
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
    const second = await api.post('events/recurring', event('Quiz', [1]), { token: owner.token });
    const list = await api.get('events/recurring', { token: owner.token });
    expect(list.body.data.map((e: { id: number }) => e.id)).toEqual([created.body.data.id, second.body.data.id]);
    for (const id of [created.body.data.id, second.body.data.id]) await api.delete(`events/recurring/${id}`, { token: owner.token });
  });

  it('validates with the spec messages', async () => {
    const empty = await api.post('events/recurring', {}, { token: owner.token });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: [MSG.fieldRequired],
      start_time: [MSG.fieldRequired],
      end_time: [MSG.fieldRequired],
      weekly_recurring_day: [MSG.fieldRequired],
    });
    const bad = await api.post('events/recurring', { ...event(), start_time: '25:00', end_time: '7:5', weekly_recurring_day: [] }, { token: owner.token });
    expect(bad.body.errors).toEqual({
      start_time: [CONTENT_TEXT.timeFormat],
      end_time: [CONTENT_TEXT.timeFormat],
      weekly_recurring_day: [MSG.fieldRequired],
    });
    const badDay = await api.post('events/recurring', { ...event(), weekly_recurring_day: [8] }, { token: owner.token });
    expect(badDay.status).toBe(422);
    expect(Object.keys(badDay.body.errors)).toEqual(['weekly_recurring_day[0]']);
    const badType = await api.post('events/recurring', { ...event(), type: 'monthly' }, { token: owner.token });
    expect(badType.body.errors).toEqual({ type: [CONTENT_TEXT.chooseFromList] });
  });

  it('updates, toggles active and keeps the description when not sent', async () => {
    const id = (await api.post('events/recurring', event(), { token: owner.token })).body.data.id;
    const { description: _omit, ...withoutDescription } = event('Jazz', [7]);
    const patched = await api.patch(`events/recurring/${id}`, { ...withoutDescription, start_time: '19:00' }, { token: owner.token });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      name: en('Jazz'),
      start_time: '19:00',
      weekly_recurring_day: [7],
      type_description: describeWeekly([7], '19:00', '20:30'),
      description: en('On the beach'),
    });
    const rich = await api.patch(`events/recurring/${id}`, { ...event(), description: en('<em>Bring</em> <a href="https://x">shoes</a><iframe src=x></iframe>') }, { token: owner.token });
    expect(rich.body.data.description).toEqual(en('<em>Bring</em> shoes'));
    const off = await api.post(`events/recurring/${id}/active`, { active: false }, { token: owner.token });
    expect(off.body.data.active).toBe(false);
    expect((await api.get(`events/recurring/${id}`, { token: owner.token })).body.data.active).toBe(false);
    const on = await api.post(`events/recurring/${id}/active`, { active: true }, { token: owner.token });
    expect(on.body.data.active).toBe(true);
    const missing = await api.post(`events/recurring/${id}/active`, {}, { token: owner.token });
    expect(missing.body.errors).toEqual({ active: [MSG.fieldRequired] });
    await api.delete(`events/recurring/${id}`, { token: owner.token });
  });

  it('answers the same calls under events/{id} (section 7 spelling)', async () => {
    const created = await api.post('events', event('Alias'), { token: owner.token });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await api.get(`events/${id}`, { token: owner.token })).body.data.name).toEqual(en('Alias'));
    expect((await api.patch(`events/${id}`, event('Alias 2'), { token: owner.token })).body.data.name).toEqual(en('Alias 2'));
    expect((await api.post(`events/${id}/active`, { active: false }, { token: owner.token })).body.data.active).toBe(false);
    expect((await upload(api, owner.token, `events/${id}/cover`, { bytes: await png() })).status).toBe(200);
    expect((await api.delete(`events/${id}/cover`, { token: owner.token })).body.data.cover).toBeNull();
    expect((await api.get(`events/recurring/${id}`, { token: owner.token })).body.data.name).toEqual(en('Alias 2'));
    expect((await api.delete(`events/${id}`, { token: owner.token })).status).toBe(200);
    expect((await api.get(`events/recurring/${id}`, { token: owner.token })).status).toBe(404);
  });

  it('sets and removes the cover; deleting the event deletes it', async () => {
    const before = await fileCount(server, companyId());
    const id = (await api.post('events/recurring', event(), { token: owner.token })).body.data.id;
    const first = await upload(api, owner.token, `events/recurring/${id}/cover`, { bytes: await png() });
    expect(first.body.data.cover).toMatch(/^\/api\/v1\/files\//);
    const second = await upload(api, owner.token, `events/recurring/${id}/cover`, { bytes: await png() });
    expect(await fileExists(server, companyId(), fileIdOf(first.body.data.cover))).toBe(false);
    expect(await fileExists(server, companyId(), fileIdOf(second.body.data.cover))).toBe(true);
    const noFile = await upload(api, owner.token, `events/recurring/${id}/cover`, {});
    expect(noFile.body.errors).toEqual({ file: [MSG.fieldRequired] });
    await api.delete(`events/recurring/${id}`, { token: owner.token });
    expect(await fileCount(server, companyId())).toBe(before);
  });

  it('concurrent cover uploads leave one cover and no stray file', async () => {
    const before = await fileCount(server, companyId());
    const id = (await api.post('events/recurring', event(), { token: owner.token })).body.data.id;
    const image = await png();
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(api, owner.token, `events/recurring/${id}/cover`, { bytes: image })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await fileCount(server, companyId())).toBe(before + 1);
    const { cover } = (await api.get(`events/recurring/${id}`, { token: owner.token })).body.data;
    expect(await fileExists(server, companyId(), fileIdOf(cover))).toBe(true);
    await api.delete(`events/recurring/${id}`, { token: owner.token });
    expect(await fileCount(server, companyId())).toBe(before);
  });

  it("another company's event is 404 on every route", async () => {
    const theirs = (await api.post('events/recurring', event(), { token: other.token })).body.data.id;
    const t = owner.token;
    // In turn, not all at once: a burst opens many pool connections, whose closing the PostgreSQL teardown (DROP … FORCE) can race.
    const calls = [
      async () => api.get(`events/recurring/${theirs}`, { token: t }),
      async () => api.patch(`events/recurring/${theirs}`, event(), { token: t }),
      async () => api.post(`events/recurring/${theirs}/active`, { active: false }, { token: t }),
      async () => upload(api, t, `events/recurring/${theirs}/cover`, { bytes: await png() }),
      async () => api.delete(`events/recurring/${theirs}/cover`, { token: t }),
      async () => api.delete(`events/recurring/${theirs}`, { token: t }),
      async () => api.get(`events/${theirs}`, { token: t }),
    ];
    for (const call of calls) expect((await call()).status).toBe(404);
    expect((await api.get('events/recurring', { token: t })).body.data).toEqual([]);
    expect((await api.get(`events/recurring/${theirs}`, { token: other.token })).body.data.active).toBe(true);
  });
});

describe('every event route needs manage-hotel-content', () => {
  it('answers 403 without it', async () => {
    const { token } = await createStaff(api, owner, 'no-content', { [PERMISSION.appEditor]: { objects: 'all' } });
    const id = (await api.post('events/recurring', event(), { token: owner.token })).body.data.id;
    const routes: Array<[string, string, unknown?]> = [];
    for (const base of ['events/recurring', 'events']) {
      routes.push(
        ['POST', base, event()],
        ['GET', `${base}/${id}`],
        ['PATCH', `${base}/${id}`, event()],
        ['POST', `${base}/${id}/active`, { active: false }],
        ['DELETE', `${base}/${id}`],
        ['POST', `${base}/${id}/cover`],
        ['DELETE', `${base}/${id}/cover`],
      );
    }
    routes.push(['GET', 'events/recurring']);
    for (const [method, path, json] of routes) {
      expect((await api.request(method, path, { token, json })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api.get(`events/recurring/${id}`, { token: owner.token })).body.data.active).toBe(true);
  });
});
