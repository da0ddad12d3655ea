/**
 * Map › Tracking calls (spec section 7 'Tracking', docs/api.md): the server-paged groups, one group with its
 * trackers, create and PATCH, the types selector; a tracker's create (answered with its device token, once),
 * the token renewed or revoked, and its trail. A group's tag covers its trackers: a tracker change refreshes it.
 */
import type {
  Paged,
  Tracker,
  TrackerPayload,
  TrackerPosition,
  TrackerWithToken,
  TrackingGroup,
  TrackingGroupPayload,
  TrackingGroupRow,
} from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, SELECTORS, tagsFor } from '#api/tags.ts';
import type { TableListParams } from '#app/useTableUrlState.ts';

const groupTags = tagsFor('TrackingGroup');

const listParams = ({ q_name, order_by, ...rest }: TableListParams) => ({
  ...rest,
  ...(order_by ? { order_by } : {}),
  ...(q_name?.trim() ? { q_name: q_name.trim() } : {}),
});

export const trackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTrackingGroups: build.query<Paged<TrackingGroupRow>, TableListParams>({
      query: (params) => ({ url: 'tracking/groups', params: listParams(params) }),
      providesTags: groupTags.provideList,
      extraOptions: { silent: true },
    }),
    getTrackingGroup: build.query<TrackingGroup, number>({
      query: (id) => `tracking/groups/${id}`,
      providesTags: groupTags.provideOne,
      extraOptions: { silent: true },
    }),
    createTrackingGroup: build.mutation<TrackingGroup, TrackingGroupPayload>({
      query: (body) => ({ url: 'tracking/groups', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [groupTags.list]),
      extraOptions: { silent: true },
    }),
    updateTrackingGroup: build.mutation<TrackingGroup, TrackingGroupPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `tracking/groups/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess(({ id }) => [groupTags.one(id)]),
      extraOptions: { silent: true },
    }),
    trackingGroupTypes: build.query<{ value: string; label: string }[], void>({
      query: () => 'tracking/groups/selectors/types',
      providesTags: [SELECTORS],
      extraOptions: { silent: true },
    }),
    createTracker: build.mutation<TrackerWithToken, TrackerPayload>({
      query: (body) => ({ url: 'tracking/trackers', method: 'POST', body }),
      invalidatesTags: onSuccess(({ tracking_group_id }) => [groupTags.one(tracking_group_id)]),
      extraOptions: { silent: true },
    }),
    renewTrackerToken: build.mutation<TrackerWithToken, Pick<Tracker, 'id' | 'tracking_group_id'>>({
      query: ({ id }) => ({ url: `tracking/trackers/${id}/token`, method: 'POST' }),
      invalidatesTags: onSuccess(({ tracking_group_id }) => [groupTags.one(tracking_group_id)]),
    }),
    revokeTrackerToken: build.mutation<Tracker, Pick<Tracker, 'id' | 'tracking_group_id'>>({
      query: ({ id }) => ({ url: `tracking/trackers/${id}/token`, method: 'DELETE' }),
      invalidatesTags: onSuccess(({ tracking_group_id }) => [groupTags.one(tracking_group_id)]),
    }),
    trackerTrail: build.query<TrackerPosition[], number>({
      query: (id) => `tracking/trackers/${id}/trail`,
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListTrackingGroupsQuery,
  useGetTrackingGroupQuery,
  useCreateTrackingGroupMutation,
  useUpdateTrackingGroupMutation,
  useTrackingGroupTypesQuery,
  useCreateTrackerMutation,
  useRenewTrackerTokenMutation,
  useRevokeTrackerTokenMutation,
  useTrackerTrailQuery,
} = trackingApi;
