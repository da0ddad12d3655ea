/**
 * Sign-up and its captcha: both backends verify a real ALTCHA proof of work (the server's PBKDF2
 * challenge, the mocks' cheap SHA-256 one), so the group solves whichever challenge the backend
 * hands out, as the widget does. The checks that come before the captcha (time zone, country, a
 * taken domain) and the captcha's single use answer alike.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import { expect, it } from 'vitest';
import { API_BASE, API_TEXT, MSG } from '@atoll/contract';
import { defineGroup, type Api, type Json, type RouteKey } from '../harness';
import { dataOf, errorsOf } from '../helpers';

const COVERS: RouteKey[] = ['GET auth/captcha', 'GET auth/captcha/challenge', 'POST auth/signup'];
const PASSWORD = 'signup-pass-12';

const signup = (domain: string, captcha: string, extra: Json = {}): Json => ({
  company: { type: 'resort', size: '1-50', country3: 'MDV', name: `Company ${domain}`, username: domain },
  user: { name: 'Owner Person', username: 'owner', password: PASSWORD, email: `owner@${domain}.test`, mobile: '+9607771234' },
  captcha,
  ...extra,
});

/** The widget's work: fetch the challenge the backend names, solve it, send base64 JSON of both. */
async function solved(api: Api): Promise<string> {
  const info = dataOf(await api.call('GET', 'auth/captcha'));
  expect(info).toEqual({ provider: 'altcha', challenge_url: `${API_BASE}/auth/captcha/challenge` });
  const res = await api.call('GET', 'auth/captcha/challenge');
  expect(res.status).toBe(200);
  const challenge = res.body as Challenge;
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2') ? pbkdf2 : sha;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('Could not solve the ALTCHA challenge');
  return btoa(JSON.stringify({ challenge, solution }));
}

export const signupGroup = defineGroup(COVERS, (api, who) => {
  it('checks the time zone, the country and the domain before the captcha, with the catalogue texts', async () => {
    const post = (body: Json) => api.call('POST', 'auth/signup', { body });
    expect(errorsOf(await post(signup('conf-tz', 'x', { settings: { timezone: 'Mars/Olympus' } })))).toEqual({ 'settings.timezone': [API_TEXT.unknownTimeZone] });
    const country = signup('conf-country', 'x');
    country.company.country3 = 'XYZ';
    expect(errorsOf(await post(country))).toEqual({ 'company.country3': [API_TEXT.unknownCountry] });
    for (const domain of [who().domainA, 'www', 'api', 'admin', 'app', 'support']) {
      expect(errorsOf(await post(signup(domain, 'x'))), domain).toEqual({ 'company.username': [MSG.domainTaken(domain)] });
    }
    expect(errorsOf(await post(signup('conf-captcha', 'not-a-solution')))).toEqual({ captcha: [MSG.captchaNotCompleted] });
  });

  it('signs a company up with a solved captcha (its owner can log in); a solution works once', async () => {
    const captcha = await solved(api);
    const res = await api.call('POST', 'auth/signup', { body: signup('conf-signed', captcha, { settings: { timezone: ' Asia/Tokyo ', currency_symbol: 'MVR' } }) });
    expect(res).toEqual({ status: 201, body: { data: { company: { name: 'Company conf-signed', username: 'conf-signed' }, user: { username: 'owner' } } } });
    const login = dataOf(await api.call('POST', 'auth/login', { body: { company: 'conf-signed', username: 'owner', password: PASSWORD } }));
    const me = dataOf(await api.call('GET', 'auth/me', { token: login.auth_token.token }));
    expect(me.company).toMatchObject({ username: 'conf-signed', settings: { timezone: 'Asia/Tokyo', currency_symbol: 'MVR' } });
    expect(errorsOf(await api.call('POST', 'auth/signup', { body: signup('conf-again', captcha) }))).toEqual({ captcha: [MSG.captchaNotCompleted] });
  });
});
