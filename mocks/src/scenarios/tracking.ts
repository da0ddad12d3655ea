/**
 * Map › Tracking of busyResort (issue 20): the group 'Buggies' with a buggy driving the loop to the jetty
 * (moving, with a trail), one parked at the spa (idle), one that stopped reporting (offline) and one not
 * set up yet (no position); and 'Speedboats' with a boat at the jetty. Positions are seeded relative to
 * `now`, so the statuses are what trackerUiStatus gives whenever the store is reset. The device tokens'
 * secrets are random: a story renews one to show it.
 */
import { MAP_DEFAULT_CENTER, nextTrackerAnchor, type TrackerAnchor, type TrackerPosition, type TrackingGroupType } from '@atoll/contract';
import { nextId, randomToken, type MockDb } from '../store';

const { lat, lng } = MAP_DEFAULT_CENTER;
const MINUTE = 60_000;

/** [minutes ago, metres north, metres east] along a tracker's way. */
type Step = [minutesAgo: number, north: number, east: number];

const LOOP: Step[] = [
  [9, -300, -250],
  [8, -220, -200],
  [7, -140, -150],
  [6, -60, -120],
  [5, 20, -80],
  [4, 100, -40],
  [3, 160, 20],
  [2, 220, 90],
  [1, 260, 160],
  [0.3, 300, 220],
];

const TRACKERS: [group: string, name: string, steps: Step[]][] = [
  ['Buggies', 'Buggy 1', LOOP],
  ['Buggies', 'Buggy 2', [[14, -180, 320], [12, -120, 360], [1, -118, 362]]],
  ['Buggies', 'Buggy 3', [[47, 350, -380], [42, 390, -330]]],
  ['Buggies', 'Buggy 4', []],
  ['Speedboats', 'Speedboat Manta', [[3, 420, 40], [2, 470, 10], [0.5, 520, -20]]],
];

const GROUPS: [name: string, type: TrackingGroupType][] = [
  ['Buggies', 'buggy'],
  ['Speedboats', 'boat'],
];

/** A point `north` and `east` metres from the map's centre. */
const at = (north: number, east: number) => ({ lat: lat + north / 111_320, lng: lng + east / (111_320 * Math.cos((lat * Math.PI) / 180)) });

export function seedTracking(db: MockDb, companyId: number, now: Date = new Date()): void {
  const groupIds = new Map<string, number>();
  for (const [name, type] of GROUPS) {
    const id = nextId(db);
    groupIds.set(name, id);
    db.tracking.groups.push({ id, company_id: companyId, name, type, updated: new Date(now.getTime() - 2 * 86_400_000).toISOString() });
  }
  for (const [group, name, steps] of TRACKERS) {
    const id = nextId(db);
    const positions: TrackerPosition[] = steps.map(([minutesAgo, north, east]) => ({
      ...at(north, east),
      accuracy: 6,
      speed: null,
      heading: null,
      recorded_at: new Date(now.getTime() - minutesAgo * MINUTE).toISOString(),
    }));
    const anchor = positions.reduce<TrackerAnchor | null>((a, p) => nextTrackerAnchor(a, p), null);
    db.tracking.trackers.push({
      id,
      company_id: companyId,
      name,
      tracking_group_id: groupIds.get(group)!,
      secret: randomToken(24),
      last_position: positions[positions.length - 1] ?? null,
      anchor,
      updated: new Date(now.getTime() - 86_400_000).toISOString(),
    });
    db.tracking.positions.push(...positions.map((p) => ({ ...p, tracker_id: id, company_id: companyId })));
  }
}
