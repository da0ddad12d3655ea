/**
 * Hotel › Information calls (spec section 7): the card list, one card,
 * create, update, delete, the text content, removing a content image, a
 * language's PDF or the cover (uploads go through #app/contentUploads.ts).
 * Tags: an 'Information' per id plus the LIST; create and delete also refresh
 * the related-object pickers ('Selector').
 */
import type { Information, InformationPayload, Translatable } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, SELECTORS, tagsFor } from '#api/tags.ts';

export const informationTags = tagsFor('Information');
const changed = onSuccess((_result, { id }: { id: number }) => [informationTags.one(id)]);

export const informationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInformation: build.query<Information[], void>({
      query: () => 'information',
      providesTags: informationTags.provideList,
      extraOptions: { silent: true },
    }),
    getInformation: build.query<Information, number>({
      query: (id) => `information/${id}`,
      providesTags: informationTags.provideOne,
      extraOptions: { silent: true },
    }),
    createInformation: build.mutation<Information, InformationPayload>({
      query: (body) => ({ url: 'information', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [informationTags.list, SELECTORS]),
      extraOptions: { silent: true },
    }),
    updateInformation: build.mutation<Information, InformationPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `information/${id}`, method: 'PATCH', body }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    deleteInformation: build.mutation<null, number>({
      query: (id) => ({ url: `information/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(() => [informationTags.list, SELECTORS]),
    }),
    saveInformationText: build.mutation<Information, { id: number; text: Translatable }>({
      query: ({ id, text }) => ({ url: `information/${id}/content-text`, method: 'POST', body: { text } }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    removeInformationImage: build.mutation<Information, { id: number; imageId: string }>({
      query: ({ id, imageId }) => ({ url: `information/${id}/content-image/${imageId}`, method: 'DELETE' }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    removeInformationPdf: build.mutation<Information, { id: number; language_code: string }>({
      query: ({ id, language_code }) => ({ url: `information/${id}/content-pdf`, method: 'DELETE', body: { language_code } }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    removeInformationCover: build.mutation<Information, { id: number }>({
      query: ({ id }) => ({ url: `information/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListInformationQuery,
  useGetInformationQuery,
  useCreateInformationMutation,
  useUpdateInformationMutation,
  useDeleteInformationMutation,
  useSaveInformationTextMutation,
  useRemoveInformationImageMutation,
  useRemoveInformationPdfMutation,
  useRemoveInformationCoverMutation,
} = informationApi;
