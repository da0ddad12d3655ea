/** Home's day (GET home/today) on the mocks: one backend start for the file. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { analytics } from '../groups/analytics';
import { home } from '../groups/home';

describeGroups(mocksBackend(), { home, analytics });
