/**
 * The MSW worker the test setup started, for tests that prepend handlers:
 * `mockWorker().use(serverError('post', 'auth/login'))` (reset before every test).
 * Kept on globalThis so the setup file and test files share it whatever module
 * instance each of them loaded.
 */
import type { SetupWorker } from 'msw/browser';

const KEY = Symbol.for('atoll.test.mockWorker');
type Holder = { [KEY]?: SetupWorker };

export function setMockWorker(worker: SetupWorker): void {
  (globalThis as Holder)[KEY] = worker;
}

export function mockWorker(): SetupWorker {
  const worker = (globalThis as Holder)[KEY];
  if (!worker) throw new Error('The MSW worker is not running: console/src/test/setup.ts starts it');
  return worker;
}
