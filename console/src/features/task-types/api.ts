/**
 * Tasks › Types calls (spec section 7, docs/api.md): the server-paged type and category
 * lists, one of each, create, update (PATCH) and the category names for the picker.
 * Tags from tagsFor: a type's edit refreshes its row; a category's create or rename
 * refreshes the picker (SELECTORS) and the types showing its name; a type's create or
 * category change refreshes the category counts.
 */
import type { NamedOption, Paged, TaskCategory, TaskCategoryPayload, TaskType, TaskTypePayload } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, SELECTORS, tagsFor } from '#api/tags.ts';
import type { TableListParams } from '#app/useTableUrlState.ts';

const typeTags = tagsFor('TaskType');
const categoryTags = tagsFor('TaskCategory');

/** q_name only when something is typed; order_by only when chosen. */
const listParams = ({ q_name, order_by, ...rest }: TableListParams) => ({
  ...rest,
  ...(order_by ? { order_by } : {}),
  ...(q_name?.trim() ? { q_name: q_name.trim() } : {}),
});

export const taskTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTaskTypes: build.query<Paged<TaskType>, TableListParams>({
      query: (params) => ({ url: 'tasks/types', params: listParams(params) }),
      providesTags: typeTags.provideList,
      extraOptions: { silent: true }, // the table shows the failure with Retry
    }),
    getTaskType: build.query<TaskType, number>({
      query: (id) => `tasks/types/${id}`,
      providesTags: typeTags.provideOne,
      extraOptions: { silent: true },
    }),
    createTaskType: build.mutation<TaskType, TaskTypePayload>({
      query: (body) => ({ url: 'tasks/types', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [typeTags.list, categoryTags.list]),
      extraOptions: { silent: true }, // the form shows its errors
    }),
    updateTaskType: build.mutation<TaskType, TaskTypePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `tasks/types/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess(({ id }) => [typeTags.one(id), categoryTags.list]),
      extraOptions: { silent: true },
    }),
    listTaskCategories: build.query<Paged<TaskCategory>, TableListParams>({
      query: (params) => ({ url: 'tasks/categories', params: listParams(params) }),
      providesTags: categoryTags.provideList,
      extraOptions: { silent: true },
    }),
    getTaskCategory: build.query<TaskCategory, number>({
      query: (id) => `tasks/categories/${id}`,
      providesTags: categoryTags.provideOne,
      extraOptions: { silent: true },
    }),
    createTaskCategory: build.mutation<TaskCategory, TaskCategoryPayload>({
      query: (body) => ({ url: 'tasks/categories', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [categoryTags.list, SELECTORS]),
      extraOptions: { silent: true },
    }),
    updateTaskCategory: build.mutation<TaskCategory, TaskCategoryPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `tasks/categories/${id}`, method: 'PATCH', body }),
      // Types show their category's name.
      invalidatesTags: onSuccess(({ id }) => [categoryTags.one(id), SELECTORS, typeTags.list]),
      extraOptions: { silent: true },
    }),
    taskCategoryNames: build.query<NamedOption[], void>({
      query: () => 'tasks/categories/selectors/names',
      providesTags: [SELECTORS],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListTaskTypesQuery,
  useGetTaskTypeQuery,
  useCreateTaskTypeMutation,
  useUpdateTaskTypeMutation,
  useListTaskCategoriesQuery,
  useGetTaskCategoryQuery,
  useCreateTaskCategoryMutation,
  useUpdateTaskCategoryMutation,
  useTaskCategoryNamesQuery,
} = taskTypesApi;
