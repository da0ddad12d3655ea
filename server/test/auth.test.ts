/**
 * Sign-up and sessions on the server: what the conformance suite (conformance/groups/signup.ts and
 * auth.ts, server and mocks) does not compare. Everything sign-up makes (owner permissions, company,
 * token, settings, English), every field error at once, a forged captcha that parses, the challenge's
 * headers and algorithm, and expired sessions (a table row). Taken and reserved domains, the time
 * zone and country checks, the currency kept and a reused captcha are written once there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, guestAppLink, MSG, ownerPermissions, PRIMARY_COLOR, STATUS_MESSAGES } from '@atoll/contract';
import { sessions } from '../src/db/schema';
import { apiClient, type ApiClient } from './support/client';
import { createTenant, OWNER_PASSWORD, signupPayload } from './support/fixtures';
import { solveCaptcha, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

describe('sign-up', () => {
  it('creates the company, its owner and English in one go, then the owner logs in', async () => {
    const captcha = await solveCaptcha(server.url);
    const res = await api.post('auth/signup', signupPayload('blue-lagoon', captcha));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { company: { name: 'Company blue-lagoon', username: 'blue-lagoon' }, user: { username: 'owner' } } });

    const login = await api.post('auth/login', { company: 'blue-lagoon', username: 'owner', password: OWNER_PASSWORD });
    expect(login.status).toBe(200);
    const { user, company, auth_token } = login.body.data;
    expect(user).toMatchObject({ name: 'Owner Person', username: 'owner', status: 'active', is_owner: true, status_text: { text: 'Active', color: 'green' } });
    expect(user.permissions).toEqual(ownerPermissions());
    expect(company).toMatchObject({
      name: 'Company blue-lagoon',
      username: 'blue-lagoon',
      type: 'resort',
      size: '1-50',
      country3: 'MDV',
      qr_link: guestAppLink('blue-lagoon'),
      settings: { currency_symbol: '$', timezone: 'Indian/Maldives' },
    });
    expect(auth_token.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(auth_token.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    const settings = await api.get('user/settings', { token: auth_token.token });
    expect(settings.body.data).toEqual({ property_name: 'Company blue-lagoon', primary_color: PRIMARY_COLOR, property_logo: null, default_image: null, auto_translate: false });
    const languages = await api.get('languages', { token: auth_token.token });
    expect(languages.body.data.filter((l: { enabled: boolean }) => l.enabled).map((l: { code: string }) => l.code)).toEqual(['en']);
  });

  it('rejects a missing captcha with the spec message and every field error at once', async () => {
    const res = await api.post('auth/signup', {
      company: { type: 'castle', size: '1-50', country3: 'MDV', name: '  ', username: 'ab' },
      user: { name: 'Al', username: 'owner', password: 'short', email: 'not-an-email', mobile: '123' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: ERROR_CODES.VALIDATION_ERROR, status: 422, message: STATUS_MESSAGES[422] });
    expect(res.body.errors).toMatchObject({
      captcha: [MSG.captchaNotCompleted],
      'company.type': [MSG.fieldRequired],
      'company.name': [MSG.fieldRequired],
      'company.username': ['Company domain must be at least 3 characters'],
      'user.name': ['Name must be at least 3 characters'],
      'user.password': ['Password must be at least 8 characters'],
      'user.email': ['Enter a valid e-mail address'],
    });
  });

  it('rejects a forged captcha that parses', async () => {
    const forged = await api.post('auth/signup', signupPayload('forged-co', Buffer.from('{"challenge":{}}').toString('base64')));
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toEqual({ captcha: [MSG.captchaNotCompleted] });
  });

  it('GET auth/captcha/challenge is a PBKDF2 challenge, never cached', async () => {
    const challenge = await api.get('auth/captcha/challenge');
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('Cache-Control')).toBe('no-store');
    expect(challenge.body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    expect(typeof challenge.body.signature).toBe('string');
  });
});

describe('login, me and logout', () => {

  it('an expired token is refused', async () => {
    const tenant = await createTenant(api, server.url, 'expiry-co');
    await server.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await api.get('auth/me', { token: tenant.token })).status).toBe(401);
  });
});
