/**
 * Every path of the console, written once (spec section 2, route map). Links,
 * redirects and the route table import these; nothing re-types a path.
 */
import { REQUESTS_SCREEN_PATH } from '@atoll/contract';

import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '@atoll/contract';

export const PATHS = {
  home: '/',
  login: '/login',
  signup: '/signup',
  activate: '/auth/activate',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',

  adminSettings: '/admin/settings',
  adminUsers: '/admin/users',
  adminAppEditor: '/admin/app-editor',

  hotelFacilities: '/hotel/facilities',
  hotelInformation: '/hotel/information',
  hotelBanners: '/hotel/banners',
  hotelQuickActions: '/hotel/quick-actions',
  hotelEvents: '/hotel/events',
  hotelRooms: '/hotel/rooms',

  guestsList: '/guests/list',
  guestsCampaigns: '/guests/campaigns',

  mapKeyPlaces: '/map/key-places',
  mapSettings: '/map/map-settings',
  mapTracking: '/map/tracking',
  mapTvs: '/map/tvs',

  tasksTypes: '/tasks/types',

  requestsSlots: '/requests/slots',
  requestsBookings: REQUESTS_SCREEN_PATH,
} as const;

/**
 * The contract's FORGOT_PASSWORD_PATH (the lean login page links to it) and RESET_PASSWORD_PATH (the server
 * writes the e-mailed link): written out above because scripts/check-bundle-budget.mjs reads literals; tsc fails if they drift.
 */
export const CONTRACT_PATHS = [
  PATHS.forgotPassword satisfies typeof FORGOT_PASSWORD_PATH,
  PATHS.resetPassword satisfies typeof RESET_PASSWORD_PATH,
] as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** '/login?company=…&username=…': the login form prefilled (after sign-up, with `created` its next steps). */
export function loginPath(prefill: { company?: string; username?: string; created?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (prefill.company) query.set('company', prefill.company);
  if (prefill.username) query.set('username', prefill.username);
  if (prefill.created) query.set('created', '1');
  const text = query.toString();
  return text ? `${PATHS.login}?${text}` : PATHS.login;
}
