/**
 * Login, me, logout and permissions. Sign-up and its captcha are in signup.ts; throttling and
 * expired sessions need the server's clock and tables (server/test/auth.test.ts).
 */
import { expect, it } from 'vitest';
import { API_TEXT, MSG, PERMISSION, PERMISSION_GROUPS, STATUS_MESSAGES, TEXT_MAX, en } from '@atoll/contract';
import { defineGroup, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded } from '../helpers';

const PASSWORD = 'a-good-password';

const COVERS: RouteKey[] = [
  'POST auth/login',
  'POST auth/logout',
  'GET auth/me',
  'GET auth/permissions',
  'POST auth/permissions/update',
];

export const auth = defineGroup(COVERS, (api, who) => {
  const login = (body: unknown) => api.call('POST', 'auth/login', { body });
  const person = (username: string) =>
    create(api, 'users', who().ownerA, { name: `Name ${username}`, username, designation: 'Desk', authentication: 'password', password: PASSWORD });

  it('bad input: keys named after built-in members are ignored; texts have a limit; a form body is 415', async () => {
    await person('conf-proto');
    const good = JSON.stringify({ company: who().domainA, username: 'conf-proto', password: PASSWORD }).slice(0, -1);
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const res = await api.call('POST', 'auth/login', { raw: `${good},"${key}":{"polluted":1}}` });
      expect(res.status, key).toBe(200);
    }
    expect(errorsOf(await login({ company: who().domainA, username: 'u'.repeat(TEXT_MAX.username + 1), password: 'x' }))).toEqual({
      username: [MSG.tooLong(TEXT_MAX.username)],
    });
    const form = new FormData();
    form.append('name', 'Sneaky');
    const multipart = await api.call('POST', 'rooms/types', { token: who().ownerA, form });
    expect(multipart.status).toBe(415);
    expect(multipart.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: STATUS_MESSAGES[415] });
  });

  it('login answers every wrong part with the same form-level message', async () => {
    await person('conf-login');
    const domain = who().domainA;
    for (const attempt of [
      { company: 'no-such-company-xyz', username: 'conf-login', password: PASSWORD },
      { company: domain, username: 'nobody-here', password: PASSWORD },
      { company: domain, username: 'conf-login', password: 'wrong password' },
    ]) {
      const res = await login(attempt);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: MSG.loginFailed, errors: { password: [MSG.loginFailed] } });
    }
    expect(errorsOf(await login({ company: ' ', username: '' }))).toEqual({
      company: [MSG.loginCompany],
      username: [MSG.loginUsername],
      password: [MSG.loginPassword],
    });
  });

  it('accepts the company domain and username in any case, a new token on each login', async () => {
    await person('conf-case');
    const first = dataOf(await login({ company: who().domainA.toUpperCase(), username: 'CONF-CASE', password: PASSWORD }));
    const second = dataOf(await login({ company: who().domainA, username: 'conf-case', password: PASSWORD }));
    expect(first.auth_token.token).not.toBe(second.auth_token.token);
  });

  it('auth/me returns the user and company; logout revokes exactly that token; 401 without or with a made-up token', async () => {
    await person('conf-me');
    const credentials = { company: who().domainA, username: 'conf-me', password: PASSWORD };
    const token = dataOf(await login(credentials)).auth_token.token;
    const other = dataOf(await login(credentials)).auth_token.token;
    const me = dataOf(await api.call('GET', 'auth/me', { token }));
    expect(me.user.username).toBe('conf-me');
    expect(me.company.username).toBe(who().domainA);
    expect(me.auth_token).toBeUndefined();
    expect(await api.call('POST', 'auth/logout', { token })).toEqual({ status: 200, body: { data: null } });
    const after = await api.call('GET', 'auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'UNAUTHORIZED', message: STATUS_MESSAGES[401] });
    expect((await api.call('GET', 'auth/me', { token: other })).status).toBe(200);
    expect((await api.call('GET', 'auth/me')).status).toBe(401);
    expect((await api.call('GET', 'auth/me', { token: 'made-up' })).status).toBe(401);
    expect((await api.call('POST', 'auth/logout')).status).toBe(401);
  });

  it('permissions: the catalogue; facility-scoped grants list ids (deduplicated), company ones are all; validated', async () => {
    const token = who().ownerA;
    expect(dataOf(await api.call('GET', 'auth/permissions', { token }))).toEqual(PERMISSION_GROUPS);
    const editor = await person('conf-editor');
    const [f1, f2] = [await create(api, 'facilities', token, { name: en('Grant one') }), await create(api, 'facilities', token, { name: en('Grant two') })];
    const permissions = { [PERMISSION.manageHotelContent]: { objects: 'all' }, [PERMISSION.readFacilityRequests]: { objects: [f2.id, f1.id, f2.id] } };
    const updated = dataOf(await api.call('POST', 'auth/permissions/update', { token, body: { user_id: editor.id, permissions } }));
    expect(updated.permissions).toEqual({ 'manage-hotel-content': { objects: 'all' }, 'read-facility-requests': { objects: [f2.id, f1.id] } });
    // Another company's facility (or none at all) cannot be granted: 422 on the grant.
    const foreign = await create(api, 'facilities', who().ownerB, { name: en('Not yours') });
    for (const id of [foreign.id, 999_999]) {
      const refused = { user_id: editor.id, permissions: { [PERMISSION.readFacilityRequests]: { objects: [f1.id, id] } } };
      expect(errorsOf(await api.call('POST', 'auth/permissions/update', { token, body: refused }))).toEqual({
        [`permissions.${PERMISSION.readFacilityRequests}`]: [API_TEXT.unknownFacility],
      });
    }
    const invalid = { user_id: editor.id, permissions: { 'launch-rockets': { objects: 'all' }, 'manage-map': { objects: [1] } } };
    expect(Object.keys(errorsOf(await api.call('POST', 'auth/permissions/update', { token, body: invalid }))).sort()).toEqual([
      'permissions.launch-rockets',
      'permissions.manage-map',
    ]);
    expect(Object.keys(errorsOf(await api.call('POST', 'auth/permissions/update', { token, body: {} }))).sort()).toEqual(['permissions', 'user_id']);
    await expectGuarded(api, who().staffA, [['GET', 'auth/permissions'], ['POST', 'auth/permissions/update', { user_id: editor.id, permissions: {} }]]);
    expect((await api.call('GET', 'auth/permissions', { token: who().adminA })).status).toBe(200);
  });

  it("routes for any user answer a user without permissions", async () => {
    for (const path of ['auth/me', 'languages', 'languages/available', 'user/settings']) {
      expect((await api.call('GET', path, { token: who().staffA })).status, path).toBe(200);
    }
  });

  // Last: it strips the owner's grants (the owner-level one stays).
  it("nobody can remove the owner's owner-level permission or grant it to someone else", async () => {
    const admin = who().adminA;
    const ownerId = dataOf(await api.call('GET', 'auth/me', { token: who().ownerA })).user.id;
    const strip = dataOf(await api.call('POST', 'auth/permissions/update', { token: admin, body: { user_id: ownerId, permissions: {} } }));
    expect(strip.permissions).toEqual({ [PERMISSION.companyOwner]: { objects: 'all' } });
    expect((await api.call('GET', 'users', { token: who().ownerA })).status).toBe(200);
    const adminId = dataOf(await api.call('GET', 'auth/me', { token: admin })).user.id;
    const grant = { [PERMISSION.companyAdministrator]: { objects: 'all' }, [PERMISSION.companyOwner]: { objects: 'all' } };
    const granted = dataOf(await api.call('POST', 'auth/permissions/update', { token: admin, body: { user_id: adminId, permissions: grant } }));
    expect(granted.permissions).toEqual({ [PERMISSION.companyAdministrator]: { objects: 'all' } });
  });
});
