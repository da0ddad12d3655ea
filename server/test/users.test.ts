import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TEXT, OWNER_DESIGNATION } from '@atoll/contract';
import { desc } from 'drizzle-orm';
import { activationTokens, outbox } from '../src/db/schema';
import type { ApiClient } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('users-co')));
afterAll(() => server.close());

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
    // The log notes the e-mail, never its link (the token is a secret: ADR 0055).
    expect(server.logs.some((l) => l.message.includes('outbox') && l.extra?.to === 'ina@users-co.test')).toBe(true);
    expect(JSON.stringify(server.logs)).not.toContain(link![1]);
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

describe("the owner's own profile", () => {
  it('sign-up gives the owner a designation, so the profile saves as the console shows it', async () => {
    const me = await api.get('auth/me', { token: owner.token });
    const user = me.body.data.user;
    expect(user.designation).toBe(OWNER_DESIGNATION);
    const saved = await api.patch(
      `users/${user.id}`,
      { name: user.name, designation: user.designation, email: user.email, mobile: user.mobile },
      { token: owner.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: user.id, designation: OWNER_DESIGNATION, is_owner: true });
  });

  it('the owner cannot Set Inactive themselves (422 on active)', async () => {
    const me = await api.get('auth/me', { token: owner.token });
    const res = await api.post(`users/${me.body.data.user.id}/active`, { active: false }, { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ active: [API_TEXT.ownerCannotBeDisabled] });
  });
});
