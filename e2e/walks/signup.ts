/**
 * Walk 1: a new hotel signs up through the wizard, sees 'Company Created',
 * lands on /login prefilled, logs in and sees its Home QR card.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { MSG, guestAppLink } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import { signUpThroughWizard } from '../screens/signup';
import { loginForm } from '../screens/login';
import { userMenu } from '../screens/shell';
import type { Journey } from './journey';

export async function walkSignup(page: Page, journey: Journey): Promise<void> {
  const { hotel } = journey;
  // Logged out, a screen of the logged-in area sends the visitor to /login.
  await page.goto(PATHS.adminUsers);
  await page.waitForURL((url) => url.pathname === PATHS.login);
  await signUpThroughWizard(page, hotel);

  await page.getByText(MSG.companyCreated, { exact: true }).waitFor();
  journey.signedUp = true;
  await page.waitForURL((url) => url.pathname === PATHS.login);
  const form = loginForm(page);
  expect(await form.company.inputValue(), 'Company prefilled with the domain').toBe(hotel.domain);
  expect(await form.username.inputValue(), 'Username prefilled').toBe(hotel.owner.username);
  expect(await form.password.inputValue(), 'the password is never prefilled').toBe('');

  await form.password.fill(hotel.owner.password);
  await form.submit.click();
  await page.getByText(MSG.loginSuccessful, { exact: true }).waitFor();
  await page.getByText(MSG.welcome, { exact: true }).waitFor();
  await page.waitForURL((url) => url.pathname === PATHS.home);

  await page.getByRole('heading', { name: hotel.companyName, level: 1 }).waitFor();
  await page.getByRole('img', { name: /QR code/i }).waitFor();
  // The guest app is this server's own /p/{domain} (GUEST_APP_URL unset).
  await page.getByText(guestAppLink(hotel.domain, new URL(page.url()).origin), { exact: true }).waitFor();
  await userMenu(page, hotel.owner.name, hotel.companyName).waitFor();

  // Logged in, an unknown path is 'Page Not Found' inside the frame.
  await page.goto('/no-such-screen');
  await page.getByText(MSG.pageNotFound, { exact: true }).waitFor();
  await userMenu(page, hotel.owner.name, hotel.companyName).waitFor();
}
