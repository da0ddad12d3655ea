/**
 * Hotel › Events (spec section 2, weekly recurring events): the card grid with
 * Add Event; each card shows the cover, the name, when it happens
 * (type_description) and an 'Inactive' badge. The drawer has Basic
 * Information and Cover (2 MB hint), Set Active / Set Inactive and Delete;
 * drawer and tab in the URL (?event=3&tab=cover).
 */
import { lazy } from 'react';
import { LABEL, translationText, type RecurringEvent } from '@atoll/contract';
import { Card } from '@atoll/ui-kit';
import { ContentListPage, LazyDrawers } from '#app/ContentScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useListEventsQuery } from './api';
import { EVENT_TABS } from './eventTabs';

// The drawers and their forms load on first open (LazyDrawers).
const EventDrawers = lazy(() => import('./EventDrawers').then((module) => ({ default: module.EventDrawers })));

export const EVENTS_TITLE = 'Events';
export const NO_EVENTS = 'No events yet';

function EventCard({ event, onOpen }: { event: RecurringEvent; onOpen: () => void }) {
  return (
    <Card
      title={translationText(event.name)}
      subtitle={event.type_description}
      image={event.cover_thumb ?? undefined}
      isInactive={!event.active}
      showActive
      onPress={onOpen}
      headingLevel={2}
    />
  );
}

export default function EventsPage() {
  const url = useDrawerUrlState('event', EVENT_TABS);
  const list = useListEventsQuery();
  return (
    <ContentListPage
      title={EVENTS_TITLE}
      addLabel={LABEL.addEvent}
      onAdd={url.openNew}
      list={list}
      renderCard={(event) => <EventCard key={event.id} event={event} onOpen={() => url.open(event.id)} />}
      nameOf={(event) => translationText(event.name)}
      emptyTitle={NO_EVENTS}
      emptyHint={`Show guests what happens every week with ${LABEL.addEvent}.`}
    >
      <LazyDrawers isOpen={url.drawer.kind !== 'closed'} onClose={url.close}>
        <EventDrawers url={url} />
      </LazyDrawers>
    </ContentListPage>
  );
}
