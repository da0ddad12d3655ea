/** The public guest API on the mocks: its own backend start, so company A's layout is its own. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { guestApp } from '../groups/guestApp';
import { guestBookings } from '../groups/guestBookings';

describeGroups(mocksBackend(), { 'guest app': guestApp, 'guest bookings': guestBookings });
