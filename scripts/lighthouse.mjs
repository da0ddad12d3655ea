#!/usr/bin/env node
/**
 * Lighthouse (simulated throttling, performance and accessibility), mobile and desktop presets, on the nine pages
 * issue 23 names, on the built product: /login, Home, Facilities, Requests, Guests, Users, Settings, the guest web
 * app (/p/{domain} of the signed-up hotel) and a TV's link page (/tv/<token>, a TV created through the API). A
 * measurement, not a test (issue 23 asks for mobile ≥ 95, desktop 100 and accessibility 100, median of 3).
 *
 *   npm run build && node scripts/lighthouse.mjs [--path / --path /hotel/facilities] [--preset mobile --preset desktop]
 *                                                [--runs 3] [--json out.json] [--reports dir]
 *
 * --path takes console paths, `guest-app` and `tv`. Starts the built server on a fresh PGlite database (the e2e
 * harness), signs a hotel up through the API (solving the ALTCHA challenge as e2e does), adds a few facilities (shown
 * on the guest app's Home), a TV, logs in, and stores the session (and the theme colour the login page would
 * remember) in a Chromium profile without loading any of the console's JavaScript, so every Lighthouse run is a fresh
 * visit with a cold cache. The logged-in screens run first with Lighthouse's storage reset off (the session stays);
 * the public pages (/login, the guest app, the TV page) run last with it on (a first visit: no session, no service
 * worker). Lighthouse runs through `npx --yes lighthouse` against that Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium). --reports DIR keeps each run's full Lighthouse report there. Prints, per page and preset, the
 * median performance and accessibility scores, LCP, TBT, CLS and JavaScript, the failing accessibility audits and
 * the performance audits under 0.9 of the median run; --json also lists the scripts the first run fetched (to
 * compare with `scripts/check-bundle-budget.mjs --files`). The machine's load average and Lighthouse's BenchmarkIndex (the CPU it got) are printed beside each page.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { benchHotel } from './benchHotel.mjs';

const run = promisify(execFile);
const NINE_PAGES = ['/', '/hotel/facilities', '/requests/bookings', '/guests/list', '/admin/users', '/admin/settings', '/login', 'guest-app', 'tv'];
const { values } = parseArgs({
  options: {
    path: { type: 'string', multiple: true, default: NINE_PAGES },
    preset: { type: 'string', multiple: true, default: ['mobile', 'desktop'] },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Number(values.runs);
const log = (line) => console.error(line);
const PUBLIC = new Set(['/login', 'guest-app', 'tv']);
if (values.reports) await mkdir(values.reports, { recursive: true });

const { chromium } = await import('playwright');
const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const { startProduct } = await tsImport('../e2e/harness/product.ts', import.meta.url);

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

log('Starting the built product on a fresh database…');
const product = await startProduct();
const profile = await mkdtemp(path.join(tmpdir(), 'atoll-lighthouse-'));
let context;
try {
  log('Signing a hotel up (ALTCHA solved here) and logging in…');
  const { auth, token, storage } = await benchHotel(product, 'Lighthouse Lagoon');
  const tv = await product.api.ok('POST', 'tvs', { token, body: { name: 'Lobby TV', lat: 4.1768, lng: 73.5066 } });
  const pagePath = (name) => (name === 'guest-app' ? new URL(auth.company.qr_link).pathname : name === 'tv' ? new URL(tv.url).pathname : name);

  // One Chromium for the profile and Lighthouse: Lighthouse connects to its debugging port.
  const port = 9300 + Math.floor(Math.random() * 500);
  context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    headless: true,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // A JSON answer of the same origin: the session lands in localStorage without loading the console.
  await page.goto(new URL('/api/v1/ui/countries', product.url).href);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, storage);

  const cdp = await context.newCDPSession(page);
  const results = [];
  // The session's screens first (storage kept), then the public pages (storage reset, as a first visit).
  const ordered = [...values.path.filter((p) => !PUBLIC.has(p)), ...values.path.filter((p) => PUBLIC.has(p))];
  for (const name of ordered) {
    const screenPath = pagePath(name);
    // A first visit: no session (with one, /login goes on to Home).
    if (PUBLIC.has(name)) await page.evaluate(() => localStorage.clear());
    const url = new URL(screenPath, product.url).href;
    for (const preset of values.preset) {
      const reports = [];
      const loads = [];
      for (let i = 0; i < runs; i++) {
        log(`Lighthouse ${name} ${preset} (${i + 1}/${runs})…`);
        loads.push(loadavg()[0]);
        // A fresh visit: the HTTP cache emptied, the session kept (--disable-storage-reset) on the session's screens.
        await cdp.send('Network.clearBrowserCache');
        const { stdout } = await run(
          'npx',
          [
            '--yes',
            'lighthouse',
            url,
            `--port=${port}`,
            ...(PUBLIC.has(name) ? [] : ['--disable-storage-reset']),
            ...(preset === 'desktop' ? ['--preset=desktop'] : []),
            '--only-categories=performance,accessibility',
            // The console keeps its live stream open, so the network is never quiet: without a bound every run waits
            // Lighthouse's 45 s. The load event and the first screen come long before 15 s even on a busy machine.
            '--max-wait-for-load=15000',
            '--disable-full-page-screenshot',
            '--output=json',
            '--quiet',
          ],
          { maxBuffer: 64 * 1024 * 1024 },
        );
        reports.push(JSON.parse(stdout));
        if (values.reports) await writeFile(path.join(values.reports, `${name.replace(/\W+/g, '_') || 'home'}-${preset}-${i + 1}.json`), stdout);
      }
      const pick = (report) => ({
        score: Math.round(report.categories.performance.score * 100),
        a11y: Math.round(report.categories.accessibility.score * 100),
        lcp: report.audits['largest-contentful-paint'].numericValue,
        fcp: report.audits['first-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
        js: (report.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? 0,
        unusedJs: report.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
        finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
        // Lighthouse's own measure of the CPU it got (a quiet desktop class machine scores 1,000 or more).
        benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
        a11yFailing: report.categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
          .map((ref) => ref.id),
        perfUnder: report.categories.performance.auditRefs
          .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 0.9)
          .map((ref) => `${ref.id} ${report.audits[ref.id].displayValue ?? ''}`.trim()),
        lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        // The scripts the visit fetched, to compare with scripts/check-bundle-budget.mjs --files.
        jsFiles: (report.audits['network-requests']?.details?.items ?? [])
          .filter((item) => item.resourceType === 'Script')
          .map((item) => ({ url: new URL(item.url).pathname, transferSize: item.transferSize })),
      });
      const picked = reports.map(pick);
      const middle = [...picked].sort((a, b) => a.score - b.score)[Math.floor(picked.length / 2)];
      const row = {
        page: name,
        path: screenPath,
        preset,
        score: median(picked.map((r) => r.score)),
        scores: picked.map((r) => r.score),
        a11y: median(picked.map((r) => r.a11y)),
        lcpMs: Math.round(median(picked.map((r) => r.lcp))),
        fcpMs: Math.round(median(picked.map((r) => r.fcp))),
        tbtMs: Math.round(median(picked.map((r) => r.tbt))),
        cls: Number(median(picked.map((r) => r.cls)).toFixed(3)),
        jsKb: Number((median(picked.map((r) => r.js)) / 1024).toFixed(1)),
        unusedJsKb: Number((median(picked.map((r) => r.unusedJs)) / 1024).toFixed(1)),
        load: Number(median(loads).toFixed(1)),
        benchmarkIndex: Math.round(median(picked.map((r) => r.benchmarkIndex))),
        a11yFailing: [...new Set(picked.flatMap((r) => r.a11yFailing))],
        perfUnder: middle.perfUnder,
        lcpElement: middle.lcpElement,
        finalUrl: picked[0].finalUrl,
        jsFiles: picked[0].jsFiles,
      };
      // A run that ended elsewhere (on /login) measured the wrong page: the session did not hold.
      if (new URL(row.finalUrl).pathname !== screenPath) throw new Error(`${screenPath} ended on ${row.finalUrl}: not logged in?`);
      results.push(row);
      if (values.json) await writeFile(values.json, JSON.stringify(results, null, 2));
      log(`  ${name} ${preset}: performance ${row.score} (${row.scores.join(',')}), accessibility ${row.a11y}, load ${row.load}`);
    }
  }

  console.log(`Lighthouse ${(await run('npx', ['--yes', 'lighthouse', '--version'])).stdout.trim()}, simulated throttling; median of ${runs} runs:`);
  console.log('  page                 preset   perf (runs)     a11y     LCP      FCP     TBT    CLS  JS (transfer)  load  BenchmarkIndex');
  for (const r of results) {
    console.log(
      `  ${r.page.padEnd(19)}  ${r.preset.padEnd(7)}  ${`${r.score} (${r.scores.join(',')})`.padEnd(14)}  ${String(r.a11y).padStart(4)}  ` +
        `${`${(r.lcpMs / 1000).toFixed(1)} s`.padStart(7)}  ${`${(r.fcpMs / 1000).toFixed(1)} s`.padStart(7)}  ${`${r.tbtMs} ms`.padStart(6)}  ${r.cls.toFixed(3)}  ${`${r.jsKb} KB`.padStart(13)}  ${r.load.toFixed(1).padStart(4)}  ${String(r.benchmarkIndex).padStart(5)}`,
    );
  }
  for (const r of results) {
    if (r.a11yFailing.length) console.log(`  ${r.page} ${r.preset}: accessibility audits failing: ${r.a11yFailing.join(', ')}`);
    if (r.perfUnder.length) console.log(`  ${r.page} ${r.preset}: performance audits under 0.9 (median run): ${r.perfUnder.join('; ')}; LCP element ${r.lcpElement ?? '?'}`);
  }
  if (values.json) await writeFile(values.json, JSON.stringify(results, null, 2));
} finally {
  await context?.close();
  await product.close();
  await rm(profile, { recursive: true, force: true });
}
