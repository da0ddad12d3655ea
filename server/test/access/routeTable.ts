/**
 * Every route the server has, read from Hono's own route table, with the access its guards declare
 * (server/src/http/routeTable.ts reads it; the OpenAPI document uses the same reading). A route's access is
 * declared once: in its router's middleware. Nothing here is a hand list of routes.
 */
import { createApp } from '../../src/app';
import type { AppDeps } from '../../src/deps';
import { routeTableOf, type RouteAccess } from '../../src/http/routeTable';

export type { RouteAccess };

/** The app's route table; building the app does no I/O, so no database is needed. */
export function readRouteTable(deps: Partial<AppDeps> = {}): RouteAccess[] {
  return routeTableOf(createApp({ db: {}, publicUrl: '', guestAppUrl: '', captcha: {}, mailer: {}, logger: console, ...deps } as unknown as AppDeps));
}
