/**
 * Setup file of the server project (vitest.config.ts): names the run's log-scan directory to this worker
 * (logScanGlobalSetup.ts provides it), watches Node's fetch for the secrets the file handles, and writes the
 * file's server log lines there once its own hooks are done (logScan.ts).
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { flushLogs, setLogScanDir, watchFetch } from './logScan';

setLogScanDir(inject('serverLogScanDir'));
let unwatch = () => {};
beforeAll(() => {
  unwatch = watchFetch();
});
// Registered before the test file's hooks, so it runs after them: its servers are closed by then.
afterAll(() => {
  unwatch();
  flushLogs();
});
