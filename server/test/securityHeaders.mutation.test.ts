/**
 * The security headers in process (no database, no server): every policy string exactly, the inline-script hashes
 * of a built page, and the middleware's choice of policy by path (the API's, the console's, a route's own), read
 * lazily and once. securityHeaders.test.ts holds the same over HTTP with a built console and served uploads.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { API_CSP, GUEST_CSP, TV_CSP, UPLOAD_CSP, consoleCsp, inlineScriptHashes, securityHeaders, type CspOptions } from '../src/http/securityHeaders';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

const GOOGLE_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const GOOGLE_FRAMES = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

/** consoleCsp's directives with `scripts` and `frames` filled in. */
const consolePolicy = (scripts: string, frames: string) =>
  [
    "default-src 'self'",
    `script-src 'self'${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${frames}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

describe('inlineScriptHashes', () => {
  it('hashes each inline script body as CSP Level 3 says (SHA-256 of its UTF-8, base64, quoted)', () => {
    const boot = "(function(){document.getElementById('atoll-boot').hidden=false})();";
    expect(inlineScriptHashes(`<p>x</p><script>${boot}</script>`)).toEqual([`'sha256-${createHash('sha256').update(boot).digest('base64')}'`]);
    // Non-ASCII text is hashed as UTF-8, not Latin-1.
    expect(inlineScriptHashes('<script>document.title="Menü ✓"</script>')).toEqual([sha256('document.title="Menü ✓"')]);
  });

  it('skips scripts loaded by src (any attribute order, any case), keeps those with other attributes', () => {
    const html = [
      // A script with src ignores its body (HTML): a body there is no inline script either.
      '<script type="module" crossorigin src="/assets/main.js">ignored()</script>',
      '<script src="/a.js" defer>ignored()</script>',
      '<SCRIPT TYPE="module" SRC="/b.js">ignored()</SCRIPT>',
      '<script\tsrc="/c.js">ignored()</script>',
      '<script type="module">one()</script>',
      '<script data-src="/not-a-source.js">two()</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256('one()'), sha256('two()')]);
  });

  it('matches tags in any case and bodies over several lines, each script on its own', () => {
    const body = 'a();\n  b();\r\n';
    expect(inlineScriptHashes(`<SCRIPT>${body}</SCRIPT><div></div><Script>c()</sCrIpT>`)).toEqual([sha256(body), sha256('c()')]);
  });

  it('hashes the body as it is, surrounding whitespace included; empty and blank bodies are skipped', () => {
    expect(inlineScriptHashes('<script> x() </script>')).toEqual([sha256(' x() ')]);
    expect(inlineScriptHashes('<script></script><script>\n \t</script>')).toEqual([]);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });
});

describe('consoleCsp', () => {
  it('by default allows its own scripts only, no frames', () => {
    expect(consoleCsp()).toBe(consolePolicy('', "'none'"));
    expect(consoleCsp({})).toBe(consolePolicy('', "'none'"));
    expect(consoleCsp({ recaptcha: false, scriptHashes: [] })).toBe(consolePolicy('', "'none'"));
  });

  it('adds the inline scripts by hash, in order', () => {
    expect(consoleCsp({ scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"] })).toBe(consolePolicy(" 'sha256-AAA=' 'sha256-BBB='", "'none'"));
  });

  it("with reCAPTCHA lets Google's script and frame load, after the hashes", () => {
    expect(consoleCsp({ recaptcha: true })).toBe(consolePolicy(` ${GOOGLE_SCRIPTS}`, GOOGLE_FRAMES));
    expect(consoleCsp({ recaptcha: true, scriptHashes: ["'sha256-AAA='"] })).toBe(consolePolicy(` 'sha256-AAA=' ${GOOGLE_SCRIPTS}`, GOOGLE_FRAMES));
  });
});

describe('the fixed policies', () => {
  it('the API loads nothing and is never framed', () => {
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });

  it('served uploads are sandboxed and load nothing', () => {
    expect(UPLOAD_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('the TV page: its own script, style, images, calls and worker only', () => {
    expect(TV_CSP).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; worker-src 'self'; " +
        "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it('the guest web app: its own scripts, inline style, its manifest, forms to itself', () => {
    expect(GUEST_CSP).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; " +
        "worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
  });
});

describe('the securityHeaders middleware', () => {
  const OWN = "default-src 'none'; sandbox";

  /** An app behind the middleware: any GET answers 200, /own sets its own policy; `options` counts its calls. */
  function app(options: CspOptions = {}) {
    const calls = { count: 0 };
    const hono = new Hono();
    hono.use(
      securityHeaders(() => {
        calls.count += 1;
        return options;
      }),
    );
    hono.get('/own', (c) => c.text('own', 200, { 'Content-Security-Policy': OWN }));
    hono.get('*', (c) => c.text('page'));
    return { hono, calls };
  }

  const headersOf = (res: Response) => ({
    csp: res.headers.get('Content-Security-Policy'),
    nosniff: res.headers.get('X-Content-Type-Options'),
    referrer: res.headers.get('Referrer-Policy'),
    frame: res.headers.get('X-Frame-Options'),
  });
  const common = { nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin', frame: 'DENY' };

  it('gives /api and everything under /api/ the API policy and the common headers', async () => {
    const { hono } = app();
    for (const path of ['/api', '/api/', '/api/v1/users', '/api/nothing']) {
      expect(headersOf(await hono.request(path)), path).toEqual({ csp: API_CSP, ...common });
    }
  });

  it('gives every other path the console policy, even one that only contains or resembles /api', async () => {
    const { hono } = app();
    for (const path of ['/', '/login', '/apix', '/apiary/x', '/p/api/', '/assets/api', '/x/api']) {
      expect(headersOf(await hono.request(path)), path).toEqual({ csp: consoleCsp(), ...common });
    }
  });

  it("keeps a route's own policy and still adds the common headers", async () => {
    const { hono } = app();
    expect(headersOf(await hono.request('/own'))).toEqual({ csp: OWN, ...common });
  });

  it('builds the console policy from the options, read on the first request only and never when the app is built', async () => {
    const { hono, calls } = app({ recaptcha: true, scriptHashes: ["'sha256-AAA='"] });
    expect(calls.count).toBe(0);
    const expected = consoleCsp({ recaptcha: true, scriptHashes: ["'sha256-AAA='"] });
    expect((await hono.request('/')).headers.get('Content-Security-Policy')).toBe(expected);
    expect((await hono.request('/login')).headers.get('Content-Security-Policy')).toBe(expected);
    expect((await hono.request('/api/v1')).headers.get('Content-Security-Policy')).toBe(API_CSP);
    expect(calls.count).toBe(1);
  });
});
