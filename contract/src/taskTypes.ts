/**
 * Tasks › Types (spec sections 2, 3, 5, 7): task types and task categories, the
 * server-paged list queries (page, limit, order_by, q_name, as GET /users) and the
 * texts of the screen. The console's forms, the mocks and the server share them.
 */
import * as yup from 'yup';
import { DEFAULT_PAGE_SIZE, parseOrderBy } from './api';
import type { NamedOption } from './contentCommon';
import { optionalId, REQUIRED } from './contentFields';

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

/** The screen's texts (section 2); 'Parent Facility' is the spec's label for the category picker. */
export const TASK_TYPES_TEXT = {
  title: 'Task Types',
  typesTab: 'Types',
  categoriesTab: 'Categories',
  addType: 'Add Type',
  addCategory: 'Add Category',
  createTypeTitle: 'Create New Task Type',
  createCategoryTitle: 'Create New Task Category',
  createType: 'Create Task Type',
  createCategory: 'Create Task Category',
  categoryPicker: 'Parent Facility',
  noTypes: 'No task types yet',
  noCategories: 'No task categories yet',
  noMatch: 'Nothing matches the search',
} as const;

/** The Types table cuts descriptions at this many characters. */
export const TASK_DESCRIPTION_PREVIEW = 60;

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

/** The columns each list can sort by (`order_by=key:ASC|DESC`); the first is the default, ascending. */
export const TASK_TYPE_ORDER_KEYS = ['name', 'category', 'updated'] as const;
export const TASK_CATEGORY_ORDER_KEYS = ['name', 'task_types_count', 'updated'] as const;

/** A list query like GET users': page, limit (≤ 100), order_by over `keys`, q_name. Invalid values answer 422. */
function listQuerySchema(keys: readonly string[]) {
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
