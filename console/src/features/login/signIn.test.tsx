/**
 * Sign-in that people can live with (issue 18 item 10), over MSW by role and name: 'Forgot password?'
 * to a reset link and a new password, an expired link, the company remembered on the device, the next
 * steps after sign-up, and a user without permissions told whom to ask.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { BASIC_MSG, FORGOT_PASSWORD_LINK, NO_PERMISSIONS_TEXT, PASSWORD_RESET_TEXT, PASSWORD_RULE_TEXT, SIGNUP_NEXT_STEPS } from '@atoll/contract';
import { BUSY_RESORT, mockDb, scenarioCredentials } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { REMEMBERED_COMPANY_KEY } from './rememberedCompany';

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const newPassword = () => page.getByLabelText(/^New Password\*?$/);

describe("'Forgot password?'", () => {
  test('from the login page to the e-mailed link: a new password, logged in, every other session ended', async () => {
    const app = await renderApp('/login', { as: null });
    const staff = mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id)!;
    const oldSessions = [...mockDb.sessions].filter(([, s]) => s.user_id === staff.id).map(([token]) => token);
    expect(oldSessions).not.toEqual([]);

    await page.getByRole('link', { name: FORGOT_PASSWORD_LINK }).click();
    await expect.element(page.getByRole('heading', { name: PASSWORD_RESET_TEXT.forgotTitle, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: PASSWORD_RESET_TEXT.sendLink }).click();
    await expect.element(page.getByText(BASIC_MSG.loginCompany)).toBeVisible();
    await textbox('Company').fill(BUSY_RESORT.domain);
    await textbox(PASSWORD_RESET_TEXT.identifierLabel).fill(staff.email!.toUpperCase());
    await page.getByRole('button', { name: PASSWORD_RESET_TEXT.sendLink }).click();
    await expect.element(page.getByRole('status').getByText(PASSWORD_RESET_TEXT.linkSent)).toBeVisible();
    const mail = mockDb.outbox.findLast((m) => m.reset_token);
    expect(mail?.to).toBe(staff.email);

    await app.router.navigate(`/auth/reset-password?token=${mail!.reset_token}`);
    await expect.element(textbox('Username')).toHaveValue(staff.username);
    await expect.element(textbox('Company Domain')).toHaveValue(BUSY_RESORT.domain);
    // The rule is there before any error.
    await expect.element(page.getByText(PASSWORD_RULE_TEXT)).toBeVisible();
    await newPassword().fill('short');
    await page.getByRole('button', { name: PASSWORD_RESET_TEXT.resetButton }).click();
    await expect.element(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await newPassword().fill('a-new-lagoon-password');
    await page.getByRole('button', { name: PASSWORD_RESET_TEXT.resetButton }).click();

    await expect.element(page.getByText(PASSWORD_RESET_TEXT.resetDone, { exact: true })).toBeVisible();
    await expect.poll(() => app.currentPath()).toBe('/');
    expect(app.store.getState().session.user?.username).toBe(staff.username);
    expect(staff.password).toBe('a-new-lagoon-password');
    for (const token of oldSessions) expect(mockDb.sessions.has(token)).toBe(false);
    expect(localStorage.getItem(REMEMBERED_COMPANY_KEY)).toBe(BUSY_RESORT.domain);
  });

  test('an unknown, expired or used link says so and offers a new one', async () => {
    await renderApp('/auth/reset-password?token=made-up', { as: null });
    await expect.element(page.getByRole('alert').getByText(PASSWORD_RESET_TEXT.linkInvalid)).toBeVisible();
    await page.getByRole('link', { name: PASSWORD_RESET_TEXT.requestNewLink }).click();
    await expect.element(page.getByRole('heading', { name: PASSWORD_RESET_TEXT.forgotTitle, level: 1 })).toBeVisible();
  });
});

describe('the company remembered on this device', () => {
  test('after a first successful login, the login and forgot forms start with it', async () => {
    const app = await renderApp('/login', { as: null });
    await expect.element(textbox('Company')).toHaveValue('');
    const { company, username, password } = scenarioCredentials.busyResort.staff;
    await textbox('Company').fill(company.toUpperCase());
    await textbox('Username').fill(username);
    await page.getByLabelText(/^Password\*?$/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => app.currentPath()).toBe('/');
    expect(localStorage.getItem(REMEMBERED_COMPANY_KEY)).toBe(BUSY_RESORT.domain);

    await app.screen.unmount();
    await renderApp('/login', { as: null });
    await expect.element(textbox('Company')).toHaveValue(BUSY_RESORT.domain);
    await expect.element(textbox('Username')).toHaveValue('');
    await page.getByRole('link', { name: FORGOT_PASSWORD_LINK }).click();
    await expect.element(textbox('Company')).toHaveValue(BUSY_RESORT.domain);
  });
});

describe('after sign-up', () => {
  test("the login page shows 'Company Created' with the next steps above the prefilled form", async () => {
    await renderApp('/login?company=sunset&username=aisha&created=1', { as: null });
    const steps = page.getByRole('region', { name: `${BASIC_MSG.companyCreated}: ${SIGNUP_NEXT_STEPS.title}` });
    await expect.element(steps).toBeVisible();
    for (const step of SIGNUP_NEXT_STEPS.steps) await expect.element(steps.getByText(step)).toBeVisible();
    await expect.element(textbox('Company')).toHaveValue('sunset');
  });
});

describe('a user without permissions', () => {
  test('lands on Home that says so and names the administrators to ask', async () => {
    await renderApp('/', {
      as: 'staff',
      seed: () => {
        mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id)!.permissions = {};
      },
    });
    const notice = page.getByRole('region', { name: NO_PERMISSIONS_TEXT.title });
    await expect.element(notice).toBeVisible();
    const admins = notice.getByRole('list', { name: 'Administrators' });
    await expect.element(admins.getByText(BUSY_RESORT.admin.name)).toBeVisible();
    await expect.element(admins.getByText(BUSY_RESORT.owner.name)).toBeVisible();
    expect(admins.getByText(BUSY_RESORT.staff.name).elements()).toHaveLength(0);
  });

  test('a user with permissions sees no such notice', async () => {
    await renderApp('/', { as: 'staff' });
    await expect.element(page.getByRole('heading', { name: BUSY_RESORT.name, level: 1 })).toBeVisible();
    expect(page.getByRole('region', { name: NO_PERMISSIONS_TEXT.title }).elements()).toHaveLength(0);
  });
});
