/**
 * The drawers of Guests › Campaigns (spec section 2): 'Create new Campaign' with its warning and
 * 'Create Campaign', and a campaign's read-only detail — every field disabled (campaigns are never
 * edited), its status, its delivery funnel (polled while messages are on their way) and, while it is
 * scheduled and has not started, Cancel.
 */
import styled from 'styled-components';
import { CAMPAIGN_FORM_TEXT as FORM, CAMPAIGN_STATUS_TEXT, CAMPAIGN_TEXT as TEXT, LAYOUT, formatDisplay, type Campaign } from '@atoll/contract';
import { Button, Drawer, requestConfirmation, StatusBadge } from '@atoll/ui-kit';
import { CreateDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import { useTimeZone } from '#app/hooks.ts';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useCancelCampaignMutation, useGetCampaignQuery } from './api';
import { CampaignFunnel } from './CampaignFunnel';
import { CampaignReadOnly, CreateCampaignForm } from './CampaignForm';

type Url = DrawerUrlState<'basic'>;

/** Every few seconds while messages wait or travel, so the funnel moves on screen. */
const POLL_MS = 3000;

const STATUS_COLOR = { scheduled: 'blue', sending: 'yellow', sent: 'green', cancelled: 'grey' } as const satisfies Record<Campaign['status'], string>;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const isLive = (campaign: Campaign | undefined) =>
  !!campaign && (campaign.status === 'scheduled' || campaign.status === 'sending' || (campaign.funnel?.queued ?? 0) > 0);

function CampaignDetails({ id, url }: { id: number; url: Url }) {
  const timeZone = useTimeZone();
  const first = useGetCampaignQuery(id);
  const { data: campaign, error, isFetching, refetch } = useGetCampaignQuery(id, { pollingInterval: isLive(first.data) ? POLL_MS : 0 });
  const [cancel, cancelling] = useCancelCampaignMutation();
  if (!campaign) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <Drawer isOpen onOpenChange={(open) => !open && url.close()} title={campaign.name} width={LAYOUT.drawerWidth}>
      <CampaignReadOnly campaign={campaign}>
        <Meta>
          <span>{FORM.status}:</span>
          <StatusBadge color={STATUS_COLOR[campaign.status]} text={CAMPAIGN_STATUS_TEXT[campaign.status]} />
          <span>{`${TEXT.columns.created}: ${formatDisplay(campaign.created, timeZone)}`}</span>
        </Meta>
        {campaign.funnel && <CampaignFunnel funnel={campaign.funnel} />}
        {campaign.cancellable && (
          <div>
            <Button
              variant="danger"
              isPending={cancelling.isLoading}
              onPress={async () => {
                if (await requestConfirmation({ title: TEXT.cancel, message: FORM.cancelConfirm, confirmLabel: TEXT.cancel, cancelLabel: FORM.keep, tone: 'danger' })) await cancel(campaign.id);
              }}
            >
              {TEXT.cancel}
            </Button>
          </div>
        )}
      </CampaignReadOnly>
    </Drawer>
  );
}

export function CampaignDrawers({ url }: { url: Url }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={TEXT.createTitle} onClose={url.close}>
        <CreateCampaignForm onCreated={(campaign) => url.showCreated(campaign.id)} />
      </CreateDrawer>
    );
  }
  return drawer.kind === 'open' ? <CampaignDetails id={drawer.id} url={url} /> : null;
}
