/**
 * Security headers (docs/server.md, Security notes): the console's Content-Security-Policy on its
 * pages and assets, a policy that allows nothing on the API, a sandbox on served uploads, and no
 * source maps or build metadata in public.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@atoll/contract';
import { API_CSP, UPLOAD_CSP, consoleCsp, inlineScriptHashes } from '../src/http/securityHeaders';
import { contentDisposition } from '../src/routes/files';
import { apiClient, type ApiClient } from './support/client';
import { pdf, png, upload } from './support/content';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let dir: string;

/** index.html's inline script (the first paint's, ui-kit/src/theme/bootShell.ts), hashed as CSP Level 3 says. */
const BOOT_SCRIPT = "(function(){document.getElementById('atoll-boot').hidden=false})();";
const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
/** login.html's inline script (its first paint in the person's colour scheme, ADR 0036). */
const SCHEME_SCRIPT = "document.documentElement.dataset.scheme='dark';";
const SCHEME_HASH = `'sha256-${createHash('sha256').update(SCHEME_SCRIPT).digest('base64')}'`;
const SERVED_CSP = consoleCsp({ scriptHashes: [BOOT_HASH, SCHEME_HASH] });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-headers-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Atoll</title><script type="module" crossorigin src="/assets/main-a1b2c3.js"></script><div id="atoll-boot" hidden></div><script>${BOOT_SCRIPT}</script><div id="root"></div>`,
  );
  writeFileSync(path.join(dir, 'login.html'), `<!doctype html><title>Login · Atoll</title><script>${SCHEME_SCRIPT}</script><div id="root"></div>`);
  writeFileSync(path.join(dir, 'assets/main-a1b2c3.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'assets/main-a1b2c3.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
  server = await startTestServer({ staticDir: dir });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'headers-co');
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function expectHeaders(res: Response, csp: string, what: string) {
  for (const [name, value] of Object.entries(COMMON)) expect(res.headers.get(name), `${name} on ${what}`).toBe(value);
  expect(res.headers.get('content-security-policy'), `CSP on ${what}`).toBe(csp);
}

const directives = (csp: string) => new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the console', () => {
  it('/, /login, client routes and assets carry the console CSP and the common headers', async () => {
    for (const route of ['/', '/login', '/admin/users', '/assets/main-a1b2c3.js', '/assets/gone.js']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(route === '/assets/gone.js' ? 404 : 200);
      expectHeaders(res, SERVED_CSP, route);
    }
  });

  it("index.html's and login.html's inline scripts run by their hashes, and no other inline script can", () => {
    expect(directives(SERVED_CSP).get('script-src')).toEqual(["'self'", BOOT_HASH, SCHEME_HASH]);
    expect(inlineScriptHashes('<script type="module" src="/assets/a.js"></script><script>\n</script><p>no script</p>')).toEqual([]);
    expect(inlineScriptHashes(`<script>${BOOT_SCRIPT}</script><script>alert(1)</script>`)).toEqual([
      BOOT_HASH,
      `'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`,
    ]);
  });

  it('the console CSP allows only its own scripts, no framing, no plugins', () => {
    const csp = directives(consoleCsp());
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('source maps and build metadata are 404, even when they exist', async () => {
    for (const route of ['/assets/main-a1b2c3.js.map', '/assets/MAIN-A1B2C3.JS.MAP', '/.vite/manifest.json', '/assets/%2e%2e/.vite/manifest.json']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(404);
      expect(await res.text(), route).not.toContain('secret.ts');
    }
  });
});

describe('the API', () => {
  it('answers, errors and 404s carry a CSP that allows nothing', async () => {
    const answers = [
      await fetch(`${server.url}/api/v1/ui/countries`),
      await fetch(`${server.url}/api/v1/users`),
      await fetch(`${server.url}/api/v1/nothing-here`),
      await fetch(`${server.url}/api/nothing`),
      await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }),
    ];
    expect(answers.slice(0, 4).map((res) => res.status)).toEqual([200, 401, 404, 404]);
    expect(answers[4].status, 'a body that is not JSON').toBeGreaterThanOrEqual(400);
    expect(answers[4].status, 'a body that is not JSON').toBeLessThan(500);
    answers.forEach((res, i) => expectHeaders(res, API_CSP, `API answer ${i}`));
  });
});

describe('served uploads', () => {
  let pdfMenuId: number;
  let facilityId: number;
  beforeAll(async () => {
    facilityId = (await api.post('facilities', { name: en('Headers') }, { token: owner.token })).body.data.id;
    pdfMenuId = (await api.post('facilities/menus', { facility_id: facilityId, name: en('PDF'), type: 'pdf' }, { token: owner.token })).body.data.id;
  });

  const uploadPdf = async (bytes: Uint8Array, name: string) => {
    const res = await upload(api, owner.token, `facilities/menus/${pdfMenuId}/pdf`, { bytes, name, type: 'application/pdf', language_code: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.pdf.find((p: { language_code: string }) => p.language_code === 'en').url as string;
  };

  it('images are inline under a sandboxing CSP', async () => {
    const res = await upload(api, owner.token, `facilities/${facilityId}/cover`, { bytes: await png(), name: 'sea view é.png', type: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const url of [res.body.data.cover, res.body.data.cover_thumb]) {
      const served = await fetch(`${server.url}${url}`);
      expect(served.status).toBe(200);
      expectHeaders(served, UPLOAD_CSP, url);
      expect(served.headers.get('content-disposition')).toBe(`inline; filename="sea view _.png"; filename*=UTF-8''sea%20view%20%C3%A9.png`);
    }
  });

  it('PDFs are attachments, so HTML behind %PDF- never renders as a page', async () => {
    const html = new TextEncoder().encode('%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n');
    const url = await uploadPdf(html, 'menu.html');
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="menu.html"; filename*=UTF-8''menu.html`);
    expectHeaders(served, UPLOAD_CSP, 'a PDF');
    expect(directives(UPLOAD_CSP).get('default-src')).toEqual(["'none'"]);
    expect(directives(UPLOAD_CSP).has('sandbox')).toBe(true);

    const named = await fetch(`${server.url}${await uploadPdf(pdf(), 'Menü; "spécial"\r\n.pdf')}`);
    const disposition = named.headers.get('content-disposition') ?? '';
    expect(disposition.startsWith('attachment; filename="')).toBe(true);
    expect(disposition).not.toMatch(/[\r\n]/);
  });

  it('the disposition is inline only for the image types uploads accept', () => {
    expect(contentDisposition('image/webp', null)).toBe('inline');
    expect(contentDisposition('IMAGE/JPEG', 'a.jpg')).toBe(`inline; filename="a.jpg"; filename*=UTF-8''a.jpg`);
    for (const type of ['application/pdf', 'image/svg+xml', 'text/html', 'application/octet-stream']) {
      expect(contentDisposition(type, undefined), type).toBe('attachment');
    }
    expect(contentDisposition('application/pdf', 'x;y".pdf')).toBe(`attachment; filename="x_y_.pdf"; filename*=UTF-8''x%3By%22.pdf`);
  });
});

describe('with reCAPTCHA configured', () => {
  it("the console CSP lets Google's script and frame load, and nothing else of Google's", async () => {
    const recaptcha = await startTestServer({
      staticDir: dir,
      captcha: { info: () => ({ provider: 'recaptcha', site_key: 'site' }), verify: () => Promise.resolve(false) },
    });
    try {
      const res = await fetch(`${recaptcha.url}/login`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toBe(consoleCsp({ recaptcha: true, scriptHashes: [BOOT_HASH, SCHEME_HASH] }));
      const d = directives(csp);
      expect(d.get('script-src')).toEqual(["'self'", BOOT_HASH, SCHEME_HASH, 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
      expect(d.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
      expect(d.get('connect-src')).toEqual(["'self'"]);
    } finally {
      await recaptcha.close();
    }
  });
});
