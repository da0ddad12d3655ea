/**
 * Security headers on every answer: the console's Content-Security-Policy on its pages and assets,
 * a CSP that allows nothing on the API, and the same anti-sniffing, referrer and framing rules
 * everywhere. A route that sets its own Content-Security-Policy keeps it (served uploads, files.ts).
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface CspOptions {
  /** Sign-up uses Google reCAPTCHA (RECAPTCHA_SITE_KEY): its script and frame must load. */
  recaptcha?: boolean;
  /**
   * CSP hashes ('sha256-…') of the inline scripts the console's index.html carries: the script that
   * shows its first paint (ui-kit/src/theme/bootShell.ts). See inlineScriptHashes.
   */
  scriptHashes?: string[];
}

/**
 * The CSP source of each inline <script> (one without src) in a built page: exactly those scripts may
 * run, and nothing injected into the page can.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1]!)
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** Where Google says reCAPTCHA loads from (developers.google.com/recaptcha/docs/faq, CSP). */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The console's policy. Scripts are 'self' (Vite puts its module-preload polyfill in the entry chunk)
 * plus, by hash, the one inline script of index.html that paints the first frame.
 * - style-src 'unsafe-inline': styled-components (and the ALTCHA widget) add <style> elements at run
 *   time. A nonce would need the server to rewrite every HTML answer and the app to hand it to
 *   styled-components; with scripts locked to 'self' an injected style cannot run code, so the simple
 *   policy is kept.
 * - img-src data: blob:: previews of a picked file (blob:) and the mocks' data URLs.
 * - worker-src blob:: the ALTCHA widget solves its proof of work in a worker made from a blob URL.
 */
export function consoleCsp({ recaptcha = false, scriptHashes = [] }: CspOptions = {}): string {
  const extra = (sources: string[]) => (recaptcha ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}${extra(RECAPTCHA_SCRIPTS)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${recaptcha ? RECAPTCHA_FRAMES.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The TV display page (tv.html, issue 20): its own script and stylesheet, the uploads it shows (GET files/{id}),
 * its calls and its stream, and its service worker (tv-sw.js, which keeps it playing offline), all on this
 * origin; no inline script or style (it sets styles through the CSSOM only), no fonts, frames or forms.
 */
export const TV_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The guest web app (guest.html at /p/{domain}, issue 21): its own scripts only, its calls, its service worker
 * (guest-sw.js) and the property's manifest, all on this origin. style-src 'unsafe-inline': the server writes the
 * property's colour into the page's head for the first paint (a validated #rrggbb); with scripts locked to 'self' an
 * injected style cannot run code (the console's reasoning). Forms post to this origin only; never framed.
 */
export const GUEST_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** JSON answers load nothing and are never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Served uploads (GET files/{id}): a document that may not run, load or submit anything, even when
 * a browser is made to render it (an "image" or "PDF" that carries HTML). style-src 'unsafe-inline'
 * lets Chromium style its own image viewer without a console error; nothing can be fetched anyway.
 */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `options` is read on the first request: building the app does no work (tests build it bare). */
export function securityHeaders(options: () => CspOptions): MiddlewareHandler {
  let consolePolicy: string | undefined;
  return async (c, next) => {
    await next();
    consolePolicy ??= consoleCsp(options());
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) {
      const api = c.req.path === '/api' || c.req.path.startsWith('/api/');
      headers.set('Content-Security-Policy', api ? API_CSP : consolePolicy);
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // For browsers without CSP frame-ancestors.
    headers.set('X-Frame-Options', 'DENY');
  };
}
