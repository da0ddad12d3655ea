/**
 * Map › TVs: create and edit, 'Field is required', paging/sorting/search, the display link (a new one
 * stops the old at once), the display page's manifest and heartbeat by the link's token (404 for a bad
 * or replaced token, field errors for a bad body), tenancy and permissions. The heartbeat's rate limit
 * is the server's alone (server/test/tvs.test.ts). The live stream (GET display/tv/{token}/stream) is
 * checked here for its token only: the mocks answer a good one 503 (no streams, as bookings/stream); what
 * it sends is server/test/tvStream.test.ts.
 */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MAP_DRAWN_TILES_ATTRIBUTION, MAP_TILE_PATH, MSG, TV_HEARTBEAT_TEXT } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo } from '../helpers';

const COVERS: RouteKey[] = [
  'GET tvs',
  'GET tvs/:id',
  'POST tvs',
  'PATCH tvs/:id',
  'POST tvs/:id/link',
  'GET display/tv/:token/manifest',
  'POST display/tv/:token/heartbeat',
  'GET display/tv/:token/stream',
];

const LINK = /\/tv\/([A-Za-z0-9_-]{43})$/;
const tokenOf = (tv: Json): string => LINK.exec(tv.url)?.[1] ?? '';
const names = (list: Json[]) => list.map((row) => row.name);
const HEARTBEAT = { version: '2026.11.26', uptime_s: 120, resolution: '3840x2160', current_slide: 'events', wake_lock: 'held' };

export const tvs = defineGroup(COVERS, (api, who) => {
  it('creates and edits a TV: trimmed name, coordinates, its display link, never seen', async () => {
    const token = who().ownerA;
    const tv = await create(api, 'tvs', token, { name: ' Conf Lobby TV ', lat: 4.1755, lng: 73.5093 });
    expect(tv).toEqual({
      id: expect.any(Number),
      name: 'Conf Lobby TV',
      url: expect.stringMatching(LINK),
      lat: 4.1755,
      lng: 73.5093,
      last_seen: null,
      status: 'never-seen',
      heartbeat: null,
      updated: expect.any(String),
    });
    expect(dataOf(await api.call('GET', `tvs/${tv.id}`, { token }))).toEqual(tv);
    const edited = dataOf(await api.call('PATCH', `tvs/${tv.id}`, { token, body: { name: 'Conf Lobby', lat: null, lng: null } }));
    expect(edited).toMatchObject({ name: 'Conf Lobby', lat: null, lng: null, url: tv.url });
  });

  it("answers 'Field is required' for a missing name and the coordinates' ranges", async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'tvs', { token, body: { name: '  ' } }))).toEqual({ name: [MSG.fieldRequired] });
    expect(errorsOf(await api.call('POST', 'tvs', { token, body: { name: 'Conf X', lat: 91, lng: -181 } }))).toEqual({
      lat: [CONTENT_TEXT.latitude],
      lng: [CONTENT_TEXT.longitude],
    });
    const tv = await create(api, 'tvs', token, { name: 'Conf Temp TV' });
    expect(errorsOf(await api.call('PATCH', `tvs/${tv.id}`, { token, body: { name: '' } }))).toEqual({ name: [MSG.fieldRequired] });
  });

  it('pages, sorts (case-insensitive) and searches like the other tables', async () => {
    const token = who().ownerA;
    for (const name of ['cftv delta', 'CFTV Alpha', 'cftv charlie', 'CFTV Bravo']) await create(api, 'tvs', token, { name });
    const first = await api.call('GET', 'tvs?q_name=cftv&limit=2&order_by=name:ASC', { token });
    expect(first.body.meta).toEqual({ total: 4, page: 1, limit: 2 });
    expect(names(first.body.data)).toEqual(['CFTV Alpha', 'CFTV Bravo']);
    expect(names((await api.call('GET', 'tvs?q_name=CfTv&limit=2&page=2&order_by=name:DESC', { token })).body.data)).toEqual(['CFTV Bravo', 'CFTV Alpha']);
    const bad = await api.call('GET', 'tvs?order_by=secret:ASC&limit=500&page=0', { token });
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['limit', 'order_by', 'page']);
  });

  it('a new link stops the old one at once; the display calls answer 404 to a bad or replaced token', async () => {
    const token = who().ownerA;
    const tv = await create(api, 'tvs', token, { name: 'Conf Link TV' });
    const old = tokenOf(tv);
    expect((await api.call('GET', `display/tv/${old}/manifest`)).status).toBe(200);
    const renewed = dataOf(await api.call('POST', `tvs/${tv.id}/link`, { token }));
    expect(renewed.url).toMatch(LINK);
    expect(renewed.url).not.toBe(tv.url);
    expect((await api.call('GET', `display/tv/${old}/manifest`)).status).toBe(404);
    expect((await api.call('POST', `display/tv/${old}/heartbeat`, { body: HEARTBEAT })).status).toBe(404);
    expect((await api.call('GET', `display/tv/${old}/stream`)).status).toBe(404);
    for (const bad of ['nope', 'A'.repeat(43), `${old}x`]) {
      expect((await api.call('GET', `display/tv/${bad}/manifest`)).status, bad).toBe(404);
      expect((await api.call('POST', `display/tv/${bad}/heartbeat`, { body: HEARTBEAT })).status, bad).toBe(404);
      expect((await api.call('GET', `display/tv/${bad}/stream`)).status, bad).toBe(404);
    }
    expect((await api.call('GET', `display/tv/${tokenOf(renewed)}/manifest`)).status).toBe(200);
  });

  it('a heartbeat is validated and recorded: last seen, online, what the page reported', async () => {
    const token = who().ownerA;
    const tv = await create(api, 'tvs', token, { name: 'Conf Beat TV' });
    const bad = await api.call('POST', `display/tv/${tokenOf(tv)}/heartbeat`, { body: { ...HEARTBEAT, resolution: '4k', wake_lock: 'on', uptime_s: -1, version: '' } });
    expect(errorsOf(bad)).toEqual({
      version: [MSG.fieldRequired],
      uptime_s: [TV_HEARTBEAT_TEXT.uptime],
      resolution: [TV_HEARTBEAT_TEXT.resolution],
      wake_lock: [TV_HEARTBEAT_TEXT.wakeLock],
    });
    const answer = dataOf(await api.call('POST', `display/tv/${tokenOf(tv)}/heartbeat`, { body: HEARTBEAT }));
    expect(answer).toEqual({ status: 'online', last_seen: expect.any(String) });
    const seen = dataOf(await api.call('GET', `tvs/${tv.id}`, { token }));
    expect(seen).toMatchObject({ status: 'online', last_seen: answer.last_seen, heartbeat: HEARTBEAT });
  });

  it("the manifest: the TV, the property, its TV banners (never another company's), today's events, its key places, a change hash", async () => {
    const token = who().ownerA;
    await create(api, 'promotions', token, { name: 'Conf TV banner', show_on_tv: true });
    await create(api, 'promotions', token, { name: 'Conf app banner', show_on_app: true });
    await create(api, 'promotions', who().ownerB, { name: 'Conf their TV banner', show_on_tv: true });
    await create(api, 'locations', token, { name: 'Conf TV Jetty', lat: 4.171, lng: 73.501 });
    const tv = await create(api, 'tvs', token, { name: 'Conf Manifest TV', lat: 4.2, lng: 73.4 });
    const manifest = dataOf(await api.call('GET', `display/tv/${tokenOf(tv)}/manifest`));
    expect(manifest).toMatchObject({
      hash: expect.stringMatching(/^[0-9a-f]{16}$/),
      generated_at: expect.any(String),
      tv: { id: tv.id, name: 'Conf Manifest TV', lat: 4.2, lng: 73.4 },
      property: { name: expect.any(String), primary_color: expect.any(String), time_zone: expect.any(String) },
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(manifest.map.places).toContainEqual(expect.objectContaining({ name: 'Conf TV Jetty', lat: 4.171, lng: 73.501, icon_color: expect.any(String) }));
    // The TV page has no session for GET map/tiles: the manifest names the same tile route and attribution (no provider set up in the suite).
    expect(manifest.map.tiles).toEqual({ url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION });
    expect(manifest.map.tiles).toEqual(dataOf(await api.call('GET', 'map/tiles', { token })));
    const bannerNames = names(manifest.banners);
    expect(bannerNames).toContain('Conf TV banner');
    expect(bannerNames).not.toContain('Conf app banner');
    expect(bannerNames).not.toContain('Conf their TV banner');
    expect(Array.isArray(manifest.events)).toBe(true);
    dataOf(await api.call('PATCH', `tvs/${tv.id}`, { token, body: { name: 'Conf Manifest TV 2', lat: 4.2, lng: 73.4 } }));
    expect(dataOf(await api.call('GET', `display/tv/${tokenOf(tv)}/manifest`)).hash).not.toBe(manifest.hash);
  });

  it("keeps companies apart and needs manage-map: 404 for another company's TV, 401/403 otherwise", async () => {
    const theirs = await create(api, 'tvs', who().ownerB, { name: 'Conf Their TV' });
    await expectMissingTo(api, who().ownerA, [
      ['GET', `tvs/${theirs.id}`],
      ['PATCH', `tvs/${theirs.id}`, { name: 'Mine' }],
      ['POST', `tvs/${theirs.id}/link`],
    ]);
    expect(dataOf(await api.call('GET', `tvs/${theirs.id}`, { token: who().ownerB })).url).toBe(theirs.url);
    const mine = await create(api, 'tvs', who().ownerA, { name: 'Conf Guarded TV' });
    await expectGuarded(api, who().staffA, [
      ['GET', 'tvs'],
      ['GET', `tvs/${mine.id}`],
      ['POST', 'tvs', { name: 'X' }],
      ['PATCH', `tvs/${mine.id}`, { name: 'X' }],
      ['POST', `tvs/${mine.id}/link`],
    ]);
  });
});
