/** The bookings group (request types, slots, bookings) on the server: one backend start for the file. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { bookingTypes } from '../groups/bookingTypes';

describeGroups(serverBackend(), {
  'request types': bookingTypes,
});
