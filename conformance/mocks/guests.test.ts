/** Guests (with a room's in-house guests and the room picker), PMS integrations and file ids on the mocks: one backend start for the file. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { files } from '../groups/files';
import { guests } from '../groups/guests';
import { pms } from '../groups/pms';

describeGroups(mocksBackend(), { guests, pms, files });
