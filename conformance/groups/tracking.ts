/**
 * Map › Tracking (issue 20): groups and trackers, 'Field is required', the types selector, the device
 * token (shown once, renewed, revoked), the device's ingest (401 for a bad token, field errors, the newest
 * position and its status, the trail), tenancy and manage-map. The live stream is checked for its guard
 * only (the mocks answer it 503: the console polls); the rate limit and the fake clock are in
 * server/test/tracking.test.ts.
 */
import { expect, it } from 'vitest';
import { MSG, TRACKING_GROUP_TYPES, TRACKING_MSG, CONTENT_TEXT } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo } from '../helpers';

const COVERS: RouteKey[] = [
  'GET tracking/groups',
  'GET tracking/groups/selectors/types',
  'GET tracking/groups/:id',
  'POST tracking/groups',
  'PATCH tracking/groups/:id',
  'POST tracking/trackers',
  'GET tracking/trackers/:id',
  'GET tracking/trackers/:id/trail',
  'POST tracking/trackers/:id/token',
  'DELETE tracking/trackers/:id/token',
  'GET tracking/stream',
  'POST tracking/positions',
];

export const tracking = defineGroup(COVERS, (api, who) => {
  const get = (path: string, token = who().ownerA) => api.call('GET', path, { token });
  const device = (token: string | undefined, body: unknown) => api.call('POST', 'tracking/positions', { token, body });

  it('creates and edits a group; its types come from the selector; a tracker is answered once with its device token', async () => {
    const token = who().ownerA;
    expect(dataOf(await get('tracking/groups/selectors/types'))).toEqual(TRACKING_GROUP_TYPES.map((t) => ({ value: t.value, label: t.label })));
    const group = await create(api, 'tracking/groups', token, { name: ' Conf Buggies ', type: 'buggy' });
    expect(group).toEqual({ id: expect.any(Number), name: 'Conf Buggies', type: 'buggy', type_text: 'Buggy', trackers_count: 0, trackers: [], updated: expect.any(String) });
    const tracker = await create(api, 'tracking/trackers', token, { name: ' Buggy 7 ', tracking_group_id: group.id });
    expect(tracker).toEqual({
      id: expect.any(Number),
      name: 'Buggy 7',
      tracking_group_id: group.id,
      ui_status: 'offline',
      last_position: null,
      last_seen_at: null,
      moved_at: null,
      has_token: true,
      updated: expect.any(String),
      token: expect.stringMatching(/^\d+\.[\w-]{20,}$/),
    });
    const { token: _shownOnce, ...rest } = tracker;
    expect(dataOf(await get(`tracking/trackers/${tracker.id}`))).toEqual(rest);
    const edited = dataOf(await api.call('PATCH', `tracking/groups/${group.id}`, { token, body: { name: 'Conf Shuttles', type: 'shuttle' } }));
    expect(edited).toMatchObject({ name: 'Conf Shuttles', type: 'shuttle', type_text: 'Shuttle', trackers_count: 1, trackers: [rest] });
    const list = (await get('tracking/groups?q_name=conf%20shut')).body;
    expect(list.data).toEqual([{ id: group.id, name: 'Conf Shuttles', type: 'shuttle', type_text: 'Shuttle', trackers_count: 1, updated: expect.any(String) }]);
    expect(list.meta).toEqual({ total: 1, page: 1, limit: 10 });
  });

  it("answers 'Field is required' for a group's and a tracker's name, and 'Choose from the list' for a type or group not offered", async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'tracking/groups', { token, body: { name: '  ' } }))).toEqual({ name: [MSG.fieldRequired], type: [MSG.fieldRequired] });
    expect(errorsOf(await api.call('POST', 'tracking/groups', { token, body: { name: 'X', type: 'submarine' } }))).toEqual({ type: [CONTENT_TEXT.chooseFromList] });
    expect(errorsOf(await api.call('POST', 'tracking/trackers', { token, body: {} }))).toEqual({ name: [MSG.fieldRequired], tracking_group_id: [MSG.fieldRequired] });
    const theirs = await create(api, 'tracking/groups', who().ownerB, { name: 'Conf Their boats', type: 'boat' });
    expect(errorsOf(await api.call('POST', 'tracking/trackers', { token, body: { name: 'Sneaky', tracking_group_id: theirs.id } }))).toEqual({
      tracking_group_id: [CONTENT_TEXT.chooseFromList],
    });
  });

  it('the device posts with its token: the newest position and status show on the tracker, its group and the trail; bad input is named field by field', async () => {
    const token = who().ownerA;
    const group = await create(api, 'tracking/groups', token, { name: 'Conf Boats', type: 'boat' });
    const tracker = await create(api, 'tracking/trackers', token, { name: 'Dhoni', tracking_group_id: group.id });
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const posted = await device(tracker.token, { positions: [{ lat: 4.17, lng: 73.5, recorded_at: earlier }, { lat: 4.18, lng: 73.51, accuracy: 4, speed: 5, heading: 45 }] });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.data).toMatchObject({ id: tracker.id, ui_status: 'moving', has_token: true, last_position: { lat: 4.18, lng: 73.51, accuracy: 4, speed: 5, heading: 45 } });
    expect(posted.body.data.token).toBeUndefined();
    const shown = dataOf(await get(`tracking/groups/${group.id}`)).trackers[0];
    expect(shown).toMatchObject({ id: tracker.id, ui_status: 'moving', last_position: { lat: 4.18 } });
    const trail = dataOf(await get(`tracking/trackers/${tracker.id}/trail`));
    expect(trail.map((p: Json) => [p.lat, p.lng])).toEqual([
      [4.17, 73.5],
      [4.18, 73.51],
    ]);
    expect(trail[0]).toEqual({ lat: 4.17, lng: 73.5, accuracy: null, speed: null, heading: null, recorded_at: earlier });
    expect(errorsOf(await device(tracker.token, { lat: 95, lng: -200, speed: -1 }))).toEqual({ lat: [TRACKING_MSG.latitude], lng: [TRACKING_MSG.longitude], speed: [TRACKING_MSG.speed] });
    expect(errorsOf(await device(tracker.token, { positions: [] }))).toEqual({ positions: [TRACKING_MSG.batch] });
    expect((await api.call('POST', 'tracking/positions', { token: tracker.token, raw: '{"lat":' })).status).toBe(400);
  });

  it('401 for a missing, forged, renewed or revoked device token, and for a staff session', async () => {
    const token = who().ownerA;
    const group = await create(api, 'tracking/groups', token, { name: 'Conf Staff', type: 'staff' });
    const tracker = await create(api, 'tracking/trackers', token, { name: 'Radio 1', tracking_group_id: group.id });
    const [company] = tracker.token.split('.');
    for (const bad of [undefined, 'nonsense', `${company}.${'x'.repeat(40)}`, token]) {
      const res = await device(bad, { lat: 1, lng: 1 });
      expect(res.status, String(bad)).toBe(401);
      expect(res.body.message).toBe(TRACKING_MSG.badToken);
    }
    const renewed = dataOf(await api.call('POST', `tracking/trackers/${tracker.id}/token`, { token }));
    expect(renewed).toMatchObject({ id: tracker.id, has_token: true, token: expect.stringMatching(/^\d+\./) });
    expect((await device(tracker.token, { lat: 1, lng: 1 })).status).toBe(401);
    expect((await device(renewed.token, { lat: 1, lng: 1 })).status).toBe(201);
    const revoked = dataOf(await api.call('DELETE', `tracking/trackers/${tracker.id}/token`, { token }));
    expect(revoked).toMatchObject({ id: tracker.id, has_token: false });
    expect(revoked.token).toBeUndefined();
    expect((await device(renewed.token, { lat: 1, lng: 1 })).status).toBe(401);
  });

  it("keeps companies apart (404) and needs manage-map (403; 401 without a session)", async () => {
    const theirGroup = await create(api, 'tracking/groups', who().ownerB, { name: 'Conf Their group', type: 'other' });
    const theirs = await create(api, 'tracking/trackers', who().ownerB, { name: 'Their tracker', tracking_group_id: theirGroup.id });
    await expectMissingTo(api, who().ownerA, [
      ['GET', `tracking/groups/${theirGroup.id}`],
      ['PATCH', `tracking/groups/${theirGroup.id}`, { name: 'Mine', type: 'buggy' }],
      ['GET', `tracking/trackers/${theirs.id}`],
      ['GET', `tracking/trackers/${theirs.id}/trail`],
      ['POST', `tracking/trackers/${theirs.id}/token`],
      ['DELETE', `tracking/trackers/${theirs.id}/token`],
      ['GET', 'tracking/groups/abc'],
    ]);
    const mine = (await get('tracking/groups?limit=100')).body.data.map((g: Json) => g.id);
    expect(mine).not.toContain(theirGroup.id);
    // Their device token still works: nothing of theirs was touched.
    expect((await device(theirs.token, { lat: 2, lng: 2 })).status).toBe(201);
    await expectGuarded(api, who().staffA, [
      ['GET', 'tracking/groups'],
      ['GET', 'tracking/groups/selectors/types'],
      ['POST', 'tracking/groups', { name: 'X', type: 'buggy' }],
      ['GET', `tracking/groups/${theirGroup.id}`],
      ['POST', 'tracking/trackers', { name: 'X', tracking_group_id: theirGroup.id }],
      ['GET', `tracking/trackers/${theirs.id}`],
      ['GET', 'tracking/stream'],
    ]);
  });
});
