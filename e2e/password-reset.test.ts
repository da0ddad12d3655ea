/**
 * 'Forgot password?' on the built product (issue 18 item 10): from the login page to the e-mail at the SMTP sink,
 * the link opened in the browser, a new password, logged in; the device remembers the company; the old password
 * and the used link no longer work.
 */
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_LINK, PASSWORD_RESET_TEXT, RESET_PASSWORD_PATH } from '@atoll/contract';
import { PATHS } from '../console/src/app/paths';
import { SESSION_STORAGE_KEY } from '../console/src/app/sessionStorage';
import { useE2E } from './harness/suite';
import { loginForm } from './screens/login';
import { userMenu } from './screens/shell';
import { Journey } from './walks/journey';

describe.sequential('forgot password', () => {
  const e2e = useE2E();

  it('mails a one-time link; the new password logs in, the old one does not', async () => {
    const journey = new Journey(e2e.product().api);
    await journey.ensureCompany();
    const { hotel } = journey;
    const { page } = await e2e.newPerson();
    const product = e2e.product();

    await page.goto(PATHS.login);
    await page.getByRole('link', { name: FORGOT_PASSWORD_LINK }).click();
    await page.getByRole('textbox', { name: 'Company' }).fill(hotel.domain);
    await page.getByRole('textbox', { name: PASSWORD_RESET_TEXT.identifierLabel }).fill(hotel.owner.email);
    const mailsBefore = product.mail.messages.length;
    await page.getByRole('button', { name: PASSWORD_RESET_TEXT.sendLink }).click();
    await page.getByText(PASSWORD_RESET_TEXT.linkSent).waitFor();

    const mail = await product.mail.waitForMail(hotel.owner.email, { since: mailsBefore });
    const link = mail.links.find((l) => l.startsWith(`${product.url}${RESET_PASSWORD_PATH}?token=`));
    expect(link, `a reset link in: ${mail.text}`).toBeDefined();
    await page.goto(link!);
    expect(await page.getByRole('textbox', { name: 'Username', exact: true }).inputValue()).toBe(hotel.owner.username);
    await page.getByRole('textbox', { name: 'New Password' }).fill('a-fresh-lagoon-password');
    await page.getByRole('button', { name: PASSWORD_RESET_TEXT.resetButton }).click();
    await page.getByText(PASSWORD_RESET_TEXT.resetDone, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === PATHS.home);

    // The link worked once.
    const again = await product.api.call('POST', 'auth/password/reset', { body: { token: new URL(link!).searchParams.get('token'), password: 'another-one-2026' } });
    expect(again.status).toBe(404);
    expect((await product.api.call('POST', 'auth/login', { body: journey.ownerCredentials })).status).toBe(422);
    expect((await product.api.call('POST', 'auth/login', { body: { ...journey.ownerCredentials, password: 'a-fresh-lagoon-password' } })).status).toBe(200);

    // Logged out through the user menu, the login page starts with the company this device used. (Removing the
    // stored session by hand raced the app: Home's auth/me answer wrote the session back before the next page.)
    await userMenu(page, hotel.owner.name, hotel.companyName).click();
    await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
    await page.waitForURL((url) => url.pathname === PATHS.login);
    expect(await loginForm(page).company.inputValue()).toBe(hotel.domain);
    await page.reload();
    expect(await loginForm(page).company.inputValue()).toBe(hotel.domain);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  });
});
