/**
 * Where a booking lives in the console, for the server's e-mails and the console's route table. A module of
 * its own: the console's frame imports the path, and must not carry the Requests screen's texts with it.
 */

/** The console's Requests screen: the route the console mounts and the booking e-mails link to. */
export const REQUESTS_SCREEN_PATH = '/requests/bookings';

/** A booking's own drawer on the Requests screen ('/requests/bookings?booking=7'), as the console reads its URL. */
export const bookingPath = (id: number): string => `${REQUESTS_SCREEN_PATH}?booking=${id}`;
