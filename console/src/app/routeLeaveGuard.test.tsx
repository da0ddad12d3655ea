/** The route-leave guard (issue 3): leaving a screen with a dirty kit form asks first; a clean one just goes. */
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MSG } from '@atoll/contract';
import { BUSY_RESORT, mockDb } from '@atoll/mocks';
import { UNSAVED_CHANGES_TEXT } from '@atoll/ui-kit';
import { renderApp } from '#test/renderApp.tsx';

const nameField = () => page.getByRole('form', { name: 'Basic settings' }).getByRole('textbox', { name: 'Property Name' });
const question = () => page.getByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
const goToUsers = async () => {
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menu', { name: 'Admin' }).getByRole('menuitem', { name: 'Users' }).click();
};

const goToUsersSettings = async () => {
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menu', { name: 'Admin' }).getByRole('menuitem', { name: 'Settings' }).click();
  await expect.element(nameField()).toBeVisible();
};

describe('leaving a screen with unsaved changes', () => {
  test("asks 'Discard unsaved changes?': Keep Editing stays with the edit, Discard goes", async () => {
    const app = await renderApp('/admin/settings');
    await expect.element(nameField()).toHaveValue(BUSY_RESORT.name);
    await nameField().fill('Coral Atoll Island Resort');

    await goToUsers();
    await expect.element(question()).toBeVisible();
    await expect.element(question().getByText(UNSAVED_CHANGES_TEXT.body)).toBeVisible();
    await question().getByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }).click();
    await expect.element(question()).not.toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin/settings');
    await expect.element(nameField()).toHaveValue('Coral Atoll Island Resort');

    await goToUsers();
    await question().getByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }).click();
    await expect.element(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    expect(app.currentPath()).toBe('/admin/users');
  });

  test('a clean form, or one just saved, is left without a question', async () => {
    const app = await renderApp('/admin/settings');
    await expect.element(nameField()).toHaveValue(BUSY_RESORT.name);
    await nameField().fill('Coral Atoll Island Resort');
    await page.getByRole('form', { name: 'Basic settings' }).getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();

    await goToUsers();
    await expect.element(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    expect(app.currentPath()).toBe('/admin/users');
    expect(question().elements()).toHaveLength(0);
  });

  test('Logout is never held: a dirty form does not keep the user in', async () => {
    const app = await renderApp('/admin/settings');
    await expect.element(nameField()).toHaveValue(BUSY_RESORT.name);
    await nameField().fill('Coral Atoll Island Resort');
    await page.getByRole('button', { name: `${BUSY_RESORT.admin.name} ${BUSY_RESORT.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.element(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
    expect(app.currentPath()).toBe('/login');
    expect(question().elements()).toHaveLength(0);
  });

  test('a reload or a closed tab gets the browser prompt only while a form is dirty', async () => {
    // Dispatching a real 'beforeunload' would also tell the MSW worker this page is closing, so
    // the guard's listener is caught on its way in and called directly.
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const prompts = () =>
      added.mock.calls
        .filter(([type, listener]) => type === 'beforeunload' && typeof listener === 'function')
        .map(([, listener]) => listener as (event: Event) => void)
        .filter((listener) => !removed.mock.calls.some(([type, gone]) => type === 'beforeunload' && gone === listener));
    const unloadPrevented = () => {
      const event = new Event('beforeunload', { cancelable: true });
      for (const listener of prompts()) listener(event);
      return event.defaultPrevented;
    };
    try {
      await renderApp('/admin/settings');
      await expect.element(nameField()).toHaveValue(BUSY_RESORT.name);
      expect(unloadPrevented()).toBe(false);
      await nameField().fill('Coral Atoll Island Resort');
      await expect.poll(unloadPrevented).toBe(true);
      await nameField().fill(BUSY_RESORT.name);
      await expect.poll(unloadPrevented).toBe(false);
    } finally {
      added.mockRestore();
      removed.mockRestore();
    }
  });
});

describe('a drawer with unsaved changes', () => {
  test('asks before it closes; Discard closes it and the URL forgets it', async () => {
    const { staff } = BUSY_RESORT;
    const app = await renderApp(`/admin/users?user=${staff.id}`);
    const details = page.getByRole('dialog', { name: staff.name });
    const designation = details.getByRole('textbox', { name: 'Designation' });
    const stored = () => mockDb.users.find((u) => u.id === staff.id)?.designation;
    const before = stored();
    await expect.element(designation).toHaveValue(before ?? '');
    await designation.fill('Head of Guest Relations');

    await details.getByRole('button', { name: 'Close' }).click();
    await expect.element(question()).toBeVisible();
    await question().getByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }).click();
    await expect.element(question()).not.toBeInTheDocument();
    await expect.element(designation).toHaveValue('Head of Guest Relations');
    expect(app.currentSearch()).toContain(`user=${staff.id}`);

    await userEvent.keyboard('{Escape}');
    await question().getByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }).click();
    await expect.element(details).not.toBeInTheDocument();
    expect(app.currentSearch()).not.toContain('user=');
    // Discarded: nothing was sent, and the list page is left without a second question.
    expect(stored()).toBe(before);
    await goToUsersSettings();
    expect(app.currentPath()).toBe('/admin/settings');
  });

  test('Back in the browser asks too: Keep Editing stays in the drawer, Discard goes back to the list', async () => {
    const { staff } = BUSY_RESORT;
    const app = await renderApp('/admin/users');
    // Opening a user pushes a history entry, as clicking its row does.
    await app.router.navigate(`/admin/users?user=${staff.id}`);
    const details = page.getByRole('dialog', { name: staff.name });
    const designation = details.getByRole('textbox', { name: 'Designation' });
    await expect.element(designation).toBeVisible();
    await designation.fill('Head of Guest Relations');

    await app.router.navigate(-1);
    await expect.element(question()).toBeVisible();
    await question().getByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }).click();
    await expect.element(question()).not.toBeInTheDocument();
    await expect.element(designation).toHaveValue('Head of Guest Relations');
    expect(app.currentSearch()).toContain(`user=${staff.id}`);

    await app.router.navigate(-1);
    await question().getByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }).click();
    await expect.element(details).not.toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin/users');
    expect(app.currentSearch()).not.toContain('user=');
  });
});
