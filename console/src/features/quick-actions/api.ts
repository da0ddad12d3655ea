/**
 * Hotel › Quick Actions calls (spec section 7): the card list, one action,
 * create, update, delete. Tags: a 'QuickAction' per id plus the LIST.
 */
import type { QuickAction, QuickActionPayload } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, tagsFor } from '#api/tags.ts';

const quickActionTags = tagsFor('QuickAction');

export const quickActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listQuickActions: build.query<QuickAction[], void>({
      query: () => 'quick-actions',
      providesTags: quickActionTags.provideList,
      extraOptions: { silent: true },
    }),
    getQuickAction: build.query<QuickAction, number>({
      query: (id) => `quick-actions/${id}`,
      providesTags: quickActionTags.provideOne,
      extraOptions: { silent: true },
    }),
    createQuickAction: build.mutation<QuickAction, QuickActionPayload>({
      query: (body) => ({ url: 'quick-actions', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [quickActionTags.list]),
      extraOptions: { silent: true },
    }),
    updateQuickAction: build.mutation<QuickAction, QuickActionPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `quick-actions/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess((_result, { id }) => [quickActionTags.one(id)]),
      extraOptions: { silent: true },
    }),
    deleteQuickAction: build.mutation<null, number>({
      query: (id) => ({ url: `quick-actions/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(() => [quickActionTags.list]),
    }),
  }),
});

export const { useListQuickActionsQuery, useGetQuickActionQuery, useCreateQuickActionMutation, useUpdateQuickActionMutation, useDeleteQuickActionMutation } =
  quickActionsApi;
