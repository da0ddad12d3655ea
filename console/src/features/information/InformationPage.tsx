/**
 * Hotel › Information (spec section 2): the information cards shown on the
 * app's home page, as a card grid with Add Information. Each card shows its
 * cover, name, content type and which languages the name lacks. Drawer and tab
 * in the URL (?information=3&tab=content).
 */
import { lazy } from 'react';
import { LABEL, translationText, type Information } from '@atoll/contract';
import { Card, TranslationStatus } from '@atoll/ui-kit';
import { useContentLanguages, useContentLanguagesQuery } from '#api/contentApi.ts';
import { ContentListPage, LazyDrawers } from '#app/ContentScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useListInformationQuery } from './api';
import { INFORMATION_TABS } from './informationTabs';

// The drawers and their forms load on first open (LazyDrawers).
const InformationDrawers = lazy(() => import('./InformationDrawer').then((module) => ({ default: module.InformationDrawers })));

export const INFORMATION_TITLE = 'Information';
export const NO_INFORMATION = 'No information cards yet';

function InformationCard({ card, onOpen }: { card: Information; onOpen: () => void }) {
  const languages = useContentLanguages();
  // Shown once the company's languages are known, so it never claims 'All languages' and takes it back.
  const { isSuccess: languagesKnown } = useContentLanguagesQuery();
  return (
    <Card title={translationText(card.name)} subtitle={card.content_type_label} image={card.cover_thumb ?? undefined} onPress={onOpen} headingLevel={2}>
      <TranslationStatus value={card.name} languages={languages} subject="Name translations" pending={!languagesKnown} />
    </Card>
  );
}

export default function InformationPage() {
  const url = useDrawerUrlState('information', INFORMATION_TABS);
  const list = useListInformationQuery();
  return (
    <ContentListPage
      title={INFORMATION_TITLE}
      addLabel={LABEL.addInformation}
      onAdd={url.openNew}
      list={list}
      renderCard={(card) => <InformationCard key={card.id} card={card} onOpen={() => url.open(card.id)} />}
      nameOf={(card) => translationText(card.name)}
      emptyTitle={NO_INFORMATION}
      emptyHint={`Tell guests about Wi-Fi, check-out times or the island map with ${LABEL.addInformation}.`}
    >
      <LazyDrawers isOpen={url.drawer.kind !== 'closed'} onClose={url.close}>
        <InformationDrawers url={url} />
      </LazyDrawers>
    </ContentListPage>
  );
}
