#!/usr/bin/env node
/**
 * `npm test` after the static checks: two lanes side by side, each keeping one core busy (docs/testing.md, "The test
 * suite").
 *
 * Why two lanes: on a 2-core machine vitest runs one browser test file at a time (its browser pool uses cores − 1
 * workers) and one server test file at a time (its pool too), so either alone keeps about one core busy. Run one
 * after the other they left the second core mostly idle for some 45 minutes.
 *
 * - Lane "browser": `npm run test:browser` (the stories and the screens in Chromium), then Storybook's build, their
 *   output shown as it comes.
 * - Lane "rest": the build, the bundle budgets and the e2e walks (which need the build), each step's output kept in a
 *   log printed whole at the end, so the two lanes' lines never interleave. Each step's result is printed as it ends.
 * - The server suite on the embedded database, in SERVER_SHARDS parts (vitest's --shard): whichever lane is free
 *   takes the next part. One server suite in one lane left the other lane idle for minutes at the end (a clean clone
 *   of 26927b0: the browser lane ended at 1,057 s, the server suite at 1,142 s, then the e2e walks ran alone to
 *   1,567 s).
 *
 * A lane stops at its own first failure, as `a && b` would (it takes no further part of the server suite); the other
 * lane still runs to its end and takes the parts left, so one run reports the failures of both. The exit code is 1
 * when any step failed. The end prints each step's time, for the per-project figures in docs/performance.md.
 *
 *   node scripts/test-run.mjs            both lanes
 *   node scripts/test-run.mjs --serial   the same steps one after the other (to measure the lanes' gain)
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureLines } from './failureLines.mjs';

/** Parts of the server suite (135 files, 312 s alone on an idle machine; parts of 54-81 s): small enough to even the lanes' ends. */
const SERVER_SHARDS = 4;

/** @typedef {{ script: string; args?: string[]; label: string }} Step */
/** @type {(script: string, args?: string[]) => Step} */
const step = (script, args = []) => ({ script, args, label: args.length ? `${script} ${args.join(' ')}` : script });

const LANES = {
  browser: [step('test:browser'), step('build-storybook')],
  rest: [step('build'), step('test:budget'), step('test:e2e')],
};
/** Taken by whichever lane is free, after its own steps. */
const pool = Array.from({ length: SERVER_SHARDS }, (_, i) => step('test:server', [`--shard=${i + 1}/${SERVER_SHARDS}`]));

const serial = process.argv.includes('--serial');
const logDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-test-run-'));
const started = performance.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const stamp = () => seconds(performance.now() - started).padStart(6);
/** @type {{ lane: string; step: Step; code: number; ms: number; log: string; live: boolean }[]} */
const results = [];

/**
 * Runs `npm run <script> -- <args>`, its output kept in `log`; `live`: shown on this terminal as it comes too (else
 * printed whole at the end).
 */
function run(lane, what, log, live) {
  return new Promise((resolve) => {
    const begun = performance.now();
    const args = ['run', what.script, ...(what.args.length ? ['--', ...what.args] : [])];
    // Colours kept on a terminal, though the output goes through a pipe to be kept.
    const env = live && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const out = createWriteStream(log);
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(out, { end: false });
      if (live) stream.on('data', (chunk) => process.stdout.write(chunk));
    }
    child.once('close', (code, signal) => {
      const result = { lane, step: what, code: code ?? (signal ? 1 : 0), ms: performance.now() - begun, log, live };
      results.push(result);
      console.log(`[${stamp()}] ${lane}: npm run ${what.label} ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${seconds(result.ms)}`);
      // The log is whole once written out: the end reads it.
      out.end(() => resolve(result));
    });
  });
}

/**
 * A lane: its own steps, then parts of the server suite from the pool until none is left. It stops at its first
 * failure, as `a && b` would (the e2e walks need the build); the other lane goes on.
 */
async function lane(name, steps, quiet) {
  const logOf = (what) => path.join(logDir, `${what.label.replace(/[^a-z0-9-]/gi, '_')}.log`);
  for (const what of steps) {
    const result = await run(name, what, logOf(what), !quiet);
    if (result.code !== 0) {
      const skipped = steps.slice(steps.indexOf(what) + 1);
      if (skipped.length) console.log(`[${stamp()}] ${name}: not run after that failure: ${skipped.map((s) => s.label).join(', ')}`);
      return;
    }
  }
  for (let what = pool.shift(); what; what = pool.shift()) {
    const result = await run(name, what, logOf(what), !quiet);
    if (result.code !== 0) return;
  }
}

if (serial) {
  await lane('browser', LANES.browser, false);
  await lane('rest', LANES.rest, false);
} else {
  const list = (steps) => steps.map((s) => s.label).join(', ');
  console.log(`[${stamp()}] two lanes: browser (${list(LANES.browser)}) shown live; rest (${list(LANES.rest)}) logged to ${logDir}, shown at the end; then each takes parts of the server suite (${SERVER_SHARDS}), those of the rest lane logged too`);
  await Promise.all([lane('browser', LANES.browser, false), lane('rest', LANES.rest, true)]);
  for (const result of results.filter((r) => !r.live)) {
    console.log(`\n----- npm run ${result.step.label} (lane rest, ${result.code === 0 ? 'passed' : `exit ${result.code}`}, ${seconds(result.ms)}) -----`);
    process.stdout.write(readFileSync(result.log, 'utf8'));
  }
}

const failed = results.filter((r) => r.code !== 0);
const notRun = pool.map((s) => s.label);
console.log(`\nnpm test steps (${serial ? 'one after the other' : 'two lanes'}), ${seconds(performance.now() - started)} in all:`);
for (const r of results) console.log(`  ${r.lane.padEnd(8)} ${`npm run ${r.step.label}`.padEnd(38)} ${seconds(r.ms).padStart(7)}  ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}`);
if (notRun.length) console.log(`  not run (both lanes stopped at a failure): ${notRun.join(', ')}`);
for (const r of failed) {
  const lines = failureLines(readFileSync(r.log, 'utf8'));
  console.log(`\nWhat failed in npm run ${r.step.label} (its whole output: ${r.log}${r.live ? ', and above' : ''}):`);
  for (const line of lines.length ? lines : ['(no test named as failed: see the output above)']) console.log(`  ${line}`);
}
if (failed.length || notRun.length) {
  console.error(`\n${failed.length} step(s) failed: ${failed.map((r) => r.step.label).join(', ')}`);
  process.exit(1);
}
