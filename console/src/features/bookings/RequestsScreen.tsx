/**
 * Requests › Requests (spec section 2, issue 10): the front desk's live queue. Tabs New (default),
 * Ongoing (confirmed: state 'pending') and All over GET bookings/by-state/{state}; each row shows the
 * number with its slot's date and time, the attached activity or menu, room / pax, the guests and
 * menu lines under their sub-labels,
 * the G / H remarks, the status, the deadline (New and Ongoing), the assignee and its main action.
 * An action says what it did in a toast with 'Open booking'; one that cannot be undone asks first.
 * Rows open the booking drawer; the main action is a button in the row (keyboard: arrow right from
 * the focused row reaches it, Enter presses it). Add Booking only with manage-facility-requests.
 * The list stays live through the Shell's one live queue (useLiveBookings): refetches keep the tab, page,
 * scroll and open drawer; the Shell announces new requests politely. New and Ongoing carry their counts
 * (the Shell's cached count queries), and the header holds this device's opt-in alert (issue 18).
 * 'Download CSV' exports the tab's search and sort (the caller's facilities only).
 * State in the URL: ?view=pending&page=2&booking=7&tab=timeline.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  BOOKING_ORDER_KEYS,
  BOOKING_STATES,
  LIVE_REQUESTS_TEXT,
  PERMISSION,
  REQUESTS_TEXT as TEXT,
  REQUEST_COLUMN_TEXT as COLUMN,
  type Booking,
  type BookingState,
} from '@atoll/contract';
import { Button, PageHeader, type TableColumn } from '@atoll/ui-kit';
import { Tabs } from '#app/lazyKit.tsx';
import { useListBookingsQuery } from './api';
import { LazyDrawers } from '#app/LazyDrawers.tsx';
import { ExportButton } from '#app/ExportAction.tsx';
import { useCan } from '#app/hooks.ts';
import { useRequestCounts, type RequestCounts } from '#app/liveRequests.ts';
import { RequestAlertsPlaceholder } from '#app/RequestAlertsPlaceholder.tsx';
import { ServerTable } from '#app/TableScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useScreenTab, useTableUrlState } from '#app/useTableUrlState.ts';
import {
  BookingActions,
  BookingDeadline,
  BookingOpenerContext,
  BookingStatusPill,
  RemarksMarkers,
  slotWhen,
  useCanManageBooking,
} from './bookingParts';
import { BOOKING_DRAWER_TABS } from './bookingDrawerTabs';
import { useLiveBookings } from './useLiveBookings';
import { ADD_BOOKING_START_PARAMS } from '#app/addBookingLink.ts';

// The drawers and the Add Booking form load on first open.
// The alerts' switch (React Aria's switch, the chime and notifications) loads on first use (issue 23).
const RequestAlertsControl = lazy(() => import('#app/RequestAlertsControl.tsx').then((module) => ({ default: module.RequestAlertsControl })));
const BookingDrawers = lazy(() => import('./BookingDrawers').then((module) => ({ default: module.BookingDrawers })));

const DEFAULT_ORDER = 'due:ASC';
const TAB_LABEL: Record<BookingState, string> = { new: TEXT.newTab, pending: TEXT.ongoingTab, all: TEXT.allTab };
const TABLE_LABEL: Record<BookingState, string> = { new: 'New requests', pending: 'Ongoing requests', all: 'All requests' };

const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
const AlertsRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** New and Ongoing show their counts (New in the attention tone: it waits for someone); All none. */
function badgeFor(state: BookingState, counts: RequestCounts) {
  if (state === 'new') return { count: counts.fresh ?? 0, label: LIVE_REQUESTS_TEXT.newRequests(counts.fresh ?? 0) };
  if (state === 'pending') return { count: counts.ongoing ?? 0, label: LIVE_REQUESTS_TEXT.ongoingRequests(counts.ongoing ?? 0), tone: 'neutral' as const };
  return undefined;
}

function two(first: ReactNode, second: ReactNode) {
  return (
    <Stacked>
      <span>{first}</span>
      {second ? <Muted>{second}</Muted> : null}
    </Stacked>
  );
}

const SubLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  margin-right: ${({ theme }) => theme.space.xs};
`;

// A long order wraps inside the cell (the table's cells keep one line), so every column still fits a laptop's width.
const CellLine = styled.span`
  display: block;
  min-width: 10rem;
  max-width: 16rem;
  white-space: normal;
`;

/**
 * The Pax / Menu cell in plain words: '2 guests' and who they are, then 'Menu' and its lines. The pax the
 * booking holds is in Room / Pax, once.
 */
function GuestsAndMenu({ booking }: { booking: Booking }) {
  return (
    <Stacked>
      <CellLine>
        <SubLabel>{TEXT.guestsCount(booking.guests.length)}</SubLabel>
        {booking.guests.map((g) => g.full_name).join(', ')}
      </CellLine>
      {booking.menu_items_text && (
        <CellLine>
          <SubLabel>{TEXT.menuLines}</SubLabel>
          {booking.menu_items_text}
        </CellLine>
      )}
    </Stacked>
  );
}

/** The row's main action, for a user who may act on the booking's facility. */
function RowAction({ booking }: { booking: Booking }) {
  return useCanManageBooking(booking) ? <BookingActions booking={booking} mainOnly /> : null;
}

function columnsFor(state: BookingState, canManage: boolean): TableColumn<Booking>[] {
  return [
    { key: 'number', header: COLUMN.number, isSortable: true, isRowHeader: true, render: (b) => two(`#${b.number}`, slotWhen(b)) },
    { key: 'attached', header: COLUMN.attached, render: (b) => two(b.booking_type.attached_text, b.booking_type.facility_text) },
    { key: 'room', header: COLUMN.roomPax, render: (b) => two(b.room.number, b.pax_name_text) },
    { key: 'guests', header: COLUMN.paxMenu, render: (b) => <GuestsAndMenu booking={b} /> },
    { key: 'remarks', header: COLUMN.remarks, render: (b) => <RemarksMarkers booking={b} /> },
    // The spec's status column also carries what is ours: the time left (New and Ongoing) and the assignee, so
    // every column, the main action included, fits a laptop's width without scrolling the table.
    {
      key: 'status',
      header: COLUMN.status,
      isSortable: true,
      // On a tablet or a phone each row is a card: its status top right, its main action at the foot.
      cardRole: 'status',
      render: (b) => (
        <Stacked>
          <BookingStatusPill booking={b} />
          {state !== 'all' && <BookingDeadline booking={b} />}
          {b.assignee && <Muted>{b.assignee.name}</Muted>}
        </Stacked>
      ),
    },
    ...(canManage ? [{ key: 'action', header: COLUMN.action, cardRole: 'action' as const, render: (b: Booking) => <RowAction booking={b} /> }] : []),
  ];
}

function BookingsTable({ state, onOpen, canManage }: { state: BookingState; onOpen: (id: number) => void; canManage: boolean }) {
  const table = useTableUrlState(BOOKING_ORDER_KEYS);
  const query = useListBookingsQuery({ state, ...table.list });
  return (
    <>
      <ExportButton list={`bookings/by-state/${state}`} query={table.list} />
      <ServerTable<Booking>
        label={TABLE_LABEL[state]}
        columns={columnsFor(state, canManage)}
        state={table}
        query={query}
        defaultOrder={DEFAULT_ORDER}
        onOpen={(b) => onOpen(b.id)}
        emptyText={TEXT.noRequests}
        noMatchText={TEXT.noRequests}
      />
    </>
  );
}

/** Opened with either request permission (the route table's gate); acting needs manage-facility-requests. */
export default function RequestsScreen() {
  const [view, setView] = useScreenTab(BOOKING_STATES, ['booking']);
  const drawer = useDrawerUrlState('booking', BOOKING_DRAWER_TABS, ADD_BOOKING_START_PARAMS);
  const canManage = useCan(PERMISSION.manageFacilityRequests);
  const counts = useRequestCounts();
  useLiveBookings();
  const open = useCallback((id: number) => drawer.open(id), [drawer]);
  // A toast's 'Open booking' runs after the row (and maybe this screen) re-rendered: it opens with the URL of then.
  const latestOpen = useRef(drawer.open);
  useEffect(() => {
    latestOpen.current = drawer.open;
  });
  const openFromToast = useCallback((id: number) => latestOpen.current(id), []);
  return (
    <BookingOpenerContext.Provider value={openFromToast}>
      <PageHeader title={TEXT.requestsTitle} actions={canManage ? <Button onPress={drawer.openNew}>{TEXT.addBooking}</Button> : undefined} />
      <AlertsRow>
        <Suspense fallback={<RequestAlertsPlaceholder />}>
          <RequestAlertsControl />
        </Suspense>
      </AlertsRow>
      <Tabs
        aria-label={TEXT.requestsTitle}
        items={BOOKING_STATES.map((state) => ({
          id: state,
          label: TAB_LABEL[state],
          badge: badgeFor(state, counts),
          content: <BookingsTable state={state} onOpen={open} canManage={canManage} />,
        }))}
        selectedKey={view}
        onSelectionChange={setView}
      />
      <LazyDrawers isOpen={drawer.drawer.kind !== 'closed'} onClose={drawer.close}>
        <BookingDrawers url={drawer} />
      </LazyDrawers>
    </BookingOpenerContext.Provider>
  );
}
