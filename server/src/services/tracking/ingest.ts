/**
 * POST tracking/positions: a device posts its position(s) with its token. The token names the company
 * (`<company id>.<secret>`), so the tracker is looked up through that company's seam by the secret's
 * SHA-256; a malformed, unknown or revoked token is 401. Positions go to the history; the newest
 * becomes the tracker's last position and moves its status anchor (trackerAfterPositions). The history
 * stays bounded (the contract's historyToKeep, in SQL): positions older than TRACKER_HISTORY_HOURS are
 * deleted for the whole company on every ingest, and a tracker keeps at most TRACKER_HISTORY_CAP; a
 * company whose trackers have stopped posting is swept on an interval (./sweep.ts).
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  parseTrackerToken,
  TRACKER_HISTORY_CAP,
  trackerHistoryCutoff,
  TRACKING_MSG,
  trackerAfterPositions,
  type Tracker,
  type TrackerAnchor,
  type TrackerPosition,
} from '@atoll/contract';
import type { Db } from '../../db/client';
import { tenant, type Tenant } from '../../db/tenant';
import { trackerPositions, trackers } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hashToken } from '../../security/tokens';
import { toTracker, type TrackerRow } from './serialize';

export const badDeviceToken = () => new HttpError(401, { message: TRACKING_MSG.badToken });

/** The tracker a device token names (through its company's seam), or 401. */
export async function trackerOfToken(db: Db, authorization: string | undefined): Promise<{ own: Tenant; tracker: TrackerRow }> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  const parsed = parseTrackerToken(match?.[1]);
  if (!parsed) throw badDeviceToken();
  const own = tenant(db, parsed.companyId);
  const [tracker] = await own.select(trackers, eq(trackers.tokenHash, hashToken(parsed.secret)));
  if (!tracker) throw badDeviceToken();
  return { own, tracker };
}

const anchorOf = (row: TrackerRow): TrackerAnchor | null =>
  row.anchorLat !== null && row.anchorLng !== null && row.movedAt ? { anchor_lat: row.anchorLat, anchor_lng: row.anchorLng, moved_at: row.movedAt.toISOString() } : null;

/** Stores the positions of `tracker` and answers it as it is now. */
export async function ingestPositions(db: Db, own: Tenant, tracker: TrackerRow, positions: readonly TrackerPosition[], now: Date): Promise<Tracker> {
  const { newest, anchor, inOrder } = trackerAfterPositions({ last_seen_at: tracker.lastSeenAt?.toISOString() ?? null, anchor: anchorOf(tracker) }, positions);
  const cutoff = new Date(trackerHistoryCutoff(now.getTime()));
  const row = await db.transaction(async (tx) => {
    const ownTx = own.in(tx);
    await ownTx.insert(
      trackerPositions,
      inOrder.map((p) => ({ trackerId: tracker.id, lat: p.lat, lng: p.lng, accuracy: p.accuracy, speed: p.speed, heading: p.heading, recordedAt: new Date(p.recorded_at) })),
    );
    const [updated] = await ownTx
      .update(trackers, tracker.id, {
        ...(newest
          ? {
              lastLat: newest.lat,
              lastLng: newest.lng,
              lastAccuracy: newest.accuracy,
              lastSpeed: newest.speed,
              lastHeading: newest.heading,
              lastSeenAt: new Date(newest.recorded_at),
            }
          : {}),
        anchorLat: anchor?.anchor_lat ?? null,
        anchorLng: anchor?.anchor_lng ?? null,
        movedAt: anchor ? new Date(anchor.moved_at) : null,
      })
      .returning();
    await pruneHistory(ownTx, tracker.id, cutoff);
    return updated;
  });
  if (!row) throw badDeviceToken(); // deleted meanwhile
  return toTracker(row, now);
}

/** Deletes the company's positions older than `cutoff`, and this tracker's oldest beyond `cap` (TRACKER_HISTORY_CAP). */
export async function pruneHistory(own: Tenant, trackerId: number, cutoff: Date, cap = TRACKER_HISTORY_CAP): Promise<void> {
  await own.delete(trackerPositions, lt(trackerPositions.recordedAt, cutoff));
  const [edge] = await own
    .pick({ id: trackerPositions.id, recordedAt: trackerPositions.recordedAt }, trackerPositions, eq(trackerPositions.trackerId, trackerId))
    .orderBy(desc(trackerPositions.recordedAt), desc(trackerPositions.id))
    .offset(cap - 1)
    .limit(1);
  if (!edge) return;
  await own.delete(
    trackerPositions,
    and(
      eq(trackerPositions.trackerId, trackerId),
      sql`(${trackerPositions.recordedAt}, ${trackerPositions.id}) < (${edge.recordedAt.toISOString()}::timestamptz, ${edge.id})`,
    )!,
  );
}
