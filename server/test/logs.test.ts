/**
 * The production log (pino JSON lines, http/logger.ts + http/requestLog.ts; ADR 0055) over a representative
 * flow, written to a stream this test reads: sign-up and sign-in, a wrong password, an invitation activated
 * with its token, a password reset with its token, a TV display link with its token (API and page), an upload,
 * device registrations with an Expo token and a Web Push subscription, a push delivery turn signed with a
 * VAPID key, and a request that fails with a 500. Every line is JSON; every request has exactly one request
 * line (method, route pattern, status, duration, request id; company and user when signed in); the 500's line
 * carries the reference the user sees; and no secret used in the flow appears anywhere in the log.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TV_WAKE_LOCK_STATES, webPushDeviceBody } from '@atoll/contract';
import { createAltcha } from '../src/captcha/altcha';
import type { CaptchaVerifier } from '../src/captcha/captcha';
import { outbox } from '../src/db/schema';
import { createLogger } from '../src/http/logger';
import { createDeliveryWorker } from '../src/services/delivery/worker';
import { apiClient, type ApiClient, type Json } from './support/client';
import { png, upload } from './support/content';
import { createTenant, OWNER_PASSWORD, signupPayload, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

const HMAC_KEY = 'captcha-hmac-key-never-logged-7f3a';
const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@logs.test' };
/** The captcha answer that makes verification throw: the flow's unexpected failure. */
const EXPLODING_CAPTCHA = 'exploding-captcha-payload';

const lines: string[] = [];
/** Every answer's X-Request-Id, in order: the flow's requests as the client saw them. */
const answered: string[] = [];
const secrets = new Map<string, string>();
const keep = (what: string, value: string) => {
  secrets.set(what, value);
  return value;
};

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let failure: { status: number; body: Json; requestId: string };
let altcha: CaptchaVerifier;
const realFetch = globalThis.fetch;

const requestLines = () => lines.map((l) => JSON.parse(l) as Json).filter((l) => l.msg === 'request');
const lineOf = (requestId: string) => requestLines().filter((l) => l.request_id === requestId);

async function latestLinkToken(to: string, path: string): Promise<string> {
  const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(mail?.text ?? '')?.[1];
  expect(token, mail?.text).toBeDefined();
  return decodeURIComponent(token!);
}

beforeAll(async () => {
  // Verification goes to the real ALTCHA once the database exists; one payload makes it throw.
  const captcha: CaptchaVerifier = {
    info: () => altcha.info(),
    challenge: () => altcha.challenge!(),
    verify: (response, ip) => (response === EXPLODING_CAPTCHA ? Promise.reject(new Error('captcha backend exploded')) : altcha.verify(response, ip)),
  };
  server = await startTestServer({ captcha, logger: createLogger({ destination: { write: (line: string) => lines.push(line) } }) });
  altcha = await createAltcha(server.database.db, { hmacKey: keep('captcha HMAC key', HMAC_KEY), cost: 1, counterMax: 200 });
  api = apiClient(server.url);
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const res = await realFetch(...args);
    answered.push(res.headers.get('X-Request-Id') ?? 'missing');
    return res;
  };

  // Sign-up (the password), sign-in (a session token), a wrong password.
  owner = await createTenant(api, server.url, 'logs-co');
  keep('owner password', OWNER_PASSWORD);
  keep('owner session token', owner.token);
  expect((await api.post('auth/login', { company: 'logs-co', username: 'owner', password: keep('wrong password', 'wrong-password-9d1c') })).status).toBe(422);
  expect((await api.get('auth/me', { token: owner.token })).status).toBe(200);

  // An invitation by e-mail, activated with its token (in the query, then in the body) and a password.
  const invited = await api.post('users', { name: 'Invited Ina', username: 'ina', designation: 'Spa', authentication: 'email', email: 'ina@logs-co.test' }, { token: owner.token });
  expect(invited.status).toBe(201);
  const activation = keep('activation token', await latestLinkToken('ina@logs-co.test', 'auth/activate'));
  expect((await api.get(`auth/activate?token=${encodeURIComponent(activation)}`)).status).toBe(200);
  const activated = await api.post('auth/activate', { token: activation, password: keep('invitee password', 'invitee-password-4b2e') });
  expect(activated.status).toBe(200);
  keep('invitee session token', activated.body.data.auth_token.token);

  // A password reset with its token.
  expect((await api.post('auth/password/forgot', { company: 'logs-co', username: 'ina' })).status).toBe(202);
  const reset = keep('reset token', await latestLinkToken('ina@logs-co.test', 'auth/reset-password'));
  expect((await api.get(`auth/password/reset?token=${encodeURIComponent(reset)}`)).status).toBe(200);
  const done = await api.post('auth/password/reset', { token: reset, password: keep('reset password', 'reset-password-8e5f') });
  expect(done.status).toBe(200);
  keep('session token after reset', done.body.data.auth_token.token);

  // A TV display link: its token in the API's paths and in the page's.
  const tv = await api.post('tvs', { name: 'Lobby' }, { token: owner.token });
  expect(tv.status).toBe(201);
  const tvToken = keep('TV link token', String(tv.body.data.url).split('/tv/')[1]!);
  expect((await api.get(`display/tv/${tvToken}/manifest`)).status).toBe(200);
  const heartbeat = { version: '1', uptime_s: 60, resolution: '1920x1080', current_slide: null, wake_lock: TV_WAKE_LOCK_STATES[0] };
  expect((await api.post(`display/tv/${tvToken}/heartbeat`, heartbeat)).status).toBe(200);
  await realFetch(`${server.url}/tv/${tvToken}?from=qr`).then((res) => answered.push(res.headers.get('X-Request-Id') ?? 'missing'));

  // An upload, and the file read back by its id.
  const promotion = await api.post('promotions', { name: 'Sunset cruise' }, { token: owner.token });
  expect(promotion.status).toBe(201);
  const image = await upload(api, owner.token, `promotions/${promotion.body.data.id}/image`, { bytes: await png(), name: 'en.png', type: 'image/png', language_code: 'en' });
  expect(image.status, JSON.stringify(image.body)).toBeLessThan(300);

  // Devices: an Expo token and a Web Push subscription (endpoint and keys), then a campaign's delivery turn.
  const expoToken = keep('Expo push token', 'ExponentPushToken[logs-secret-expo-5c7d]');
  expect((await api.post('app/devices', { company: 'logs-co', platform: 'android', token: expoToken, language: 'en' })).status).toBe(201);
  const ecdh = createECDH('prime256v1');
  const subscription = {
    endpoint: keep('push endpoint', `https://127.0.0.1:9/push/logs-secret-endpoint-${randomBytes(6).toString('hex')}`),
    keys: { p256dh: keep('push p256dh key', ecdh.generateKeys().toString('base64url')), auth: keep('push auth secret', randomBytes(16).toString('base64url')) },
  };
  expect((await api.post('app/devices', webPushDeviceBody('logs-co', 'en', subscription))).status).toBe(201);
  const campaign = await api.post('guests/campaigns', { name: 'Tonight', description: 'Beach BBQ at eight', audience: { kind: 'everyone' } }, { token: owner.token });
  expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
  keep('VAPID private key', VAPID.privateKey);
  await createDeliveryWorker({ db: server.database.db, logger: server.deps.logger, providers: { webPush: VAPID } }).turn();

  // A request id from a proxy is kept; a request that fails unexpectedly.
  expect((await api.get('auth/me', { token: owner.token, headers: { 'X-Request-Id': 'proxy-7f3a9c21' } })).headers.get('X-Request-Id')).toBe('proxy-7f3a9c21');
  const failed = await api.post('auth/signup', signupPayload('boom-co', EXPLODING_CAPTCHA));
  failure = { status: failed.status, body: failed.body, requestId: failed.headers.get('X-Request-Id') ?? '' };
  globalThis.fetch = realFetch;
}, 120_000);

afterAll(async () => {
  globalThis.fetch = realFetch;
  await server.close();
});

describe('the JSON log', () => {
  it('is one JSON object per line, each with a level, an ISO time and a message', () => {
    expect(lines.length).toBeGreaterThan(answered.length);
    for (const line of lines) {
      expect(line.endsWith('\n')).toBe(true);
      const entry = JSON.parse(line) as Json;
      expect(['info', 'error']).toContain(entry.level);
      expect(new Date(entry.time).toISOString()).toBe(entry.time);
      expect(typeof entry.msg).toBe('string');
    }
  });

  it('has exactly one line per request, with method, route pattern, status, duration and request id', () => {
    expect(answered).not.toContain('missing');
    expect(new Set(answered).size).toBe(answered.length);
    expect(requestLines().map((l) => l.request_id).sort()).toEqual([...answered].sort());
    for (const line of requestLines()) {
      expect(line).toMatchObject({ method: expect.stringMatching(/^[A-Z]+$/), route: expect.stringMatching(/^\//), status: expect.any(Number), duration_ms: expect.any(Number) });
      expect(line.duration_ms).toBeGreaterThanOrEqual(0);
      // A pattern, never a path with an id or a token.
      expect(line.route).not.toMatch(/\/\d+(\/|$)|[0-9a-f]{8}-[0-9a-f]{4}/);
    }
    const routes = new Set(requestLines().map((l) => `${l.method} ${l.route}`));
    for (const route of [
      'POST /api/v1/auth/signup',
      'POST /api/v1/auth/login',
      'GET /api/v1/auth/activate',
      'POST /api/v1/auth/password/reset',
      'GET /api/v1/display/tv/:token/manifest',
      'POST /api/v1/display/tv/:token/heartbeat',
      'POST /api/v1/promotions/:id/image',
      'POST /api/v1/app/devices',
    ]) {
      expect(routes, route).toContain(route);
    }
  });

  it('names the signed-in company and user, and keeps a proxy\'s request id', () => {
    const [me] = lineOf('proxy-7f3a9c21');
    expect(me).toMatchObject({ method: 'GET', route: '/api/v1/auth/me', status: 200, company_id: owner.auth.company.id, user_id: owner.auth.user.id });
    const devices = requestLines().filter((l) => l.route === '/api/v1/app/devices');
    expect(devices.every((l) => l.company_id === undefined && l.user_id === undefined)).toBe(true);
  });

  it("logs a 500 at level error with the reference the user sees, on the request's line and next to the stack", () => {
    expect(failure.status).toBe(500);
    const reference = `REF-${failure.body.reference}`;
    expect(lineOf(failure.requestId)).toEqual([expect.objectContaining({ level: 'error', status: 500, route: '/api/v1/auth/signup', reference })]);
    const stack = lines.map((l) => JSON.parse(l) as Json).find((l) => l.msg === 'Unhandled error');
    expect(stack).toMatchObject({ level: 'error', reference, request_id: failure.requestId, route: '/api/v1/auth/signup' });
    expect(stack.error).toContain('captcha backend exploded');
  });

  it('holds none of the secrets the flow used, nor their URL-encoded forms', () => {
    const log = lines.join('');
    expect(secrets.size).toBe(16);
    for (const [what, secret] of secrets) {
      expect(secret.length, what).toBeGreaterThanOrEqual(8);
      expect(log.includes(secret), `${what} is in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${what} (URL-encoded) is in the log`).toBe(false);
    }
  });
});
