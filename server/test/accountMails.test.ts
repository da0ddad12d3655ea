/**
 * The invitation and the password-reset e-mails word for word, and who a forgot request finds
 * (server/src/services/activation.ts and passwordReset.ts), called directly over a test server's database with a
 * recording mailer. The flows over HTTP are users.test.ts's, passwordReset.test.ts's and the conformance groups'.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MINUTES, PRODUCT_NAME } from '@atoll/contract';
import { companies, users } from '../src/db/schema';
import type { Mail } from '../src/mail/mailer';
import { findInvitation, sendInvitation } from '../src/services/activation';
import { findPasswordReset, findResettableUsers, passwordResetLink, sendPasswordReset } from '../src/services/passwordReset';
import type { CompanyRow, UserRow } from '../src/services/serialize';
import type { ApiClient } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let company: CompanyRow;
let user: UserRow;

const db = () => server.database.db;
const recorder = () => {
  const mails: Mail[] = [];
  return { mails, mailer: { send: async (mail: Mail) => void mails.push(mail) } };
};
/** The token a mail's link carries. */
const tokenOf = (mail: Mail) => decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]);

beforeAll(async () => {
  ({ server, api, owner } = await startWithTenant('account-mails-co'));
  [company] = await db().select().from(companies).where(eq(companies.id, owner.auth.company.id));
  const res = await api.post('users', { name: 'Mia Hart', username: 'mia', designation: 'Desk', authentication: 'email', email: 'Mia@Hotel.test' }, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  [user] = await db().select().from(users).where(eq(users.id, res.body.data.id));
}, 60_000);
afterAll(() => server.close());

describe('the invitation e-mail', () => {
  it('says who invited whom, the company domain and username, and links to the activation', async () => {
    await db().update(users).set({ status: 'invited' }).where(eq(users.id, user.id));
    const { mails, mailer } = recorder();
    await sendInvitation(db(), mailer, 'http://console.test', user, company);
    expect(mails).toHaveLength(1);
    const token = tokenOf(mails[0]);
    expect(mails[0]).toEqual({
      to: 'Mia@Hotel.test',
      subject: `Activate your ${PRODUCT_NAME} account`,
      text: [
        'Hello Mia Hart,',
        '',
        `${company.name} invited you to ${PRODUCT_NAME}. Your company domain is account-mails-co and your username is mia.`,
        `Choose your password here (the link works for 7 days): http://console.test/auth/activate?token=${encodeURIComponent(token)}`,
      ].join('\n'),
    });
    expect((await findInvitation(db(), token))?.user.id).toBe(user.id);
  });

  it('is not sent to a user without an e-mail address', async () => {
    const { mails, mailer } = recorder();
    await sendInvitation(db(), mailer, 'http://console.test', { ...user, email: null }, company);
    await sendInvitation(db(), mailer, 'http://console.test', { ...user, email: '' }, company);
    expect(mails).toEqual([]);
  });
});

describe('the password-reset e-mail', () => {
  it('names the user, the company and the link’s life, and links to the reset', async () => {
    const { mails, mailer } = recorder();
    const active = { ...user, status: 'active' } as UserRow;
    await db().update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    await sendPasswordReset(db(), mailer, 'http://console.test', active, company, Date.now());
    expect(mails).toHaveLength(1);
    const token = tokenOf(mails[0]);
    expect(mails[0]).toEqual({
      to: 'Mia@Hotel.test',
      subject: `Reset your ${PRODUCT_NAME} password`,
      text: [
        'Hello Mia Hart,',
        '',
        `Someone asked to reset the ${PRODUCT_NAME} password of mia at ${company.name} (company domain account-mails-co).`,
        `Choose a new password here (the link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes): ${passwordResetLink('http://console.test', token)}`,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
    expect((await findPasswordReset(db(), token, Date.now()))?.user.id).toBe(user.id);
    const none = recorder();
    await sendPasswordReset(db(), none.mailer, 'http://console.test', { ...active, email: null }, company, Date.now());
    expect(none.mails).toEqual([]);
  });

  it('a forgot request finds the user by username or e-mail, whatever the case and the spaces around', async () => {
    await db().update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    for (const [domain, identifier] of [
      [' Account-Mails-CO ', ' MIA '],
      ['account-mails-co', ' mia@hotel.TEST'],
    ]) {
      const found = await findResettableUsers(db(), domain, identifier);
      expect(
        found.map((f) => f.user.id),
        `${domain} / ${identifier}`,
      ).toEqual([user.id]);
    }
  });
});
