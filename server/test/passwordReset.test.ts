/**
 * 'Forgot password?' and Resend invite over HTTP (issue 18 item 10): what only the server has — the
 * e-mail in the outbox, the token stored hashed, expiry on the server's clock, a used link, the
 * throttle's counts in the database, every session ended on reset. The shared behaviour (the same
 * answer for an unknown account, validation, bad tokens) is conformance/groups/passwordReset.ts.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@atoll/contract/domain';
import { MSG, PASSWORD_RESET_TEXT, PASSWORD_RESET_TTL_MS } from '@atoll/contract';
import { loginFailures, outbox, passwordResetTokens } from '../src/db/schema';
import { apiClient, type ApiClient } from './support/client';
import { createStaff, createTenant, OWNER_PASSWORD, type Tenant } from './support/fixtures';
import { solveCaptcha, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'reset-co');
});
afterAll(() => server.close());
// Every test starts with no request counted.
beforeEach(async () => {
  await server.database.db.delete(loginFailures);
});

const mailsTo = (to: string) =>
  server.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

/** The token of the newest reset e-mail to `to`. */
async function latestResetToken(to: string): Promise<string> {
  const [mail] = (await mailsTo(to)).filter((m) => m.subject === 'Reset your Atoll password');
  const token = /http:\/\/console\.test\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, mail?.text).toBeDefined();
  return decodeURIComponent(token!);
}

describe('forgot password', () => {
  it('mails a one-time link, stored only as a hash; the reset logs in and ends every other session', async () => {
    const other = await api.post('auth/login', { company: 'reset-co', username: 'owner', password: OWNER_PASSWORD });
    const oldToken = other.body.data.auth_token.token as string;
    // By e-mail, in any case: the owner's e-mail is owner@reset-co.test.
    const asked = await api.post('auth/password/forgot', { company: 'Reset-Co', username: 'OWNER@reset-co.test' });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ data: null });
    const token = await latestResetToken('owner@reset-co.test');
    const rows = await server.database.db.select().from(passwordResetTokens);
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - clock).toBe(PASSWORD_RESET_TTL_MS);

    const lookup = await api.get(`auth/password/reset?token=${encodeURIComponent(token)}`);
    expect(lookup.body.data).toEqual({ user: { username: 'owner', name: 'Owner Person' }, company: { domain: 'reset-co', name: 'Company reset-co' } });

    const reset = await api.post('auth/password/reset', { token, password: 'a brand new secret' });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user.username).toBe('owner');
    // The sessions from before the reset are gone; the new one works.
    expect((await api.get('auth/me', { token: oldToken })).status).toBe(401);
    expect((await api.get('auth/me', { token: owner.token })).status).toBe(401);
    expect((await api.get('auth/me', { token: reset.body.data.auth_token.token })).status).toBe(200);
    // Used: the link works once.
    expect((await api.post('auth/password/reset', { token, password: 'another secret 2' })).status).toBe(404);
    expect((await api.get(`auth/password/reset?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await api.post('auth/login', { company: 'reset-co', username: 'owner', password: OWNER_PASSWORD })).status).toBe(422);
    const login = await api.post('auth/login', { company: 'reset-co', username: 'owner', password: 'a brand new secret' });
    expect(login.status).toBe(200);
    owner = { ...owner, token: login.body.data.auth_token.token };
  });

  it('an expired link and an older link after a reset do not work', async () => {
    await api.post('auth/password/forgot', { company: 'reset-co', username: 'owner' });
    const first = await latestResetToken('owner@reset-co.test');
    clock += PASSWORD_RESET_TTL_MS + 1;
    expect((await api.get(`auth/password/reset?token=${encodeURIComponent(first)}`)).status).toBe(404);
    expect((await api.post('auth/password/reset', { token: first, password: 'too late secret' })).status).toBe(404);

    await api.post('auth/password/forgot', { company: 'reset-co', username: 'owner' });
    const second = await latestResetToken('owner@reset-co.test');
    await api.post('auth/password/forgot', { company: 'reset-co', username: 'owner' });
    const third = await latestResetToken('owner@reset-co.test');
    const reset = await api.post('auth/password/reset', { token: third, password: 'third time lucky' });
    expect(reset.status).toBe(200);
    owner = { ...owner, token: reset.body.data.auth_token.token };
    expect((await api.post('auth/password/reset', { token: second, password: 'second guess 22' })).status).toBe(404);
  });

  it('an unknown account or company and a user without e-mail get the same answer and no e-mail', async () => {
    await createStaff(api, owner, 'no-mail');
    const before = (await server.database.db.select().from(outbox)).length;
    for (const body of [
      { company: 'reset-co', username: 'nobody' },
      { company: 'no-such-co', username: 'owner' },
      { company: 'reset-co', username: 'no-mail' },
    ]) {
      const res = await api.post('auth/password/forgot', body);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ data: null });
    }
    expect((await server.database.db.select().from(outbox)).length).toBe(before);
  });

  it('is throttled as login is: waits after the free requests, then asks for the captcha', async () => {
    const ask = () => api.post('auth/password/forgot', { company: 'reset-co', username: 'nobody-here' });
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i++) expect((await ask()).status).toBe(202);
    const slowed = await ask();
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Login's counts are its own: the same account still logs in.
    expect((await api.post('auth/login', { company: 'reset-co', username: 'owner', password: 'third time lucky' })).status).toBe(200);

    for (let i = LOGIN_THROTTLE.pairFreeFailures; i < LOGIN_THROTTLE.accountChallengeAfter; i++) {
      clock += LOGIN_THROTTLE.pairMaxDelayMs;
      await server.database.db.update(loginFailures).set({ windowStart: new Date(clock) });
      expect((await ask()).status).toBe(202);
    }
    clock += LOGIN_THROTTLE.pairMaxDelayMs;
    await server.database.db.update(loginFailures).set({ windowStart: new Date(clock) });
    const challenged = await ask();
    expect(challenged.status).toBe(422);
    expect(challenged.body.errors).toEqual({ captcha: [PASSWORD_RESET_TEXT.challenge] });
    const solved = await api.post('auth/password/forgot', { company: 'reset-co', username: 'nobody-here', captcha: await solveCaptcha(server.url) });
    expect(solved.status).toBe(202);
  });

  it('validates its bodies with field errors, never a 500', async () => {
    const forgot = await api.post('auth/password/forgot', { company: ' ', username: '' });
    expect(forgot.status).toBe(422);
    expect(forgot.body.errors.company).toEqual([MSG.loginCompany]);
    const reset = await api.post('auth/password/reset', { token: 'x', password: 'short' });
    expect(reset.status).toBe(422);
    expect(reset.body.errors.password).toEqual(['Password must be at least 8 characters']);
  });
});

describe('resend invite', () => {
  it('mails a fresh activation link, the old one stops working, and a second resend within a minute waits', async () => {
    const invite = await api.post(
      'users',
      { name: 'Invited Ina', username: 'ina', designation: 'Spa', authentication: 'email', email: 'ina@reset-co.test' },
      { token: owner.token },
    );
    expect(invite.status).toBe(201);
    const linkOf = (text: string) => decodeURIComponent(/activate\?token=([A-Za-z0-9_%-]+)/.exec(text)![1]);
    const [firstMail] = await mailsTo('ina@reset-co.test');
    // Right after the invitation, too soon.
    const tooSoon = await api.post(`users/${invite.body.data.id}/invite`, undefined, { token: owner.token });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('Retry-After'))).toBeGreaterThan(0);
    await server.database.db.execute(`update activation_tokens set created_at = now() - interval '2 minutes'`);
    const resent = await api.post(`users/${invite.body.data.id}/invite`, undefined, { token: owner.token });
    expect(resent.status).toBe(200);
    expect(resent.body.data.username).toBe('ina');
    const mails = await mailsTo('ina@reset-co.test');
    expect(mails).toHaveLength(2);
    expect((await api.get(`auth/activate?token=${encodeURIComponent(linkOf(firstMail.text))}`)).status).toBe(404);
    expect((await api.get(`auth/activate?token=${encodeURIComponent(linkOf(mails[0].text))}`)).status).toBe(200);
  });
});
