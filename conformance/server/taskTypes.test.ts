import { describeGroup } from '../harness';
import { serverBackend } from '../backends/server';
import { taskTypes } from '../groups/taskTypes';

describeGroup('task types', taskTypes, serverBackend());
