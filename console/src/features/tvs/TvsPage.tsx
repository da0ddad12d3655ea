/**
 * Map › TVs (spec section 2: a table of name with its URL as a link, and coordinates; issue 20: last
 * seen and status). A server-paged, sortable, searchable table whose rows open the TV's drawer (Basic
 * Information). Built on TableScreen; list and drawer state live in the URL (?page=&order_by=&q_name=&tv=7).
 * The list refreshes every minute so last seen follows the TVs' heartbeats.
 */
import { lazy } from 'react';
import styled from 'styled-components';
import { TV_ORDER_KEYS, TVS_TEXT as TEXT, type Tv } from '@atoll/contract';
import { Button, type TableColumn } from '@atoll/ui-kit';
import { LazyDrawers } from '#app/LazyDrawers.tsx';
import { ServerTable, TableScreen } from '#app/TableScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useTableUrlState } from '#app/useTableUrlState.ts';
import { useListTvsQuery } from './api';
import { DisplayLink } from './DisplayLink';
import { TV_DRAWER_TABS } from './tvDrawerTabs';
import { TvStatus } from './TvStatus';

// The drawers and their forms load on first open (LazyDrawers).
const TvDrawers = lazy(() => import('./TvDrawers').then((module) => ({ default: module.TvDrawers })));

const DEFAULT_ORDER = 'name:ASC';
const REFRESH_MS = 60_000;

const NameCell = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  a {
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** '4.17552, 73.50928', or that the TV is not placed. */
export const coordinatesText = (tv: Pick<Tv, 'lat' | 'lng'>) => (tv.lat === null || tv.lng === null ? TEXT.noCoordinates : `${tv.lat}, ${tv.lng}`);

const COLUMNS: TableColumn<Tv>[] = [
  {
    key: 'name',
    header: TEXT.columns.name,
    isSortable: true,
    isRowHeader: true,
    render: (tv) => (
      <NameCell>
        <span>{tv.name}</span>
        <DisplayLink url={tv.url} />
      </NameCell>
    ),
  },
  { key: 'coordinates', header: TEXT.columns.coordinates, render: coordinatesText },
  { key: 'last_seen', header: TEXT.columns.lastSeen, isSortable: true, cardRole: 'status', render: (tv) => <TvStatus tv={tv} /> },
];

function TvsTable({ onOpen, onAdd }: { onOpen: (id: number) => void; onAdd: () => void }) {
  const state = useTableUrlState(TV_ORDER_KEYS);
  const query = useListTvsQuery(state.list, { pollingInterval: REFRESH_MS });
  return (
    <ServerTable<Tv>
      label={TEXT.title}
      columns={COLUMNS}
      state={state}
      query={query}
      defaultOrder={DEFAULT_ORDER}
      onOpen={(tv) => onOpen(tv.id)}
      emptyText={TEXT.empty}
      noMatchText={TEXT.noMatch}
      emptyAction={<Button onPress={onAdd}>{TEXT.addTv}</Button>}
    />
  );
}

/** Opened only with manage-map: the route table's permission gate refuses everyone else. */
export default function TvsPage() {
  const tvs = useDrawerUrlState('tv', TV_DRAWER_TABS);
  return (
    <TableScreen
      title={TEXT.title}
      addLabel={TEXT.addTv}
      onAdd={tvs.openNew}
      tabs={[{ id: 'tvs', label: TEXT.title, content: <TvsTable onOpen={(id) => tvs.open(id)} onAdd={tvs.openNew} /> }]}
    >
      <LazyDrawers isOpen={tvs.drawer.kind !== 'closed'} onClose={tvs.close}>
        <TvDrawers url={tvs} />
      </LazyDrawers>
    </TableScreen>
  );
}
