/**
 * Map › TVs calls (spec section 7: GET list, GET {id}, POST, PATCH {id}; issue 20: POST {id}/link for a
 * new display link). A new link changes the TV's url: its row and the list refresh.
 */
import type { Paged, Tv, TvPayload } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, tagsFor } from '#api/tags.ts';
import type { TableListParams } from '#app/useTableUrlState.ts';

const tvTags = tagsFor('Tv');

/** q_name only when something is typed; order_by only when chosen. */
const listParams = ({ q_name, order_by, ...rest }: TableListParams) => ({
  ...rest,
  ...(order_by ? { order_by } : {}),
  ...(q_name?.trim() ? { q_name: q_name.trim() } : {}),
});

export const tvsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTvs: build.query<Paged<Tv>, TableListParams>({
      query: (params) => ({ url: 'tvs', params: listParams(params) }),
      providesTags: tvTags.provideList,
      extraOptions: { silent: true }, // the table shows the failure with Retry
    }),
    getTv: build.query<Tv, number>({
      query: (id) => `tvs/${id}`,
      providesTags: tvTags.provideOne,
      extraOptions: { silent: true },
    }),
    createTv: build.mutation<Tv, TvPayload>({
      query: (body) => ({ url: 'tvs', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [tvTags.list]),
      extraOptions: { silent: true }, // the form shows its errors
    }),
    updateTv: build.mutation<Tv, TvPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `tvs/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess(({ id }) => [tvTags.one(id)]),
      extraOptions: { silent: true },
    }),
    newTvLink: build.mutation<Tv, number>({
      query: (id) => ({ url: `tvs/${id}/link`, method: 'POST' }),
      invalidatesTags: onSuccess((_tv: Tv, id: number) => [tvTags.one(id)]),
    }),
  }),
});

export const { useListTvsQuery, useGetTvQuery, useCreateTvMutation, useUpdateTvMutation, useNewTvLinkMutation } = tvsApi;
