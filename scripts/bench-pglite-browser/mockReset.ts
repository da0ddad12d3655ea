/**
 * Today's per-test cost, for comparison: `resetMockStore('busyResort')` and one
 * GET /facilities answered by the MSW handlers (msw/node, the handlers the
 * stories and console tests use). Loaded by the runner through tsx.
 */
import { setupServer } from 'msw/node';
import { handlers, resetMockStore, scenarioTokens } from '../../mocks/src/index';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureMockReset(runs: number) {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  const token = scenarioTokens.busyResort.admin;
  const resets: number[] = [];
  const gets: number[] = [];
  let rows = 0;
  try {
    // The first rounds pay for module and JIT warm-up, as the first test of a file does; they are not counted.
    for (let round = -3; round < runs; round += 1) {
      const t0 = performance.now();
      resetMockStore('busyResort');
      const t1 = performance.now();
      const response = await fetch('http://localhost/api/v1/facilities', { headers: { Authorization: `Bearer ${token}`, 'X-Client-Id': 'atoll-console' } });
      const body = (await response.json()) as { data: unknown[] };
      const t2 = performance.now();
      if (response.status !== 200) throw new Error(`GET facilities answered ${response.status}`);
      rows = body.data.length;
      if (round >= 0) {
        resets.push(t1 - t0);
        gets.push(t2 - t1);
      }
    }
  } finally {
    server.close();
  }
  return { resetMs: median(resets), getMs: median(gets), totalMs: median(resets.map((r, i) => r + gets[i])), rows };
}
