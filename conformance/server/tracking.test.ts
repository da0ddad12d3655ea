/** Map › Tracking on the server: one backend start for the group. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { tracking } from '../groups/tracking';

describeGroups(serverBackend(), { tracking });
