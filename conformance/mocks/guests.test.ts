/** Guests (with a room's in-house guests and the room picker), PMS integrations, file ids and CSV exports on the mocks: one backend start for the file. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { files } from '../groups/files';
import { exportsGroup } from '../groups/exports';
import { guests } from '../groups/guests';
import { pms } from '../groups/pms';

describeGroups(mocksBackend(), { guests, pms, files, exports: exportsGroup });
