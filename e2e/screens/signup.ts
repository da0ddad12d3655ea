/**
 * The 3-step sign-up wizard, filled like a new hotel does: Company, User,
 * Finish with the ALTCHA proof of work solved by the real browser.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { MSG, PROPERTY_TYPES } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import type { HotelIdentity } from '../harness/people';

/** The browser's proof of work may take a while on a shared machine. */
const CAPTCHA_TIMEOUT_MS = 90_000;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2, exact: true });

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: new RegExp(field) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Step 1, then Next: the server must accept the domain before the wizard moves on. */
export async function fillCompanyStep(page: Page, hotel: Pick<HotelIdentity, 'companyName' | 'domain'>): Promise<void> {
  await page.goto(PATHS.signup);
  await stepHeading(page, 'Company').waitFor();
  await choose(page, 'Property Type', PROPERTY_TYPES[0].label);
  await choose(page, 'Number of Rooms', '1-50');
  // Country defaults to the Maldives (MDV); a hotel there leaves it.
  await textbox(page, 'Company Name').fill(hotel.companyName);
  expect(await textbox(page, 'Company Domain').inputValue(), 'the domain follows the company name').toBe(hotel.domain);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** A domain already in use stops the wizard on its first step. */
export async function expectDomainRefused(page: Page, hotel: Pick<HotelIdentity, 'companyName' | 'domain'>): Promise<void> {
  await fillCompanyStep(page, hotel);
  await page.getByText(MSG.domainTaken(hotel.domain), { exact: true }).waitFor();
  await stepHeading(page, 'Company').waitFor();
  expect(await stepHeading(page, 'User').isVisible()).toBe(false);
}

export async function signUpThroughWizard(page: Page, hotel: HotelIdentity): Promise<void> {
  await fillCompanyStep(page, hotel);

  await stepHeading(page, 'User').waitFor();
  await textbox(page, 'Name').fill(hotel.owner.name);
  await textbox(page, 'Username').fill(hotel.owner.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(hotel.owner.password);
  await textbox(page, 'Business E-mail').fill(hotel.owner.email);
  await textbox(page, 'Mobile Number').fill(hotel.owner.mobile);
  await page.getByRole('button', { name: 'Next' }).click();

  await stepHeading(page, 'Finish').waitFor();
  const review = page.getByRole('region', { name: 'Review' });
  await review.getByText(hotel.companyName, { exact: true }).waitFor();
  await review.getByText(hotel.owner.email, { exact: true }).waitFor();
  // The widget draws its check mark over the native checkbox; a person's click lands on the drawing.
  await page.getByRole('checkbox', { name: /not a robot/i }).click({ force: true });
  await page.getByText(/verified/i).first().waitFor({ timeout: CAPTCHA_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Create Account' }).click();
}
