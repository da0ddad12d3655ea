import { describeGroup } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { taskTypes } from '../groups/taskTypes';

describeGroup('task types', taskTypes, mocksBackend());
