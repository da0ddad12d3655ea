/**
 * Add Booking starts from who (issue 18), over the mock API: 'Find Guest' finds an in-house guest by room
 * number or confirmation number (GET guests/current?q_name=), fills the room and ticks the guest; a room's
 * sole guest in house is ticked when the room is chosen; pax follows the guests ticked until typed; the
 * type's next open slots set date and slot in one click; every step by keyboard. busyResort's guests and
 * slots are dated from the real now: the Larsens share Water Villa 1, Aisha Rahman is alone in 102.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { REQUESTS_TEXT as TEXT } from '@atoll/contract';
import { handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';
import { ADD_BOOKING_TEXT as ADD } from './AddBookingForm';

const meta = {
  title: 'Console/AddBooking',
  component: ScreenStoryApp,
  args: { path: '/requests/bookings?booking=new', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDrawer = () => screen.findByRole('dialog', { name: TEXT.addBooking });
const search = (drawer: HTMLElement) => within(drawer).getByRole('combobox', { name: ADD.findGuest });
/** A select's trigger: named by its label and, once chosen, its value. */
const trigger = (drawer: HTMLElement, field: string) => within(drawer).getByRole('button', { name: new RegExp(`(^|\\s)${field}(\\s|$)`) });
const pickOption = async (drawer: HTMLElement, field: string, option: RegExp) => {
  await waitFor(() => expect(trigger(drawer, field)).toBeEnabled());
  await userEvent.click(trigger(drawer, field));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const guestBox = (drawer: HTMLElement, name: string) => within(drawer).findByRole('checkbox', { name: new RegExp(name) });

/** By room number, all by keyboard: the box has the focus, 'villa 1' finds the Larsens of Water Villa 1, ArrowDown + Enter chooses Emma. */
export const GuestSearchByRoom: Story = {
  play: async () => {
    const drawer = await findDrawer();
    const box = search(drawer);
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAccessibleDescription(ADD.findGuestHelp);
    await userEvent.keyboard('villa 1');
    await screen.findByRole('option', { name: /Emma Larsen · Room Water Villa 1/ });
    await expect(screen.getByRole('option', { name: /Oliver Larsen · Room Water Villa 1/ })).toBeVisible();
    await expect(screen.queryByRole('option', { name: /Beach Villa 7/ })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger(drawer, 'Room')).toHaveTextContent('Water Villa 1'));
    await expect(await guestBox(drawer, 'Emma Larsen')).toBeChecked();
    await expect(await guestBox(drawer, 'Oliver Larsen')).not.toBeChecked();
    // The box empties for the next search.
    await expect(box).toHaveValue('');
    clearLiveAnnouncer();
  },
};

/** By confirmation number: Oliver Larsen's fills Water Villa 1 and ticks him only; then 'Emma' adds his room-mate. */
export const GuestSearchByConfirmation: Story = {
  play: async () => {
    const drawer = await findDrawer();
    await userEvent.type(search(drawer), 'ca482207');
    await userEvent.click(await screen.findByRole('option', { name: /Oliver Larsen · Room Water Villa 1 · CA482207/ }));
    await waitFor(() => expect(trigger(drawer, 'Room')).toHaveTextContent('Water Villa 1'));
    await expect(await guestBox(drawer, 'Oliver Larsen')).toBeChecked();
    await expect(await guestBox(drawer, 'Emma Larsen')).not.toBeChecked();
    await userEvent.type(search(drawer), 'Emma');
    await userEvent.click(await screen.findByRole('option', { name: /Emma Larsen/ }));
    await waitFor(async () => expect(await guestBox(drawer, 'Emma Larsen')).toBeChecked());
    await expect(await guestBox(drawer, 'Oliver Larsen')).toBeChecked();
    clearLiveAnnouncer();
  },
};

/** Nothing in house matches: the list says so. */
export const GuestSearchNoMatch: Story = {
  play: async () => {
    const drawer = await findDrawer();
    await userEvent.type(search(drawer), 'zzz-nobody');
    await expect(await screen.findByText(ADD.noGuestFound)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    clearLiveAnnouncer();
  },
};

/** The room-first path: room 102 has one guest in house, Aisha Rahman, ticked at once; Water Villa 1 (two) ticks nobody. */
export const SoleGuestPreselected: Story = {
  play: async () => {
    const drawer = await findDrawer();
    await pickOption(drawer, 'Room', /^102/);
    await waitFor(async () => expect(await guestBox(drawer, 'Aisha Rahman')).toBeChecked());
    // Unticking stays unticked.
    await userEvent.click(await guestBox(drawer, 'Aisha Rahman'));
    await expect(await guestBox(drawer, 'Aisha Rahman')).not.toBeChecked();
    await pickOption(drawer, 'Room', /^Water Villa 1/);
    await expect(await guestBox(drawer, 'Emma Larsen')).not.toBeChecked();
    await expect(await guestBox(drawer, 'Oliver Larsen')).not.toBeChecked();
    clearLiveAnnouncer();
  },
};

/** Pax follows the guests ticked (1, then 2) until someone types one; a click on the defaulted pax selects it, so '3' replaces it. */
export const PaxDefault: Story = {
  play: async () => {
    const drawer = await findDrawer();
    await pickOption(drawer, 'Type', /À la carte/);
    const pax = await within(drawer).findByRole('textbox', { name: 'Pax' });
    await expect(pax).toHaveValue('');
    await userEvent.type(search(drawer), 'Emma');
    await userEvent.click(await screen.findByRole('option', { name: /Emma Larsen/ }));
    await waitFor(() => expect(pax).toHaveValue('1'));
    await userEvent.click(await guestBox(drawer, 'Oliver Larsen'));
    await waitFor(() => expect(pax).toHaveValue('2'));
    await userEvent.type(pax, '3');
    await userEvent.tab();
    await expect(pax).toHaveValue('3');
    await userEvent.click(await guestBox(drawer, 'Oliver Larsen'));
    await expect(pax).toHaveValue('3');
    clearLiveAnnouncer();
  },
};

/** Book Aisha Rahman (room 102) on tomorrow's first massage slot: search, type, 'Tomorrow 10:00', Create Booking. */
export const BookTomorrowsFirstSlot: Story = {
  play: async () => {
    const drawer = await findDrawer();
    await userEvent.type(search(drawer), '102');
    await userEvent.click(await screen.findByRole('option', { name: /Aisha Rahman · Room 102/ }));
    await pickOption(drawer, 'Type', /Balinese Massage/);
    const next = await within(drawer).findByRole('group', { name: ADD.nextSlots });
    await userEvent.click(await within(next).findByRole('button', { name: `${ADD.tomorrow} 10:00` }));
    await waitFor(() => expect(trigger(drawer, 'Slot')).toHaveTextContent('10:00'));
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createBooking }));
    await waitFor(() => expect(mockDb.requests.bookings).toHaveLength(17));
    const created = mockDb.requests.bookings.at(-1);
    const slot = mockDb.requests.slots.find((s) => s.id === created?.booking_slot_id);
    const aisha = mockDb.requests.guests.find((g) => g.first_name === 'Aisha');
    await expect(created?.guest_ids).toEqual([aisha?.id]);
    await expect(slot?.start_time).toBe('10:00');
    clearLiveAnnouncer();
  },
};
