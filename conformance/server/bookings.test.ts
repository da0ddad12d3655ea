/** The bookings group (request types, slots, bookings) on the server: one backend start for the file. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { bookingTypes } from '../groups/bookingTypes';
import { bookings } from '../groups/bookings';
import { slots } from '../groups/slots';

describeGroups(serverBackend(), {
  'request types': bookingTypes,
  slots,
  bookings,
});
