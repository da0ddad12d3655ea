/** Map › Map Settings on the mocks: one backend start for the group. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { mapSettings } from '../groups/mapSettings';

describeGroups(mocksBackend(), { 'map settings': mapSettings });
