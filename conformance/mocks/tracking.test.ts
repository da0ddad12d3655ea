/** Map › Tracking on the mocks: one backend start for the group. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { tracking } from '../groups/tracking';

describeGroups(mocksBackend(), { tracking });
