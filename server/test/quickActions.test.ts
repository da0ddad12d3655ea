import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, QUICK_ACTION_PAGES, en, iconUrl } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('qa-co', 'qa-other')));
afterAll(() => server.close());

const action = (over: Record<string, unknown> = {}) => ({
  name: en('Call reception'),
  sort_order: 0,
  type: 'call',
  payload: '+960 777 1234',
  icon: 'phone',
  ...over,
});

describe('quick actions', () => {
  it('lists the guest-app pages', async () => {
    const res = await api.get('quick-actions/pages', { token: owner.token });
    expect(res.body).toEqual({ data: QUICK_ACTION_PAGES.map((p) => ({ value: p.value, label: p.label })) });
  });

  it('creates each type with its payload_text and icon_url; lists by sort_order then id', async () => {
    const call = await api.post('quick-actions', action({ sort_order: 3 }), { token: owner.token });
    expect(call.status, JSON.stringify(call.body)).toBe(201);
    expect(call.body.data).toEqual({
      id: expect.any(Number),
      name: en('Call reception'),
      sort_order: 3,
      type: 'call',
      payload: '+960 777 1234',
      payload_text: '+960 777 1234',
      icon: 'phone',
      icon_url: iconUrl('phone'),
      related_type: null,
      related_id: null,
      related_direct: false,
      related_text: null,
      updated: expect.any(String),
    });
    const url = await api.post('quick-actions', action({ type: 'url', payload: 'https://example.org/spa', icon: 'spa', sort_order: 1 }), { token: owner.token });
    expect(url.body.data).toMatchObject({ payload: 'https://example.org/spa', payload_text: 'https://example.org/spa' });
    const page = await api.post('quick-actions', action({ type: 'page', payload: 'requests', icon: 'bell', sort_order: 1 }), { token: owner.token });
    expect(page.body.data).toMatchObject({ payload: 'requests', payload_text: 'My Requests' });
    const info = await api.post('information', { name: en('House rules'), description: en('d'), content_type: 'text', sort_order: 0 }, { token: owner.token });
    const related = await api.post(
      'quick-actions',
      action({ type: 'related', payload: 'ignored', related_type: 'information', related_id: info.body.data.id, related_direct: true, icon: 'info' }),
      { token: owner.token },
    );
    expect(related.status, JSON.stringify(related.body)).toBe(201);
    expect(related.body.data).toMatchObject({
      payload: null,
      payload_text: 'House rules',
      related_type: 'information',
      related_id: info.body.data.id,
      related_direct: true,
      related_text: 'House rules',
    });
    const list = await api.get('quick-actions', { token: owner.token });
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([related.body.data.id, url.body.data.id, page.body.data.id, call.body.data.id]);
    // Deleting the information card leaves the action without its object.
    await api.delete(`information/${info.body.data.id}`, { token: owner.token });
    const detached = await api.get(`quick-actions/${related.body.data.id}`, { token: owner.token });
    expect(detached.body.data).toMatchObject({ related_type: null, related_id: null, related_direct: false, related_text: null, payload_text: '' });
    for (const a of [call, url, page, related]) expect((await api.delete(`quick-actions/${a.body.data.id}`, { token: owner.token })).body).toEqual({ data: null });
    expect((await api.get('quick-actions', { token: owner.token })).body.data).toEqual([]);
  });

  it('validates by type with the spec messages', async () => {
    const empty = await api.post('quick-actions', {}, { token: owner.token });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: [MSG.fieldRequired], sort_order: [MSG.fieldRequired], type: [MSG.fieldRequired], icon: [MSG.fieldRequired] });
    const noPayload = await api.post('quick-actions', action({ payload: '' }), { token: owner.token });
    // The contract schema reports the required message first (then the format's).
    expect(Object.keys(noPayload.body.errors)).toEqual(['payload']);
    expect(noPayload.body.errors.payload[0]).toBe(MSG.fieldRequired);
    const badUrl = await api.post('quick-actions', action({ type: 'url', payload: 'example.org' }), { token: owner.token });
    expect(badUrl.body.errors).toEqual({ payload: [CONTENT_TEXT.validUrl] });
    const badPhone = await api.post('quick-actions', action({ payload: 'call me' }), { token: owner.token });
    expect(badPhone.body.errors).toEqual({ payload: [CONTENT_TEXT.validPhone] });
    const badPage = await api.post('quick-actions', action({ type: 'page', payload: 'casino' }), { token: owner.token });
    expect(badPage.body.errors).toEqual({ payload: [CONTENT_TEXT.chooseFromList] });
    const badIcon = await api.post('quick-actions', action({ icon: 'rocket' }), { token: owner.token });
    expect(badIcon.body.errors).toEqual({ icon: [CONTENT_TEXT.chooseFromList] });
    const noRelated = await api.post('quick-actions', action({ type: 'related' }), { token: owner.token });
    expect(noRelated.body.errors).toEqual({ related_type: [MSG.fieldRequired] });
    const missing = await api.post('quick-actions', action({ type: 'related', related_type: 'event', related_id: 999999 }), { token: owner.token });
    expect(missing.body.errors).toEqual({ related_id: [CONTENT_TEXT.relatedMissing] });
  });

  it('updates the whole action (changing type drops the payload or the link)', async () => {
    const id = (await api.post('quick-actions', action(), { token: owner.token })).body.data.id;
    const patched = await api.patch(`quick-actions/${id}`, action({ name: en('Web'), type: 'url', payload: 'http://hotel.test', sort_order: 4 }), { token: owner.token });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: en('Web'), type: 'url', payload: 'http://hotel.test', sort_order: 4 });
    const bad = await api.patch(`quick-actions/${id}`, action({ icon: undefined }), { token: owner.token });
    expect(bad.body.errors).toEqual({ icon: [MSG.fieldRequired] });
    await api.delete(`quick-actions/${id}`, { token: owner.token });
  });

  it("another company's action is 404; a link to another company's object is refused", async () => {
    const theirs = (await api.post('quick-actions', action(), { token: other.token })).body.data.id;
    const t = owner.token;
    expect((await api.get(`quick-actions/${theirs}`, { token: t })).status).toBe(404);
    expect((await api.patch(`quick-actions/${theirs}`, action(), { token: t })).status).toBe(404);
    expect((await api.delete(`quick-actions/${theirs}`, { token: t })).status).toBe(404);
    expect((await api.get('quick-actions', { token: t })).body.data).toEqual([]);
    const theirEvent = await api.post(
      'events/recurring',
      { name: en('Theirs'), start_time: '10:00', end_time: '11:00', weekly_recurring_day: [1] },
      { token: other.token },
    );
    const linked = await api.post('quick-actions', action({ type: 'related', related_type: 'event', related_id: theirEvent.body.data.id }), { token: t });
    expect(linked.status).toBe(422);
    expect(linked.body.errors).toEqual({ related_id: [CONTENT_TEXT.relatedMissing] });
  });
});

describe('every quick-action route needs manage-hotel-content', () => {
  it('answers 403 without it', async () => {
    const { token } = await createStaff(api, owner, 'no-content');
    const id = (await api.post('quick-actions', action(), { token: owner.token })).body.data.id;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', 'quick-actions'],
      ['GET', 'quick-actions/pages'],
      ['POST', 'quick-actions', action()],
      ['GET', `quick-actions/${id}`],
      ['PATCH', `quick-actions/${id}`, action()],
      ['DELETE', `quick-actions/${id}`],
    ];
    for (const [method, path, json] of routes) {
      expect((await api.request(method, path, { token, json })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api.get(`quick-actions/${id}`, { token: owner.token })).status).toBe(200);
  });
});
