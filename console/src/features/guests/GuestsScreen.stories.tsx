/**
 * Guests › Guest List over the mock API: the In House and Others tables, search, sorting, the
 * empty, loading and failed states, Create New Guest with its 'Field is required' errors, a
 * guest's Basic Information (edit, a refused save, delete) and Requests, and the PMS fields and
 * Clear PMS Checkout that only company administrators see. busyResort's guests are dated from the
 * real today, so the split is the same on any day.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatDisplayDate, LABEL, MSG, REQUESTS_TEXT as TEXT } from '@atoll/contract';
import { handlers, handlersWith, mockDb, resetMockStore, validationError } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';

const meta = {
  title: 'Console/GuestsScreen',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  // ibrahim, a company administrator; 'staff' (nadia) is not one.
  args: { path: '/guests/list', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const seeded = resetMockStore('busyResort').requests.guests;
const guestId = (last: string) => seeded.find((g) => g.last_name === last)?.id ?? 0;
const stored = (id: number) => mockDb.requests.guests.find((g) => g.id === id);

const inHouseTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Guests in house' });
const findDrawer = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** In House (the default tab): seven guests by last name with nationality, confirmation and requests, room and type, DD-MMM-YY dates. */
export const InHouse: Story = {
  play: async ({ canvasElement }) => {
    const table = await inHouseTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    const rossi = seeded.find((g) => g.last_name === 'Rossi');
    const row = within(table).getByRole('row', { name: /Sofia Rossi/ });
    await expect(row).toHaveTextContent('Italy');
    await expect(row).toHaveTextContent('Beach Villa 7');
    await expect(row).toHaveTextContent('Beach Villa');
    await expect(row).toHaveTextContent(rossi?.confirmation_number ?? '?');
    await expect(row).toHaveTextContent(formatDisplayDate(rossi?.arrival_date ?? ''));
    await expect(row).toHaveTextContent(formatDisplayDate(rossi?.departure_date ?? ''));
    await expect(within(canvasElement).getByRole('tab', { name: TEXT.inHouseTab })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByRole('button', { name: TEXT.addGuest })).toBeVisible();
    // Sorting by departure, latest first.
    await userEvent.click(within(table).getByRole('columnheader', { name: /Departure/ }));
    await userEvent.click(within(table).getByRole('columnheader', { name: /Departure/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Lukas Müller'));
  },
};

/** Others: those arriving later, the departed and the PMS checked-out guest. */
export const Others: Story = {
  play: async ({ canvasElement }) => {
    await inHouseTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: TEXT.othersTab }));
    const table = await within(canvasElement).findByRole('grid', { name: 'Other guests' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    for (const name of ['Yuki Sato', 'Mateo García', 'Grace Walker']) await expect(within(table).getByRole('row', { name: new RegExp(name) })).toBeVisible();
  },
};

/** The search box finds guests by name or by confirmation number; a search with no match says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const table = await inHouseTable(canvasElement);
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'tanaka');
    await expect(await within(table).findByRole('row', { name: /Hiroshi Tanaka/ })).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.clear(search);
    await userEvent.type(search, stored(guestId('Rahman'))?.confirmation_number ?? '?');
    await expect(await within(table).findByRole('row', { name: /Aisha Rahman/ })).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-by-this-name');
    await expect(await within(canvasElement).findByText(TEXT.noGuestsMatch)).toBeVisible();
  },
};

/** A new hotel has no guests yet. */
export const Empty: Story = { ...emptyStory(TEXT.noGuests), args: { scenario: 'newCompany', as: 'admin' } };

/** While the list loads. */
export const Loading: Story = loadingStory('guests/current');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('guests/current');

/** Create New Guest refuses an empty form: every field says 'Field is required'; nothing is stored. */
export const CreateValidation: Story = {
  args: { path: '/guests/list?guest=new' },
  play: async () => {
    const drawer = await findDrawer(TEXT.createGuestTitle);
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createGuest }));
    // First name, last name, confirmation number, nationality, arrival, departure, room.
    await waitFor(() => expect(within(drawer).getAllByText(MSG.fieldRequired)).toHaveLength(7));
    await expect(mockDb.requests.guests).toHaveLength(12);
  },
};

/** The whole create flow by keyboard, from Add Guest to the new guest's details. */
export const CreateByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await inHouseTable(canvasElement);
    within(canvasElement).getByRole('button', { name: TEXT.addGuest }).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findDrawer(TEXT.createGuestTitle);
    // The drawer takes focus; Tab passes its Close button, then the form's first field.
    await waitFor(() => expect(drawer).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.keyboard('Nina');
    await userEvent.tab();
    await userEvent.keyboard('Berg');
    await userEvent.tab();
    await userEvent.keyboard('NB-2041');
    await userEvent.tab();
    await expect(within(drawer).getByRole('combobox', { name: /Nationality/ })).toHaveFocus();
    await userEvent.keyboard('Norw');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.tab(); // the combobox's button is skipped by Tab: on to Arrival's day (dates are typed day first)
    await expect(within(within(drawer).getByRole('group', { name: /Arrival/ })).getByRole('spinbutton', { name: /day/i })).toHaveFocus();
    await userEvent.keyboard('10012027');
    await userEvent.tab(); // the calendar button
    await userEvent.tab();
    await userEvent.keyboard('15012027');
    await userEvent.tab();
    await userEvent.tab();
    const room = within(drawer).getByRole('button', { name: /Room/ });
    await expect(room).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // Rooms by number: Water Villa 2 is the last one.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('option', { name: /Water Villa 2/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(room).toHaveTextContent('Water Villa 2'));
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: TEXT.createGuest })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const details = await findDrawer('Nina Berg');
    await expect(within(details).getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    const created = mockDb.requests.guests.find((g) => g.last_name === 'Berg');
    await expect(created).toMatchObject({ nationality: 'NOR', arrival_date: '2027-01-10', departure_date: '2027-01-15', confirmation_number: 'NB-2041' });
    clearLiveAnnouncer();
  },
};

/** Opening a row by keyboard, editing the name and saving: 'Successfully Updated', the list follows. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const table = await inHouseTable(canvasElement);
    const row = await within(table).findByRole('row', { name: /Aisha Rahman/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findDrawer('Aisha Rahman');
    const first = within(drawer).getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Aishath');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(MSG.successfullyUpdated)).toBeVisible();
    await expect(stored(guestId('Rahman'))?.first_name).toBe('Aishath');
    await waitFor(() => expect(within(table).getByRole('row', { name: /Aishath Rahman/ })).toBeVisible());
    clearLiveAnnouncer();
  },
};

/** A refused save keeps what was typed and shows the server's message under its field. */
export const SaveRefused: Story = {
  args: { path: `/guests/list?guest=${guestId('Tanaka')}` },
  parameters: { msw: { handlers: handlersWith(validationError('patch', 'guests/:id', { confirmation_number: ['Confirmation number already used'] })) } },
  play: async () => {
    const drawer = await findDrawer('Hiroshi Tanaka');
    const confirmation = within(drawer).getByRole('textbox', { name: 'Confirmation Number' });
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'CA-DUPLICATE');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Save' }));
    await expect(await within(drawer).findByText('Confirmation number already used')).toBeVisible();
    await expect(confirmation).toHaveValue('CA-DUPLICATE');
    await expect(stored(guestId('Tanaka'))?.confirmation_number).not.toBe('CA-DUPLICATE');
    clearLiveAnnouncer();
  },
};

/** Delete asks the spec's question first, then the guest is gone from the list. */
export const Delete: Story = {
  args: { path: `/guests/list?guest=${guestId('Rossi')}` },
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer('Sofia Rossi');
    await userEvent.click(within(drawer).getByRole('button', { name: LABEL.moreActions }));
    await userEvent.click(await screen.findByRole('menuitem', { name: LABEL.delete }));
    const confirm = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect(within(confirm).getByText(MSG.deleteConfirmBody)).toBeVisible();
    // The confirmation names who goes.
    await expect(within(confirm).getByText('Sofia Rossi will be deleted.')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: LABEL.delete }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sofia Rossi' })).toBeNull());
    const table = await inHouseTable(canvasElement);
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Sofia Rossi/ })).toBeNull());
    await expect(stored(guestId('Rossi'))).toBeUndefined();
    clearLiveAnnouncer();
  },
};

/** The Requests tab (with its count) lists the guest's bookings: number, type, slot, status. */
export const Requests: Story = {
  args: { path: `/guests/list?guest=${guestId('Larsen')}&tab=requests` },
  play: async () => {
    const drawer = await findDrawer('Emma Larsen');
    const bookings = mockDb.requests.bookings.filter((b) => b.guest_ids.includes(guestId('Larsen')));
    await expect(bookings.length).toBeGreaterThan(0);
    await expect(within(drawer).getByRole('tab', { name: new RegExp(`${TEXT.guestRequestsTab}.*${bookings.length}`) })).toHaveAttribute('aria-selected', 'true');
    const table = within(drawer).getByRole('grid', { name: TEXT.guestRequestsTab });
    await expect(within(table).getAllByRole('row')).toHaveLength(bookings.length + 1);
    const first = bookings[0];
    const row = within(table).getByRole('row', { name: String(first?.number) });
    const slot = mockDb.requests.slots.find((sl) => sl.id === first?.booking_slot_id);
    await expect(row).toHaveTextContent(`${formatDisplayDate(slot?.date ?? '')} ${slot?.start_time}`);
  },
};

/** Company administrators see PMS Check-in / Check-out on an existing guest. */
export const PmsFieldsForAdmin: Story = {
  args: { path: `/guests/list?guest=${guestId('Müller')}` },
  play: async () => {
    const drawer = await findDrawer('Lukas Müller');
    await expect(within(drawer).getByRole('group', { name: TEXT.pmsCheckin })).toBeVisible();
    await expect(within(drawer).getByRole('group', { name: TEXT.pmsCheckout })).toBeVisible();
    await expect(within(drawer).queryByRole('button', { name: TEXT.clearCheckout })).toBeNull();
  },
};

/** Staff who are not administrators see neither the PMS fields nor Clear PMS Checkout, even on a checked-out guest. */
export const PmsHiddenForStaff: Story = {
  args: { path: `/guests/list?view=others&guest=${guestId('Sato')}`, as: 'staff' },
  play: async () => {
    const drawer = await findDrawer('Yuki Sato');
    await expect(within(drawer).getByRole('textbox', { name: 'First Name' })).toHaveValue('Yuki');
    await expect(within(drawer).queryByRole('group', { name: TEXT.pmsCheckin })).toBeNull();
    await expect(within(drawer).queryByRole('group', { name: TEXT.pmsCheckout })).toBeNull();
    await expect(within(drawer).queryByRole('button', { name: TEXT.clearCheckout })).toBeNull();
  },
};

/** An administrator clears a PMS checkout: 'PMS Checkout Cleared', and the guest is in house again. */
export const ClearCheckout: Story = {
  args: { path: `/guests/list?view=others&guest=${guestId('Sato')}` },
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer('Yuki Sato');
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.clearCheckout }));
    await expect(await screen.findByText(MSG.pmsCheckoutCleared)).toBeVisible();
    await expect(stored(guestId('Sato'))?.pms_checkout_at).toBeNull();
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: TEXT.clearCheckout })).toBeNull());
    const others = within(canvasElement).getByRole('grid', { name: 'Other guests' });
    await waitFor(() => expect(within(others).queryByRole('row', { name: /Yuki Sato/ })).toBeNull());
    clearLiveAnnouncer();
  },
};

/** An administrator records a PMS check-in (date and time): it is saved, and the arriving guest counts as in house. */
export const PmsCheckinSaved: Story = {
  args: { path: `/guests/list?view=others&guest=${guestId('Martin')}` },
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer('Chloé Martin');
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const checkin = within(drawer).getByRole('group', { name: TEXT.pmsCheckin });
    await userEvent.click(within(checkin).getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard(`${pad(now.getDate())}${pad(now.getMonth() + 1)}${now.getFullYear()}`);
    await expect(within(checkin).getByRole('spinbutton', { name: /year/i })).toHaveTextContent(String(now.getFullYear()));
    const time = within(drawer).getByRole('group', { name: `${TEXT.pmsCheckin} time` });
    await waitFor(() => expect(within(time).getByRole('spinbutton', { name: /hour/i })).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(within(time).getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('0930');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(MSG.successfullyUpdated)).toBeVisible();
    const expected = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 9, 30).toISOString();
    await expect(stored(guestId('Martin'))?.pms_checkin_at).toBe(expected);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chloé Martin' })).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('tab', { name: TEXT.inHouseTab }));
    const table = await inHouseTable(canvasElement);
    await expect(await within(table).findByRole('row', { name: /Chloé Martin/ })).toBeVisible();
    clearLiveAnnouncer();
  },
};
