/** The front desk's screens as a person uses them: the kit's date fields and selects, and the Create New Guest form. */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright';
import { REQUESTS_TEXT } from '@atoll/contract';
import { POLL } from '../harness/timing';
import { drawer } from './hotel';

/** A kit DateField: each segment by its name, so the field's order of day and month does not matter. */
export async function typeDate(scope: Locator, page: Page, label: string, isoDate: string): Promise<void> {
  const group = scope.getByRole('group', { name: new RegExp(`^${label}`) }).first();
  const [y, m, d] = isoDate.split('-');
  for (const [segment, value] of [[/day/i, d], [/month/i, m], [/year/i, y]] as const) {
    await group.getByRole('spinbutton', { name: segment }).click();
    await page.keyboard.type(value!);
  }
}

/** A Select (React Aria: a button named by its value and label), once its options have loaded, then one option. */
export async function pick(scope: Locator, page: Page, field: string, option: RegExp): Promise<void> {
  const trigger = scope.getByRole('button', { name: new RegExp(`${field}( \\*)?$`) });
  await expect.poll(() => trigger.isEnabled(), { ...POLL, message: `${field} choices loaded` }).toBe(true);
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
}

export interface NewGuest {
  first: string;
  last: string;
  confirmation: string;
  /** As the Nationality list names it: 'Maldives'. */
  nationality: string;
  room: string;
  arrival: string;
  departure: string;
}

/** Guests › Guest List › Add Guest, filled and created; the new guest's drawer is open after. */
export async function addGuestThroughForm(page: Page, guest: NewGuest): Promise<void> {
  await page.getByRole('button', { name: REQUESTS_TEXT.addGuest, exact: true }).click();
  const form = drawer(page, REQUESTS_TEXT.createGuestTitle);
  await form.textbox('First Name').fill(guest.first);
  await form.textbox('Last Name').fill(guest.last);
  await form.textbox('Confirmation Number').fill(guest.confirmation);
  const nationality = form.dialog.getByRole('combobox', { name: /^Nationality/ });
  await expect.poll(() => nationality.isEnabled(), POLL).toBe(true);
  await nationality.fill(guest.nationality);
  await page.getByRole('option', { name: guest.nationality, exact: true }).click();
  await typeDate(form.dialog, page, 'Arrival', guest.arrival);
  await typeDate(form.dialog, page, 'Departure', guest.departure);
  await pick(form.dialog, page, 'Room', new RegExp(guest.room));
  await form.button(REQUESTS_TEXT.createGuest).click();
}
