/**
 * The route table of server/src/http/routeTable.ts in process (no database, no server): small Hono apps built with
 * the real guards of http/auth.ts, and the exact table read from them. Which middleware counts for a route (its
 * pattern, its method, registered before the route), the access each route ends with, and the refusal of a
 * permission guard without requireAuth: a mutant of any of them changes a row here. The access matrix
 * (server/test/access) reads the same table from the whole app, a server run per mutant.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { PERMISSION } from '@atoll/contract';
import type { Db } from '../src/db/client';
import { requireAdmin, requireAnyPermission, requireAuth, requirePermission } from '../src/http/auth';
import { routeTableOf, type RouteAccess } from '../src/http/routeTable';

/** Building a guard does no I/O: the database is only used when a request arrives. */
const auth = requireAuth({} as Db);
const content = requirePermission(PERMISSION.manageHotelContent);
const requests = requireAnyPermission([PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests]);
const ADMIN = [PERMISSION.companyAdministrator, PERMISSION.companyOwner];
/** Middleware that is no guard (a logger, a body limit): it counts for nothing. */
const plain: MiddlewareHandler = async (_c, next) => {
  await next();
};
const ok = () => new Response('ok');

const publicRoute = (method: string, path: string): RouteAccess => ({ method, path, access: { kind: 'public' }, key: `${method} ${path}` });
const authRoute = (method: string, path: string): RouteAccess => ({ method, path, access: { kind: 'auth' }, key: `${method} ${path}` });
const permissionRoute = (method: string, path: string, allOf: string[][]): RouteAccess => ({
  method,
  path,
  access: { kind: 'permission', allOf },
  key: `${method} ${path}`,
});

describe('routeTableOf', () => {
  it('reads only the endpoints under /api/v1, without the base, in the order first registered', () => {
    const app = new Hono();
    app.use(plain);
    app.get('/health', ok);
    app.get('/api/v1', ok);
    app.get('/api/v1x/other', ok);
    app.get('/docs/api/v1/a', ok);
    app.get('/api/v1/b', ok);
    app.post('/api/v1/a', ok);
    app.all('/api/v1/any', ok);
    app.get('/api/v1/a', ok);
    expect(routeTableOf(app)).toEqual([publicRoute('GET', 'b'), publicRoute('POST', 'a'), publicRoute('GET', 'a')]);
  });

  it('public, auth and permission routes; the guards in a route\'s own chain count, the last handler is the endpoint', () => {
    const app = new Hono();
    app.get('/api/v1/open', plain, ok);
    app.get('/api/v1/me', auth, plain, ok);
    app.patch('/api/v1/content', auth, content, ok);
    app.get('/api/v1/two', auth, content, requests, ok);
    app.delete('/api/v1/admin', auth, requireAdmin, ok);
    expect(routeTableOf(app)).toEqual([
      publicRoute('GET', 'open'),
      authRoute('GET', 'me'),
      permissionRoute('PATCH', 'content', [[PERMISSION.manageHotelContent]]),
      permissionRoute('GET', 'two', [[PERMISSION.manageHotelContent], [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests]]),
      permissionRoute('DELETE', 'admin', [ADMIN]),
    ]);
  });

  it('a route registered twice: its guards are the ones before its last handler, its place the first', () => {
    const app = new Hono();
    app.get('/api/v1/first', ok);
    app.get('/api/v1/twice', auth, ok);
    app.get('/api/v1/second', ok);
    app.get('/api/v1/twice', requireAdmin, ok);
    expect(routeTableOf(app)).toEqual([publicRoute('GET', 'first'), permissionRoute('GET', 'twice', [ADMIN]), publicRoute('GET', 'second')]);
  });

  it('middleware counts only when registered before the route', () => {
    const app = new Hono();
    app.get('/api/v1/early', ok);
    app.use('/api/v1/*', auth);
    app.get('/api/v1/late', ok);
    expect(routeTableOf(app)).toEqual([publicRoute('GET', 'early'), authRoute('GET', 'late')]);
  });

  it('`*` and `/*` cover every route; `/x/*` covers /x and what is below it, not /xy nor /y', () => {
    const everything = new Hono();
    everything.use('*', auth);
    everything.get('/api/v1/a', ok);
    expect(routeTableOf(everything)).toEqual([authRoute('GET', 'a')]);
    const slash = new Hono();
    slash.use('/*', auth);
    slash.get('/api/v1/a/b', ok);
    expect(routeTableOf(slash)).toEqual([authRoute('GET', 'a/b')]);

    const app = new Hono();
    app.use('/api/v1/me/*', auth);
    app.get('/api/v1/me', ok);
    app.get('/api/v1/me/settings', ok);
    app.get('/api/v1/me/settings/deep', ok);
    app.get('/api/v1/meals', ok);
    app.get('/api/v1/you/me', ok);
    app.get('/api/v1', ok);
    expect(routeTableOf(app)).toEqual([
      authRoute('GET', 'me'),
      authRoute('GET', 'me/settings'),
      authRoute('GET', 'me/settings/deep'),
      publicRoute('GET', 'meals'),
      publicRoute('GET', 'you/me'),
    ]);
  });

  it('a middleware on an exact path covers that path only: not a longer one, not a shorter one, not a sibling', () => {
    const app = new Hono();
    app.use('/api/v1/pre', auth);
    app.use('/api/v1/short/deeper', auth);
    app.get('/api/v1/pre', ok);
    app.get('/api/v1/pre/fix', ok);
    app.get('/api/v1/short', ok);
    app.get('/api/v1/prefix', ok);
    app.get('/api/v1/other', ok);
    expect(routeTableOf(app)).toEqual([authRoute('GET', 'pre'), publicRoute('GET', 'pre/fix'), publicRoute('GET', 'short'), publicRoute('GET', 'prefix'), publicRoute('GET', 'other')]);
  });

  it('a middleware\'s :param matches any segment, another :param of the route too; a route\'s :param is no middleware literal', () => {
    const app = new Hono();
    app.use('/api/v1/facilities/:facilityId/*', auth, content);
    app.use('/api/v1/guests/campaigns/*', auth, requireAdmin);
    app.get('/api/v1/facilities/:id', ok);
    app.get('/api/v1/facilities/:id/cover', ok);
    app.get('/api/v1/facilities/selector', ok);
    app.get('/api/v1/facilities', ok);
    app.get('/api/v1/guests/:id', ok);
    app.get('/api/v1/guests/campaigns', ok);
    app.get('/api/v1/guests/campaigns/:id', ok);
    const facility = [[PERMISSION.manageHotelContent]];
    expect(routeTableOf(app)).toEqual([
      permissionRoute('GET', 'facilities/:id', facility),
      permissionRoute('GET', 'facilities/:id/cover', facility),
      permissionRoute('GET', 'facilities/selector', facility),
      publicRoute('GET', 'facilities'),
      publicRoute('GET', 'guests/:id'),
      permissionRoute('GET', 'guests/campaigns', [ADMIN]),
      permissionRoute('GET', 'guests/campaigns/:id', [ADMIN]),
    ]);
  });

  it('a `*` inside a pattern (none in the app) is not read as covering anything', () => {
    const app = new Hono();
    app.use('/api/v1/mid/*/end', auth);
    app.get('/api/v1/mid/x/end', ok);
    app.get('/api/v1/mid', ok);
    expect(routeTableOf(app)).toEqual([publicRoute('GET', 'mid/x/end'), publicRoute('GET', 'mid')]);
  });

  it('ALL middleware covers every method; a method\'s own chain only that method', () => {
    const app = new Hono();
    app.use('/api/v1/all/*', auth);
    app.get('/api/v1/all/x', ok);
    app.post('/api/v1/all/x', ok);
    app.put('/api/v1/things/:id', auth, requireAdmin, ok);
    app.get('/api/v1/things/:id', ok);
    app.put('/api/v1/things/:key', ok);
    expect(routeTableOf(app)).toEqual([
      authRoute('GET', 'all/x'),
      authRoute('POST', 'all/x'),
      permissionRoute('PUT', 'things/:id', [ADMIN]),
      publicRoute('GET', 'things/:id'),
      permissionRoute('PUT', 'things/:key', [ADMIN]),
    ]);
  });

  it('a permission guard without requireAuth before it is refused, naming the route by its whole path', () => {
    const alone = new Hono();
    alone.get('/api/v1/ok', auth, content, ok);
    alone.post('/api/v1/bad/:id', requireAdmin, ok);
    expect(() => routeTableOf(alone)).toThrow(new Error('POST /api/v1/bad/:id: a permission guard without requireAuth before it'));

    const authAfter = new Hono();
    authAfter.get('/api/v1/late', requests, ok);
    authAfter.use('/api/v1/*', auth);
    expect(() => routeTableOf(authAfter)).toThrow(new Error('GET /api/v1/late: a permission guard without requireAuth before it'));

    const otherMethod = new Hono();
    otherMethod.get('/api/v1/x', auth, ok);
    otherMethod.post('/api/v1/x', content, ok);
    expect(() => routeTableOf(otherMethod)).toThrow(new Error('POST /api/v1/x: a permission guard without requireAuth before it'));
  });
});
