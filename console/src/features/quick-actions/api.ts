/**
 * Hotel › Quick Actions calls (spec section 7): the card list, one action,
 * create, update, delete. Tags: a 'QuickAction' per id plus the LIST.
 */
import type { QuickAction, QuickActionPayload } from '@atoll/contract';
import { baseApi, LIST_TAG } from '#api/baseApi.ts';

const tag = (id: number) => ({ type: 'QuickAction' as const, id });
const LIST = { type: 'QuickAction' as const, id: LIST_TAG };

export const quickActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listQuickActions: build.query<QuickAction[], void>({
      query: () => 'quick-actions',
      providesTags: (result = []) => [...result.map(({ id }) => tag(id)), LIST],
      extraOptions: { silent: true },
    }),
    getQuickAction: build.query<QuickAction, number>({
      query: (id) => `quick-actions/${id}`,
      providesTags: (_result, _error, id) => [tag(id)],
      extraOptions: { silent: true },
    }),
    createQuickAction: build.mutation<QuickAction, QuickActionPayload>({
      query: (body) => ({ url: 'quick-actions', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      extraOptions: { silent: true },
    }),
    updateQuickAction: build.mutation<QuickAction, QuickActionPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `quick-actions/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [tag(id)]),
      extraOptions: { silent: true },
    }),
    deleteQuickAction: build.mutation<null, number>({
      query: (id) => ({ url: `quick-actions/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useListQuickActionsQuery, useGetQuickActionQuery, useCreateQuickActionMutation, useUpdateQuickActionMutation, useDeleteQuickActionMutation } =
  quickActionsApi;
