import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, type ApiError, type Paged, type User } from '@atoll/contract';
import { BUSY_RESORT, NEW_COMPANY, mockDb, resetMockStore, scenarioTokens } from './index';
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

  it('sorts by order_by key:ASC|DESC', async () => {
    const byUpdated = await list('order_by=updated:DESC&limit=3');
    expect(byUpdated.body.data.map((u) => u.username)).toEqual(['hawwa', 'nadia', 'ahmed']);
    const byUsernameDesc = await list('order_by=username:DESC&limit=2');
    expect(byUsernameDesc.body.data.map((u) => u.username)).toEqual(['zuhair', 'zeena']);
    const byDesignation = await list('order_by=designation:DESC&limit=1');
    expect(byDesignation.body.data[0].designation).toBe('Yoga Instructor');
    const byStatus = await list('order_by=status:ASC&limit=50');
    expect(byStatus.body.data.map((u) => u.status)).toEqual([...byStatus.body.data.map((u) => u.status)].sort());
  });

  it('searches q_name in name and username, and filters q_status', async () => {
    const byName = await list('q_name=ZAHRA');
    expect(byName.body.data.map((u) => u.username)).toEqual(['zahra']);
    const byUsername = await list('q_name=hmoo');
    expect(byUsername.body.data.map((u) => u.name)).toEqual(['Hassan Moosa']);
    const invited = await list('q_status=invited&limit=50');
    expect(invited.body.meta.total).toBe(5);
    expect(invited.body.data.every((u) => u.status === 'invited' && u.status_text.text === 'Invited')).toBe(true);
    const both = await list('q_status=disabled&q_name=giulia');
    expect(both.body.data.map((u) => u.name)).toEqual(['Giulia Romano']);
  });
});

describe('GET users order, like PostgreSQL', () => {
  it('ignores case and puts users without a designation last ascending, first descending', async () => {
    const owner = scenarioTokens.newCompany.owner;
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

describe('GET users query', () => {
  it('answers 422 for a bad page, limit, order_by or q_status, as the server does', async () => {
    const res = await list('page=x&limit=500&order_by=password:ASC&q_status=gone');
    expect(res.status).toBe(422);
    expect((res.body as unknown as ApiError).errors).toEqual({
      page: ['Page must be a number'],
      limit: ['limit must be less than or equal to 100'],
      order_by: ['Order by one of: name, username, designation, status, updated'],
      q_status: ['q_status must be one of the following values: active, invited, disabled'],
    });
  });
});

describe('users CRUD', () => {
  it('creates a password user who appears in the list and can log in', async () => {
    const created = await call<{ data: User }>('POST', 'users', {
      token: admin,
      body: { name: 'Rania Latheef', username: 'rania', designation: 'Receptionist', authentication: 'password', password: 'rania-pass-1', email: 'rania@coralatoll.example' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Rania Latheef', username: 'rania', status: 'active', permissions: {}, is_owner: false, mobile: null });
    expect(created.body.data).not.toHaveProperty('password');

    const found = await list('q_name=rania');
    expect(found.body.data.map((u) => u.id)).toEqual([created.body.data.id]);
    expect((await call('GET', `users/${created.body.data.id}`, { token: admin })).body).toEqual({ data: created.body.data });
    const login = await call('POST', 'auth/login', { body: { company: 'coral-atoll', username: 'rania', password: 'rania-pass-1' } });
    expect(login.status).toBe(200);
  });

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

  it('answers 422 with the contract messages and a taken username', async () => {
    const empty = await call<ApiError>('POST', 'users', { token: admin, body: { authentication: 'password', username: 'ab', password: 'short' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: [MSG.fieldRequired],
      username: ['Username must be at least 3 characters'],
      designation: [MSG.fieldRequired],
      password: ['Password must be at least 8 characters'],
    });
    const noEmail = await call<ApiError>('POST', 'users', { token: admin, body: { name: 'A', username: 'abc', designation: 'B', authentication: 'email' } });
    expect(noEmail.body.errors).toEqual({ email: [MSG.fieldRequired] });
    const taken = await call<ApiError>('POST', 'users', {
      token: admin,
      body: { name: 'Other Nadia', username: 'Nadia', designation: 'Chef', authentication: 'password', password: 'password-1' },
    });
    expect(taken.body.errors).toEqual({ username: [MSG.usernameTaken('Nadia')] });
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

  it('updates a user but never the username, and disables and re-enables', async () => {
    const id = BUSY_RESORT.staff.id;
    const patched = await call<{ data: User }>('PATCH', `users/${id}`, {
      token: admin,
      body: { name: 'Nadia S.', designation: 'Head of Guest Relations', username: 'changed', mobile: '' },
    });
    expect(patched.body.data).toMatchObject({ name: 'Nadia S.', designation: 'Head of Guest Relations', username: 'nadia', mobile: null });

    const disabled = await call<{ data: User }>('PATCH', `users/${id}`, { token: admin, body: { name: 'Nadia S.', designation: 'x', status: 'disabled' } });
    expect(disabled.body.data.status_text).toEqual({ text: 'Disabled', color: 'grey' });
    expect((await call('GET', 'auth/me', { token: scenarioTokens.busyResort.staff })).status).toBe(401);
    const enabled = await call<{ data: User }>('PATCH', `users/${id}`, { token: admin, body: { name: 'Nadia S.', designation: 'x', status: 'active' } });
    expect(enabled.body.data.status).toBe('active');

    const owner = await call<ApiError>('PATCH', `users/${BUSY_RESORT.owner.id}`, { token: admin, body: { name: 'A', designation: 'B', status: 'disabled' } });
    expect(owner.body.errors).toEqual({ status: ['The company owner cannot be disabled'] });
    const invited = await call<ApiError>('PATCH', `users/${BUSY_RESORT.invited.id}`, { token: admin, body: { name: 'A', designation: 'B', status: 'active' } });
    expect(invited.body.errors).toEqual({ status: ['The user has not activated the account yet'] });

    const invalid = await call<ApiError>('PATCH', `users/${id}`, { token: admin, body: { name: ' ', designation: '', email: 'not-mail' } });
    expect(invalid.body.errors).toEqual({ name: [MSG.fieldRequired], designation: [MSG.fieldRequired], email: ['Enter a valid e-mail address'] });
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

  it('signs the user out elsewhere on a new password, but keeps the admin who set it signed in', async () => {
    const staff = scenarioTokens.busyResort.staff;
    await call('POST', `users/${BUSY_RESORT.staff.id}/password`, { token: admin, body: { password: 'nadia-new-2026' } });
    expect((await call('GET', 'auth/me', { token: staff })).status).toBe(401);
    expect((await call('GET', 'auth/me', { token: admin })).status).toBe(200);
    const self = await call('POST', `users/${BUSY_RESORT.admin.id}/password`, { token: admin, body: { password: 'ibrahim-new-2026' } });
    expect(self.status).toBe(200);
    expect((await call('GET', 'auth/me', { token: admin })).status).toBe(200);
  });

  it('answers 404 for unknown ids', async () => {
    for (const path of ['users/99999', 'users/abc', 'users/1e3', 'users/0']) {
      expect((await call<ApiError>('GET', path, { token: admin })).body).toMatchObject({ code: 'NOT_FOUND', message: 'Record does not exist' });
    }
    expect((await call('PATCH', 'users/99999', { token: admin, body: { name: 'a', designation: 'b' } })).status).toBe(404);
    expect((await call('POST', 'users/99999/password', { token: admin, body: { password: 'password-1' } })).status).toBe(404);
  });
});

describe('permissions', () => {
  const staff = scenarioTokens.busyResort.staff;

  it('answers 403 FORBIDDEN to a user without company-administrator, on every admin call', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', 'users'],
      ['GET', `users/${BUSY_RESORT.admin.id}`],
      ['POST', 'users', { name: 'a' }],
      ['PATCH', `users/${BUSY_RESORT.admin.id}`, { name: 'a' }],
      ['POST', `users/${BUSY_RESORT.admin.id}/password`, { password: 'password-1' }],
      ['GET', 'auth/permissions'],
      ['POST', 'auth/permissions/update', { user_id: BUSY_RESORT.staff.id, permissions: {} }],
      ['POST', 'user/settings', { property_name: 'x', primary_color: '#FC4500' }],
      ['POST', 'languages/2/enable'],
      ['GET', 'pms'],
      ['GET', 'rooms/manual-rooms'],
      ['POST', 'rooms/manual-rooms', { numbers: ['1'] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await call<ApiError>(method, path, { token: staff, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'User is authorized but does not have permission for the action' });
    }
    expect((await call('GET', 'user/settings', { token: staff })).status).toBe(200);
    expect((await call('GET', 'languages', { token: staff })).status).toBe(200);
  });

  it('lists the catalogue and updates a user; owner-level permissions are kept', async () => {
    const catalogue = await call<{ data: Array<{ group: string }> }>('GET', 'auth/permissions', { token: admin });
    expect(catalogue.body.data.map((g) => g.group)).toEqual(['Hotel', 'Guests', 'Requests', 'Map', 'Tasks', 'Admin']);

    const updated = await call<{ data: User }>('POST', 'auth/permissions/update', {
      token: admin,
      body: { user_id: BUSY_RESORT.staff.id, permissions: { 'company-administrator': { objects: 'all' }, 'read-facility-requests': { objects: [4] }, 'company-owner': { objects: 'all' } } },
    });
    expect(updated.body.data.permissions).toEqual({ 'read-facility-requests': { objects: [4] }, 'company-administrator': { objects: 'all' } });
    expect((await call('GET', 'users', { token: staff })).status).toBe(200);

    const owner = await call<{ data: User }>('POST', 'auth/permissions/update', { token: admin, body: { user_id: BUSY_RESORT.owner.id, permissions: {} } });
    expect(owner.body.data.permissions).toEqual({ 'company-owner': { objects: 'all' } });

    const bad = await call<ApiError>('POST', 'auth/permissions/update', {
      token: admin,
      body: { user_id: BUSY_RESORT.staff.id, permissions: { 'manage-map': { objects: [1] }, 'read-facility-requests': { objects: [0] }, 'fly-drones': { objects: 'all' } } },
    });
    expect(bad.body.errors).toEqual({
      'permissions.manage-map': ["This permission covers 'all' objects"],
      'permissions.read-facility-requests': ["Choose 'all' or a list of facility ids"],
      'permissions.fly-drones': ['Unknown permission'],
    });
    const list = await call<ApiError>('POST', 'auth/permissions/update', { token: admin, body: { user_id: BUSY_RESORT.staff.id, permissions: [] } });
    expect(list.body.errors).toEqual({ permissions: ['Permissions must be an object'] });
  });

  it('keeps the owner an administrator through company-owner alone', async () => {
    const owner = scenarioTokens.busyResort.owner;
    await call('POST', 'auth/permissions/update', { token: owner, body: { user_id: BUSY_RESORT.owner.id, permissions: {} } });
    expect((await call('GET', 'users', { token: owner })).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  const other = scenarioTokens.newCompany.owner;

  it('never shows or changes another company\'s users', async () => {
    const theirs = await list('limit=100', other);
    expect(theirs.body.data.map((u) => u.username)).toEqual(['maya']);
    expect(theirs.body.meta.total).toBe(1);
    const ours = await list('limit=100');
    expect(ours.body.data.some((u) => u.id === NEW_COMPANY.owner.id)).toBe(false);

    const nadia = BUSY_RESORT.staff.id;
    expect((await call('GET', `users/${nadia}`, { token: other })).status).toBe(404);
    expect((await call('PATCH', `users/${nadia}`, { token: other, body: { name: 'x', designation: 'y' } })).status).toBe(404);
    expect((await call('POST', `users/${nadia}/password`, { token: other, body: { password: 'taken-over-1' } })).status).toBe(404);
    expect((await call('POST', 'auth/permissions/update', { token: other, body: { user_id: nadia, permissions: {} } })).status).toBe(404);
    expect(mockDb.users.find((u) => u.id === nadia)?.name).toBe('Nadia Shareef');
  });

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
