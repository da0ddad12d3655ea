/**
 * Guests › Campaigns calls (spec section 7, docs/api.md): the server-paged list, one campaign with its
 * delivery funnel, create (no edit: the server refuses PATCH and PUT), the exact recipient count of an
 * audience before sending, cancel (a scheduled campaign, until it starts), a test send to the sender's
 * own device. The audience form's room types come from GET rooms/selector and its languages from GET
 * languages (both open to any signed-in user). A campaign's detail is polled while its messages
 * are on their way, so the funnel moves on screen.
 */
import type { Campaign, CampaignAudience, CampaignPayload, CampaignTestResult, Paged } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, tagsFor } from '#api/tags.ts';
import type { TableListParams } from '#app/useTableUrlState.ts';

const tags = tagsFor('Campaign');

const listParams = ({ q_name, order_by, ...rest }: TableListParams) => ({
  ...rest,
  ...(order_by ? { order_by } : {}),
  ...(q_name?.trim() ? { q_name: q_name.trim() } : {}),
});

export const campaignsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCampaigns: build.query<Paged<Campaign>, TableListParams>({
      query: (params) => ({ url: 'guests/campaigns', params: listParams(params) }),
      providesTags: tags.provideList,
      extraOptions: { silent: true }, // the table shows the failure with Retry
    }),
    getCampaign: build.query<Campaign, number>({
      query: (id) => `guests/campaigns/${id}`,
      providesTags: tags.provideOne,
      extraOptions: { silent: true },
    }),
    createCampaign: build.mutation<Campaign, CampaignPayload>({
      query: (body) => ({ url: 'guests/campaigns', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [tags.list]),
      extraOptions: { silent: true }, // the form shows its errors
    }),
    audienceCount: build.query<{ recipients: number }, CampaignAudience>({
      query: (audience) => ({ url: 'guests/campaigns/audience-count', method: 'POST', body: { audience } }),
      keepUnusedDataFor: 0,
      extraOptions: { silent: true },
    }),
    cancelCampaign: build.mutation<Campaign, number>({
      query: (id) => ({ url: `guests/campaigns/${id}/cancel`, method: 'POST' }),
      invalidatesTags: onSuccess((_campaign: Campaign, id: number) => [tags.one(id), tags.list]),
    }),
    testCampaign: build.mutation<CampaignTestResult, Pick<CampaignPayload, 'name' | 'description'>>({
      query: (body) => ({ url: 'guests/campaigns/test', method: 'POST', body }),
    }),
  }),
});

export const {
  useListCampaignsQuery,
  useGetCampaignQuery,
  useCreateCampaignMutation,
  useAudienceCountQuery,
  useCancelCampaignMutation,
  useTestCampaignMutation,
} = campaignsApi;
