/**
 * Dates are typed day first (issue 18, DATE_INPUT_LOCALE): in Add Booking, '<day><month><year>' typed into
 * the Date field lands as the slot's ISO date, so the slot of that day is offered and booked. Over the mock
 * API, busyResort: Aisha Rahman is alone in room 102; the Balinese Massage has a slot tomorrow at 10:00.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { REQUESTS_TEXT as TEXT, addDays } from '@atoll/contract';
import { mockDb } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';

const addBooking = () => page.getByRole('dialog', { name: TEXT.addBooking });
const select = (field: string) => addBooking().getByRole('button', { name: new RegExp(`(^|\\s)${field}(\\s|$)`) });

async function pickOption(field: string, option: RegExp) {
  await expect.element(select(field)).toBeEnabled();
  await select(field).click();
  await page.getByRole('option', { name: option }).click();
}

describe('Add Booking: the date typed day first', () => {
  test('DD MM YYYY typed into Date books the slot of that ISO date', async () => {
    await renderApp('/requests/bookings?booking=new', { as: 'owner' });
    const tomorrow = addDays(mockDb.requests.slots.find((s) => s.start_time === '16:00')!.date, 1);
    const massage = mockDb.requests.bookingTypes.find((t) => t.recurring_type === 'manual')!;
    const slot = mockDb.requests.slots.find((s) => s.date === tomorrow && s.start_time === '10:00' && s.pax_max === 0 && s.booking_type_id === massage.id)!;
    await expect.element(addBooking()).toBeVisible();
    const date = addBooking().getByRole('group', { name: /^Date/ }).first();
    const parts = date.getByRole('spinbutton').elements().map((part) => part.getAttribute('aria-label') ?? '');
    expect(parts.map((name) => /day|month|year/i.exec(name)?.[0].toLowerCase())).toEqual(['day', 'month', 'year']);
    const [y, m, d] = slot.date.split('-');
    await date.getByRole('spinbutton', { name: /day/i }).click();
    await userEvent.keyboard(`${d}${m}${y}`);
    await expect.element(date.getByRole('spinbutton', { name: /month/i })).toHaveTextContent(m!);
    await pickOption('Type', /Balinese Massage/);
    await pickOption('Slot', /10:00/);
    await pickOption('Room', /^102/);
    await expect.element(addBooking().getByRole('checkbox', { name: /Aisha Rahman/ })).toBeChecked();
    const before = mockDb.requests.bookings.length;
    await addBooking().getByRole('button', { name: TEXT.createBooking }).click();
    await expect.poll(() => mockDb.requests.bookings.length).toBe(before + 1);
    expect(mockDb.requests.bookings.at(-1)?.booking_slot_id).toBe(slot.id);
  });
});
