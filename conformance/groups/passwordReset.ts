/**
 * 'Forgot password?', Resend invite and whom a user without permissions asks (GET auth/admins; issue 18
 * item 10), on both backends. What needs the e-mail,
 * the clock or the tables (a link that works once, expiry, throttling, sessions ended, a resend after
 * the wait) is server/test/passwordReset.test.ts.
 */
import { expect, it } from 'vitest';
import { MSG, PASSWORD_RESET_TEXT, STATUS_MESSAGES, TEXT_MAX } from '@atoll/contract';
import { defineGroup, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded } from '../helpers';

const COVERS: RouteKey[] = ['POST auth/password/forgot', 'GET auth/password/reset', 'POST auth/password/reset', 'POST users/:id/invite', 'GET auth/admins'];

export const passwordReset = defineGroup(COVERS, (api, who) => {
  const forgot = (body: unknown) => api.call('POST', 'auth/password/forgot', { body });

  it('forgot answers 202 with nothing, whether the company, the user or the e-mail exists or not', async () => {
    const domain = who().domainA;
    for (const body of [
      { company: domain, username: 'owner' },
      { company: domain.toUpperCase(), username: 'no-such-user-here' },
      { company: 'no-such-company-xyz', username: 'owner' },
      { company: domain, username: 'nobody@nowhere.test' },
    ]) {
      expect(await forgot(body), JSON.stringify(body)).toEqual({ status: 202, body: { data: null } });
    }
  });

  it('forgot validates as login does; a token that is missing, made up or empty is 404', async () => {
    expect(errorsOf(await forgot({ company: ' ', username: '' }))).toEqual({ company: [MSG.loginCompany], username: [MSG.fieldRequired] });
    expect(errorsOf(await forgot({ company: who().domainA, username: 'u'.repeat(TEXT_MAX.email + 1) }))).toEqual({
      username: [MSG.tooLong(TEXT_MAX.email)],
    });
    for (const path of ['auth/password/reset', 'auth/password/reset?token=', 'auth/password/reset?token=made-up']) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: STATUS_MESSAGES[404] });
    }
    expect((await api.call('POST', 'auth/password/reset', { body: { token: 'made-up', password: 'a long enough one' } })).status).toBe(404);
    expect(errorsOf(await api.call('POST', 'auth/password/reset', { body: { password: 'short' } }))).toEqual({
      token: [MSG.fieldRequired],
      password: ['Password must be at least 8 characters'],
    });
  });

  it('auth/admins names the active administrators of the caller\'s own company to anyone signed in', async () => {
    const token = who().ownerA;
    const newAdmin = await create(api, 'users', token, { name: 'Aaron Admin', username: 'conf-admin-x', designation: 'Office', authentication: 'password', password: 'a-good-password' });
    await api.call('POST', 'auth/permissions/update', { token, body: { user_id: newAdmin.id, permissions: { 'company-administrator': { objects: 'all' } } } });
    const admins = dataOf(await api.call('GET', 'auth/admins', { token: who().staffA }));
    const me = dataOf(await api.call('GET', 'auth/me', { token })).user;
    expect(admins).toContainEqual({ id: newAdmin.id, name: 'Aaron Admin', designation: 'Office' });
    expect(admins).toContainEqual({ id: me.id, name: me.name, designation: me.designation });
    const staff = dataOf(await api.call('GET', 'auth/me', { token: who().staffA })).user;
    expect(admins.map((a: { id: number }) => a.id)).not.toContain(staff.id);
    // Sorted by name, case ignored.
    const names = admins.map((a: { name: string }) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Another company's administrators are not listed.
    const otherOwner = dataOf(await api.call('GET', 'auth/me', { token: who().ownerB })).user;
    expect(admins.map((a: { id: number }) => a.id)).not.toContain(otherOwner.id);
    expect((await api.call('GET', 'auth/admins')).status).toBe(401);
  });

  it('resend invite: only for an invited user, not right after the invitation, admins only, own company only', async () => {
    const token = who().ownerA;
    const invited = await create(api, 'users', token, { name: 'Conf Invitee', username: 'conf-resend', designation: 'Spa', authentication: 'email', email: 'resend@conf.test' });
    const tooSoon = await api.call('POST', `users/${invited.id}/invite`, { token });
    expect(tooSoon.status).toBe(429);
    const active = await create(api, 'users', token, { name: 'Conf Active', username: 'conf-active-r', designation: 'Spa', authentication: 'password', password: 'a-good-password' });
    const refused = await api.call('POST', `users/${active.id}/invite`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', message: PASSWORD_RESET_TEXT.notInvited, errors: { _: [PASSWORD_RESET_TEXT.notInvited] } });
    expect((await api.call('POST', `users/${invited.id}/invite`, { token: who().ownerB })).status).toBe(404);
    await expectGuarded(api, who().staffA, [['POST', `users/${invited.id}/invite`]]);
    expect(dataOf(await api.call('GET', `users/${invited.id}`, { token })).status).toBe('invited');
  });
});
