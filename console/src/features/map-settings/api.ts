/**
 * Map › Map Settings calls (issue 20, docs/api.md): the map settings (GET/POST user/settings/map) and the
 * overlay (GET user/settings/map-overlay, POST …/coordinates, DELETE …/image; uploads go through
 * #app/contentUploads.ts and refresh OVERLAY). Each save answers the whole settings or overlay, which
 * becomes the cached read at once; a settings save also invalidates MAP_CENTRE_TAG, the centre other
 * screens read (Key Places' pin picker).
 */
import type { MapOverlay, MapOverlayCoordinatesPayload, MapSettings, MapSettingsPayload } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { MAP_CENTRE_TAG, onSuccess } from '#api/tags.ts';

export const MAP_SETTINGS_TAG = { type: 'MapSettings' as const, id: 'map' };
export const OVERLAY_TAG = { type: 'MapSettings' as const, id: 'overlay' };
export const OVERLAY_IMAGE_PATH = 'user/settings/map-overlay/image';

export const mapSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMapSettings: build.query<MapSettings, void>({
      query: () => 'user/settings/map',
      providesTags: [MAP_SETTINGS_TAG],
      // The screen shows the failure with a Retry.
      extraOptions: { silent: true },
    }),
    saveMapSettings: build.mutation<MapSettings, MapSettingsPayload>({
      query: (body) => ({ url: 'user/settings/map', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [MAP_CENTRE_TAG]),
      // The form shows validation and server failures itself.
      extraOptions: { silent: true },
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(mapSettingsApi.util.upsertQueryData('getMapSettings', undefined, data));
      },
    }),
    getMapOverlay: build.query<MapOverlay, void>({
      query: () => 'user/settings/map-overlay',
      providesTags: [OVERLAY_TAG],
      extraOptions: { silent: true },
    }),
    saveOverlayCoordinates: build.mutation<MapOverlay, MapOverlayCoordinatesPayload>({
      query: (body) => ({ url: 'user/settings/map-overlay/coordinates', method: 'POST', body }),
      extraOptions: { silent: true },
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(mapSettingsApi.util.upsertQueryData('getMapOverlay', undefined, data));
      },
    }),
    removeOverlayImage: build.mutation<MapOverlay, string>({
      query: (language_code) => ({ url: OVERLAY_IMAGE_PATH, method: 'DELETE', body: { language_code } }),
      // The uploader shows the failure next to the image.
      extraOptions: { silent: true },
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(mapSettingsApi.util.upsertQueryData('getMapOverlay', undefined, data));
      },
    }),
  }),
});

export const { useGetMapSettingsQuery, useSaveMapSettingsMutation, useGetMapOverlayQuery, useSaveOverlayCoordinatesMutation, useRemoveOverlayImageMutation } = mapSettingsApi;
