/**
 * Map › Tracking (spec sections 2, 3, 7; issue 20): the constants, the status rule, the group types and
 * the screen's texts — everything the list screen, the live map and the backends read without yup
 * (the schemas are in tracking.ts, which re-exports this module).
 */

/** A tracker with no position for this long is 'offline'. */
export const TRACKER_OFFLINE_MINUTES = 5;
/** A tracker that has not moved this far from where it last settled is not moving (GPS jitter stays under it). */
export const TRACKER_IDLE_METERS = 25;
/** A tracker counts as 'moving' for this long after it last moved TRACKER_IDLE_METERS; 'idle' after. */
export const TRACKER_IDLE_MINUTES = 2;
/** How long positions are kept (the trail): older ones are deleted. */
export const TRACKER_HISTORY_HOURS = 24;
/** At most this many positions per tracker (24 h at one every 5 s is 17,280): the oldest go first. */
export const TRACKER_HISTORY_CAP = 20_000;
/** GET tracking/trackers/{id}/trail answers at most this many positions (the newest, oldest first). */
export const TRACKER_TRAIL_MAX = 2_000;
/** POST tracking/positions takes one position or a batch of at most this many. */
export const TRACKER_BATCH_MAX = 100;
/** A position may be stamped at most this far in the future (device clocks drift). */
export const TRACKER_CLOCK_SKEW_MINUTES = 5;
/** POST tracking/positions per device token (429 with Retry-After beyond it): one post every 2 s on average. */
export const TRACKER_RATE_LIMIT = { requests: 30, windowSeconds: 60 } as const;
/** The console redraws statuses this often (offline comes with time, not with an event). */
export const TRACKER_STATUS_TICK_MS = 30_000;

export const TRACKER_STATUSES = ['moving', 'idle', 'offline'] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];

/** The tracker's state in words (its badge). */
export const TRACKER_STATUS_TEXT: Record<TrackerStatus, string> = { moving: 'Moving', idle: 'Idle', offline: 'Offline' };

/** The kinds of group (GET tracking/groups/selectors/types): value stored, label shown. */
export const TRACKING_GROUP_TYPES = [
  { value: 'buggy', label: 'Buggy' },
  { value: 'shuttle', label: 'Shuttle' },
  { value: 'boat', label: 'Boat' },
  { value: 'staff', label: 'Staff' },
  { value: 'other', label: 'Other' },
] as const;
export type TrackingGroupType = (typeof TRACKING_GROUP_TYPES)[number]['value'];
export const TRACKING_GROUP_TYPE_VALUES = TRACKING_GROUP_TYPES.map((t) => t.value) as TrackingGroupType[];

/** The label of a stored type (the type_text of a group). */
export function trackingGroupTypeText(type: string): string {
  return TRACKING_GROUP_TYPES.find((t) => t.value === type)?.label ?? type;
}

const MINUTE = 60_000;
const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a tracker last settled and when it last moved (stored with the tracker; null before its first position). */
export interface TrackerAnchor {
  anchor_lat: number;
  anchor_lng: number;
  /** When it last moved TRACKER_IDLE_METERS away from the anchor (or its first position). */
  moved_at: string;
}

/**
 * The anchor after a new position: the position becomes the anchor (and moved_at its time) when it is
 * TRACKER_IDLE_METERS or more from the anchor, or when there is none; otherwise the anchor stays.
 * A position older than the last one seen (a late batch) never moves the anchor back.
 */
export function nextTrackerAnchor(anchor: TrackerAnchor | null, position: { lat: number; lng: number; recorded_at: string }): TrackerAnchor {
  if (!anchor) return { anchor_lat: position.lat, anchor_lng: position.lng, moved_at: position.recorded_at };
  if (Date.parse(position.recorded_at) < Date.parse(anchor.moved_at)) return anchor;
  const moved = distanceMeters({ lat: anchor.anchor_lat, lng: anchor.anchor_lng }, position) >= TRACKER_IDLE_METERS;
  return moved ? { anchor_lat: position.lat, anchor_lng: position.lng, moved_at: position.recorded_at } : anchor;
}

/** A position as the rules read it (the full shape is TrackerPosition in tracking.ts). */
interface PositionLike {
  lat: number;
  lng: number;
  recorded_at: string;
}

/**
 * A tracker after new positions (in any order): its newest position — the latest of the batch, only when
 * it is not older than the one it has (a late batch fills the trail, it does not move the tracker back) —
 * and its anchor after each position in time order. Both backends store what this answers.
 */
export function trackerAfterPositions<P extends PositionLike>(
  current: { last_seen_at: string | null; anchor: TrackerAnchor | null },
  positions: readonly P[],
): { newest: P | null; anchor: TrackerAnchor | null; inOrder: P[] } {
  const inOrder = [...positions].sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at));
  const latest = inOrder[inOrder.length - 1];
  const newest = latest && (!current.last_seen_at || Date.parse(latest.recorded_at) >= Date.parse(current.last_seen_at)) ? latest : null;
  return { newest, anchor: inOrder.reduce<TrackerAnchor | null>((a, p) => nextTrackerAnchor(a, p), current.anchor), inOrder };
}

/** The oldest instant (ms) a kept position may have at `now`: TRACKER_HISTORY_HOURS before it (the ingest's check, the trail, the deletes). */
export const trackerHistoryCutoff = (now: number): number => now - TRACKER_HISTORY_HOURS * 60 * MINUTE;

/** Which kept positions go: those older than TRACKER_HISTORY_HOURS before `now`, then the oldest beyond `cap` per tracker. */
export function historyToKeep<P extends { recorded_at: string }>(positions: readonly P[], now: number, cap: number = TRACKER_HISTORY_CAP): P[] {
  const cutoff = trackerHistoryCutoff(now);
  const fresh = positions.filter((p) => Date.parse(p.recorded_at) >= cutoff);
  if (fresh.length <= cap) return fresh;
  return [...fresh].sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at)).slice(fresh.length - cap);
}

/**
 * The tracker's ui_status at `now`: 'offline' with no position, or none for TRACKER_OFFLINE_MINUTES;
 * 'moving' when it moved TRACKER_IDLE_METERS within TRACKER_IDLE_MINUTES; 'idle' otherwise.
 */
export function trackerUiStatus(tracker: { last_seen_at: string | null; moved_at: string | null }, now: Date | number): TrackerStatus {
  const t = typeof now === 'number' ? now : now.getTime();
  if (!tracker.last_seen_at || t - Date.parse(tracker.last_seen_at) > TRACKER_OFFLINE_MINUTES * MINUTE) return 'offline';
  if (tracker.moved_at && t - Date.parse(tracker.moved_at) <= TRACKER_IDLE_MINUTES * MINUTE) return 'moving';
  return 'idle';
}

/**
 * A device token as issued: `<company id>.<secret>`. The company part lets the ingest find the tracker
 * through that company's seam; only the secret's SHA-256 is stored.
 */
export function parseTrackerToken(token: string | undefined | null): { companyId: number; secret: string } | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(token ?? '');
  if (!match) return null;
  const companyId = Number(match[1]);
  return Number.isSafeInteger(companyId) && companyId > 0 && companyId <= 2147483647 ? { companyId, secret: match[2] } : null;
}

/** Not spec texts (the spec's 'Field is required' is MSG.fieldRequired): the ingest's and the forms' messages. */
export const TRACKING_MSG = {
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  accuracy: 'Accuracy must be a number of metres from 0 to 100000',
  speed: 'Speed must be a number of metres per second from 0 to 300',
  heading: 'Heading must be a number of degrees from 0 to 360',
  recordedAt: 'recorded_at must be an ISO 8601 date and time',
  recordedInFuture: `recorded_at cannot be more than ${TRACKER_CLOCK_SKEW_MINUTES} minutes in the future`,
  recordedTooOld: `recorded_at cannot be more than ${TRACKER_HISTORY_HOURS} hours ago`,
  batch: `Send one position, or { positions: [...] } with 1 to ${TRACKER_BATCH_MAX} of them`,
  groupType: 'Choose a type from the list',
  badToken: 'The device token is missing, invalid or revoked',
} as const;

/** The screen's texts (section 2 'Tracking Groups'; the rest ours). */
export const TRACKING_TEXT = {
  title: 'Tracking',
  addGroup: 'Add group',
  createGroupTitle: 'Create New Tracking Group',
  createGroup: 'Create Tracking Group',
  basicInformation: 'Basic Information',
  trackersTab: (count: number) => `Trackers (${count})`,
  name: 'Name',
  type: 'Type',
  trackersCount: 'Trackers',
  addTracker: 'Add tracker',
  trackerName: 'Tracker name',
  status: 'Status',
  lastSeen: 'Last seen',
  never: 'Never',
  noGroups: 'No tracking groups yet',
  noTrackers: 'No trackers in this group yet',
  noMatch: 'Nothing matches the search',
  liveMap: 'Live map',
  deviceToken: 'Device token',
  tokenOnce: 'Copy this token into the device now: it is shown only once.',
  copyToken: 'Copy token',
  copied: 'Copied',
  newToken: 'New token',
  revokeToken: 'Revoke token',
  noToken: 'No device token: the tracker cannot post positions.',
  trail: 'Trail',
} as const;

/** The columns the groups list sorts by (`order_by=key:ASC|DESC`); the first is the default. */
export const TRACKING_GROUP_ORDER_KEYS = ['name', 'type', 'trackers_count', 'updated'] as const;
