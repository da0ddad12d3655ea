/**
 * One wiring per API group, like the server's one middleware per router: a
 * group names its guard once (`guarded({ permission }, [...])`), every route of
 * it authenticates and authorizes before its resolver runs, and the resolver
 * gets the caller. Errors thrown inside (MockHttpError, a domain RuleError)
 * become their responses (withErrors).
 */
import { http, type HttpHandler } from 'msw';
import { PERMISSION, type PermissionKey } from '@atoll/contract';
import { apiPath, numericId, withErrors, type ResolverInfo } from './http';
import { authenticate, authorize, type Caller } from './session';

/** What a guarded resolver receives: MSW's info, the caller, and the path's ids. */
export interface RouteInfo extends ResolverInfo {
  caller: Caller;
  companyId: number;
  /** A numeric path parameter (`:id` by default); anything else is 404, as on the server. */
  id(name?: string): number;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export interface Route<I = RouteInfo> {
  method: Method;
  /** Under /api/v1, e.g. 'facilities/:id'. */
  path: string;
  resolve(info: I): Response | Promise<Response>;
}

const route =
  (method: Method) =>
  <I = RouteInfo>(path: string, resolve: (info: I) => Response | Promise<Response>): Route<I> => ({ method, path, resolve });
export const get = route('get');
export const post = route('post');
export const put = route('put');
export const patch = route('patch');
export const del = route('delete');

export interface Guard {
  /** Who may call: one permission or any of several. Absent: any signed-in user. */
  permission?: PermissionKey | PermissionKey[];
}

/** The handlers of a group whose every route needs a session (and `guard.permission`): 401/403 before anything else. */
export function guarded(guard: Guard, routes: Route[]): HttpHandler[] {
  return routes.map((r) =>
    http[r.method](
      apiPath(r.path),
      withErrors((info) => {
        const caller = guard.permission ? authorize(info.request, guard.permission) : authenticate(info.request);
        return r.resolve({ ...info, caller, companyId: caller.company.id, id: (name = 'id') => numericId(info.params[name]) });
      }),
    ),
  );
}

/** Routes anyone may call (login, sign-up, activation…). */
export function open(routes: Route<ResolverInfo>[]): HttpHandler[] {
  return routes.map((r) => http[r.method](apiPath(r.path), withErrors((info) => r.resolve(info))));
}

/** Hotel content (slice 2): manage-hotel-content. */
export const HOTEL_CONTENT: Guard = { permission: PERMISSION.manageHotelContent };
/** Map (slice 5): map settings, key places, tracking and TVs: manage-map. */
export const MAP: Guard = { permission: PERMISSION.manageMap };
/** Company administrators; the owner keeps admin rights through the owner-level permission. */
export const ADMIN: Guard = { permission: [PERMISSION.companyAdministrator, PERMISSION.companyOwner] };
/** Any signed-in user. */
export const SIGNED_IN: Guard = {};
