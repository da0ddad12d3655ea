/**
 * The MSW handlers over the in-memory store, behind msw/node in this test file's worker:
 * Coral Atoll Resort (busyResort) is company A, the new company is B.
 */
import { setupServer } from 'msw/node';
import { API_BASE } from '@atoll/contract';
import { BUSY_RESORT, handlers, resetMockStore, scenarioTokens } from '../../mocks/src';
import { request, type Backend } from '../harness';
import { makeIdentities } from '../identities';

const BASE = 'http://localhost';

export function mocksBackend(): Backend {
  const msw = setupServer(...handlers);
  const call: Backend['call'] = (method, path, options) => request(BASE, method, path, options);
  // The handlers' paths are `*/api/v1/<pattern>` (mocks/src/http.ts apiPath).
  const prefix = `*${API_BASE}/`;
  const routes = handlers.flatMap((h) => {
    const { method, path } = h.info as { method?: unknown; path?: unknown };
    return typeof method === 'string' && typeof path === 'string' && path.startsWith(prefix) ? [`${method} ${path.slice(prefix.length)}`] : [];
  });
  return {
    name: 'mocks',
    call,
    routes: () => routes,
    async start() {
      resetMockStore('busyResort', 'newCompany');
      msw.listen({ onUnhandledRequest: 'error' });
      return makeIdentities(call, {
        ownerA: scenarioTokens.busyResort.owner,
        ownerB: scenarioTokens.newCompany.owner,
        domainA: BUSY_RESORT.domain,
      });
    },
    async stop() {
      msw.close();
    },
  };
}
