/**
 * Requests › Slots over the mock API (spec section 2): Today (default) and All with a date filter, a
 * date without slots ('No Booking Slots Available On Date'), a slot's drawer where the maximum pax
 * cannot go below what is booked (the server's error on the field), its Bookings tab, Add Slot's
 * validation, and a read-only user (read-facility-requests) who can look but not edit.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { addDays, DEFAULT_TIMEZONE, formatDisplayDate, LABEL, localDate, MSG, REQUESTS_TEXT } from '@atoll/contract';
import { handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';
import { SLOT_LABEL as L } from './slotText';

const meta = {
  title: 'Console/SlotsPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  // The owner holds manage-facility-requests on every facility.
  args: { path: '/requests/slots', scenario: 'busyResort', as: 'owner' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const today = () => localDate(new Date(), DEFAULT_TIMEZONE);
const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: L.table });
/** Today's first dinner seating (À la carte, 18:30 – 20:30): pax 20. */
const DINNER_TIME = '18:30 – 20:30';
const dinnerToday = () => mockDb.requests.slots.find((s) => s.date === today() && s.start_time === '18:30')!;

/** Today's slots: the dinner seatings and the massage, each with its pax and status. */
export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    await expect(canvas.getByRole('tab', { name: REQUESTS_TEXT.todayTab })).toHaveAttribute('aria-selected', 'true');
    const row = await within(table).findByRole('row', { name: new RegExp(DINNER_TIME) });
    await expect(row).toHaveTextContent(formatDisplayDate(today()));
    await expect(row).toHaveTextContent('À la carte (Ocean Restaurant)');
    await expect(within(table).getByRole('row', { name: /16:00 – 17:00/ })).toHaveTextContent('Balinese Massage (Coral Spa)');
    await expect(within(table).getByRole('row', { name: /16:00 – 17:00/ })).toHaveTextContent(REQUESTS_TEXT.noLimit);
    // Add Slot waits for the booking types (a query of its own, which may answer after the slots).
    await expect(await canvas.findByRole('button', { name: REQUESTS_TEXT.addSlot })).toBeVisible();
  },
};

/** All with a date that has no slots: the spec's text. */
export const AllOnDateWithoutSlots: Story = {
  args: { path: `/requests/slots?view=all&date=${addDays(localDate(new Date(), DEFAULT_TIMEZONE), 400)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(REQUESTS_TEXT.noSlotsOnDate, undefined)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: REQUESTS_TEXT.allTab })).toHaveAttribute('aria-selected', 'true');
  },
};

/** All with ?date= (the filter lives in the URL): tomorrow's slots only. */
export const AllOnDate: Story = {
  args: { path: `/requests/slots?view=all&date=${addDays(localDate(new Date(), DEFAULT_TIMEZONE), 1)}` },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const tomorrow = formatDisplayDate(addDays(today(), 1));
    await within(table).findByRole('row', { name: new RegExp(DINNER_TIME) });
    for (const row of within(table).getAllByRole('row').slice(1)) await expect(row).toHaveTextContent(tomorrow);
  },
};

/** Maximum pax below what is booked: the server's maxBelowBooked shows on the field; a valid one saves. */
export const MaxBelowBooked: Story = {
  beforeEach: () => {
    resetMockStore('busyResort');
    const slot = dinnerToday();
    slot.booked_pax = Math.max(slot.booked_pax, 8);
  },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await userEvent.click(await within(table).findByRole('row', { name: new RegExp(DINNER_TIME) }));
    const drawer = await screen.findByRole('dialog', { name: /À la carte/ });
    await expect(within(drawer).getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    const booked = dinnerToday().booked_pax;
    const max = within(drawer).getByRole('textbox', { name: L.paxMax });
    await userEvent.clear(max);
    await userEvent.tab();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(max).toHaveAccessibleDescription(new RegExp(MSG.fieldRequired)));
    await userEvent.type(max, '1');
    await userEvent.tab();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(max).toHaveAccessibleDescription(new RegExp(REQUESTS_TEXT.maxBelowBooked(booked))));
    await expect(dinnerToday().pax_max).toBe(20);
    await userEvent.clear(max);
    await userEvent.type(max, String(booked + 2));
    await userEvent.tab();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dinnerToday().pax_max).toBe(booked + 2));
    clearLiveAnnouncer();
  },
};

/** The Bookings tab lists the slot's bookings (or says there are none). */
export const SlotBookings: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await userEvent.click(await within(table).findByRole('row', { name: /16:00 – 17:00/ }));
    const drawer = await screen.findByRole('dialog', { name: /Balinese Massage/ });
    await userEvent.click(within(drawer).getByRole('tab', { name: new RegExp(REQUESTS_TEXT.slotBookingsTab) }));
    const slot = mockDb.requests.slots.find((s) => s.date === today() && s.start_time === '16:00')!;
    const count = mockDb.requests.bookings.filter((b) => b.booking_slot_id === slot.id).length;
    if (count === 0) await expect(await within(drawer).findByText(L.noBookings, undefined)).toBeVisible();
    else await waitFor(() => expect(within(within(drawer).getByRole('grid', { name: L.slotBookings })).getAllByRole('row')).toHaveLength(count + 1));
    // The massage takes no pax: no maximum to edit.
    await userEvent.click(within(drawer).getByRole('tab', { name: LABEL.tab.basicInformation }));
    await expect(within(drawer).queryByRole('textbox', { name: L.paxMax })).toBeNull();
  },
};

/** Add Slot (manual types): every field is required. */
export const AddSlotValidation: Story = {
  args: { path: '/requests/slots?slot=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: REQUESTS_TEXT.addSlot });
    await userEvent.click(within(drawer).getByRole('button', { name: REQUESTS_TEXT.addSlot }));
    await waitFor(() => expect(within(drawer).getAllByText(MSG.fieldRequired).length).toBeGreaterThanOrEqual(4));
  },
};

/** Nadia reads the restaurant's and the spa's requests: no Add Slot, and a slot's fields are read-only. */
export const ReadOnlyUser: Story = {
  args: { as: 'staff' },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: REQUESTS_TEXT.addSlot })).toBeNull();
    await userEvent.click(await within(table).findByRole('row', { name: new RegExp(DINNER_TIME) }));
    const drawer = await screen.findByRole('dialog', { name: /À la carte/ });
    await expect(within(drawer).getByRole('textbox', { name: L.paxMax })).toBeDisabled();
    await expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** Keyboard: Tab to the All tab, arrow keys switch tabs, Enter on a row opens its drawer. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    await within(table).findByRole('row', { name: new RegExp(DINNER_TIME) });
    canvas.getByRole('tab', { name: REQUESTS_TEXT.todayTab }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: REQUESTS_TEXT.allTab })).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findByRole('group', { name: L.date })).toBeVisible();
  },
};

/** Add Slot for the manual massage: type, date, open and close time; the new slot's drawer opens and it is listed on its date. */
export const AddSlot: Story = {
  args: { path: '/requests/slots?slot=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: REQUESTS_TEXT.addSlot });
    const picker = within(drawer).getByRole('button', { name: new RegExp(L.requestType) });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Balinese Massage · Slot Bookings' }));
    const date = addDays(today(), 2);
    const [y, m, d] = date.split('-');
    await userEvent.click(within(within(drawer).getByRole('group', { name: new RegExp(L.date) })).getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard(`${d}${m}${y}`);
    await userEvent.click(within(within(drawer).getByRole('group', { name: new RegExp(L.openTime) })).getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('0800');
    await userEvent.click(within(within(drawer).getByRole('group', { name: new RegExp(L.closeTime) })).getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('0900');
    await userEvent.click(within(drawer).getByRole('button', { name: REQUESTS_TEXT.addSlot }));
    const details = await screen.findByRole('dialog', { name: /Balinese Massage/ });
    await expect(details).toHaveTextContent(`${formatDisplayDate(date)} · 08:00 – 09:00`);
    await expect(mockDb.requests.slots.some((s) => s.date === date && s.start_time === '08:00' && s.end_time === '09:00')).toBe(true);
    clearLiveAnnouncer();
  },
};
