/** /auth/activate?token=…: invited users set their password, logged in or out. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { MSG } from '@atoll/contract';
import { BUSY_RESORT, serverError, slow } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

const activationPath = (token: string) => `/auth/activate?token=${token}`;
const GOOD_TOKEN = BUSY_RESORT.tokens.activation;
const passwordField = () => page.getByLabelText(/^New Password\*?$/);
const activateButton = () => page.getByRole('button', { name: 'Activate Account' });

describe('activation', () => {
  test("shows 'Loading' until the user is found, then the read-only domain and username", async () => {
    mockWorker().use(slow('get', 'auth/activate', 400));
    await renderApp(activationPath(GOOD_TOKEN), { as: null });
    await expect.element(page.getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect.element(page.getByText(MSG.loading, { exact: true })).toBeVisible();

    const domain = page.getByRole('textbox', { name: 'Company Domain' });
    await expect.element(domain).toHaveValue(BUSY_RESORT.domain);
    await expect.element(domain).toHaveAttribute('readonly');
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveValue(BUSY_RESORT.invited.username);
    await expect.element(page.getByRole('progressbar', { name: MSG.loading })).not.toBeInTheDocument();
  });

  test("a new password logs the user in: 'Account Activated!' with a welcome line, then home", async () => {
    const app = await renderApp(activationPath(GOOD_TOKEN), { as: null });
    await passwordField().fill('hawwa-new-pass-1');
    await activateButton().click();

    await expect.element(page.getByText(MSG.accountActivated)).toBeVisible();
    await expect.element(page.getByText(MSG.welcome)).toBeVisible();
    await expect.element(page.getByRole('button', { name: `${BUSY_RESORT.invited.name} ${BUSY_RESORT.name}` })).toBeVisible();
    expect(app.currentPath()).toBe('/');
    expect(app.store.getState().session.user?.username).toBe(BUSY_RESORT.invited.username);
  });

  test('the password is required and has at least 8 characters', async () => {
    await renderApp(activationPath(GOOD_TOKEN), { as: null });
    await activateButton().click();
    await expect.element(page.getByText(MSG.fieldRequired)).toBeVisible();
    await passwordField().fill('short');
    await activateButton().click();
    await expect.element(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('a server failure on activation is shown under the form', async () => {
    mockWorker().use(serverError('post', 'auth/activate'));
    const app = await renderApp(activationPath(GOOD_TOKEN), { as: null });
    await passwordField().fill('hawwa-new-pass-1');
    await activateButton().click();
    await expect.element(page.getByRole('alert').filter({ hasText: /Something went wrong on the server/ })).toBeVisible();
    expect(app.currentPath()).toBe('/auth/activate');
  });

  test('an invalid token silently goes to / (and, logged out, on to /login)', async () => {
    const app = await renderApp(activationPath('no-such-token'), { as: null });
    await expect.element(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
    expect(app.currentPath()).toBe('/login');
    await expect.element(page.getByText(/^Error: /)).not.toBeInTheDocument();
  });

  test('no token while logged in goes to /', async () => {
    const app = await renderApp('/auth/activate', { as: 'admin' });
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(app.currentPath()).toBe('/');
  });

  test('reachable while logged in as someone else', async () => {
    await renderApp(activationPath(GOOD_TOKEN), { as: 'admin' });
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveValue(BUSY_RESORT.invited.username);
  });
});
