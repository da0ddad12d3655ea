/**
 * Hotel › Banners calls (spec section 7, "promotions"): the card list, one
 * banner, create, update, delete, and removing a language's image (uploads go
 * through #app/contentUploads.ts). Tags: a 'Banner' per id plus the LIST; a
 * create or delete also refreshes the related-object pickers ('Selector').
 */
import type { Banner, BannerCreatePayload, BannerUpdatePayload } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, SELECTORS, tagsFor } from '#api/tags.ts';

export const bannerTags = tagsFor('Banner');
const changed = onSuccess((_result, { id }: { id: number }) => [bannerTags.one(id)]);

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBanners: build.query<Banner[], void>({
      query: () => 'promotions',
      providesTags: bannerTags.provideList,
      // The screen shows the failure with a Retry.
      extraOptions: { silent: true },
    }),
    getBanner: build.query<Banner, number>({
      query: (id) => `promotions/${id}`,
      providesTags: bannerTags.provideOne,
      extraOptions: { silent: true },
    }),
    createBanner: build.mutation<Banner, BannerCreatePayload>({
      query: (body) => ({ url: 'promotions', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [bannerTags.list, SELECTORS]),
      extraOptions: { silent: true },
    }),
    updateBanner: build.mutation<Banner, BannerUpdatePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `promotions/${id}`, method: 'PATCH', body }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    deleteBanner: build.mutation<null, number>({
      query: (id) => ({ url: `promotions/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(() => [bannerTags.list, SELECTORS]),
    }),
    removeBannerImage: build.mutation<Banner, { id: number; language_code: string }>({
      query: ({ id, language_code }) => ({ url: `promotions/${id}/image`, method: 'DELETE', body: { language_code } }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useListBannersQuery, useGetBannerQuery, useCreateBannerMutation, useUpdateBannerMutation, useDeleteBannerMutation, useRemoveBannerImageMutation } =
  bannersApi;
