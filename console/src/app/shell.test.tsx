/** The frame around every screen: menu by permission, fall-backs, logout, invalid sessions, confirmations. */
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { delay, http, HttpResponse } from 'msw';
import { BUSY_RESORT, apiPath, confirmationRequired, mockDb, unauthorized } from '@atoll/mocks';
import { MSG, apiError } from '@atoll/contract';
import { renderApp } from '../test/renderApp';
import { mockWorker } from '../test/worker';
import { SESSION_STORAGE_KEY } from './session';
import { COLOR_SCHEME_STORAGE_KEY } from './sessionStorage';

const menuButton = (name: string) => page.getByRole('button', { name, exact: true });

describe('menu', () => {
  test('an administrator sees Hotel, Guests, Requests and Admin (Settings, Users), nothing she lacks', async () => {
    await renderApp('/', { as: 'admin' });
    await expect.element(page.getByRole('link', { name: 'Atoll', exact: true })).toBeVisible();
    for (const group of ['Hotel', 'Guests', 'Requests', 'Admin']) await expect.element(menuButton(group)).toBeVisible();
    await expect.element(menuButton('Map')).not.toBeInTheDocument();
    await expect.element(menuButton('Tasks')).not.toBeInTheDocument();

    await menuButton('Admin').click();
    const admin = page.getByRole('menu', { name: 'Admin' });
    await expect.element(admin.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect.element(admin.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect.element(admin.getByRole('menuitem', { name: 'App Editor' })).not.toBeInTheDocument();
  });

  test("staff 'nadia' sees no Admin group; Guest List needs no permission", async () => {
    await renderApp('/', { as: 'staff' });
    await expect.element(menuButton('Hotel')).toBeVisible();
    await expect.element(menuButton('Admin')).not.toBeInTheDocument();
    await expect.element(menuButton('Map')).not.toBeInTheDocument();

    await menuButton('Guests').click();
    const guests = page.getByRole('menu', { name: 'Guests' });
    await expect.element(guests.getByRole('menuitem', { name: 'Guest List' })).toBeVisible();
    await expect.element(guests.getByRole('menuitem', { name: 'Campaigns' })).toBeVisible();
  });

  test('a menu item navigates client-side, to a table screen and to the App Editor', async () => {
    const app = await renderApp('/', { as: 'owner' });
    await menuButton('Guests').click();
    await page.getByRole('menuitem', { name: 'Campaigns' }).click();
    await expect.element(page.getByRole('grid', { name: 'Campaigns' })).toBeVisible();
    expect(app.currentPath()).toBe('/guests/campaigns');
    await menuButton('Admin').click();
    await page.getByRole('menuitem', { name: 'App Editor' }).click();
    await expect.element(page.getByRole('heading', { name: 'App Editor', level: 1 })).toBeVisible();
    await expect.element(page.getByText('customise the UI of the guest application')).toBeVisible();
    expect(app.currentPath()).toBe('/admin/app-editor');
  });

  test('the user menu shows name and company, and Logout returns to /login', async () => {
    const app = await renderApp('/', { as: 'admin' });
    const userButton = page.getByRole('button', { name: `${BUSY_RESORT.admin.name} ${BUSY_RESORT.name}` });
    await userButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.element(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
    expect(app.currentPath()).toBe('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('appearance (ADR 0036)', () => {
  const scheme = () => getComputedStyle(document.documentElement).colorScheme;
  const pageBackground = () => getComputedStyle(document.body).backgroundColor;

  test('the user menu switches the whole console to Dark, keeps it for the next visit, and System forgets it', async () => {
    const first = await renderApp('/', { as: 'admin' });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scheme()).toBe('light');
    const lightBackground = pageBackground();
    const userButton = page.getByRole('button', { name: `${BUSY_RESORT.admin.name} ${BUSY_RESORT.name}` });

    await userButton.click();
    const menu = page.getByRole('menu');
    await expect.element(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(scheme).toBe('dark');
    expect(pageBackground()).not.toBe(lightBackground);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');

    // The next visit (the app rendered afresh) opens in Dark, and the menu says so.
    await first.screen.unmount();
    await renderApp('/', { as: 'admin' });
    await expect.poll(scheme).toBe('dark');
    await page.getByRole('button', { name: `${BUSY_RESORT.admin.name} ${BUSY_RESORT.name}` }).click();
    await expect.element(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect.poll(scheme).toBe('light');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
  });

  test('on a phone the sheet offers the same choice as a radio group, by keyboard', async () => {
    await page.viewport(360, 740);
    try {
      await renderApp('/', { as: 'staff' });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const appearance = page.getByRole('dialog', { name: 'Menu' }).getByRole('radiogroup', { name: 'Appearance' });
      await expect.element(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
      await appearance.getByText('Light', { exact: true }).click();
      await expect.element(appearance.getByRole('radio', { name: 'Light' })).toBeChecked();
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect.poll(scheme).toBe('dark');
      expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    } finally {
      await page.viewport(1280, 800);
    }
  });
});

describe('where the user is', () => {
  test('the current section is marked: its group, and its item as the current page', async () => {
    const app = await renderApp('/hotel/facilities', { as: 'admin' });
    await expect.element(menuButton('Hotel')).toHaveAttribute('aria-current', 'true');
    await expect.element(menuButton('Admin')).not.toHaveAttribute('aria-current');
    await menuButton('Hotel').click();
    const hotel = page.getByRole('menu', { name: 'Hotel' });
    await expect.element(hotel.getByRole('menuitem', { name: 'Facilities' })).toHaveAttribute('aria-current', 'page');
    await expect.element(hotel.getByRole('menuitem', { name: 'Banners' })).not.toHaveAttribute('aria-current');
    await hotel.getByRole('menuitem', { name: 'Banners' }).click();
    await expect.poll(() => app.currentPath()).toBe('/hotel/banners');
    await menuButton('Hotel').click();
    await expect.element(page.getByRole('menu', { name: 'Hotel' }).getByRole('menuitem', { name: 'Banners' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('on a phone', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  test('at 360 px the menu folds into Menu; nothing scrolls sideways; the sheet has every group and Logout', async () => {
    await page.viewport(360, 740);
    const app = await renderApp('/hotel/facilities', { as: 'admin' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect.element(menu).toBeVisible();
    await expect.element(menuButton('Hotel')).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Facilities', level: 1 })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await menu.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(sheet.getByRole('link', { name: 'Facilities' })).toHaveAttribute('aria-current', 'page');
    for (const group of ['Hotel', 'Guests', 'Requests', 'Admin']) await expect.element(sheet.getByRole('region', { name: group })).toBeInTheDocument();
    await expect.element(sheet.getByText(BUSY_RESORT.admin.name)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(sheet).not.toBeInTheDocument();
    await expect.element(menu).toHaveFocus();

    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Users' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await expect.poll(() => app.currentPath()).toBe('/admin/users');
    await expect.element(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect.element(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(() => app.currentPath()).toBe('/login');
  });
});

describe('fall-backs', () => {
  test("an unknown path in the logged-in area shows 'Page Not Found' inside the shell", async () => {
    await renderApp('/no/such/screen', { as: 'admin' });
    await expect.element(page.getByRole('heading', { name: MSG.pageNotFound })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('logged out, every other path redirects to /login', async () => {
    const app = await renderApp('/admin/users', { as: null });
    await expect.element(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
    expect(app.currentPath()).toBe('/login');
  });

  test('logged in, /login sends the user home', async () => {
    const app = await renderApp('/login', { as: 'admin' });
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(app.currentPath()).toBe('/');
  });
});

describe('session errors', () => {
  test("UNAUTHORIZED on any call: 'Your session is invalid. Please log in again', logged out, back at /login", async () => {
    mockWorker().use(unauthorized('get', 'auth/me'));
    const app = await renderApp('/', { as: 'admin' });
    await expect.element(page.getByText(MSG.sessionInvalid)).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
    expect(app.currentPath()).toBe('/login');
    expect(app.store.getState().session.token).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  test('a revoked token fails several calls at once: one notice, one logout', async () => {
    // The settings answer arrives while auth/me is failing too.
    const lateUnauthorized = http.get(apiPath('user/settings'), async () => {
      await delay(400);
      return HttpResponse.json(apiError(401), { status: 401 });
    });
    mockWorker().use(unauthorized('get', 'auth/me'), lateUnauthorized);
    const app = await renderApp('/', { as: 'admin' });
    await expect.element(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
    await expect.element(page.getByText(MSG.sessionInvalid)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(page.getByText(MSG.sessionInvalid).elements()).toHaveLength(1);
    expect(app.currentPath()).toBe('/login');
  });

  // Any call through baseApi can ask for confirmation; the settings save is one a user makes.
  const saveSettings = async () => {
    const form = page.getByRole('form', { name: 'Basic settings' });
    await form.getByRole('textbox', { name: 'Property Name' }).fill('Coral Atoll Island Resort');
    await form.getByRole('button', { name: 'Save' }).click();
  };

  test('CONFIRMATION_REQUIRED: the dialog asks, Confirm resends the call with _confirmation', async () => {
    mockWorker().use(confirmationRequired('post', 'user/settings', { message: 'Guests see the new name at once. Continue?', confirmText: 'Continue' }));
    await renderApp('/admin/settings');
    await saveSettings();

    const dialog = page.getByRole('alertdialog', { name: MSG.confirmationRequired });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Guests see the new name at once. Continue?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(mockDb.settings.get(BUSY_RESORT.companyId)?.property_name).toBe('Coral Atoll Island Resort');
  });

  test('CONFIRMATION_REQUIRED cancelled: nothing is sent again, no error toast', async () => {
    mockWorker().use(confirmationRequired('post', 'user/settings'));
    await renderApp('/admin/settings');
    await saveSettings();

    const dialog = page.getByRole('alertdialog', { name: MSG.confirmationRequired });
    await expect.element(dialog.getByText(MSG.confirmDefault)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText(/^Error: /)).not.toBeInTheDocument();
    expect(mockDb.settings.get(BUSY_RESORT.companyId)?.property_name).not.toBe('Coral Atoll Island Resort');
  });
});
