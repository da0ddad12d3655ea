import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION } from '@atoll/contract';
import { apiClient, type ApiClient } from './support/client';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let a: Tenant;
let b: Tenant;
let bUserId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  a = await createTenant(api, server.url, 'company-a');
  b = await createTenant(api, server.url, 'company-b');
  bUserId = (await createStaff(api, b, 'b-staff')).id;
  await api.post('rooms/manual-rooms', { numbers: ['B-101'] }, { token: b.token });
  await api.post('languages/5/enable', undefined, { token: b.token });
});
afterAll(() => server.close());

describe("tenant isolation: company A's token never reaches company B", () => {
  it("B's users are 404 for A on every user route", async () => {
    const owner = b.auth.user.id;
    for (const id of [bUserId, owner]) {
      expect((await api.get(`users/${id}`, { token: a.token })).status).toBe(404);
      expect((await api.patch(`users/${id}`, { name: 'Hacked', designation: 'x', status: 'disabled' }, { token: a.token })).status).toBe(404);
      expect((await api.post(`users/${id}/password`, { password: 'hacked-password' }, { token: a.token })).status).toBe(404);
      expect(
        (await api.post('auth/permissions/update', { user_id: id, permissions: { [PERMISSION.companyAdministrator]: { objects: 'all' } } }, { token: a.token }))
          .status,
      ).toBe(404);
    }
    // Nothing changed in B.
    const bUser = await api.get(`users/${bUserId}`, { token: b.token });
    expect(bUser.body.data).toMatchObject({ name: 'Staff b-staff', status: 'active', permissions: {} });
    expect((await api.post('auth/login', { company: 'company-b', username: 'b-staff', password: 'staff-password-1' })).status).toBe(200);
  });

  it("A's lists never contain B's data", async () => {
    const users = await api.get('users?limit=100', { token: a.token });
    expect(users.body.meta.total).toBe(1);
    expect(users.body.data.map((u: { username: string }) => u.username)).toEqual(['owner']);
    const search = await api.get('users?q_name=b-staff', { token: a.token });
    expect(search.body.data).toEqual([]);
    expect((await api.get('rooms/manual-rooms', { token: a.token })).body.data).toEqual([]);
    const languages = await api.get('languages', { token: a.token });
    expect(languages.body.data.filter((l: { enabled: boolean }) => l.enabled).map((l: { code: string }) => l.code)).toEqual(['en']);
    expect((await api.get('user/settings', { token: a.token })).body.data.property_name).toBe('Company company-a');
  });

  it('the same username may exist in both companies and each logs into its own', async () => {
    await createStaff(api, a, 'b-staff');
    const login = await api.post('auth/login', { company: 'company-a', username: 'b-staff', password: 'staff-password-1' });
    expect(login.body.data.company.username).toBe('company-a');
  });
});
