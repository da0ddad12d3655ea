/**
 * The permission guards of server/src/http/auth.ts in process (no database, no server): each guard refuses (403)
 * a user without the permission and lets one with it through, and declares what it lets through for the access
 * matrix (GUARD). A mutant that drops a check, empties the administrators' list or the declared permissions
 * fails here (StrykerJS, `node scripts/mutation-run.mjs http`; docs/testing.md).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { PERMISSION, type PermissionsMap } from '@atoll/contract';
import type { AppEnv, AuthContext } from '../src/deps';
import { GUARD, isAdministrator, requireAdmin, requireAnyPermission, requireAuth, requirePermission } from '../src/http/auth';
import { HttpError } from '../src/http/errors';

/** GET / behind `guard`, as a user with `permissions`: the status. */
async function status(guard: MiddlewareHandler<AppEnv>, permissions: PermissionsMap): Promise<number> {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => (error instanceof HttpError ? c.json(error.body, error.status as 403) : c.text('unexpected', 500)));
  app.use(async (c, next) => {
    c.set('auth', { user: { permissions } } as unknown as AuthContext);
    await next();
  });
  app.get('/', guard, (c) => c.text('ok'));
  return (await app.request('/')).status;
}

const all = { objects: 'all' } as const;

describe('the permission guards', () => {
  it('requireAdmin: administrators and the owner pass; anyone else, even with other permissions, is 403', async () => {
    expect(await status(requireAdmin, { [PERMISSION.companyAdministrator]: all })).toBe(200);
    expect(await status(requireAdmin, { [PERMISSION.companyOwner]: all })).toBe(200);
    expect(await status(requireAdmin, { [PERMISSION.manageHotelContent]: all })).toBe(403);
    expect(await status(requireAdmin, {})).toBe(403);
    expect(isAdministrator({})).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });

  it('requirePermission: that permission passes (company-wide or on some objects); another is 403', async () => {
    const guard = requirePermission(PERMISSION.manageHotelContent);
    expect(await status(guard, { [PERMISSION.manageHotelContent]: all })).toBe(200);
    expect(await status(guard, { [PERMISSION.manageHotelContent]: { objects: [3] } })).toBe(200);
    expect(await status(guard, { [PERMISSION.readFacilityRequests]: all })).toBe(403);
    expect(await status(guard, {})).toBe(403);
  });

  it('requireAnyPermission: any one of the names passes; none of them is 403', async () => {
    const guard = requireAnyPermission([PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests]);
    expect(await status(guard, { [PERMISSION.readFacilityRequests]: all })).toBe(200);
    expect(await status(guard, { [PERMISSION.manageFacilityRequests]: { objects: [1] } })).toBe(200);
    expect(await status(guard, { [PERMISSION.manageHotelContent]: all })).toBe(403);
    expect(await status(guard, {})).toBe(403);
  });

  it('each guard declares what it lets through (the access matrix reads it)', () => {
    const info = (guard: object) => (guard as Record<symbol, unknown>)[GUARD];
    expect(info(requireAuth(undefined as never))).toEqual({ kind: 'auth' });
    expect(info(requireAdmin)).toEqual({ kind: 'permission', anyOf: [PERMISSION.companyAdministrator, PERMISSION.companyOwner] });
    expect(info(requirePermission(PERMISSION.manageHotelContent))).toEqual({ kind: 'permission', anyOf: [PERMISSION.manageHotelContent] });
    expect(info(requireAnyPermission([PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests]))).toEqual({
      kind: 'permission',
      anyOf: [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests],
    });
  });
});
