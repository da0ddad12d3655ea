/** A room type's drawers (spec section 2): Add Room Type, and a type's Basic Information, Cover (2 MB hint) and Rooms (count), with Delete. */
import { LABEL, UPLOAD_HINT_LARGE_BYTES, deleteSummary } from '@atoll/contract';
import { uploadSizeHint } from '@atoll/ui-kit';
import { CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import { coverTab } from '#app/contentFields.tsx';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { roomTypeTags, useDeleteRoomTypeMutation, useGetRoomTypeQuery, useRemoveRoomTypeCoverMutation } from './api';
import { roomsCount } from './roomTypeTabs';
import { CreateRoomTypeForm, RoomTypeBasicForm } from './RoomTypeForm';
import { RoomsEditor } from './RoomsEditor';
import type { RoomTypeTab } from './roomTypeTabs';

function RoomTypeDetails({ id, tab, url }: { id: number; tab: RoomTypeTab; url: DrawerUrlState<RoomTypeTab> }) {
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
      deleteSummary={deleteSummary('roomType', type.name, { room: type.rooms_count })}
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

export function RoomTypeDrawers({ url }: { url: DrawerUrlState<RoomTypeTab> }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={LABEL.addRoomType} onClose={url.close}>
        <CreateRoomTypeForm onCreated={(type) => url.showCreated(type.id)} />
      </CreateDrawer>
    );
  }
  if (drawer.kind === 'open') return <RoomTypeDetails id={drawer.id} tab={drawer.tab} url={url} />;
  return null;
}
