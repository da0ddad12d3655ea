/**
 * Map › Key Places calls (spec section 7, /locations): the card list, one place, create, update, delete,
 * the icon, removing the cover (uploads go through #app/contentUploads.ts), and the company's map centre
 * (GET user/settings/map) the pin picker opens on. Tags: a 'Location' per id plus the LIST; the centre is
 * MAP_CENTRE_TAG, which a Map Settings save invalidates.
 */
import type { Location, LocationCreatePayload, LocationIconPayload, LocationUpdatePayload, MapSettings } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { MAP_CENTRE_TAG, onSuccess, tagsFor } from '#api/tags.ts';

export const locationTags = tagsFor('Location');
const changed = onSuccess((_result, { id }: { id: number }) => [locationTags.one(id), locationTags.list]);

export const locationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listLocations: build.query<Location[], void>({
      query: () => 'locations',
      providesTags: locationTags.provideList,
      // The screen shows the failure with a Retry.
      extraOptions: { silent: true },
    }),
    getLocation: build.query<Location, number>({
      query: (id) => `locations/${id}`,
      providesTags: locationTags.provideOne,
      extraOptions: { silent: true },
    }),
    createLocation: build.mutation<Location, LocationCreatePayload>({
      query: (body) => ({ url: 'locations', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [locationTags.list]),
      extraOptions: { silent: true },
    }),
    updateLocation: build.mutation<Location, LocationUpdatePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `locations/${id}`, method: 'PATCH', body }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    updateLocationIcon: build.mutation<Location, LocationIconPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `locations/${id}/icon`, method: 'PATCH', body }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    deleteLocation: build.mutation<null, number>({
      query: (id) => ({ url: `locations/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(() => [locationTags.list]),
    }),
    removeLocationCover: build.mutation<Location, { id: number }>({
      query: ({ id }) => ({ url: `locations/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    /** The company's map centre, when Map Settings saved one (a failure only means the fallback centre). */
    keyPlacesMapSettings: build.query<MapSettings, void>({
      query: () => 'user/settings/map',
      providesTags: [MAP_CENTRE_TAG],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListLocationsQuery,
  useGetLocationQuery,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useUpdateLocationIconMutation,
  useDeleteLocationMutation,
  useRemoveLocationCoverMutation,
  useKeyPlacesMapSettingsQuery,
} = locationsApi;
