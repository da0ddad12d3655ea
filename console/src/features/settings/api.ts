/**
 * Admin › Settings calls (spec section 7, docs/api.md): settings edits, company
 * languages, PMS integrations and manual rooms. The settings read itself lives in
 * #api/settingsApi.ts (Providers reads it for the brand colour); every settings
 * change here writes the server's answer into that one cache entry, so the
 * console's colour and logo change the moment the server accepts the change.
 */
import type { CompanyLanguage, ManualRoom, PmsIntegration, SettingsPayload, UserSettingsResponse } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { tagsFor } from '#api/tags.ts';
import { settingsReadApi } from '#api/settingsApi.ts';
import type { AppDispatch } from '#app/store.ts';

/** The two images of the settings form, each with its own upload/remove path. */
export const SETTINGS_IMAGE_PATHS = {
  property_logo: 'user/settings/property-image',
  default_image: 'user/settings/default-image',
} as const;
export type SettingsImage = keyof typeof SETTINGS_IMAGE_PATHS;

/** Puts fresh settings (a save, an upload, a removal) where every reader of user/settings looks. */
export function storeSettings(dispatch: AppDispatch, settings: UserSettingsResponse) {
  return dispatch(settingsReadApi.util.upsertQueryData('getSettings', undefined, settings));
}

async function storeAnswer(dispatch: AppDispatch, queryFulfilled: Promise<{ data: UserSettingsResponse }>) {
  try {
    const { data } = await queryFulfilled;
    void storeSettings(dispatch, data);
  } catch {
    // The form shows the failure; the cache keeps what the server last said.
  }
}

const languageTags = tagsFor('Language');
const manualRoomTags = tagsFor('ManualRoom');

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveSettings: build.mutation<UserSettingsResponse, SettingsPayload>({
      query: (body) => ({ url: 'user/settings', method: 'POST', body }),
      // The form shows validation and server failures itself.
      extraOptions: { silent: true },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
    removeSettingsImage: build.mutation<UserSettingsResponse, SettingsImage>({
      query: (image) => ({ url: SETTINGS_IMAGE_PATHS[image], method: 'DELETE' }),
      // The uploader shows the failure next to the image.
      extraOptions: { silent: true },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),

    companyLanguages: build.query<CompanyLanguage[], void>({
      query: () => 'languages',
      providesTags: languageTags.provideList,
      extraOptions: { silent: true },
    }),
    setLanguageEnabled: build.mutation<CompanyLanguage, { id: number; enabled: boolean }>({
      query: ({ id, enabled }) => ({ url: `languages/${id}/${enabled ? 'enable' : 'disable'}`, method: 'POST' }),
      // Only this row changed: the answer replaces it in the list, no list reload.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsApi.util.updateQueryData('companyLanguages', undefined, (languages) =>
              languages.map((language) => (language.id === data.id ? data : language)),
            ),
          );
        } catch {
          // The base query has toasted the error; the switch stays where the server has it.
        }
      },
    }),

    pmsIntegrations: build.query<PmsIntegration[], void>({
      query: () => 'pms',
      providesTags: ['Pms'],
      extraOptions: { silent: true },
    }),

    manualRooms: build.query<ManualRoom[], void>({
      query: () => 'rooms/manual-rooms',
      providesTags: [manualRoomTags.list],
      // The modal shows the failure with a Retry.
      extraOptions: { silent: true },
    }),
    saveManualRooms: build.mutation<ManualRoom[], { numbers: string[] }>({
      query: (body) => ({ url: 'rooms/manual-rooms', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: [manualRoomTags.list],
    }),
  }),
});

export const {
  useSaveSettingsMutation,
  useRemoveSettingsImageMutation,
  useCompanyLanguagesQuery,
  useSetLanguageEnabledMutation,
  usePmsIntegrationsQuery,
  useManualRoomsQuery,
  useSaveManualRoomsMutation,
} = settingsApi;
