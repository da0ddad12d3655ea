import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TV_SERVICE_WORKER_PATH } from '@atoll/contract';
import { TV_CSP } from '../src/http/securityHeaders';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let dir: string;
const INDEX = '<!doctype html><html><head><title>Atoll</title></head><body><div id="root"></div></body></html>';
const LOGIN = '<!doctype html><html><head><title>Login · Atoll</title></head><body><div id="root"></div></body></html>';
const TV = '<!doctype html><html><head><title>Atoll TV</title></head><body><div id="tv"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const WORKER = `self.addEventListener('fetch', () => {});`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'login.html'), LOGIN);
  writeFileSync(path.join(dir, 'tv.html'), TV);
  writeFileSync(path.join(dir, 'tv-sw.js'), WORKER);
  writeFileSync(path.join(dir, 'tv-sw.js.map'), '{}');
  writeFileSync(path.join(dir, 'assets/index-a1b2c3.js'), SCRIPT);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(os.tmpdir(), 'atoll-secret.txt'), 'secret');
  server = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built console', () => {
  it('serves index.html for / and for client-side routes, never cached', async () => {
    for (const route of ['/', '/signup', '/admin/users', '/auth/activate?token=abc']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('serves the lean login page for /login, with its query, never cached', async () => {
    for (const route of ['/login', '/login?company=coral-atoll&username=nadia']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(LOGIN);
    }
  });

  it("serves the TV page for a TV's link, any token (the page shows the invalid-link slide), with its own CSP", async () => {
    for (const route of [`/tv/${'a'.repeat(43)}`, '/tv/not-a-token', '/tv/x/y?z=1', '/tv']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('Content-Security-Policy')).toBe(TV_CSP);
      expect(await res.text()).toBe(TV);
    }
    // tv.html by its file name is not the TV page, and /tvs or /tv-x are the app's.
    for (const route of ['/tv.html', '/tvs', '/tv-x']) expect(await (await fetch(`${server.url}${route}`)).text(), route).toBe(INDEX);
    expect(TV_CSP).toMatch(/script-src 'self'(;|$)/);
    expect(TV_CSP).not.toMatch(/unsafe|data:|blob:/);
    // Its service worker may register (and nothing else may run as a worker).
    expect(TV_CSP).toMatch(/(^|; )worker-src 'self'(;|$)/);
  });

  it("serves the TV page's service worker at its fixed URL as JavaScript, never cached, under the TV page's policy", async () => {
    const res = await fetch(`${server.url}${TV_SERVICE_WORKER_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Security-Policy')).toBe(TV_CSP);
    expect(await res.text()).toBe(WORKER);
    // Its source map stays private like every other.
    expect((await fetch(`${server.url}${TV_SERVICE_WORKER_PATH}.map`)).status).toBe(404);
  });

  it('serves hashed assets immutably and compressed', async () => {
    const res = await fetch(`${server.url}/assets/index-a1b2c3.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(await res.text()).toBe(SCRIPT);
    const missing = await fetch(`${server.url}/assets/index-gone.js`);
    expect(missing.status).toBe(404);
  });

  it('serves other files as they are and never leaves the directory', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *');
    for (const sneaky of ['/..%2fatoll-secret.txt', '/%2e%2e/atoll-secret.txt', '/assets/..%2f..%2fatoll-secret.txt']) {
      const res = await fetch(`${server.url}${sneaky}`);
      expect(await res.text(), sneaky).not.toBe('secret');
    }
  });

  it('leaves /api alone: unknown API paths stay 404 ApiErrors', async () => {
    const res = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('NOT_FOUND');
  });
});
