/**
 * Renders the whole console (store, router, providers) at a path over the MSW
 * mocks, logged in as a scenario's user or logged out. Tests then act like a
 * person: `screen.getByRole(…)`, `userEvent`, `expect.element(…)`.
 */
import { render } from 'vitest-browser-react';
import { authResponseForToken, resetMockStore, type ScenarioName } from '@atoll/mocks';
import { App } from '../app/App';
import { createAppMemoryRouter } from '../app/router';
import { sessionStarted, type SessionState } from '../app/session';
import { makeStore } from '../app/store';
import { baseApi } from '../api/baseApi';
import { LiveQueueContext, type LiveQueueSettings } from '../app/liveBookings';
import { scenarioToken } from './ScreenStoryApp';

/** Who is logged in: the scenario's administrator (its owner for newCompany), its owner (every permission), staff 'nadia' (busyResort), or nobody. */
export type TestUser = 'admin' | 'owner' | 'staff' | null;

export interface RenderAppOptions {
  /** Mock data the app starts with. @default 'busyResort' */
  scenario?: ScenarioName;
  /** @default 'admin' */
  as?: TestUser;
  /** The live queue's timing (e.g. a short poll: the mocks have no stream). @default BOOKING_LIMITS.pollMs */
  liveQueue?: LiveQueueSettings;
  /** Runs after the mock store is reset and before the user logs in (e.g. to change a user's permissions). */
  seed?: () => void;
}

const LOGGED_OUT: SessionState = { token: null, user: null, company: null };

export async function renderApp(path: string = '/', { scenario = 'busyResort', as = 'admin', liveQueue, seed }: RenderAppOptions = {}) {
  resetMockStore(scenario);
  seed?.();
  const store = makeStore({
    session: LOGGED_OUT,
    // A real reload would end the test page; what it achieves is a clean cache with the session gone.
    extra: { reloadPage: () => setTimeout(() => store.dispatch(baseApi.util.resetApiState())) },
  });
  if (as) store.dispatch(sessionStarted(authResponseForToken(scenarioToken(scenario, as))));
  const router = createAppMemoryRouter(path);
  const app = <App store={store} router={router} />;
  const screen = await render(liveQueue ? <LiveQueueContext.Provider value={liveQueue}>{app}</LiveQueueContext.Provider> : app);
  return {
    screen,
    store,
    router,
    /** The path the app is showing now, e.g. '/login'. */
    currentPath: () => router.state.location.pathname,
    currentSearch: () => router.state.location.search,
  };
}
