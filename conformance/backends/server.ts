/** The real Hono app over HTTP, on PGlite (or PostgreSQL when DATABASE_URL is set). */
import { startWithTenants } from '../../server/test/support/fixtures';
import type { TestServer } from '../../server/test/support/server';
import { readRouteTable } from '../../server/test/access/routeTable';
import { request, type Backend } from '../harness';
import { makeIdentities } from '../identities';
import { openApiRecorder } from './openApi';

export function serverBackend(): Backend {
  let server: TestServer | undefined;
  const call: Backend['call'] = (method, path, options) => {
    if (!server) throw new Error('The server has not started');
    return request(server.url, method, path, options);
  };
  let routes: string[] | undefined;
  const openApi = openApiRecorder();
  return {
    name: 'server',
    call,
    routes: () => (routes ??= readRouteTable().map((r) => r.key)),
    async start() {
      openApi.listen();
      const started = await startWithTenants('conformance-a', 'conformance-b');
      server = started.server;
      return makeIdentities(call, { ownerA: started.owner.token, ownerB: started.other.token, domainA: started.owner.domain });
    },
    async stop() {
      openApi.stop();
      await server?.close();
    },
    afterGroups: openApi.checks,
  };
}
