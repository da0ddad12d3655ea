/**
 * Where each Home figure and checklist step leads: the lists' own URL state (tabs as ?view=,
 * order as ?order_by=, drawers as ?facility=new). The lists have no date or facility filter yet,
 * so arrivals, departures and today's bookings open the nearest view (docs/api.md, home/today).
 */
import type { HomeSetupStep } from '@atoll/contract';
import { PATHS } from '#app/paths.ts';

export const HOME_LINKS = {
  /** The New tab is the Requests screen's default; it lists soonest due first, so overdue ones lead. */
  newRequests: PATHS.requestsBookings,
  overdueRequests: PATHS.requestsBookings,
  /** Slots' Today tab (its default): today's slots with their booked pax. */
  bookingsToday: PATHS.requestsSlots,
  /** Guest List's In House tab (its default). */
  inHouse: PATHS.guestsList,
  /** In House, latest arrival first: today's arrivals lead. */
  arrivals: `${PATHS.guestsList}?order_by=arrival_date:DESC`,
  /** In House, soonest departure first: who leaves today leads. */
  departures: `${PATHS.guestsList}?order_by=departure_date:ASC`,
} as const;

export const SETUP_LINKS: Record<HomeSetupStep, string> = {
  brand: PATHS.adminSettings,
  facility: `${PATHS.hotelFacilities}?facility=new`,
  rooms: `${PATHS.hotelRooms}?type=new`,
  /** Request types are set up on an activity's or menu's Guest Requests tab, in the Facilities drawers. */
  bookings: PATHS.hotelFacilities,
  staff: `${PATHS.adminUsers}?user=new`,
};
