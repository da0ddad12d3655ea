/** Users (Admin › Users): create, validation, uniqueness, patch, disable, password, paging and search, tenancy, permissions. */
import { expect, it } from 'vitest';
import { MIN_LENGTH, MSG } from '@atoll/contract';
import { defineGroup, type RouteKey, type Json } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo } from '../helpers';

const staff = (username: string, extra: Record<string, unknown> = {}) => ({
  name: `Name ${username}`,
  username,
  designation: 'Front desk',
  authentication: 'password',
  password: 'a-good-password',
  ...extra,
});

const COVERS: RouteKey[] = [
  'GET users',
  'GET users/:id',
  'POST users',
  'PATCH users/:id',
  'POST users/:id/active',
  'POST users/:id/password',
];

export const users = defineGroup(COVERS, (api, who) => {
  const post = (body: Json) => create(api, 'users', who().ownerA, body);
  const login = (username: string, password = 'a-good-password') =>
    api.call('POST', 'auth/login', { body: { company: who().domainA, username, password } });

  it('creates a user with a password who can then log in; no password in the answer', async () => {
    const maria = await post(staff('conf-maria', { email: 'maria@users-co.test', mobile: '7771111' }));
    expect(maria).toMatchObject({
      name: 'Name conf-maria',
      username: 'conf-maria',
      designation: 'Front desk',
      email: 'maria@users-co.test',
      mobile: '7771111',
      status: 'active',
      status_text: { text: 'Active', color: 'green' },
      is_owner: false,
      permissions: {},
    });
    expect(maria).not.toHaveProperty('password');
    expect(maria).not.toHaveProperty('password_hash');
    expect((await login('conf-maria')).status).toBe(200);
  });

  it('validates with the contract messages; usernames unique per company, ignoring case', async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'users', { token, body: { authentication: 'password' } }))).toEqual({
      name: [MSG.fieldRequired],
      username: [MSG.fieldRequired],
      designation: [MSG.fieldRequired],
      password: [MSG.fieldRequired],
    });
    const byEmail = await api.call('POST', 'users', { token, body: { ...staff('conf-x-email'), authentication: 'email', password: undefined } });
    expect(errorsOf(byEmail)).toEqual({ email: [MSG.fieldRequired] });
    await post(staff('conf-unique'));
    expect(errorsOf(await api.call('POST', 'users', { token, body: staff('Conf-Unique') }))).toEqual({ username: [MSG.usernameTaken('Conf-Unique')] });
  });

  it('gets and patches a user; the username is not editable', async () => {
    const token = who().ownerA;
    const { id } = await post(staff('conf-patchme'));
    const patched = dataOf(await api.call('PATCH', `users/${id}`, { token, body: { name: 'New Name', designation: 'Manager', email: 'new@x.test', mobile: null, username: 'hacked' } }));
    expect(patched).toMatchObject({ id, name: 'New Name', designation: 'Manager', email: 'new@x.test', mobile: null, username: 'conf-patchme' });
    expect(dataOf(await api.call('GET', `users/${id}`, { token }))).toEqual(patched);
    const invalid = await api.call('PATCH', `users/${id}`, { token, body: { name: '', designation: 'x', status: 'boss' } });
    expect(Object.keys(errorsOf(invalid)).sort()).toEqual(['name', 'status']);
  });

  it('disabling a user ends their sessions and blocks login; the owner cannot be disabled', async () => {
    const token = who().ownerA;
    const { id } = await post(staff('conf-leaver'));
    const session = (await login('conf-leaver')).body.data.auth_token.token;
    const disabled = dataOf(await api.call('PATCH', `users/${id}`, { token, body: { name: 'Leaver', designation: 'x', status: 'disabled' } }));
    expect(disabled.status_text).toEqual({ text: 'Disabled', color: 'grey' });
    expect((await api.call('GET', 'auth/me', { token: session })).status).toBe(401);
    expect((await login('conf-leaver')).status).toBe(422);
    const me = dataOf(await api.call('GET', 'auth/me', { token }));
    const self = await api.call('PATCH', `users/${me.user.id}`, { token, body: { name: 'Owner', designation: 'GM', status: 'disabled' } });
    expect(errorsOf(self)).toHaveProperty('status');
  });

  it('Set Inactive ends the sessions and blocks login, Set Active lets the user back in; not the owner, not an invited user', async () => {
    const token = who().ownerA;
    const { id } = await post(staff('conf-onoff'));
    const session = (await login('conf-onoff')).body.data.auth_token.token;
    const inactive = dataOf(await api.call('POST', `users/${id}/active`, { token, body: { active: false } }));
    expect(inactive).toMatchObject({ id, status: 'disabled', status_text: { text: 'Disabled', color: 'grey' }, designation: 'Front desk' });
    expect((await api.call('GET', 'auth/me', { token: session })).status).toBe(401);
    expect((await login('conf-onoff')).status).toBe(422);
    expect(dataOf(await api.call('POST', `users/${id}/active`, { token, body: { active: true } }))).toMatchObject({ status: 'active' });
    expect((await login('conf-onoff')).status).toBe(200);

    expect(Object.keys(errorsOf(await api.call('POST', `users/${id}/active`, { token, body: {} })))).toEqual(['active']);
    const me = dataOf(await api.call('GET', 'auth/me', { token }));
    expect(Object.keys(errorsOf(await api.call('POST', `users/${me.user.id}/active`, { token, body: { active: false } })))).toEqual(['active']);
    const invited = await post(staff('conf-invitee', { authentication: 'email', email: 'invitee@users-co.test', password: undefined }));
    expect(Object.keys(errorsOf(await api.call('POST', `users/${invited.id}/active`, { token, body: { active: true } })))).toEqual(['active']);
  });

  it('the owner can save their own profile as it is (sign-up gives them a designation)', async () => {
    const token = who().ownerA;
    const { user } = dataOf(await api.call('GET', 'auth/me', { token }));
    expect(user.designation).toEqual(expect.any(String));
    const saved = await api.call('PATCH', `users/${user.id}`, { token, body: { name: user.name, designation: user.designation, email: user.email, mobile: user.mobile } });
    expect(dataOf(saved)).toMatchObject({ id: user.id, designation: user.designation });
  });

  it('sets a password: the old one stops working and other sessions end', async () => {
    const token = who().ownerA;
    const { id } = await post(staff('conf-resetme'));
    const session = (await login('conf-resetme')).body.data.auth_token.token;
    expect(errorsOf(await api.call('POST', `users/${id}/password`, { token, body: { password: 'short' } }))).toEqual({ password: [`Password must be at least ${MIN_LENGTH.password} characters`] });
    expect(dataOf(await api.call('POST', `users/${id}/password`, { token, body: { password: 'brand-new-password' } })).username).toBe('conf-resetme');
    expect((await api.call('GET', 'auth/me', { token: session })).status).toBe(401);
    expect((await login('conf-resetme')).status).toBe(422);
    expect((await login('conf-resetme', 'brand-new-password')).status).toBe(200);
  });

  it('lists with paging meta, ordering and search', async () => {
    const token = who().ownerA;
    for (const name of ['Charlie', 'alpha', 'Bravo', 'Delta', 'Echo']) await post({ ...staff(`zq-${name.toLowerCase()}`), name: `Zq ${name}` });
    const page = async (query: string) => {
      const res = await api.call('GET', `users?${query}`, { token });
      expect(res.status, query).toBe(200);
      return res.body as { data: Json[]; meta: Json };
    };
    const page1 = await page('q_name=zq&page=1&limit=2&order_by=name:ASC');
    expect(page1.meta).toEqual({ total: 5, page: 1, limit: 2 });
    expect(page1.data.map((u) => u.name)).toEqual(['Zq alpha', 'Zq Bravo']);
    expect((await page('q_name=zq&page=3&limit=2&order_by=name:ASC')).data.map((u) => u.name)).toEqual(['Zq Echo']);
    expect((await page('q_name=zq-&order_by=username:DESC&limit=3')).data.map((u) => u.username)).toEqual(['zq-echo', 'zq-delta', 'zq-charlie']);
    expect((await page('q_name=ZQ ECH')).data.map((u) => u.name)).toEqual(['Zq Echo']);
    expect((await page('q_name=zq-br')).meta.total).toBe(1);
    expect((await page('q_name=%25')).meta.total).toBe(0);
    expect((await page('q_name=zq&q_status=active')).meta.total).toBe(5);
    expect((await page('')).meta).toMatchObject({ page: 1, limit: 10 });
    for (const query of ['page=abc', 'page=0', 'limit=100000', 'order_by=password_hash:ASC', 'q_status=boss']) {
      const res = await api.call('GET', `users?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it("non-numeric or out-of-range ids and another company's users are 404; company administrators only", async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999', '99999999999999999999']) {
      expect((await api.call('GET', `users/${id}`, { token: who().ownerA })).status, id).toBe(404);
    }
    const { id } = await post(staff('conf-private'));
    await expectMissingTo(api, who().ownerB, [
      ['GET', `users/${id}`],
      ['PATCH', `users/${id}`, { name: 'x', designation: 'x' }],
      ['POST', `users/${id}/password`, { password: 'long-enough-1' }],
      ['POST', `users/${id}/active`, { active: false }],
    ]);
    await expectGuarded(api, who().staffA, [
      ['GET', 'users'],
      ['POST', 'users', staff('conf-nope')],
      ['GET', `users/${id}`],
      ['PATCH', `users/${id}`, { name: 'x', designation: 'x' }],
      ['POST', `users/${id}/password`, { password: 'long-enough-1' }],
      ['POST', `users/${id}/active`, { active: false }],
    ]);
    expect(dataOf(await api.call('GET', `users/${id}`, { token: who().adminA })).username).toBe('conf-private');
  });
});
