#!/usr/bin/env node
/**
 * Optional (not in `npm test`, not a dependency): Lighthouse's mobile run of the guest web app (issue 21 asks for
 * Lighthouse mobile ≥ 95) on the built product with a property whose app has real content
 * (scripts/guestAppProduct.mjs), in this machine's Chromium (/usr/bin/chromium, or CHROME_PATH). Lighthouse is
 * not installed by the project (its 12.x line runs on Node 20; 13 needs Node 22): install it where you like and
 * name it, e.g.
 *
 *   npm install --prefix /tmp/lh lighthouse@12
 *   npm run build && LIGHTHOUSE_DIR=/tmp/lh node scripts/lighthouse-guest-app.mjs [--runs 3]
 *
 * Prints the median score of performance, accessibility and best practices (Lighthouse 12 has no PWA category;
 * installability is the e2e walk's check, Chromium's own) and the metrics of the median run; exit 1 when a
 * category's median is under --min (95).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { startGuestAppProduct } from './guestAppProduct.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, min: { type: 'string', default: '95' } } });
const RUNS = Number(values.runs);
const MIN = Number(values.min);
const dir = process.env.LIGHTHOUSE_DIR;
if (!dir) {
  console.error('lighthouse-guest-app: set LIGHTHOUSE_DIR to where lighthouse@12 is installed (npm install --prefix DIR lighthouse@12)');
  process.exit(1);
}
const require = createRequire(path.join(path.resolve(dir), 'package.json'));
const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const product = await startGuestAppProduct('Lighthouse Resort');
let chrome;
let failed = false;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Lighthouse's mobile defaults: a Moto G Power's screen, slow 4G (simulated), CPU 4x slower.
    const result = await lighthouse(product.link, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const { categories, audits } = result.lhr;
    runs.push({
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
      metrics: Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [id, audits[id]?.displayValue ?? '?']),
      ),
      failing: Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual').map((a) => a.id),
    });
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(`Lighthouse (mobile) of ${product.link}, ${RUNS} runs`);
  for (const id of CATEGORIES) {
    const scores = runs.map((r) => r.scores[id]);
    const m = median(scores);
    if (m < MIN) failed = true;
    console.log(`  ${id.padEnd(16)} median ${String(m).padStart(3)}   (${scores.join(', ')})${m < MIN ? `  UNDER ${MIN}` : ''}`);
  }
  const middle = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
  console.log(`  metrics of the median run: ${Object.entries(middle.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (middle.failing.length) console.log(`  audits under 0.9 in that run: ${middle.failing.join(', ')}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chrome?.kill();
  product.close();
}
process.exit(failed ? 1 : 0);
