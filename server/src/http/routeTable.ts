/**
 * Every route of /api/v1, read from Hono's own route table (`app.routes`), with the access its guards
 * declare (auth.ts tags each guard with GUARD) and the handler that answers it. Nothing here is a hand list
 * of routes: the access matrix, the fuzzer, the conformance coverage and the OpenAPI document
 * (server/src/openapi) all read this.
 */
import type { Hono } from 'hono';
import { API_BASE } from '@atoll/contract';
import { GUARD, type GuardInfo } from './auth';

export type RouteAccessKind = { kind: 'public' } | { kind: 'auth' } | { kind: 'permission'; allOf: string[][] };

export interface RouteAccess {
  method: string;
  /** Hono pattern under /api/v1, without the base: e.g. 'facilities/:id/cover'. */
  path: string;
  /** 'public': no guard; 'auth': any signed-in user; otherwise each permission guard's `anyOf` (one of them) must pass. */
  access: RouteAccessKind;
  /** 'METHOD path', e.g. 'GET bookings/:id'. */
  key: string;
}

interface RouteEntry {
  method: string;
  path: string;
  handler: object;
}

/**
 * Whether middleware registered on `pattern` runs for the route `path`. Hono's `/x/*` also matches `/x`; a
 * middleware's `:param` matches any segment. A route's own `:param` is not taken for a middleware's literal
 * segment: the guards of /guests/campaigns/* are not those of /guests/:id (whose ids are numbers).
 */
function matches(pattern: string, path: string): boolean {
  const p = pattern.split('/');
  const s = path.split('/');
  for (let i = 0; i < p.length; i += 1) {
    // A last `*` matches the rest, nothing included (so `*`, `/*` and `/x/*` for `/x`); none of ours is elsewhere.
    if (p[i] === '*') return i === p.length - 1;
    if (i >= s.length) return false;
    if (p[i].startsWith(':')) continue;
    if (p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

const guardOf = (handler: object): GuardInfo | undefined => (handler as Record<symbol, GuardInfo | undefined>)[GUARD];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's table (its Env does not matter here)
type AnyHono = Hono<any, any, any>;

/** The routes under /api/v1 of a built app (building one does no I/O). */
export function routeTableOf(app: AnyHono): RouteAccess[] {
  const entries = app.routes as RouteEntry[];
  const base = `${API_BASE}/`;
  // An endpoint is the last handler registered for a method + path (the ones before it are its middleware).
  const last = new Map<string, number>();
  entries.forEach((e, i) => {
    if (e.method !== 'ALL' && e.path.startsWith(base)) last.set(`${e.method} ${e.path}`, i);
  });
  const routes: RouteAccess[] = [];
  for (const [key, index] of last) {
    const { method, path } = entries[index];
    const guards = entries
      .slice(0, index)
      .filter((e) => (e.method === 'ALL' || e.method === method) && matches(e.path, path))
      .map((e) => guardOf(e.handler))
      .filter((g): g is GuardInfo => g !== undefined);
    const authenticated = guards.some((g) => g.kind === 'auth');
    const permission = guards.filter((g): g is Extract<GuardInfo, { kind: 'permission' }> => g.kind === 'permission');
    if (permission.length && !authenticated) throw new Error(`${key}: a permission guard without requireAuth before it`);
    routes.push({
      method,
      path: path.slice(base.length),
      access: permission.length ? { kind: 'permission', allOf: permission.map((g) => g.anyOf) } : authenticated ? { kind: 'auth' } : { kind: 'public' },
      key: `${method} ${path.slice(base.length)}`,
    });
  }
  return routes;
}
