/**
 * Hotel › Rooms (spec section 2, room types): the card grid with Add Room
 * Type; each card shows the cover, the name and how many rooms it has. The
 * drawer has Basic Information, Cover (2 MB hint) and Rooms (count); drawer
 * and tab in the URL (?type=3&tab=rooms).
 */
import { lazy } from 'react';
import { LABEL, type RoomType } from '@atoll/contract';
import { Card } from '@atoll/ui-kit';
import { ContentListPage, LazyDrawers } from '#app/ContentScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useListRoomTypesQuery } from './api';
import { ROOM_TYPE_TABS, roomsCount } from './roomTypeTabs';

// The drawers and their forms load on first open (LazyDrawers).
const RoomTypeDrawers = lazy(() => import('./RoomTypeDrawers').then((module) => ({ default: module.RoomTypeDrawers })));

export { roomsCount } from './roomTypeTabs';

export const ROOM_TYPES_TITLE = 'Rooms';
export const NO_ROOM_TYPES = 'No room types yet';

function RoomTypeCard({ type, onOpen }: { type: RoomType; onOpen: () => void }) {
  return <Card title={type.name} subtitle={roomsCount(type.rooms_count)} image={type.cover_thumb} onPress={onOpen} headingLevel={2} />;
}

export default function RoomTypesPage() {
  const url = useDrawerUrlState('type', ROOM_TYPE_TABS);
  const list = useListRoomTypesQuery();
  return (
    <ContentListPage
      title={ROOM_TYPES_TITLE}
      addLabel={LABEL.addRoomType}
      onAdd={url.openNew}
      list={list}
      // 'Rooms 6 rooms': the header counts rooms, as the page's name says, not the room types (its cards).
      count={(types) => roomsCount(types.reduce((sum, type) => sum + type.rooms_count, 0))}
      renderCard={(type) => <RoomTypeCard key={type.id} type={type} onOpen={() => url.open(type.id)} />}
      nameOf={(type) => type.name}
      emptyTitle={NO_ROOM_TYPES}
      emptyHint={`Group your rooms by type, with their numbers and QR codes, with ${LABEL.addRoomType}.`}
    >
      <LazyDrawers isOpen={url.drawer.kind !== 'closed'} onClose={url.close}>
        <RoomTypeDrawers url={url} />
      </LazyDrawers>
    </ContentListPage>
  );
}
