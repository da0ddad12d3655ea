/**
 * Map › TVs (spec sections 2, 3, 5, 7; issue 20): the staff calls (tvs: GET list, GET {id}, POST,
 * PATCH {id}, POST {id}/link) and the display page's public calls authenticated by the link's token
 * (GET display/tv/{token}/manifest, POST display/tv/{token}/heartbeat). The mocks, the server and
 * the console's form share these schemas; the table reads tvsScreen.ts without yup.
 */
import * as yup from 'yup';
import { DEFAULT_PAGE_SIZE, parseOrderBy } from './api';
import { CONTENT_TEXT, REQUIRED } from './contentFields';
import type { MapTiles } from './map';
import type { Translatable } from './translations';
import { TV_ORDER_KEYS, TV_WAKE_LOCK_STATES, type TvStatus } from './tvsScreen';

export * from './tvsScreen';

/** A coordinate, or none: an empty field (the form's text) is none too. */
const coordinate = (min: number, max: number, message: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || (typeof original === 'string' && original.trim() === '') ? null : value))
    .typeError(message)
    .min(min, message)
    .max(max, message)
    .nullable()
    .optional();

/** POST tvs and PATCH tvs/{id} (the same body): name 'Field is required' (section 5), lat and lng optional. */
export const tvSchema = yup.object({
  name: yup.string().trim(REQUIRED).strict(false).required(REQUIRED).max(200),
  lat: coordinate(-90, 90, CONTENT_TEXT.latitude),
  lng: coordinate(-180, 180, CONTENT_TEXT.longitude),
});
export type TvPayload = yup.InferType<typeof tvSchema>;

/** GET tvs: page, limit (≤ 100), order_by over TV_ORDER_KEYS, q_name — as the other tables. */
export const tvListQuerySchema = yup.object({
  page: yup.number().typeError('Page must be a number').integer().min(1).default(1),
  limit: yup.number().typeError('Limit must be a number').integer().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  order_by: yup.string().test('order-key', `Order by one of: ${TV_ORDER_KEYS.join(', ')}`, (v) => {
    const key = parseOrderBy(v)?.key;
    return !v || (key !== undefined && (TV_ORDER_KEYS as readonly string[]).includes(key));
  }),
  q_name: yup.string().max(200),
});
export type TvListQuery = yup.InferType<typeof tvListQuerySchema>;

/** The link's token: 32 random bytes, base64url (43 characters). Anything else is 404 without a lookup. */
export const TV_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const TV_HEARTBEAT_TEXT = {
  resolution: "Use the format WxH, e.g. '1920x1080'",
  wakeLock: `One of: ${TV_WAKE_LOCK_STATES.join(', ')}`,
  uptime: 'Uptime is a whole number of seconds of 0 or more',
} as const;

/** POST display/tv/{token}/heartbeat: what the display page reports; unknown keys are dropped. */
export const tvHeartbeatSchema = yup
  .object({
    version: yup.string().trim().strict(false).required(REQUIRED).max(64),
    uptime_s: yup.number().typeError(TV_HEARTBEAT_TEXT.uptime).required(REQUIRED).integer(TV_HEARTBEAT_TEXT.uptime).min(0, TV_HEARTBEAT_TEXT.uptime).max(10 * 365 * 86_400, TV_HEARTBEAT_TEXT.uptime),
    resolution: yup.string().required(REQUIRED).matches(/^[1-9]\d{0,4}x[1-9]\d{0,4}$/, TV_HEARTBEAT_TEXT.resolution),
    current_slide: yup.string().max(200).nullable().default(null),
    wake_lock: yup.string().required(REQUIRED).oneOf(TV_WAKE_LOCK_STATES, TV_HEARTBEAT_TEXT.wakeLock),
  });
export type TvHeartbeatPayload = yup.InferType<typeof tvHeartbeatSchema>;

/** Heartbeats per link token: a page reports about once a minute; more than this in a window is 429. */
export const TV_HEARTBEAT_RATE_LIMIT = { requests: 10, windowSeconds: 60 } as const;
/**
 * Open GET display/tv/{token}/stream per link token; one more is 429. A TV needs one (two for a moment while
 * the page reloads), so a leaked link cannot hold the server's connections open by the hundred.
 */
export const TV_STREAM_LIMIT = 4;

// The display page's manifest -----------------------------------------------------------------

/** An image the page shows, with a hash of its bytes so a client can cache it and notice a change. */
export interface TvImage {
  url: string;
  hash: string;
}

export interface TvManifestBanner {
  id: number;
  name: string;
  description: Translatable;
  /** One image per language. */
  images: (TvImage & { language_code: string })[];
}

export interface TvManifestEvent {
  id: number;
  name: Translatable;
  description: Translatable;
  /** HH:mm in the property's time zone. */
  start_time: string;
  end_time: string;
  cover: TvImage | null;
}

/**
 * GET display/tv/{token}/manifest: everything the display page shows, read-only. `hash` changes
 * whenever anything a TV shows changes (not with `generated_at`), so a client compares hashes only.
 */
export interface TvManifest {
  hash: string;
  generated_at: string;
  tv: { id: number; name: string; lat: number | null; lng: number | null };
  property: { name: string; primary_color: string; logo: TvImage | null; time_zone: string };
  /** The property's date (YYYY-MM-DD) the events are for. */
  date: string;
  /** Banners with show_on_tv, in sort order. */
  banners: TvManifestBanner[];
  /** Today's active weekly events, by start time. */
  events: TvManifestEvent[];
  /** The property's map (Map Settings), its overlay and its key places; null when none of them is set up (no map to draw). */
  map: TvManifestMap | null;
}

export interface TvLatLng {
  lat: number;
  lng: number;
}

/** A key place as the TV draws it: its pin (icon and colours), name and cover. */
export interface TvMapPlace {
  id: number;
  name: string;
  description: Translatable;
  lat: number;
  lng: number;
  icon_url: string | null;
  icon_color: string;
  icon_background: string;
  cover: TvImage | null;
}

export interface TvManifestMap {
  /** map_lat / map_lng of Map Settings; null until both are saved. */
  center: TvLatLng | null;
  lat_diff: number | null;
  heading: number | null;
  /** The overlay between its corners (opacity is the page's, MAP_OVERLAY_OPACITY); null until both corners are saved. */
  overlay: { top_left: TvLatLng; bottom_right: TvLatLng; images: (TvImage & { language_code: string; width: number; height: number })[] } | null;
  /** Key places in sort order. */
  places: TvMapPlace[];
  /** Where the tiles come from and the attribution every map shows (GET map/tiles' answer: the TV page has no session to ask). */
  tiles: MapTiles;
}

/** What the heartbeat answers: the TV's status as recorded (online). */
export interface TvHeartbeatAnswer {
  status: TvStatus;
  last_seen: string;
}
