import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, PERMISSION_GROUPS, STATUS_MESSAGES } from '@atoll/contract';
import { apiClient, type ApiClient } from './support/client';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let ownerId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'perm-co');
  ownerId = owner.auth.user.id;
});
afterAll(() => server.close());

describe('permissions', () => {
  it('GET auth/permissions returns the catalogue', async () => {
    const res = await api.get('auth/permissions', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(PERMISSION_GROUPS);
  });

  it('updates a user: facility-scoped grants may list ids, company ones are all', async () => {
    const staff = await createStaff(api, owner, 'editor');
    const res = await api.post(
      'auth/permissions/update',
      {
        user_id: staff.id,
        permissions: {
          [PERMISSION.manageHotelContent]: { objects: 'all' },
          [PERMISSION.readFacilityRequests]: { objects: [3, 1, 3] },
        },
      },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.permissions).toEqual({
      'manage-hotel-content': { objects: 'all' },
      'read-facility-requests': { objects: [3, 1] },
    });
    const invalid = await api.post(
      'auth/permissions/update',
      { user_id: staff.id, permissions: { 'launch-rockets': { objects: 'all' }, 'manage-map': { objects: [1] } } },
      { token: owner.token },
    );
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['permissions.launch-rockets', 'permissions.manage-map']);
    const missing = await api.post('auth/permissions/update', {}, { token: owner.token });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['permissions', 'user_id']);
  });

  it("nobody can remove the owner's owner-level permission or grant it to someone else", async () => {
    const admin = await createStaff(api, owner, 'second-admin', { [PERMISSION.companyAdministrator]: { objects: 'all' } });
    const strip = await api.post('auth/permissions/update', { user_id: ownerId, permissions: {} }, { token: admin.token });
    expect(strip.status).toBe(200);
    expect(strip.body.data.permissions).toEqual({ [PERMISSION.companyOwner]: { objects: 'all' } });
    // The owner keeps administering the company through the owner-level permission.
    expect((await api.get('users', { token: owner.token })).status).toBe(200);

    const grant = await api.post(
      'auth/permissions/update',
      { user_id: admin.id, permissions: { [PERMISSION.companyAdministrator]: { objects: 'all' }, [PERMISSION.companyOwner]: { objects: 'all' } } },
      { token: admin.token },
    );
    expect(grant.status).toBe(200);
    expect(grant.body.data.permissions).toEqual({ [PERMISSION.companyAdministrator]: { objects: 'all' } });
  });
});

describe('every admin route answers 403 to a user without company-administrator', () => {
  const adminRoutes: Array<[string, string, unknown?]> = [
    ['GET', 'auth/permissions'],
    ['POST', 'auth/permissions/update', { user_id: 1, permissions: {} }],
    ['GET', 'users'],
    ['GET', 'users/1'],
    ['POST', 'users', { name: 'x', username: 'xyz', designation: 'x', authentication: 'password', password: 'password1' }],
    ['PATCH', 'users/1', { name: 'x', designation: 'x' }],
    ['POST', 'users/1/password', { password: 'password1' }],
    ['POST', 'languages/2/enable'],
    ['POST', 'languages/2/disable'],
    ['POST', 'user/settings', { property_name: 'x', primary_color: '#FC4500' }],
    ['POST', 'user/settings/property-image'],
    ['DELETE', 'user/settings/property-image'],
    ['POST', 'user/settings/default-image'],
    ['DELETE', 'user/settings/default-image'],
    ['GET', 'pms'],
    ['GET', 'rooms/manual-rooms'],
    ['POST', 'rooms/manual-rooms', { numbers: ['101'] }],
  ];
  let token: string;
  beforeAll(async () => {
    // Every permission except the administrator's.
    token = (
      await createStaff(api, owner, 'no-admin', {
        [PERMISSION.manageHotelContent]: { objects: 'all' },
        [PERMISSION.manageMap]: { objects: 'all' },
        [PERMISSION.appEditor]: { objects: 'all' },
      })
    ).token;
  });

  it.each(adminRoutes)('%s %s', async (method, path, json) => {
    const res = await api.request(method, path, { token, json });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: STATUS_MESSAGES[403] });
  });

  it('while the routes for any user still answer', async () => {
    for (const path of ['auth/me', 'languages', 'languages/available', 'user/settings']) {
      expect((await api.get(path, { token })).status, path).toBe(200);
    }
  });
});
