/** An event's drawers (spec section 2): Add Event, and an event's Basic Information and Cover (2 MB hint), Set Active / Set Inactive and Delete. */
import { LABEL, UPLOAD_HINT_LARGE_BYTES, translationText } from '@atoll/contract';
import { uploadSizeHint } from '@atoll/ui-kit';
import { CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import { coverTab } from '#app/contentFields.tsx';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { eventTags, useDeleteEventMutation, useGetEventQuery, useRemoveEventCoverMutation, useSetEventActiveMutation } from './api';
import { CreateEventForm, EventBasicForm } from './EventForm';
import type { EventTab } from './eventTabs';

function EventDetails({ id, tab, url }: { id: number; tab: EventTab; url: DrawerUrlState<EventTab> }) {
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

export function EventDrawers({ url }: { url: DrawerUrlState<EventTab> }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={LABEL.addEvent} onClose={url.close}>
        <CreateEventForm onCreated={(event) => url.showCreated(event.id)} />
      </CreateDrawer>
    );
  }
  if (drawer.kind === 'open') return <EventDetails id={drawer.id} tab={drawer.tab} url={url} />;
  return null;
}
