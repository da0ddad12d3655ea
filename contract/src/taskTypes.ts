/**
 * Tasks › Types (spec sections 2, 3, 5, 7): task types and task categories, the
 * server-paged list queries (page, limit, order_by, q_name, as GET /users) and the
 * texts of the screen. The console's forms, the mocks and the server share them.
 */
import * as yup from 'yup';
import { DEFAULT_PAGE_SIZE, parseOrderBy } from './api';
import type { NamedOption } from './contentCommon';
import { optionalId, REQUIRED } from './contentFields';
import { TASK_CATEGORY_ORDER_KEYS, TASK_TYPE_ORDER_KEYS } from './taskTypesScreen';

// The screen's texts and list keys live apart from the schemas, so the list reads them without yup.
export { TASK_CATEGORY_ORDER_KEYS, TASK_DESCRIPTION_PREVIEW, TASK_TYPE_ORDER_KEYS, TASK_TYPES_TEXT } from './taskTypesScreen';

export interface TaskType {
  id: number;
  name: string;
  description: string | null;
  task_category_id: number | null;
  task_category: NamedOption | null;
  updated: string;
}

export interface TaskCategory {
  id: number;
  name: string;
  /** How many task types the category holds (the Tasks column). */
  task_types_count: number;
  updated: string;
}

const requiredName = () => yup.string().trim(REQUIRED).strict(false).required(REQUIRED).max(200);

/** POST /tasks/types and PATCH /tasks/types/{id} (the same body). */
export const taskTypeSchema = yup.object({
  name: requiredName(),
  description: yup.string().trim().strict(false).max(2000).nullable().optional(),
  task_category_id: optionalId(),
});
export type TaskTypePayload = yup.InferType<typeof taskTypeSchema>;

/** POST /tasks/categories and PATCH /tasks/categories/{id}. */
export const taskCategorySchema = yup.object({ name: requiredName() });
export type TaskCategoryPayload = yup.InferType<typeof taskCategorySchema>;

/** A list query like GET users': page, limit (≤ 100), order_by over `keys`, q_name. Invalid values answer 422. */
export function listQuerySchema(keys: readonly string[]) {
  return yup.object({
    page: yup.number().typeError('Page must be a number').integer().min(1).default(1),
    limit: yup.number().typeError('Limit must be a number').integer().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    order_by: yup.string().test('order-key', `Order by one of: ${keys.join(', ')}`, (v) => {
      const key = parseOrderBy(v)?.key;
      return !v || (key !== undefined && keys.includes(key));
    }),
    q_name: yup.string().max(200),
  });
}

export const taskTypeListQuerySchema = listQuerySchema(TASK_TYPE_ORDER_KEYS);
export const taskCategoryListQuerySchema = listQuerySchema(TASK_CATEGORY_ORDER_KEYS);
export type TaskListQuery = yup.InferType<typeof taskTypeListQuerySchema>;
