/**
 * Home's analytics calls (spec section 7, GET ui/analytics/*; docs/api.md): what the facility
 * selector offers, and for one facility (or 'all') and one range, the three charts' rows and the
 * figures beside them. Every answer is counted by the server in the company's time zone. Failures
 * are shown by each chart with Retry (silent here); switching facility or month keeps the previous
 * answer on screen, dimmed, until the new one arrives (the charts' loading state).
 */
import {
  ANALYTICS_PATHS,
  type AnalyticsFacilities,
  type AnalyticsFacility,
  type AnalyticsQuery,
  type BookingsByDateRow,
  type BookingsByHourRow,
  type BookingsByStatusRow,
  type BookingsSummary,
} from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';

export interface AnalyticsArgs extends AnalyticsQuery {
  facility: AnalyticsFacility;
}

const rows = (path: (facility: AnalyticsFacility) => string) => ({ facility, ...params }: AnalyticsArgs) => ({ url: path(facility), params });

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyticsFacilities: build.query<AnalyticsFacilities, void>({
      query: () => ANALYTICS_PATHS.facilities,
      extraOptions: { silent: true },
    }),
    bookingsByDate: build.query<BookingsByDateRow[], AnalyticsArgs>({ query: rows(ANALYTICS_PATHS.byDate), extraOptions: { silent: true } }),
    bookingsByHour: build.query<BookingsByHourRow[], AnalyticsArgs>({ query: rows(ANALYTICS_PATHS.byHour), extraOptions: { silent: true } }),
    bookingsByStatus: build.query<BookingsByStatusRow[], AnalyticsArgs>({ query: rows(ANALYTICS_PATHS.byStatus), extraOptions: { silent: true } }),
    bookingsSummary: build.query<BookingsSummary, AnalyticsArgs>({ query: rows(ANALYTICS_PATHS.summary), extraOptions: { silent: true } }),
  }),
});

export const { useAnalyticsFacilitiesQuery, useBookingsByDateQuery, useBookingsByHourQuery, useBookingsByStatusQuery, useBookingsSummaryQuery } = analyticsApi;
