/**
 * The TV page's map slide (mapSlide.ts) in Chromium with tv.css: where the tiles, the overlay's corners, the pins
 * and 'You are here' land for known coordinates, at the zoom Map Settings asks for, turned by map_heading; when
 * the slide is in the rotation; and that it never stalls the rotation or grows the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MAP_DRAWN_TILES_ATTRIBUTION, MAP_OVERLAY_OPACITY, MAP_ZOOM, worldLatLng } from '@atoll/contract/map';
import { imagesOf, REQUEST_TIMEOUT_MS, slidesOf } from './display';
import { mapViewOf, tilesOf } from './mapSlide';
import { banner, event, fakeServer, manifest, place, startHarness, tvMap, type Harness } from './testing';
import { TV_TEXT } from './text';
import './tv.css';

const started: Harness[] = [];
const start = (...args: Parameters<typeof startHarness>) => {
  const harness = startHarness(...args);
  started.push(harness);
  return harness;
};
afterEach(() => {
  for (const harness of started.splice(0)) {
    harness.display.stop();
    harness.root.remove();
  }
});

// At zoom 14 one tile (256 px) is 360 / 2^14 degrees of longitude; (0, 0) is the corner of tiles 8191/8191 and 8192/8192.
const TILE_LNG = 360 / 2 ** 14;
const WORLD_CENTRE = 2 ** 14 * 128;
/** The latitude `dy` px south of the equator at zoom 14. */
const latAt = (dy: number) => worldLatLng(WORLD_CENTRE, WORLD_CENTRE + dy, 14).lat;

/** The map slide's centre is (960, 480): the slide is the 1920x960 canvas below the header. */
const onMap = (harness: Harness, node: Element) => {
  const map = harness.root.querySelector('.tv-map')!.getBoundingClientRect();
  const box = node.getBoundingClientRect();
  return { x: box.left + box.width / 2 - map.left, y: box.top + box.height / 2 - map.top, left: box.left - map.left, top: box.top - map.top, width: box.width, height: box.height };
};
const pin = (harness: Harness, id: number) => harness.root.querySelector(`.tv-pin[data-place="${id}"]`)!;
const tiles = (harness: Harness) => harness.loaded.filter((url) => url.startsWith('/map-tiles/')).sort();

describe('the map slide', () => {
  it('joins the rotation after the banners and Today only when the map has a centre or key places', () => {
    const ids = (parts: Parameters<typeof manifest>[1]) => slidesOf(manifest('m', { banners: [banner(1, 'Spa')], events: [event(2, 'Band', '19:00', '20:00')], ...parts }), false).map((s) => s.id);
    expect(ids({ map: null })).toEqual(['banner-1', 'today']);
    const overlayOnly = { top_left: { lat: 1, lng: 1 }, bottom_right: { lat: 0, lng: 2 }, images: [{ url: '/plan', hash: 'p', language_code: 'en', width: 4, height: 3 }] };
    expect(ids({ map: tvMap({ overlay: overlayOnly }) })).toEqual(['banner-1', 'today']);
    expect(ids({ map: tvMap({ center: { lat: 0, lng: 0 } }) })).toEqual(['banner-1', 'today', 'map']);
    expect(ids({ map: tvMap({ places: [place(1, 'Jetty', 0, 0)] }) })).toEqual(['banner-1', 'today', 'map']);
    // A map alone is a rotation of its own: no fallback slide.
    expect(slidesOf(manifest('m', { map: tvMap({ center: { lat: 0, lng: 0 } }) }), false).map((s) => s.id)).toEqual(['map']);
  });

  it('loads the tiles that cover the slide at the zoom of the map settings before it shows, with the attribution', async () => {
    const tv = start({ server: fakeServer(manifest('m', { events: [event(2, 'Band', '19:00', '20:00')], map: tvMap({ center: { lat: 0, lng: 0 } }) })) });
    await tv.clock.advance(0);
    expect(tv.shown().id).toBe('today');
    expect(tiles(tv)).toEqual([]);
    await tv.clock.advance(10_000);
    expect(tv.shown()).toMatchObject({ id: 'map', title: TV_TEXT.map });
    // 1920x960 around the corner of four tiles at MAP_ZOOM: 3.75 tiles each way across, 1.875 up and down.
    const expected = [];
    for (let x = 8188; x <= 8195; x += 1) for (let y = 8190; y <= 8193; y += 1) expected.push(`/map-tiles/${MAP_ZOOM}/${x}/${y}`);
    expect(tiles(tv)).toEqual(expected.sort());
    expect(tv.shown().text).toContain(MAP_DRAWN_TILES_ATTRIBUTION);
    const first = tv.root.querySelectorAll('.tv-map__tile')[0]!;
    // The first tile is 8188/8190: 4 tiles left and 2 up of the centre.
    const box = onMap(tv, first);
    expect([box.left, box.top, box.width, box.height].map(Math.round)).toEqual([960 - 4 * 256, 480 - 2 * 256, 256, 256]);
  });

  it('shows the span of latitude Map Settings asks for: a deeper zoom for a smaller span', async () => {
    // 0.01° around 4.17° N is 934 px at zoom 17 and does not fit 960 px at 18.
    const tv = start({ server: fakeServer(manifest('m', { map: tvMap({ center: { lat: 4.17, lng: 73.5 }, lat_diff: 0.01 }) })) });
    await tv.clock.advance(0);
    expect(tv.shown().id).toBe('map');
    expect(tiles(tv).length).toBeGreaterThan(0);
    expect(tiles(tv).every((url) => url.startsWith('/map-tiles/17/'))).toBe(true);
  });

  it('puts each key place, the overlay corners and the TV where the tiles show them', async () => {
    const map = tvMap({
      center: { lat: 0, lng: 0 },
      overlay: {
        top_left: { lat: latAt(-256), lng: -2 * TILE_LNG },
        bottom_right: { lat: latAt(128), lng: TILE_LNG },
        images: [{ url: '/api/v1/files/plan', hash: 'p', language_code: 'en', width: 800, height: 400 }],
      },
      places: [place(1, 'Main Jetty', 0, 0, { icon_url: '/api/v1/ui/icons/anchor.svg', icon_background: '#2B6CB0' }), place(2, 'Spa', latAt(128), TILE_LNG)],
    });
    const tv = start({ server: fakeServer(manifest('m', { tv: { id: 1, name: 'Lobby', lat: latAt(-64), lng: -TILE_LNG / 2 }, map })) });
    await tv.clock.advance(0);
    expect(tv.shown().id).toBe('map');
    expect(tv.loaded).toContain('/api/v1/files/plan');
    expect(tv.loaded).toContain('/api/v1/ui/icons/anchor.svg');

    const near = (value: number, expected: number) => expect(Math.abs(value - expected)).toBeLessThan(0.6);
    const jetty = onMap(tv, pin(tv, 1).querySelector('.tv-pin__head')!);
    near(jetty.x, 960);
    near(jetty.y, 480);
    const spa = onMap(tv, pin(tv, 2).querySelector('.tv-pin__head')!);
    near(spa.x, 960 + 256);
    near(spa.y, 480 + 128);
    expect(pin(tv, 1).textContent).toBe('Main Jetty');
    expect(getComputedStyle(pin(tv, 1).querySelector('.tv-pin__head')!).backgroundColor).toBe('rgb(43, 108, 176)');
    expect(getComputedStyle(pin(tv, 1).querySelector('.tv-map__label')!).fontSize).toBe('36px');

    const overlay = tv.root.querySelector<HTMLImageElement>('.tv-map__overlay')!;
    const box = onMap(tv, overlay);
    near(box.left, 960 - 512);
    near(box.top, 480 - 256);
    near(box.width, 768);
    near(box.height, 384);
    expect(getComputedStyle(overlay).opacity).toBe(String(MAP_OVERLAY_OPACITY));

    const here = tv.root.querySelector<HTMLElement>('.tv-map__here')!;
    expect(here.hidden).toBe(false);
    expect(here.textContent).toBe(TV_TEXT.youAreHere);
    const dot = onMap(tv, here.querySelector('.tv-map__here-dot')!);
    near(dot.x, 960 - 128);
    near(dot.y, 480 - 64);
  });

  it("shows no 'You are here' for a TV without coordinates", async () => {
    const tv = start({ server: fakeServer(manifest('m', { map: tvMap({ places: [place(1, 'Jetty', 4.17, 73.5)] }) })) });
    await tv.clock.advance(0);
    expect(tv.shown().id).toBe('map');
    expect(tv.root.querySelector<HTMLElement>('.tv-map__here')!.hidden).toBe(true);
    // Centred on its only place, at the spec's zoom.
    const jetty = onMap(tv, pin(tv, 1).querySelector('.tv-pin__head')!);
    expect([Math.round(jetty.x), Math.round(jetty.y)]).toEqual([960, 480]);
    expect(tiles(tv).every((url) => url.startsWith(`/map-tiles/${MAP_ZOOM}/`))).toBe(true);
  });

  it('turns the map by its heading with upright pins, and covers the turned slide with tiles', async () => {
    const map = tvMap({ center: { lat: 0, lng: 0 }, heading: 90, places: [place(1, 'East Beach', 0, TILE_LNG)] });
    const tv = start({ server: fakeServer(manifest('m', { map })) });
    await tv.clock.advance(0);
    expect(tv.root.querySelector<HTMLElement>('.tv-map__layer')!.style.transform).toBe('rotate(-90deg)');
    // Facing east: a place east of the centre is straight up.
    const beach = onMap(tv, pin(tv, 1).querySelector('.tv-pin__head')!);
    expect([Math.round(beach.x), Math.round(beach.y)]).toEqual([960, 480 - 256]);
    // The circle around the turned slide (radius 1073 px): 10 tiles each way.
    expect(tiles(tv)).toHaveLength(100);
    expect(tiles(tv)).toContain(`/map-tiles/${MAP_ZOOM}/8187/8187`);
    expect(tiles(tv)).toContain(`/map-tiles/${MAP_ZOOM}/8196/8196`);
  });

  it('shows the map without the tiles that never arrive, and keeps rotating', async () => {
    const tv = start({ server: fakeServer(manifest('m', { events: [event(2, 'Band', '19:00', '20:00')], map: tvMap({ center: { lat: 0, lng: 0 } }) })), hangingImages: true });
    await tv.clock.advance(0);
    expect(tv.shown().id).toBe('today');
    await tv.clock.advance(10_000 + REQUEST_TIMEOUT_MS - 1);
    expect(tv.shown().id).toBe('today');
    await tv.clock.advance(1);
    expect(tv.shown().id).toBe('map');
    await tv.clock.advance(10_000);
    expect(tv.shown().id).toBe('today');
  });

  it('reuses its tiles and pins: a long rotation and a smaller map add no nodes', async () => {
    const server = fakeServer(
      manifest('v1', { events: [event(2, 'Band', '19:00', '20:00')], map: tvMap({ center: { lat: 0, lng: 0 }, places: [place(1, 'A', 0, 0), place(2, 'B', 0, TILE_LNG)] }) }),
    );
    const tv = start({ server });
    await tv.clock.advance(20_000);
    const nodes = tv.root.querySelectorAll('*').length;
    await tv.clock.advance(10 * 60_000);
    expect(tv.root.querySelectorAll('*').length).toBe(nodes);
    // Loaded once: the tiles of an unchanged map are not asked for again on every turn of the rotation.
    expect(tiles(tv)).toHaveLength(32);
    server.state.manifest = manifest('v2', { events: [event(2, 'Band', '19:00', '20:00')], map: tvMap({ center: { lat: 0, lng: 0 }, places: [place(1, 'A', 0, 0)] }) });
    await tv.clock.advance(60_000);
    expect(tv.root.querySelectorAll('*').length).toBeLessThanOrEqual(nodes);
    expect(tv.root.querySelectorAll('.tv-pin:not([hidden])')).toHaveLength(1);
  });
});

describe('what the service worker keeps for a reload offline (imagesOf)', () => {
  it("lists the map slide's tiles, the same ones the slide draws, with the overlay and the places' icons", () => {
    const map = tvMap({
      center: { lat: 0, lng: 0 },
      overlay: { top_left: { lat: 0.01, lng: -0.01 }, bottom_right: { lat: -0.01, lng: 0.01 }, images: [{ url: '/api/v1/files/plan', hash: 'p', language_code: 'en', width: 800, height: 500 }] },
      places: [place(1, 'Jetty', 0, 0, { icon_url: '/api/v1/files/anchor' })],
    });
    const urls = imagesOf(manifest('m', { map }));
    const tiles = tilesOf(mapViewOf(map), map.tiles.url).map((tile) => tile.url);
    // The 1920 x 960 slide centred on a tile corner: 8 columns by 4 rows of 256 px tiles.
    expect(tiles).toHaveLength(32);
    expect(tiles).toContain(`/map-tiles/${MAP_ZOOM}/8192/8192`);
    expect(urls).toEqual(expect.arrayContaining([...tiles, '/api/v1/files/plan', '/api/v1/files/anchor']));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists no tiles when there is no map slide', () => {
    expect(imagesOf(manifest('m', { banners: [banner(1, 'Spa Week')] }))).toEqual(['/api/v1/files/banner-1']);
  });
});

