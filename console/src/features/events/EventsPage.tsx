/**
 * Hotel › Events (spec section 2, weekly recurring events): the card grid with
 * Add Event; each card shows the cover, the name, when it happens
 * (type_description) and an 'Inactive' badge. The drawer has Basic
 * Information and Cover (2 MB hint), Set Active / Set Inactive and Delete;
 * drawer and tab in the URL (?event=3&tab=cover).
 */
import { LABEL, UPLOAD_HINT_LARGE_BYTES, translationText, type RecurringEvent } from '@atoll/contract';
import { Card, uploadSizeHint } from '@atoll/ui-kit';
import { ContentListPage, CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentScreen.tsx';
import { coverTab } from '#app/contentFields.tsx';
import { useDrawerUrlState, type DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { eventTags, useDeleteEventMutation, useGetEventQuery, useListEventsQuery, useRemoveEventCoverMutation, useSetEventActiveMutation } from './api';
import { CreateEventForm, EventBasicForm } from './EventForm';

export const EVENTS_TITLE = 'Events';
export const NO_EVENTS = 'No events yet';
const TABS = ['basic', 'cover'] as const;
type Tab = (typeof TABS)[number];

function EventCard({ event, onOpen }: { event: RecurringEvent; onOpen: () => void }) {
  return (
    <Card
      title={translationText(event.name)}
      subtitle={event.type_description}
      image={event.cover_thumb ?? undefined}
      isInactive={!event.active}
      onPress={onOpen}
      headingLevel={2}
    />
  );
}

function EventDetails({ id, tab, url }: { id: number; tab: Tab; url: DrawerUrlState<Tab> }) {
  const { data: event, error, isFetching, refetch } = useGetEventQuery(id);
  const [remove] = useDeleteEventMutation();
  const [setActive] = useSetEventActiveMutation();
  const [removeCover] = useRemoveEventCoverMutation();
  if (!event) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <DetailDrawer
      title={translationText(event.name)}
      subtitle={event.type_description}
      onClose={url.close}
      onDelete={() => remove(id).unwrap()}
      active={event.active}
      onToggleActive={() => setActive({ id, active: !event.active }).unwrap()}
      selectedTab={tab}
      onTabChange={url.setTab}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <EventBasicForm event={event} /> },
        coverTab({
          path: `events/recurring/${id}`,
          value: event.cover,
          sizeHint: uploadSizeHint(UPLOAD_HINT_LARGE_BYTES),
          refresh: [eventTags.one(id), eventTags.list],
          onRemove: () => removeCover({ id }).unwrap(),
        }),
      ]}
    />
  );
}

export default function EventsPage() {
  const url = useDrawerUrlState('event', TABS);
  const list = useListEventsQuery();
  const { drawer } = url;
  return (
    <ContentListPage
      title={EVENTS_TITLE}
      addLabel={LABEL.addEvent}
      onAdd={url.openNew}
      list={list}
      renderCard={(event) => <EventCard key={event.id} event={event} onOpen={() => url.open(event.id)} />}
      emptyTitle={NO_EVENTS}
      emptyHint={`Show guests what happens every week with ${LABEL.addEvent}.`}
    >
      {drawer.kind === 'new' && (
        <CreateDrawer title={LABEL.addEvent} onClose={url.close}>
          <CreateEventForm onCreated={(event) => url.showCreated(event.id)} />
        </CreateDrawer>
      )}
      {drawer.kind === 'open' && <EventDetails id={drawer.id} tab={drawer.tab} url={url} />}
    </ContentListPage>
  );
}
