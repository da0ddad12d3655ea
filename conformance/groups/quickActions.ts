/** Quick actions: each type's payload, ordering, validation by type, related links, tenancy, permissions. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, QUICK_ACTION_PAGES, en, iconUrl } from '@atoll/contract';
import { defineGroup, type RouteKey, type Json } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo, only } from '../helpers';

const action = (over: Record<string, unknown> = {}) => ({
  name: en('Call reception'),
  sort_order: 0,
  type: 'call',
  payload: '+960 777 1234',
  icon: 'phone',
  ...over,
});

const COVERS: RouteKey[] = [
  'GET quick-actions',
  'GET quick-actions/:id',
  'GET quick-actions/pages',
  'POST quick-actions',
  'PATCH quick-actions/:id',
  'DELETE quick-actions/:id',
];

export const quickActions = defineGroup(COVERS, (api, who) => {
  const post = (body: Json, token = who().ownerA) => create(api, 'quick-actions', token, body);

  it('lists the guest-app pages', async () => {
    const res = await api.call('GET', 'quick-actions/pages', { token: who().ownerA });
    expect(res.body).toEqual({ data: QUICK_ACTION_PAGES.map((p) => ({ value: p.value, label: p.label })) });
  });

  it('creates each type with its payload_text and icon_url; lists by sort_order then id; a deleted object unlinks', async () => {
    const token = who().ownerA;
    const call = await post(action({ sort_order: 3 }));
    expect(call).toEqual({
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
    const url = await post(action({ type: 'url', payload: 'https://example.org/spa', icon: 'spa', sort_order: 1 }));
    expect(url).toMatchObject({ payload: 'https://example.org/spa', payload_text: 'https://example.org/spa' });
    const page = await post(action({ type: 'page', payload: 'requests', icon: 'bell', sort_order: 1 }));
    expect(page).toMatchObject({ payload: 'requests', payload_text: 'My Requests' });
    const info = await create(api, 'information', token, { name: en('House rules'), description: en('d'), content_type: 'text', sort_order: 0 });
    const related = await post(action({ type: 'related', payload: 'ignored', related_type: 'information', related_id: info.id, related_direct: true, icon: 'info' }));
    expect(related).toMatchObject({
      payload: null,
      payload_text: 'House rules',
      related_type: 'information',
      related_id: info.id,
      related_direct: true,
      related_text: 'House rules',
    });
    const ids = [call.id, url.id, page.id, related.id];
    expect(only(dataOf(await api.call('GET', 'quick-actions', { token })), ids).map((a) => a.id)).toEqual([related.id, url.id, page.id, call.id]);
    await api.call('DELETE', `information/${info.id}`, { token });
    expect(dataOf(await api.call('GET', `quick-actions/${related.id}`, { token }))).toMatchObject({
      related_type: null,
      related_id: null,
      related_direct: false,
      related_text: null,
      payload_text: '',
    });
    expect(await api.call('DELETE', `quick-actions/${call.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `quick-actions/${call.id}`, { token })).status).toBe(404);
  });

  it('validates by type with the contract messages', async () => {
    const token = who().ownerA;
    const errors = async (body: unknown) => errorsOf(await api.call('POST', 'quick-actions', { token, body }));
    expect(await errors({})).toEqual({ name: [MSG.fieldRequired], sort_order: [MSG.fieldRequired], type: [MSG.fieldRequired], icon: [MSG.fieldRequired] });
    const noPayload = await errors(action({ payload: '' }));
    expect(Object.keys(noPayload)).toEqual(['payload']);
    expect(noPayload.payload[0]).toBe(MSG.fieldRequired);
    expect(await errors(action({ type: 'url', payload: 'example.org' }))).toEqual({ payload: [CONTENT_TEXT.validUrl] });
    expect(await errors(action({ payload: 'call me' }))).toEqual({ payload: [CONTENT_TEXT.validPhone] });
    expect(await errors(action({ type: 'page', payload: 'casino' }))).toEqual({ payload: [CONTENT_TEXT.chooseFromList] });
    expect(await errors(action({ icon: 'rocket' }))).toEqual({ icon: [CONTENT_TEXT.chooseFromList] });
    expect(await errors(action({ type: 'related' }))).toEqual({ related_type: [MSG.fieldRequired] });
    expect(await errors(action({ type: 'related', related_type: 'event', related_id: 999999 }))).toEqual({ related_id: [CONTENT_TEXT.relatedMissing] });
  });

  it('updates the whole action', async () => {
    const token = who().ownerA;
    const { id } = await post(action());
    const patched = dataOf(await api.call('PATCH', `quick-actions/${id}`, { token, body: action({ name: en('Web'), type: 'url', payload: 'http://hotel.test', sort_order: 4 }) }));
    expect(patched).toMatchObject({ name: en('Web'), type: 'url', payload: 'http://hotel.test', sort_order: 4 });
    expect(errorsOf(await api.call('PATCH', `quick-actions/${id}`, { token, body: action({ icon: undefined }) }))).toEqual({ icon: [MSG.fieldRequired] });
  });

  it("another company's action is 404; every route needs manage-hotel-content", async () => {
    const theirs = (await post(action(), who().ownerB)).id;
    await expectMissingTo(api, who().ownerA, [
      ['GET', `quick-actions/${theirs}`],
      ['PATCH', `quick-actions/${theirs}`, action()],
      ['DELETE', `quick-actions/${theirs}`],
    ]);
    expect(dataOf(await api.call('GET', 'quick-actions', { token: who().ownerA })).map((a: Json) => a.id)).not.toContain(theirs);
    const { id } = await post(action());
    await expectGuarded(api, who().staffA, [
      ['GET', 'quick-actions'],
      ['GET', 'quick-actions/pages'],
      ['POST', 'quick-actions', action()],
      ['GET', `quick-actions/${id}`],
      ['PATCH', `quick-actions/${id}`, action()],
      ['DELETE', `quick-actions/${id}`],
    ]);
  });
});
