/**
 * New requests make themselves seen (issue 18, item 3): the New and Ongoing counts from the server (the
 * lists' `meta.total`, one row asked for), refetched whenever the live queue invalidates the Booking tags
 * (a stream event, a poll, or a change made here). The Shell shows them on the menu and in the title,
 * announces increases politely and, when this device opted in, plays the alert; the Requests screen's
 * tabs read the same two cached queries (no further request).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LIVE_REQUESTS_TEXT as TEXT, type Paged } from '@atoll/contract';
import { baseApi, LIST_TAG } from '../api/baseApi';
import { useRequestAlertsEnabled } from './requestAlerts';

type CountedState = 'new' | 'pending';

const requestCountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestCount: build.query<number, CountedState>({
      query: (state) => ({ url: `bookings/by-state/${state}`, params: { page: 1, limit: 1 } }),
      transformResponse: (page: Paged<unknown>) => page.meta.total,
      providesTags: [{ type: 'Booking', id: LIST_TAG }],
      extraOptions: { silent: true }, // a count that cannot be read shows nothing, never a toast
    }),
  }),
});

export interface RequestCounts {
  /** New requests (undefined until known). */
  fresh?: number;
  /** Ongoing (confirmed) requests. */
  ongoing?: number;
}

export function useRequestCounts(enabled = true): RequestCounts {
  const { data: fresh } = requestCountsApi.useRequestCountQuery('new', { skip: !enabled });
  const { data: ongoing } = requestCountsApi.useRequestCountQuery('pending', { skip: !enabled });
  return enabled ? { fresh, ongoing } : {};
}

// The New count before the page title ('(3) Requests · Atoll'): RootLayout names the page, the Shell knows the count.
let titleCount = 0;
const titleListeners = new Set<() => void>();
function setTitleCount(count: number) {
  if (count === titleCount) return;
  titleCount = count;
  for (const listener of titleListeners) listener();
}
export function useTitleCount(): number {
  return useSyncExternalStore(
    (listener) => {
      titleListeners.add(listener);
      return () => void titleListeners.delete(listener);
    },
    () => titleCount,
  );
}
export function pageTitle(base: string, count: number): string {
  return count > 0 ? TEXT.titleWithCount(count, base) : base;
}

/**
 * The Shell's side: counts, title, what the polite live region says (increases only: a count that falls as
 * requests are answered is not news), and the opted-in alert, loaded on first use.
 */
export function useLiveRequests(enabled: boolean, openRequests: () => void): { counts: RequestCounts; announcement: string } {
  const counts = useRequestCounts(enabled);
  const alertsOn = useRequestAlertsEnabled();
  const [announcement, setAnnouncement] = useState('');
  const last = useRef<number | undefined>(undefined);
  const opener = useRef(openRequests);
  useEffect(() => {
    opener.current = openRequests;
  }, [openRequests]);

  useEffect(() => {
    setTitleCount(counts.fresh ?? 0);
  }, [counts.fresh]);
  useEffect(() => () => setTitleCount(0), []);

  useEffect(() => {
    const now = counts.fresh;
    if (now === undefined) return;
    const before = last.current;
    last.current = now;
    if (before === undefined || now <= before) return;
    setAnnouncement(TEXT.newRequests(now - before));
    if (alertsOn) {
      void import('./requestAlertsPlayer')
        .then(({ alertNewRequests }) => alertNewRequests(now - before, () => opener.current()))
        .catch(() => undefined);
    }
  }, [counts.fresh, alertsOn]);

  return { counts, announcement };
}
