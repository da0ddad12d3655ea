/**
 * Guests › Campaigns (spec section 2; manage-campaigns): New Campaign, and the server-paged, sortable,
 * searchable table — Title, Target Audience, Recipients ('N Users' or a dash), Sent (the created time).
 * A title opens the campaign read-only (?campaign=7); New Campaign opens 'Create new Campaign'
 * (?campaign=new). 'Download CSV' exports the table's search and sort. Built on TableScreen like Tasks › Types.
 */
import { lazy } from 'react';
import { CAMPAIGN_FORM_TEXT as FORM, CAMPAIGN_ORDER_KEYS, CAMPAIGN_TEXT as TEXT, recipientsText, type Campaign } from '@atoll/contract';
import { Button, type TableColumn } from '@atoll/ui-kit';
import { LazyDrawers } from '#app/LazyDrawers.tsx';
import { CompanyRelativeTime } from '#app/CompanyTime.tsx';
import { ExportButton } from '#app/ExportAction.tsx';
import { ServerTable, TableScreen } from '#app/TableScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useTableUrlState } from '#app/useTableUrlState.ts';
import { useListCampaignsQuery } from './api';

const CampaignDrawers = lazy(() => import('./CampaignDrawers').then((module) => ({ default: module.CampaignDrawers })));

const TABS = ['basic'] as const;
const DEFAULT_ORDER = 'created:DESC';

const COLUMNS: TableColumn<Campaign>[] = [
  { key: 'name', header: TEXT.columns.name, isSortable: true, isRowHeader: true, cardRole: 'title', render: (c) => c.name },
  { key: 'target', header: TEXT.columns.target, render: (c) => c.target_text },
  { key: 'recipients', header: TEXT.columns.recipients, isSortable: true, render: (c) => recipientsText(c.stats.recipients) },
  { key: 'created', header: TEXT.columns.created, isSortable: true, render: (c) => <CompanyRelativeTime date={c.created} /> },
];

/** Opened only with manage-campaigns: the route table's permission gate refuses everyone else, and so does the server. */
export default function CampaignsScreen() {
  const url = useDrawerUrlState('campaign', TABS);
  const state = useTableUrlState(CAMPAIGN_ORDER_KEYS);
  const query = useListCampaignsQuery(state.list);
  return (
    <TableScreen
      title={TEXT.title}
      addLabel={TEXT.newCampaign}
      onAdd={url.openNew}
      tabs={[
        {
          id: 'campaigns',
          label: TEXT.title,
          content: (
            <>
              <ExportButton list="guests/campaigns" query={state.list} />
              <ServerTable<Campaign>
                label={TEXT.title}
                columns={COLUMNS}
                state={state}
                query={query}
                defaultOrder={DEFAULT_ORDER}
                onOpen={(c) => url.open(c.id)}
                emptyText={FORM.empty}
                noMatchText={FORM.noMatch}
                emptyAction={<Button onPress={url.openNew}>{TEXT.newCampaign}</Button>}
              />
            </>
          ),
        },
      ]}
    >
      <LazyDrawers isOpen={url.drawer.kind !== 'closed'} onClose={url.close}>
        <CampaignDrawers url={url} />
      </LazyDrawers>
    </TableScreen>
  );
}
