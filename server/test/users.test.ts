import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { MSG } from '@atoll/contract';
import { activationTokens, outbox } from '../src/db/schema';
import type { ApiClient } from './support/client';
import { startWithTenant, createTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

const staff = (username: string, extra: Record<string, unknown> = {}) => ({
  name: `Name ${username}`,
  username,
  designation: 'Front desk',
  authentication: 'password',
  password: 'a-good-password',
  ...extra,
});

beforeAll(async () => ({ server, api, owner } = await startWithTenant('users-co')));
afterAll(() => server.close());

describe('users', () => {
  it('creates a user with a password who can then log in', async () => {
    const res = await api.post('users', staff('maria', { email: 'maria@users-co.test', mobile: '7771111' }), { token: owner.token });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Name maria',
      username: 'maria',
      designation: 'Front desk',
      email: 'maria@users-co.test',
      mobile: '7771111',
      status: 'active',
      status_text: { text: 'Active', color: 'green' },
      is_owner: false,
      permissions: {},
    });
    expect(res.body.data).not.toHaveProperty('password');
    expect(res.body.data).not.toHaveProperty('password_hash');
    const login = await api.post('auth/login', { company: 'users-co', username: 'maria', password: 'a-good-password' });
    expect(login.status).toBe(200);
  });

  it('validates with the spec messages', async () => {
    const res = await api.post('users', { authentication: 'password' }, { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: [MSG.fieldRequired],
      username: [MSG.fieldRequired],
      designation: [MSG.fieldRequired],
      password: [MSG.fieldRequired],
    });
    const byEmail = await api.post('users', { ...staff('x-email'), authentication: 'email', password: undefined }, { token: owner.token });
    expect(byEmail.status).toBe(422);
    expect(byEmail.body.errors).toEqual({ email: [MSG.fieldRequired] });
  });

  it('keeps usernames unique per company, ignoring case', async () => {
    await api.post('users', staff('unique-one'), { token: owner.token });
    const res = await api.post('users', staff('Unique-One'), { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ username: [MSG.usernameTaken('Unique-One')] });
  });

  it('gets and patches a user; the username is not editable', async () => {
    const created = await api.post('users', staff('patchme'), { token: owner.token });
    const id = created.body.data.id;
    const res = await api.patch(`users/${id}`, { name: 'New Name', designation: 'Manager', email: 'new@x.test', mobile: null, username: 'hacked' }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, name: 'New Name', designation: 'Manager', email: 'new@x.test', mobile: null, username: 'patchme' });
    const got = await api.get(`users/${id}`, { token: owner.token });
    expect(got.body.data).toEqual(res.body.data);
    const invalid = await api.patch(`users/${id}`, { name: '', designation: 'x', status: 'boss' }, { token: owner.token });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['name', 'status']);
  });

  it('disabling a user ends their sessions and blocks login; the owner cannot be disabled', async () => {
    const created = await api.post('users', staff('leaver'), { token: owner.token });
    const login = await api.post('auth/login', { company: 'users-co', username: 'leaver', password: 'a-good-password' });
    const token = login.body.data.auth_token.token;
    const res = await api.patch(`users/${created.body.data.id}`, { name: 'Leaver', designation: 'x', status: 'disabled' }, { token: owner.token });
    expect(res.body.data.status_text).toEqual({ text: 'Disabled', color: 'grey' });
    expect((await api.get('auth/me', { token })).status).toBe(401);
    const again = await api.post('auth/login', { company: 'users-co', username: 'leaver', password: 'a-good-password' });
    expect(again.status).toBe(422);

    const me = await api.get('auth/me', { token: owner.token });
    const self = await api.patch(`users/${me.body.data.user.id}`, { name: 'Owner', designation: 'GM', status: 'disabled' }, { token: owner.token });
    expect(self.status).toBe(422);
    expect(self.body.errors).toHaveProperty('status');
  });

  it('sets a password: the old one stops working and other sessions end', async () => {
    const created = await api.post('users', staff('resetme'), { token: owner.token });
    const login = await api.post('auth/login', { company: 'users-co', username: 'resetme', password: 'a-good-password' });
    const short = await api.post(`users/${created.body.data.id}/password`, { password: 'short' }, { token: owner.token });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: ['Password must be at least 8 characters'] });
    const res = await api.post(`users/${created.body.data.id}/password`, { password: 'brand-new-password' }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe('resetme');
    expect((await api.get('auth/me', { token: login.body.data.auth_token.token })).status).toBe(401);
    expect((await api.post('auth/login', { company: 'users-co', username: 'resetme', password: 'a-good-password' })).status).toBe(422);
    expect((await api.post('auth/login', { company: 'users-co', username: 'resetme', password: 'brand-new-password' })).status).toBe(200);
  });

  it('lists with paging, ordering and search', async () => {
    const tenant = await createTenant(api, server.url, 'list-co');
    for (const name of ['Charlie', 'alpha', 'Bravo', 'Delta', 'Echo']) {
      await api.post('users', { ...staff(`u-${name.toLowerCase()}`), name }, { token: tenant.token });
    }
    const page1 = await api.get('users?page=1&limit=2&order_by=name:ASC', { token: tenant.token });
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toEqual({ total: 6, page: 1, limit: 2 });
    expect(page1.body.data.map((u: { name: string }) => u.name)).toEqual(['alpha', 'Bravo']);
    const page3 = await api.get('users?page=3&limit=2&order_by=name:ASC', { token: tenant.token });
    expect(page3.body.data.map((u: { name: string }) => u.name)).toEqual(['Echo', 'Owner Person']);
    const byUsernameDesc = await api.get('users?order_by=username:DESC&limit=3', { token: tenant.token });
    expect(byUsernameDesc.body.data.map((u: { username: string }) => u.username)).toEqual(['u-echo', 'u-delta', 'u-charlie']);
    const search = await api.get('users?q_name=ECH', { token: tenant.token });
    expect(search.body.data.map((u: { name: string }) => u.name)).toEqual(['Echo']);
    const byUsername = await api.get('users?q_name=u-br', { token: tenant.token });
    expect(byUsername.body.meta.total).toBe(1);
    const literal = await api.get('users?q_name=%25', { token: tenant.token });
    expect(literal.body.meta.total).toBe(0);
    const status = await api.get('users?q_status=active', { token: tenant.token });
    expect(status.body.meta.total).toBe(6);
    const defaults = await api.get('users', { token: tenant.token });
    expect(defaults.body.meta).toEqual({ total: 6, page: 1, limit: 10 });
  });

  it('rejects bad list queries with 422, not 500', async () => {
    for (const query of ['page=abc', 'page=0', 'limit=100000', 'order_by=password_hash:ASC', 'q_status=boss']) {
      const res = await api.get(`users?${query}`, { token: owner.token });
      expect(res.status, query).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('non-numeric or out-of-range ids are 404', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999', '99999999999999999999']) {
      expect((await api.get(`users/${id}`, { token: owner.token })).status, id).toBe(404);
    }
  });
});

describe('invitation by e-mail and activation', () => {
  it('invites by e-mail, the link in the outbox activates and logs the user in, once', async () => {
    const created = await api.post(
      'users',
      { name: 'Invited Ina', username: 'ina', designation: 'Spa', authentication: 'email', email: 'ina@users-co.test' },
      { token: owner.token },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'invited', status_text: { text: 'Invited', color: 'yellow' } });
    // Not active yet: cannot log in.
    expect((await api.post('auth/login', { company: 'users-co', username: 'ina', password: '' })).status).toBe(422);

    const [mail] = await server.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail.to).toBe('ina@users-co.test');
    const link = /http:\/\/console\.test\/auth\/activate\?token=(\S+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(server.logs.some((l) => l.message.includes('outbox') && String(l.extra?.text).includes(link![0]))).toBe(true);
    const token = decodeURIComponent(link![1]);

    const lookup = await api.get(`auth/activate?token=${encodeURIComponent(token)}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body.data).toEqual({ user: { username: 'ina', name: 'Invited Ina' }, company: { domain: 'users-co', name: 'Company users-co' } });

    const weak = await api.post('auth/activate', { token, password: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual({ password: ['Password must be at least 8 characters'] });

    const activated = await api.post('auth/activate', { token, password: 'ina-password-1' });
    expect(activated.status).toBe(200);
    expect(activated.body.data.user).toMatchObject({ username: 'ina', status: 'active' });
    expect((await api.get('auth/me', { token: activated.body.data.auth_token.token })).status).toBe(200);
    expect((await api.post('auth/login', { company: 'users-co', username: 'ina', password: 'ina-password-1' })).status).toBe(200);

    // The token is used up.
    expect((await api.get(`auth/activate?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await api.post('auth/activate', { token, password: 'another-password' })).status).toBe(404);
  });

  it('an expired invitation is 404', async () => {
    await api.post('users', { name: 'Late Lou', username: 'lou-late', designation: 'Spa', authentication: 'email', email: 'lou@users-co.test' }, { token: owner.token });
    const [mail] = await server.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]);
    await server.database.db.update(activationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await api.get(`auth/activate?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await api.post('auth/activate', { token, password: 'lou-password-1' })).status).toBe(404);
  });

  it('setting a password for an invited user activates them and retires the link', async () => {
    const created = await api.post('users', { name: 'Direct Dee', username: 'dee-direct', designation: 'Spa', authentication: 'email', email: 'dee@users-co.test' }, { token: owner.token });
    const [mail] = await server.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]);
    const res = await api.post(`users/${created.body.data.id}/password`, { password: 'dee-password-1' }, { token: owner.token });
    expect(res.body.data.status).toBe('active');
    expect((await api.get(`auth/activate?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await api.post('auth/login', { company: 'users-co', username: 'dee-direct', password: 'dee-password-1' })).status).toBe(200);
  });

  it('unknown or missing tokens are 404', async () => {
    expect((await api.get('auth/activate?token=nope')).status).toBe(404);
    expect((await api.get('auth/activate')).status).toBe(404);
    const res = await api.post('auth/activate', { token: 'nope', password: 'long-enough-1' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
