/**
 * tasks/types and tasks/categories (spec section 7 Tasks) over the in-memory store:
 * storage and wiring only. The rules — which category a type may name, the lists'
 * order, search and paging — are the domain's (`@atoll/contract/domain`), the same
 * rule the server calls (its SQL keeps the same order). No delete: the spec has none.
 */
import {
  PERMISSION,
  taskCategoryListQuerySchema,
  taskCategorySchema,
  taskTypeListQuerySchema,
  taskTypeSchema,
  type TaskCategory,
  type TaskType,
} from '@atoll/contract';
import { pageTaskCategories, pageTaskTypes, resolveTaskCategory } from '@atoll/contract/domain';
import { findOwn, nowIso } from '../content';
import { ok, paged, readValid, validate } from '../http';
import { get, guarded, patch, post } from '../routes';
import { mockDb, nextId, type ContentTables } from '../store';

type StoredType = ContentTables['taskTypes'][number];
type StoredCategory = ContentTables['taskCategories'][number];

const categoriesOf = (companyId: number) => mockDb.content.taskCategories.filter((c) => c.company_id === companyId);
const typesOf = (companyId: number) => mockDb.content.taskTypes.filter((t) => t.company_id === companyId);

function typeView({ company_id, ...row }: StoredType): TaskType {
  const category = mockDb.content.taskCategories.find((c) => c.id === row.task_category_id && c.company_id === company_id);
  return { ...row, task_category: category ? { id: category.id, name: category.name } : null };
}

function categoryView({ company_id, ...row }: StoredCategory): TaskCategory {
  return { ...row, task_types_count: typesOf(company_id).filter((t) => t.task_category_id === row.id).length };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The stored columns of a valid body; the category must be one of the caller's. */
async function typeColumns(request: Request, companyId: number) {
  const input = await readValid(request, taskTypeSchema);
  const category = await resolveTaskCategory(input.task_category_id, (id) => categoriesOf(companyId).find((c) => c.id === id));
  return { name: input.name.trim(), description: input.description?.trim() || null, task_category_id: category?.id ?? null };
}

export const taskTypeHandlers = guarded({ permission: PERMISSION.manageTaskTypes }, [
  get('tasks/types', async ({ request, companyId }) => {
    const query = await validate(taskTypeListQuerySchema, queryOf(request));
    return paged(pageTaskTypes(typesOf(companyId).map(typeView), query));
  }),
  get('tasks/types/:id', ({ companyId, id }) => ok(typeView(findOwn(mockDb.content.taskTypes, companyId, id())))),
  post('tasks/types', async ({ request, companyId }) => {
    const row: StoredType = { id: nextId(), company_id: companyId, ...(await typeColumns(request, companyId)), updated: nowIso() };
    mockDb.content.taskTypes.push(row);
    return ok(typeView(row), 201);
  }),
  patch('tasks/types/:id', async ({ request, companyId, id }) => {
    const row = findOwn(mockDb.content.taskTypes, companyId, id());
    Object.assign(row, await typeColumns(request, companyId), { updated: nowIso() });
    return ok(typeView(row));
  }),

  get('tasks/categories', async ({ request, companyId }) => {
    const query = await validate(taskCategoryListQuerySchema, queryOf(request));
    return paged(pageTaskCategories(categoriesOf(companyId).map(categoryView), query));
  }),
  // The picker's names, by name like the server (the domain's order, one page of all).
  get('tasks/categories/selectors/names', ({ companyId }) =>
    ok(pageTaskCategories(categoriesOf(companyId).map(categoryView), { page: 1, limit: Number.MAX_SAFE_INTEGER }).data.map(({ id, name }) => ({ id, name }))),
  ),
  get('tasks/categories/:id', ({ companyId, id }) => ok(categoryView(findOwn(mockDb.content.taskCategories, companyId, id())))),
  post('tasks/categories', async ({ request, companyId }) => {
    const { name } = await readValid(request, taskCategorySchema);
    const row: StoredCategory = { id: nextId(), company_id: companyId, name: name.trim(), updated: nowIso() };
    mockDb.content.taskCategories.push(row);
    return ok(categoryView(row), 201);
  }),
  patch('tasks/categories/:id', async ({ request, companyId, id }) => {
    const row = findOwn(mockDb.content.taskCategories, companyId, id());
    const { name } = await readValid(request, taskCategorySchema);
    Object.assign(row, { name: name.trim(), updated: nowIso() });
    return ok(categoryView(row));
  }),
]);
