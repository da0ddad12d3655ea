/**
 * Which contract schema each route's JSON body is checked with, for the fuzzer. Every POST and PATCH route
 * the server has must be here, be an upload (multipart), or be listed as taking no body: fuzz.test.ts fails
 * for a route that is none of these, so a new route is fuzzed the day it is added.
 */
import type { AnySchema } from 'yup';
import {
  activationSchema,
  activeSchema,
  activityCreateSchema,
  activityUpdateSchema,
  bannerCreateSchema,
  bannerUpdateSchema,
  eventSchema,
  facilityCreateSchema,
  facilityUpdateSchema,
  informationSchema,
  informationTextSchema,
  languageCodeSchema,
  loginSchema,
  manualRoomsSchema,
  menuCategoryCreateSchema,
  menuCategoryUpdateSchema,
  menuCreateSchema,
  menuItemCreateSchema,
  menuItemUpdateSchema,
  menuUpdateSchema,
  permissionsUpdateSchema,
  quickActionSchema,
  roomTypeCreateSchema,
  roomTypeUpdateSchema,
  roomsSaveSchema,
  setPasswordSchema,
  settingsSchema,
  signupSchema,
  taskCategoryListQuerySchema,
  taskCategorySchema,
  taskTypeListQuerySchema,
  taskTypeSchema,
  translateSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
  validateDomainSchema,
} from '@atoll/contract';

/** 'METHOD pattern' (as in the route table) → the body's schema. */
export const BODY_SCHEMAS: Record<string, AnySchema> = {
  'POST auth/login': loginSchema,
  'POST auth/signup': signupSchema,
  'POST auth/activate': activationSchema,
  'POST auth/permissions/update': permissionsUpdateSchema,
  'POST ui/validate-company-username': validateDomainSchema,
  'POST languages/translate': translateSchema,
  'POST users': userCreateSchema,
  'PATCH users/:id': userUpdateSchema,
  'POST users/:id/password': setPasswordSchema,
  'POST users/:id/active': activeSchema,
  'POST user/settings': settingsSchema,
  'POST facilities': facilityCreateSchema,
  'PATCH facilities/:id': facilityUpdateSchema,
  'POST facilities/:id/active': activeSchema,
  'POST facilities/activities': activityCreateSchema,
  'PATCH facilities/activities/:id': activityUpdateSchema,
  'POST facilities/activities/:id/active': activeSchema,
  'POST facilities/menus': menuCreateSchema,
  'PATCH facilities/menus/:id': menuUpdateSchema,
  'POST facilities/menus/:id/active': activeSchema,
  'DELETE facilities/menus/:id/pdf': languageCodeSchema,
  'POST facilities/menus/categories': menuCategoryCreateSchema,
  'PATCH facilities/menus/categories/:id': menuCategoryUpdateSchema,
  'POST facilities/menus/items': menuItemCreateSchema,
  'PATCH facilities/menus/items/:id': menuItemUpdateSchema,
  'POST rooms/types': roomTypeCreateSchema,
  'PATCH rooms/types/:id': roomTypeUpdateSchema,
  'POST rooms/types/:id/rooms': roomsSaveSchema,
  'POST rooms/manual-rooms': manualRoomsSchema,
  'POST promotions': bannerCreateSchema,
  'PATCH promotions/:id': bannerUpdateSchema,
  'DELETE promotions/:id/image': languageCodeSchema,
  'POST information': informationSchema,
  'PATCH information/:id': informationSchema,
  'POST information/:id/content-text': informationTextSchema,
  'DELETE information/:id/content-pdf': languageCodeSchema,
  'POST events': eventSchema,
  'PATCH events/:id': eventSchema,
  'POST events/:id/active': activeSchema,
  'POST events/recurring': eventSchema,
  'PATCH events/recurring/:id': eventSchema,
  'POST events/recurring/:id/active': activeSchema,
  'POST quick-actions': quickActionSchema,
  'PATCH quick-actions/:id': quickActionSchema,
  'POST tasks/types': taskTypeSchema,
  'PATCH tasks/types/:id': taskTypeSchema,
  'POST tasks/categories': taskCategorySchema,
  'PATCH tasks/categories/:id': taskCategorySchema,
};

/** 'GET pattern' → the schema of its paging, sorting and q_ filter parameters. */
export const QUERY_SCHEMAS: Record<string, AnySchema> = {
  'GET users': userListQuerySchema,
  'GET tasks/types': taskTypeListQuerySchema,
  'GET tasks/categories': taskCategoryListQuerySchema,
};

/** POST routes that read no body at all. */
export const NO_BODY = new Set(['POST auth/logout', 'POST languages/:id/enable', 'POST languages/:id/disable']);

/** Multipart upload routes (a `file` part, maybe `language_code`). */
export const isUpload = (key: string) =>
  /^POST .*\/(cover|gallery|pdf|image|content-image|content-pdf|property-image|default-image)$/.test(key);
