/** Admin › App Editor on the mocks: its own backend start, so its companies start with no versions. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { appEditor } from '../groups/appEditor';

describeGroups(mocksBackend(), { 'app editor': appEditor });
