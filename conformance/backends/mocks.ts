/**
 * The MSW handlers over the in-memory store, behind msw/node in this test file's worker:
 * Coral Atoll Resort (busyResort) is company A, the new company is B.
 */
import { setupServer } from 'msw/node';
import { BUSY_RESORT, handlers, resetMockStore, scenarioTokens } from '../../mocks/src';
import { request, type Backend } from '../harness';
import { makeIdentities } from '../identities';

const BASE = 'http://localhost';

export function mocksBackend(): Backend {
  const msw = setupServer(...handlers);
  const call: Backend['call'] = (method, path, options) => request(BASE, method, path, options);
  return {
    name: 'mocks',
    call,
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
