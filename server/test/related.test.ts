import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, RELATED_TYPES, en } from '@atoll/contract';
import { detachRelated } from '../src/services/related';
import type { ApiClient } from './support/client';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('related-co', 'related-other')));
afterAll(() => server.close());

async function created(path: string, json: unknown, token = owner.token): Promise<number> {
  const res = await api.post(path, json, { token });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.data.id;
}

interface Objects {
  facility: number;
  activity: number;
  menu: number;
  information: number;
  event: number;
}

async function makeObjects(prefix: string, token = owner.token): Promise<Objects> {
  const facility = await created('facilities', { name: en(`${prefix} Pool`) }, token);
  return {
    facility,
    activity: await created('facilities/activities', { facility_id: facility, name: en(`${prefix} Swim class`) }, token),
    menu: await created('facilities/menus', { facility_id: facility, name: en(`${prefix} Pool bar`), type: 'menu' }, token),
    information: await created('information', { name: en(`${prefix} Rules`), description: en('d'), content_type: 'text', sort_order: 0 }, token),
    event: await created('events/recurring', { name: en(`${prefix} Aqua gym`), start_time: '09:00', end_time: '10:00', weekly_recurring_day: [2] }, token),
  };
}

const eventBody = (related: Record<string, unknown>) => ({
  name: en('Linked event'),
  start_time: '08:00',
  end_time: '09:00',
  weekly_recurring_day: [1],
  ...related,
});
const quickBody = (related: Record<string, unknown>) => ({ name: en('Linked'), sort_order: 0, type: 'related', icon: 'star', ...related });

describe('ui/related-types and ui/related-object/{type}', () => {
  let mine: Objects;
  beforeAll(async () => {
    mine = await makeObjects('Ours');
    await makeObjects('Theirs', other.token);
  });

  it('lists the related types', async () => {
    const res = await api.get('ui/related-types', { token: owner.token });
    expect(res.body).toEqual({ data: RELATED_TYPES.map((t) => ({ value: t.value, label: t.label })) });
  });

  it("lists the company's objects of each type by their 'en' name, never another company's", async () => {
    const expected: Record<string, string> = {
      facility: 'Ours Pool',
      activity: 'Ours Swim class',
      menu: 'Ours Pool bar',
      information: 'Ours Rules',
      event: 'Ours Aqua gym',
    };
    for (const type of RELATED_TYPES.map((t) => t.value)) {
      const res = await api.get(`ui/related-object/${type}`, { token: owner.token });
      expect(res.status, type).toBe(200);
      expect(res.body.data, type).toEqual([{ id: mine[type], name: expected[type] }]);
    }
    expect((await api.get('ui/related-object/planet', { token: owner.token })).status).toBe(404);
  });

  it('needs a session only', async () => {
    const staff = await createStaff(api, owner, 'plain-staff');
    expect((await api.get('ui/related-types', { token: staff.token })).status).toBe(200);
    expect((await api.get('ui/related-object/event', { token: staff.token })).status).toBe(200);
    expect((await api.get('ui/related-types')).status).toBe(401);
    expect((await api.get('ui/related-object/event')).status).toBe(401);
  });
});

describe('related links on banners, events and quick actions', () => {
  it('accepts a link to each type of the company and fills related_text', async () => {
    const objects = await makeObjects('Links');
    const names: Record<string, string> = {
      facility: 'Links Pool',
      activity: 'Links Swim class',
      menu: 'Links Pool bar',
      information: 'Links Rules',
      event: 'Links Aqua gym',
    };
    for (const type of RELATED_TYPES.map((t) => t.value)) {
      const link = { related_type: type, related_id: objects[type], related_direct: true };
      const banner = await api.post('promotions', { name: `Banner ${type}`, ...link }, { token: owner.token });
      expect(banner.status, JSON.stringify(banner.body)).toBe(201);
      expect(banner.body.data).toMatchObject({ ...link, related_text: names[type] });
      const ev = await api.post('events/recurring', eventBody(link), { token: owner.token });
      expect(ev.body.data).toMatchObject({ ...link, related_text: names[type] });
      const qa = await api.post('quick-actions', quickBody(link), { token: owner.token });
      expect(qa.body.data).toMatchObject({ ...link, related_text: names[type], payload_text: names[type] });
    }
    // related_text follows a rename.
    await api.patch(
      `information/${objects.information}`,
      { name: en('Renamed rules'), description: en('d'), content_type: 'text', sort_order: 0 },
      { token: owner.token },
    );
    const banners = await api.get('promotions', { token: owner.token });
    expect(banners.body.data.find((b: { related_type: string }) => b.related_type === 'information').related_text).toBe('Renamed rules');
  });

  it("refuses a missing object or another company's (422 on related_id), and a type without an id", async () => {
    const theirs = await makeObjects('Foreign', other.token);
    for (const type of RELATED_TYPES.map((t) => t.value)) {
      const link = { related_type: type, related_id: theirs[type] };
      for (const [path, json] of [
        ['promotions', { name: 'x', ...link }],
        ['events/recurring', eventBody(link)],
        ['quick-actions', quickBody(link)],
      ] as const) {
        const res = await api.post(path, json, { token: owner.token });
        expect(res.status, `${path} ${type}`).toBe(422);
        expect(res.body.errors).toEqual({ related_id: [CONTENT_TEXT.relatedMissing] });
      }
    }
    const noId = await api.post('promotions', { name: 'x', related_type: 'event' }, { token: owner.token });
    expect(noId.body.errors).toEqual({ related_id: ['Field is required'] });
    const huge = await api.post('promotions', { name: 'x', related_type: 'event', related_id: 99_999_999_999 }, { token: owner.token });
    expect(huge.status).toBe(422);
  });

  it('PATCH can change or remove the link; related_type null clears it', async () => {
    const objects = await makeObjects('Patch');
    const id = await created('promotions', { name: 'P', related_type: 'facility', related_id: objects.facility });
    const moved = await api.patch(`promotions/${id}`, { name: 'P', sort_order: 0, related_type: 'event', related_id: objects.event }, { token: owner.token });
    expect(moved.body.data).toMatchObject({ related_type: 'event', related_id: objects.event, related_text: 'Patch Aqua gym', related_direct: false });
    const kept = await api.patch(`promotions/${id}`, { name: 'P2', sort_order: 0 }, { token: owner.token });
    expect(kept.body.data).toMatchObject({ name: 'P2', related_type: 'event', related_id: objects.event });
    const direct = await api.patch(`promotions/${id}`, { name: 'P2', sort_order: 0, related_direct: true }, { token: owner.token });
    expect(direct.body.data.related_direct).toBe(true);
    const cleared = await api.patch(`promotions/${id}`, { name: 'P2', sort_order: 0, related_type: null, related_id: null }, { token: owner.token });
    expect(cleared.body.data).toMatchObject({ related_type: null, related_id: null, related_direct: false, related_text: null });
  });
});

describe('deleting an object clears the links pointing at it', () => {
  async function linkAll(type: string, id: number) {
    const link = { related_type: type, related_id: id, related_direct: true };
    return {
      banner: await created('promotions', { name: `To ${type}`, ...link }),
      event: await created('events/recurring', eventBody(link)),
      action: await created('quick-actions', quickBody(link)),
    };
  }
  async function expectCleared(ids: { banner: number; event: number; action: number }, cleared: boolean) {
    for (const path of [`promotions/${ids.banner}`, `events/recurring/${ids.event}`, `quick-actions/${ids.action}`]) {
      const res = await api.get(path, { token: owner.token });
      expect(res.status, path).toBe(200);
      if (cleared) expect(res.body.data, path).toMatchObject({ related_type: null, related_id: null, related_direct: false, related_text: null });
      else expect(res.body.data.related_type, path).not.toBeNull();
    }
  }

  it('information cards and events', async () => {
    const objects = await makeObjects('Del');
    const toInfo = await linkAll('information', objects.information);
    const toEvent = await linkAll('event', objects.event);
    await api.delete(`information/${objects.information}`, { token: owner.token });
    await expectCleared(toInfo, true);
    await expectCleared(toEvent, false);
    await api.delete(`events/recurring/${objects.event}`, { token: owner.token });
    await expectCleared(toEvent, true);
    expect((await api.get('ui/related-object/event', { token: owner.token })).body.data.map((o: { id: number }) => o.id)).not.toContain(objects.event);
  });

  it('a facility with its activities and menus (server A calls detachRelated)', async () => {
    const objects = await makeObjects('Fac');
    const toFacility = await linkAll('facility', objects.facility);
    const toActivity = await linkAll('activity', objects.activity);
    const toMenu = await linkAll('menu', objects.menu);
    const toInfo = await linkAll('information', objects.information);
    expect((await api.delete(`facilities/${objects.facility}`, { token: owner.token })).status).toBe(200);
    await expectCleared(toFacility, true);
    await expectCleared(toActivity, true);
    await expectCleared(toMenu, true);
    await expectCleared(toInfo, false);
  });

  it('detachRelated touches only the given type, ids and company', async () => {
    const mine = await makeObjects('Scope');
    const theirs = await makeObjects('Scope', other.token);
    const myLink = await created('promotions', { name: 'mine', related_type: 'event', related_id: mine.event });
    const theirLink = await created('promotions', { name: 'theirs', related_type: 'event', related_id: theirs.event }, other.token);
    const sameIdOtherType = await created('promotions', { name: 'info', related_type: 'information', related_id: mine.information });
    // Their company, my event's id: nothing of mine changes.
    await detachRelated(server.database.db, other.auth.company.id, 'event', [mine.event]);
    expect((await api.get(`promotions/${myLink}`, { token: owner.token })).body.data.related_id).toBe(mine.event);
    await detachRelated(server.database.db, owner.auth.company.id, 'event', [mine.event, mine.information]);
    expect((await api.get(`promotions/${myLink}`, { token: owner.token })).body.data.related_id).toBeNull();
    expect((await api.get(`promotions/${sameIdOtherType}`, { token: owner.token })).body.data.related_id).toBe(mine.information);
    expect((await api.get(`promotions/${theirLink}`, { token: other.token })).body.data.related_id).toBe(theirs.event);
    await detachRelated(server.database.db, owner.auth.company.id, 'event', []);
  });
});
