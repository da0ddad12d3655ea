/**
 * Map › TVs' words, wire types and the status rule (spec sections 2, 3; issue 20): no yup here, so the
 * TVs table's first load does not carry the schemas (contract/src/tvs.ts re-exports this module and adds
 * them; they load with the drawer).
 */

/** The screen's texts (section 2 TVs; the rest are ours). */
export const TVS_TEXT = {
  title: 'TVs',
  addTv: 'Add TV',
  createTitle: 'Create New TV',
  createButton: 'Create TV',
  basicTab: 'Basic Information',
  columns: { name: 'Name', coordinates: 'Coordinates', lastSeen: 'Last seen' },
  fields: { name: 'Name', lat: 'Latitude', lng: 'Longitude', link: 'Display link' },
  empty: 'No TVs yet',
  noMatch: 'Nothing matches the search',
  noCoordinates: 'Not placed',
  never: 'Never',
  newLink: 'New link',
  newLinkConfirmTitle: 'Make a new display link?',
  newLinkConfirm: 'The TV showing the old link stops working at once; open the new link on it.',
  newLinkDone: 'A new link was made; the old one no longer works',
  copyLink: 'Copy link',
  copied: 'Link copied',
  /** Read after the link's address by screen readers. */
  newTab: '(opens in a new tab)',
} as const;

/** A TV counts as offline when its last heartbeat is older than this (issue 20: 'offline only after a set time'). */
export const TV_OFFLINE_AFTER_MINUTES = 3;

export const TV_STATUSES = ['never-seen', 'online', 'offline'] as const;
export type TvStatus = (typeof TV_STATUSES)[number];
export const TV_STATUS_TEXT: Record<TvStatus, string> = { 'never-seen': 'Never seen', online: 'Online', offline: 'Offline' };

/** A TV's status at `now` from when it last reported: never seen, online, or offline after TV_OFFLINE_AFTER_MINUTES. */
export function tvStatus(lastSeen: string | Date | null | undefined, now: Date | number = Date.now()): TvStatus {
  if (lastSeen === null || lastSeen === undefined) return 'never-seen';
  const seen = typeof lastSeen === 'string' ? Date.parse(lastSeen) : lastSeen.getTime();
  if (Number.isNaN(seen)) return 'never-seen';
  const at = typeof now === 'number' ? now : now.getTime();
  return at - seen > TV_OFFLINE_AFTER_MINUTES * 60_000 ? 'offline' : 'online';
}

export const TV_WAKE_LOCK_STATES = ['held', 'released', 'unsupported'] as const;
export type TvWakeLock = (typeof TV_WAKE_LOCK_STATES)[number];

/** What a TV's display page last reported (POST display/tv/{token}/heartbeat). */
export interface TvHeartbeat {
  version: string;
  uptime_s: number;
  /** 'WxH', e.g. '1920x1080'. */
  resolution: string;
  current_slide: string | null;
  wake_lock: TvWakeLock;
}

/** A TV (section 3: id, name, url, lat, lng) with what its page last reported. */
export interface Tv {
  id: number;
  name: string;
  /** The display page's unguessable link, `${origin}/tv/<token>`; POST tvs/{id}/link replaces it. */
  url: string;
  lat: number | null;
  lng: number | null;
  /** ISO instant of the last heartbeat; null until the page first reports. */
  last_seen: string | null;
  /** tvStatus(last_seen) when the server answered. */
  status: TvStatus;
  heartbeat: TvHeartbeat | null;
  updated: string;
}

/** The columns the list sorts by (`order_by=key:ASC|DESC`); the first is the default, ascending. */
export const TV_ORDER_KEYS = ['name', 'last_seen', 'updated'] as const;

/** The display page's path on the server's origin (the console links it; the next session serves it). */
export const TV_DISPLAY_PATH = '/tv';
/**
 * GET display/tv/{token}/stream's event: `{ hash }` of the TV's manifest, sent when it opens and whenever it
 * changes. The display page imports it from @atoll/contract/tvsScreen (yup-free, unlike the barrel).
 */
export const TV_STREAM_EVENT = 'manifest';
export interface TvStreamEvent {
  hash: string;
}
/**
 * The display page's service worker (console/src/tv/sw.ts): a fixed, unhashed URL the browser re-checks on
 * every visit (the server answers it no-cache), controlling the pages under TV_DISPLAY_PATH.
 */
export const TV_SERVICE_WORKER_PATH = '/tv-sw.js';
