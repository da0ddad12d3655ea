/**
 * Hotel › Quick Actions (spec section 2): the card grid with Add Quick Action;
 * each card shows the icon, the name, what the action does (payload_text) and
 * which languages the name lacks, like every content card.
 * The drawer has one tab, Basic Information; drawer in the URL (?action=3).
 */
import { lazy } from 'react';
import styled from 'styled-components';
import { LABEL, translationText, type QuickAction } from '@atoll/contract';
import { Card, TranslationStatus } from '@atoll/ui-kit';
import { useContentLanguages, useContentLanguagesQuery } from '#api/contentApi.ts';
import { ContentListPage, LazyDrawers } from '#app/ContentScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useListQuickActionsQuery } from './api';
import { QUICK_ACTION_TABS } from './quickActionTabs';

// The drawers and their forms load on first open (LazyDrawers).
const QuickActionDrawers = lazy(() => import('./QuickActionDrawers').then((module) => ({ default: module.QuickActionDrawers })));

export const QUICK_ACTIONS_TITLE = 'Quick Actions';
export const NO_QUICK_ACTIONS = 'No quick actions yet';

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
      <TranslationStatus value={action.name} languages={languages} subject="Name translations" pending={!languagesKnown} />
    </Card>
  );
}

export default function QuickActionsPage() {
  const url = useDrawerUrlState('action', QUICK_ACTION_TABS);
  const list = useListQuickActionsQuery();
  return (
    <ContentListPage
      title={QUICK_ACTIONS_TITLE}
      addLabel={LABEL.addQuickAction}
      onAdd={url.openNew}
      list={list}
      renderCard={(action) => <QuickActionCard key={action.id} action={action} onOpen={() => url.open(action.id)} />}
      nameOf={(action) => translationText(action.name)}
      emptyTitle={NO_QUICK_ACTIONS}
      emptyHint={`Give guests one-tap links, calls and pages with ${LABEL.addQuickAction}.`}
    >
      <LazyDrawers isOpen={url.drawer.kind !== 'closed'} onClose={url.close}>
        <QuickActionDrawers url={url} />
      </LazyDrawers>
    </ContentListPage>
  );
}
