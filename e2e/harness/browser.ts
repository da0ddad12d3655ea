/**
 * Debian's Chromium (its headless shell where installed: chromium.ts) driven by Playwright (browsers cannot be
 * downloaded on these machines). The browser only talks to 127.0.0.1: every other host goes to a proxy that is
 * not there (OUTSIDE_PROXY), so it fails, and each context remembers what was asked of it, so a walk never
 * depends on the internet. What the server's Content-Security-Policy blocks is remembered too; suite.ts fails a
 * walk on either. During an e2e run the secrets a person sends and receives (passwords, tokens, cookies) are
 * recorded for the end-of-run log scan.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { testChromiumLaunchOptions } from '../../chromium';
import { recordLinkTokens, recordSecretsIn, recordSecretsInBody, recordSecretsInHeaders, runDir } from './secrets';
import { UI_TIMEOUT_MS } from './timing';

/** Which Chromium build, and its flags (chromium.ts). */
export type LaunchOptions = typeof testChromiumLaunchOptions;

/**
 * Where requests to anything but 127.0.0.1 go: port 9 (discard) on loopback, where nothing listens, so they fail
 * at once. A launch proxy, not `context.route` on every URL: that sent every request of a walk through this
 * process and back and turned the browser's HTTP cache off (docs/performance.md, "3 December"); a person's
 * browser keeps its cache, and the walks now do too.
 */
export const OUTSIDE_PROXY = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' };

/**
 * `args` adds Chromium flags (the harness's own test maps a host name to 127.0.0.1). `launch`: the headless shell
 * where installed, or `chromiumLaunchOptions` for a walk that needs what only the whole browser has (Web Push).
 */
export function launchChromium(args: string[] = [], launch: LaunchOptions = testChromiumLaunchOptions): Promise<Browser> {
  return chromium.launch({
    ...launch,
    args: [...launch.args, ...args],
    headless: true,
    proxy: OUTSIDE_PROXY,
  });
}

export interface Diagnostics {
  /** Requests to anything but 127.0.0.1, which failed (OUTSIDE_PROXY). */
  blocked: string[];
  /** Uncaught page errors and console errors, newest last. */
  errors: string[];
  /** What the server's Content-Security-Policy blocked (the console must need nothing it forbids). */
  cspViolations: string[];
}

/** The page's `securitypolicyviolation` events reach the test through this binding. */
const CSP_BINDING = 'atollCspViolation';

export interface E2EContext {
  context: BrowserContext;
  diagnostics: Diagnostics;
  newPage(): Promise<Page>;
}

function watchPage(page: Page, diagnostics: Diagnostics): void {
  page.on('pageerror', (error) => diagnostics.errors.push(`pageerror ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') diagnostics.errors.push(`console ${page.url()}: ${message.text()}`);
    // Chromium reports what a CSP blocked as a console message as well as an event.
    if (message.text().includes('Content Security Policy')) diagnostics.cspViolations.push(`console ${page.url()}: ${message.text()}`);
  });
}

/**
 * What the person's pages send to 127.0.0.1 (Authorization and cookies, form and JSON bodies: the typed
 * passwords) and the JSON the server answers (session, guest, TV and tracker tokens). Only JSON answers
 * are read, never streams or files.
 */
function recordBrowserSecrets(context: BrowserContext): void {
  context.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') return;
    recordLinkTokens('browser URL', request.url());
    recordSecretsInHeaders('browser request', request.headers());
    recordSecretsInBody('browser request body', request.postData());
  });
  context.on('response', (response) => {
    if (new URL(response.url()).hostname !== '127.0.0.1' || !/\bjson\b/i.test(response.headers()['content-type'] ?? '')) return;
    recordSecretsInHeaders('browser answer', response.headers());
    response
      .text()
      .then((text) => recordSecretsIn('browser answer', JSON.parse(text)))
      .catch(() => undefined);
  });
}

/** A fresh browser context (its own storage: a different person) on `baseURL`. */
export async function newE2EContext(browser: Browser, baseURL: string): Promise<E2EContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const diagnostics: Diagnostics = { blocked: [], errors: [], cspViolations: [] };
  await context.exposeBinding(CSP_BINDING, ({ page }, violation: string) => {
    diagnostics.cspViolations.push(`securitypolicyviolation ${page.url()}: ${violation}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, ((violation: string) => void) | undefined>)[binding];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, CSP_BINDING);
  context.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (hostname !== '127.0.0.1' && protocol !== 'data:' && protocol !== 'blob:') diagnostics.blocked.push(request.url());
  });
  context.on('page', (page) => watchPage(page, diagnostics));
  if (runDir()) recordBrowserSecrets(context);
  return { context, diagnostics, newPage: () => context.newPage() };
}
