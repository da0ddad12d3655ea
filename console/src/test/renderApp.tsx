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
import { scenarioToken } from './ScreenStoryApp';

/** Who is logged in: the scenario's administrator (its owner for newCompany), its owner (every permission), staff 'nadia' (busyResort), or nobody. */
export type TestUser = 'admin' | 'owner' | 'staff' | null;

export interface RenderAppOptions {
  /** Mock data the app starts with. @default 'busyResort' */
  scenario?: ScenarioName;
  /** @default 'admin' */
  as?: TestUser;
}

const LOGGED_OUT: SessionState = { token: null, user: null, company: null };

export async function renderApp(path: string = '/', { scenario = 'busyResort', as = 'admin' }: RenderAppOptions = {}) {
  resetMockStore(scenario);
  const store = makeStore({
    session: LOGGED_OUT,
    // A real reload would end the test page; what it achieves is a clean cache with the session gone.
    extra: { reloadPage: () => setTimeout(() => store.dispatch(baseApi.util.resetApiState())) },
  });
  if (as) store.dispatch(sessionStarted(authResponseForToken(scenarioToken(scenario, as))));
  const router = createAppMemoryRouter(path);
  const screen = await render(<App store={store} router={router} />);
  return {
    screen,
    store,
    router,
    /** The path the app is showing now, e.g. '/login'. */
    currentPath: () => router.state.location.pathname,
    currentSearch: () => router.state.location.search,
  };
}
