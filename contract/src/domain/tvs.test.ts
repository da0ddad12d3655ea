/**
 * Map › TVs (issue 20): the mocks' TV list (the server's SQL does the same), the display link, the change hash,
 * and the manifest a TV plays (both backends build it here).
 */
import { describe, expect, it } from 'vitest';
import { MAP_DRAWN_TILES_ATTRIBUTION, MAP_TILE_PATH } from '../map';
import { en } from '../translations';
import { TV_DISPLAY_PATH, type Tv, type TvListQuery } from '../tvs';
import { buildTvManifest, changeHash, pageTvs, tvDisplayUrl, type TvManifestInput } from './tvs';

// pageTvs ------------------------------------------------------------------------------------------

const tv = (id: number, name: string, over: Partial<Tv> = {}): Tv => ({
  id,
  name,
  url: `https://hotel.example${TV_DISPLAY_PATH}/token-${id}`,
  lat: null,
  lng: null,
  last_seen: null,
  status: 'never-seen',
  heartbeat: null,
  updated: '2026-06-01T00:00:00.000Z',
  ...over,
});
const query = (over: Partial<TvListQuery> = {}): TvListQuery => ({ page: 1, limit: 50, ...over });
const ids = (rows: readonly Tv[], q: Partial<TvListQuery> = {}) => pageTvs(rows, query(q)).data.map((row) => row.id);

describe('pageTvs', () => {
  // lower(name) by code unit: '_' (0x5F) comes before 's' (0x73), though upper case would put 'S' (0x53) first.
  const named = [tv(1, 'Poolside'), tv(2, 'lobby'), tv(3, 'Pool_bar'), tv(4, 'Lobby'), tv(5, 'Beach')];

  it('sorts by name ignoring case by default, as lower(name) does, ties by id', () => {
    expect(ids(named)).toEqual([5, 2, 4, 3, 1]);
  });

  it('orders TVs of one name by id, whatever order they come in', () => {
    expect(ids([tv(3, 'Spa'), tv(1, 'spa'), tv(2, 'SPA')])).toEqual([1, 2, 3]);
    expect(ids([tv(3, 'Spa'), tv(1, 'spa'), tv(2, 'SPA')], { order_by: 'name:desc' })).toEqual([1, 2, 3]);
  });

  it('sorts by name descending with name:desc, ties still by id ascending', () => {
    expect(ids(named, { order_by: 'name:desc' })).toEqual([1, 3, 2, 4, 5]);
  });

  it('sorts by an order key it does not know as by name', () => {
    expect(ids(named, { order_by: 'colour:asc' })).toEqual([5, 2, 4, 3, 1]);
  });

  const seen = [
    tv(1, 'A', { last_seen: '2026-06-01T10:00:00.000Z', updated: '2026-05-03T00:00:00.000Z' }),
    tv(2, 'B', { last_seen: null, updated: '2026-05-01T00:00:00.000Z' }),
    tv(3, 'C', { last_seen: '2026-06-01T09:00:00.000Z', updated: '2026-05-02T00:00:00.000Z' }),
    tv(4, 'D', { last_seen: null, updated: '2026-05-04T00:00:00.000Z' }),
    tv(5, 'E', { last_seen: '2026-06-01T09:00:00.000Z', updated: '2026-05-05T00:00:00.000Z' }),
  ];

  it('puts a TV never seen after every seen one ascending, before them descending (NULL as PostgreSQL sorts it)', () => {
    expect(ids(seen, { order_by: 'last_seen' })).toEqual([3, 5, 1, 2, 4]);
    expect(ids(seen, { order_by: 'last_seen:DESC' })).toEqual([2, 4, 1, 3, 5]);
  });

  it('sorts by updated', () => {
    expect(ids(seen, { order_by: 'updated:asc' })).toEqual([2, 3, 1, 4, 5]);
    expect(ids(seen, { order_by: 'updated:desc' })).toEqual([5, 4, 1, 3, 2]);
  });

  it('finds q_name anywhere in the name, ignoring case and the spaces around it', () => {
    expect(ids(named, { q_name: ' LOB ' })).toEqual([2, 4]);
    expect(ids(named, { q_name: 'pool' })).toEqual([3, 1]);
    expect(ids(named, { q_name: 'bar' })).toEqual([3]);
    expect(ids(named, { q_name: '   ' })).toEqual([5, 2, 4, 3, 1]);
    expect(ids(named, { q_name: 'sauna' })).toEqual([]);
  });

  it('answers one page of the matching TVs, with the total of all of them', () => {
    expect(pageTvs(named, query({ page: 2, limit: 2 }))).toEqual({ data: [named[3], named[2]], meta: { total: 5, page: 2, limit: 2 } });
    expect(pageTvs(named, query({ page: 3, limit: 2 }))).toEqual({ data: [named[0]], meta: { total: 5, page: 3, limit: 2 } });
    expect(pageTvs(named, query({ page: 2, limit: 2, q_name: 'o' }))).toEqual({ data: [named[2], named[0]], meta: { total: 4, page: 2, limit: 2 } });
  });
});

// tvDisplayUrl and changeHash --------------------------------------------------------------------------

describe('tvDisplayUrl', () => {
  it("is the token under the display path of the server's origin, whatever slashes the origin ends with", () => {
    expect(tvDisplayUrl('https://hotel.example', 'abc')).toBe(`https://hotel.example${TV_DISPLAY_PATH}/abc`);
    expect(tvDisplayUrl('https://hotel.example//', 'abc')).toBe(`https://hotel.example${TV_DISPLAY_PATH}/abc`);
    expect(tvDisplayUrl('http://10.0.0.5:8080/', 'x-y_z')).toBe(`http://10.0.0.5:8080${TV_DISPLAY_PATH}/x-y_z`);
  });
});

describe('changeHash', () => {
  it('has 32-bit FNV-1a of the text as its first 8 hex digits', () => {
    // The published FNV-1a test vectors.
    expect(changeHash('').slice(0, 8)).toBe('811c9dc5');
    expect(changeHash('a').slice(0, 8)).toBe('e40c292c');
    expect(changeHash('foobar').slice(0, 8)).toBe('bf9cf968');
  });

  it('is always 16 hex digits: a lane below 0x10000000 is padded with zeros', () => {
    // Both lanes of 'tv612' are 7 hex digits long.
    expect(changeHash('tv612')).toBe('0f0333a40dc6b2a8');
    expect(changeHash('tv0')).toMatch(/^fd2729ed0[0-9a-f]{7}$/);
  });

  it('is stable, and differs for texts that differ by one character in either lane', () => {
    expect(changeHash('{"name":"Lobby"}')).toBe(changeHash('{"name":"Lobby"}'));
    expect(changeHash('ab').slice(8)).not.toBe(changeHash('ba').slice(8));
    expect(changeHash('ab')).not.toBe(changeHash('ac'));
  });
});

// buildTvManifest ----------------------------------------------------------------------------------------

const image = (name: string) => ({ url: `/files/${name}.png`, hash: `h-${name}` });
const languageImage = (language_code: string) => ({ ...image(`banner-${language_code}`), language_code });
const overlayImage = (language_code: string) => ({ ...image(`overlay-${language_code}`), language_code, width: 800, height: 600 });
const place = (id: number, sort_order: number) => ({
  id, name: `Place ${id}`, description: en(''), lat: 4.1, lng: 73.5, icon_url: null, icon_color: '#FFFFFF', icon_background: '#F56565', cover: null, sort_order,
});
const banner = (id: number, sort_order: number, show_on_tv = true) => ({ id, name: `Banner ${id}`, description: en(`About ${id}`), images: [], sort_order, show_on_tv });
// 20:00 UTC on Monday 1 June 2026 is already Tuesday 2 June (weekday 3) in the Maldives (UTC+5).
const now = new Date('2026-06-01T20:00:00Z');
const event = (id: number, start_time: string, weekly_recurring_day: number[], active = true) => ({
  id, name: en(`Event ${id}`), description: en(''), start_time, end_time: '23:00', cover: null, active, weekly_recurring_day,
});
const settings = { map_lat: 4.17, map_lng: 73.5, map_lat_diff: 0.01, map_heading: 45 };
const wholeOverlay = { top_left_lat: 4.18, top_left_lng: 73.49, bottom_right_lat: 4.16, bottom_right_lng: 73.52, images: [] };
const tiles = { url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION };

const manifestInput = (over: Partial<TvManifestInput> = {}, map: Partial<TvManifestInput['map']> = {}): TvManifestInput => ({
  now,
  tv: { id: 7, name: 'Lobby', lat: 4.1, lng: 73.5 },
  property: { name: 'Resort', primary_color: '#123456', logo: image('logo'), time_zone: 'Indian/Maldives' },
  banners: [],
  events: [],
  map: { settings: null, overlay: null, places: [], tiles, ...map },
  ...over,
});
const mapOf = (map: Partial<TvManifestInput['map']>) => buildTvManifest(manifestInput({}, map)).map;

describe('buildTvManifest', () => {
  it("holds the TV, the property, the property's date, TV banners in order, today's events and the map", () => {
    const { hash, ...manifest } = buildTvManifest(manifestInput({
      banners: [
        { ...banner(1, 2), images: [languageImage('fr'), languageImage('en'), languageImage('ar'), languageImage('de')] },
        banner(3, 1),
        banner(2, 1),
        banner(4, 0, false),
      ],
      events: [event(1, '19:00', [3]), event(2, '09:00', [2, 3]), event(3, '08:00', [3], false), event(4, '08:00', [2])],
    }, {
      settings,
      overlay: { ...wholeOverlay, images: [overlayImage('en'), overlayImage('it'), overlayImage('de')] },
      places: [place(9, 2), place(8, 1), place(6, 1)],
    }));
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(manifest).toEqual({
      generated_at: '2026-06-01T20:00:00.000Z',
      tv: { id: 7, name: 'Lobby', lat: 4.1, lng: 73.5 },
      property: { name: 'Resort', primary_color: '#123456', logo: image('logo'), time_zone: 'Indian/Maldives' },
      date: '2026-06-02',
      banners: [
        { id: 2, name: 'Banner 2', description: en('About 2'), images: [] },
        { id: 3, name: 'Banner 3', description: en('About 3'), images: [] },
        { id: 1, name: 'Banner 1', description: en('About 1'), images: [languageImage('ar'), languageImage('de'), languageImage('en'), languageImage('fr')] },
      ],
      events: [
        { id: 2, name: en('Event 2'), description: en(''), start_time: '09:00', end_time: '23:00', cover: null },
        { id: 1, name: en('Event 1'), description: en(''), start_time: '19:00', end_time: '23:00', cover: null },
      ],
      map: {
        center: { lat: 4.17, lng: 73.5 },
        lat_diff: 0.01,
        heading: 45,
        overlay: {
          top_left: { lat: 4.18, lng: 73.49 },
          bottom_right: { lat: 4.16, lng: 73.52 },
          images: [overlayImage('de'), overlayImage('en'), overlayImage('it')],
        },
        places: [6, 8, 9].map((id) => {
          const { sort_order: _order, ...shown } = place(id, 0);
          return shown;
        }),
        tiles: { url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION },
      },
    });
  });

  describe('map', () => {
    const only = { center: null, lat_diff: null, heading: null, overlay: null, places: [], tiles };

    it('is null when nothing is set up: no centre, no whole overlay, no places', () => {
      expect(mapOf({})).toBeNull();
      expect(mapOf({ settings: { map_lat: null, map_lng: null, map_lat_diff: 0.01, map_heading: 45 } })).toBeNull();
      expect(mapOf({ overlay: { ...wholeOverlay, bottom_right_lat: null } })).toBeNull();
      expect(mapOf({ overlay: { ...wholeOverlay, top_left_lng: null } })).toBeNull();
    });

    it('has a centre only once both map_lat and map_lng are saved', () => {
      expect(mapOf({ settings })).toEqual({ ...only, center: { lat: 4.17, lng: 73.5 }, lat_diff: 0.01, heading: 45 });
      expect(mapOf({ settings: { ...settings, map_lat: null } })).toBeNull();
      expect(mapOf({ settings: { ...settings, map_lng: null } })).toBeNull();
    });

    it('has an overlay only once both corners are saved whole', () => {
      expect(mapOf({ overlay: wholeOverlay })).toEqual({ ...only, overlay: { top_left: { lat: 4.18, lng: 73.49 }, bottom_right: { lat: 4.16, lng: 73.52 }, images: [] } });
      const centred = { ...only, center: { lat: 4.17, lng: 73.5 }, lat_diff: 0.01, heading: 45 };
      expect(mapOf({ settings, overlay: { ...wholeOverlay, bottom_right_lng: null } })).toEqual(centred);
      expect(mapOf({ settings, overlay: { ...wholeOverlay, top_left_lat: null } })).toEqual(centred);
      expect(mapOf({ settings, overlay: null })?.overlay).toBeNull();
    });

    it('is drawn for key places alone, without settings: no centre, zoom or heading', () => {
      const { sort_order: _order, ...shown } = place(8, 1);
      expect(mapOf({ places: [place(8, 1)] })).toEqual({ ...only, places: [shown] });
    });
  });

  describe('hash', () => {
    const base = manifestInput({ banners: [{ ...banner(1, 1), images: [languageImage('en')] }] }, { settings });

    it('does not change with generated_at alone', () => {
      expect(buildTvManifest({ ...base, now: new Date('2026-06-01T20:05:00Z') }).hash).toBe(buildTvManifest(base).hash);
    });

    it('changes with anything the TV shows: its name, a banner image, the map, the date', () => {
      const hash = buildTvManifest(base).hash;
      expect(buildTvManifest({ ...base, tv: { ...base.tv, name: 'Lobby 2' } }).hash).not.toBe(hash);
      expect(buildTvManifest({ ...base, banners: [{ ...banner(1, 1), images: [{ ...languageImage('en'), hash: 'new' }] }] }).hash).not.toBe(hash);
      expect(buildTvManifest({ ...base, map: { ...base.map, settings: { ...settings, map_heading: 90 } } }).hash).not.toBe(hash);
      expect(buildTvManifest({ ...base, now: new Date('2026-06-02T20:00:00Z') }).hash).not.toBe(hash);
    });
  });
});
