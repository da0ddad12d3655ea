/**
 * The mocks' sign-up, login and activation: what sign-up makes in the store, a solved captcha not
 * burnt by a taken domain, every field error, malformed JSON, the scenario's invited user, and the
 * throttle. Taken and reserved domains, the time zone and country checks, a reused captcha and
 * login/me/logout are written once in conformance/groups/{signup,auth}.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@atoll/contract/domain';
import { MSG, OWNER_DESIGNATION, PRIMARY_COLOR, type ApiError, type AuthResponse } from '@atoll/contract';
import { resetMockStore, scenarioTokens, solveCaptcha, BUSY_RESORT } from './index';
import { call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort'));

async function solvedCaptcha(): Promise<string> {
  const meta = await call<{ data: { provider: string; challenge_url: string } }>('GET', 'auth/captcha');
  expect(meta.body.data).toEqual({ provider: 'altcha', challenge_url: '/api/v1/auth/captcha/challenge' });
  const challenge = await fetch(`http://localhost${meta.body.data.challenge_url}`).then((r) => r.json());
  return solveCaptcha(challenge);
}

const signup = (captcha: string, domain = 'sun-sand-resort') => ({
  company: { type: 'resort', size: '50-100', country3: 'MDV', name: 'Sun & Sand Resort', username: domain },
  user: { name: 'Lina Hussain', username: 'lina', password: 'sunsand-2026', email: 'lina@sunsand.example', mobile: '+960 7000000' },
  settings: { currency_symbol: '$', timezone: 'Indian/Maldives' },
  captcha,
});

describe('sign-up then login', () => {
  it('creates a company whose owner can log in at once', async () => {
    const created = await call('POST', 'auth/signup', { body: signup(await solvedCaptcha()) });
    expect(created).toEqual({ status: 201, body: { data: { company: { name: 'Sun & Sand Resort', username: 'sun-sand-resort' }, user: { username: 'lina' } } } });

    const login = await call<{ data: AuthResponse }>('POST', 'auth/login', { body: { company: 'sun-sand-resort', username: 'lina', password: 'sunsand-2026' } });
    expect(login.status).toBe(200);
    const { user, company, auth_token } = login.body.data;
    expect(user).toMatchObject({ name: 'Lina Hussain', username: 'lina', designation: OWNER_DESIGNATION, is_owner: true, status: 'active' });
    expect(user.permissions['company-administrator']).toEqual({ objects: 'all' });
    expect(company).toMatchObject({ name: 'Sun & Sand Resort', username: 'sun-sand-resort', qr_link: 'http://localhost:8080/p/sun-sand-resort' });

    const me = await call<{ data: { user: { username: string } } }>('GET', 'auth/me', { token: auth_token.token });
    expect(me.body.data.user.username).toBe('lina');
    const languages = await call<{ data: Array<{ code: string; enabled: boolean }> }>('GET', 'languages', { token: auth_token.token });
    expect(languages.body.data.filter((l) => l.enabled).map((l) => l.code)).toEqual(['en']);
    const settings = await call<{ data: unknown }>('GET', 'user/settings', { token: auth_token.token });
    expect(settings.body.data).toEqual({ property_name: 'Sun & Sand Resort', primary_color: PRIMARY_COLOR, property_logo: null, default_image: null, auto_translate: true });
  });

  it('refuses a captcha that is missing, forged or reused; a taken domain does not burn a solved one', async () => {
    const forged = await call<ApiError>('POST', 'auth/signup', { body: signup(btoa('{"challenge":{},"solution":{}}')) });
    expect(forged.body.errors).toEqual({ captcha: [MSG.captchaNotCompleted] });
    const missing = await call<ApiError>('POST', 'auth/signup', { body: { ...signup(''), captcha: undefined } });
    expect(missing.body.errors).toEqual({ captcha: [MSG.captchaNotCompleted] });

    const captcha = await solvedCaptcha();
    // A taken domain does not burn the solved captcha.
    expect((await call('POST', 'auth/signup', { body: signup(captcha, BUSY_RESORT.domain) })).status).toBe(422);
    expect((await call('POST', 'auth/signup', { body: signup(captcha) })).status).toBe(201);
    const reused = await call<ApiError>('POST', 'auth/signup', { body: signup(captcha, 'another-resort') });
    expect(reused.body.errors).toEqual({ captcha: [MSG.captchaNotCompleted] });
  });

  it('validates every sign-up field with the contract messages', async () => {
    const res = await call<ApiError>('POST', 'auth/signup', {
      body: { company: { type: 'resort', size: '1-50', country3: 'MDV', name: 'X', username: 'ab' }, user: { name: '   ', username: 'li', password: 'short', email: 'nope', mobile: '12' }, captcha: 'x' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'company.username': ['Company domain must be at least 3 characters'],
      // abortEarly: false reports every failed rule, as the server does with the same schema.
      'user.name': [MSG.fieldRequired, 'Name must be at least 3 characters'],
      'user.username': ['Username must be at least 3 characters'],
      'user.password': ['Password must be at least 8 characters'],
      'user.email': ['Enter a valid e-mail address'],
      'user.mobile': ['Mobile number must be at least 3 characters'],
    });
  });
});

describe('login', () => {

  it('answers 400 for malformed or non-object JSON', async () => {
    expect((await call<ApiError>('POST', 'auth/login', { raw: '{nope' })).body).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
    expect((await call<ApiError>('POST', 'auth/login', { raw: '[1]' })).body).toMatchObject({ status: 400, message: 'The request body must be a JSON object' });
  });
});

describe('activation', () => {
  it('looks up an invited user, activates with a new password, and logs in', async () => {
    const token = scenarioTokens.busyResort.activation;
    const lookup = await call('GET', `auth/activate?token=${token}`);
    expect(lookup.body).toEqual({ data: { user: { username: 'hawwa', name: 'Hawwa Saeed' }, company: { domain: 'coral-atoll', name: 'Coral Atoll Resort' } } });

    const short = await call<ApiError>('POST', 'auth/activate', { body: { token, password: 'short' } });
    expect(short.body.errors).toEqual({ password: ['Password must be at least 8 characters'] });

    const activated = await call<{ data: AuthResponse }>('POST', 'auth/activate', { body: { token, password: 'hawwa-new-2026' } });
    expect(activated.body.data.user.status_text).toEqual({ text: 'Active', color: 'green' });
    expect((await call('GET', 'auth/me', { token: activated.body.data.auth_token.token })).status).toBe(200);
    expect((await call('GET', `auth/activate?token=${token}`)).status).toBe(404);
    expect((await call('POST', 'auth/login', { body: { company: 'coral-atoll', username: 'hawwa', password: 'hawwa-new-2026' } })).status).toBe(200);
  });

  it('answers 404 for a missing or unknown token', async () => {
    expect((await call('GET', 'auth/activate')).status).toBe(404);
    expect((await call<ApiError>('GET', 'auth/activate?token=nope')).body.code).toBe('NOT_FOUND');
  });
});

describe('login throttling (ADR 0032, the contract loginGate)', () => {
  const staff = { company: 'coral-atoll', username: 'hawwa' };
  it('slows the client after the free failures with 429, like the server', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1) {
      expect((await call('POST', 'auth/login', { body: { ...staff, password: 'wrong-guess' } })).status).toBe(422);
    }
    const waiting = await call<ApiError>('POST', 'auth/login', { body: { ...staff, password: 'wrong-guess' } });
    expect(waiting.body).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });
});
