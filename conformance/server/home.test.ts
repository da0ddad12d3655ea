/** Home's day (GET home/today) on the server: one backend start for the file. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { analytics } from '../groups/analytics';
import { home } from '../groups/home';

describeGroups(serverBackend(), { home, analytics });
