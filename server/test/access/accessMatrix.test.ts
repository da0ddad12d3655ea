/**
 * The generated access matrix: every route the server has (read from Hono's route table) × every kind of
 * caller × own and another company's ids. The expected status of each cell is derived, not listed:
 * - the route's guards (server/src/http/auth.ts tags each one) say whether it is public, open to any
 *   signed-in user, or needs one of some permissions;
 * - `can` and the caller's stored permissions (the contract's permission table) say whether the caller passes;
 * - a caller who does not pass gets 401 (no or forged token) or 403; one who passes never gets 401/403,
 *   and gets 404 for another company's ids; nobody ever gets a 5xx.
 * Routes that are public or open to any signed-in user must be listed in OPEN_ROUTES below: a new route
 * mounted without a guard fails here the day it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@atoll/contract';
import { OWNER_PASSWORD } from '../support/fixtures';
import { readRouteTable, type RouteAccess } from './routeTable';
import { buildWorld, MISSING_ID, resolvePath, type Role, type World } from './world';

/** The routes reviewed as public (no session) or open to every signed-in user, whatever their permissions. */
const OPEN_ROUTES: Record<string, 'public' | 'auth'> = {
  'POST auth/login': 'public',
  'POST auth/signup': 'public',
  'GET auth/activate': 'public',
  'POST auth/activate': 'public',
  'POST auth/password/forgot': 'public',
  'GET auth/password/reset': 'public',
  'POST auth/password/reset': 'public',
  'GET auth/captcha': 'public',
  'GET auth/captcha/challenge': 'public',
  'POST ui/validate-company-username': 'public',
  'GET ui/countries': 'public',
  'GET ui/icons/:file': 'public',
  'GET files/:id': 'public',
  // A CSV export's download: the one-time export key is the credential (the list call that issued it had the list's guard).
  'GET exports/download': 'public',
  'POST auth/logout': 'auth',
  'GET auth/me': 'auth',
  'GET auth/admins': 'auth',
  'GET ui/icons': 'auth',
  'GET ui/days-of-week': 'auth',
  'GET ui/related-types': 'auth',
  'GET ui/related-object/:type': 'auth',
  'GET languages/available': 'auth',
  'GET languages': 'auth',
  'GET user/settings': 'auth',
  // Guests (slice 3): the Guest List needs no permission (spec section 6); clearing a PMS check-out is the administrators'.
  'GET guests/current': 'auth',
  'GET guests/others': 'auth',
  'GET guests/:id': 'auth',
  'POST guests': 'auth',
  'PATCH guests/:id': 'auth',
  'DELETE guests/:id': 'auth',
  'GET rooms/:id/in-house-guests': 'auth',
  // The room picker of the Guests form and of Add Booking: any signed-in user, not only content editors.
  'GET rooms/selector': 'auth',
  // Home's day: every signed-in user has a Home; what each sees of it is the domain's homeSections (request figures by scope, the checklist for administrators).
  'GET home/today': 'auth',
  // The map's tile source (issue 20): every map of the console shows tiles and their attribution.
  'GET map/tiles': 'auth',
  // The guest app registers its installation for push campaigns: no staff session, the property named by its domain (rate-limited per address).
  'POST app/devices': 'public',
  'DELETE app/devices': 'public',
  // The guest web app subscribes to Web Push with the server's VAPID public key (issue 21): public by nature, the same for everyone.
  'GET app/push-key': 'public',
  // A tracker's device posts its positions: its device token is the credential (401 without a valid one; rate-limited per token).
  'POST tracking/positions': 'public',
  // The TV display page (issue 20): its link's token is the credential (404 for a bad or replaced one; heartbeats rate-limited per token).
  'GET display/tv/:token/manifest': 'public',
  'POST display/tv/:token/heartbeat': 'public',
  'GET display/tv/:token/stream': 'public',
  // The guest web app's reads (issue 21): no session, the property named by its domain; only what guests may see (rate-limited per address).
  'GET guest-app/:domain': 'public',
  'GET guest-app/:domain/facilities/:id': 'public',
  // Guest identification: room and last name of an in-house guest (throttled like login); GET answers a guest token's guest (401 otherwise).
  'POST guest-app/:domain/session': 'public',
  'GET guest-app/:domain/session': 'public',
  // Guest bookings (ADR 0052): the bookable slots are public; the bookings need the guest token (401 otherwise), never a staff session.
  'GET guest-app/:domain/slots': 'public',
  'GET guest-app/:domain/bookings': 'public',
  'POST guest-app/:domain/bookings': 'public',
  'DELETE guest-app/:domain/bookings/:id': 'public',
  // The API describes itself (ADR 0056): the OpenAPI document and its reference page say what the API is, no company's data.
  'GET openapi.json': 'public',
  'GET docs': 'public',
};

/** Ends the caller's session: run last, once per caller. */
const SESSION_ENDING = new Set(['POST auth/logout']);

interface Cell {
  route: RouteAccess;
  role: Role;
  ids: 'own' | 'foreign' | 'none';
  path: string;
  expect: (status: number) => boolean;
  expected: string;
}

const routes = readRouteTable();
let world: World;

beforeAll(async () => {
  world = await buildWorld();
}, 120_000);
afterAll(async () => {
  await world?.server.close();
});

function passes(route: RouteAccess, role: Role): boolean {
  if (route.access.kind === 'public') return true;
  if (!role.company) return false;
  return route.access.kind === 'auth' || route.access.allOf.every((anyOf) => can(role.permissions, anyOf));
}

function cellsFor(route: RouteAccess, role: Role): Cell[] {
  const cells: Cell[] = [];
  const denied = route.access.kind !== 'public' && !passes(route, role);
  const deniedStatus = role.company ? 403 : 401;
  const own = role.company ?? 'A';
  const foreign = own === 'A' ? 'B' : 'A';
  const probe = resolvePath(route.path, world, own);
  if (!probe) throw new Error(`${route.key}: the matrix cannot fill this route's parameters; add its object kind to resolvePath (world.ts)`);
  const add = (ids: Cell['ids'], path: string, check: Cell['expect'], expected: string) => cells.push({ route, role, ids, path, expect: check, expected });
  const serverError = (s: number) => s < 500;
  if (denied) {
    add(probe.tenant ? 'own' : 'none', probe.path, (s) => s === deniedStatus, String(deniedStatus));
    if (probe.tenant) add('foreign', resolvePath(route.path, world, foreign)!.path, (s) => s === deniedStatus, String(deniedStatus));
    return cells;
  }
  const passed = (s: number) => serverError(s) && (route.access.kind === 'public' || (s !== 401 && s !== 403));
  // Deleting the object itself would break later cells: the guard is proved on an id nobody has.
  const destroys = route.method === 'DELETE' && route.path.endsWith(':id');
  if (!probe.tenant) {
    add('none', probe.path, passed, route.access.kind === 'public' ? '< 500' : 'not 401/403, < 500');
    return cells;
  }
  if (destroys) add('own', resolvePath(route.path, world, own, MISSING_ID)!.path, (s) => s === 404, '404 (missing id)');
  else if (route.method === 'GET') add('own', probe.path, (s) => passed(s) && s !== 404, 'not 401/403/404, < 500');
  else add('own', probe.path, passed, 'not 401/403, < 500');
  // Another company's ids look missing (the lookup comes before the body is read, so `{}` is enough).
  add('foreign', resolvePath(route.path, world, foreign)!.path, (s) => s === 404, '404');
  return cells;
}

async function run(cell: Cell): Promise<number> {
  const res = await world.api.request(cell.route.method, cell.path, {
    token: cell.role.token,
    ...(cell.route.method === 'GET' || cell.route.method === 'DELETE' ? {} : { json: {} }),
  });
  return res.status;
}

describe('access matrix', () => {
  it('every route the server has is guarded as reviewed (public and any-session routes are listed)', () => {
    console.log(`access matrix: ${routes.length} routes in the server's route table`);
    expect(routes.length).toBeGreaterThan(100);
    const open = Object.fromEntries(routes.filter((r) => r.access.kind !== 'permission').map((r) => [r.key, r.access.kind]));
    expect(open, 'a route without a permission guard that is not in OPEN_ROUTES (or one listed that now has a guard)').toEqual(OPEN_ROUTES);
  });

  it('every route × caller × own and foreign ids answers as its guard and the permission table say', async () => {
    const cells = routes.flatMap((route) => world.roles.flatMap((role) => cellsFor(route, role)));
    const covered = new Set(cells.map((c) => c.route.key));
    expect(routes.filter((r) => !covered.has(r.key)).map((r) => r.key), 'routes without cells').toEqual([]);
    const [last, first] = [cells.filter((c) => SESSION_ENDING.has(c.route.key)), cells.filter((c) => !SESSION_ENDING.has(c.route.key))];
    const failures: string[] = [];
    const seen = new Map<string, number>();
    const check = async (cell: Cell) => {
      const status = await run(cell);
      const bucket = `${cell.ids} ${status}`;
      seen.set(bucket, (seen.get(bucket) ?? 0) + 1);
      if (!cell.expect(status)) {
        failures.push(`${cell.route.method} ${cell.path} as ${cell.role.name} (${cell.ids} ids): ${status}, expected ${cell.expected}`);
      }
    };
    for (let i = 0; i < first.length; i += 16) await Promise.all(first.slice(i, i + 16).map(check));
    for (const cell of last) await check(cell);
    console.log(`access matrix: ${cells.length} cells, ${world.roles.length} callers, ${failures.length} failures`);
    console.log(`access matrix: answers by ids and status: ${[...seen].sort().map(([k, n]) => `${k}: ${n}`).join(', ')}`);
    expect(failures).toEqual([]);
  }, 300_000);

  it('facility scope: a caller limited to one facility finds another facility\'s requests missing (404) and cannot book them', async () => {
    // The matrix ended every caller's session (POST auth/logout runs last): sign in again.
    const signIn = async (username: string, password: string) =>
      (await world.api.post('auth/login', { company: world.ownerA.domain, username, password })).body.data.auth_token.token as string;
    const scoped = { token: await signIn('m-facility-scoped', 'staff-password-1') };
    const ownerToken = await signIn('owner', OWNER_PASSWORD);
    const elsewhere = world.otherFacility;
    // Every bookings/:id route of the route table, on the other facility's booking.
    const byId = routes.filter((r) => /^bookings\/:id(\/|$)/.test(r.path));
    expect(byId.length).toBeGreaterThanOrEqual(4);
    for (const route of byId) {
      const json = route.path.endsWith('/action') ? { status: 'confirmed' } : route.path.endsWith('/assign') ? { user_id: null } : { remarks_internal: 'x' };
      const res = await world.api.request(route.method, route.path.replace(':id', String(elsewhere.booking)), { token: scoped.token, ...(route.method === 'GET' ? {} : { json }) });
      expect(res.status, `${route.key} on another facility's booking`).toBe(404);
    }
    const booked = await world.api.post('bookings', elsewhere.bookingBody, { token: scoped.token });
    expect(booked.status).toBe(422);
    expect(Object.keys(booked.body.errors)).toEqual(['booking_type_id']);
    const listed = await world.api.get('bookings/by-state/all?limit=100', { token: scoped.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((b: { id: number }) => b.id)).not.toContain(elsewhere.booking);
    expect(listed.body.data.map((b: { id: number }) => b.id)).toContain(world.objects.A.booking);
    // The owner (every facility) reads it.
    expect((await world.api.get(`bookings/${elsewhere.booking}`, { token: ownerToken })).status).toBe(200);
  });
});
