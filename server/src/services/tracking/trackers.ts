/**
 * Trackers through the company's seam: create (with its device token, answered once), one by id,
 * a new token (the old one stops working), revoke, and the trail (the kept history, oldest first).
 * The device token is `<company id>.<secret>`; only the secret's SHA-256 is stored.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { trackerHistoryCutoff, TRACKER_TRAIL_MAX, type Tracker, type TrackerPayload, type TrackerPosition, type TrackerWithToken } from '@atoll/contract';
import { resolveTrackingGroup } from '@atoll/contract/domain';
import { trackerPositions, trackers, trackingGroups } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { hashToken, newToken } from '../../security/tokens';
import { toTracker } from './serialize';

export async function createTracker(own: Tenant, input: TrackerPayload, now: Date): Promise<TrackerWithToken> {
  const group = await resolveTrackingGroup(input.tracking_group_id, async (id) => (await own.select(trackingGroups, eq(trackingGroups.id, id)))[0]);
  const secret = newToken();
  const [row] = await own.insert(trackers, { name: input.name.trim(), trackingGroupId: group.id, tokenHash: hashToken(secret) }).returning();
  await touchGroup(own, group.id);
  return { ...toTracker(row, now), token: `${own.companyId}.${secret}` };
}

/** A group's updated time follows its trackers (the list's Updated sort). */
async function touchGroup(own: Tenant, groupId: number) {
  await own.update(trackingGroups, groupId, { updatedAt: sql`now()` });
}

export async function oneTracker(own: Tenant, id: number, now: Date): Promise<Tracker> {
  return toTracker(await own.find(trackers, id), now);
}

/** A new device token for the tracker (404 if not the company's); the previous one stops working at once. */
export async function issueTrackerToken(own: Tenant, id: number, now: Date): Promise<TrackerWithToken> {
  await own.find(trackers, id);
  const secret = newToken();
  const [row] = await own.update(trackers, id, { tokenHash: hashToken(secret), updatedAt: sql`now()` }).returning();
  return { ...toTracker(row, now), token: `${own.companyId}.${secret}` };
}

/** Revokes the device token: its posts answer 401 from now on. */
export async function revokeTrackerToken(own: Tenant, id: number, now: Date): Promise<Tracker> {
  await own.find(trackers, id);
  const [row] = await own.update(trackers, id, { tokenHash: null, updatedAt: sql`now()` }).returning();
  return toTracker(row, now);
}

/** The trail: positions of the last TRACKER_HISTORY_HOURS (at most TRACKER_TRAIL_MAX, the newest), oldest first. */
export async function trackerTrail(own: Tenant, id: number, now: Date): Promise<TrackerPosition[]> {
  await own.find(trackers, id);
  const rows = await own
    .select(trackerPositions, and(eq(trackerPositions.trackerId, id), gte(trackerPositions.recordedAt, new Date(trackerHistoryCutoff(now.getTime())))))
    .orderBy(desc(trackerPositions.recordedAt), desc(trackerPositions.id))
    .limit(TRACKER_TRAIL_MAX);
  return rows
    .reverse()
    .map((p) => ({ lat: p.lat, lng: p.lng, accuracy: p.accuracy, speed: p.speed, heading: p.heading, recorded_at: p.recordedAt.toISOString() }));
}

