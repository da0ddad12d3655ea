/** The public guest API on the server (PGlite, or PostgreSQL with DATABASE_URL): its own backend start, so company A's layout is its own. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { guestApp } from '../groups/guestApp';
import { guestBookings } from '../groups/guestBookings';

describeGroups(serverBackend(), { 'guest app': guestApp, 'guest bookings': guestBookings });
