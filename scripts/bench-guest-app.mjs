#!/usr/bin/env node
/**
 * Benchmark of the guest web app's first load (issue 21: 'guest app first load (initial JS, Lighthouse)'): what a
 * guest's phone waits for after scanning the Home QR code. The built product (`npm run build` first) with a property
 * whose app has real content (scripts/guestAppProduct.mjs: three facilities with PNG covers, a daily event, a saved
 * Home of a heading, the facilities and today's events); real Chromium at 390 x 844 opens company.qr_link
 * under a throttled network (CDP Network.emulateNetworkConditions: --down 1.6 Mbps, --up 0.75 Mbps, --rtt 150 ms,
 * the 'slow 4G' of Lighthouse's mobile run) and, with --cpu N, a CPU N times slower (Emulation.setCPUThrottlingRate).
 *
 * Per run, two figures: first contentful paint (the server's HTML: header with the property's name and the
 * skeleton) and 'home drawn' (performance.mark('guest-ready'): the payload read and the Home components drawn).
 * - cold: a new browser context each run (no HTTP cache, no service worker), --runs times;
 * - warm: one context that has opened the app once and whose service worker controls the page, --runs more opens.
 * Prints the medians (and min/max) with the bytes a cold visit transfers and the initial JavaScript (gzip) as the
 * bundle budget reads it. A measurement, not part of `npm test`; exit 1 only when the page never draws.
 *
 *   npm run build && npm run bench:guest -- [--runs 7] [--down 1.6] [--up 0.75] [--rtt 150] [--cpu 1] [--screenshots DIR]
 */
// The functions handed to page.evaluate run in the page (performance, navigator are the page's).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { startGuestAppProduct } from './guestAppProduct.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    down: { type: 'string', default: '1.6' },
    up: { type: 'string', default: '0.75' },
    rtt: { type: 'string', default: '150' },
    cpu: { type: 'string', default: '1' },
    /** A directory: Home and a facility's page are also saved there as PNGs (390 px wide, full page). */
    screenshots: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const NETWORK = {
  offline: false,
  latency: Number(values.rtt),
  downloadThroughput: (Number(values.down) * 1_000_000) / 8,
  uploadThroughput: (Number(values.up) * 1_000_000) / 8,
};
const CPU = Number(values.cpu);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'console/dist');
const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const { GUEST_SERVICE_WORKER_PATH } = await tsImport('../contract/src/index.ts', import.meta.url);

// --- The guest entry's initial JavaScript (gzip), as the bundle budget reads it -------------------------------
const GUEST_PAGE = 'guest.html';
const manifestPath = path.join(dist, '.vite/guest-manifest.json');
if (!existsSync(manifestPath) || !existsSync(path.join(dist, GUEST_PAGE))) {
  console.error(`bench:guest: no ${path.relative(root, manifestPath)} or console/dist/${GUEST_PAGE}; run \`npm run build\` first`);
  process.exit(1);
}
const guestManifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
function firstVisitFiles(manifest, key) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const imported of manifest[k]?.imports ?? []) visit(imported);
  };
  visit(key);
  return [...new Set([...seen].map((k) => manifest[k].file))].filter((file) => file.endsWith('.js'));
}
const gzipOf = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length;
const pageJs = firstVisitFiles(guestManifest, GUEST_PAGE).reduce((sum, file) => sum + gzipOf(file), 0);
const workerJs = gzipOf(GUEST_SERVICE_WORKER_PATH.slice(1));

let product;
let browser;
let failed = false;
try {
  product = await startGuestAppProduct();
  const { base, link } = product;

  // --- Chromium at phone size on a throttled network --------------------------------------------------------
  browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const newContext = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, baseURL: base });
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    return context;
  };
  /** One open of the QR link in a new page of `context`: FCP, 'home drawn', bytes transferred. */
  const open = async (context) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await page.goto(link, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-guest-ready]', { timeout: 60_000 });
    await page.waitForSelector('.ag h1, .ag h2', { timeout: 60_000 });
    const times = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: performance.getEntriesByName('guest-ready')[0]?.startTime ?? NaN,
    }));
    return { page, cdp, ...times, bytes };
  };

  const cold = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext();
    const { fcp, ready, bytes } = await open(context);
    cold.push({ fcp, ready, bytes });
    await context.close();
  }

  const warmContext = await newContext();
  const first = await open(warmContext);
  await first.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  // Let the worker keep what the first visit read (its page, the payload, the images).
  await first.page.waitForTimeout(1500);
  await first.page.close();
  const warm = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { page, fcp, ready, bytes } = await open(warmContext);
    warm.push({ fcp, ready, bytes });
    await page.close();
  }
  if (values.screenshots) {
    const shots = await open(warmContext);
    await shots.page.screenshot({ path: path.join(values.screenshots, 'guest-home-390.png'), fullPage: true });
    await shots.page.locator('.ag button').first().click();
    await shots.page.waitForURL('**/facility/*');
    await shots.page.waitForSelector('.gs-facility h1');
    await shots.page.waitForTimeout(500);
    await shots.page.screenshot({ path: path.join(values.screenshots, 'guest-facility-390.png'), fullPage: true });
    await shots.page.close();
  }
  await warmContext.close();

  // --- Figures ------------------------------------------------------------------------------------------------
  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const ms = (n) => `${Math.round(n)} ms`;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const row = (name, runs, key) => {
    const list = runs.map((r) => r[key]);
    return `  ${name.padEnd(24)} median ${ms(median(list)).padStart(8)}   min ${ms(Math.min(...list)).padStart(8)}   max ${ms(Math.max(...list)).padStart(8)}`;
  };
  console.log(`Guest web app first load (${link}), Chromium 390x844, ${RUNS} runs each`);
  console.log(`  network: ${values.down} Mbps down, ${values.up} Mbps up, ${values.rtt} ms RTT; CPU ${CPU > 1 ? `${CPU}x slower` : 'not throttled'}`);
  console.log(`  initial JavaScript (gzip): page ${kb(pageJs)} + service worker ${kb(workerJs)} = ${kb(pageJs + workerJs)} (budget 80 KB)`);
  console.log('cold (new context: no HTTP cache, no service worker):');
  console.log(row('first contentful paint', cold, 'fcp'));
  console.log(row('home drawn', cold, 'ready'));
  console.log(`  transferred              median ${kb(median(cold.map((r) => r.bytes))).padStart(8)}`);
  console.log('warm (service worker controls the page, HTTP cache kept):');
  console.log(row('first contentful paint', warm, 'fcp'));
  console.log(row('home drawn', warm, 'ready'));
  console.log(`  transferred              median ${kb(median(warm.map((r) => r.bytes))).padStart(8)}`);
  if ([...cold, ...warm].some((r) => !Number.isFinite(r.ready))) {
    failed = true;
    console.error('bench:guest: the page did not mark guest-ready on every run');
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  product?.close();
}
process.exit(failed ? 1 : 0);
