/**
 * Requests › Slots (spec section 2): tabs Today (default) and All (with a date filter), a server-paged,
 * sortable table of the caller's slots (date / time, type, attached, pax as a capacity bar, status);
 * 'No Booking Slots Available On Date' when a date has none. Rows open the slot's drawer (Basic
 * Information, Bookings); Add Slot, for manual types, and each slot yet to start's Add Booking (issue 18)
 * only with manage-facility-requests. Tab, page,
 * order, date and drawer live in the URL (?view=all&date=2026-11-24&slot=12&tab=bookings).
 */
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { formatDisplayDate, PERMISSION, REQUESTS_TEXT, SLOT_ORDER_KEYS, STATUS_MESSAGES, type Slot } from '@atoll/contract';
import { Button, CapacityBar, PageHeader, Skeleton, type TableColumn } from '@atoll/ui-kit';
import { Table, Tabs } from '#app/lazyKit.tsx';
import { useListBookingTypesQuery } from './typesApi';
import { useListSlotsQuery, useListTodaySlotsQuery } from './slotsApi';
import { addBookingHref } from '#app/addBookingLink.ts';
import { LazyDrawers } from '#app/LazyDrawers.tsx';
import { useCan } from '#app/hooks.ts';
import { useUpdateSearchParams } from '#app/searchParams.ts';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useScreenTab, useTableUrlState, type TableUrlState } from '#app/useTableUrlState.ts';
import type { PagedQueryState } from '#app/TableScreen.tsx';
import { StatusStyleBadge } from '#app/StatusStyleBadge.tsx';
import { SLOT_LABEL as L, SLOT_TABS } from './slotText';

// The drawers and their forms load on first open (LazyDrawers).
const SlotDrawers = lazy(() => import('./SlotDrawers').then((module) => ({ default: module.SlotDrawers })));
// The All tab's date field loads with that tab: Today, the default, has no filter.
const SlotDateFilter = lazy(() => import('./SlotDateFilter').then((module) => ({ default: module.SlotDateFilter })));

const VIEWS = ['today', 'all'] as const;
const DEFAULT_ORDER = 'date:ASC';

const COLUMNS: TableColumn<Slot>[] = [
  { key: 'date', header: L.dateTime, isSortable: true, isRowHeader: true, render: (s) => `${formatDisplayDate(s.date)} · ${s.time_text}` },
  { key: 'type', header: L.type, isSortable: true, render: (s) => s.booking_type.type_text },
  {
    key: 'attached',
    header: L.attached,
    render: (s) => (s.booking_type.facility_text ? `${s.booking_type.attached_text} (${s.booking_type.facility_text})` : s.booking_type.attached_text),
  },
  {
    key: 'pax',
    header: L.pax,
    isSortable: true,
    width: 200,
    render: (s) => <CapacityBar booked={s.booked_pax} max={s.pax_max} noLimitText={REQUESTS_TEXT.noLimit} />,
  },
  { key: 'status', header: L.status, cardRole: 'status', render: (s) => <StatusStyleBadge status={s.ui_status} /> },
];

/** A slot yet to start is booked from its row (issue 18): Add Booking on Requests with its date, type and slot chosen. */
function BookSlot({ slot }: { slot: Slot }) {
  const navigate = useNavigate();
  if (Date.parse(slot.starts_at) <= Date.now()) return null;
  return (
    <Button variant="secondary" onPress={() => void navigate(addBookingHref({ slot: slot.id }))}>
      {REQUESTS_TEXT.addBooking}
    </Button>
  );
}

const columnsFor = (canManage: boolean): TableColumn<Slot>[] =>
  canManage ? [...COLUMNS, { key: 'book', header: 'Action', cardRole: 'action', render: (s) => <BookSlot slot={s} /> }] : COLUMNS;

const Filters = styled.div`
  max-width: 240px;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

// The date field's shape (label, then the 42 px control) while its code loads, so the table does not move.
const FilterLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

function DateFilterLoading() {
  return (
    <FilterLoading>
      <Skeleton width={40} height={20} />
      <Skeleton width={200} height={42} shape="block" />
    </FilterLoading>
  );
}

function SlotTable({ state, query, onOpen }: { state: TableUrlState; query: PagedQueryState<Slot>; onOpen: (id: number) => void }) {
  const canManage = useCan(PERMISSION.manageFacilityRequests);
  const { list } = state;
  const { currentData, error: lastError, isFetching, refetch } = query;
  const error = isFetching ? undefined : lastError;
  const reference = error && 'reference' in error ? error.reference : undefined;
  return (
    <Table<Slot>
      aria-label={L.table}
      columns={columnsFor(canManage)}
      rows={currentData?.data ?? []}
      onRowAction={(s) => onOpen(s.id)}
      orderBy={list.order_by ?? DEFAULT_ORDER}
      onOrderByChange={state.setOrderBy}
      pagination={{
        type: 'server',
        page: list.page,
        limit: list.limit,
        total: currentData?.meta.total ?? 0,
        onChange: ({ page, limit }) => (limit !== list.limit ? state.setLimit(limit) : state.setPage(page)),
      }}
      isLoading={!currentData && !error}
      error={error ? { name: error.name ?? 'Error', message: error.message ?? STATUS_MESSAGES[500], reference } : null}
      onRetry={() => void refetch()}
      emptyText={REQUESTS_TEXT.noSlotsOnDate}
    />
  );
}

function TodaySlots({ onOpen }: { onOpen: (id: number) => void }) {
  const state = useTableUrlState(SLOT_ORDER_KEYS);
  const query = useListTodaySlotsQuery(state.list);
  return <SlotTable state={state} query={query} onOpen={onOpen} />;
}

/** Every slot, or those of one date (?date=YYYY-MM-DD). */
function AllSlots({ onOpen }: { onOpen: (id: number) => void }) {
  const state = useTableUrlState(SLOT_ORDER_KEYS);
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const date = params.get('date') ?? '';
  const query = useListSlotsQuery({ ...state.list, ...(date ? { date } : {}) });
  return (
    <>
      <Filters>
        <Suspense fallback={<DateFilterLoading />}>
          <SlotDateFilter value={date} onChange={(next) => update({ date: next || undefined, page: undefined })} />
        </Suspense>
      </Filters>
      <SlotTable state={state} query={query} onOpen={onOpen} />
    </>
  );
}

/** Opened with either request permission (the route's gate); Add Slot and edits need manage-facility-requests. */
export default function SlotsPage() {
  const [view, setView] = useScreenTab(VIEWS, ['slot', 'date']);
  const slots = useDrawerUrlState('slot', SLOT_TABS);
  const canManage = useCan(PERMISSION.manageFacilityRequests);
  const { data: types = [] } = useListBookingTypesQuery(undefined, { skip: !canManage });
  const hasManualTypes = types.some((t) => t.recurring_type === 'manual');
  return (
    <>
      <PageHeader title={REQUESTS_TEXT.slotsTitle} actions={canManage && hasManualTypes ? <Button onPress={slots.openNew}>{REQUESTS_TEXT.addSlot}</Button> : undefined} />
      <Tabs
        aria-label={REQUESTS_TEXT.slotsTitle}
        selectedKey={view}
        onSelectionChange={setView}
        items={[
          { id: 'today', label: REQUESTS_TEXT.todayTab, content: <TodaySlots onOpen={(id) => slots.open(id)} /> },
          { id: 'all', label: REQUESTS_TEXT.allTab, content: <AllSlots onOpen={(id) => slots.open(id)} /> },
        ]}
      />
      <LazyDrawers isOpen={slots.drawer.kind !== 'closed'} onClose={slots.close}>
        <SlotDrawers url={slots} canManage={canManage} />
      </LazyDrawers>
    </>
  );
}
