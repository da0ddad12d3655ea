/**
 * Browser test setup (vitest project 'browser'): one MSW worker for the whole
 * run, a fresh mock store, storage and toast queue for every test.
 */
import 'vitest-browser-react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetMockStore } from '@atoll/mocks';
import { startMockWorker } from '@atoll/mocks/browser';
import { clearToasts } from '@atoll/ui-kit';

let stopWorker: (() => void) | undefined;

beforeAll(async () => {
  const worker = await startMockWorker({ onUnhandledRequest: 'error', quiet: true });
  stopWorker = () => worker.stop();
});

afterAll(() => stopWorker?.());

beforeEach(() => {
  resetMockStore();
  localStorage.clear();
  clearToasts();
});
