#!/usr/bin/env node
/**
 * Benchmark of the TV display page (issue 20): its initial JavaScript (gzip, from the build's tv-manifest.json,
 * the same first-visit reading as scripts/check-bundle-budget.mjs) and its JS heap over 24 simulated hours of
 * rotation. The built product (`npm run build` first): console/dist copied aside (a build running meanwhile
 * cannot change it under the page), served by the real server (server/src/main.ts through tsx) on a throw-away
 * PGlite directory, or DATABASE_URL. A company is made through the API with four show_on_tv banners with real
 * PNG images, a daily event, a map centre and three key places, and a TV whose link Chromium opens at 1920x1080.
 *
 * The page's clock is Playwright's (page.clock, installed before the page loads) and is moved on in steps of one
 * slide (--step 10 s by default), each followed by a real-time pause until the page's requests have answered,
 * so slides, polls, heartbeats and the stream reconnects happen as on a lobby screen, only faster. Every
 * --change-every simulated hours (3) the content changes through the API (a new banner with a new image, the
 * oldest one deleted): a new manifest hash the page applies. At the end of each simulated hour the heap is
 * collected (CDP HeapProfiler.collectGarbage) and measured (Runtime.getHeapUsage, Performance.getMetrics:
 * Nodes, JSEventListeners, Documents). Whether GET display/tv/{token}/stream and /tv-sw.js exist or not, the
 * page (and this script) work: the stream's connection is not waited for, and the service worker is the page's.
 *
 * Exit 1 when the heap after the last hour is more than --max-growth-mb (5) above the heap after the first
 * hour, or the DOM's node count grows steadily (each quarter of the run above the one before, and the end more
 * than 10 % and 100 nodes above the start). A measurement with a verdict, not part of `npm test`.
 *
 *   npm run build && npm run bench:tv -- [--hours 24] [--step 10] [--change-every 3] [--max-growth-mb 5]
 */
// The functions handed to page.evaluate and addInitScript run in the page, where these exist.
/* global window, document, MutationObserver, HTMLElement */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    hours: { type: 'string', default: '24' },
    step: { type: 'string', default: '10' },
    'change-every': { type: 'string', default: '3' },
    'max-growth-mb': { type: 'string', default: '5' },
  },
});
const HOURS = Number(values.hours);
const STEP_MS = Number(values.step) * 1000;
const CHANGE_EVERY_HOURS = Number(values['change-every']);
const MAX_GROWTH_MB = Number(values['max-growth-mb']);
const HOUR_MS = 3_600_000;
const MB = 1024 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'console/dist');
const { apiClient, login, signupViaApi } = await tsImport('../e2e/harness/api.ts', import.meta.url);
const { newHotel, signupPayloadFor } = await tsImport('../e2e/harness/people.ts', import.meta.url);
const { makePng } = await tsImport('../e2e/harness/png.ts', import.meta.url);
const { freePort } = await tsImport('../e2e/harness/serverProcess.ts', import.meta.url);
const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const { API_BASE, en } = await tsImport('../contract/src/index.ts', import.meta.url);

// --- The TV entry's initial JavaScript (gzip), as the bundle budget reads it ---------------------------------
const TV_PAGE = 'tv.html';
const manifestPath = path.join(dist, '.vite/tv-manifest.json');
if (!existsSync(manifestPath) || !existsSync(path.join(dist, TV_PAGE))) {
  console.error(`bench:tv: no ${path.relative(root, manifestPath)} or console/dist/${TV_PAGE}; run \`npm run build\` first`);
  process.exit(1);
}
const tvManifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!tvManifest[TV_PAGE]?.isEntry) {
  console.error(`bench:tv: the TV manifest has no entry for ${TV_PAGE}`);
  process.exit(1);
}
/** The entry's chunk and everything it imports statically, transitively (JS files only). */
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
const tvFiles = firstVisitFiles(tvManifest, TV_PAGE);
const tvGzipBytes = tvFiles.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length, 0);

// --- The product: the built console copied aside, the server on a throw-away database --------------------------
const scratch = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-tv-'));
const staticDir = path.join(scratch, 'dist');
cpSync(dist, staticDir, { recursive: true });
const dataDir = path.join(scratch, 'data');
const databaseUrl = process.env.DATABASE_URL;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, ALTCHA_COST: '1', SMTP_URL: '', STATIC_DIR: staticDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
const started = Date.now();
try {
  let up = false;
  for (let i = 0; i < 240 && !up; i += 1) {
    up = await fetch(`${base}${API_BASE}/auth/captcha`).then((r) => r.ok).catch(() => false);
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  if (!up) throw new Error('the server did not start within 60 s');

  // --- The company's content ----------------------------------------------------------------------------------
  const api = apiClient(base);
  const hotel = newHotel('TV Bench Resort');
  const credentials = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: 'Indian/Maldives' } });
  const token = (await login(api, credentials)).auth_token.token;
  let made = 0;
  /** A show_on_tv banner with a 1280x720 PNG of its own colour; answers its id. */
  const addBanner = async () => {
    made += 1;
    const banner = await api.ok('POST', 'promotions', { token, body: { name: `Offer ${made}`, description: [{ language_code: 'en', text: `Offer ${made}` }], sort_order: made, show_on_tv: true } });
    const rgb = { r: (made * 67) % 256, g: (made * 131) % 256, b: (made * 199) % 256 };
    await api.upload(`promotions/${banner.id}/image`, { token, file: { name: `offer-${made}.png`, mimeType: 'image/png', buffer: makePng(1280, 720, rgb) }, fields: { language_code: 'en' } });
    return banner.id;
  };
  const banners = [];
  for (let i = 0; i < 4; i += 1) banners.push(await addBanner());
  await api.ok('POST', 'events/recurring', {
    token,
    body: { name: en('Sunset cruise'), start_time: '18:00', end_time: '19:30', weekly_recurring_day: [1, 2, 3, 4, 5, 6, 7], description: en('From the jetty') },
  });
  await api.ok('POST', 'user/settings/map', { token, body: { map_lat: 4.1755, map_lng: 73.5093, map_lat_diff: 0.02, map_heading: 0 } });
  for (const [name, lat, lng] of [['Jetty', 4.1762, 73.5079], ['Restaurant', 4.1745, 73.5101], ['Spa', 4.1739, 73.5083]]) {
    await api.ok('POST', 'locations', { token, body: { name, lat, lng } });
  }
  const tv = await api.ok('POST', 'tvs', { token, body: { name: 'Lobby TV', lat: 4.1768, lng: 73.5066 } });
  const link = new URL(tv.url).pathname;

  // --- The lobby screen ---------------------------------------------------------------------------------------
  browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, baseURL: base });
  // Only the server: nothing leaves 127.0.0.1 (the map's tiles are the server's own).
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  // Slides shown: each time another slide layer takes 'tv-slide--shown' (a MutationObserver, not on the fake clock).
  await page.addInitScript(() => {
    const seen = { count: 0, last: '', ids: {} };
    window.__tvBench = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target;
        if (!(el instanceof HTMLElement) || !el.classList.contains('tv-slide--shown')) continue;
        const id = el.dataset.slide ?? '?';
        if (id === seen.last && record.oldValue?.includes('tv-slide--shown')) continue;
        seen.count += 1;
        seen.last = id;
        const kind = el.dataset.kind ?? '?';
        seen.ids[kind] = (seen.ids[kind] ?? 0) + 1;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  });
  // The page's requests under way (the stream's connection stays open by design, so it is not waited for).
  const inFlight = new Set();
  const track = (request) => request.resourceType() !== 'eventsource' && inFlight.add(request);
  const done = (request) => inFlight.delete(request);
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const settle = async () => {
    await page.waitForTimeout(5);
    for (let waited = 0; inFlight.size > 0 && waited < 3000; waited += 10) await page.waitForTimeout(10);
  };

  await page.clock.install();
  await page.goto(link);
  await page.waitForSelector('.tv-slide--shown', { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const measure = async (hour) => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
    const slides = await page.evaluate(() => window.__tvBench.count);
    return { hour, heapUsed: heap.usedSize, nodes: metric('Nodes'), listeners: metric('JSEventListeners'), documents: metric('Documents'), slides };
  };

  const samples = [];
  let changes = 0;
  for (let hour = 1; hour <= HOURS; hour += 1) {
    for (let passed = 0; passed < HOUR_MS; passed += STEP_MS) {
      await page.clock.runFor(STEP_MS);
      await settle();
    }
    const sample = await measure(hour);
    samples.push(sample);
    console.log(
      `hour ${String(hour).padStart(2)}: heap ${(sample.heapUsed / MB).toFixed(2)} MB, nodes ${sample.nodes}, listeners ${sample.listeners}, documents ${sample.documents}, slides ${sample.slides}`,
    );
    if (hour % CHANGE_EVERY_HOURS === 0 && hour < HOURS) {
      // New content: a new banner and image, the oldest banner gone (a new manifest hash the page applies).
      banners.push(await addBanner());
      await api.ok('DELETE', `promotions/${banners.shift()}`, { token });
      changes += 1;
    }
  }
  const kinds = await page.evaluate(() => window.__tvBench.ids);
  const shownNow = await page.evaluate(() => [...document.querySelectorAll('.tv-slide--shown')].map((el) => el.dataset.slide));

  // --- The report ---------------------------------------------------------------------------------------------
  const first = samples[0];
  const last = samples.at(-1);
  const max = samples.reduce((a, b) => (b.heapUsed > a.heapUsed ? b : a));
  const growth = (last.heapUsed - first.heapUsed) / MB;
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const quarters = [0, 1, 2, 3].map((q) => samples.slice(q * quarter, q === 3 ? undefined : (q + 1) * quarter)).filter((s) => s.length);
  const mean = (list) => list.reduce((sum, s) => sum + s.nodes, 0) / list.length;
  const nodeMeans = quarters.map(mean);
  const nodesGrowSteadily =
    nodeMeans.every((m, i) => i === 0 || m > nodeMeans[i - 1]) && last.nodes - first.nodes > Math.max(100, first.nodes * 0.1);
  const wallS = (Date.now() - started) / 1000;
  console.log('');
  console.log(`TV page (${link.replace(/[^/]+$/, '<token>')}), ${HOURS} simulated hours in ${STEP_MS / 1000} s steps, content changed ${changes} times`);
  console.log(`  initial JavaScript: ${(tvGzipBytes / 1024).toFixed(1)} KB gzip (${tvFiles.join(', ')}); budget 80 KB`);
  console.log(`  JS heap used: start (after hour 1) ${(first.heapUsed / MB).toFixed(2)} MB, end ${(last.heapUsed / MB).toFixed(2)} MB, max ${(max.heapUsed / MB).toFixed(2)} MB (hour ${max.hour}), growth ${growth.toFixed(2)} MB (limit ${MAX_GROWTH_MB} MB)`);
  console.log(`  DOM nodes: ${first.nodes} → ${last.nodes} (quarter means ${nodeMeans.map((m) => m.toFixed(0)).join(', ')}); listeners ${first.listeners} → ${last.listeners}; documents ${first.documents} → ${last.documents}`);
  console.log(`  slides shown: ${last.slides} (${Object.entries(kinds).map(([k, n]) => `${k} ${n}`).join(', ')}); showing now: ${shownNow.join(', ')}`);
  console.log(`  wall time: ${wallS.toFixed(0)} s`);
  const failures = [];
  if (growth > MAX_GROWTH_MB) failures.push(`the heap grew ${growth.toFixed(2)} MB (more than ${MAX_GROWTH_MB} MB)`);
  if (nodesGrowSteadily) failures.push(`the DOM grows steadily (${first.nodes} → ${last.nodes} nodes)`);
  if (last.slides < HOURS) failures.push(`only ${last.slides} slides were shown`);
  if (failures.length) {
    console.error(`bench:tv: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`bench:tv: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(scratch, { recursive: true, force: true });
}
