/**
 * Hotel › Rooms (spec section 2, room types): the card grid with Add Room
 * Type; each card shows the cover, the name and how many rooms it has. The
 * drawer has Basic Information, Cover (2 MB hint) and Rooms (count); drawer
 * and tab in the URL (?type=3&tab=rooms).
 */
import { LABEL, UPLOAD_HINT_LARGE_BYTES, type RoomType } from '@atoll/contract';
import { Card, uploadSizeHint } from '@atoll/ui-kit';
import { ContentListPage, CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentScreen.tsx';
import { coverTab } from '#app/contentFields.tsx';
import { useDrawerUrlState, type DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { roomTypeTags, useDeleteRoomTypeMutation, useGetRoomTypeQuery, useListRoomTypesQuery, useRemoveRoomTypeCoverMutation } from './api';
import { CreateRoomTypeForm, RoomTypeBasicForm } from './RoomTypeForm';
import { RoomsEditor } from './RoomsEditor';

export const ROOM_TYPES_TITLE = 'Rooms';
export const NO_ROOM_TYPES = 'No room types yet';
export const roomsCount = (count: number) => (count === 1 ? '1 room' : `${count} rooms`);
const TABS = ['basic', 'cover', 'rooms'] as const;
type Tab = (typeof TABS)[number];

function RoomTypeCard({ type, onOpen }: { type: RoomType; onOpen: () => void }) {
  return <Card title={type.name} subtitle={roomsCount(type.rooms_count)} image={type.cover_thumb} onPress={onOpen} headingLevel={2} />;
}

function RoomTypeDetails({ id, tab, url }: { id: number; tab: Tab; url: DrawerUrlState<Tab> }) {
  const { data: type, error, isFetching, refetch } = useGetRoomTypeQuery(id);
  const [remove] = useDeleteRoomTypeMutation();
  const [removeCover] = useRemoveRoomTypeCoverMutation();
  if (!type) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <DetailDrawer
      title={type.name}
      subtitle={roomsCount(type.rooms_count)}
      onClose={url.close}
      onDelete={() => remove(id).unwrap()}
      selectedTab={tab}
      onTabChange={url.setTab}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <RoomTypeBasicForm type={type} /> },
        coverTab({
          path: `rooms/types/${id}`,
          value: type.cover,
          sizeHint: uploadSizeHint(UPLOAD_HINT_LARGE_BYTES),
          refresh: [roomTypeTags.one(id), roomTypeTags.list],
          onRemove: () => removeCover({ id }).unwrap(),
        }),
        { id: 'rooms', label: LABEL.tab.rooms, count: type.rooms_count, content: <RoomsEditor type={type} /> },
      ]}
    />
  );
}

export default function RoomTypesPage() {
  const url = useDrawerUrlState('type', TABS);
  const list = useListRoomTypesQuery();
  const { drawer } = url;
  return (
    <ContentListPage
      title={ROOM_TYPES_TITLE}
      addLabel={LABEL.addRoomType}
      onAdd={url.openNew}
      list={list}
      renderCard={(type) => <RoomTypeCard key={type.id} type={type} onOpen={() => url.open(type.id)} />}
      emptyTitle={NO_ROOM_TYPES}
      emptyHint={`Group your rooms by type, with their numbers and QR codes, with ${LABEL.addRoomType}.`}
    >
      {drawer.kind === 'new' && (
        <CreateDrawer title={LABEL.addRoomType} onClose={url.close}>
          <CreateRoomTypeForm onCreated={(type) => url.showCreated(type.id)} />
        </CreateDrawer>
      )}
      {drawer.kind === 'open' && <RoomTypeDetails id={drawer.id} tab={drawer.tab} url={url} />}
    </ContentListPage>
  );
}
