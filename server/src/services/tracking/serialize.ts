/** Rows → the wire shapes of section 3 (Tracking group, Tracker) with the status at `now`. */
import { trackerUiStatus, trackingGroupTypeText, type Tracker, type TrackingGroupRow } from '@atoll/contract';
import type { trackers, trackingGroups } from '../../db/schema';

export type TrackerRow = typeof trackers.$inferSelect;
export type TrackingGroupDbRow = typeof trackingGroups.$inferSelect;

export function toTracker(row: TrackerRow, now: Date): Tracker {
  const lastSeen = row.lastSeenAt?.toISOString() ?? null;
  const moved = row.movedAt?.toISOString() ?? null;
  return {
    id: row.id,
    name: row.name,
    tracking_group_id: row.trackingGroupId,
    ui_status: trackerUiStatus({ last_seen_at: lastSeen, moved_at: moved }, now),
    last_position:
      row.lastLat !== null && row.lastLng !== null && lastSeen
        ? { lat: row.lastLat, lng: row.lastLng, accuracy: row.lastAccuracy, speed: row.lastSpeed, heading: row.lastHeading, recorded_at: lastSeen }
        : null,
    last_seen_at: lastSeen,
    moved_at: moved,
    has_token: row.tokenHash !== null,
    updated: row.updatedAt.toISOString(),
  };
}

export function toGroupRow(row: TrackingGroupDbRow, trackersCount: number): TrackingGroupRow {
  return { id: row.id, name: row.name, type: row.type, type_text: trackingGroupTypeText(row.type), trackers_count: trackersCount, updated: row.updatedAt.toISOString() };
}
