/** Admin › App Editor on the server (PGlite, or PostgreSQL with DATABASE_URL): its own backend start, so its companies start with no versions. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { appEditor } from '../groups/appEditor';

describeGroups(serverBackend(), { 'app editor': appEditor });
