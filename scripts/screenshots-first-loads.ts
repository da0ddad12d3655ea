/**
 * Screenshots of issue 23's first loads on the built product, at 1440, 768 and 390 px and in dark mode: the
 * screens whose table, tabs, search field and forms now load on first use (ADR 0059) — Home (its day's figures), Settings, Requests,
 * Guest List, Slots, Users, Types, Map Settings and Sign Up — each opened by a fresh visit (a new page, its
 * scripts from the server), so what a person sees while the rest loads is what is measured.
 *
 *   npm run build && npx tsx scripts/screenshots-first-loads.ts docs/screenshots/issue-23
 *
 * For each screen and width it records in report.json: the layout shift while the screen filled in
 * (the sum of 'layout-shift' entries without recent input, as Lighthouse's CLS counts them), the JavaScript
 * fetched (transfer size of the scripts, gzip), the time to the screen's heading, and whether the page scrolls
 * sideways. It fails (exit 1) on a sideways scroll or a layout shift above 0.1 (the 'good' CLS threshold).
 * Runs its own server on a scratch PostgreSQL database (ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium';
import { apiClient, login, signupViaApi } from '../e2e/harness/api';
import { newHotel, signupPayloadFor } from '../e2e/harness/people';
import { seedUsers } from '../e2e/harness/seed';
import { SCREENSHOT_WIDTHS, logIn, startScreenshotProduct } from './screenshotProduct';

const outDir = process.argv[2] ?? 'docs/screenshots/issue-23';
const DB = 'atoll_shots_first_loads';
const CLS_GOOD = 0.1;

/** The screens that load parts on first use, by path and the heading a person waits for. */
const SCREENS = [
  { name: 'home', path: '/', heading: /Coral Atoll Resort/ },
  { name: 'settings', path: '/admin/settings', heading: 'Settings' },
  { name: 'requests', path: '/requests/bookings', heading: 'Requests' },
  { name: 'guests', path: '/guests/list', heading: 'Guest List' },
  { name: 'slots', path: '/requests/slots', heading: 'Slots' },
  { name: 'users', path: '/admin/users', heading: 'Users' },
  { name: 'task-types', path: '/tasks/types', heading: /Task Types|Types/ },
  { name: 'map-settings', path: '/map/map-settings', heading: 'Map Settings' },
] as const;
/** ONLY=settings,users narrows the run to those screens. */
const only = process.env.ONLY?.split(',');

interface Row {
  screen: string;
  width: number;
  dark: boolean;
  layoutShift: number;
  scriptKb: number;
  headingMs: number;
  sideways: boolean;
  /** Each layout shift: its score and what moved. */
  shifted: string[];
}

/** Opens `url` in a new page of the context with a layout-shift observer installed before any script. */
async function visit(page: Page, url: string, heading: string | RegExp) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifted: string[] };
    w.__shift = 0;
    w.__shifted = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        // What moved, for the report: the first nodes named by their element and text.
        const named = (entry.sources ?? []).slice(0, 2).map(({ node }) => {
          const el = node instanceof Element ? node : node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '?';
        });
        w.__shifted.push(`${entry.value.toFixed(3)} ${named.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Requests under way, but for the server-sent streams (the live queue's), which never end.
  const underWay = new Set<unknown>();
  page.on('request', (request) => {
    if (!/\/stream(\?|$)/.test(request.url())) underWay.add(request);
  });
  page.on('requestfinished', (request) => underWay.delete(request));
  page.on('requestfailed', (request) => underWay.delete(request));
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 30_000 });
  const headingMs = Date.now() - started;
  // What loads on first use has arrived: no request under way for a moment.
  for (let quiet = 0; quiet < 10; ) {
    await page.waitForTimeout(50);
    quiet = underWay.size === 0 ? quiet + 1 : 0;
  }
  const measured = await page.evaluate(() => ({
    layoutShift: (window as unknown as { __shift: number }).__shift,
    shifted: (window as unknown as { __shifted: string[] }).__shifted,
    scriptBytes: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    sideways: document.documentElement.scrollWidth > window.innerWidth,
  }));
  return { headingMs, ...measured };
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const product = await startScreenshotProduct(DB);
  const { base } = product;
  const rows: Row[] = [];
  try {
    const api = apiClient(base);
    const hotel = newHotel('Coral Atoll Resort');
    const credentials = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: 'Indian/Maldives' } } as never);
    const token = (await login(api, credentials)).auth_token.token;
    await seedUsers(api, token, 12, credentials.company);

    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const runs = [...SCREENSHOT_WIDTHS.map((viewport) => ({ viewport, dark: false })), { viewport: SCREENSHOT_WIDTHS[0]!, dark: true }];
      for (const { viewport, dark } of runs) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: dark ? 'dark' : 'light' });
        const first = await context.newPage();
        await logIn(first, base, credentials);
        await first.close();
        for (const screen of SCREENS.filter((s) => !only || only.includes(s.name))) {
          // A new page with the HTTP cache cleared: the screen's chunks come from the server as on a first visit.
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
          const result = await visit(page, `${base}${screen.path}`, screen.heading);
          const file = `${screen.name}-${viewport.width}${dark ? '-dark' : ''}.png`;
          await page.screenshot({ path: path.join(outDir, file) });
          rows.push({ screen: screen.name, width: viewport.width, dark, layoutShift: Number(result.layoutShift.toFixed(4)), scriptKb: Math.round(result.scriptBytes / 102.4) / 10, headingMs: result.headingMs, sideways: result.sideways, shifted: result.shifted });
          await page.close();
        }
        // Sign Up, logged out.
        if (!dark && (!only || only.includes('signup'))) {
          const guest = await browser.newContext({ viewport, deviceScaleFactor: 1 });
          const page = await guest.newPage();
          const result = await visit(page, `${base}/signup`, /Sign Up|Create/);
          await page.screenshot({ path: path.join(outDir, `signup-${viewport.width}.png`) });
          rows.push({ screen: 'signup', width: viewport.width, dark: false, layoutShift: Number(result.layoutShift.toFixed(4)), scriptKb: Math.round(result.scriptBytes / 102.4) / 10, headingMs: result.headingMs, sideways: result.sideways, shifted: result.shifted });
          await guest.close();
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await product.stop();
  }
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(rows, null, 2)}\n`);
  for (const row of rows) {
    console.log(`${row.screen.padEnd(13)} ${String(row.width).padStart(4)}${row.dark ? ' dark' : '     '}  shift ${row.layoutShift.toFixed(3)}  js ${row.scriptKb} KB  heading ${row.headingMs} ms${row.sideways ? '  SIDEWAYS' : ''}`);
  }
  const bad = rows.filter((row) => row.sideways || row.layoutShift > CLS_GOOD);
  if (bad.length > 0) {
    console.error(`${bad.length} screen(s) scroll sideways or shift more than ${CLS_GOOD}`);
    process.exitCode = 1;
  }
}

await main();
