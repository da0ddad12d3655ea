/**
 * Writes of task types and categories through the tenancy seam. The category a type
 * names is checked by the domain rule (`resolveTaskCategory`: another company's → 422
 * 'Choose from the list'), the same call the mocks make.
 */
import { eq, sql } from 'drizzle-orm';
import type { TaskCategoryPayload, TaskTypePayload } from '@atoll/contract';
import { resolveTaskCategory } from '@atoll/contract/domain';
import { taskCategories, taskTypes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

async function columns(own: Tenant, input: TaskTypePayload) {
  // A RuleError (422 on task_category_id) becomes the response in http/errors.ts.
  const category = await resolveTaskCategory(input.task_category_id, async (id) => (await own.select(taskCategories, eq(taskCategories.id, id)))[0]);
  return { name: input.name.trim(), description: input.description?.trim() || null, taskCategoryId: category?.id ?? null };
}

export async function createTaskType(own: Tenant, input: TaskTypePayload): Promise<number> {
  const [row] = await own.insert(taskTypes, await columns(own, input)).returning({ id: taskTypes.id });
  return row.id;
}

/** The path's row must be the company's (404 otherwise), before the body is looked at. */
export const requireTaskType = (own: Tenant, id: number) => own.find(taskTypes, id);
export const requireTaskCategory = (own: Tenant, id: number) => own.find(taskCategories, id);

export async function updateTaskType(own: Tenant, id: number, input: TaskTypePayload): Promise<void> {
  await own.update(taskTypes, id, { ...(await columns(own, input)), updatedAt: sql`now()` });
}

export async function createTaskCategory(own: Tenant, input: TaskCategoryPayload): Promise<number> {
  const [row] = await own.insert(taskCategories, { name: input.name.trim() }).returning({ id: taskCategories.id });
  return row.id;
}

export async function updateTaskCategory(own: Tenant, id: number, input: TaskCategoryPayload): Promise<void> {
  await own.update(taskCategories, id, { name: input.name.trim(), updatedAt: sql`now()` });
}
