/**
 * The App Editor phone preview's call (issue 21): the property's guest payload, GET guest-app/{domain}?lang=xx (the
 * guest web app's own public call, ADR 0051), whose facilities, today's events, banners and quick actions the
 * preview draws the unsaved layout with. Injected when the preview loads, so the route's first chunk does not carry it.
 */
import type { GuestApp } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';

export const previewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    guestApp: build.query<GuestApp, { domain: string; lang: string }>({
      query: ({ domain, lang }) => ({ url: `guest-app/${encodeURIComponent(domain)}`, params: { lang } }),
      extraOptions: { silent: true }, // the preview shows the failure with Retry
    }),
  }),
});

export const { useGuestAppQuery } = previewApi;
