import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, en } from '@atoll/contract';
import { pmsIntegrations } from '../src/db/schema';
import { tenant } from '../src/db/tenant';
import { detachRelated } from '../src/services/related';
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

// Server functions and tables the API cannot reach alike on both backends (see conformance/ for the API).
describe('scoped by company below the API', () => {
  async function created(path: string, json: unknown, token: string): Promise<number> {
    const res = await api.post(path, json, { token });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body.data.id;
  }
  const objects = async (token: string) => ({
    information: await created('information', { name: en('Rules'), description: en('d'), content_type: 'text', sort_order: 0 }, token),
    event: await created('events/recurring', { name: en('Aqua gym'), start_time: '09:00', end_time: '10:00', weekly_recurring_day: [2] }, token),
  });

  it('detachRelated touches only the given type, ids and company', async () => {
    const mine = await objects(a.token);
    const theirs = await objects(b.token);
    const myLink = await created('promotions', { name: 'mine', related_type: 'event', related_id: mine.event }, a.token);
    const theirLink = await created('promotions', { name: 'theirs', related_type: 'event', related_id: theirs.event }, b.token);
    const sameIdOtherType = await created('promotions', { name: 'info', related_type: 'information', related_id: mine.information }, a.token);
    // Their company, my event's id: nothing of mine changes.
    await detachRelated(tenant(server.database.db, b.auth.company.id), 'event', [mine.event]);
    expect((await api.get(`promotions/${myLink}`, { token: a.token })).body.data.related_id).toBe(mine.event);
    await detachRelated(tenant(server.database.db, a.auth.company.id), 'event', [mine.event, mine.information]);
    expect((await api.get(`promotions/${myLink}`, { token: a.token })).body.data.related_id).toBeNull();
    expect((await api.get(`promotions/${sameIdOtherType}`, { token: a.token })).body.data.related_id).toBe(mine.information);
    expect((await api.get(`promotions/${theirLink}`, { token: b.token })).body.data.related_id).toBe(theirs.event);
    await detachRelated(tenant(server.database.db, a.auth.company.id), 'event', []);
  });

  it('pms is an empty list until an integration exists, then shows its status, per company', async () => {
    expect((await api.get('pms', { token: a.token })).body).toEqual({ data: [] });
    const syncedAt = new Date('2026-01-02T03:04:05.000Z');
    await server.database.db.insert(pmsIntegrations).values({ companyId: a.auth.company.id, integration: 'Opera Cloud', status: 'connected', lastSyncedAt: syncedAt });
    await server.database.db.insert(pmsIntegrations).values({ companyId: b.auth.company.id, integration: 'Mews', status: 'error' });
    expect((await api.get('pms', { token: a.token })).body.data).toEqual([
      { id: expect.any(Number), integration: 'Opera Cloud', ui_status: { text: 'Connected', color: 'green' }, last_synced_at: syncedAt.toISOString() },
    ]);
    expect((await api.get('pms', { token: b.token })).body.data).toEqual([
      { id: expect.any(Number), integration: 'Mews', ui_status: { text: 'Error', color: 'red' }, last_synced_at: null },
    ]);
  });
});
