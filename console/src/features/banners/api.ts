/**
 * Hotel › Banners calls (spec section 7, "promotions"): the card list, one
 * banner, create, update, delete, and removing a language's image (uploads go
 * through #app/contentUploads.ts). Tags: a 'Banner' per id plus the LIST; a
 * create or delete also refreshes the related-object pickers ('Selector').
 */
import type { Banner, BannerCreatePayload, BannerUpdatePayload } from '@atoll/contract';
import { baseApi, LIST_TAG } from '#api/baseApi.ts';

const tag = (id: number) => ({ type: 'Banner' as const, id });
export const BANNER_LIST = { type: 'Banner' as const, id: LIST_TAG };
const SELECTORS = { type: 'Selector' as const, id: LIST_TAG };

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBanners: build.query<Banner[], void>({
      query: () => 'promotions',
      providesTags: (result = []) => [...result.map(({ id }) => tag(id)), BANNER_LIST],
      // The screen shows the failure with a Retry.
      extraOptions: { silent: true },
    }),
    getBanner: build.query<Banner, number>({
      query: (id) => `promotions/${id}`,
      providesTags: (_result, _error, id) => [tag(id)],
      extraOptions: { silent: true },
    }),
    createBanner: build.mutation<Banner, BannerCreatePayload>({
      query: (body) => ({ url: 'promotions', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [BANNER_LIST, SELECTORS]),
      extraOptions: { silent: true },
    }),
    updateBanner: build.mutation<Banner, BannerUpdatePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `promotions/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [tag(id)]),
      extraOptions: { silent: true },
    }),
    deleteBanner: build.mutation<null, number>({
      query: (id) => ({ url: `promotions/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [BANNER_LIST, SELECTORS]),
    }),
    removeBannerImage: build.mutation<Banner, { id: number; language_code: string }>({
      query: ({ id, language_code }) => ({ url: `promotions/${id}/image`, method: 'DELETE', body: { language_code } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [tag(id)]),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useListBannersQuery, useGetBannerQuery, useCreateBannerMutation, useUpdateBannerMutation, useDeleteBannerMutation, useRemoveBannerImageMutation } =
  bannersApi;
