/**
 * Home (spec section 2, issue 18 item 2): what the day holds, in one call — GET home/today.
 * Counted by each backend in the company's time zone, through the domain's rules
 * (domain/home.ts). Sections a caller may not see are null: request figures need either
 * request permission (and count only the caller's facilities), the setup checklist is the
 * administrators'. The guest figures follow the Guest List, which needs no permission.
 */

import { can, PERMISSION, type PermissionsMap } from './permissions';

/** Who sees Home's request figures (either request permission): the server's answer and the console's placeholder. */
export const seesHomeRequests = (permissions: PermissionsMap | null | undefined): boolean =>
  can(permissions ?? undefined, [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests]);

/** Today's bookings of one facility. */
export interface HomeFacilityCount {
  id: number;
  name: string;
  count: number;
}

export interface HomeRequests {
  /** Requests waiting for an answer: the New tab. */
  new: number;
  /** Of those, past their due time (the slot's closes_at). */
  overdue: number;
  /** Bookings whose slot is today and that hold their seats (New, Confirmed, Completed, No Show), by facility. */
  today_by_facility: HomeFacilityCount[];
}

export interface HomeGuests {
  /** Guests whose arrival date is today. */
  arrivals: number;
  /** Guests whose departure date is today. */
  departures: number;
  /** In house today (the Guest List's In House tab). */
  in_house: number;
}

/** The setup checklist of a new property: each step done or not, from the company's own data. */
export interface HomeSetup {
  /** A property logo is set (Settings). */
  brand: boolean;
  /** At least one facility. */
  facility: boolean;
  /** At least one room. */
  rooms: boolean;
  /** At least one request type, so guests and staff can book. */
  bookings: boolean;
  /** A second user (active or invited). */
  staff: boolean;
}

export const HOME_SETUP_STEPS = ['brand', 'facility', 'rooms', 'bookings', 'staff'] as const satisfies readonly (keyof HomeSetup)[];
export type HomeSetupStep = (typeof HOME_SETUP_STEPS)[number];

export interface HomeToday {
  /** YYYY-MM-DD in the company's time zone. */
  date: string;
  time_zone: string;
  requests: HomeRequests | null;
  guests: HomeGuests;
  setup: HomeSetup | null;
}

/** Home's texts (ours: the spec names only the QR card and the analytics that come later). */
export const HOME_TEXT = {
  qrTitle: 'Your property in the guest app',
  todayTitle: 'Today',
  requestsTitle: 'Requests',
  newRequests: 'New requests',
  overdueRequests: 'Overdue',
  bookingsTodayTitle: "Today's bookings",
  noBookingsToday: 'No bookings today.',
  guestsTitle: 'Guests',
  arrivals: 'Arrivals today',
  departures: 'Departures today',
  inHouse: 'In house',
  setupTitle: 'Set up your property',
  setupProgress: (done: number, total: number) => `${done} of ${total} done`,
  setupSteps: {
    brand: { label: 'Add your brand and logo', hint: 'Settings: property logo and colour' },
    facility: { label: 'Add your first facility', hint: 'A restaurant, spa or pool' },
    rooms: { label: 'Add your rooms', hint: 'Room types and their room numbers' },
    bookings: { label: 'Enable bookings', hint: 'A request type on an activity or menu' },
    staff: { label: 'Invite your staff', hint: 'Add a second user' },
  } satisfies Record<HomeSetupStep, { label: string; hint: string }>,
  loadFailed: "Today's figures could not be loaded.",
  retry: 'Retry',
} as const;
