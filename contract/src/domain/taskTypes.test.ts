import { describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '../contentFields';
import type { TaskCategory, TaskListQuery, TaskType } from '../taskTypes';
import { MAX_ID } from './references';
import { RuleError } from './rules';
import { pageTaskCategories, pageTaskTypes, resolveTaskCategory } from './taskTypes';

const housekeeping = { id: 1, name: 'Housekeeping' };
const maintenance = { id: 2, name: 'maintenance' };

/** A task type; ids are deliberately not in name order, so an order that falls back to ids shows. */
const type = (
  id: number,
  name: string,
  task_category: TaskType['task_category'] = null,
  updated = '2026-03-01T10:00:00.000Z',
): TaskType => ({
  id,
  name,
  description: null,
  task_category_id: task_category?.id ?? null,
  task_category,
  updated,
});
const category = (id: number, name: string, task_types_count = 0, updated = '2026-03-01T10:00:00.000Z'): TaskCategory => ({
  id,
  name,
  task_types_count,
  updated,
});
const query = (over: Partial<TaskListQuery> = {}): TaskListQuery => ({ page: 1, limit: 20, ...over });
/** The RuleError an awaited rule rejects with (any other outcome fails the test). */
async function rejection(promise: Promise<unknown>): Promise<RuleError> {
  const outcome = await promise.then(() => 'resolved', (error: unknown) => error);
  if (outcome instanceof RuleError) return outcome;
  throw new Error(`expected a broken rule, got ${String(outcome)}`);
}
const ids = (page: { data: { id: number }[] }) => page.data.map((row) => row.id);

describe('resolveTaskCategory', () => {
  const lookup = (id: number) => (id === housekeeping.id ? housekeeping : undefined);

  it('a type without a category (null or not sent) has none, and nothing is looked up', async () => {
    const refuse = () => {
      throw new Error('looked up');
    };
    await expect(resolveTaskCategory(null, refuse)).resolves.toBeNull();
    await expect(resolveTaskCategory(undefined, refuse)).resolves.toBeNull();
  });

  it("returns the company's category, looked up either way the backend does", async () => {
    await expect(resolveTaskCategory(housekeeping.id, lookup)).resolves.toBe(housekeeping);
    await expect(resolveTaskCategory(housekeeping.id, async (id) => lookup(id))).resolves.toBe(housekeeping);
  });

  it("refuses a category that is not the company's with 422 'Choose from the list' on task_category_id", async () => {
    const error = await rejection(resolveTaskCategory(maintenance.id, lookup));
    expect([error.status, error.errors]).toEqual([422, { task_category_id: [CONTENT_TEXT.chooseFromList] }]);
  });

  it('refuses an id no row can have without looking it up', async () => {
    const seen: number[] = [];
    for (const id of [0, MAX_ID + 1, 1.5]) {
      const error = await rejection(resolveTaskCategory(id, (n) => (seen.push(n), housekeeping)));
      expect(error.errors).toEqual({ task_category_id: [CONTENT_TEXT.chooseFromList] });
    }
    expect(seen).toEqual([]);
  });
});

describe('pageTaskTypes', () => {
  const rows = [
    type(5, 'Towels', housekeeping, '2026-03-03T08:00:00.000Z'),
    type(3, 'bulb', maintenance, '2026-03-01T08:00:00.000Z'),
    type(4, 'Aircon', null, '2026-03-02T08:00:00.000Z'),
    type(1, 'towels', null, '2026-03-01T09:00:00.000Z'),
    type(2, 'Leak', housekeeping, '2026-03-04T08:00:00.000Z'),
  ];

  it('orders by name by default, ignoring case, equal names by id', () => {
    expect(ids(pageTaskTypes(rows, query()))).toEqual([4, 3, 2, 1, 5]);
  });

  it('orders by name descending, equal names still by id ascending', () => {
    expect(ids(pageTaskTypes(rows, query({ order_by: 'name:DESC' })))).toEqual([1, 5, 2, 3, 4]);
  });

  it('orders by category name, types without a category last, and first when descending', () => {
    expect(ids(pageTaskTypes(rows, query({ order_by: 'category' })))).toEqual([2, 5, 3, 1, 4]);
    expect(ids(pageTaskTypes(rows, query({ order_by: 'category:DESC' })))).toEqual([1, 4, 3, 2, 5]);
  });

  it('orders by last change', () => {
    expect(ids(pageTaskTypes(rows, query({ order_by: 'updated' })))).toEqual([3, 1, 4, 5, 2]);
    expect(ids(pageTaskTypes(rows, query({ order_by: 'updated:desc' })))).toEqual([2, 5, 4, 1, 3]);
  });

  it('orders by name, in the asked direction, when the key is not a type column', () => {
    expect(ids(pageTaskTypes(rows, query({ order_by: 'task_types_count:DESC' })))).toEqual([1, 5, 2, 3, 4]);
  });

  it('q_name finds the text anywhere in the name, trimmed and ignoring case', () => {
    expect(pageTaskTypes(rows, query({ q_name: ' OWEL ' }))).toEqual({ data: [rows[3], rows[0]], meta: { total: 2, page: 1, limit: 20 } });
    expect(ids(pageTaskTypes(rows, query({ q_name: 'Housekeeping' })))).toEqual([]);
  });

  it('a blank q_name lists every type', () => {
    expect(ids(pageTaskTypes(rows, query({ q_name: '  ' })))).toEqual([4, 3, 2, 1, 5]);
  });
});

describe('pageTaskCategories', () => {
  const rows = [
    category(1, 'Maintenance', 10, '2026-03-02T08:00:00.000Z'),
    category(2, 'front desk', 9, '2026-03-01T08:00:00.000Z'),
    category(3, 'Concierge', 10, '2026-03-03T08:00:00.000Z'),
  ];

  it('orders by name by default, ignoring case', () => {
    expect(ids(pageTaskCategories(rows, query()))).toEqual([3, 2, 1]);
  });

  it('orders by how many types a category holds as numbers, equal counts by id', () => {
    expect(ids(pageTaskCategories(rows, query({ order_by: 'task_types_count' })))).toEqual([2, 1, 3]);
    expect(ids(pageTaskCategories(rows, query({ order_by: 'task_types_count:DESC' })))).toEqual([1, 3, 2]);
  });

  it('orders by last change', () => {
    expect(ids(pageTaskCategories(rows, query({ order_by: 'updated:DESC' })))).toEqual([3, 1, 2]);
  });
});

describe('paging', () => {
  const rows = [category(1, 'a'), category(2, 'b'), category(3, 'c'), category(4, 'd'), category(5, 'e')];

  it('answers the asked page of `limit` rows, with the total of every matching row', () => {
    expect(pageTaskCategories(rows, query({ page: 2, limit: 2 }))).toEqual({ data: [rows[2], rows[3]], meta: { total: 5, page: 2, limit: 2 } });
    expect(pageTaskCategories(rows, query({ page: 3, limit: 2 }))).toEqual({ data: [rows[4]], meta: { total: 5, page: 3, limit: 2 } });
  });

  it('a page beyond the last is empty, and still counts the total', () => {
    expect(pageTaskCategories(rows, query({ page: 4, limit: 2 }))).toEqual({ data: [], meta: { total: 5, page: 4, limit: 2 } });
  });
});
