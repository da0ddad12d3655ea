/** /login: by role and accessible name, with the spec's exact texts. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MSG, STATUS_MESSAGES } from '@atoll/contract';
import { BUSY_RESORT, scenarioCredentials, serverError } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

const companyField = () => page.getByRole('textbox', { name: 'Company' });
const usernameField = () => page.getByRole('textbox', { name: 'Username' });
const passwordField = () => page.getByLabelText(/^Password\*?$/);
const loginButton = () => page.getByRole('button', { name: 'Login' });

async function fillLogin({ company, username, password }: { company: string; username: string; password: string }) {
  await companyField().fill(company);
  await usernameField().fill(username);
  await passwordField().fill(password);
}

describe('login', () => {
  test("valid credentials: 'Login Successful' with 'Welcome to Atoll', the session is kept, home is shown", async () => {
    const app = await renderApp('/login', { as: null });
    await fillLogin(scenarioCredentials.busyResort.staff);
    await loginButton().click();

    await expect.element(page.getByText(MSG.loginSuccessful)).toBeVisible();
    await expect.element(page.getByText(MSG.welcome)).toBeVisible();
    await expect.element(page.getByRole('button', { name: `${BUSY_RESORT.staff.name} ${BUSY_RESORT.name}` })).toBeVisible();
    expect(app.currentPath()).toBe('/');
    expect(app.store.getState().session.user?.username).toBe(BUSY_RESORT.staff.username);
    expect(JSON.parse(localStorage.getItem('atoll.session') ?? '{}').token).toEqual(expect.any(String));
  });

  test('empty fields show the spec messages and send nothing', async () => {
    const app = await renderApp('/login', { as: null });
    await loginButton().click();
    await expect.element(page.getByText(MSG.loginCompany)).toBeVisible();
    await expect.element(page.getByText(MSG.loginUsername)).toBeVisible();
    await expect.element(page.getByText(MSG.loginPassword)).toBeVisible();
    await expect.element(companyField()).toHaveAttribute('aria-invalid', 'true');
    expect(app.currentPath()).toBe('/login');
  });

  test('white space only is not a company or a username', async () => {
    await renderApp('/login', { as: null });
    await fillLogin({ company: '   ', username: '  ', password: 'x' });
    await loginButton().click();
    await expect.element(page.getByText(MSG.loginCompany)).toBeVisible();
    await expect.element(page.getByText(MSG.loginUsername)).toBeVisible();
  });

  test('wrong password: the server error is shown on the form, not as a toast', async () => {
    const app = await renderApp('/login', { as: null });
    await fillLogin({ ...scenarioCredentials.busyResort.staff, password: 'not-her-password' });
    await loginButton().click();
    await expect.element(page.getByText(MSG.loginFailed)).toBeVisible();
    await expect.element(passwordField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText(/^Error: /)).not.toBeInTheDocument();
    expect(app.currentPath()).toBe('/login');
  });

  test('a server failure is shown under the form', async () => {
    mockWorker().use(serverError('post', 'auth/login'));
    await renderApp('/login', { as: null });
    await fillLogin(scenarioCredentials.busyResort.staff);
    await loginButton().click();
    await expect.element(page.getByRole('alert').filter({ hasText: STATUS_MESSAGES[500] })).toBeVisible();
  });

  test('?company= and ?username= prefill the form', async () => {
    await renderApp('/login?company=coral-atoll&username=nadia', { as: null });
    await expect.element(companyField()).toHaveValue('coral-atoll');
    await expect.element(usernameField()).toHaveValue('nadia');
    await expect.element(passwordField()).toHaveValue('');
  });

  test('the sign-up link opens the wizard', async () => {
    const app = await renderApp('/login', { as: null });
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect.element(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    expect(app.currentPath()).toBe('/signup');
  });

  test('keyboard only: Tab through the fields, Enter logs in', async () => {
    const app = await renderApp('/login', { as: null });
    const { company, username, password } = scenarioCredentials.busyResort.admin;
    await expect.element(companyField()).toBeVisible();
    await userEvent.tab();
    await expect.element(companyField()).toHaveFocus();
    await userEvent.keyboard(company);
    await userEvent.tab();
    await expect.element(usernameField()).toHaveFocus();
    await userEvent.keyboard(username);
    await userEvent.tab();
    await expect.element(passwordField()).toHaveFocus();
    await userEvent.keyboard(`${password}{Enter}`);

    await expect.element(page.getByText(MSG.loginSuccessful)).toBeVisible();
    // The notice can show a moment before the app has moved on: wait for the shell.
    await expect.element(page.getByRole('button', { name: `${BUSY_RESORT.admin.name} ${BUSY_RESORT.name}` })).toBeVisible();
    expect(app.currentPath()).toBe('/');
  });
});
