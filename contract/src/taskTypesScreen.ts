/**
 * Tasks › Types: the screen's texts and the columns its lists sort by. Apart from the schemas in
 * taskTypes.ts (which re-exports them), so the list screen reads them without loading yup.
 */
import { DESCRIPTION_COLUMN_MAX } from './constants';

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
  /** Ours: under the spec's label, what it is (issue 18). */
  categoryPickerHelp: 'The task category this type belongs to (see the Categories tab); None leaves it without one.',
  noTypes: 'No task types yet',
  noCategories: 'No task categories yet',
  noMatch: 'Nothing matches the search',
} as const;

/** The Types table cuts descriptions at this many characters: the spec's description column (DESCRIPTION_COLUMN_MAX). */
export const TASK_DESCRIPTION_PREVIEW = DESCRIPTION_COLUMN_MAX;

/** The columns each list can sort by (`order_by=key:ASC|DESC`); the first is the default, ascending. */
export const TASK_TYPE_ORDER_KEYS = ['name', 'category', 'updated'] as const;
export const TASK_CATEGORY_ORDER_KEYS = ['name', 'task_types_count', 'updated'] as const;
