/**
 * Browser test setup (vitest projects 'screens' and 'browser'): one MSW worker for the whole
 * run (from @atoll/mocks/browser), and a fresh page, mock store, handler list,
 * storage, toast queue and confirmation queue for every test.
 *
 * The 'screens' project runs every file in one frame (vitest.config.ts), where this file runs again for each
 * test file but the modules it imports stay loaded: the worker is started once, and what is registered on it here
 * is taken off at the file's end.
 */
import './fakeNow';
import { cleanup } from 'vitest-browser-react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { commands } from 'vitest/browser';
import type { SetupWorker } from 'msw/browser';
import { API_BASE } from '@atoll/contract';
import { resetMockStore } from '@atoll/mocks';
import { startMockWorker } from '@atoll/mocks/browser';
import { clearConfirmations, clearToasts } from '@atoll/ui-kit';
import { setMockWorker } from './worker';
import { ASYNC_TIMEOUT_MS } from './asyncTimeout';

// Screens load their code on demand: every expect.element and expect.poll waits one ASYNC_TIMEOUT_MS (its reasons
// in ./asyncTimeout.ts), as the stories' findBy and waitFor do (.storybook/preview.tsx).
vi.setConfig({ expect: { poll: { timeout: ASYNC_TIMEOUT_MS, interval: 50 } } });

let worker: SetupWorker;
/** API calls no handler answered. The worker lets assets through, so this is 'error' for /api only. */
const unhandledApiCalls: string[] = [];

const onUnhandledRequest = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.startsWith(API_BASE)) unhandledApiCalls.push(`${request.method} ${request.url}`);
};

beforeAll(async () => {
  worker = await startMockWorker({ scenario: [] });
  setMockWorker(worker);
  worker.events.on('request:unhandled', onUnhandledRequest);
});

afterAll(() => {
  worker.events.removeListener('request:unhandled', onUnhandledRequest);
});

beforeEach(async () => {
  // vitest-browser-react unmounts the last render in a hook it registers when its module first loads: in a shared
  // frame, for the first file only.
  await cleanup();
  // …and the pointer where the last test left it: a button drawn under it would render hovered.
  await commands.parkPointer();
  worker.resetHandlers();
  resetMockStore();
  localStorage.clear();
  sessionStorage.clear();
  clearToasts();
  clearConfirmations();
});

afterEach(() => {
  if (unhandledApiCalls.length) {
    const calls = unhandledApiCalls.splice(0);
    throw new Error(`API calls with no mock handler (onUnhandledRequest 'error'): ${calls.join(', ')}`);
  }
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** vitest.config.ts: the mouse moved off the test frame. */
    parkPointer: () => Promise<void>;
  }
}
