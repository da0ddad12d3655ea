/**
 * Map › Tracking (spec sections 2, 3 and 7; issue 20): a tracker's group must be one of the company's, and the
 * groups list is searched, ordered and paged alike by the server and the mocks.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '../contentFields';
import type { TrackingGroupListQuery, TrackingGroupRow } from '../tracking';
import { trackingGroupTypeText, type TrackingGroupType } from '../trackingTexts';
import { MAX_ID } from './references';
import { RuleError } from './rules';
import { pageTrackingGroups, resolveTrackingGroup } from './tracking';

const group = (id: number, name: string, type: TrackingGroupType, trackers_count: number, updated: string): TrackingGroupRow => ({
  id,
  name,
  type,
  type_text: trackingGroupTypeText(type),
  trackers_count,
  updated,
});

// Stored by id; every order below differs from it, and 'buggies' / 'Buggies' tie on the name.
const groups: TrackingGroupRow[] = [
  group(1, 'Shuttle North', 'shuttle', 4, '2026-03-01T10:00:00Z'),
  group(2, 'buggies', 'buggy', 2, '2026-03-03T10:00:00Z'),
  group(3, 'Airport boats', 'boat', 4, '2026-03-02T10:00:00Z'),
  group(4, 'Buggy B', 'buggy', 0, '2026-03-04T10:00:00Z'),
  group(5, 'Buggies', 'staff', 1, '2026-03-02T10:00:00Z'),
];

const query = (over: Partial<TrackingGroupListQuery> = {}): TrackingGroupListQuery => ({ page: 1, limit: 50, ...over });
const idsOf = (over: Partial<TrackingGroupListQuery> = {}) => pageTrackingGroups(groups, query(over)).data.map((g) => g.id);

async function refusal(pending: Promise<unknown>) {
  const error: unknown = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof RuleError)) throw new Error('no rule was broken');
  return { status: error.status, errors: error.errors, bodyMessage: error.bodyMessage };
}

describe('resolveTrackingGroup', () => {
  const notInTheList = { status: 422, errors: { tracking_group_id: [CONTENT_TEXT.chooseFromList] }, bodyMessage: undefined };
  const lookups: number[] = [];
  const lookup = (id: number) => {
    lookups.push(id);
    return groups.find((g) => g.id === id);
  };

  it("is the company's group the lookup finds, found synchronously or not", async () => {
    expect(await resolveTrackingGroup(2, lookup)).toEqual(groups[1]);
    expect(await resolveTrackingGroup(3, async (id) => lookup(id))).toEqual(groups[2]);
  });

  it("refuses a group the company does not have: 422 'Choose from the list' on tracking_group_id", async () => {
    expect(await refusal(resolveTrackingGroup(99, lookup))).toEqual(notInTheList);
  });

  it('refuses an id no row can have without looking it up', async () => {
    lookups.length = 0;
    for (const id of [0, -1, 1.5, MAX_ID + 1]) expect(await refusal(resolveTrackingGroup(id, lookup))).toEqual(notInTheList);
    expect(lookups).toEqual([]);
    await refusal(resolveTrackingGroup(MAX_ID, lookup));
    expect(lookups).toEqual([MAX_ID]);
  });
});

describe('pageTrackingGroups', () => {
  it('orders by name regardless of case by default, ties by id', () => {
    expect(idsOf()).toEqual([3, 2, 5, 4, 1]);
    expect(idsOf({ order_by: 'name' })).toEqual([3, 2, 5, 4, 1]);
    expect(idsOf({ order_by: 'name:DESC' })).toEqual([1, 4, 2, 5, 3]);
  });

  it('orders by type label, then name ascending whatever the direction', () => {
    expect(idsOf({ order_by: 'type' })).toEqual([3, 2, 4, 1, 5]);
    expect(idsOf({ order_by: 'type:DESC' })).toEqual([5, 1, 2, 4, 3]);
  });

  it('orders by trackers count, then name ascending whatever the direction', () => {
    expect(idsOf({ order_by: 'trackers_count' })).toEqual([4, 5, 2, 3, 1]);
    expect(idsOf({ order_by: 'trackers_count:DESC' })).toEqual([3, 1, 2, 5, 4]);
  });

  it('orders by last update, ties by id', () => {
    expect(idsOf({ order_by: 'updated' })).toEqual([1, 3, 5, 2, 4]);
    expect(idsOf({ order_by: 'updated:DESC' })).toEqual([4, 2, 3, 5, 1]);
  });

  it('keeps the groups whose name contains q_name, trimmed and regardless of case', () => {
    expect(idsOf({ q_name: ' BUGG ' })).toEqual([2, 5, 4]);
    expect(idsOf({ q_name: 'north' })).toEqual([1]);
    expect(idsOf({ q_name: 'tram' })).toEqual([]);
  });

  it('keeps every group for an empty or blank q_name', () => {
    expect(idsOf({ q_name: '' })).toEqual([3, 2, 5, 4, 1]);
    expect(idsOf({ q_name: '   ' })).toEqual([3, 2, 5, 4, 1]);
  });

  it('gives the page asked for, with the total of the matching groups', () => {
    expect(pageTrackingGroups(groups, query({ page: 2, limit: 2 }))).toEqual({
      data: [groups[4], groups[3]],
      meta: { total: 5, page: 2, limit: 2 },
    });
    expect(pageTrackingGroups(groups, query({ page: 2, limit: 2, q_name: 'bugg' }))).toEqual({
      data: [groups[3]],
      meta: { total: 3, page: 2, limit: 2 },
    });
  });
});
