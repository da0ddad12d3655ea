/** Hotel content and task types and task types on the server: one backend start for every group of the file. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { banners } from '../groups/banners';
import { events } from '../groups/events';
import { facilitiesFamily } from '../groups/facilitiesFamily';
import { information } from '../groups/information';
import { locations } from '../groups/locations';
import { quickActions } from '../groups/quickActions';
import { related } from '../groups/related';
import { rooms } from '../groups/rooms';
import { taskTypes } from '../groups/taskTypes';
import { tvs } from '../groups/tvs';

describeGroups(serverBackend(), {
  'facilities family': facilitiesFamily,
  banners,
  information,
  events,
  'quick actions': quickActions,
  'related links': related,
  rooms,
  'task types': taskTypes,
  'key places': locations,
  tvs,
});
