import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiError, type Paged, type User } from '@atoll/contract';
import { BUSY_RESORT, mockDb, resetMockStore, scenarioTokens } from './index';
import { call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort', 'newCompany'));

const admin = scenarioTokens.busyResort.admin;
const list = (query: string, token: string = admin) => call<Paged<User>>('GET', `users?${query}`, { token });

describe('GET users', () => {
  it('pages with meta and sorts by name by default', async () => {
    const first = await list('');
    expect(first.body.meta).toEqual({ total: 35, page: 1, limit: 10 });
    expect(first.body.data).toHaveLength(10);
    const names = first.body.data.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names[0]).toBe('Ahmed Naseem');

    const last = await list('page=4&limit=10');
    expect(last.body.data).toHaveLength(5);
    expect(last.body.meta).toEqual({ total: 35, page: 4, limit: 10 });
    expect((await list('page=9')).body.data).toEqual([]);
  });

});

describe('GET users order, like PostgreSQL', () => {
  it('ignores case and puts users without a designation last ascending, first descending', async () => {
    const owner = scenarioTokens.newCompany.owner;
    // Sign-up gives owners a designation now; a user stored before that has none.
    const maya = mockDb.users.find((u) => u.username === 'maya' && u.is_owner);
    if (maya) maya.designation = null;
    for (const [name, username, designation] of [['Zed Ali', 'zed', 'barista'], ['amal Faiz', 'amal', 'Chef']]) {
      await call('POST', 'users', { token: owner, body: { name, username, designation, authentication: 'password', password: 'password-1' } });
    }
    const byName = await list('order_by=name:ASC', owner);
    expect(byName.body.data.map((u) => u.name)).toEqual(['amal Faiz', 'Maya Rasheed', 'Zed Ali']);
    const ascending = await list('order_by=designation:ASC', owner);
    expect(ascending.body.data.map((u) => u.designation)).toEqual(['barista', 'Chef', null]);
    const descending = await list('order_by=designation:DESC', owner);
    expect(descending.body.data.map((u) => u.designation)).toEqual([null, 'Chef', 'barista']);
  });
});

describe('users CRUD', () => {

  it('invites an e-mail user with an activation link', async () => {
    const created = await call<{ data: User }>('POST', 'users', {
      token: admin,
      body: { name: 'Ivan Petrov', username: 'ivan', designation: 'Chef de Partie', authentication: 'email', email: 'ivan@coralatoll.example' },
    });
    expect(created.body.data.status_text).toEqual({ text: 'Invited', color: 'yellow' });
    const mail = mockDb.outbox.find((m) => m.user_id === created.body.data.id);
    expect(mail?.to).toBe('ivan@coralatoll.example');
    const lookup = await call('GET', `auth/activate?token=${mail?.activation_token}`);
    expect(lookup.body).toEqual({ data: { user: { username: 'ivan', name: 'Ivan Petrov' }, company: { domain: 'coral-atoll', name: 'Coral Atoll Resort' } } });
  });

  it('answers 422, not 500, for values of the wrong JSON type', async () => {
    const res = await call<ApiError>('POST', 'users', {
      token: admin,
      body: { name: { first: 'A' }, username: ['abc'], designation: 'Chef', authentication: 'password', password: 'password-1' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ['Must be text'], username: ['Must be text'] });
    const rooms = await call<ApiError>('POST', 'rooms/manual-rooms', { token: admin, body: { numbers: '101' } });
    expect(rooms.body.errors).toEqual({ numbers: ['Must be a list'] });
  });

  it('sets a password, which also activates an invited user', async () => {
    const id = BUSY_RESORT.invited.id;
    const short = await call<ApiError>('POST', `users/${id}/password`, { token: admin, body: { password: 'short' } });
    expect(short.body.errors).toEqual({ password: ['Password must be at least 8 characters'] });
    const set = await call<{ data: User }>('POST', `users/${id}/password`, { token: admin, body: { password: 'hawwa-set-2026' } });
    expect(set.status).toBe(200);
    expect(set.body.data.status).toBe('active');
    expect((await call('POST', 'auth/login', { body: { company: 'coral-atoll', username: 'hawwa', password: 'hawwa-set-2026' } })).status).toBe(200);
    expect((await call('GET', `auth/activate?token=${scenarioTokens.busyResort.activation}`)).status).toBe(404);
  });

});

describe('tenant isolation', () => {
  const other = scenarioTokens.newCompany.owner;

  it('keeps usernames per company and settings, languages and rooms apart', async () => {
    const sameName = await call('POST', 'users', {
      token: other,
      body: { name: 'Nadia Other', username: 'nadia', designation: 'Cook', authentication: 'password', password: 'password-1' },
    });
    expect(sameName.status).toBe(201);
    await call('POST', 'rooms/manual-rooms', { token: other, body: { numbers: ['A1'] } });
    await call('POST', 'user/settings', { token: other, body: { property_name: 'Lagoon', primary_color: '#3182CE' } });
    expect((await call<{ data: unknown[] }>('GET', 'rooms/manual-rooms', { token: admin })).body.data).toHaveLength(10);
    expect((await call<{ data: { property_name: string } }>('GET', 'user/settings', { token: admin })).body.data.property_name).toBe('Coral Atoll Resort');
  });
});
