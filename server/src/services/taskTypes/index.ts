/** Task types and categories (spec section 7 Tasks): reads and writes through the tenancy seam. */
export { categoryNames, listTaskCategories, listTaskTypes, oneCategory, oneType } from './queries';
export { createTaskCategory, createTaskType, requireTaskCategory, requireTaskType, updateTaskCategory, updateTaskType } from './write';
