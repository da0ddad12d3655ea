/**
 * Reads of task types and categories, always through the company's tenancy seam
 * (`Tenant`): the paged lists (page, limit, order_by, q_name, as GET /users), one row
 * by id (404 when it is another company's) and the category names for the picker.
 */
import { asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { parseOrderBy, type Paged, type TaskCategory, type TaskListQuery, type TaskType } from '@atoll/contract';
import { taskCategories, taskTypes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { toTaskCategory, toTaskType, type TaskTypeRow } from './serialize';

/** `%` and `_` typed by a user are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A type's category name (a correlated subquery, within the company). */
const categoryName = (own: Tenant) =>
  sql<string | null>`(${own.pick({ name: taskCategories.name }, taskCategories, eq(taskCategories.id, taskTypes.taskCategoryId))})`;
/** How many types a category holds (a correlated subquery, within the company). */
const typesCount = (own: Tenant) =>
  sql<number>`(${own.pick({ n: sql`count(*)::int` }, taskTypes, eq(taskTypes.taskCategoryId, taskCategories.id))})`;

/** Text sorts ignore case (PGlite's C collation would put 'alpha' after 'Zed'); NULL sorts last ascending, as in the mocks. */
const typeOrder = (own: Tenant): Record<string, SQL | typeof taskTypes.updatedAt> => ({
  name: sql`lower(${taskTypes.name})`,
  category: sql`lower(${categoryName(own)})`,
  updated: taskTypes.updatedAt,
});
const categoryOrder = (own: Tenant): Record<string, SQL | typeof taskCategories.updatedAt> => ({
  name: sql`lower(${taskCategories.name})`,
  task_types_count: typesCount(own),
  updated: taskCategories.updatedAt,
});

function orderOf<T>(columns: Record<string, T>, orderBy: string | undefined): [T, typeof asc] {
  const order = parseOrderBy(orderBy);
  return [columns[order?.key ?? 'name'] ?? columns.name, order?.direction === 'DESC' ? desc : asc];
}

const meta = (total: number, query: TaskListQuery) => ({ total, page: query.page, limit: query.limit });

/** Names of the given categories (the company's only). */
async function namesOf(own: Tenant, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await own.pick({ id: taskCategories.id, name: taskCategories.name }, taskCategories, inArray(taskCategories.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function serializeTypes(own: Tenant, rows: TaskTypeRow[]): Promise<TaskType[]> {
  const names = await namesOf(own, [...new Set(rows.flatMap((r) => (r.taskCategoryId === null ? [] : [r.taskCategoryId])))]);
  return rows.map((row) => toTaskType(row, row.taskCategoryId === null ? null : (names.get(row.taskCategoryId) ?? null)));
}

export async function listTaskTypes(own: Tenant, query: TaskListQuery): Promise<Paged<TaskType>> {
  const search = query.q_name?.trim();
  const filter = search ? ilike(taskTypes.name, likePattern(search)) : undefined;
  const [column, direction] = orderOf(typeOrder(own), query.order_by);
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(taskTypes, filter)
      .orderBy(direction(column), asc(taskTypes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    own.pick({ total: count() }, taskTypes, filter),
  ]);
  return { data: await serializeTypes(own, rows), meta: meta(Number(total), query) };
}

export async function listTaskCategories(own: Tenant, query: TaskListQuery): Promise<Paged<TaskCategory>> {
  const search = query.q_name?.trim();
  const filter = search ? ilike(taskCategories.name, likePattern(search)) : undefined;
  const [column, direction] = orderOf(categoryOrder(own), query.order_by);
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(taskCategories, filter)
      .orderBy(direction(column), asc(taskCategories.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    own.pick({ total: count() }, taskCategories, filter),
  ]);
  const counts = await countsOf(own, rows.map((r) => r.id));
  return { data: rows.map((row) => toTaskCategory(row, counts.get(row.id) ?? 0)), meta: meta(Number(total), query) };
}

export async function oneType(own: Tenant, id: number): Promise<TaskType> {
  const [type] = await serializeTypes(own, [await own.find(taskTypes, id)]);
  return type;
}

/** How many task types each of the given categories holds. */
async function countsOf(own: Tenant, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await own
    .pick({ id: taskTypes.taskCategoryId, n: count() }, taskTypes, inArray(taskTypes.taskCategoryId, ids))
    .groupBy(taskTypes.taskCategoryId);
  return new Map(rows.map((r) => [r.id as number, Number(r.n)]));
}

export async function oneCategory(own: Tenant, id: number): Promise<TaskCategory> {
  const row = await own.find(taskCategories, id);
  return toTaskCategory(row, (await countsOf(own, [row.id])).get(row.id) ?? 0);
}

/** GET /tasks/categories/selectors/names: the parent picker's options, by name. */
export async function categoryNames(own: Tenant): Promise<{ id: number; name: string }[]> {
  return own
    .pick({ id: taskCategories.id, name: taskCategories.name }, taskCategories)
    .orderBy(sql`lower(${taskCategories.name})`, asc(taskCategories.id));
}
