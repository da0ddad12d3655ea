/**
 * Browser test setup (vitest project 'browser'): one MSW worker for the whole
 * run (from @atoll/mocks/browser), and a fresh mock store, handler list,
 * storage, toast queue and confirmation queue for every test.
 */
import './fakeNow';
import 'vitest-browser-react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
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

beforeAll(async () => {
  worker = await startMockWorker({ scenario: [] });
  setMockWorker(worker);
  worker.events.on('request:unhandled', ({ request }) => {
    if (new URL(request.url).pathname.startsWith(API_BASE)) unhandledApiCalls.push(`${request.method} ${request.url}`);
  });
});

beforeEach(() => {
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
