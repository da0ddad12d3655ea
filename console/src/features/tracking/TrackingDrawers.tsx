/**
 * The drawers of Tracking (spec section 2): 'Create New Tracking Group', and a group's details with its tabs
 * Basic Information and Trackers (count). No delete: the spec has none.
 */
import { LABEL, LAYOUT, TRACKING_TEXT } from '@atoll/contract';
import { Drawer } from '@atoll/ui-kit';
import { CreateDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useGetTrackingGroupQuery } from './api';
import { CreateTrackingGroupForm, TrackingGroupBasicForm } from './TrackingGroupForm';
import { TrackersTab } from './TrackersTab';
import type { TrackingDrawerTab } from './trackingDrawerTabs';

type Url = DrawerUrlState<TrackingDrawerTab>;

function TrackingGroupDetails({ id, url }: { id: number; url: Url }) {
  const { data: group, error, isFetching, refetch } = useGetTrackingGroupQuery(id);
  if (!group) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  const tab = url.drawer.kind === 'open' ? url.drawer.tab : 'basic';
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && url.close()}
      title={group.name}
      // Trackers puts its list and the live map side by side, which 600 px has no room for; the form keeps the usual width.
      width={tab === 'trackers' ? LAYOUT.wideDrawerWidth : LAYOUT.drawerWidth}
      selectedTab={tab}
      onTabChange={url.setTab}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <TrackingGroupBasicForm group={group} /> },
        { id: 'trackers', label: TRACKING_TEXT.trackersTab(group.trackers_count), content: <TrackersTab group={group} /> },
      ]}
    />
  );
}

export function TrackingDrawers({ url }: { url: Url }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={TRACKING_TEXT.createGroupTitle} onClose={url.close}>
        <CreateTrackingGroupForm onCreated={(group) => url.showCreated(group.id)} />
      </CreateDrawer>
    );
  }
  return drawer.kind === 'open' ? <TrackingGroupDetails id={drawer.id} url={url} /> : null;
}
