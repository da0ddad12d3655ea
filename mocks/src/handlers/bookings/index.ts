/**
 * bookings/* (spec section 7, slice 3 "Requests"): request types (types.ts), slots (slots.ts) and the
 * bookings themselves (bookings.ts), as the server's routes/bookings/ mounts them. Fixed first
 * segments (types, slots) come before the bookings' `:id`, which would match their paths.
 */
import { bookingHandlers as bookingRoutes } from './bookings';
import { slotHandlers } from './slots';
import { bookingTypeHandlers } from './types';

export { bookingTypeHandlers, slotHandlers };
export const bookingHandlers = [...bookingTypeHandlers, ...slotHandlers, ...bookingRoutes];
