/**
 * Login throttling (ADR 0032) over HTTP: a client's typos slow only that client on that account,
 * many failures ask for a challenge instead of locking anyone out, a good login clears the client's
 * counts, and the counts live in the database (a second instance sees them; bursts are all counted).
 * Clients at different addresses are real TCP connections from 127.0.0.x.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, STATUS_MESSAGES } from '@atoll/contract';
import { LOGIN_THROTTLE } from '@atoll/contract/domain';
import { createApp } from '../src/app';
import { loginFailures } from '../src/db/schema';
import { apiClient } from './support/client';
import { createTenant, OWNER_PASSWORD } from './support/fixtures';
import { solveCaptcha, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let clock = Date.parse('2026-11-23T12:00:00Z');

interface Reply {
  status: number;
  retryAfter: number | null;
  body: { code?: string; message?: string; errors?: Record<string, string[]>; data?: unknown };
}

/** POST auth/login from a given loopback address (the server sees it as the client's address). */
function login(from: string, body: Record<string, string>, baseUrl = server.url): Promise<Reply> {
  const url = new URL(`${baseUrl}/api/v1/auth/login`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] ? Number(res.headers['retry-after']) : null, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const wrong = (company: string, username = 'owner') => ({ company, username, password: 'not the password' });
const right = (company: string) => ({ company, username: 'owner', password: OWNER_PASSWORD });

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  // One company per scenario, so no test's counts touch another's accounts. Signed up side by side
  // (each a signup and a good login, as before): one's password hashing overlaps the others' requests.
  await Promise.all(
    ['slow-co', 'other-co', 'spread-co', 'sweep-co', 'clear-co', 'twin-co', 'burst-co'].map((domain) => createTenant(apiClient(server.url), server.url, domain)),
  );
});
afterAll(() => server.close());

describe('one client, one account: slowed, not locked', () => {
  it('after the free failures each try waits, doubling; other addresses and other accounts are not slowed', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures - 1; i += 1) expect((await login('127.0.0.2', wrong('slow-co'))).status).toBe(422);
    // The last free failure sets the first wait.
    expect((await login('127.0.0.2', wrong('slow-co'))).status).toBe(422);
    const waiting = await login('127.0.0.2', right('slow-co'));
    expect(waiting.status).toBe(429);
    expect(waiting.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: STATUS_MESSAGES[429] });
    expect(waiting.retryAfter).toBe(LOGIN_THROTTLE.pairFirstDelayMs / 1000);

    // The same account from the hotel's other desk, and another account from the same desk, log in.
    expect((await login('127.0.0.3', right('slow-co'))).status).toBe(200);
    expect((await login('127.0.0.2', right('other-co'))).status).toBe(200);

    // Once the wait has passed the client may try again; another failure doubles the wait.
    clock += LOGIN_THROTTLE.pairFirstDelayMs;
    expect((await login('127.0.0.2', wrong('slow-co'))).status).toBe(422);
    expect((await login('127.0.0.2', right('slow-co'))).retryAfter).toBe((LOGIN_THROTTLE.pairFirstDelayMs * 2) / 1000);
    clock += LOGIN_THROTTLE.pairFirstDelayMs * 2;
    expect((await login('127.0.0.2', right('slow-co'))).status).toBe(200);
  });
});

describe('many failures: a challenge, never a lockout', () => {
  it('an account guessed from many addresses needs a solved captcha; the owner solves one and logs in', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.accountChallengeAfter; i += 1) {
      expect((await login(`127.0.1.${i + 1}`, wrong('spread-co'))).status).toBe(422);
    }
    const asked = await login('127.0.2.1', right('spread-co'));
    expect(asked.status).toBe(422);
    expect(asked.body).toMatchObject({ code: 'VALIDATION_ERROR', message: MSG.loginChallenge, errors: { captcha: [MSG.loginChallenge] } });
    // A forged or replayed solution is not enough.
    expect((await login('127.0.2.1', { ...right('spread-co'), captcha: 'Zm9yZ2Vk' })).body.errors).toEqual({ captcha: [MSG.loginChallenge] });
    const captcha = await solveCaptcha(server.url);
    expect((await login('127.0.2.1', { ...right('spread-co'), captcha })).status).toBe(200);
    expect((await login('127.0.2.1', { ...right('spread-co'), captcha })).status).toBe(200);
  });

  it('with a solved captcha a wrong password is still just wrong', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.accountChallengeAfter; i += 1) await login(`127.0.3.${i + 1}`, wrong('twin-co'));
    const failed = await login('127.0.4.1', { ...wrong('twin-co'), captcha: await solveCaptcha(server.url) });
    expect(failed.body.errors).toEqual({ password: [MSG.loginFailed] });
  });

  it('one address sweeping many accounts needs the captcha for every login from it, not from elsewhere', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.addressChallengeAfter; i += 1) {
      expect((await login('127.0.5.1', wrong('sweep-co', `guess-${i}`))).status).toBe(422);
    }
    expect((await login('127.0.5.1', right('sweep-co'))).body.errors).toEqual({ captcha: [MSG.loginChallenge] });
    expect((await login('127.0.5.2', right('sweep-co'))).status).toBe(200);
    expect((await login('127.0.5.1', { ...right('sweep-co'), captcha: await solveCaptcha(server.url) })).status).toBe(200);
    // That good login cleared the address's count.
    expect((await login('127.0.5.1', right('sweep-co'))).status).toBe(200);
  });
});

describe('what is remembered', () => {
  it('a good login clears that client’s failures on that account', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures - 1; i += 1) await login('127.0.6.1', wrong('clear-co'));
    expect((await login('127.0.6.1', right('clear-co'))).status).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures - 1; i += 1) expect((await login('127.0.6.1', wrong('clear-co'))).status).toBe(422);
    expect((await login('127.0.6.1', right('clear-co'))).status).toBe(200);
  });

  it('failures are forgotten after the window', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1) await login('127.0.7.1', wrong('clear-co'));
    expect((await login('127.0.7.1', right('clear-co'))).status).toBe(429);
    clock += LOGIN_THROTTLE.windowMs;
    expect((await login('127.0.7.1', wrong('clear-co'))).status).toBe(422);
    expect((await login('127.0.7.1', right('clear-co'))).status).toBe(200);
  });

  it('counts are in the database: a second server instance sees them, and the table holds digests only', async () => {
    const twin = createApp({ ...server.deps });
    const second = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: twin.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
      for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1) await login('127.0.8.1', wrong('other-co'));
      expect((await login('127.0.8.1', right('other-co'), secondUrl)).status).toBe(429);
      const keys = (await server.database.db.select({ key: loginFailures.key }).from(loginFailures)).map((row) => row.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await new Promise<void>((resolve) => second.close(() => resolve()));
    }
  });

  it('a burst of concurrent failures is counted in full', async () => {
    const burst = 12;
    const replies = await Promise.all(Array.from({ length: burst }, (_, i) => login(`127.0.9.${i + 1}`, wrong('burst-co'))));
    // Each was checked before any was counted, or after: none is a 5xx and every failure counts.
    for (const reply of replies) expect([422]).toContain(reply.status);
    expect((await login('127.0.10.1', right('burst-co'))).body.errors).toEqual({ captcha: [MSG.loginChallenge] });
  });
});
