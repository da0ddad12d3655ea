#!/usr/bin/env node
/**
 * Benchmark of the embedded database's footprint (issue 23, 'The embedded database'): how long the built server
 * (`node server/dist/main.js`, as `npm start` runs it) takes from spawn to its first 200 (GET /api/v1/ui/countries,
 * polled every 10 ms), and its resident memory (VmRSS of /proc/<pid>/status) right after that answer and after
 * --idle seconds (10) of nothing, with its peak (VmHWM). Four cases, --runs times each (3), interleaved so that the
 * load of a shared machine falls on all of them alike:
 * - PGlite, fresh: DATA_DIR is a new empty directory (a first install);
 * - PGlite, existing: the same directory again (a restart);
 * - PostgreSQL, fresh: DATABASE_URL names a new empty database (the first start migrates it) — the reference;
 * - PostgreSQL, existing: the same database again.
 * Prints a Markdown table of medians (min–max) with each PGlite figure's ratio to PostgreSQL's in the same run,
 * and the targets (PGlite under 200 MiB idle, first boot under 2 s, restart under 1 s) met or missed.
 * PostgreSQL is --admin-url (BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): a database is
 * created there per run and dropped after; unreachable, its rows are left out. A measurement, not part of
 * `npm test`: exit 1 when a server does not come up, or with --strict when a target is missed.
 * --baseline PATH adds the two PGlite cases for another build's main.js (say, one built from the commit before a
 * change), in the same run, for a before/after that the machine's load cancels out of.
 *
 *   npm run build && npm run bench:embedded -- [--runs 3] [--idle 10] [--admin-url URL] [--baseline main.js] [--timeout 300] [--strict]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    idle: { type: 'string', default: '10' },
    'admin-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    baseline: { type: 'string' },
    /** Seconds a server may take to answer before the run fails. */
    timeout: { type: 'string', default: '300' },
    strict: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const IDLE_MS = Number(values.idle) * 1000;
const ADMIN_URL = values['admin-url'];
const READY_TIMEOUT_MS = Number(values.timeout) * 1000;
const TARGET = { idleMiB: 200, freshMs: 2000, restartMs: 1000 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(root, 'server/dist/main.js');
if (!existsSync(serverMain)) {
  console.error('bench:embedded: no server/dist/main.js; run `npm run build` first');
  process.exit(1);
}
const baselineMain = values.baseline && path.resolve(values.baseline);
if (baselineMain && !existsSync(baselineMain)) {
  console.error(`bench:embedded: no ${baselineMain}`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system, all threads) a process has used so far, in ms: what the machine's load does not stretch. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100; // sysconf(_SC_CLK_TCK) on Linux

/** VmRSS and VmHWM of a process, in MiB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET; true on a 200. A refused connection (not listening yet) is false. */
function answers200(port) {
  return new Promise((resolve) => {
    const request = net.connect(port, '127.0.0.1');
    let head = '';
    request.setTimeout(5_000, () => request.destroy());
    request.on('connect', () => request.write('GET /api/v1/ui/countries HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'));
    request.on('data', (chunk) => {
      head += chunk.toString('latin1');
      if (head.includes('\r\n')) {
        resolve(/^HTTP\/1\.[01] 200 /.test(head));
        request.destroy();
      }
    });
    request.on('error', () => resolve(false));
    request.on('close', () => resolve(false));
  });
}

/** Starts the server, waits for its first 200, reads its memory then and after the idle time, stops it. */
async function boot(database, main = serverMain) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, STATIC_DIR: path.join(root, 'console/dist'), SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '2000' };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'NODE_OPTIONS', 'SMTP_URL', 'EXPO_PUSH_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'TRANSLATE_URL']) delete env[key];
  Object.assign(env, database);
  const log = [];
  const started = performance.now();
  const child = spawn(process.execPath, [main], { cwd: path.join(root, 'server'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdout.on('data', (chunk) => log.push(chunk));
  child.stderr.on('data', (chunk) => log.push(chunk));
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before its first 200:\n${Buffer.concat(log)}`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`no 200 within ${READY_TIMEOUT_MS} ms:\n${Buffer.concat(log)}`);
      if (await answers200(port)) break;
      await sleep(10);
    }
    const bootMs = performance.now() - started;
    const bootCpuMs = cpuMs(child.pid);
    const afterBoot = memory(child.pid);
    await sleep(IDLE_MS);
    const afterIdle = memory(child.pid);
    return { bootMs, bootCpuMs, bootRss: afterBoot.rss, idleRss: afterIdle.rss, peak: afterIdle.peak };
  } finally {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  }
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let postgres = true;
try {
  await adminQuery('select 1');
} catch (error) {
  postgres = false;
  console.error(`bench:embedded: PostgreSQL at ${ADMIN_URL} is not reachable (${error.message}); its rows are left out`);
}

const cases = ['PGlite, fresh data dir', 'PGlite, existing data dir', 'PostgreSQL, fresh database', 'PostgreSQL, existing database'];
const baselineCases = ['Baseline PGlite, fresh data dir', 'Baseline PGlite, existing data dir'];
if (baselineMain) cases.push(...baselineCases);
const results = Object.fromEntries(cases.map((name) => [name, []]));
const record = (name, result) => {
  results[name].push(result);
  console.error(`${name}: first 200 after ${Math.round(result.bootMs)} ms (${Math.round(result.bootCpuMs)} ms of CPU), ${result.bootRss.toFixed(0)} MiB, ${result.idleRss.toFixed(0)} MiB after ${IDLE_MS / 1000} s idle (peak ${result.peak.toFixed(0)})`);
};

/** A new data directory, then the same again: a first install and a restart. */
async function pglite([fresh, existing], main) {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-embedded-'));
  const dataDir = path.join(parent, 'data');
  try {
    record(fresh, await boot({ DATA_DIR: dataDir }, main));
    record(existing, await boot({ DATA_DIR: dataDir }, main));
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}

for (let run = 1; run <= RUNS; run += 1) {
  if (baselineMain) await pglite(baselineCases, baselineMain);
  await pglite(cases, serverMain);
  if (!postgres) continue;
  const name = `atoll_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    record(cases[2], await boot({ DATABASE_URL: url.toString() }));
    record(cases[3], await boot({ DATABASE_URL: url.toString() }));
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const summary = (name, key) => {
  const list = results[name].map((result) => result[key]);
  return list.length ? { median: median(list), min: Math.min(...list), max: Math.max(...list) } : undefined;
};
const reference = {
  [cases[0]]: cases[2],
  [cases[1]]: cases[3],
  [baselineCases[0]]: cases[2],
  [baselineCases[1]]: cases[3],
};
const cell = (name, key, unit, digits) => {
  const figure = summary(name, key);
  if (!figure) return '—';
  const format = (n) => n.toFixed(digits);
  let text = `${format(figure.median)} ${unit} (${format(figure.min)}–${format(figure.max)})`;
  const other = reference[name] && summary(reference[name], key);
  if (other) text += `, ×${(figure.median / other.median).toFixed(1)}`;
  return text;
};

console.log(`\n### Embedded database: boot and memory (median of ${RUNS}, min–max; ×: against PostgreSQL in the same run)\n`);
console.log(`| Case | Spawn → first 200 | CPU time to first 200 | RSS after boot | RSS after ${IDLE_MS / 1000} s idle | Peak RSS |`);
console.log('|---|---|---|---|---|---|');
for (const name of cases) {
  if (!results[name].length) continue;
  console.log(`| ${name} | ${cell(name, 'bootMs', 'ms', 0)} | ${cell(name, 'bootCpuMs', 'ms', 0)} | ${cell(name, 'bootRss', 'MiB', 0)} | ${cell(name, 'idleRss', 'MiB', 0)} | ${cell(name, 'peak', 'MiB', 0)} |`);
}

const checks = [
  ['PGlite idle RSS, fresh data dir', summary(cases[0], 'idleRss').median, TARGET.idleMiB, 'MiB'],
  ['PGlite idle RSS, existing data dir', summary(cases[1], 'idleRss').median, TARGET.idleMiB, 'MiB'],
  ['PGlite first boot (fresh data dir)', summary(cases[0], 'bootMs').median, TARGET.freshMs, 'ms'],
  ['PGlite restart (existing data dir)', summary(cases[1], 'bootMs').median, TARGET.restartMs, 'ms'],
];
console.log('\n| Target | Median | Limit | |\n|---|---|---|---|');
let missed = 0;
for (const [label, value, limit, unit] of checks) {
  const met = value < limit;
  if (!met) missed += 1;
  console.log(`| ${label} | ${value.toFixed(0)} ${unit} | < ${limit} ${unit} | ${met ? 'met' : 'missed'} |`);
}
console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} at the end; Node ${process.version}.`);
if (values.strict && missed) process.exit(1);
