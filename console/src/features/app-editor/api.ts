/**
 * Admin › App Editor calls (spec section 7; docs/api.md 'App Editor'; ADR 0050): the latest app version
 * the editor opens on, the history, one version's preview, a save (which may answer merged, or a 428
 * CONFIRMATION_REQUIRED that the base query asks about and resends with `_confirmation`), and restore.
 * A save or restore makes a new latest version and a new history row. The phone preview's own call is
 * previewApi.ts (loaded with the preview, not with the route).
 */
import type { AppConfig, AppVersion, AppVersionSaved, AppVersionSummary, Paged } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, tagsFor } from '#api/tags.ts';

const versionTags = tagsFor('AppVersion');
/** The latest version: every save and restore changes it. */
const LATEST = versionTags.one('latest');

export interface AppVersionSaveRequest {
  config: AppConfig;
  /** The version the editor loaded: the server merges with what was saved since. */
  base_version_id: number | null;
}

export const appEditorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    latestAppVersion: build.query<AppVersion, void>({
      query: () => 'editor/app/versions/latest',
      providesTags: [LATEST],
      extraOptions: { silent: true }, // the screen shows the failure with Retry
    }),
    appVersions: build.query<Paged<AppVersionSummary>, { page: number; limit: number }>({
      query: (params) => ({ url: 'editor/app/versions', params }),
      providesTags: [versionTags.list],
      extraOptions: { silent: true },
    }),
    appVersion: build.query<AppVersion, number>({
      query: (id) => `editor/app/versions/${id}`,
      providesTags: versionTags.provideOne,
      extraOptions: { silent: true },
    }),
    saveAppVersion: build.mutation<AppVersionSaved, AppVersionSaveRequest>({
      query: (body) => ({ url: 'editor/app/versions', method: 'POST', body }),
      // The editor takes the saved version from the answer; the history gains a row.
      invalidatesTags: onSuccess(() => [versionTags.list]),
    }),
    restoreAppVersion: build.mutation<AppVersionSaved, number>({
      query: (id) => ({ url: `editor/app/versions/${id}/restore`, method: 'POST' }),
      invalidatesTags: onSuccess(() => [versionTags.list, LATEST]),
    }),
  }),
});

export const { useLatestAppVersionQuery, useAppVersionsQuery, useAppVersionQuery, useSaveAppVersionMutation, useRestoreAppVersionMutation } = appEditorApi;
