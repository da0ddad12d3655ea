/**
 * Requests › Requests over the mock API: the New queue with its deadlines and remarks markers,
 * acting on a row by keyboard (the row moves to Ongoing), a 409 when someone acted first, a
 * booking's drawer with its Timeline, Add Booking's 'Field is required' errors and its
 * CONFIRMATION_REQUIRED round trip, a read-only user who sees no Add Booking and no actions, and
 * the live queue polling (the mocks have no stream) picking up a booking added meanwhile.
 * busyResort's bookings are dated from the real now, so the queue reads the same on any day.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE, BOOKING_ACTION_TEXT, LABEL, MSG, PERMISSION, REQUESTS_TEXT as TEXT, formatDisplayDate, translationText } from '@atoll/contract';
import { http, HttpResponse } from 'msw';
import { handlers, handlersWith, mockDb, resetMockStore, roomFreeAt, scenarioTokens } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';
import { LiveQueueContext } from './useLiveBookings';

/** The list refreshes every 400 ms while the (absent) stream is down, instead of every 10 s. */
const FAST_POLL: Decorator = (Story) => (
  <LiveQueueContext.Provider value={{ pollMs: 400, retryMs: 60_000 }}>
    <Story />
  </LiveQueueContext.Provider>
);

const meta = {
  title: 'Console/RequestsScreen',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  // ibrahim: manage- and read-facility-requests on every facility.
  args: { path: '/requests/bookings', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  decorators: [FAST_POLL],
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const seededDb = resetMockStore('busyResort');
const seeded = seededDb.requests;
/** A seeded booking's drawer title: its activity's or menu's name, '#', its number. */
const titleOf = (booking: { booking_type_id: number; number: number } | undefined) => {
  const type = seeded.bookingTypes.find((t) => t.id === booking?.booking_type_id);
  const rows: { id: number; name: Parameters<typeof translationText>[0] }[] =
    type?.attached_type === 'Activity' ? seededDb.content.activities : seededDb.content.menus;
  const attached = rows.find((r) => r.id === type?.attached_id);
  if (!booking || !attached) throw new Error('No such seeded booking');
  return TEXT.bookingTitle(translationText(attached.name), booking.number);
};
const bookingWith = (status: string) => seeded.bookings.find((b) => b.status === status);
// The tabs and the grid load on first use (issue 23, ADR 0059): after the screen's module, two chunks more.
const newTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'New requests' });
const findDrawer = (name: string | RegExp) => screen.findByRole('dialog', { name });
/** A row by what it shows (a row's accessible name is its number and slot only). */
const rowWith = (table: HTMLElement, text: string) => {
  const row = within(table).queryAllByRole('row').find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`No row shows '${text}'`);
  return row;
};
const hasRowWith = (table: HTMLElement, text: string) => within(table).queryAllByRole('row').some((r) => r.textContent?.includes(text));
const pickOption = async (drawer: HTMLElement, field: string, option: RegExp) => {
  const trigger = within(drawer).getByRole('button', { name: new RegExp(`${field}$`) });
  // Its choices load first (a slot's list follows the type and date).
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** New (the default tab): five requests, soonest due first — one overdue — with G / H remarks, status, time left and Confirm. */
export const NewQueue: Story = {
  play: async ({ canvasElement }) => {
    const table = await newTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await expect(within(canvasElement).getByRole('tab', { name: TEXT.newTab })).toHaveAttribute('aria-selected', 'true');
    const [, first] = within(table).getAllByRole('row');
    // The overdue anniversary dinner is due first.
    await expect(first).toHaveTextContent(TEXT.overdue);
    await expect(first).toHaveTextContent('Anniversary dinner');
    await expect(within(table).getAllByText(TEXT.remarksGuest).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(TEXT.remarksHotel).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('New')).toHaveLength(5);
    await expect(within(table).getAllByRole('button', { name: 'Confirm' })).toHaveLength(5);
    await expect(within(table).getAllByText(/^in \d/).length).toBeGreaterThan(0);
    const massage = rowWith(table, 'Balinese Massage');
    await expect(massage).toHaveTextContent('Prefers a female therapist');
    // Pax / Menu in plain words: how many guests, then who; a menu booking's lines under 'Menu'. Pax once, in Room / Pax.
    const column = within(table).getAllByRole('columnheader').findIndex((h) => h.textContent === 'Pax / Menu');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      // The Number cell's first line: '#5'.
      const number = row.querySelector('[role=rowheader] span span')?.textContent;
      const booking = seeded.bookings.find((b) => `#${b.number}` === number);
      if (!booking) throw new Error(`No seeded booking for row ${row.textContent}`);
      const cell = row.querySelectorAll('[role=rowheader], [role=gridcell]')[column] as HTMLElement;
      await expect(cell).toHaveTextContent(TEXT.guestsCount(booking.guest_ids.length));
      if (booking.menu_items.some((line) => line.quantity > 0)) await expect(cell).toHaveTextContent(TEXT.menuLines);
      else await expect(cell).not.toHaveTextContent(TEXT.menuLines);
      await expect(cell).not.toHaveTextContent(/pax/);
    }
    await expect(within(canvasElement).getByRole('button', { name: TEXT.addBooking })).toBeVisible();
  },
};

/** The main action from the keyboard: focus a row, arrow right to its Confirm button, Enter — the row moves to Ongoing. */
export const ConfirmByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const table = await newTable(canvasElement);
    const row = await waitFor(() => rowWith(table, 'Balinese Massage'));
    const number = seeded.bookings.find((b) => b.status === 'new' && b.remarks === 'Prefers a female therapist')?.number;
    row.focus();
    const confirm = within(row).getByRole('button', { name: 'Confirm' });
    for (let i = 0; i < 12 && document.activeElement !== confirm; i += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(mockDb.requests.bookings.find((b) => b.number === number)?.status).toBe('confirmed');
    await userEvent.click(within(canvasElement).getByRole('tab', { name: TEXT.ongoingTab }));
    const ongoing = await within(canvasElement).findByRole('grid', { name: 'Ongoing requests' });
    const moved = await within(ongoing).findByRole('row', { name: new RegExp(`#${number}\\b`) });
    await expect(moved).toHaveTextContent('Confirmed');
    await expect(within(moved).getByRole('button', { name: 'Complete' })).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** Someone else declined the request meanwhile: Confirm answers 409, its message shows and the row refreshes (gone from New). */
export const ActionNoLongerOffered: Story = {
  play: async ({ canvasElement }) => {
    const table = await newTable(canvasElement);
    const row = await waitFor(() => rowWith(table, 'Balinese Massage'));
    const stored = mockDb.requests.bookings.find((b) => b.status === 'new' && b.remarks === 'Prefers a female therapist');
    if (stored) stored.status = 'declined';
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText(TEXT.actionNotOffered)).toBeVisible();
    await waitFor(() => expect(hasRowWith(table, 'Balinese Massage')).toBe(false));
    await expect(stored?.status).toBe('declined');
    clearLiveAnnouncer();
  },
};

/** Confirm from a row: a toast names the booking and the result; its 'Open booking' opens that booking's drawer. */
export const ConfirmShowsToast: Story = {
  play: async ({ canvasElement }) => {
    const table = await newTable(canvasElement);
    const row = await waitFor(() => rowWith(table, 'Balinese Massage'));
    const booking = seeded.bookings.find((b) => b.status === 'new' && b.remarks === 'Prefers a female therapist');
    if (!booking) throw new Error('No massage request seeded');
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    // Confirming can be undone later (Cancel): it goes at once, no question.
    await expect(screen.queryByRole('alertdialog', { name: /booking #/ })).toBeNull();
    const toast = await screen.findByRole('alertdialog', { name: BOOKING_ACTION_TEXT.done(booking.number, 'confirmed') });
    // Announced: the toast's content is an alert in the Notifications landmark.
    await expect(within(toast).getByRole('alert')).toHaveTextContent(BOOKING_ACTION_TEXT.done(booking.number, 'confirmed'));
    await expect(mockDb.requests.bookings.find((b) => b.id === booking.id)?.status).toBe('confirmed');
    await waitFor(() => expect(hasRowWith(table, 'Balinese Massage')).toBe(false));
    await userEvent.click(within(toast).getByRole('button', { name: BOOKING_ACTION_TEXT.openBooking }));
    const drawer = await findDrawer(titleOf(booking));
    await expect(within(drawer).getByText('Confirmed')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: BOOKING_ACTION_TEXT.done(booking.number, 'confirmed') })).toBeNull());
    clearLiveAnnouncer();
  },
};

/** Declining cannot be undone: the drawer asks first, saying so; Cancel in the question changes nothing, Decline then declines. */
export const DeclineAsksFirst: Story = {
  args: { path: `/requests/bookings?booking=${seeded.bookings.find((b) => b.status === 'new' && b.remarks === 'Table by the water, please')?.id}` },
  play: async () => {
    const booking = seeded.bookings.find((b) => b.status === 'new' && b.remarks === 'Table by the water, please');
    if (!booking) throw new Error('No dinner request seeded');
    const ask = BOOKING_ACTION_TEXT.askBefore(booking.number, 'declined');
    if (!ask) throw new Error('Declining should ask first');
    const drawer = await findDrawer(titleOf(booking));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Decline' }));
    const question = await screen.findByRole('alertdialog', { name: ask.title });
    await expect(question).toHaveTextContent(BOOKING_ACTION_TEXT.cannotBeUndone);
    await userEvent.click(within(question).getByRole('button', { name: ask.cancelLabel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: ask.title })).toBeNull());
    // Nothing was sent: still New, still offering Confirm, no toast.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(mockDb.requests.bookings.find((b) => b.id === booking.id)?.status).toBe('new');
    await expect(within(drawer).getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(screen.queryByText(BOOKING_ACTION_TEXT.done(booking.number, 'declined'))).toBeNull();
    // Asked again and answered: declined, and the toast says so.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Decline' }));
    const again = await screen.findByRole('alertdialog', { name: ask.title });
    await userEvent.click(within(again).getByRole('button', { name: ask.confirmLabel }));
    await expect(await screen.findByRole('alertdialog', { name: BOOKING_ACTION_TEXT.done(booking.number, 'declined') })).toBeVisible();
    await expect(mockDb.requests.bookings.find((b) => b.id === booking.id)?.status).toBe('declined');
    await waitFor(() => expect(within(drawer).queryByRole('group', { name: /Actions for request/ })).toBeNull());
    clearLiveAnnouncer();
  },
};

const confirmed = bookingWith('confirmed');

/** Cancelling a confirmed booking by keyboard: the question names both ways plainly ('Keep Booking'); Escape keeps it, Enter on 'Cancel Booking' cancels. */
export const CancelAsksFirstByKeyboard: Story = {
  args: { path: `/requests/bookings?view=pending&booking=${confirmed?.id}` },
  play: async () => {
    if (!confirmed) throw new Error('No confirmed booking seeded');
    const ask = BOOKING_ACTION_TEXT.askBefore(confirmed.number, 'cancelled');
    if (!ask) throw new Error('Cancelling should ask first');
    const drawer = await findDrawer(titleOf(confirmed));
    const cancel = within(drawer).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog', { name: ask.title });
    await expect(question).toHaveTextContent(BOOKING_ACTION_TEXT.cannotBeUndone);
    await expect(within(question).getByRole('button', { name: ask.cancelLabel })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: ask.title })).toBeNull());
    await expect(mockDb.requests.bookings.find((b) => b.id === confirmed.id)?.status).toBe('confirmed');
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: ask.title });
    within(again).getByRole('button', { name: ask.confirmLabel }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('alertdialog', { name: BOOKING_ACTION_TEXT.done(confirmed.number, 'cancelled') })).toBeVisible();
    await expect(mockDb.requests.bookings.find((b) => b.id === confirmed.id)?.status).toBe('cancelled');
    clearLiveAnnouncer();
  },
};

const completed = bookingWith('completed');

/** A booking's drawer on its Timeline: title type + number, slot as subtitle, the logs newest first with who did them. */
export const DrawerTimeline: Story = {
  args: { path: `/requests/bookings?view=all&booking=${completed?.id}&tab=timeline` },
  play: async () => {
    // The title: the activity's or menu's name, '#', the number; the kind of request under Type.
    await expect(titleOf(completed)).toMatch(/^\S.* #\d+$/);
    const drawer = await findDrawer(titleOf(completed));
    await expect(within(drawer).getByRole('heading', { name: titleOf(completed) })).toBeVisible();
    const slot = seeded.slots.find((s) => s.id === completed?.booking_slot_id);
    await expect(drawer).toHaveTextContent(formatDisplayDate(slot?.date ?? ''));
    await expect(within(drawer).getByRole('tab', { name: TEXT.timelineTab })).toHaveAttribute('aria-selected', 'true');
    const timeline = within(drawer).getByRole('list', { name: TEXT.timelineTab });
    const items = within(timeline).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Status changed to Completed');
    await expect(items[0]).toHaveTextContent('Ibrahim Didi');
    await expect(items[2]).toHaveTextContent('Booking created');
    await userEvent.click(within(drawer).getByRole('tab', { name: LABEL.tab.basicInformation }));
    await expect(within(drawer).getByText('Completed')).toBeVisible();
    // A final status offers no action.
    await expect(within(drawer).queryByRole('group', { name: /Actions for request/ })).toBeNull();
  },
};

const newDinner = seeded.bookings.find((b) => b.status === 'new' && b.remarks === 'Table by the water, please');

/** Basic Information: actions, Assign to me, and internal remarks saved with the save bar — each lands in the Timeline. */
export const DrawerEdit: Story = {
  args: { path: `/requests/bookings?booking=${newDinner?.id}` },
  play: async () => {
    const drawer = await findDrawer(titleOf(newDinner));
    await expect(within(drawer).getByRole('button', { name: 'Decline' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.assignToMe }));
    await waitFor(() => expect(within(drawer).getByRole('button', { name: TEXT.unassign })).toBeVisible());
    const remarks = within(drawer).getByRole('textbox', { name: 'Internal remarks' });
    await userEvent.type(remarks, 'Birthday cake at 20:00');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(MSG.successfullyUpdated)).toBeVisible();
    await userEvent.click(within(drawer).getByRole('tab', { name: TEXT.timelineTab }));
    const timeline = within(drawer).getByRole('list', { name: TEXT.timelineTab });
    await waitFor(() => expect(timeline).toHaveTextContent('Internal remarks updated'));
    await expect(timeline).toHaveTextContent('Assigned to Ibrahim Didi');
    clearLiveAnnouncer();
  },
};

/** Add Booking refuses missing choices ('Field is required'); a menu type with pax asks for pax and at least one item. */
export const AddBookingRequired: Story = {
  args: { path: '/requests/bookings?booking=new' },
  play: async () => {
    const drawer = await findDrawer(TEXT.addBooking);
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createBooking }));
    // Type, slot, room and guests (the date starts on today).
    await waitFor(() => expect(within(drawer).getAllByText(MSG.fieldRequired)).toHaveLength(4));
    await pickOption(drawer, 'Type', /À la carte/);
    await expect(await within(drawer).findByRole('group', { name: 'Menu items' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createBooking }));
    // Now also pax and the menu items.
    await waitFor(() => expect(within(drawer).getAllByText(MSG.fieldRequired)).toHaveLength(5));
    await expect(mockDb.requests.bookings).toHaveLength(16);
    clearLiveAnnouncer();
  },
};

/** The late seating's window has closed: 'Confirmation Required' with the server's message and button; Book Anyway resends and books. */
export const AddBookingConfirmation: Story = {
  args: { path: '/requests/bookings?booking=new' },
  play: async () => {
    const late = mockDb.requests.bookings.find((b) => b.status === 'new' && Date.parse(b.due_at) <= Date.now());
    const slot = mockDb.requests.slots.find((s) => s.id === late?.booking_slot_id);
    if (!slot) throw new Error('No late seating seeded');
    const drawer = await findDrawer(TEXT.addBooking);
    const date = within(drawer).getByRole('group', { name: /Date/ });
    await userEvent.click(within(date).getByRole('spinbutton', { name: /day/i }));
    const [y, m, d] = slot.date.split('-');
    await userEvent.keyboard(`${d}${m}${y}`);
    await pickOption(drawer, 'Type', /À la carte/);
    // A slot's option starts with its start time (another may end at that time).
    await pickOption(drawer, 'Slot', new RegExp(`^${slot.start_time}`));
    // A room whose guests have no other booking at that hour: only the closed window is asked about.
    const free = roomFreeAt(slot.id);
    await pickOption(drawer, 'Room', new RegExp(free.roomNumber));
    // Which room is free at that hour depends on the time of day: a room's sole guest comes ticked, else tick the first.
    const guest = await within(drawer).findByRole('checkbox', { name: new RegExp(free.guests[0]!.name) });
    if (free.guests.length === 1) await waitFor(() => expect(guest).toBeChecked());
    else await userEvent.click(guest);
    const pax = within(drawer).getByRole('textbox', { name: 'Pax' });
    await userEvent.type(pax, '2');
    const curry = within(drawer).getByRole('textbox', { name: /Reef Fish Curry/ });
    await userEvent.clear(curry);
    await userEvent.type(curry, '2');
    await userEvent.tab();
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createBooking }));
    const ask = await screen.findByRole('alertdialog', { name: MSG.confirmationRequired });
    await expect(ask).toHaveTextContent(TEXT.slotClosed);
    await userEvent.click(within(ask).getByRole('button', { name: TEXT.bookAnyway }));
    await waitFor(() => expect(mockDb.requests.bookings.some((b) => b.number === 17)).toBe(true));
    const created = mockDb.requests.bookings.find((b) => b.number === 17);
    await findDrawer(titleOf(created));
    await expect(created).toMatchObject({ pax: 2, booking_slot_id: slot.id, menu_items: [{ id: 43, quantity: 2 }] });
    clearLiveAnnouncer();
  },
};

/** nadia reads the restaurant's and spa's requests only: no Add Booking, no action buttons, no edit form. */
export const ReadOnly: Story = {
  args: { as: 'staff' },
  play: async ({ canvasElement }) => {
    const table = await newTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await expect(within(canvasElement).queryByRole('button', { name: TEXT.addBooking })).toBeNull();
    await expect(within(table).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: 'Action' })).toBeNull();
    within(table).getAllByRole('row')[1]?.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findDrawer(/ #\d+$/);
    await expect(within(drawer).queryByRole('button', { name: TEXT.assignToMe })).toBeNull();
    await expect(within(drawer).queryByRole('textbox', { name: 'Internal remarks' })).toBeNull();
  },
};

/** No stream in the mocks: the list polls, and a booking made elsewhere meanwhile appears and is announced. */
/** Nadia's request permission narrowed to the restaurant (facility 1): the spa's requests are not in her queue at all. */
export const FacilityScoped: Story = {
  args: { as: 'staff' },
  beforeEach: () => {
    const nadia = mockDb.users.find((u) => u.username === 'nadia');
    if (!nadia) throw new Error('No staff user nadia in busyResort');
    nadia.permissions = { ...nadia.permissions, [PERMISSION.readFacilityRequests]: { objects: [1] } };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('tab', { name: TEXT.allTab }));
    const table = await within(canvasElement).findByRole('grid', { name: 'All requests' });
    const restaurant = seeded.bookings.filter((b) => b.facility_id === 1).length;
    await expect(restaurant).toBeGreaterThan(0);
    await expect(seeded.bookings.some((b) => b.facility_id !== 1)).toBe(true);
    // Paged by 10: the rows shown are the restaurant's only, as many as it has (up to a page).
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + Math.min(restaurant, 10)));
    for (const row of within(table).getAllByRole('row').slice(1)) await expect(row).not.toHaveTextContent('Coral Spa');
    await expect(within(canvasElement).getByText(`${restaurant} rows`)).toBeVisible();
  },
};

export const PollingPicksUpNewBooking: Story = {
  play: async ({ canvasElement }) => {
    const table = await newTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const massage = mockDb.requests.bookingTypes.find((t) => t.attached_type === 'Activity');
    const slot = mockDb.requests.slots.filter((s) => s.booking_type_id === massage?.id).sort((a, b) => b.date.localeCompare(a.date))[0];
    const room = mockDb.content.roomTypes.flatMap((t) => t.rooms).find((r) => r.number === 'Water Villa 2');
    const guest = mockDb.requests.guests.find((g) => g.last_name === 'Tanaka');
    // Another front-desk browser books.
    const response = await fetch(`${API_BASE}/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${scenarioTokens.busyResort.owner}` },
      body: JSON.stringify({ date: slot?.date, booking_type_id: massage?.id, booking_slot_id: slot?.id, room_id: room?.id, guests: [guest?.id], remarks: 'Booked at the spa desk' }),
    });
    await expect(response.status).toBe(201);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await expect(rowWith(table, 'Booked at the spa desk')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getAllByRole('status').some((el) => el.textContent === TEXT.newRequests(1))).toBe(true));
    await expect(within(canvasElement).getByRole('tab', { name: TEXT.newTab })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The server's live stream: one open text/event-stream per story, events written by the play function. */
let streamController: ReadableStreamDefaultController<Uint8Array> | undefined;
const bookingsStream = http.get(`*${API_BASE}/bookings/stream`, () => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      streamController = controller;
      controller.enqueue(new TextEncoder().encode(': heartbeat\n\n'));
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
});

/** With the stream up there is no polling (10 s here): a `bookings` event alone brings the new row, and the open tab stays. */
export const StreamPushesChange: Story = {
  args: { path: '/requests/bookings?view=all' },
  parameters: { msw: { handlers: handlersWith(bookingsStream) } },
  decorators: [
    (Story) => (
      <LiveQueueContext.Provider value={{ pollMs: 10_000, retryMs: 60_000 }}>
        <Story />
      </LiveQueueContext.Provider>
    ),
  ],
  beforeEach: () => {
    streamController = undefined;
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'All requests' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await waitFor(() => expect(streamController).toBeDefined());
    const booking = mockDb.requests.bookings.find((b) => b.status === 'new' && b.remarks === 'Prefers a female therapist');
    // The refresh the stream's opening makes has settled: from now on only an event refreshes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    if (booking) booking.remarks = 'Changed at the spa desk';
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(hasRowWith(table, 'Changed at the spa desk')).toBe(false);
    streamController?.enqueue(new TextEncoder().encode(`event: bookings\ndata: {"ids":[${booking?.id}],"at":"${new Date().toISOString()}"}\n\n`));
    await waitFor(() => expect(hasRowWith(table, 'Changed at the spa desk')).toBe(true));
    await expect(within(canvasElement).getByRole('tab', { name: TEXT.allTab })).toHaveAttribute('aria-selected', 'true');
    streamController?.close();
  },
};

/** A new company has no requests yet. */
export const Empty: Story = { ...emptyStory(TEXT.noRequests), args: { scenario: 'newCompany', as: 'admin' } };

/** While the list loads. */
export const Loading: Story = loadingStory('bookings/by-state/:state');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('bookings/by-state/:state');
