#!/usr/bin/env node
/**
 * `npm test` after the static checks: the browser projects in one lane, everything else in a second lane beside
 * them (docs/testing.md, "The test suite").
 *
 * Why two lanes: on a 2-core machine vitest runs one browser test file at a time (its browser pool uses cores − 1
 * workers) and one server test file at a time (its pool too), so either alone keeps about one core busy. Run one
 * after the other they left the second core mostly idle for some 45 minutes.
 *
 * - Lane "browser": `npm run test:browser` (the stories and the screens in Chromium), then Storybook's build, their
 *   output shown as it comes.
 * - Lane "rest": the server suite on the embedded database, the build, the bundle budgets and the e2e walks (which
 *   need the build), one after the other in that order, each step's output kept in a log printed whole at the end,
 *   so the two lanes' lines never interleave. Each step's result is printed as it ends.
 *
 * A lane stops at its own first failure, as `a && b` would; the other lane still runs to its end, so one run
 * reports the failures of both. The exit code is 1 when any step failed. The end prints each step's time, for the per-project figures in docs/performance.md.
 *
 *   node scripts/test-run.mjs            both lanes
 *   node scripts/test-run.mjs --serial   the same steps one after the other (to measure the lanes' gain)
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Storybook's build follows the browser projects: on a clean clone of 26927b0 with nothing else running, the browser
 * lane ended at 1,026 s and the rest lane's server suite at 1,142 s, so the rest lane (e2e walks next) is the longer.
 */
const LANES = {
  browser: ['test:browser', 'build-storybook'],
  rest: ['test:server', 'build', 'test:budget', 'test:e2e'],
};

const serial = process.argv.includes('--serial');
const logDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-test-run-'));
const started = performance.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const stamp = () => seconds(performance.now() - started).padStart(6);
/** @type {{ lane: string; script: string; code: number; ms: number; log?: string }[]} */
const results = [];

/** Runs `npm run <script>`; `log` set: its output goes there instead of to this terminal. */
function run(lane, script, log) {
  return new Promise((resolve) => {
    const begun = performance.now();
    const child = spawn('npm', ['run', script], { stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (log) {
      const out = createWriteStream(log);
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      child.once('close', () => out.end());
    }
    child.once('close', (code, signal) => {
      const result = { lane, script, code: code ?? (signal ? 1 : 0), ms: performance.now() - begun, log };
      results.push(result);
      console.log(`[${stamp()}] ${lane}: npm run ${script} ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${seconds(result.ms)}`);
      resolve(result);
    });
  });
}

/** A lane stops at its first failure, as `a && b` would (the e2e walks need the build); the other lane goes on. */
async function lane(name, scripts, quiet) {
  for (const script of scripts) {
    const result = await run(name, script, quiet ? path.join(logDir, `${script.replace(/[^a-z0-9-]/gi, '_')}.log`) : undefined);
    if (result.code !== 0) {
      const skipped = scripts.slice(scripts.indexOf(script) + 1);
      if (skipped.length) console.log(`[${stamp()}] ${name}: not run after that failure: ${skipped.join(', ')}`);
      return;
    }
  }
}

if (serial) {
  await lane('browser', LANES.browser, false);
  await lane('rest', LANES.rest, false);
} else {
  console.log(`[${stamp()}] two lanes: browser (${LANES.browser.join(', ')}) shown live; rest (${LANES.rest.join(', ')}) logged to ${logDir}, shown at the end`);
  await Promise.all([lane('browser', LANES.browser, false), lane('rest', LANES.rest, true)]);
  for (const result of results.filter((r) => r.log)) {
    console.log(`\n----- npm run ${result.script} (lane rest, ${result.code === 0 ? 'passed' : `exit ${result.code}`}, ${seconds(result.ms)}) -----`);
    process.stdout.write(readFileSync(result.log, 'utf8'));
  }
}

const failed = results.filter((r) => r.code !== 0);
console.log(`\nnpm test steps (${serial ? 'one after the other' : 'two lanes'}), ${seconds(performance.now() - started)} in all:`);
for (const r of results) console.log(`  ${r.lane.padEnd(8)} ${`npm run ${r.script}`.padEnd(28)} ${seconds(r.ms).padStart(7)}  ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}`);
if (failed.length) {
  console.error(`\n${failed.length} step(s) failed: ${failed.map((r) => r.script).join(', ')}`);
  process.exit(1);
}
