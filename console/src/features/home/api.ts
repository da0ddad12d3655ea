/**
 * Home's call (GET home/today, docs/api.md): today's figures and the setup checklist in one answer,
 * counted by the server in the company's time zone. Fetched again whenever Home mounts, so a step
 * done elsewhere is ticked on return; the page shows a failure with Retry (silent here).
 */
import type { HomeToday } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeToday: build.query<HomeToday, void>({
      query: () => 'home/today',
      keepUnusedDataFor: 0,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useHomeTodayQuery } = homeApi;
