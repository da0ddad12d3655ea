import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_NAMES, STATUS_MESSAGES } from '@atoll/contract';
import { apiClient, type ApiClient } from './support/client';
import { startWithTenant, signupPayload, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('http-co')));
afterAll(() => server.close());

describe('error envelope and bad input', () => {
  it('malformed JSON is 400 BAD_REQUEST with the full ApiError shape', async () => {
    const res = await api.request('POST', 'auth/login', { raw: '{"company": "x",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'BAD_REQUEST',
      name: ERROR_NAMES.BAD_REQUEST,
      message: expect.any(String),
      reference: '',
      status: 400,
      data: null,
    });
    for (const raw of ['[1,2]', '"text"', 'null', '42']) {
      expect((await api.request('POST', 'auth/signup', { raw })).status, raw).toBe(400);
    }
  });

  it('a missing body is a validation error, not a crash', async () => {
    const res = await api.request('POST', 'auth/signup');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.errors)).toContain('captcha');
  });

  it('wrong types and huge strings never produce a 500', async () => {
    const payloads: unknown[] = [
      { company: 1, username: true, password: 5 },
      { company: { x: 1 }, username: ['a'], password: { p: 1 } },
      { company: 'x'.repeat(100_000), username: 'y'.repeat(100_000), password: 'z'.repeat(100_000) },
    ];
    for (const json of payloads) {
      const res = await api.post('auth/login', json);
      expect([422, 429], JSON.stringify(json).slice(0, 60)).toContain(res.status);
    }
    const signup = await api.post('auth/signup', { company: 'nope', user: [1], settings: 'x', captcha: { a: 1 } });
    expect(signup.status).toBe(422);
    const user = await api.post('users', { name: { a: 1 }, username: 42, designation: null, authentication: 'password', password: ['x'] }, { token: owner.token });
    expect(user.status).toBe(422);
    const permissions = await api.post('auth/permissions/update', { user_id: 'abc', permissions: [] }, { token: owner.token });
    expect(permissions.status).toBe(422);
    const hugeId = await api.post('auth/permissions/update', { user_id: 1e15, permissions: {} }, { token: owner.token });
    expect(hugeId.status).toBe(404);
    const tooBig = await api.post('user/settings', { property_name: 'x'.repeat(2 * 1024 * 1024), primary_color: '#FC4500' }, { token: owner.token });
    expect(tooBig.status).toBe(413);
    expect(server.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('NUL characters (which PostgreSQL cannot store) are dropped from bodies and queries, never a 500', async () => {
    const patched = await api.patch(`users/${owner.auth.user.id}`, { name: 'Own\u0000er', designation: 'Boss\u0000' }, { token: owner.token });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'Owner', designation: 'Boss' });
    const search = await api.get('users?q_name=%00own', { token: owner.token });
    expect(search.status).toBe(200);
    expect(search.body.data.map((u: { username: string }) => u.username)).toEqual(['owner']);
    const login = await api.post('auth/login', { company: 'http-co\u0000', username: 'owner', password: 'wrong\u0000' });
    expect(login.status).toBe(422);
  });

  it('unknown /api paths and methods are 404 ApiErrors', async () => {
    for (const [method, path] of [['GET', 'no-such-thing'], ['DELETE', 'auth/login'], ['GET', 'users/1/unknown']]) {
      const res = await api.request(method, path, { token: owner.token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: STATUS_MESSAGES[404], status: 404 });
    }
    const outside = await fetch(`${server.url}/api/v2/anything`);
    expect(outside.status).toBe(404);
    expect((await outside.json()).code).toBe('NOT_FOUND');
  });

  it('an unexpected failure is a 500 with a reference that is in the log', async () => {
    const failing = await startTestServer({
      captcha: {
        info: () => ({ provider: 'altcha', challenge_url: '/x' }),
        verify: () => Promise.reject(new Error('captcha backend exploded')),
      },
    });
    try {
      const res = await apiClient(failing.url).post('auth/signup', signupPayload('boom-co', 'anything'));
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ code: 'SERVER_ERROR', message: STATUS_MESSAGES[500], status: 500 });
      expect(res.body.reference).toMatch(/^[0-9A-F]{12}$/);
      // The log names it as the user quotes it: 'REF-…' (formatReference).
      const logged = failing.logs.find((l) => l.level === 'error' && l.message === 'Unhandled error' && l.extra?.reference === `REF-${res.body.reference}`);
      expect(String(logged?.extra?.error)).toContain('captcha backend exploded');
      expect(JSON.stringify(res.body)).not.toContain('exploded');
    } finally {
      await failing.close();
    }
  });

  it('compresses large JSON responses when the client accepts gzip', async () => {
    const res = await fetch(`${server.url}/api/v1/ui/countries`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect((await res.json()).data.length).toBeGreaterThan(200);
  });
});
