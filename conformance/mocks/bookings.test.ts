/** The bookings group (request types, slots, bookings) on the mocks: one backend start for the file. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { bookingTypes } from '../groups/bookingTypes';
import { bookings } from '../groups/bookings';
import { slots } from '../groups/slots';

describeGroups(mocksBackend(), {
  'request types': bookingTypes,
  slots,
  bookings,
});
