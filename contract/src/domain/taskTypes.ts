/**
 * Task types and categories (spec sections 3 and 7): the category a body names must be
 * one of the caller's company, and the lists' order and paging. The server does the
 * same order in SQL; the mocks call these, so both answer the same page.
 */
import { parseOrderBy, type Paged } from '../api';
import type { TaskCategory, TaskListQuery, TaskType } from '../taskTypes';
import { isStorableId, requireReference } from './references';

/**
 * The category of a task type body: none (null/undefined) or the company's row that
 * `lookup` finds among the caller's own; anything else → 422 'Choose from the list'.
 */
export async function resolveTaskCategory<T>(
  id: number | null | undefined,
  lookup: (id: number) => T | undefined | Promise<T | undefined>,
): Promise<T | null> {
  if (id === null || id === undefined) return null;
  return requireReference(isStorableId(id) ? await lookup(id) : undefined, 'task_category_id');
}

/** Text as the server sorts it: lower(col) under the C collation, by code unit; NULL after every value. */
function compareValues(left: string | number | null, right: string | number | null): number {
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  const l = typeof left === 'string' ? left.toLowerCase() : left;
  const r = typeof right === 'string' ? right.toLowerCase() : right;
  return l < r ? -1 : l > r ? 1 : 0;
}

const TYPE_SORT: Record<string, (row: TaskType) => string | number | null> = {
  name: (row) => row.name,
  category: (row) => row.task_category?.name ?? null,
  updated: (row) => row.updated,
};
const CATEGORY_SORT: Record<string, (row: TaskCategory) => string | number | null> = {
  name: (row) => row.name,
  task_types_count: (row) => row.task_types_count,
  updated: (row) => row.updated,
};

/** One page of `rows`: q_name in the name (case-insensitive), order_by (default name ASC, ties by id). */
function pageOf<T extends { id: number; name: string }>(
  rows: readonly T[],
  query: TaskListQuery,
  sorts: Record<string, (row: T) => string | number | null>,
): Paged<T> {
  const order = parseOrderBy(query.order_by);
  const value = sorts[order?.key ?? 'name'] ?? sorts.name;
  const sign = order?.direction === 'DESC' ? -1 : 1;
  const search = query.q_name?.trim().toLowerCase();
  const matching = rows
    .filter((row) => !search || row.name.toLowerCase().includes(search))
    .sort((a, b) => sign * compareValues(value(a), value(b)) || a.id - b.id);
  const start = (query.page - 1) * query.limit;
  return { data: matching.slice(start, start + query.limit), meta: { total: matching.length, page: query.page, limit: query.limit } };
}

export const pageTaskTypes = (rows: readonly TaskType[], query: TaskListQuery) => pageOf(rows, query, TYPE_SORT);
export const pageTaskCategories = (rows: readonly TaskCategory[], query: TaskListQuery) => pageOf(rows, query, CATEGORY_SORT);
