/**
 * Guests › Guest List (spec section 2): tabs In House (default: guests staying today) and Others,
 * each a server-paged, sortable, searchable table (name and nationality, confirmation number and
 * requests count, room and room type, arrival, departure as DD-MMM-YY) whose rows open the guest's
 * drawer; Add Guest opens 'Create New Guest'; 'Download CSV' exports the tab's search and sort. Built on TableScreen; tab, list and drawer state live
 * in the URL (?view=others&page=2&order_by=arrival_date:DESC&q_name=…&guest=7&tab=requests).
 * Any signed-in user: the Guest List needs no permission.
 */
import { lazy } from 'react';
import styled from 'styled-components';
import { formatDisplayDate, GUEST_COLUMN_TEXT as COLUMN, GUEST_ORDER_KEYS, REQUESTS_TEXT as TEXT, type Guest } from '@atoll/contract';
import type { TableColumn } from '@atoll/ui-kit';
import { useListGuestsQuery, type GuestTab } from './api';
import { LazyDrawers } from '#app/LazyDrawers.tsx';
import { ExportButton } from '#app/ExportAction.tsx';
import { ServerTable, TableScreen } from '#app/TableScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useScreenTab, useTableUrlState } from '#app/useTableUrlState.ts';
import { GUEST_DRAWER_TABS } from './guestDrawerTabs';

// The drawers and their forms load on first open (LazyDrawers).
const GuestDrawers = lazy(() => import('./GuestDrawers').then((module) => ({ default: module.GuestDrawers })));

const VIEWS = ['in-house', 'others'] as const;
const DEFAULT_ORDER = 'name:ASC';

const Second = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** '1 request' / '3 requests' under the confirmation number. */
export const requestsCount = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

const COLUMNS: TableColumn<Guest>[] = [
  {
    key: 'name',
    header: COLUMN.name,
    isSortable: true,
    isRowHeader: true,
    render: (g) => (
      <>
        <div>{g.full_name}</div>
        <Second>{g.nationality_text}</Second>
      </>
    ),
  },
  {
    key: 'confirmation_number',
    header: COLUMN.confirmation,
    isSortable: true,
    render: (g) => (
      <>
        <div>{g.confirmation_number}</div>
        <Second>{requestsCount(g.bookings_count)}</Second>
      </>
    ),
  },
  {
    key: 'room',
    header: COLUMN.room,
    isSortable: true,
    render: (g) => (
      <>
        <div>{g.room.number}</div>
        <Second>{g.room.type_name}</Second>
      </>
    ),
  },
  { key: 'arrival_date', header: COLUMN.arrival, isSortable: true, render: (g) => formatDisplayDate(g.arrival_date) },
  { key: 'departure_date', header: COLUMN.departure, isSortable: true, render: (g) => formatDisplayDate(g.departure_date) },
];

function GuestsTable({ tab, label, onOpen }: { tab: GuestTab; label: string; onOpen: (id: number) => void }) {
  const state = useTableUrlState(GUEST_ORDER_KEYS);
  const query = useListGuestsQuery({ tab, ...state.list });
  return (
    <>
      <ExportButton list={tab === 'current' ? 'guests/current' : 'guests/others'} query={state.list} />
      <ServerTable<Guest>
        label={label}
        columns={COLUMNS}
        state={state}
        query={query}
        defaultOrder={DEFAULT_ORDER}
        onOpen={(g) => onOpen(g.id)}
        emptyText={TEXT.noGuests}
        noMatchText={TEXT.noGuestsMatch}
      />
    </>
  );
}

export default function GuestsScreen() {
  const [view, setView] = useScreenTab(VIEWS, ['guest']);
  const guests = useDrawerUrlState('guest', GUEST_DRAWER_TABS);
  return (
    <TableScreen
      title={TEXT.guestsTitle}
      addLabel={TEXT.addGuest}
      onAdd={guests.openNew}
      selectedTab={view}
      onTabChange={setView}
      tabs={[
        { id: 'in-house', label: TEXT.inHouseTab, content: <GuestsTable tab="current" label="Guests in house" onOpen={(id) => guests.open(id)} /> },
        { id: 'others', label: TEXT.othersTab, content: <GuestsTable tab="others" label="Other guests" onOpen={(id) => guests.open(id)} /> },
      ]}
    >
      <LazyDrawers isOpen={guests.drawer.kind !== 'closed'} onClose={guests.close}>
        <GuestDrawers url={guests} />
      </LazyDrawers>
    </TableScreen>
  );
}
