/**
 * The drawers of TVs (spec section 2): 'Create New TV', and a TV's details with its one tab, Basic
 * Information, under its display link (copy, new link). No Delete: the spec has no delete call.
 */
import { LABEL, LAYOUT, TVS_TEXT } from '@atoll/contract';
import { Drawer } from '@atoll/ui-kit';
import { CreateDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useGetTvQuery } from './api';
import type { TvDrawerTab } from './tvDrawerTabs';
import { CreateTvForm, TvBasicForm } from './TvForm';
import { TvLink } from './TvLink';

type Url = DrawerUrlState<TvDrawerTab>;

function TvDetails({ id, url }: { id: number; url: Url }) {
  const { data: tv, error, isFetching, refetch } = useGetTvQuery(id);
  if (!tv) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && url.close()}
      title={tv.name}
      width={LAYOUT.drawerWidth}
      selectedTab="basic"
      onTabChange={url.setTab}
      tabs={[
        {
          id: 'basic',
          label: LABEL.tab.basicInformation,
          content: (
            <>
              <TvLink tv={tv} />
              <TvBasicForm tv={tv} />
            </>
          ),
        },
      ]}
    />
  );
}

export function TvDrawers({ url }: { url: Url }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={TVS_TEXT.createTitle} onClose={url.close}>
        <CreateTvForm onCreated={(tv) => url.showCreated(tv.id)} />
      </CreateDrawer>
    );
  }
  return drawer.kind === 'open' ? <TvDetails id={drawer.id} url={url} /> : null;
}
