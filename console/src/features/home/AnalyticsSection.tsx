/**
 * Home's booking analytics (spec section 2 Home, section 9 charts; issue 19): for one facility (or
 * 'All', only when read-facility-requests covers every facility) and one month (MMM-YYYY, this month
 * by default), the requests per day, the busy hours by weekday and the status mix, beside the month's
 * total against the previous month and the median time to confirm. Every figure is the server's,
 * counted in the company's time zone, which the charts print on their axes and in their tooltips.
 *
 * The facility and the month live in the URL (?facility=all&month=2026-03), so Back and a shared
 * link keep them. Loaded with its own chunk (visx reaches Home only, and only for users who may see
 * analytics); HomePage renders it only with read-facility-requests — the server refuses everyone
 * else (403), and a scoped user asking for another facility or for 'All'.
 */
import { memo, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  ANALYTICS_ALL,
  ANALYTICS_TEXT as TEXT,
  byDateSummary,
  byHourSummary,
  byStatusSummary,
  localDate,
  monthRange,
  STATUS_MESSAGES,
  summaryText,
  type AnalyticsFacilities,
  type AnalyticsFacility,
  type ApiError,
} from '@atoll/contract';
import { MonthPicker, Select, Skeleton, shiftMonth } from '@atoll/ui-kit';
import { BarChart, BubbleChart, DoughnutChart, type ChartError, type ChartStatus } from '@atoll/ui-kit/Charts';
import type { SerializedError } from '@reduxjs/toolkit';
import { useTimeZone } from '#app/hooks.ts';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { useUpdateSearchParams } from '#app/searchParams.ts';
import {
  useAnalyticsFacilitiesQuery,
  useBookingsByDateQuery,
  useBookingsByHourQuery,
  useBookingsByStatusQuery,
  useBookingsSummaryQuery,
  type AnalyticsArgs,
} from './analyticsApi';
import { HomeSection, Muted } from './HomeSection';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
  & > * { min-width: min(100%, 220px); }
`;

/** The figures: three to a row on a desk, wrapping on a phone. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.typography.scale.caption.size}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; font-size: ${({ theme }) => theme.typography.scale.heading.size}; font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
`;

/** The bar chart takes the width; the bubbles and the doughnut share a row on a desk. */
const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  & > :first-child { grid-column: 1 / -1; }
`;

type QueryState<T> = { data?: T; currentData?: T; error?: ApiError | SerializedError; isFetching: boolean; refetch: () => unknown };

/** RTK Query's state as a chart's: the previous answer stays (dimmed) while the next one loads. */
function chartState<T>(query: QueryState<T>): { status: ChartStatus; error?: ChartError; onRetry: () => void } {
  const onRetry = () => void query.refetch();
  if (query.isFetching) return { status: 'loading', onRetry };
  if (query.error) {
    const error = query.error as Partial<ApiError>;
    return { status: 'error', error: { name: error.name ?? STATUS_MESSAGES[500], message: error.message, reference: error.reference }, onRetry };
  }
  return { status: 'ready', onRetry };
}

/** The facility in the URL if the caller may choose it, else 'All' (with the 'all' scope) or the first permitted one. */
function chosenFacility(raw: string | null, choices: AnalyticsFacilities): AnalyticsFacility | undefined {
  if (raw === ANALYTICS_ALL && choices.all) return ANALYTICS_ALL;
  const id = Number(raw);
  if (raw && choices.facilities.some((f) => f.id === id)) return id;
  return choices.all ? ANALYTICS_ALL : choices.facilities[0]?.id;
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** How far ahead the month picker goes: bookings are made weeks ahead. */
const MONTHS_AHEAD = 3;

export function AnalyticsSection() {
  const timeZone = useTimeZone();
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const thisMonth = localDate(new Date(), timeZone).slice(0, 7);
  // Requests are counted on the day they are for, so the next months show what is already booked.
  const lastMonth = shiftMonth(thisMonth, MONTHS_AHEAD);
  const rawMonth = params.get('month');
  const month = rawMonth && MONTH_PATTERN.test(rawMonth) && rawMonth <= lastMonth ? rawMonth : thisMonth;
  const choices = useAnalyticsFacilitiesQuery();
  const facility = choices.data ? chosenFacility(params.get('facility'), choices.data) : undefined;
  // One object per facility and month, so the memoised charts below redraw only when either changes.
  const args = useMemo(() => (facility === undefined ? undefined : { facility, ...monthRange(month) }), [facility, month]);

  const items = useMemo(
    () => [
      ...(choices.data?.all ? [{ id: ANALYTICS_ALL, label: TEXT.all }] : []),
      ...(choices.data?.facilities ?? []).map((f) => ({ id: f.id, label: f.name })),
    ],
    [choices.data],
  );

  return (
    <HomeSection id="home-analytics" heading={TEXT.heading}>
      {choices.error && !choices.isFetching ? (
        <QueryErrorCard error={choices.error} onRetry={() => void choices.refetch()} isRetrying={choices.isFetching} headingLevel={3} />
      ) : !choices.data ? (
        <Skeleton shape="block" height={56} />
      ) : args === undefined ? (
        <Muted>{TEXT.noFacilities}</Muted>
      ) : (
        <>
          <Controls>
            <Select
              label={TEXT.facility}
              items={items}
              value={facility}
              onChange={(key) => key != null && update({ facility: String(key) }, true)}
            />
            <MonthPicker label={TEXT.month} value={month} max={lastMonth} onChange={(next) => update({ month: next === thisMonth ? undefined : next }, true)} />
          </Controls>
          <AnalyticsFigures args={args} />
        </>
      )}
    </HomeSection>
  );
}

/**
 * The month's figures and its three charts. Each chart asks for its own answer and is memoised on the
 * facility and month and the time zone: when one of the four answers arrives, only what shows it draws
 * again. Before, every answer redrew all three charts, each in one long task on a phone (React renders
 * a store update at once; docs/performance.md, "Home's long tasks").
 */
function AnalyticsFigures({ args }: { args: AnalyticsArgs }) {
  const sessionZone = useTimeZone();
  const summary = useBookingsSummaryQuery(args);
  const timeZone = summary.data?.time_zone ?? sessionZone;
  const figures = summary.data;
  return (
    <>
      <Figures aria-busy={summary.isFetching} aria-label={figures ? summaryText(figures) : undefined}>
        <Figure>
          <dt>{TEXT.total}</dt>
          <dd>{figures ? figures.total : '…'}</dd>
        </Figure>
        <Figure>
          <dt>{TEXT.previousTotal}</dt>
          <dd>{figures ? figures.previous_total : '…'}</dd>
        </Figure>
        <Figure>
          <dt>{TEXT.timeToConfirm}</dt>
          <dd>{!figures ? '…' : figures.median_minutes_to_confirm === null ? TEXT.timeToConfirmNone : TEXT.minutes(figures.median_minutes_to_confirm)}</dd>
        </Figure>
      </Figures>
      <Charts>
        <ByDateChart args={args} timeZone={timeZone} />
        <ByHourChart args={args} timeZone={timeZone} />
        <ByStatusChart args={args} />
      </Charts>
    </>
  );
}

interface ChartArgs {
  args: AnalyticsArgs;
  timeZone: string;
}

const ByDateChart = memo(function ByDateChart({ args, timeZone }: ChartArgs) {
  const byDate = useBookingsByDateQuery(args);
  return (
    <BarChart
      title={TEXT.byDateTitle}
      data={byDate.data}
      {...chartState(byDate)}
      emptyText={TEXT.noRequests}
      summary={byDate.data ? byDateSummary(byDate.data) : undefined}
      timeZone={timeZone}
    />
  );
});

const ByHourChart = memo(function ByHourChart({ args, timeZone }: ChartArgs) {
  const byHour = useBookingsByHourQuery(args);
  return (
    <BubbleChart
      title={TEXT.byHourTitle}
      data={byHour.data}
      {...chartState(byHour)}
      emptyText={TEXT.noRequests}
      summary={byHour.data ? byHourSummary(byHour.data) : undefined}
      timeZone={timeZone}
    />
  );
});

const ByStatusChart = memo(function ByStatusChart({ args }: { args: AnalyticsArgs }) {
  const byStatus = useBookingsByStatusQuery(args);
  const statusRows = useMemo(() => (byStatus.data ?? []).map((row) => ({ label: row.ui_status.text, color: row.ui_status.color, count: row.count })), [byStatus.data]);
  return (
    <DoughnutChart
      title={TEXT.byStatusTitle}
      data={statusRows}
      {...chartState(byStatus)}
      emptyText={TEXT.noRequests}
      summary={byStatus.data ? byStatusSummary(byStatus.data) : undefined}
    />
  );
});
