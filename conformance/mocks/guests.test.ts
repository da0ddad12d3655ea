/** Guests (with a room's in-house guests and the room picker), PMS integrations, file ids, CSV exports, campaigns and the guest app's devices on the mocks: one backend start for the file. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { campaigns } from '../groups/campaigns';
import { devices } from '../groups/devices';
import { files } from '../groups/files';
import { exportsGroup } from '../groups/exports';
import { guests } from '../groups/guests';
import { pms } from '../groups/pms';

describeGroups(mocksBackend(), { guests, pms, files, exports: exportsGroup, campaigns, devices });
