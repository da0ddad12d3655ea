/** Rows → the wire shapes of section 3 (TaskType with its category's id and name, TaskCategory with its count). */
import type { TaskCategory, TaskType } from '@atoll/contract';
import type { taskCategories, taskTypes } from '../../db/schema';

export type TaskTypeRow = typeof taskTypes.$inferSelect;
export type TaskCategoryRow = typeof taskCategories.$inferSelect;

export function toTaskType(row: TaskTypeRow, categoryName: string | null): TaskType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    task_category_id: row.taskCategoryId,
    task_category: row.taskCategoryId !== null && categoryName !== null ? { id: row.taskCategoryId, name: categoryName } : null,
    updated: row.updatedAt.toISOString(),
  };
}

export function toTaskCategory(row: TaskCategoryRow, taskTypesCount: number): TaskCategory {
  return { id: row.id, name: row.name, task_types_count: taskTypesCount, updated: row.updatedAt.toISOString() };
}
