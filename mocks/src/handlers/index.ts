/** Every /api/v1 handler of slice 1, in one list for setupWorker, setupServer and Storybook. */
import type { RequestHandler } from 'msw';
import { analyticsHandlers } from './analytics';
import { authHandlers } from './auth';
import { eventHandlers } from './events';
import { exportHandlers } from './exports';
import { facilityContentHandlers } from './facilities';
import { fileHandlers } from './files';
import { guestHandlers } from './guests';
import { homeHandlers } from './home';
import { informationHandlers } from './information';
import { languageHandlers } from './languages';
import { mapSettingsHandlers } from './mapSettings';
import { mapTileHandlers } from './mapTiles';
import { locationHandlers } from './locations';
import { permissionHandlers } from './permissions';
import { pmsHandlers } from './pms';
import { bannerHandlers } from './banners';
import { bookingHandlers } from './bookings';
import { campaignHandlers } from './campaigns';
import { quickActionHandlers } from './quickActions';
import { referenceHandlers } from './reference';
import { roomHandlers } from './rooms';
import { settingsHandlers } from './settings';
import { taskTypeHandlers } from './taskTypes';
import { tvHandlers } from './tvs';
import { appEditorHandlers } from './appEditor';
import { guestAppHandlers } from './guestApp';
import { guestBookingHandlers } from './guestBookings';
import { trackingHandlers } from './tracking';
import { uiHandlers } from './ui';
import { userHandlers } from './users';

// Slice 2 (hotel content): banners, information cards, events, quick actions (room types: roomHandlers).
export { eventHandlers, informationHandlers, bannerHandlers, quickActionHandlers };
export { authHandlers, fileHandlers, languageHandlers, permissionHandlers, pmsHandlers, roomHandlers, settingsHandlers, uiHandlers, userHandlers };
export { facilityContentHandlers, referenceHandlers };
export { taskTypeHandlers };

export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...permissionHandlers,
  ...userHandlers,
  ...uiHandlers,
  ...languageHandlers,
  ...settingsHandlers,
  ...pmsHandlers,
  ...roomHandlers,
  ...bannerHandlers,
  ...informationHandlers,
  ...eventHandlers,
  ...quickActionHandlers,
  ...fileHandlers,
  // Slice 2: hotel content
  ...referenceHandlers,
  ...facilityContentHandlers,
  // Tasks › Types
  ...taskTypeHandlers,
  // Campaigns before guests: 'guests/:id' would take 'campaigns' as an id.
  ...campaignHandlers,
  ...guestHandlers,
  // Slice 3: request types, slots and bookings (types and slots before 'bookings/:id').
  ...bookingHandlers,
  // CSV exports: the download of a list's one-time export key.
  ...exportHandlers,
  ...homeHandlers,
  ...analyticsHandlers,
  // Map > Key Places (slice 5).
  ...locationHandlers,
  // Map (slice 5): the map's tiles, map settings and the overlay.
  ...mapTileHandlers,
  ...mapSettingsHandlers,
  // Map › TVs (slice 5): the table's calls and the display page's calls by link token.
  ...tvHandlers,
  // Map › Tracking (slice 5): groups, trackers, the device ingest.
  ...trackingHandlers,
  // Admin › App Editor (issue 21): app versions and the editor's uploads.
  ...appEditorHandlers,
  // The guest web app's public reads (issue 21), by the property's domain.
  ...guestAppHandlers,
  // Guest bookings from the guest web app (issue 21; ADR 0052), with the guest token.
  ...guestBookingHandlers,
];

/**
 * The handler list with `overrides` in front, so they answer first. For a
 * story's `parameters.msw.handlers` (an array replaces the component's, so each
 * story passes the full list) or `setupServer(...handlersWith(...))`.
 */
export function handlersWith(...overrides: RequestHandler[]): RequestHandler[] {
  return [...overrides, ...handlers];
}
