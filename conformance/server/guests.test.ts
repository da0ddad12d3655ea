/** Guests (with a room's in-house guests and the room picker), PMS integrations, file ids, CSV exports, campaigns and the guest app's devices on the server: one backend start for the file. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { campaigns } from '../groups/campaigns';
import { devices } from '../groups/devices';
import { files } from '../groups/files';
import { exportsGroup } from '../groups/exports';
import { guests } from '../groups/guests';
import { pms } from '../groups/pms';

describeGroups(serverBackend(), { guests, pms, files, exports: exportsGroup, campaigns, devices });
