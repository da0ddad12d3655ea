/**
 * What a TV shows, field by field, from the rows the console saves (server/src/services/tvs/display.ts):
 * each banner with its own images only, today's events with their covers (none is null, not a broken
 * image), the map's centre, overlay corners and overlay images with their sizes, the key places with
 * their covers, the property logo, and every image's hash being the SHA-256 of the bytes served at its
 * URL. Also the TV list's search (typed `%` and `_` are literal, spaces around are ignored) and its sorts
 * by last seen and updated (server/src/services/tvs/queries.ts). Tenancy, the link and the heartbeat are
 * in tvs.test.ts and conformance/groups/tvs.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, type TvManifest } from '@atoll/contract';
import type { ApiClient, Json } from './support/client';
import { png, upload } from './support/content';
import { createTenant, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('tvdisplay-co', 'tvdisplay-other')));
afterAll(() => server.close());

const tokenOf = (url: string) => url.split('/tv/')[1]!;
const HEARTBEAT = { version: '1.0.0', uptime_s: 60, resolution: '1920x1080', current_slide: 'banner-1', wake_lock: 'held' };
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

async function created(path: string, body: Json, token = owner.token): Promise<Json> {
  const res = await api.post(path, body, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function uploaded(path: string, bytes: Uint8Array, languageCode?: string, token = owner.token): Promise<Json> {
  const res = await upload(api, token, path, { bytes, name: 'picture.png', type: 'image/png', language_code: languageCode });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function manifestOf(tv: Json): Promise<TvManifest> {
  const res = await api.get(`display/tv/${tokenOf(tv.url)}/manifest`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as TvManifest;
}

/** The SHA-256 of the bytes the server serves at an image's URL. */
async function servedHash(url: string): Promise<string> {
  const res = await fetch(`${server.url}${url}`);
  expect(res.status).toBe(200);
  return createHash('sha256').update(new Uint8Array(await res.arrayBuffer())).digest('hex');
}

/** An image in the manifest: the file's URL and the hash of what is served there. */
async function expectServed(image: { url: string; hash: string } | null | undefined): Promise<void> {
  expect(image).toMatchObject({ url: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]{36}$/), hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(image!.hash).toBe(await servedHash(image!.url));
}

describe('the TV manifest, from what the console saved', () => {
  it('holds nothing of the map until the company sets one up, then its centre, overlay with images, and places with covers', async () => {
    const empty = await manifestOf(await created('tvs', { name: 'Map TV' }));
    expect(empty.map).toBeNull();

    expect((await api.post('user/settings/map', { map_lat: 4.1755, map_lng: 73.5093, map_lat_diff: 0.05, map_heading: 45 }, { token: owner.token })).status).toBe(200);
    const corners = { top_left_lat: 4.19, top_left_lng: 73.49, bottom_right_lat: 4.16, bottom_right_lng: 73.53 };
    expect((await api.post('user/settings/map-overlay/coordinates', corners, { token: owner.token })).status).toBe(200);
    await uploaded('user/settings/map-overlay/image', await png(40, 20), 'en');
    await uploaded('user/settings/map-overlay/image', await png(40, 20), 'dv');
    const jetty = await created('locations', { name: 'Jetty', lat: 4.171, lng: 73.501 });
    await uploaded(`locations/${jetty.id}/cover`, await png(16, 16));
    const spa = await created('locations', { name: 'Spa', lat: 4.172, lng: 73.502 });

    const tv = await created('tvs', { name: 'Lobby map', lat: 4.17, lng: 73.5 });
    const { map } = await manifestOf(tv);
    expect(map).toMatchObject({
      center: { lat: 4.1755, lng: 73.5093 },
      lat_diff: 0.05,
      heading: 45,
      overlay: { top_left: { lat: 4.19, lng: 73.49 }, bottom_right: { lat: 4.16, lng: 73.53 } },
    });
    // One image per language, sorted by language, each with its size and the hash of its bytes.
    expect(map!.overlay!.images.map((i) => [i.language_code, i.width, i.height])).toEqual([
      ['dv', 40, 20],
      ['en', 40, 20],
    ]);
    for (const image of map!.overlay!.images) await expectServed(image);
    // A place with a cover has it (and its hash); one without has null, not an image without a file.
    const places = Object.fromEntries(map!.places.map((p) => [p.id, p]));
    expect(places[jetty.id]).toMatchObject({ name: 'Jetty', lat: 4.171, lng: 73.501 });
    await expectServed(places[jetty.id].cover);
    expect(places[spa.id].cover).toBeNull();
  });

  it("gives each banner its own images only, and today's events with their covers or null", async () => {
    const sunset = await created('promotions', { name: 'TVD Sunset', show_on_tv: true, sort_order: 1 });
    const dive = await created('promotions', { name: 'TVD Dive', show_on_tv: true, sort_order: 2 });
    await uploaded(`promotions/${sunset.id}/image`, await png(12, 12), 'en');
    await uploaded(`promotions/${dive.id}/image`, await png(14, 14), 'en');
    await uploaded(`promotions/${dive.id}/image`, await png(14, 14), 'dv');

    const covered = await created('events/recurring', { name: en('TVD Jazz'), start_time: '18:00', end_time: '20:00', weekly_recurring_day: EVERY_DAY, description: en('By the pool') });
    await uploaded(`events/${covered.id}/cover`, await png(20, 10));
    const bare = await created('events/recurring', { name: en('TVD Yoga'), start_time: '07:00', end_time: '08:00', weekly_recurring_day: EVERY_DAY });

    const manifest = await manifestOf(await created('tvs', { name: 'Banner TV' }));
    const banners = Object.fromEntries(manifest.banners.map((b) => [b.name, b]));
    expect(banners['TVD Sunset'].images.map((i) => i.language_code)).toEqual(['en']);
    expect(banners['TVD Dive'].images.map((i) => i.language_code)).toEqual(['dv', 'en']);
    await expectServed(banners['TVD Sunset'].images[0]);
    // Every banner's image is a different file from the other banner's.
    expect(banners['TVD Sunset'].images[0].url).not.toBe(banners['TVD Dive'].images[1].url);

    // Events by start time, with the fields the TV shows.
    const events = manifest.events.filter((e) => [covered.id, bare.id].includes(e.id));
    expect(events.map((e) => e.id)).toEqual([bare.id, covered.id]);
    expect(events[1]).toMatchObject({ name: en('TVD Jazz'), start_time: '18:00', end_time: '20:00' });
    await expectServed(events[1].cover);
    expect(events[0].cover).toBeNull();
  });

  it("shows the property's logo with its hash once one is uploaded", async () => {
    const tv = await created('tvs', { name: 'Logo TV' });
    expect((await manifestOf(tv)).property.logo).toBeNull();
    await uploaded('user/settings/property-image', await png(24, 24));
    await expectServed((await manifestOf(tv)).property.logo);
  });

  it("never shows another company's map, places or events", async () => {
    await created('locations', { name: 'Their jetty', lat: 4.3, lng: 73.3 }, other.token);
    await created('events/recurring', { name: en('Their party'), start_time: '21:00', end_time: '23:00', weekly_recurring_day: EVERY_DAY }, other.token);
    const manifest = await manifestOf(await created('tvs', { name: 'Own TV' }));
    expect(manifest.map?.places.map((p) => p.name)).not.toContain('Their jetty');
    expect(manifest.events.map((e) => e.name)).not.toContainEqual(en('Their party'));
  });
});

describe('GET tvs: search and sorts', () => {
  const names = (body: Json) => (body.data as Json[]).map((tv) => tv.name);

  it('searches typed % and _ literally, ignoring the spaces around the text', async () => {
    const token = other.token;
    for (const name of ['QS 100% pool', 'QS 1000 pool', 'QS pool_bar', 'QS poolxbar', 'QS back\\slash']) await created('tvs', { name }, token);
    const search = async (q: string) => names((await api.get(`tvs?q_name=${encodeURIComponent(q)}&order_by=name:ASC`, { token })).body);
    expect(await search('100%')).toEqual(['QS 100% pool']);
    expect(await search('pool_bar')).toEqual(['QS pool_bar']);
    expect(await search('k\\s')).toEqual(['QS back\\slash']);
    expect(await search('  qs pool  ')).toEqual(['QS pool_bar', 'QS poolxbar']);
  });

  it('sorts by name without order_by, and by last seen and updated either way', async () => {
    // A third company, so the list holds its three TVs only.
    const { token } = await createTenant(api, server.url, 'tvdisplay-sorts');
    const charlie = await created('tvs', { name: 'charlie' }, token);
    await created('tvs', { name: 'Alpha' }, token);
    const bravo = await created('tvs', { name: 'bravo' }, token);
    const list = async (order?: string) => names((await api.get(`tvs${order ? `?order_by=${order}` : ''}`, { token })).body);
    expect(await list()).toEqual(['Alpha', 'bravo', 'charlie']);

    // Seen: bravo, then charlie; alpha never (NULL sorts last ascending, first descending).
    expect((await api.post(`display/tv/${tokenOf(bravo.url)}/heartbeat`, HEARTBEAT)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await api.post(`display/tv/${tokenOf(charlie.url)}/heartbeat`, HEARTBEAT)).status).toBe(200);
    expect(await list('last_seen:ASC')).toEqual(['bravo', 'charlie', 'Alpha']);
    expect(await list('last_seen:DESC')).toEqual(['Alpha', 'charlie', 'bravo']);

    // Updated: created charlie, alpha, bravo; then charlie edited last.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await api.patch(`tvs/${charlie.id}`, { name: 'charlie' }, { token })).status).toBe(200);
    expect(await list('updated:ASC')).toEqual(['Alpha', 'bravo', 'charlie']);
    expect(await list('updated:DESC')).toEqual(['charlie', 'bravo', 'Alpha']);
  });
});
