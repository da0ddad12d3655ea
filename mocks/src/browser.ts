/**
 * The mock API in a browser: a service worker (console/public/mockServiceWorker.js)
 * answering /api/v1 from the in-memory store. For console browser tests and a
 * mock-backed dev build.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';
import { handlers } from './handlers';
import { resetMockStore } from './store';
import type { ScenarioName } from './scenarios';
import './scenarios';

export interface StartMockWorkerOptions {
  /** Scenarios to seed before starting (several share one store). @default ['busyResort'] */
  scenario?: ScenarioName | ScenarioName[];
  /** Handlers placed before the defaults, e.g. error helpers. More can be added later with `worker.use`. */
  overrides?: RequestHandler[];
  /** Log every mocked call to the console. @default false */
  verbose?: boolean;
}

let running: SetupWorker | undefined;

/**
 * Starts (or restarts) the mock worker with a fresh store. Calls the mocks do
 * not know (assets, other origins) go to the network untouched.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<SetupWorker> {
  const scenarios = options.scenario === undefined ? ['busyResort'] : [options.scenario].flat();
  resetMockStore(...scenarios);
  if (running) {
    running.resetHandlers(...(options.overrides ?? []), ...handlers);
    return running;
  }
  const worker = setupWorker(...(options.overrides ?? []), ...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: !options.verbose,
  });
  running = worker;
  return worker;
}

/** Stops the worker started by `startMockWorker`. */
export function stopMockWorker(): void {
  running?.stop();
  running = undefined;
}
