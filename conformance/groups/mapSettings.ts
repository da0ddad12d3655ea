/**
 * Map › Map Settings (issue 20): the tile source, user/settings/map and user/settings/map-overlay — saving,
 * 'Field is required' and the ranges, the corners' order, one overlay image per language all of one size (a
 * clear error on `file` otherwise), manage-map and tenancy. The public tile route (outside /api/v1) and the
 * provider's cache are in server/test/mapTiles.test.ts.
 */
import { deflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MAP_DRAWN_TILES_ATTRIBUTION, MAP_MSG, MAP_TILE_PATH, MSG } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { dataOf, errorsOf, expectGuarded, fileForm } from '../helpers';

const COVERS: RouteKey[] = [
  'GET map/tiles',
  'GET user/settings/map',
  'POST user/settings/map',
  'GET user/settings/map-overlay',
  'POST user/settings/map-overlay/coordinates',
  'POST user/settings/map-overlay/image',
  'DELETE user/settings/map-overlay/image',
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A real RGB PNG of this size (one colour), so both backends measure it: sharp on the server, the header in the mocks. */
export function sizedPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const out = new DataView(new ArrayBuffer(12 + data.length));
    out.setUint32(0, data.length);
    new Uint8Array(out.buffer).set(body, 4);
    out.setUint32(8 + data.length, crc32(body));
    return new Uint8Array(out.buffer);
  };
  const header = new DataView(new ArrayBuffer(13));
  header.setUint32(0, width);
  header.setUint32(4, height);
  header.setUint8(8, 8); // bit depth
  header.setUint8(9, 2); // RGB
  const row = [0, ...Array.from({ length: width }, () => [30, 130, 200]).flat()];
  const pixels = deflateSync(new Uint8Array(Array.from({ length: height }, () => row).flat()));
  return new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunk('IHDR', new Uint8Array(header.buffer)),
    ...chunk('IDAT', new Uint8Array(pixels)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

const MAP = { map_lat: 4.1755, map_lng: 73.5093, map_lat_diff: 0.05, map_heading: 45 };
const CORNERS = { top_left_lat: 4.19, top_left_lng: 73.49, bottom_right_lat: 4.16, bottom_right_lng: 73.53 };
const EMPTY_MAP = { map_lat: null, map_lng: null, map_lat_diff: null, map_heading: null };
const EMPTY_OVERLAY = { top_left_lat: null, top_left_lng: null, bottom_right_lat: null, bottom_right_lng: null, images: [] };

export const mapSettings = defineGroup(COVERS, (api, who) => {
  const upload = (width: number, height: number, languageCode: string, token = who().ownerA) =>
    api.call('POST', 'user/settings/map-overlay/image', { token, form: fileForm(sizedPng(width, height), 'plan.png', 'image/png', { language_code: languageCode }) });
  const languages = (overlay: Json) => overlay.images.map((i: Json) => i.language_code);

  it('GET map/tiles: the server’s tile address and the plain drawn tiles’ attribution (no provider set up)', async () => {
    expect(dataOf(await api.call('GET', 'map/tiles', { token: who().staffA }))).toEqual({ url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION });
    expect((await api.call('GET', 'map/tiles')).status).toBe(401);
  });

  it('map settings: nulls until saved, then what was saved', async () => {
    expect(dataOf(await api.call('GET', 'user/settings/map', { token: who().ownerB }))).toEqual(EMPTY_MAP);
    expect(dataOf(await api.call('GET', 'user/settings/map-overlay', { token: who().ownerB }))).toEqual(EMPTY_OVERLAY);
    const token = who().ownerA;
    expect(dataOf(await api.call('POST', 'user/settings/map', { token, body: MAP }))).toEqual(MAP);
    expect(dataOf(await api.call('GET', 'user/settings/map', { token }))).toEqual(MAP);
    // Another company's settings are untouched.
    expect(dataOf(await api.call('GET', 'user/settings/map', { token: who().ownerB }))).toEqual(EMPTY_MAP);
  });

  it("map settings: 'Field is required' and the ranges", async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'user/settings/map', { token, body: {} }))).toEqual({
      map_lat: [MSG.fieldRequired],
      map_lng: [MSG.fieldRequired],
      map_lat_diff: [MSG.fieldRequired],
      map_heading: [MSG.fieldRequired],
    });
    expect(errorsOf(await api.call('POST', 'user/settings/map', { token, body: { map_lat: -90.5, map_lng: 180.5, map_lat_diff: -1, map_heading: -1 } }))).toEqual({
      map_lat: [CONTENT_TEXT.latitude],
      map_lng: [CONTENT_TEXT.longitude],
      map_lat_diff: [MAP_MSG.latDiff],
      map_heading: [MAP_MSG.heading],
    });
  });

  it('overlay corners: saved; the top-left corner must be north-west of the bottom-right one', async () => {
    const token = who().ownerA;
    expect(dataOf(await api.call('POST', 'user/settings/map-overlay/coordinates', { token, body: CORNERS }))).toMatchObject(CORNERS);
    const flipped = { top_left_lat: 4.16, top_left_lng: 73.53, bottom_right_lat: 4.19, bottom_right_lng: 73.49 };
    expect(errorsOf(await api.call('POST', 'user/settings/map-overlay/coordinates', { token, body: flipped }))).toEqual({
      bottom_right_lat: [MAP_MSG.cornersNorth],
      bottom_right_lng: [MAP_MSG.cornersWest],
    });
    expect(errorsOf(await api.call('POST', 'user/settings/map-overlay/coordinates', { token, body: { ...CORNERS, top_left_lat: null } }))).toEqual({ top_left_lat: [MSG.fieldRequired] });
    expect(dataOf(await api.call('GET', 'user/settings/map-overlay', { token }))).toMatchObject(CORNERS);
  });

  it('overlay images: one per language, every language’s of one size, else a clear error on file', async () => {
    const token = who().ownerA;
    // Start from no images (the mocks' scenario has some).
    for (const code of languages(dataOf(await api.call('GET', 'user/settings/map-overlay', { token })))) {
      dataOf(await api.call('DELETE', 'user/settings/map-overlay/image', { token, body: { language_code: code } }));
    }
    const first = dataOf(await upload(40, 20, 'en'));
    expect(first.images).toEqual([{ id: expect.any(String), language_code: 'en', filename: 'plan.png', url: expect.any(String), thumb_url: expect.any(String), width: 40, height: 20 }]);
    expect(languages(dataOf(await upload(40, 20, 'ar')))).toEqual(['ar', 'en']);

    const other = await upload(30, 30, 'de');
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('VALIDATION_ERROR');
    expect(errorsOf(other)).toEqual({ file: [MAP_MSG.overlaySize(40, 20, 30, 30)] });
    expect(errorsOf(await upload(30, 30, 'en'))).toEqual({ file: [MAP_MSG.overlaySize(40, 20, 30, 30)] });

    const replaced = dataOf(await upload(40, 20, 'en'));
    expect(replaced.images.find((i: Json) => i.language_code === 'en').id).not.toBe(first.images[0].id);
    expect(languages(dataOf(await api.call('DELETE', 'user/settings/map-overlay/image', { token, body: { language_code: 'ar' } })))).toEqual(['en']);
    // Alone, English may take another size.
    expect(dataOf(await upload(30, 30, 'en')).images).toMatchObject([{ language_code: 'en', width: 30, height: 30 }]);
    // Another company's overlay has none of these.
    expect(dataOf(await api.call('GET', 'user/settings/map-overlay', { token: who().ownerB })).images).toEqual([]);
  });

  it('overlay images: a file and a language are required; text is not an image', async () => {
    const token = who().ownerA;
    const none = await api.call('POST', 'user/settings/map-overlay/image', { token, form: new FormData() });
    expect(none.status).toBe(422);
    expect(Object.keys(errorsOf(none)).sort()).toEqual(['file', 'language_code']);
    const text = await api.call('POST', 'user/settings/map-overlay/image', { token, form: fileForm(new TextEncoder().encode('not an image'), 'x.png', 'image/png', { language_code: 'en' }) });
    expect(text.status).toBe(415);
    expect(errorsOf(await api.call('DELETE', 'user/settings/map-overlay/image', { token, body: {} }))).toEqual({ language_code: [MSG.fieldRequired] });
  });

  it('every map settings route needs manage-map (the administrator without it gets 403 too)', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', 'user/settings/map'],
      ['POST', 'user/settings/map', MAP],
      ['GET', 'user/settings/map-overlay'],
      ['POST', 'user/settings/map-overlay/coordinates', CORNERS],
      ['DELETE', 'user/settings/map-overlay/image', { language_code: 'en' }],
    ];
    await expectGuarded(api, who().staffA, routes);
    for (const [method, path, body] of routes) expect((await api.call(method, path, { token: who().adminA, body })).status, `${method} ${path}`).toBe(403);
    expect((await upload(30, 30, 'en', who().adminA)).status).toBe(403);
    expect((await upload(30, 30, 'en', who().staffA)).status).toBe(403);
  });
});
