/** Guests (with a room's in-house guests and the room picker), PMS integrations, file ids and CSV exports on the server: one backend start for the file. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { files } from '../groups/files';
import { exportsGroup } from '../groups/exports';
import { guests } from '../groups/guests';
import { pms } from '../groups/pms';

describeGroups(serverBackend(), { guests, pms, files, exports: exportsGroup });
