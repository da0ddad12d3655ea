/**
 * What each JSON route of /api/v1 answers inside `{ data }`: the contract type its handler serialises (the
 * service's declared return type, the same type the console's RTK Query endpoint reads), as one value, an
 * array, or a page of the paged list (`{ data: T[], meta }`). The OpenAPI document (document.ts) references
 * the JSON Schema of each type, generated from the contract by scripts/openapi-payloads.ts into
 * payloadSchemas.json (`npm run openapi:payloads`). The few answers that are no contract type (`null`, a count)
 * are a small schema here, naming the contract types they use. Every route that is not NOT_JSON must be here:
 * server/test/openapi.test.ts fails for one that is not, and holds the conformance suite's real answers
 * against the documented schemas.
 */
import { QUICK_ACTION_PAGES } from '@atoll/contract';
import type { JsonSchema } from './jsonSchema';

export type Payload =
  /** A contract type (exported from @atoll/contract): one value, an array of them, or a page of them. */
  | {
      type: string;
      list?: 'array' | 'paged';
      /** A `message` beside `data`: the confirmation the console shows. */
      message?: string;
      /** Answered with a strong ETag: If-None-Match with the current one is 304, no body. */
      etag?: true;
    }
  /** A schema of its own; `uses` names the contract types it references (as #/components/schemas/Name). */
  | { schema: JsonSchema; uses?: string[] }
  /** The route never answers 2xx (why, for the document). */
  | { never: string };

const one = (type: string): Payload => ({ type });
const many = (type: string): Payload => ({ type, list: 'array' });
const paged = (type: string): Payload => ({ type, list: 'paged' });
const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** `{ data: null }`: done, nothing to answer. */
const nothing: Payload = { schema: { type: 'null', description: 'Done: nothing to answer.' } };
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** 'METHOD pattern' (as in the route table) → the payload inside `data` of its 2xx answer. */
export const RESPONSE_TYPES: Record<string, Payload> = {
  // Auth and account
  'POST auth/login': one('AuthResponse'),
  'POST auth/logout': nothing,
  'GET auth/me': { schema: object({ user: schemaRef('User'), company: schemaRef('Company') }, 'The signed-in user and their company.'), uses: ['User', 'Company'] },
  'GET auth/captcha': one('CaptchaConfig'),
  'POST auth/signup': one('SignupResult'),
  'GET auth/activate': one('ActivationLookup'),
  'POST auth/activate': one('AuthResponse'),
  'POST auth/password/forgot': nothing,
  'GET auth/password/reset': one('PasswordResetLookup'),
  'POST auth/password/reset': one('AuthResponse'),
  'GET auth/permissions': one('PermissionCatalogue'),
  'POST auth/permissions/update': one('User'),
  'GET auth/admins': many('CompanyAdmin'),

  // ui: fixed lists, analytics, related links
  'POST ui/validate-company-username': one('DomainCheck'),
  'GET ui/countries': many('Country'),
  'GET ui/icons': many('Icon'),
  'GET ui/days-of-week': { schema: { type: 'array', items: object({ value: { type: 'integer' }, label: { type: 'string' } }) } },
  'GET ui/analytics/facilities': one('AnalyticsFacilities'),
  'GET ui/analytics/bookings-by-date/:facility': many('BookingsByDateRow'),
  'GET ui/analytics/bookings-by-status/:facility': many('BookingsByStatusRow'),
  'GET ui/analytics/bookings-by-hour/:facility': many('BookingsByHourRow'),
  'GET ui/analytics/bookings-summary/:facility': one('BookingsSummary'),
  'GET ui/related-types': { schema: { type: 'array', items: object({ value: schemaRef('RelatedType'), label: { type: 'string' } }) }, uses: ['RelatedType'] },
  'GET ui/related-object/:type': many('NamedOption'),

  // Languages
  'GET languages/available': many('Language'),
  'GET languages': many('CompanyLanguage'),
  'POST languages/:id/enable': one('CompanyLanguage'),
  'POST languages/:id/disable': one('CompanyLanguage'),
  'POST languages/translate': many('TranslatedText'),

  // Users and the company's settings
  'GET users': paged('User'),
  'GET users/:id': one('User'),
  'POST users': one('User'),
  'PATCH users/:id': one('User'),
  'POST users/:id/active': one('User'),
  'POST users/:id/password': one('User'),
  'POST users/:id/invite': one('User'),
  'GET user/settings/map': one('MapSettings'),
  'POST user/settings/map': one('MapSettings'),
  'GET user/settings/map-overlay': one('MapOverlay'),
  'POST user/settings/map-overlay/coordinates': one('MapOverlay'),
  'POST user/settings/map-overlay/image': one('MapOverlay'),
  'DELETE user/settings/map-overlay/image': one('MapOverlay'),
  'GET user/settings': one('UserSettingsResponse'),
  'POST user/settings': one('UserSettingsResponse'),
  'POST user/settings/property-image': one('UserSettingsResponse'),
  'DELETE user/settings/property-image': one('UserSettingsResponse'),
  'POST user/settings/default-image': one('UserSettingsResponse'),
  'DELETE user/settings/default-image': one('UserSettingsResponse'),

  // Facilities, their activities and menus
  'GET facilities/selectors/names': many('NamedOption'),
  'GET facilities': many('Facility'),
  'POST facilities': one('Facility'),
  'GET facilities/:id': one('Facility'),
  'PATCH facilities/:id': one('Facility'),
  'DELETE facilities/:id': nothing,
  'POST facilities/:id/active': one('Facility'),
  'POST facilities/:id/cover': one('Facility'),
  'DELETE facilities/:id/cover': one('Facility'),
  'POST facilities/:id/gallery': one('Facility'),
  'DELETE facilities/:id/gallery/:imageId': one('Facility'),
  'GET facilities/:id/selectors/activity': many('NamedOption'),
  'GET facilities/:id/selectors/menu': many('NamedOption'),
  'POST facilities/activities': one('Activity'),
  'GET facilities/activities/:id': one('Activity'),
  'PATCH facilities/activities/:id': one('Activity'),
  'DELETE facilities/activities/:id': nothing,
  'POST facilities/activities/:id/active': one('Activity'),
  'POST facilities/activities/:id/cover': one('Activity'),
  'DELETE facilities/activities/:id/cover': one('Activity'),
  'POST facilities/activities/:id/gallery': one('Activity'),
  'DELETE facilities/activities/:id/gallery/:imageId': one('Activity'),
  'POST facilities/menus': one('Menu'),
  'GET facilities/menus/:id': one('Menu'),
  'PATCH facilities/menus/:id': one('Menu'),
  'DELETE facilities/menus/:id': nothing,
  'POST facilities/menus/:id/active': one('Menu'),
  'POST facilities/menus/:id/pdf': one('Menu'),
  'DELETE facilities/menus/:id/pdf': one('Menu'),
  'GET facilities/menus/:id/selectors/categories': many('NamedOption'),
  'POST facilities/menus/categories': one('MenuCategoryWithItems'),
  'GET facilities/menus/categories/:id': one('MenuCategoryWithItems'),
  'PATCH facilities/menus/categories/:id': one('MenuCategoryWithItems'),
  'DELETE facilities/menus/categories/:id': nothing,
  'POST facilities/menus/categories/:id/cover': one('MenuCategoryWithItems'),
  'DELETE facilities/menus/categories/:id/cover': one('MenuCategoryWithItems'),
  'POST facilities/menus/items': one('MenuItem'),
  'GET facilities/menus/items/:id': one('MenuItem'),
  'PATCH facilities/menus/items/:id': one('MenuItem'),
  'DELETE facilities/menus/items/:id': nothing,
  'POST facilities/menus/items/:id/cover': one('MenuItem'),
  'DELETE facilities/menus/items/:id/cover': one('MenuItem'),

  // PMS and rooms
  'GET pms': many('PmsIntegration'),
  'GET rooms/manual-rooms': many('ManualRoom'),
  'POST rooms/manual-rooms': many('ManualRoom'),
  'GET rooms/:id/in-house-guests': many('GuestOption'),
  'GET rooms/selector': many('RoomOption'),
  'GET rooms/types': many('RoomType'),
  'GET rooms/types/:id': one('RoomType'),
  'POST rooms/types': one('RoomType'),
  'PATCH rooms/types/:id': one('RoomType'),
  'DELETE rooms/types/:id': nothing,
  'POST rooms/types/:id/rooms': one('RoomType'),
  'POST rooms/types/:id/cover': one('RoomType'),
  'DELETE rooms/types/:id/cover': one('RoomType'),

  // Promotions (banners) and information
  'GET promotions': many('Banner'),
  'GET promotions/:id': one('Banner'),
  'POST promotions': one('Banner'),
  'PATCH promotions/:id': one('Banner'),
  'DELETE promotions/:id': nothing,
  'POST promotions/:id/image': one('Banner'),
  'DELETE promotions/:id/image': one('Banner'),
  'GET information/selectors/content-types': { schema: { type: 'array', items: object({ value: schemaRef('ContentType'), label: { type: 'string' } }) }, uses: ['ContentType'] },
  'GET information': many('Information'),
  'GET information/:id': one('Information'),
  'POST information': one('Information'),
  'PATCH information/:id': one('Information'),
  'DELETE information/:id': nothing,
  'POST information/:id/content-text': one('Information'),
  'POST information/:id/content-image': one('Information'),
  'DELETE information/:id/content-image/:imageId': one('Information'),
  'POST information/:id/content-pdf': one('Information'),
  'DELETE information/:id/content-pdf': one('Information'),
  'POST information/:id/cover': one('Information'),
  'DELETE information/:id/cover': one('Information'),

  // Events: the same handlers under events/recurring and events
  'GET events/recurring': many('RecurringEvent'),
  'POST events/recurring': one('RecurringEvent'),
  'POST events': one('RecurringEvent'),
  'GET events/recurring/:id': one('RecurringEvent'),
  'PATCH events/recurring/:id': one('RecurringEvent'),
  'POST events/recurring/:id/active': one('RecurringEvent'),
  'DELETE events/recurring/:id': nothing,
  'POST events/recurring/:id/cover': one('RecurringEvent'),
  'DELETE events/recurring/:id/cover': one('RecurringEvent'),
  'GET events/:id': one('RecurringEvent'),
  'PATCH events/:id': one('RecurringEvent'),
  'POST events/:id/active': one('RecurringEvent'),
  'DELETE events/:id': nothing,
  'POST events/:id/cover': one('RecurringEvent'),
  'DELETE events/:id/cover': one('RecurringEvent'),

  // Quick actions
  'GET quick-actions/pages': { schema: { type: 'array', items: object({ value: { type: 'string', enum: QUICK_ACTION_PAGES.map((page) => page.value) }, label: { type: 'string' } }) } },
  'GET quick-actions': many('QuickAction'),
  'GET quick-actions/:id': one('QuickAction'),
  'POST quick-actions': one('QuickAction'),
  'PATCH quick-actions/:id': one('QuickAction'),
  'DELETE quick-actions/:id': nothing,

  // Task types and categories
  'GET tasks/types': paged('TaskType'),
  'GET tasks/types/:id': one('TaskType'),
  'POST tasks/types': one('TaskType'),
  'PATCH tasks/types/:id': one('TaskType'),
  'GET tasks/categories': paged('TaskCategory'),
  'GET tasks/categories/selectors/names': many('NamedOption'),
  'GET tasks/categories/:id': one('TaskCategory'),
  'POST tasks/categories': one('TaskCategory'),
  'PATCH tasks/categories/:id': one('TaskCategory'),

  // Campaigns
  'GET guests/campaigns': paged('Campaign'),
  'POST guests/campaigns/audience-count': { schema: object({ recipients: { type: 'integer', minimum: 0 } }, 'How many devices the audience reaches now.') },
  'POST guests/campaigns/test': one('CampaignTestResult'),
  'GET guests/campaigns/:id': one('Campaign'),
  'POST guests/campaigns': one('Campaign'),
  'POST guests/campaigns/:id/cancel': one('Campaign'),
  'PATCH guests/campaigns/:id': { never: 'A campaign is never edited: an existing one is refused with 409 whatever the body.' },
  'PUT guests/campaigns/:id': { never: 'A campaign is never edited: an existing one is refused with 409 whatever the body.' },

  // Guests
  'GET guests/current': paged('Guest'),
  'GET guests/others': paged('Guest'),
  'GET guests/:id': one('Guest'),
  'POST guests': one('Guest'),
  'PATCH guests/:id': one('Guest'),
  'POST guests/:id/clear-pms-checkout': { type: 'Guest', message: 'The confirmation to show: the PMS check-out date is cleared.' },
  'DELETE guests/:id': nothing,

  // The guest app's devices
  'GET app/push-key': one('PushKey'),
  'POST app/devices': one('Device'),
  'DELETE app/devices': nothing,

  // Request types, slots and bookings
  'GET bookings/types': many('BookingType'),
  'POST bookings/types': one('BookingType'),
  'GET bookings/types/selectors/type': { schema: { type: 'array', items: object({ id: { type: 'string' }, name: { type: 'string' } }), description: 'The kinds of request type.' } },
  'GET bookings/types/selectors/attached/:attachedType': many('AttachedOption'),
  'GET bookings/types/:id': one('BookingType'),
  'GET bookings/types/:id/menu-selector': many('MenuSelectorCategory'),
  'PATCH bookings/types/:id': one('BookingType'),
  'DELETE bookings/types/:id': nothing,
  'GET bookings/slots': paged('Slot'),
  'GET bookings/slots/today': paged('Slot'),
  'POST bookings/slots': one('Slot'),
  'GET bookings/slots/types/:typeId/date/:date': many('Slot'),
  'GET bookings/slots/:id': one('Slot'),
  'GET bookings/slots/:id/bookings': many('BookingSummary'),
  'PATCH bookings/slots/:id': one('Slot'),
  'GET bookings/by-state/:state': paged('Booking'),
  'POST bookings': one('Booking'),
  'GET bookings/:id': one('Booking'),
  'PATCH bookings/:id': one('Booking'),
  'POST bookings/:id/action': one('Booking'),
  'POST bookings/:id/assign': one('Booking'),

  // Home
  'GET home/today': one('HomeToday'),

  // Tracking and key places
  'POST tracking/positions': one('Tracker'),
  'GET tracking/groups': paged('TrackingGroupRow'),
  'GET tracking/groups/selectors/types': { schema: { type: 'array', items: object({ value: schemaRef('TrackingGroupType'), label: { type: 'string' } }) }, uses: ['TrackingGroupType'] },
  'GET tracking/groups/:id': one('TrackingGroup'),
  'POST tracking/groups': one('TrackingGroup'),
  'PATCH tracking/groups/:id': one('TrackingGroup'),
  'POST tracking/trackers': one('TrackerWithToken'),
  'GET tracking/trackers/:id': one('Tracker'),
  'GET tracking/trackers/:id/trail': many('TrackerPosition'),
  'POST tracking/trackers/:id/token': one('TrackerWithToken'),
  'DELETE tracking/trackers/:id/token': one('Tracker'),
  'GET locations': many('Location'),
  'GET locations/:id': one('Location'),
  'POST locations': one('Location'),
  'PATCH locations/:id': one('Location'),
  'PATCH locations/:id/icon': one('Location'),
  'DELETE locations/:id': nothing,
  'POST locations/:id/cover': one('Location'),
  'DELETE locations/:id/cover': one('Location'),

  // TVs and their screens
  'GET tvs': paged('Tv'),
  'GET tvs/:id': one('Tv'),
  'POST tvs': one('Tv'),
  'PATCH tvs/:id': one('Tv'),
  'POST tvs/:id/link': one('Tv'),
  'GET display/tv/:token/manifest': one('TvManifest'),
  'POST display/tv/:token/heartbeat': one('TvHeartbeatAnswer'),
  'GET map/tiles': one('MapTiles'),

  // The app editor
  'GET editor/app/versions/latest': one('AppVersion'),
  'GET editor/app/versions': paged('AppVersionSummary'),
  'GET editor/app/versions/:id': one('AppVersion'),
  'POST editor/app/versions': one('AppVersionSaved'),
  'POST editor/app/versions/:id/restore': one('AppVersionSaved'),
  'POST editor/images': one('EditorItem'),
  'POST editor/pdfs': one('EditorItem'),

  // The public guest app
  'GET guest-app/:domain': { type: 'GuestApp', etag: true },
  'GET guest-app/:domain/facilities/:id': { type: 'GuestFacilityPage', etag: true },
  'POST guest-app/:domain/session': one('GuestSession'),
  'GET guest-app/:domain/session': one('GuestSessionInfo'),
  'GET guest-app/:domain/slots': { type: 'GuestSlots', etag: true },
  'GET guest-app/:domain/bookings': many('GuestBooking'),
  'POST guest-app/:domain/bookings': one('GuestBooking'),
  'DELETE guest-app/:domain/bookings/:id': one('GuestBooking'),
};

/** The contract types RESPONSE_TYPES names (what the generator makes schemas of), sorted. */
export function payloadTypeNames(types: Record<string, Payload> = RESPONSE_TYPES): string[] {
  const names = new Set<string>();
  for (const payload of Object.values(types)) {
    if ('type' in payload) names.add(payload.type);
    else if ('schema' in payload) payload.uses?.forEach((name) => names.add(name));
  }
  return [...names].sort();
}
