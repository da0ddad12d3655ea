#!/usr/bin/env node
/**
 * Lighthouse (mobile, simulated throttling) on logged-in screens of the built product: Home and
 * Hotel › Facilities by default. A measurement, not a test (issue 9 asks for ≥ 95 on both).
 *
 *   npm run build && node scripts/lighthouse.mjs [--path / --path /hotel/facilities] [--runs 3] [--json out.json] [--reports dir]
 *
 * Starts the built server on a fresh PGlite database (the e2e harness), signs a hotel up through the
 * API (solving the ALTCHA challenge as e2e does), adds a few facilities, logs in, and stores the
 * session (and the theme colour the login page would remember) in a Chromium profile without loading
 * any of the console's JavaScript, so every Lighthouse run is a fresh visit with a cold cache. Lighthouse
 * itself runs through `npx --yes lighthouse` against that Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium). --reports DIR keeps each run's full Lighthouse report there. Prints each screen's median performance score, LCP, TBT, CLS and JavaScript; --json also
 * lists the scripts the first run fetched (to compare with `scripts/check-bundle-budget.mjs --files`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    path: { type: 'string', multiple: true, default: ['/', '/hotel/facilities'] },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Number(values.runs);
const log = (line) => console.error(line);

const { chromium } = await import('playwright');
const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const { startProduct } = await tsImport('../e2e/harness/product.ts', import.meta.url);
const { login, signupViaApi } = await tsImport('../e2e/harness/api.ts', import.meta.url);
const { newHotel, signupPayloadFor } = await tsImport('../e2e/harness/people.ts', import.meta.url);

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

log('Starting the built product on a fresh database…');
const product = await startProduct();
const profile = await mkdtemp(path.join(tmpdir(), 'atoll-lighthouse-'));
let context;
try {
  log('Signing a hotel up (ALTCHA solved here) and logging in…');
  const credentials = await signupViaApi(product.api, signupPayloadFor(newHotel('Lighthouse Lagoon')));
  const auth = await login(product.api, credentials);
  const token = auth.auth_token.token;
  for (const [i, name] of ['Reef Bar', 'Lagoon Spa', 'Sunset Grill', 'Dive Centre', 'Kids Club', 'Main Restaurant'].entries()) {
    await product.api.ok('POST', 'facilities', { token, body: { name: [{ language_code: 'en', text: name }], description: [], sort_order: i } });
  }
  const settings = await product.api.ok('GET', 'user/settings', { token });

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
  await page.evaluate(
    ([session, theme]) => {
      localStorage.setItem('atoll.session', session);
      localStorage.setItem('atoll.theme', theme);
    },
    [
      JSON.stringify({ token, user: auth.user, company: auth.company }),
      JSON.stringify({ companyId: auth.company.id, primaryColor: settings.primary_color }),
    ],
  );

  const cdp = await context.newCDPSession(page);
  const results = [];
  for (const screenPath of values.path) {
    const url = new URL(screenPath, product.url).href;
    const reports = [];
    for (let i = 0; i < runs; i++) {
      log(`Lighthouse ${screenPath} (${i + 1}/${runs})…`);
      // A fresh visit: the HTTP cache emptied, the session kept (--disable-storage-reset below).
      await cdp.send('Network.clearBrowserCache');
      const { stdout } = await run(
        'npx',
        ['--yes', 'lighthouse', url, `--port=${port}`, '--disable-storage-reset', '--only-categories=performance', '--output=json', '--quiet'],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      reports.push(JSON.parse(stdout));
      if (values.reports) await writeFile(path.join(values.reports, `${screenPath.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), stdout);
    }
    const pick = (report) => ({
      score: Math.round(report.categories.performance.score * 100),
      lcp: report.audits['largest-contentful-paint'].numericValue,
      fcp: report.audits['first-contentful-paint'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      js: (report.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      unusedJs: report.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
      finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
      // The scripts the visit fetched, to compare with scripts/check-bundle-budget.mjs --files.
      jsFiles: (report.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .map((item) => ({ url: new URL(item.url).pathname, transferSize: item.transferSize })),
    });
    const picked = reports.map(pick);
    const row = {
      path: screenPath,
      score: median(picked.map((r) => r.score)),
      scores: picked.map((r) => r.score),
      lcpMs: Math.round(median(picked.map((r) => r.lcp))),
      fcpMs: Math.round(median(picked.map((r) => r.fcp))),
      tbtMs: Math.round(median(picked.map((r) => r.tbt))),
      cls: Number(median(picked.map((r) => r.cls)).toFixed(3)),
      jsKb: Number((median(picked.map((r) => r.js)) / 1024).toFixed(1)),
      unusedJsKb: Number((median(picked.map((r) => r.unusedJs)) / 1024).toFixed(1)),
      finalUrl: picked[0].finalUrl,
      jsFiles: picked[0].jsFiles,
    };
    // A run that ended on /login measured the wrong page: the session did not hold.
    if (new URL(row.finalUrl).pathname !== screenPath) throw new Error(`${screenPath} ended on ${row.finalUrl}: not logged in?`);
    results.push(row);
  }

  console.log(`Lighthouse ${(await run('npx', ['--yes', 'lighthouse', '--version'])).stdout.trim()}, mobile, simulated throttling; median of ${runs} runs:`);
  console.log('  screen              score (runs)      LCP      FCP     TBT    CLS   JS (transfer)  unused JS');
  for (const r of results) {
    console.log(
      `  ${r.path.padEnd(18)}  ${String(r.score).padStart(5)} (${r.scores.join(',')})`.padEnd(36) +
        `${`${(r.lcpMs / 1000).toFixed(1)} s`.padStart(7)}  ${`${(r.fcpMs / 1000).toFixed(1)} s`.padStart(7)}  ${`${r.tbtMs} ms`.padStart(6)}  ${r.cls.toFixed(3)}  ${`${r.jsKb} KB`.padStart(13)}  ${`${r.unusedJsKb} KB`.padStart(9)}`,
    );
  }
  if (values.json) await writeFile(values.json, JSON.stringify(results, null, 2));
} finally {
  await context?.close();
  await product.close();
  await rm(profile, { recursive: true, force: true });
}
