#!/usr/bin/env node
/**
 * The main thread on a console screen's first visit, at a CPU N times slower (issue 23: Lighthouse mobile ≥ 95, where
 * Total Blocking Time is what the console's screens lose points on). A measurement, not a test.
 *
 *   npm run build && npm run bench:boot -- [--path / --path /requests/bookings] [--runs 7] [--cpu 4]
 *                                              [--dist before=/tmp/dist-a --dist after=console/dist]
 *
 * Starts the built product (the e2e harness, a fresh PGlite database) once per --dist (default: console/dist), signs a
 * hotel up through the API with a few facilities (as scripts/lighthouse.mjs does), and puts the session in
 * localStorage. Then, per path, --runs visits in a fresh browser context (cold cache), the builds taking turns so that
 * the machine's drift falls on both alike: CPU slowed --cpu times (CDP Emulation.setCPUThrottlingRate), no network
 * throttling, a phone-sized viewport. A PerformanceObserver collects the long tasks (over 50 ms) until none has come
 * for 3 s. Printed per path and build, medians over the runs: blocking time after the first contentful paint
 * (Lighthouse's TBT: each long task's time over 50 ms), blocking time in all, the longest task, the number of long
 * tasks, FCP and LCP; and the long tasks of the median run, in order. Lighthouse simulates its slowdown from an
 * unthrottled trace and adds a slow network, so its figures differ: compare builds with this, in one run.
 */
/* global window */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { benchHotel } from './benchHotel.mjs';
import { addSelfTimes, addTotalTimes, topLines } from './cpuProfile.mjs';

const { values } = parseArgs({
  options: {
    path: { type: 'string', multiple: true, default: ['/', '/hotel/facilities', '/requests/bookings', '/guests/list', '/admin/users', '/admin/settings'] },
    runs: { type: 'string', default: '7' },
    cpu: { type: 'string', default: '4' },
    dist: { type: 'string', multiple: true, default: [] },
    // Chrome's sampling profiler on every visit (.cpuprofile files in DIR), and per path and build the functions with
    // the most self and total time over the runs. Build with `npx vite build --minify false` (console) for names.
    profile: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const CPU = Number(values.cpu);
const builds = (values.dist.length > 0 ? values.dist : ['console/dist']).map((entry, i) => {
  const [label, dir] = entry.includes('=') ? entry.split('=', 2) : [values.dist.length > 1 ? `build ${i + 1}` : 'build', entry];
  return { label, dir: path.resolve(dir) };
});
const log = (line) => console.error(line);
const PROFILE_DIR = values.profile;
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const { chromium } = await import('playwright');
const { chromiumLaunchOptions } = await tsImport('../chromium.ts', import.meta.url);
const { startProduct } = await tsImport('../e2e/harness/product.ts', import.meta.url);

/** A product per build, with a signed-up hotel and the localStorage a logged-in visit starts from. */
async function prepare(build) {
  log(`Starting the product with ${build.dir} (${build.label})…`);
  const product = await startProduct({ consoleDist: build.dir, logName: `bench-boot-${build.label.replace(/\W+/g, '-')}` });
  const { storage } = await benchHotel(product, 'Bench Lagoon');
  const origin = new URL(product.url).origin;
  const storageState = {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: storage,
      },
    ],
  };
  return { ...build, product, storageState };
}

/** What the page records from its first byte: long tasks, FCP, LCP. */
function observe() {
  const record = { tasks: [], lcp: 0 };
  window.__bootBench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function visit(browser, prepared, screenPath, run) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, storageState: prepared.storageState });
  try {
    await context.addInitScript(observe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(new URL(screenPath, prepared.product.url).href, { waitUntil: 'load', timeout: 60_000 });
    // Quiet: no long task has ended for 3 s (page time), or 30 s after the load.
    const started = Date.now();
    for (;;) {
      const quiet = await page.evaluate(() => {
        const { tasks } = window.__bootBench;
        const lastEnd = tasks.reduce((end, [start, duration]) => Math.max(end, start + duration), 0);
        return performance.now() - Math.max(lastEnd, performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0) > 3_000;
      });
      if (quiet || Date.now() - started > 30_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    let profile;
    if (PROFILE_DIR) {
      ({ profile } = await cdp.send('Profiler.stop'));
      writeFileSync(path.join(PROFILE_DIR, `${screenPath.replace(/\W+/g, '_') || 'home'}-${prepared.label.replace(/\W+/g, '-')}-${run}.cpuprofile`), JSON.stringify(profile));
    }
    const figures = await page.evaluate(() => {
      const { tasks, lcp } = window.__bootBench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const over = (duration) => Math.max(0, duration - 50);
      return {
        tbt: tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + over(duration), 0),
        blocking: tasks.reduce((sum, [, duration]) => sum + over(duration), 0),
        longest: tasks.reduce((longest, [, duration]) => Math.max(longest, duration), 0),
        count: tasks.length,
        fcp,
        lcp,
        tasks: tasks.map(([start, duration]) => [Math.round(start), Math.round(duration)]),
      };
    });
    return { ...figures, profile };
  } finally {
    await context.close();
  }
}

const prepared = [];
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
try {
  for (const build of builds) prepared.push(await prepare(build));
  const rows = [];
  for (const screenPath of values.path) {
    const results = new Map(prepared.map((p) => [p.label, []]));
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      // Turns: A B, then B A, so neither build always runs first.
      const order = i % 2 === 0 ? prepared : [...prepared].reverse();
      for (const p of order) {
        loads.push(loadavg()[0]);
        const result = await visit(browser, p, screenPath, i + 1);
        results.get(p.label).push(result);
        log(`  ${screenPath} ${p.label} ${i + 1}/${RUNS}: TBT ${Math.round(result.tbt)} ms, ${result.count} long tasks, longest ${Math.round(result.longest)} ms`);
      }
    }
    for (const p of prepared) {
      const runs = results.get(p.label);
      if (PROFILE_DIR) {
        const self = new Map();
        const total = new Map();
        for (const r of runs) {
          addSelfTimes(r.profile, self);
          addTotalTimes(r.profile, total);
        }
        log(`\n${screenPath} ${p.label}: most self time over ${RUNS} runs (ms, all runs together; profiles in ${PROFILE_DIR}):`);
        for (const line of topLines(self)) log(line);
        log(`${screenPath} ${p.label}: most total time (itself and what it called):`);
        for (const line of topLines(total, 40)) log(line);
      }
      const tbt = median(runs.map((r) => r.tbt));
      const medianRun = runs.find((r) => r.tbt === tbt);
      rows.push({
        path: screenPath,
        build: p.label,
        tbt,
        blocking: median(runs.map((r) => r.blocking)),
        longest: median(runs.map((r) => r.longest)),
        count: median(runs.map((r) => r.count)),
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        runs: runs.map((r) => Math.round(r.tbt)),
        tasks: medianRun.tasks,
        load: median(loads),
      });
    }
  }
  console.log(`\nFirst visit at ${CPU}× CPU, ${RUNS} runs each, medians (ms):`);
  console.log('  path                 build        TBT  blocking  longest  tasks    FCP    LCP  load  runs (TBT)');
  for (const r of rows) {
    const cells = [r.path.padEnd(20), r.build.padEnd(10), String(Math.round(r.tbt)).padStart(6), String(Math.round(r.blocking)).padStart(9), String(Math.round(r.longest)).padStart(8), String(r.count).padStart(6), String(Math.round(r.fcp)).padStart(6), String(Math.round(r.lcp)).padStart(6), r.load.toFixed(1).padStart(5)];
    console.log(`  ${cells.join(' ')}  ${r.runs.join(', ')}`);
  }
  console.log('\nLong tasks of the median run ([start, duration] ms):');
  for (const r of rows) console.log(`  ${r.path} ${r.build}: ${r.tasks.map(([s, d]) => `[${s}, ${d}]`).join(' ')}`);
} finally {
  await browser.close();
  for (const p of prepared) await p.product.close();
}
