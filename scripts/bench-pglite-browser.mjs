#!/usr/bin/env node
/**
 * The alternative ADR 0031 weighs: the real server on PGlite inside the browser,
 * behind MSW, instead of the mocks' in-memory store. Measures what every story and
 * console test would pay for it, against what the mocks cost today:
 *
 *  1. the data dir a page would boot from (migrations + one busy company, gzip dump);
 *  2. in Chromium (a Vite-built page on 127.0.0.1): cold boot (fresh context), reload
 *     boot (new page, warm HTTP cache: a new test-file iframe), warm boot (same page,
 *     compiled module kept: a per-story reset), the first query, the bytes downloaded;
 *  3. today's per-test reset: resetMockStore('busyResort') + one MSW-handled GET;
 *  4. whether server/src/app.ts bundles for a browser at all.
 *
 *   node scripts/bench-pglite-browser.mjs [--runs 7] [--json]
 *
 * Prints medians; it is a measurement, not a test.
 */
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';
import { chromium } from 'playwright';
import { buildDump } from './bench-pglite-browser/dump.mjs';
import { browserBundleErrors, serverImports } from './bench-pglite-browser/serverBundle.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, json: { type: 'boolean', default: false } } });
const RUNS = Number(values.runs);
const PAGE_DIR = fileURLToPath(new URL('./bench-pglite-browser', import.meta.url));
const log = (line) => console.error(line);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const work = mkdtempSync(path.join(os.tmpdir(), 'atoll-pglite-bench-'));
const report = { machine: { cores: os.cpus().length, loadAverage: os.loadavg().map((n) => n.toFixed(1)).join(' '), node: process.version } };

try {
  log('1/4 migrating and seeding a PGlite in node, dumping its data dir…');
  const dump = await buildDump();
  writeFileSync(path.join(work, 'dump.tar.gz'), dump.bytes);
  report.dump = { gzipBytes: dump.bytes.length, rows: dump.rows, buildMs: dump.totalMs };

  log('2/4 building the page with Vite and booting it in Chromium…');
  const dist = path.join(work, 'dist');
  await build({ root: PAGE_DIR, configFile: false, logLevel: 'error', build: { outDir: dist, emptyOutDir: true, target: 'es2022' } });
  report.assets = assetSizes(dist);
  report.browser = await measureBrowser(dist, path.join(work, 'dump.tar.gz'), dump.companyId);

  log('3/4 today: resetMockStore + one MSW-handled GET, in node…');
  try {
    const { measureMockReset } = await tsImport('./bench-pglite-browser/mockReset.ts', import.meta.url);
    report.mocks = await measureMockReset(Math.max(RUNS, 31));
  } catch (error) {
    report.mocks = { error: String(error) };
  }

  log('4/4 bundling server/src/app.ts for platform=browser…');
  report.serverInBrowser = {
    imports: serverImports().map((entry) => entry.name),
    bundle: await browserBundleErrors(),
    stubbed: await browserBundleErrors({ external: ['sharp', 'node:*'], minify: true }),
  };
  report.machine.loadAverageAfter = os.loadavg().map((n) => n.toFixed(1)).join(' ');
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(values.json ? JSON.stringify(report, null, 2) : table(report));

/** Raw and gzip bytes of every file the build emitted (the page downloads all of them). */
function assetSizes(dist) {
  const files = readdirSync(dist, { recursive: true })
    .map((name) => path.join(dist, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => {
      const bytes = readFileSync(file);
      return { file: path.relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes).length };
    });
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** A static server for the built page and the dump; assets are cacheable so a second page reuses them. */
function serve(dist, dumpFile) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.data': 'application/octet-stream', '.gz': 'application/gzip' };
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const file = url.pathname === '/dump.tar.gz' ? dumpFile : path.join(dist, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(dist) && file !== dumpFile) return response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      const type = types[path.extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'max-age=3600' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measureBrowser(dist, dumpFile, companyId) {
  const server = await serve(dist, dumpFile);
  const origin = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const cold = [];
  const reload = [];
  const warmPlain = [];
  const warmReused = [];
  let downloaded = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      // Cold: a fresh context has an empty HTTP cache and no compiled wasm.
      const context = await browser.newContext();
      const page = await context.newPage();
      const responses = [];
      page.on('response', (response) => responses.push(response));
      cold.push(await loadAndBoot(page, origin, companyId, false));
      downloaded = await Promise.all(responses.map(async (r) => ({ url: new URL(r.url()).pathname, bytes: Number((await r.allHeaders())['content-length'] ?? 0) })));
      // Reload: a new page in the same context, as vitest opens a new iframe per test file.
      const second = await context.newPage();
      reload.push(await loadAndBoot(second, origin, companyId, false));
      // Warm: further boots in the same page; the per-story reset.
      warmPlain.push(await second.evaluate((options) => globalThis.bench.boot(options), { companyId, reuse: false }));
      await second.evaluate((options) => globalThis.bench.boot(options), { companyId, reuse: true });
      warmReused.push(await second.evaluate((options) => globalThis.bench.boot(options), { companyId, reuse: true }));
      await context.close();
      log(`  run ${run + 1}/${RUNS}: cold ${ms(cold.at(-1).totalMs)}, reload ${ms(reload.at(-1).totalMs)}, warm ${ms(warmReused.at(-1).bootMs)}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const summary = (list) => Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((entry) => entry[key]))]));
  return { cold: summary(cold), reload: summary(reload), warmPlain: summary(warmPlain), warmReused: summary(warmReused), downloaded };
}

/** Navigates, waits for the module, boots once; totalMs runs from navigation to the first query's rows. */
async function loadAndBoot(page, origin, companyId, reuse) {
  const started = performance.now();
  await page.goto(origin);
  await page.waitForFunction(() => globalThis.benchReady === true);
  const pageMs = performance.now() - started;
  const boot = await page.evaluate((options) => globalThis.bench.boot(options), { companyId, reuse });
  return { pageMs, ...boot, totalMs: performance.now() - started };
}

function table(r) {
  const b = r.browser;
  const lines = [
    `Machine: ${r.machine.cores} cores, node ${r.machine.node}, load average ${r.machine.loadAverage} → ${r.machine.loadAverageAfter}; medians of ${RUNS} runs`,
    `Dump: ${kb(r.dump.gzipBytes)} gzip (${Object.entries(r.dump.rows).map(([k, v]) => `${v} ${k}`).join(', ')})`,
    `Assets built: ${kb(r.assets.raw)} raw, ${kb(r.assets.gzip)} gzip; ${r.assets.files.map((f) => `${f.file} ${kb(f.raw)}/${kb(f.gzip)}`).join('; ')}`,
    `Downloaded by a cold page: ${b.downloaded.map((d) => `${d.url} ${kb(d.bytes)}`).join('; ')}`,
    '',
    '| figure | page load | dump fetch | PGlite boot | first query | second query | total |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [name, row] of [['cold (fresh context)', b.cold], ['reload (new page, HTTP cache warm)', b.reload], ['warm (same page)', b.warmPlain], ['warm (same page, compiled module kept)', b.warmReused]]) {
    const total = row.totalMs ?? row.dumpMs + row.bootMs + row.firstQueryMs;
    lines.push(`| ${name} | ${row.pageMs === undefined ? '—' : ms(row.pageMs)} | ${ms(row.dumpMs)} | ${ms(row.bootMs)} | ${ms(row.firstQueryMs)} | ${ms(row.secondQueryMs)} | ${ms(total)} |`);
  }
  lines.push('');
  lines.push(r.mocks.error ? `Mocks: failed to load (${r.mocks.error})` : `Mocks today (node): resetMockStore('busyResort') ${ms(r.mocks.resetMs)}, GET facilities ${ms(r.mocks.getMs)} (${r.mocks.rows} rows), together ${ms(r.mocks.totalMs)}`);
  const bundle = r.serverInBrowser.bundle;
  lines.push(`server/src imports: ${r.serverInBrowser.imports.join(', ')}`);
  lines.push(bundle.ok ? `esbuild platform=browser of server/src/app.ts: bundled, ${kb(bundle.bytes)}` : `esbuild platform=browser of server/src/app.ts: ${bundle.errorCount} errors:\n  ${bundle.errors.join('\n  ')}`);
  const stubbed = r.serverInBrowser.stubbed;
  lines.push(stubbed.ok ? `The same with sharp and node:* left out (to be stubbed), minified: ${kb(stubbed.bytes)} raw, ${kb(stubbed.gzip)} gzip` : `The same with sharp and node:* left out: ${stubbed.errors.join('; ')}`);
  return lines.join('\n');
}
