/**
 * What a full load meets before any screen: an ended session explained on the login page, and a
 * screen whose code cannot be fetched (a deploy removed it) shown as an error card with Retry, with
 * one automatic reload when the server has a new build.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMemoryRouter } from 'react-router';
import { authResponseForToken, resetMockStore, unauthorized } from '@atoll/mocks';
import { MSG, networkError } from '@atoll/contract';
import { renderApp } from '../test/renderApp';
import { mockWorker } from '../test/worker';
import { scenarioToken } from '../test/ScreenStoryApp';
import { App } from './App';
import { buildRouteObjects } from './router';
import { ROUTES, type AppRoute } from './routes';
import { RELOADED_FOR_BUILD_KEY, chunkRecovery, reloadIfBuildChanged } from './RootLayout';
import { sessionStarted } from './session';
import { SESSION_ENDED_KEY, rememberSessionEnded } from './sessionStorage';
import { makeStore } from './store';

const loginHeading = () => page.getByRole('heading', { name: 'Login', exact: true });
const loginPanel = () => page.getByRole('region', { name: 'Login' });

describe('an ended session', () => {
  test("a 401 ends the session; the login page says 'Your session is invalid. Please log in again' above the form", async () => {
    mockWorker().use(unauthorized('get', 'auth/me'));
    const app = await renderApp('/hotel/facilities', { as: 'admin' });
    await expect.element(loginHeading()).toBeVisible();
    expect(app.currentPath()).toBe('/login');
    // On the page, where it stays readable after the reload: not a toast.
    await expect.element(loginPanel().getByRole('alert')).toHaveTextContent(MSG.sessionInvalid);
    expect(page.getByText(MSG.sessionInvalid).elements()).toHaveLength(1);
    await expect.element(page.getByRole('form', { name: 'Login' })).toBeVisible();
  });

  test('after the reload the login page shows the notice, once: it forgets it', async () => {
    // What expireSession leaves behind when it reloads the page.
    rememberSessionEnded();
    await renderApp('/login', { as: null });
    await expect.element(loginPanel().getByRole('alert')).toHaveTextContent(MSG.sessionInvalid);
    expect(sessionStorage.getItem(SESSION_ENDED_KEY)).toBeNull();
  });

  test('a logout, a first visit or the next visit after the notice shows none', async () => {
    await renderApp('/login', { as: null });
    await expect.element(loginHeading()).toBeVisible();
    await expect.element(page.getByText(MSG.sessionInvalid)).not.toBeInTheDocument();
  });
});

describe('a screen whose code cannot be fetched', () => {
  const deployGone = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/FacilitiesPage-old.js'));

  /** The whole app with Facilities' chunk gone, logged in as Coral Atoll's administrator. */
  async function renderWithMissingChunk(path = '/hotel/facilities') {
    resetMockStore('busyResort');
    const routes: AppRoute[] = ROUTES.map((route) => (route.title === 'Facilities' ? { ...route, load: deployGone } : route));
    const store = makeStore({ extra: { reloadPage: () => undefined } });
    store.dispatch(sessionStarted(authResponseForToken(scenarioToken('busyResort', 'admin'))));
    const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
    return { router, screen: await render(<App store={store} router={router} />) };
  }

  afterEach(() => vi.restoreAllMocks());

  test('shows the error card with Retry inside the shell, the navigation still usable; Retry loads the page again', async () => {
    vi.spyOn(chunkRecovery, 'servedBuild').mockResolvedValue('/assets/main-same.js');
    vi.spyOn(chunkRecovery, 'runningBuild').mockReturnValue('/assets/main-same.js');
    const reload = vi.spyOn(chunkRecovery, 'reload').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithMissingChunk();

    const { name, message } = networkError();
    await expect.element(page.getByRole('heading', { name })).toBeVisible();
    await expect.element(page.getByText(message!)).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Same build on the server: nothing to reload for, the card waits for the user.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reload).not.toHaveBeenCalled();

    await page.getByRole('button', { name: MSG.retry }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('when the server has a new build, the page reloads by itself once, never in a loop', async () => {
    vi.spyOn(chunkRecovery, 'servedBuild').mockResolvedValue('/assets/main-new.js');
    vi.spyOn(chunkRecovery, 'runningBuild').mockReturnValue('/assets/main-old.js');
    const reload = vi.spyOn(chunkRecovery, 'reload').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await renderWithMissingChunk();
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    expect(sessionStorage.getItem(RELOADED_FOR_BUILD_KEY)).toBe('/assets/main-new.js');
    await expect.element(page.getByRole('button', { name: MSG.retry })).toBeVisible();

    // The reloaded page still misses a chunk of that same build: no second reload, the card stays.
    expect(await reloadIfBuildChanged()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy is worth one reload again.
    vi.mocked(chunkRecovery.servedBuild).mockResolvedValue('/assets/main-newer.js');
    expect(await reloadIfBuildChanged()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
