/**
 * Hotel › Quick Actions (spec section 2): the card grid with Add Quick Action;
 * each card shows the icon, the name, what the action does (payload_text) and
 * which languages the name lacks, like every content card.
 * The drawer has one tab, Basic Information; drawer in the URL (?action=3).
 */
import styled from 'styled-components';
import { LABEL, translationText, type QuickAction } from '@atoll/contract';
import { Card, TranslationStatus } from '@atoll/ui-kit';
import { useContentLanguages, useContentLanguagesQuery } from '#api/contentApi.ts';
import { ContentListPage, CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentScreen.tsx';
import { useDrawerUrlState, type DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useDeleteQuickActionMutation, useGetQuickActionQuery, useListQuickActionsQuery } from './api';
import { CreateQuickActionForm, QuickActionBasicForm } from './QuickActionForm';

export const QUICK_ACTIONS_TITLE = 'Quick Actions';
export const NO_QUICK_ACTIONS = 'No quick actions yet';
const TABS = ['basic'] as const;
type Tab = (typeof TABS)[number];

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

function QuickActionCard({ action, onOpen }: { action: QuickAction; onOpen: () => void }) {
  const languages = useContentLanguages();
  // Shown once the company's languages are known, so it never claims 'All languages' and takes it back.
  const { isSuccess: languagesKnown } = useContentLanguagesQuery();
  return (
    <Card title={translationText(action.name)} hasCover={false} onPress={onOpen} headingLevel={2}>
      <Row>
        <img src={action.icon_url} alt="" width={24} height={24} />
        <span>{action.payload_text}</span>
      </Row>
      {languagesKnown && <TranslationStatus value={action.name} languages={languages} subject="Name translations" />}
    </Card>
  );
}

function QuickActionDetails({ id, tab, url }: { id: number; tab: Tab; url: DrawerUrlState<Tab> }) {
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

export default function QuickActionsPage() {
  const url = useDrawerUrlState('action', TABS);
  const list = useListQuickActionsQuery();
  const { drawer } = url;
  return (
    <ContentListPage
      title={QUICK_ACTIONS_TITLE}
      addLabel={LABEL.addQuickAction}
      onAdd={url.openNew}
      list={list}
      renderCard={(action) => <QuickActionCard key={action.id} action={action} onOpen={() => url.open(action.id)} />}
      emptyTitle={NO_QUICK_ACTIONS}
      emptyHint={`Give guests one-tap links, calls and pages with ${LABEL.addQuickAction}.`}
    >
      {drawer.kind === 'new' && (
        <CreateDrawer title={LABEL.addQuickAction} onClose={url.close}>
          <CreateQuickActionForm onCreated={(action) => url.showCreated(action.id)} />
        </CreateDrawer>
      )}
      {drawer.kind === 'open' && <QuickActionDetails id={drawer.id} tab={drawer.tab} url={url} />}
    </ContentListPage>
  );
}
