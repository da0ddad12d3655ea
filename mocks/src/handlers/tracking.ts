/**
 * Map › Tracking (/tracking, issue 20) over the in-memory store: storage and wiring only. The rules —
 * the status (trackerUiStatus), the newest position and anchor (trackerAfterPositions), the kept history
 * (historyToKeep), the group a tracker names, the list's order, the ingest's validation and the device
 * token's form — are the contract's, the ones the server calls. The live stream answers 503 here (as
 * bookings/stream): the console falls back to polling. No rate limit on the device ingest in the mocks.
 */
import {
  ingestPositions,
  parseTrackerToken,
  PERMISSION,
  historyToKeep,
  TRACKER_TRAIL_MAX,
  trackerAfterPositions,
  trackerBatchSchema,
  trackerPositionSchema,
  trackerSchema,
  trackerUiStatus,
  TRACKING_GROUP_TYPES,
  TRACKING_MSG,
  trackingGroupListQuerySchema,
  trackingGroupSchema,
  trackingGroupTypeText,
  type Tracker,
  type TrackingGroupRow,
  type TrackerWithToken,
} from '@atoll/contract';
import { pageTrackingGroups, resolveTrackingGroup } from '@atoll/contract/domain';
import type { HttpHandler } from 'msw';
import { findOwn, nowIso } from '../content';
import { fail, ok, paged, readJson, readValid, validate } from '../http';
import { del, get, guarded, open, patch, post } from '../routes';
import { mockDb, nextId, randomToken, type TrackingTables } from '../store';

type StoredGroup = TrackingTables['groups'][number];
type StoredTracker = TrackingTables['trackers'][number];

const groupsOf = (companyId: number) => mockDb.tracking.groups.filter((g) => g.company_id === companyId);
const trackersOf = (companyId: number, groupId: number) => mockDb.tracking.trackers.filter((t) => t.company_id === companyId && t.tracking_group_id === groupId);

export function trackerView(row: StoredTracker, now = Date.now()): Tracker {
  const lastSeen = row.last_position?.recorded_at ?? null;
  const moved = row.anchor?.moved_at ?? null;
  return {
    id: row.id,
    name: row.name,
    tracking_group_id: row.tracking_group_id,
    ui_status: trackerUiStatus({ last_seen_at: lastSeen, moved_at: moved }, now),
    last_position: row.last_position ? { ...row.last_position } : null,
    last_seen_at: lastSeen,
    moved_at: moved,
    has_token: row.secret !== null,
    updated: row.updated,
  };
}

function groupRow({ company_id, ...row }: StoredGroup): TrackingGroupRow {
  return { ...row, type_text: trackingGroupTypeText(row.type), trackers_count: trackersOf(company_id, row.id).length };
}

const byName = (a: StoredTracker, b: StoredTracker) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id);

function groupView(row: StoredGroup) {
  return { ...groupRow(row), trackers: trackersOf(row.company_id, row.id).sort(byName).map((t) => trackerView(t)) };
}

/** A new device token for the stored tracker: `<company id>.<secret>`, answered once. */
function withNewToken(row: StoredTracker): TrackerWithToken {
  row.secret = randomToken(24);
  row.updated = nowIso();
  return { ...trackerView(row), token: `${row.company_id}.${row.secret}` };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const badToken = () => fail(401, { message: TRACKING_MSG.badToken });

const staffRoutes = guarded({ permission: PERMISSION.manageMap }, [
  get('tracking/groups', async ({ request, companyId }) => paged(pageTrackingGroups(groupsOf(companyId).map(groupRow), await validate(trackingGroupListQuerySchema, queryOf(request))))),
  get('tracking/groups/selectors/types', () => ok(TRACKING_GROUP_TYPES.map((t) => ({ value: t.value, label: t.label })))),
  get('tracking/groups/:id', ({ companyId, id }) => ok(groupView(findOwn(mockDb.tracking.groups, companyId, id())))),
  post('tracking/groups', async ({ request, companyId }) => {
    const input = await readValid(request, trackingGroupSchema);
    const row: StoredGroup = { id: nextId(), company_id: companyId, name: input.name.trim(), type: input.type, updated: nowIso() };
    mockDb.tracking.groups.push(row);
    return ok(groupView(row), 201);
  }),
  patch('tracking/groups/:id', async ({ request, companyId, id }) => {
    const row = findOwn(mockDb.tracking.groups, companyId, id());
    const input = await readValid(request, trackingGroupSchema);
    Object.assign(row, { name: input.name.trim(), type: input.type, updated: nowIso() });
    return ok(groupView(row));
  }),

  post('tracking/trackers', async ({ request, companyId }) => {
    const input = await readValid(request, trackerSchema);
    const group = await resolveTrackingGroup(input.tracking_group_id, (gid) => groupsOf(companyId).find((g) => g.id === gid));
    const row: StoredTracker = { id: nextId(), company_id: companyId, name: input.name.trim(), tracking_group_id: group.id, secret: null, last_position: null, anchor: null, updated: nowIso() };
    mockDb.tracking.trackers.push(row);
    group.updated = nowIso();
    return ok(withNewToken(row), 201);
  }),
  get('tracking/trackers/:id', ({ companyId, id }) => ok(trackerView(findOwn(mockDb.tracking.trackers, companyId, id())))),
  get('tracking/trackers/:id/trail', ({ companyId, id }) => {
    const row = findOwn(mockDb.tracking.trackers, companyId, id());
    const kept = historyToKeep(mockDb.tracking.positions.filter((p) => p.company_id === companyId && p.tracker_id === row.id), Date.now());
    const trail = kept.sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at)).slice(-TRACKER_TRAIL_MAX);
    return ok(trail.map(({ lat, lng, accuracy, speed, heading, recorded_at }) => ({ lat, lng, accuracy, speed, heading, recorded_at })));
  }),
  post('tracking/trackers/:id/token', ({ companyId, id }) => ok(withNewToken(findOwn(mockDb.tracking.trackers, companyId, id())))),
  del('tracking/trackers/:id/token', ({ companyId, id }) => {
    const row = findOwn(mockDb.tracking.trackers, companyId, id());
    Object.assign(row, { secret: null, updated: nowIso() });
    return ok(trackerView(row));
  }),
  // No live stream in the mocks: the console polls the group instead.
  get('tracking/stream', () => fail(503)),
]);

/** POST tracking/positions: the device's ingest, by its token (the company is the token's). */
const ingestRoutes = open([
  post('tracking/positions', async ({ request }) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization')?.trim() ?? '');
    const parsed = parseTrackerToken(match?.[1]);
    const row = parsed && mockDb.tracking.trackers.find((t) => t.company_id === parsed.companyId && t.secret !== null && t.secret === parsed.secret);
    if (!row) return badToken();
    const now = Date.now();
    const raw = await readJson(request);
    const valid = 'positions' in raw ? await validate(trackerBatchSchema(now), raw) : await validate(trackerPositionSchema(now), raw);
    const positions = ingestPositions(valid, now);
    const { newest, anchor } = trackerAfterPositions({ last_seen_at: row.last_position?.recorded_at ?? null, anchor: row.anchor }, positions);
    if (newest) row.last_position = newest;
    row.anchor = anchor;
    const others = mockDb.tracking.positions.filter((p) => p.tracker_id !== row.id || p.company_id !== row.company_id);
    const mine = [...mockDb.tracking.positions.filter((p) => p.tracker_id === row.id && p.company_id === row.company_id), ...positions.map((p) => ({ ...p, tracker_id: row.id, company_id: row.company_id }))];
    mockDb.tracking.positions = [...others, ...historyToKeep(mine, now)];
    return ok(trackerView(row, now), 201);
  }),
]);

export const trackingHandlers: HttpHandler[] = [...ingestRoutes, ...staffRoutes];
