import { describe, expect, it } from 'vitest';
import { buildTvManifest, changeHash } from './domain';
import { MAP_DRAWN_TILES_ATTRIBUTION, MAP_TILE_PATH, worldLatLng, worldPixel, zoomForLatSpan } from './map';
import { TV_OFFLINE_AFTER_MINUTES, tvHeartbeatSchema, tvSchema, tvStatus } from './tvs';

describe('tvStatus', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('is never-seen without a heartbeat', () => expect(tvStatus(null, now)).toBe('never-seen'));
  it('stays online up to TV_OFFLINE_AFTER_MINUTES, offline after', () => {
    expect(tvStatus(new Date(now - TV_OFFLINE_AFTER_MINUTES * 60_000).toISOString(), now)).toBe('online');
    expect(tvStatus(new Date(now - TV_OFFLINE_AFTER_MINUTES * 60_000 - 1000).toISOString(), now)).toBe('offline');
  });
});

describe('schemas', () => {
  it("TV name is 'Field is required'", async () => {
    await expect(tvSchema.validate({ name: '  ' })).rejects.toThrow('Field is required');
  });
  it('heartbeat takes WxH and the wake-lock states only', async () => {
    const good = { version: '1.0.0', uptime_s: 5, resolution: '1920x1080', current_slide: 'banner-1', wake_lock: 'held' };
    await expect(tvHeartbeatSchema.validate(good)).resolves.toMatchObject(good);
    await expect(tvHeartbeatSchema.validate({ ...good, resolution: '1920*1080' })).rejects.toThrow('WxH');
    await expect(tvHeartbeatSchema.validate({ ...good, wake_lock: 'on' })).rejects.toThrow('One of');
  });
});

describe('buildTvManifest', () => {
  const base = {
    tv: { id: 1, name: 'Lobby', lat: 4.1, lng: 73.5 },
    property: { name: 'Resort', primary_color: '#123456', logo: null, time_zone: 'Pacific/Kiritimati' },
    banners: [
      { id: 2, name: 'B', description: [], images: [], sort_order: 2, show_on_tv: true },
      { id: 1, name: 'A', description: [], images: [], sort_order: 1, show_on_tv: true },
      { id: 3, name: 'App only', description: [], images: [], sort_order: 0, show_on_tv: false },
    ],
    // 2026-11-26 22:00 UTC is Friday 27th in UTC+14 (weekday 6).
    events: [
      { id: 1, name: [], description: [], start_time: '19:00', end_time: '20:00', cover: null, active: true, weekly_recurring_day: [6] },
      { id: 2, name: [], description: [], start_time: '09:00', end_time: '10:00', cover: null, active: true, weekly_recurring_day: [5, 6] },
      { id: 3, name: [], description: [], start_time: '08:00', end_time: '10:00', cover: null, active: false, weekly_recurring_day: [6] },
      { id: 4, name: [], description: [], start_time: '08:00', end_time: '10:00', cover: null, active: true, weekly_recurring_day: [5] },
    ],
    map: {
      settings: { map_lat: 4.17, map_lng: 73.5, map_lat_diff: 0.01, map_heading: 0 },
      overlay: { top_left_lat: 4.18, top_left_lng: 73.49, bottom_right_lat: null, bottom_right_lng: 73.52, images: [] },
      places: [
        { id: 9, name: 'Spa', description: [], lat: 4.1, lng: 73.5, icon_url: null, icon_color: '#FFFFFF', icon_background: '#F56565', cover: null, sort_order: 2 },
        { id: 8, name: 'Jetty', description: [], lat: 4.1, lng: 73.5, icon_url: null, icon_color: '#FFFFFF', icon_background: '#F56565', cover: null, sort_order: 1 },
      ],
      tiles: { url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION },
    },
  };
  it("shows TV banners in order and today's active events in the property's zone", () => {
    const m = buildTvManifest({ ...base, now: new Date('2026-11-26T22:00:00Z') });
    expect(m.date).toBe('2026-11-27');
    expect(m.banners.map((b) => b.id)).toEqual([1, 2]);
    expect(m.events.map((e) => e.id)).toEqual([2, 1]);
    expect(m.map?.center).toEqual({ lat: 4.17, lng: 73.5 });
    expect(m.map?.overlay).toBeNull(); // a corner not saved yet
    expect(m.map?.places.map((p) => p.name)).toEqual(['Jetty', 'Spa']);
    expect(m.map?.tiles).toEqual({ url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION });
    expect(buildTvManifest({ ...base, map: { ...base.map, settings: null, overlay: null, places: [] }, now: new Date() }).map).toBeNull();
  });
  it('hash ignores generated_at and changes with content', () => {
    const a = buildTvManifest({ ...base, now: new Date('2026-11-26T22:00:00Z') });
    const b = buildTvManifest({ ...base, now: new Date('2026-11-26T22:05:00Z') });
    const c = buildTvManifest({ ...base, tv: { ...base.tv, name: 'Lobby 2' }, now: new Date('2026-11-26T22:05:00Z') });
    expect(a.hash).toBe(b.hash);
    expect(c.hash).not.toBe(a.hash);
    expect(changeHash('x')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('Web Mercator', () => {
  it('puts the world on 256 px at zoom 0 and doubles it each zoom, and comes back to the same place', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel(0, -180, 1)).toEqual({ x: 0, y: 256 });
    const { x, y } = worldPixel(4.1755, 73.5093, 14);
    // Malé at zoom 14 lies in tile 11537/8001 (as the OpenStreetMap tile servers number it).
    expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual([11537, 8001]);
    const back = worldLatLng(x, y, 14);
    expect(back.lat).toBeCloseTo(4.1755, 9);
    expect(back.lng).toBeCloseTo(73.5093, 9);
  });
  it('picks the deepest whole zoom at which a latitude span fits a height', () => {
    // 0.01° of latitude near the equator is about 1.1 km: 467 px at zoom 16, 934 at 17, 1869 at 18 (too tall for 960).
    expect(zoomForLatSpan(4.17, 0.01, 960)).toBe(17);
    expect(zoomForLatSpan(4.17, 0.02, 960)).toBe(16);
    expect(zoomForLatSpan(4.17, 10, 960)).toBe(7);
    expect(zoomForLatSpan(4.17, 0, 960)).toBe(19);
  });
});
