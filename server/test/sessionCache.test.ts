/**
 * The session cache (http/auth.ts, docs/adr/0057-api-speed.md): a session's lookup is reused for a moment, yet a
 * logout, a user disabled, a password set or permissions changed take effect on the very next request, and a
 * 'sessions' message on the cluster channel (another instance's change) drops the lookups it names.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION } from '@atoll/contract';
import { channelOf } from '../src/cluster/channel';
import { users } from '../src/db/schema';
import { SESSION_CACHE_MS } from '../src/http/auth';
import type { ApiClient } from './support/client';
import { createStaff, startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => {
  ({ server, api, owner } = await startWithTenant('session-cache'));
}, 60_000);
afterAll(() => server.close());

const content = { [PERMISSION.manageHotelContent]: { objects: 'all' as const } };
/** A call that needs manage-hotel-content. */
const facilities = (token: string) => api.get('facilities', { token });

describe('the session cache', () => {
  it('is in use: a permission taken away behind the server\'s back (straight in the database) still opens the route for a moment', async () => {
    const staff = await createStaff(api, owner, 'behind-back', content);
    expect((await facilities(staff.token)).status).toBe(200);
    await server.database.db.update(users).set({ permissions: {} }).where(eq(users.id, staff.id));
    const started = Date.now();
    const again = await facilities(staff.token);
    // Only meaningful within the cache's time (a loaded machine may take longer between the two calls).
    if (Date.now() - started < SESSION_CACHE_MS / 2) expect(again.status).toBe(200);
    // …and another instance's message about the user drops it at once.
    channelOf(server.database.db).publish('sessions', { userId: staff.id });
    expect((await facilities(staff.token)).status).toBe(403);
  });

  it('a logout ends the session on the next request', async () => {
    const staff = await createStaff(api, owner, 'logs-out', content);
    expect((await api.get('auth/me', { token: staff.token })).status).toBe(200);
    expect((await api.post('auth/logout', {}, { token: staff.token })).status).toBe(200);
    expect((await api.get('auth/me', { token: staff.token })).status).toBe(401);
  });

  it('a user disabled by an administrator is out on the next request', async () => {
    const staff = await createStaff(api, owner, 'disabled', content);
    expect((await facilities(staff.token)).status).toBe(200);
    expect((await api.post(`users/${staff.id}/active`, { active: false }, { token: owner.token })).status).toBe(200);
    expect((await facilities(staff.token)).status).toBe(401);
  });

  it('permissions taken away by an administrator apply on the next request; given back, too', async () => {
    const staff = await createStaff(api, owner, 'demoted', content);
    expect((await facilities(staff.token)).status).toBe(200);
    expect((await api.post('auth/permissions/update', { user_id: staff.id, permissions: {} }, { token: owner.token })).status).toBe(200);
    expect((await facilities(staff.token)).status).toBe(403);
    expect((await api.post('auth/permissions/update', { user_id: staff.id, permissions: content }, { token: owner.token })).status).toBe(200);
    expect((await facilities(staff.token)).status).toBe(200);
  });

  it('a password set by an administrator signs the user\'s other sessions out on the next request', async () => {
    const staff = await createStaff(api, owner, 'new-password', content);
    expect((await facilities(staff.token)).status).toBe(200);
    expect((await api.post(`users/${staff.id}/password`, { password: 'another-password-2' }, { token: owner.token })).status).toBe(200);
    expect((await facilities(staff.token)).status).toBe(401);
  });

  it('a message naming the company, or naming nothing, drops the company\'s lookups too', async () => {
    const staff = await createStaff(api, owner, 'by-company', content);
    expect((await facilities(staff.token)).status).toBe(200);
    await server.database.db.update(users).set({ permissions: {} }).where(eq(users.id, staff.id));
    channelOf(server.database.db).publish('sessions', { companyId: owner.auth.company.id });
    expect((await facilities(staff.token)).status).toBe(403);
    await server.database.db.update(users).set({ permissions: content }).where(eq(users.id, staff.id));
    channelOf(server.database.db).publish('sessions', null);
    expect((await facilities(staff.token)).status).toBe(200);
  });
});
