/** /login as a person uses it: by label and role, with the spec's texts. */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { MSG } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import type { Credentials } from '../harness/api';
import { SESSION_STORAGE_KEY } from '../../console/src/app/session';

export const loginForm = (page: Page) => ({
  company: page.getByRole('textbox', { name: 'Company' }),
  username: page.getByRole('textbox', { name: 'Username' }),
  password: page.getByRole('textbox', { name: 'Password', exact: true }),
  submit: page.getByRole('button', { name: 'Login' }),
});

/** Submits the login form with the mouse and expects the form to refuse it with `message`. */
export async function logInRefused(page: Page, credentials: Credentials, message: string): Promise<void> {
  await page.goto(PATHS.login);
  const form = loginForm(page);
  await form.company.fill(credentials.company);
  await form.username.fill(credentials.username);
  await form.password.fill(credentials.password);
  await form.submit.click();
  await page.getByText(message, { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe(PATHS.login);
}

/** Logs in with the mouse, or with the keyboard only, and checks the spec's success notice and the landing on /. */
export async function logIn(page: Page, credentials: Credentials, { keyboard = false }: { keyboard?: boolean } = {}): Promise<void> {
  await page.goto(PATHS.login);
  const form = loginForm(page);
  if (keyboard) {
    // Tab order Company → Username → Password; Enter submits.
    await form.company.focus();
    // The device may remember the company from an earlier login (issue 18): typed over, as a person would.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(credentials.company);
    await page.keyboard.press('Tab');
    await page.keyboard.type(credentials.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(credentials.password);
    await page.keyboard.press('Enter');
  } else {
    await form.company.fill(credentials.company);
    await form.username.fill(credentials.username);
    await form.password.fill(credentials.password);
    await form.submit.click();
  }
  await page.getByText(MSG.loginSuccessful, { exact: true }).waitFor();
  await page.getByText(MSG.welcome, { exact: true }).waitFor();
  await page.waitForURL((url) => url.pathname === PATHS.home);
}

/** The bearer token the console keeps in browser storage (spec section 1). */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  const token = raw ? (JSON.parse(raw) as { token?: unknown }).token : undefined;
  expect(typeof token, 'a session token in localStorage').toBe('string');
  return token as string;
}

/** Whether this browser keeps a session (false on a page not yet at the console). */
export async function hasSession(page: Page): Promise<boolean> {
  try {
    return await page.evaluate((key) => localStorage.getItem(key) !== null, SESSION_STORAGE_KEY);
  } catch {
    return false;
  }
}
