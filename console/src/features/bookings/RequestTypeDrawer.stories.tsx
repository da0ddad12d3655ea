/**
 * Request types over the mock API, from the Facilities drawers (spec section 2): an activity's and a
 * menu's Guest Requests tab (Enable Requests or Bookings, or the summary card with View), the Request
 * Type drawer's create form (a weekly type with timing sets), its validation, and an existing type with
 * its fixed fields disabled.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG, NEW_REQUEST_TYPE_DEFAULTS, REQUEST_TYPE_TEXT, REQUESTS_TEXT } from '@atoll/contract';
import { handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';
import { REQUEST_TYPE_LABEL as L } from './requestTypeText';

const meta = {
  title: 'Console/RequestTypes',
  component: ScreenStoryApp,
  args: { path: '/hotel/facilities', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDrawer = (name: string) => screen.findByRole('dialog', { name });
// Coral Atoll: Dive Centre (3) › Discover Scuba (14) has no type; Coral Spa (2) › Balinese Massage (12)
// has a manual one; Ocean Restaurant (1) › À la carte (21) a weekly one; Sunset Bar (5) › Cocktails (23) none.
const SCUBA = '/hotel/facilities?facility=3&tab=activities&activity=14&activityTab=requests';
const MASSAGE = '/hotel/facilities?facility=2&tab=activities&activity=12&activityTab=requests';
const DINNER = '/hotel/facilities?facility=1&tab=menus&menu=21&menuTab=requests';
const COCKTAILS = '/hotel/facilities?facility=5&tab=menus&menu=23&menuTab=requests';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Opens 'More settings' (the fields most people never change). */
const openAdvanced = (drawer: HTMLElement) => userEvent.click(within(drawer).getByRole('button', { name: new RegExp(REQUEST_TYPE_TEXT.advanced) }));

async function typeTime(group: HTMLElement, label: string, digits: string) {
  const field = within(group).getByRole('group', { name: label });
  await userEvent.click(within(field).getByRole('spinbutton', { name: /hour/i }));
  await userEvent.keyboard(digits);
}

/** An activity without a type: its Guest Requests tab offers 'Enable Requests or Bookings'. */
export const EnableFromActivity: Story = {
  args: { path: SCUBA },
  play: async () => {
    const activity = await findDrawer('Discover Scuba');
    await expect(within(activity).getByRole('tab', { name: REQUESTS_TEXT.guestRequestsTabOnObject })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await within(activity).findByRole('button', { name: REQUESTS_TEXT.enableRequests }));
    const drawer = await findDrawer(REQUESTS_TEXT.createRequestType);
    await expect(within(drawer).getByRole('button', { name: 'Back to Discover Scuba' })).toBeVisible();
    // Weekly by default, with one timing set (every day, 18:00–19:00) that cannot be removed; pax asked, no limit.
    await expect(within(drawer).getByRole('radio', { name: 'Weekly' })).toBeChecked();
    const first = within(drawer).getByRole('group', { name: 'Timing set 1' });
    await expect(within(first).queryByRole('button', { name: /Remove/ })).toBeNull();
    for (const day of DAYS) await expect(within(first).getByRole('checkbox', { name: day })).toBeChecked();
    await expect(within(drawer).getByRole('checkbox', { name: L.paxRequired })).toBeChecked();
    await expect(within(drawer).getByRole('textbox', { name: L.paxMax })).toHaveValue('0');
    await expect(within(drawer).getByRole('textbox', { name: L.paxMax })).toHaveAccessibleDescription(REQUEST_TYPE_TEXT.paxMaxHelp);
    // The kind and the activity are facts, not one-choice selects; the spec's labels stay.
    await expect(within(drawer).queryByRole('button', { name: /Slot Bookings/ })).toBeNull();
    await expect(within(drawer).getByText(L.type)).toBeVisible();
    await expect(within(drawer).getByText('Slot Bookings')).toBeVisible();
    await waitFor(() => expect(within(drawer).getByText('Discover Scuba (Dive Centre)')).toBeVisible());
    await expect(within(drawer).queryByRole('checkbox', { name: L.menuMultiple })).toBeNull();
  },
};

/** Create a weekly type with two timing sets and pax: the tab then shows its summary card. */
export const CreateWeekly: Story = {
  args: { path: SCUBA },
  play: async () => {
    const activity = await findDrawer('Discover Scuba');
    await userEvent.click(await within(activity).findByRole('button', { name: REQUESTS_TEXT.enableRequests }));
    const drawer = await findDrawer(REQUESTS_TEXT.createRequestType);
    const first = within(drawer).getByRole('group', { name: 'Timing set 1' });
    // Every day is ticked to start with: keep Monday and Friday.
    for (const day of ['Sunday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday']) await userEvent.click(within(first).getByText(day));
    await typeTime(first, 'Start Time', '0900');
    await typeTime(first, 'End Time', '1030');
    await userEvent.click(within(drawer).getByRole('button', { name: REQUESTS_TEXT.addTimingSet }));
    const second = within(drawer).getByRole('group', { name: 'Timing set 2' });
    await userEvent.click(within(second).getByText('Sunday'));
    await typeTime(second, 'Start Time', '1400');
    await typeTime(second, 'End Time', '1530');
    const max = within(drawer).getByRole('textbox', { name: L.paxMax });
    await userEvent.clear(max);
    await userEvent.type(max, '6');
    await userEvent.click(within(drawer).getByRole('button', { name: REQUESTS_TEXT.createRequestType }));
    const details = await findDrawer(REQUESTS_TEXT.requestTypeTitle);
    await expect(within(details).getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    const created = mockDb.requests.bookingTypes.find((t) => t.attached_id === 14);
    await expect(created).toMatchObject({ recurring_type: 'weekly', pax_required: true, pax_max: 6 });
    await expect(created?.type_slots.map((s) => [s.recurring_day, s.start_time, s.end_time])).toEqual([
      [[2, 6], '09:00', '10:30'],
      [[1], '14:00', '15:30'],
    ]);
    await expect(mockDb.requests.slots.some((s) => s.booking_type_id === created?.id)).toBe(true);
    await userEvent.click(within(details).getByRole('button', { name: 'Back to Discover Scuba' }));
    const card = await within(activity).findByRole('heading', { name: 'Slot Bookings' });
    await expect(card).toBeVisible();
    await expect(within(activity).getByText('6 pax per slot')).toBeVisible();
    await expect(within(activity).getByText('Every Monday, Friday, 09:00–10:30; Every Sunday, 14:00–15:30')).toBeVisible();
    // The closed drawers' live announcements name elements that are gone (RAC's announcer).
    clearLiveAnnouncer();
  },
};

/** Create with the days unticked and the maximum emptied: both say 'Field is required'. */
export const ValidationErrors: Story = {
  args: { path: SCUBA },
  play: async () => {
    const activity = await findDrawer('Discover Scuba');
    await userEvent.click(await within(activity).findByRole('button', { name: REQUESTS_TEXT.enableRequests }));
    const drawer = await findDrawer(REQUESTS_TEXT.createRequestType);
    const first = within(drawer).getByRole('group', { name: 'Timing set 1' });
    for (const day of DAYS) await userEvent.click(within(first).getByText(day));
    await userEvent.clear(within(drawer).getByRole('textbox', { name: L.paxMax }));
    await userEvent.click(within(drawer).getByRole('button', { name: REQUESTS_TEXT.createRequestType }));
    await waitFor(() => expect(within(first).getByRole('group', { name: 'Days' })).toHaveAccessibleDescription(new RegExp(MSG.fieldRequired)));
    await expect(within(drawer).getByRole('textbox', { name: L.paxMax })).toHaveAccessibleDescription(new RegExp(MSG.fieldRequired));
    await expect(mockDb.requests.bookingTypes.some((t) => t.attached_id === 14)).toBe(false);
  },
};

/** An activity with a manual type: the summary card (type, recurring, time, pax) and its View link. */
export const SummaryCard: Story = {
  args: { path: MASSAGE },
  play: async () => {
    const activity = await findDrawer('Balinese Massage');
    await expect(await within(activity).findByRole('heading', { name: 'Slot Bookings' })).toBeVisible();
    await expect(within(activity).getAllByText('Manual')[0]).toBeVisible();
    await expect(within(activity).getByText('Slots created by staff')).toBeVisible();
    await expect(within(activity).getByText('No pax')).toBeVisible();
    await expect(within(activity).getByRole('button', { name: `${REQUESTS_TEXT.view} ${REQUESTS_TEXT.requestTypeTitle}` })).toBeVisible();
  },
};

/** An existing weekly type: recurring type and pax required are fixed; Save keeps the change. */
export const UpdateFixedFields: Story = {
  args: { path: DINNER },
  play: async () => {
    const menu = await findDrawer('À la carte');
    await userEvent.click(await within(menu).findByRole('button', { name: `${REQUESTS_TEXT.view} ${REQUESTS_TEXT.requestTypeTitle}` }));
    const drawer = await findDrawer(REQUESTS_TEXT.requestTypeTitle);
    await expect(within(drawer).getByRole('radio', { name: 'Weekly' })).toBeDisabled();
    await expect(within(drawer).getByRole('radio', { name: 'Manual' })).toBeDisabled();
    await expect(within(drawer).getByRole('checkbox', { name: L.paxRequired })).toBeDisabled();
    await openAdvanced(drawer);
    await expect(within(drawer).getByRole('checkbox', { name: L.menuMultiple })).toBeChecked();
    await expect(within(drawer).getByRole('group', { name: 'Timing set 2' })).toBeVisible();
    const max = within(drawer).getByRole('textbox', { name: L.paxMax });
    await userEvent.clear(max);
    await userEvent.type(max, '24');
    await userEvent.tab();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockDb.requests.bookingTypes.find((t) => t.attached_id === 21)?.pax_max).toBe(24));
    clearLiveAnnouncer();
  },
};

/** A menu of type 'menu' without a type: Enable opens the form with 'Allow Multiple Menu Items'; a PDF menu has no Guest Requests tab. */
export const EnableFromMenu: Story = {
  args: { path: COCKTAILS },
  play: async () => {
    const menu = await findDrawer('Cocktails');
    await userEvent.click(await within(menu).findByRole('button', { name: REQUESTS_TEXT.enableRequests }));
    const drawer = await findDrawer(REQUESTS_TEXT.createRequestType);
    await openAdvanced(drawer);
    await expect(within(drawer).getByRole('checkbox', { name: L.menuMultiple })).not.toBeChecked();
    await expect(within(drawer).getByText(L.menu, { selector: 'dd' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Manual' }));
    await expect(within(drawer).queryByRole('group', { name: 'Timing set 1' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: REQUESTS_TEXT.createRequestType }));
    await findDrawer(REQUESTS_TEXT.requestTypeTitle);
    await expect(mockDb.requests.bookingTypes.find((t) => t.attached_id === 23)).toMatchObject({ recurring_type: 'manual', attached_type: 'Menu', type_slots: [] });
    clearLiveAnnouncer();
  },
};

/** A PDF menu offers no Guest Requests tab. */
export const PdfMenuHasNoRequests: Story = {
  args: { path: '/hotel/facilities?facility=1&tab=menus&menu=22' },
  play: async () => {
    const menu = await findDrawer('Wine List');
    await expect(within(menu).queryByRole('tab', { name: REQUESTS_TEXT.guestRequestsTabOnObject })).toBeNull();
  },
};

/** Keyboard: Enter on 'Enable Requests or Bookings' opens the form; Escape closes it and leaves the activity open. */
export const Keyboard: Story = {
  args: { path: SCUBA },
  play: async () => {
    const activity = await findDrawer('Discover Scuba');
    const enable = await within(activity).findByRole('button', { name: REQUESTS_TEXT.enableRequests });
    enable.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findDrawer(REQUESTS_TEXT.createRequestType);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REQUESTS_TEXT.createRequestType })).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Discover Scuba' })).toBeVisible();
  },
};

/** Delete asks with the spec's confirmation, then removes the type with its slots: the tab offers Enable again. */
export const DeleteType: Story = {
  args: { path: MASSAGE },
  play: async () => {
    const activity = await findDrawer('Balinese Massage');
    await userEvent.click(await within(activity).findByRole('button', { name: `${REQUESTS_TEXT.view} ${REQUESTS_TEXT.requestTypeTitle}` }));
    const drawer = await findDrawer(REQUESTS_TEXT.requestTypeTitle);
    await userEvent.click(within(drawer).getByRole('button', { name: LABEL.moreActions }));
    await userEvent.click(await screen.findByRole('menuitem', { name: LABEL.delete }));
    const confirm = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect(confirm).toHaveTextContent(MSG.deleteConfirmBody);
    const typeId = mockDb.requests.bookingTypes.find((t) => t.attached_id === 12)?.id;
    await userEvent.click(within(confirm).getByRole('button', { name: LABEL.delete }));
    await expect(await within(activity).findByRole('button', { name: REQUESTS_TEXT.enableRequests })).toBeVisible();
    await expect(mockDb.requests.bookingTypes.some((t) => t.attached_id === 12)).toBe(false);
    await expect(mockDb.requests.slots.some((s) => s.booking_type_id === typeId)).toBe(false);
    clearLiveAnnouncer();
  },
};

/** Enable with the defaults: one click on Create Request Type makes a working weekly type with slots every evening. */
export const DefaultsInOneClick: Story = {
  args: { path: SCUBA },
  play: async () => {
    const activity = await findDrawer('Discover Scuba');
    await userEvent.click(await within(activity).findByRole('button', { name: REQUESTS_TEXT.enableRequests }));
    const drawer = await findDrawer(REQUESTS_TEXT.createRequestType);
    await userEvent.click(within(drawer).getByRole('button', { name: REQUESTS_TEXT.createRequestType }));
    await findDrawer(REQUESTS_TEXT.requestTypeTitle);
    const created = mockDb.requests.bookingTypes.find((t) => t.attached_id === 14);
    await expect(created).toMatchObject({ type: 'slot-bookings', recurring_type: 'weekly', pax_required: true, pax_max: 0 });
    const { recurring_day, start_time, end_time } = NEW_REQUEST_TYPE_DEFAULTS.type_slot;
    await expect(created?.type_slots.map((s) => [s.recurring_day, s.start_time, s.end_time])).toEqual([[[...recurring_day], start_time, end_time]]);
    // Slots for the coming days: guests can be booked at once.
    await expect(mockDb.requests.slots.filter((s) => s.booking_type_id === created?.id && s.start_time === '18:00').length).toBeGreaterThan(7);
    clearLiveAnnouncer();
  },
};

/** 'More settings' is closed at first and says what is inside; it opens by keyboard and shows the spec's labels with help. */
export const AdvancedDisclosure: Story = {
  args: { path: COCKTAILS },
  play: async () => {
    const menu = await findDrawer('Cocktails');
    await userEvent.click(await within(menu).findByRole('button', { name: REQUESTS_TEXT.enableRequests }));
    const drawer = await findDrawer(REQUESTS_TEXT.createRequestType);
    const more = within(drawer).getByRole('button', { name: new RegExp(REQUEST_TYPE_TEXT.advanced) });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveTextContent(REQUEST_TYPE_TEXT.advancedSummary);
    await expect(within(drawer).queryByRole('checkbox', { name: L.allowRemarks })).toBeNull();
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('checkbox', { name: L.allowRemarks })).toBeChecked();
    await expect(within(drawer).getByRole('checkbox', { name: L.allowFromApp })).toHaveAccessibleDescription(REQUEST_TYPE_TEXT.allowFromAppHelp);
    await expect(within(drawer).getByRole('checkbox', { name: L.menuMultiple })).toBeVisible();
    await expect(within(drawer).getByRole('textbox', { name: L.closeMinutes })).toHaveValue('0');
    await userEvent.keyboard(' ');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A facility's activities say which take bookings: Balinese Massage has a type ('Bookings on'), the other spa activities none. */
export const BookingsOnBadge: Story = {
  args: { path: '/hotel/facilities?facility=2&tab=activities' },
  play: async () => {
    const facility = await findDrawer('Coral Spa');
    const cards = await within(facility).findByRole('list', { name: LABEL.tab.activities });
    const massage = within(cards).getAllByRole('listitem').find((c) => c.textContent?.includes('Balinese Massage'));
    await waitFor(() => expect(massage).toHaveTextContent(REQUEST_TYPE_TEXT.bookingsOn));
    const others = within(cards).getAllByRole('listitem').filter((c) => !c.textContent?.includes('Balinese Massage'));
    for (const card of others) await expect(card).not.toHaveTextContent(REQUEST_TYPE_TEXT.bookingsOn);
  },
};
