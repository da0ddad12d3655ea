/**
 * Tracking groups through the company's seam: the paged list (order as data: TRACKING_GROUP_ORDERS),
 * one group with its trackers, create and edit.
 */
import { asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { TRACKING_GROUP_TYPES, type Paged, type TrackingGroup, type TrackingGroupListQuery, type TrackingGroupPayload, type TrackingGroupRow } from '@atoll/contract';
import { likePattern, pageOffset, trackingGroupOrder, type TrackingGroupOrderField } from '@atoll/contract/domain';
import { trackers, trackingGroups } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { toGroupRow, toTracker } from './serialize';

/** A group's trackers (a correlated subquery, within the company). */
const trackersCount = (own: Tenant) => sql<number>`(${own.pick({ n: sql`count(*)::int` }, trackers, eq(trackers.trackingGroupId, trackingGroups.id))})`;
/** The type's label, as the mocks sort it. */
const typeText = sql`(case ${trackingGroups.type} ${sql.join(
  TRACKING_GROUP_TYPES.map((t) => sql`when ${t.value} then ${t.label}`),
  sql` `,
)} else ${trackingGroups.type} end)`;

const orderColumns = (own: Tenant): Record<TrackingGroupOrderField, SQL | typeof trackingGroups.updatedAt> => ({
  name: sql`lower(${trackingGroups.name}) collate "C"`,
  type_text: sql`lower(${typeText}) collate "C"`,
  trackers_count: trackersCount(own),
  updated: trackingGroups.updatedAt,
});

async function countsOf(own: Tenant, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await own.pick({ id: trackers.trackingGroupId, n: count() }, trackers, inArray(trackers.trackingGroupId, ids)).groupBy(trackers.trackingGroupId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function listTrackingGroups(own: Tenant, query: TrackingGroupListQuery): Promise<Paged<TrackingGroupRow>> {
  const search = query.q_name?.trim();
  const filter = search ? ilike(trackingGroups.name, likePattern(search)) : undefined;
  const columns = orderColumns(own);
  const order = trackingGroupOrder(query.order_by).map((t) => (t.descending ? desc(columns[t.field]) : asc(columns[t.field])));
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(trackingGroups, filter)
      .orderBy(...order, asc(trackingGroups.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    own.pick({ total: count() }, trackingGroups, filter),
  ]);
  const counts = await countsOf(own, rows.map((r) => r.id));
  return { data: rows.map((row) => toGroupRow(row, counts.get(row.id) ?? 0)), meta: { total: Number(total), page: query.page, limit: query.limit } };
}

export async function oneTrackingGroup(own: Tenant, id: number, now: Date): Promise<TrackingGroup> {
  const row = await own.find(trackingGroups, id);
  const list = await own.select(trackers, eq(trackers.trackingGroupId, id)).orderBy(sql`lower(${trackers.name}) collate "C"`, asc(trackers.id));
  return { ...toGroupRow(row, list.length), trackers: list.map((t) => toTracker(t, now)) };
}

export async function createTrackingGroup(own: Tenant, input: TrackingGroupPayload): Promise<number> {
  const [row] = await own.insert(trackingGroups, { name: input.name.trim(), type: input.type }).returning({ id: trackingGroups.id });
  return row.id;
}

export const requireTrackingGroup = (own: Tenant, id: number) => own.find(trackingGroups, id);

export async function updateTrackingGroup(own: Tenant, id: number, input: TrackingGroupPayload): Promise<void> {
  await own.update(trackingGroups, id, { name: input.name.trim(), type: input.type, updatedAt: sql`now()` });
}
