/**
 * Map › Tracking (issue 20): the group a tracker names must be the caller's, and the groups list's
 * order and paging as data (the server turns TRACKING_GROUP_ORDERS into ORDER BY; the mocks sort with
 * it), so both backends answer the same page.
 */
import { TRACKING_GROUP_ORDER_KEYS } from '../trackingTexts';
import type { TrackingGroupListQuery, TrackingGroupRow } from '../tracking';
import type { Paged } from '../api';
import { compareByTerms, containsText, orderTerms, pageOf, type OrderTerm } from './paging';
import { isStorableId, requireReference } from './references';

/** The group of a POST tracking/trackers body: the company's row `lookup` finds, else 422 'Choose from the list'. */
export async function resolveTrackingGroup<T>(id: number, lookup: (id: number) => T | undefined | Promise<T | undefined>): Promise<T> {
  return requireReference(isStorableId(id) ? await lookup(id) : undefined, 'tracking_group_id');
}

export type TrackingGroupOrderField = 'name' | 'type_text' | 'trackers_count' | 'updated';
type TrackingGroupOrderKey = (typeof TRACKING_GROUP_ORDER_KEYS)[number];

/** Each order key's fields: name (case-insensitive), type by its label, trackers count, updated. */
export const TRACKING_GROUP_ORDERS: Record<TrackingGroupOrderKey, readonly OrderTerm<TrackingGroupOrderField>[]> = {
  name: [{ field: 'name', directed: true }],
  type: [
    { field: 'type_text', directed: true },
    { field: 'name', directed: false },
  ],
  trackers_count: [
    { field: 'trackers_count', directed: true },
    { field: 'name', directed: false },
  ],
  updated: [{ field: 'updated', directed: true }],
};

export const trackingGroupOrder = (orderBy: string | undefined) => orderTerms(TRACKING_GROUP_ORDERS, TRACKING_GROUP_ORDER_KEYS, orderBy);

/** The mocks' page of groups: q_name in the name, order_by, page and limit. */
export function pageTrackingGroups(rows: readonly TrackingGroupRow[], query: TrackingGroupListQuery): Paged<TrackingGroupRow> {
  const search = query.q_name?.trim();
  const matching = rows
    .filter((row) => !search || containsText(row.name, search))
    .sort(compareByTerms(trackingGroupOrder(query.order_by), (row: TrackingGroupRow, field) => row[field]));
  return pageOf(matching, query);
}
