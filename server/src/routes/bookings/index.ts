/**
 * /bookings (spec section 7, slice 3): request types (types.ts), slots (slots.ts) and the bookings
 * themselves. Paths with a fixed first segment (types, slots) are mounted before the bookings' /:id.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { bookingRequestRoutes } from './bookings';
import { bookingSlotRoutes } from './slots';
import { bookingTypeRoutes } from './types';

export function bookingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.route('/types', bookingTypeRoutes(deps));
  app.route('/slots', bookingSlotRoutes(deps));
  app.route('/', bookingRequestRoutes(deps));
  return app;
}
