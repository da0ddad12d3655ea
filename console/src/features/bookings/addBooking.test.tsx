/**
 * Add Booking (issue 18), over the mock API. Started where the front desk already is: a guest's drawer books that
 * guest (their room chosen, them ticked), a slot's drawer or row books that slot (its date, type and slot chosen).
 * Dates are typed day first (DATE_INPUT_LOCALE): '<day><month><year>' typed into Date lands as the slot's ISO date.
 * busyResort: Aisha Rahman is alone in room 102; the Balinese Massage has a slot tomorrow at 10:00.
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

/** Create Booking; the mock store gains one booking, on this slot. */
async function createAndExpectBookedOn(slotId: number) {
  const before = mockDb.requests.bookings.length;
  await addBooking().getByRole('button', { name: TEXT.createBooking }).click();
  await expect.poll(() => mockDb.requests.bookings.length).toBe(before + 1);
  expect(mockDb.requests.bookings.at(-1)?.booking_slot_id).toBe(slotId);
}

describe('Add Booking started from a guest or a slot', () => {
  test("a guest's drawer: Add Booking comes with the guest's room and the guest; type, next slot, Create", async () => {
    const app = await renderApp('/guests/list', { as: 'owner' });
    const aisha = mockDb.requests.guests.find((g) => g.first_name === 'Aisha')!;
    await app.router.navigate(`/guests/list?guest=${aisha.id}`);
    await page.getByRole('dialog', { name: 'Aisha Rahman' }).getByRole('button', { name: TEXT.addBooking, exact: true }).click();
    await expect.element(addBooking()).toBeVisible();
    await expect.element(select('Room')).toHaveTextContent('102');
    await expect.element(addBooking().getByRole('checkbox', { name: /Aisha Rahman/ })).toBeChecked();
    await pickOption('Type', /Balinese Massage/);
    await addBooking().getByRole('group', { name: 'Next open slots' }).getByRole('button', { name: /10:00$/ }).first().click();
    const before = mockDb.requests.bookings.length;
    await addBooking().getByRole('button', { name: TEXT.createBooking }).click();
    await expect.poll(() => mockDb.requests.bookings.length).toBe(before + 1);
    expect(mockDb.requests.bookings.at(-1)?.guest_ids).toEqual([aisha.id]);
    // The booking made shows; the start parameters are gone from the address.
    await expect.element(page.getByRole('tab', { name: 'Basic Information' })).toBeVisible();
    expect(app.router.state.location.search).not.toMatch(/room=|guest=/);
  });

  test("a slot's drawer: Add Booking comes with the slot's date, type and slot; the room's sole guest is ticked", async () => {
    const app = await renderApp('/requests/slots', { as: 'owner' });
    const tomorrow = addDays(mockDb.requests.slots.find((s) => s.start_time === '16:00')!.date, 1);
    const slot = mockDb.requests.slots.find((s) => s.date === tomorrow && s.start_time === '10:00' && s.pax_max === 0 && s.booking_type_id === mockDb.requests.bookingTypes.find((t) => t.recurring_type === 'manual')?.id)!;
    await app.router.navigate(`/requests/slots?slot=${slot.id}`);
    await page.getByRole('dialog', { name: /Balinese Massage/ }).getByRole('button', { name: TEXT.addBooking, exact: true }).click();
    await expect.element(select('Type')).toHaveTextContent(/Balinese Massage/);
    await expect.element(select('Slot')).toHaveTextContent(/10:00/);
    await pickOption('Room', /^102/);
    await expect.element(addBooking().getByRole('checkbox', { name: /Aisha Rahman/ })).toBeChecked();
    await createAndExpectBookedOn(slot.id);
    await expect.element(page.getByRole('tab', { name: 'Basic Information' })).toBeVisible();
    expect(app.router.state.location.search).not.toMatch(/slot=/);
  });

  test("a slot's row on Slots › All: its Add Booking opens the form with the slot chosen; a slot that has started has none", async () => {
    const app = await renderApp('/requests/slots', { as: 'owner' });
    const massage = mockDb.requests.bookingTypes.find((t) => t.recurring_type === 'manual')!;
    const today = mockDb.requests.slots.find((s) => s.start_time === '16:00' && s.booking_type_id === massage.id)!.date;
    await app.router.navigate(`/requests/slots?view=all&date=${addDays(today, 1)}`);
    const row = page.getByRole('row').filter({ hasText: 'Balinese Massage' }).filter({ hasText: '10:00' });
    await row.getByRole('button', { name: TEXT.addBooking }).click();
    await expect.element(addBooking()).toBeVisible();
    await expect.element(select('Type')).toHaveTextContent(/Balinese Massage/);
    await expect.element(select('Slot')).toHaveTextContent(/10:00/);
    expect(app.router.state.location.pathname).toBe('/requests/bookings');
  });
});

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
    await createAndExpectBookedOn(slot.id);
  });
});
