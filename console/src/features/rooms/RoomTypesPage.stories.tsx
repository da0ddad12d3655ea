/** Hotel › Rooms over the mock API: the room types, empty, loading and failed states, the room list and Add Room Type. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG, guestAppLink, roomLink } from '@atoll/contract';
import { BUSY_RESORT, handlers, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { ROOMS_TEXT } from './RoomsEditor';
import { NO_ROOM_TYPES, ROOM_TYPES_TITLE } from './RoomTypesPage';

const meta = {
  title: 'Console/RoomTypesPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/hotel/rooms', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const idOf = (name: string) => resetMockStore('busyResort').content.roomTypes.find((t) => t.name === name)?.id;

/** Three room types by name, with their room counts. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: ROOM_TYPES_TITLE });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A new hotel has none yet. */
export const Empty: Story = emptyStory(NO_ROOM_TYPES);

/** While the list loads. */
export const Loading: Story = loadingStory('rooms/types');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('rooms/types');

/** ?tab=rooms: the rooms with QR links, a blank row at the end with latitude and longitude locked. */
export const Rooms: Story = {
  args: { path: `/hotel/rooms?type=${idOf('Water Villa')}&tab=rooms` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Water Villa' });
    await expect(within(drawer).getByRole('link', { name: roomLink(guestAppLink(BUSY_RESORT.domain), 'Water Villa 1') })).toBeVisible();
    await expect(within(drawer).getByRole('textbox', { name: ROOMS_TEXT.lat(3) })).toBeDisabled();
  },
};

/** A room's QR code, left open so axe checks the dialog over the drawer. */
export const RoomQrCode: Story = {
  args: { path: `/hotel/rooms?type=${idOf('Water Villa')}&tab=rooms` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Water Villa' });
    await userEvent.click(within(drawer).getByRole('button', { name: ROOMS_TEXT.showQr('Water Villa 1') }));
    const dialog = await screen.findByRole('dialog', { name: ROOMS_TEXT.qrTitle('Water Villa 1') });
    const link = roomLink(guestAppLink(BUSY_RESORT.domain), 'Water Villa 1');
    await expect(within(dialog).getByRole('img', { name: `QR code for ${link}` })).toBeVisible();
  },
};

/** Add Room Type refuses an empty name. */
export const AddRoomType: Story = {
  args: { path: '/hotel/rooms?type=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: LABEL.addRoomType });
    await userEvent.click(within(drawer).getByRole('button', { name: LABEL.createRoomType }));
    await waitFor(() => expect(within(drawer).getByText(MSG.enterName)).toBeVisible());
  },
};
