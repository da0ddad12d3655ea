/**
 * Map › Map Settings (issue 20): user/settings/map and user/settings/map-overlay — saving, validation, the
 * overlay images' same-size rule, manage-map and tenancy.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MAP_MSG, MSG } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();

function imageForm(bytes: Buffer, languageCode: string, filename = 'overlay.png'): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
  data.append('language_code', languageCode);
  return data;
}

const upload = (bytes: Buffer, languageCode: string, token = owner.token) =>
  api.request('POST', 'user/settings/map-overlay/image', { token, raw: imageForm(bytes, languageCode) });

const MAP = { map_lat: 4.1755, map_lng: 73.5093, map_lat_diff: 0.05, map_heading: 45 };
const CORNERS = { top_left_lat: 4.19, top_left_lng: 73.49, bottom_right_lat: 4.16, bottom_right_lng: 73.53 };

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('map-co', 'map-other-co')));
afterAll(() => server.close());

describe('user/settings/map', () => {
  it('answers nulls until saved, then what was saved (heading as a number)', async () => {
    expect((await api.get('user/settings/map', { token: owner.token })).body.data).toEqual({ map_lat: null, map_lng: null, map_lat_diff: null, map_heading: null });
    const saved = await api.post('user/settings/map', MAP, { token: owner.token });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(MAP);
    const again = await api.post('user/settings/map', { ...MAP, map_heading: 270.5 }, { token: owner.token });
    expect(again.body.data.map_heading).toBe(270.5);
    expect((await api.get('user/settings/map', { token: owner.token })).body.data).toEqual({ ...MAP, map_heading: 270.5 });
  });

  it('refuses missing and out-of-range values field by field', async () => {
    const empty = await api.post('user/settings/map', {}, { token: owner.token });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ map_lat: [MSG.fieldRequired], map_lng: [MSG.fieldRequired], map_lat_diff: [MSG.fieldRequired], map_heading: [MSG.fieldRequired] });
    const bad = await api.post('user/settings/map', { map_lat: 91, map_lng: -181, map_lat_diff: 0, map_heading: 360 }, { token: owner.token });
    expect(bad.body.errors).toEqual({ map_lat: [CONTENT_TEXT.latitude], map_lng: [CONTENT_TEXT.longitude], map_lat_diff: [MAP_MSG.latDiff], map_heading: [MAP_MSG.heading] });
    const words = await api.post('user/settings/map', { ...MAP, map_heading: 'north' }, { token: owner.token });
    expect(words.body.errors).toEqual({ map_heading: [MSG.fieldRequired] });
  });
});

describe('user/settings/map-overlay', () => {
  it('saves the corners; the top-left one must be north-west of the bottom-right one', async () => {
    const saved = await api.post('user/settings/map-overlay/coordinates', CORNERS, { token: owner.token });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...CORNERS, images: [] });
    const flipped = await api.post(
      'user/settings/map-overlay/coordinates',
      { top_left_lat: 4.16, top_left_lng: 73.53, bottom_right_lat: 4.19, bottom_right_lng: 73.49 },
      { token: owner.token },
    );
    expect(flipped.status).toBe(422);
    expect(flipped.body.errors).toEqual({ bottom_right_lat: [MAP_MSG.cornersNorth], bottom_right_lng: [MAP_MSG.cornersWest] });
    // The map settings row is shared: saving the corners kept the map's centre.
    expect((await api.get('user/settings/map', { token: owner.token })).body.data.map_lat).toBe(MAP.map_lat);
  });

  it('keeps one image per language, all of one size; a different size is a clear error on file', async () => {
    const first = await upload(await png(40, 20), 'en');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.images).toEqual([
      { id: expect.any(String), language_code: 'en', filename: 'overlay.png', url: expect.stringMatching(/^\/api\/v1\/files\//), thumb_url: expect.any(String), width: 40, height: 20 },
    ]);
    const dv = await upload(await png(40, 20), 'dv');
    expect(dv.body.data.images.map((i: { language_code: string }) => i.language_code)).toEqual(['dv', 'en']);

    const wrong = await upload(await png(30, 30), 'ar');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('VALIDATION_ERROR');
    expect(wrong.body.errors).toEqual({ file: [MAP_MSG.overlaySize(40, 20, 30, 30)] });
    // Replacing English with another size while Dhivehi has 40x20 is refused too, and English stays.
    expect((await upload(await png(30, 30), 'en')).body.errors).toEqual({ file: [MAP_MSG.overlaySize(40, 20, 30, 30)] });

    const oldEnglish = first.body.data.images[0].url as string;
    const replaced = await upload(await png(40, 20), 'en');
    expect(replaced.body.data.images).toHaveLength(2);
    expect((await fetch(`${server.url}${oldEnglish}`)).status).toBe(404);

    // With Dhivehi removed, English alone may change size.
    const removed = await api.delete('user/settings/map-overlay/image', { token: owner.token, json: { language_code: 'dv' } });
    expect(removed.body.data.images.map((i: { language_code: string }) => i.language_code)).toEqual(['en']);
    const resized = await upload(await png(30, 30), 'en');
    expect(resized.body.data.images[0]).toMatchObject({ width: 30, height: 30 });
    expect((await api.get('user/settings/map-overlay', { token: owner.token })).body.data).toMatchObject({ ...CORNERS, images: [{ language_code: 'en', width: 30, height: 30 }] });
  });

  it('refuses a missing file or language, a bad language code and text posing as an image', async () => {
    const none = await api.request('POST', 'user/settings/map-overlay/image', { token: owner.token, raw: new FormData() });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors).sort()).toEqual(['file', 'language_code']);
    const text = new FormData();
    text.append('file', new Blob([new TextEncoder().encode('not an image')], { type: 'image/png' }), 'x.png');
    text.append('language_code', 'en');
    expect((await api.request('POST', 'user/settings/map-overlay/image', { token: owner.token, raw: text })).status).toBe(415);
    expect((await api.delete('user/settings/map-overlay/image', { token: owner.token, json: { language_code: '../x' } })).status).toBe(422);
  });
});

describe('access', () => {
  it('needs manage-map (403 without, 401 without a session)', async () => {
    const staff = await createStaff(api, owner, 'map-staff');
    const mapper = await createStaff(api, owner, 'mapper', { 'manage-map': { objects: 'all' } });
    const calls: [string, string, unknown?][] = [
      ['GET', 'user/settings/map'],
      ['POST', 'user/settings/map', MAP],
      ['GET', 'user/settings/map-overlay'],
      ['POST', 'user/settings/map-overlay/coordinates', CORNERS],
      ['DELETE', 'user/settings/map-overlay/image', { language_code: 'en' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api.request(method, path, { token: staff.token, json: body })).status, `${method} ${path}`).toBe(403);
      expect((await api.request(method, path, { json: body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await upload(await png(30, 30), 'en', staff.token)).status).toBe(403);
    expect((await api.get('user/settings/map-overlay', { token: mapper.token })).status).toBe(200);
  });

  it("another company sees only its own (empty) settings and overlay, and cannot touch the first one's", async () => {
    expect((await api.get('user/settings/map', { token: other.token })).body.data).toEqual({ map_lat: null, map_lng: null, map_lat_diff: null, map_heading: null });
    expect((await api.get('user/settings/map-overlay', { token: other.token })).body.data).toEqual({
      top_left_lat: null,
      top_left_lng: null,
      bottom_right_lat: null,
      bottom_right_lng: null,
      images: [],
    });
    await api.delete('user/settings/map-overlay/image', { token: other.token, json: { language_code: 'en' } });
    // Its own first image may have any size: the first company's images do not count.
    expect((await upload(await png(12, 34), 'en', other.token)).status).toBe(200);
    expect((await api.get('user/settings/map-overlay', { token: owner.token })).body.data.images).toMatchObject([{ language_code: 'en', width: 30, height: 30 }]);
  });
});
