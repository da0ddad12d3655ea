/** Map › Map Settings on the server: one backend start for the group. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { mapSettings } from '../groups/mapSettings';

describeGroups(serverBackend(), { 'map settings': mapSettings });
