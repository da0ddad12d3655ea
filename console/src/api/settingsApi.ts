/**
 * The company's settings as every screen needs them (the theme's primary
 * colour, the logo). Admin › Settings injects its own edit endpoints and
 * invalidates the 'Settings' tag, which refreshes this read.
 */
import type { UserSettingsResponse } from '@atoll/contract';
import { baseApi } from './baseApi';

export const settingsReadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<UserSettingsResponse, void>({
      query: () => 'user/settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = settingsReadApi;
