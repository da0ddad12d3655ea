/**
 * Map › TVs (issue 20): the list's order and paging for the mocks (the server does the same in SQL),
 * and the display page's manifest built from plain rows — which banners and events a TV shows today
 * in the property's time zone, its map and key places, and the hash that changes when any of it does. Both backends call
 * buildTvManifest, so the page reads the same manifest from either.
 */
import { parseOrderBy, type Paged } from '../api';
import type { MapTiles } from '../map';
import type { Tv, TvImage, TvListQuery, TvManifest, TvManifestBanner, TvManifestEvent, TvManifestMap, TvMapPlace } from '../tvs';
import { todaysEvents } from './todayEvents';

/** Text as the server sorts it: lower(col) by code unit; NULL after every value. */
function compareValues(left: string | null, right: string | null): number {
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  const l = left.toLowerCase();
  const r = right.toLowerCase();
  return l < r ? -1 : l > r ? 1 : 0;
}

const TV_SORT: Record<string, (row: Tv) => string | null> = {
  name: (row) => row.name,
  last_seen: (row) => row.last_seen,
  updated: (row) => row.updated,
};

/** One page of TVs: q_name in the name (case-insensitive), order_by (default name ASC, ties by id). */
export function pageTvs(rows: readonly Tv[], query: TvListQuery): Paged<Tv> {
  const order = parseOrderBy(query.order_by);
  const value = TV_SORT[order?.key ?? 'name'] ?? TV_SORT.name;
  const sign = order?.direction === 'DESC' ? -1 : 1;
  const search = query.q_name?.trim().toLowerCase();
  const matching = rows
    .filter((row) => !search || row.name.toLowerCase().includes(search))
    .sort((a, b) => sign * compareValues(value(a), value(b)) || a.id - b.id);
  const start = (query.page - 1) * query.limit;
  return { data: matching.slice(start, start + query.limit), meta: { total: matching.length, page: query.page, limit: query.limit } };
}

/** The display link of a token on the server's public origin. */
export const tvDisplayUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/tv/${token}`;

/**
 * A short, stable digest of a text (two 32-bit FNV-1a lanes, 16 hex digits): for noticing change,
 * not for security — the link's token is the secret, never this.
 */
export function changeHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 0x01000193);
    b = Math.imul(b ^ ch, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** The inputs of a manifest, as either backend reads them (its own company's rows only). */
export interface TvManifestInput {
  now: Date;
  tv: { id: number; name: string; lat: number | null; lng: number | null };
  property: { name: string; primary_color: string; logo: TvImage | null; time_zone: string };
  banners: (TvManifestBanner & { sort_order: number; show_on_tv: boolean })[];
  events: (TvManifestEvent & { active: boolean; weekly_recurring_day: number[] })[];
  map: {
    settings: { map_lat: number | null; map_lng: number | null; map_lat_diff: number | null; map_heading: number | null } | null;
    overlay: {
      top_left_lat: number | null;
      top_left_lng: number | null;
      bottom_right_lat: number | null;
      bottom_right_lng: number | null;
      images: (TvImage & { language_code: string; width: number; height: number })[];
    } | null;
    places: (TvMapPlace & { sort_order: number })[];
    /** The backend's tile source (the server's MAP_TILE_URL and MAP_TILE_ATTRIBUTION, the mocks' drawn tiles). */
    tiles: MapTiles;
  };
}

const pair = (lat: number | null | undefined, lng: number | null | undefined) => (lat == null || lng == null ? null : { lat, lng });

/** The map part: the centre and the overlay only once saved whole; places in sort order (ties by id); null when there is nothing to draw. */
function mapOf({ settings, overlay, places, tiles }: TvManifestInput['map']): TvManifestMap | null {
  const topLeft = pair(overlay?.top_left_lat, overlay?.top_left_lng);
  const bottomRight = pair(overlay?.bottom_right_lat, overlay?.bottom_right_lng);
  const center = pair(settings?.map_lat, settings?.map_lng);
  if (!center && !(topLeft && bottomRight) && places.length === 0) return null;
  return {
    center,
    lat_diff: settings?.map_lat_diff ?? null,
    heading: settings?.map_heading ?? null,
    overlay:
      overlay && topLeft && bottomRight
        ? { top_left: topLeft, bottom_right: bottomRight, images: [...overlay.images].sort((x, y) => (x.language_code < y.language_code ? -1 : 1)) }
        : null,
    places: [...places].sort((x, y) => x.sort_order - y.sort_order || x.id - y.id).map(({ sort_order: _order, ...place }) => place),
    tiles: { url: tiles.url, attribution: tiles.attribution },
  };
}

/**
 * The manifest a TV plays: banners with show_on_tv in sort order (ties by id); the active weekly events
 * on the property's today, by start time (todaysEvents, the guest app's rule too); the TV's own place. `hash` covers everything but generated_at.
 */
export function buildTvManifest(input: TvManifestInput): TvManifest {
  const today = todaysEvents(input.events, input.now, input.property.time_zone);
  const date = today.date;
  const banners = input.banners
    .filter((b) => b.show_on_tv)
    .sort((x, y) => x.sort_order - y.sort_order || x.id - y.id)
    .map(({ id, name, description, images }) => ({ id, name, description, images: [...images].sort((x, y) => (x.language_code < y.language_code ? -1 : 1)) }));
  const events = today.events.map(({ id, name, description, start_time, end_time, cover }) => ({ id, name, description, start_time, end_time, cover }));
  const content = { tv: input.tv, property: input.property, date, banners, events, map: mapOf(input.map) };
  return { hash: changeHash(JSON.stringify(content)), generated_at: input.now.toISOString(), ...content };
}
