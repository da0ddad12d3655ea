/**
 * CSV exports (spec section 7: "export and download use a return-URL flag and an export key"): a list
 * call with its current filter and sort plus return_url=1 answers a one-time download link. A mutation
 * (though a GET): every press must ask for a new key, never reuse a cached one. Errors toast with the
 * catalogue's messages (the base query's default).
 */
import { EXPORT_RETURN_URL_PARAM, type ExportableList, type ExportLink } from '@atoll/contract';
import { baseApi } from './baseApi';

export interface ExportLinkArgs {
  list: ExportableList;
  order_by?: string;
  q_name?: string;
}

export const exportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exportLink: build.mutation<ExportLink, ExportLinkArgs>({
      query: ({ list, order_by, q_name }) => ({
        url: list,
        params: { [EXPORT_RETURN_URL_PARAM]: 1, ...(order_by ? { order_by } : {}), ...(q_name?.trim() ? { q_name: q_name.trim() } : {}) },
      }),
    }),
  }),
});

export const { useExportLinkMutation } = exportsApi;
