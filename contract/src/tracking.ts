/**
 * Map › Tracking (spec sections 2, 3, 5, 7 'Tracking'; issue 20): tracking groups and their trackers,
 * the device's position ingest and the schemas the console's forms, the mocks and the server share.
 * Routes (under /api/v1): tracking/groups, tracking/groups/{id}, tracking/groups/selectors/types,
 * tracking/trackers, tracking/trackers/{id}, …/{id}/token, …/{id}/trail, tracking/positions (the
 * device's, by device token), tracking/stream (server-sent events).
 */
import * as yup from 'yup';
import { oneOf, REQUIRED } from './contentFields';
import { listQuerySchema } from './taskTypes';
import {
  TRACKER_BATCH_MAX,
  TRACKER_CLOCK_SKEW_MINUTES,
  trackerHistoryCutoff,
  TRACKING_GROUP_ORDER_KEYS,
  TRACKING_GROUP_TYPE_VALUES,
  TRACKING_MSG,
  type TrackerStatus,
  type TrackingGroupType,
} from './trackingTexts';

// The constants, the status rule and the texts live apart from the schemas, so screens read them without yup.
export * from './trackingTexts';

/** A position as stored and answered. */
export interface TrackerPosition {
  lat: number;
  lng: number;
  /** Metres (the device's horizontal accuracy), when it says. */
  accuracy: number | null;
  /** Metres per second, when the device says. */
  speed: number | null;
  /** Degrees clockwise from north, when the device says. */
  heading: number | null;
  recorded_at: string;
}

/** A tracker (section 3: id, name, ui_status, tracking_group_id; the rest ours for the map and the status). */
export interface Tracker {
  id: number;
  name: string;
  tracking_group_id: number;
  /** trackerUiStatus at the time of the answer; the console recomputes it as time passes. */
  ui_status: TrackerStatus;
  /** The newest position, or null before the first. */
  last_position: TrackerPosition | null;
  /** When the newest position was recorded (null before the first). */
  last_seen_at: string | null;
  /** When it last moved TRACKER_IDLE_METERS (nextTrackerAnchor). */
  moved_at: string | null;
  /** Whether a device token is set (the token itself is answered only when made). */
  has_token: boolean;
  updated: string;
}

/** POST tracking/trackers and POST tracking/trackers/{id}/token: the token, shown this once. */
export interface TrackerWithToken extends Tracker {
  token: string;
}

/** A row of GET tracking/groups. */
export interface TrackingGroupRow {
  id: number;
  name: string;
  type: TrackingGroupType;
  type_text: string;
  trackers_count: number;
  updated: string;
}

/** GET tracking/groups/{id} (section 3: id, name, type, type_text, trackers_count, trackers). */
export interface TrackingGroup extends TrackingGroupRow {
  trackers: Tracker[];
}

/** One event of GET tracking/stream (event 'trackers'): the trackers that moved or changed. */
export interface TrackerStreamEvent {
  trackers: Tracker[];
  at: string;
}

const requiredName = () => yup.string().trim(REQUIRED).strict(false).required(REQUIRED).max(200);

/** POST tracking/groups and PATCH tracking/groups/{id}. */
export const trackingGroupSchema = yup.object({
  name: requiredName(),
  type: oneOf(TRACKING_GROUP_TYPE_VALUES),
});
export type TrackingGroupPayload = yup.InferType<typeof trackingGroupSchema>;

/** POST tracking/trackers. */
export const trackerSchema = yup.object({
  name: requiredName(),
  tracking_group_id: yup.number().typeError(REQUIRED).integer(REQUIRED).positive(REQUIRED).required(REQUIRED),
});
export type TrackerPayload = yup.InferType<typeof trackerSchema>;

export const trackingGroupListQuerySchema = listQuerySchema(TRACKING_GROUP_ORDER_KEYS);
export type TrackingGroupListQuery = yup.InferType<typeof trackingGroupListQuerySchema>;

const MINUTE = 60_000;
const bounded = (min: number, max: number, message: string) => yup.number().typeError(message).min(min, message).max(max, message);

/** One position as a device sends it; recorded_at (default: when received) within the kept history and the clock skew of `now`. */
export function trackerPositionSchema(now: number) {
  return yup.object({
    lat: bounded(-90, 90, TRACKING_MSG.latitude).required(REQUIRED),
    lng: bounded(-180, 180, TRACKING_MSG.longitude).required(REQUIRED),
    accuracy: bounded(0, 100_000, TRACKING_MSG.accuracy).nullable().default(null),
    speed: bounded(0, 300, TRACKING_MSG.speed).nullable().default(null),
    heading: bounded(0, 360, TRACKING_MSG.heading).nullable().default(null),
    recorded_at: yup
      .string()
      .nullable()
      .default(null)
      .test('iso', TRACKING_MSG.recordedAt, (v) => v == null || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v))))
      .test('future', TRACKING_MSG.recordedInFuture, (v) => v == null || Number.isNaN(Date.parse(v)) || Date.parse(v) <= now + TRACKER_CLOCK_SKEW_MINUTES * MINUTE)
      .test('old', TRACKING_MSG.recordedTooOld, (v) => v == null || Number.isNaN(Date.parse(v)) || Date.parse(v) >= trackerHistoryCutoff(now)),
  });
}

/** A batch: { positions: [...] } with 1 to TRACKER_BATCH_MAX positions. */
export function trackerBatchSchema(now: number) {
  return yup.object({
    positions: yup.array(trackerPositionSchema(now).required()).typeError(TRACKING_MSG.batch).min(1, TRACKING_MSG.batch).max(TRACKER_BATCH_MAX, TRACKING_MSG.batch).required(TRACKING_MSG.batch),
  });
}

/**
 * The schema for a POST tracking/positions body: a batch when it has `positions`, else one position. The backends
 * branch the same way themselves (`'positions' in body`), so each validation keeps its own schema's type.
 */
export function trackerIngestSchema(body: Record<string, unknown>, now: number) {
  return 'positions' in body ? trackerBatchSchema(now) : trackerPositionSchema(now);
}

/** A validated ingest body as a list of positions, each stamped (recorded_at defaults to `now`). */
export function ingestPositions(
  valid: yup.InferType<ReturnType<typeof trackerBatchSchema>> | yup.InferType<ReturnType<typeof trackerPositionSchema>>,
  now: number,
): TrackerPosition[] {
  const list = 'positions' in valid ? valid.positions : [valid];
  return list.map((p) => ({
    lat: p.lat,
    lng: p.lng,
    accuracy: p.accuracy ?? null,
    speed: p.speed ?? null,
    heading: p.heading ?? null,
    recorded_at: new Date(p.recorded_at ? Date.parse(p.recorded_at) : now).toISOString(),
  }));
}
