/**
 * The whole console at one path for screen stories (title 'Console/<Screen>'):
 * a fresh store, logged in as a mock scenario's user or logged out. The story
 * seeds the mock store in `beforeEach` and answers calls with
 * `parameters.msw.handlers` (`handlers` or `handlersWith(…)` from @atoll/mocks).
 */
import { useState } from 'react';
import { authResponseForToken, scenarioTokens, type ScenarioName } from '@atoll/mocks';
import { App } from '../app/App';
import { createAppMemoryRouter } from '../app/router';
import { sessionStarted } from '../app/session';
import { makeStore } from '../app/store';
import { baseApi } from '../api/baseApi';

export interface ScreenStoryAppProps {
  /** Where the app opens, e.g. '/login?company=coral-atoll'. */
  path: string;
  /** @default 'busyResort' */
  scenario?: ScenarioName;
  /** The scenario's administrator (owner for newCompany), its owner (every permission), staff 'nadia', or logged out. @default 'admin' */
  as?: ScenarioUser | null;
}

export type ScenarioUser = 'admin' | 'owner' | 'staff';

export function scenarioToken(scenario: ScenarioName, as: ScenarioUser): string {
  const tokens = scenarioTokens[scenario] as Partial<Record<ScenarioUser, string>>;
  const token = as === 'admin' ? (tokens.admin ?? tokens.owner) : tokens[as];
  if (!token) throw new Error(`Scenario '${scenario}' has no '${as}' user`);
  return token;
}

export function ScreenStoryApp({ path, scenario = 'busyResort', as = 'admin' }: ScreenStoryAppProps) {
  const [app] = useState(() => {
    // A story never reloads the page: an invalid session only clears the cache (and the session).
    const store = makeStore({
      session: { token: null, user: null, company: null },
      extra: { reloadPage: () => setTimeout(() => store.dispatch(baseApi.util.resetApiState())) },
    });
    if (as) store.dispatch(sessionStarted(authResponseForToken(scenarioToken(scenario, as))));
    return { store, router: createAppMemoryRouter(path) };
  });
  return <App store={app.store} router={app.router} />;
}
