/**
 * One log line and one metrics observation per request (docs/adr/0055-logs-and-metrics.md): method, the
 * matched route pattern (`/api/v1/facilities/:id`, never the path, which can hold a TV link's token, nor the
 * query), status, duration, the signed-in company and user, and the request id, which the answer echoes in
 * `X-Request-Id` (a sane incoming one is kept, so a proxy's id follows the request). A 5xx line is at level
 * error and carries the 'REF-…' reference the user sees (handleError notes it).
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { AppEnv } from '../deps';
import type { Logger } from './errors';
import { bindMetrics, type Metrics } from './metrics';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an incoming request id may be: a UUID, a proxy's hex or base64url id… Anything else is replaced. */
const SANE_REQUEST_ID = /^[\w.:=-]{8,128}$/;

interface RequestState {
  id: string;
  /** 'REF-…' of an unhandled error (handleError). */
  reference?: string;
}

const states = new WeakMap<Context, RequestState>();

/** The request's id (undefined outside the middleware, e.g. in an app built by a test without it). */
export const requestIdOf = (c: Context): string | undefined => states.get(c)?.id;

/** Puts an unhandled error's 'REF-…' on the request's line. */
export function noteReference(c: Context, reference: string): void {
  const state = states.get(c);
  if (state) state.reference = reference;
}

/**
 * The route pattern the request was for: the first matched route registered for its method (a handler;
 * middleware and catch-alls are registered for every method), else the pattern of whatever answered
 * (`/api/v1/*` for an unknown API path, `/*` for the console's files).
 */
export function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  return routes.find((r) => r.method !== 'ALL')?.path ?? (routePath(c) || 'unmatched');
}

export function observeRequests(logger: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const state: RequestState = { id: incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID() };
    states.set(c, state);
    bindMetrics(c, metrics);
    c.header(REQUEST_ID_HEADER, state.id);
    await next();
    // A handler that built its own Response has not got it (Hono copies the answer to add it).
    if (c.res.headers.get(REQUEST_ID_HEADER) !== state.id) c.header(REQUEST_ID_HEADER, state.id);
    const elapsed = performance.now() - started;
    const { status } = c.res;
    const route = routeOf(c);
    metrics.observeRequest(c.req.method, route, status, elapsed / 1000);
    const auth = c.get('auth');
    const line: Record<string, unknown> = {
      method: c.req.method,
      route,
      status,
      duration_ms: Math.round(elapsed * 10) / 10,
      request_id: state.id,
    };
    if (auth) {
      line.company_id = auth.company.id;
      line.user_id = auth.user.id;
    }
    if (state.reference) line.reference = state.reference;
    if (status >= 500) logger.error('request', line);
    else logger.info('request', line);
  };
}
