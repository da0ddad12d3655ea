/** A quick action's drawers (spec section 2): Add Quick Action, and an action's one tab, Basic Information, with Delete. */
import { LABEL, translationText } from '@atoll/contract';
import { CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useDeleteQuickActionMutation, useGetQuickActionQuery } from './api';
import { CreateQuickActionForm, QuickActionBasicForm } from './QuickActionForm';
import type { QuickActionTab } from './quickActionTabs';

function QuickActionDetails({ id, tab, url }: { id: number; tab: QuickActionTab; url: DrawerUrlState<QuickActionTab> }) {
  const { data: action, error, isFetching, refetch } = useGetQuickActionQuery(id);
  const [remove] = useDeleteQuickActionMutation();
  if (!action) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <DetailDrawer
      title={translationText(action.name)}
      subtitle={action.payload_text}
      onClose={url.close}
      onDelete={() => remove(id).unwrap()}
      selectedTab={tab}
      onTabChange={url.setTab}
      tabs={[{ id: 'basic', label: LABEL.tab.basicInformation, content: <QuickActionBasicForm action={action} /> }]}
    />
  );
}

export function QuickActionDrawers({ url }: { url: DrawerUrlState<QuickActionTab> }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={LABEL.addQuickAction} onClose={url.close}>
        <CreateQuickActionForm onCreated={(action) => url.showCreated(action.id)} />
      </CreateDrawer>
    );
  }
  if (drawer.kind === 'open') return <QuickActionDetails id={drawer.id} tab={drawer.tab} url={url} />;
  return null;
}
