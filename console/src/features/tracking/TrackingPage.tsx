/**
 * Map › Tracking (spec section 2 'Tracking Groups'; issue 20): the groups table (name, type, trackers count),
 * server-paged, sortable and searchable like the other table screens; Add group; a row opens the group's
 * drawer (Basic Information, Trackers with the live map). Built on TableScreen; list and drawer state live
 * in the URL (?page=2&order_by=name:DESC&q_name=…&group=7&tab=trackers / &group=new).
 */
import { lazy } from 'react';
import { TRACKING_GROUP_ORDER_KEYS, TRACKING_TEXT as TEXT, type TrackingGroupRow } from '@atoll/contract';
import { Button, type TableColumn } from '@atoll/ui-kit';
import { LazyDrawers } from '#app/LazyDrawers.tsx';
import { ServerTable, TableScreen } from '#app/TableScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useTableUrlState } from '#app/useTableUrlState.ts';
import { useListTrackingGroupsQuery } from './api';
import { TRACKING_DRAWER_TABS } from './trackingDrawerTabs';

const TrackingDrawers = lazy(() => import('./TrackingDrawers').then((module) => ({ default: module.TrackingDrawers })));

const DEFAULT_ORDER = 'name:ASC';

const COLUMNS: TableColumn<TrackingGroupRow>[] = [
  { key: 'name', header: TEXT.name, isSortable: true, isRowHeader: true, cardRole: 'title', render: (g) => g.name },
  { key: 'type', header: TEXT.type, isSortable: true, render: (g) => g.type_text },
  { key: 'trackers_count', header: TEXT.trackersCount, isSortable: true, render: (g) => g.trackers_count },
];

/** Opened only with manage-map: the route table's permission gate refuses everyone else, and so does the server. */
export default function TrackingPage() {
  const url = useDrawerUrlState('group', TRACKING_DRAWER_TABS);
  const state = useTableUrlState(TRACKING_GROUP_ORDER_KEYS);
  const query = useListTrackingGroupsQuery(state.list);
  return (
    <TableScreen
      title={TEXT.title}
      addLabel={TEXT.addGroup}
      onAdd={url.openNew}
      tabs={[
        {
          id: 'groups',
          label: TEXT.title,
          content: (
            <ServerTable<TrackingGroupRow>
              label="Tracking groups"
              columns={COLUMNS}
              state={state}
              query={query}
              defaultOrder={DEFAULT_ORDER}
              onOpen={(g) => url.open(g.id)}
              emptyText={TEXT.noGroups}
              noMatchText={TEXT.noMatch}
              emptyAction={<Button onPress={url.openNew}>{TEXT.addGroup}</Button>}
            />
          ),
        },
      ]}
    >
      <LazyDrawers isOpen={url.drawer.kind !== 'closed'} onClose={url.close}>
        <TrackingDrawers url={url} />
      </LazyDrawers>
    </TableScreen>
  );
}
