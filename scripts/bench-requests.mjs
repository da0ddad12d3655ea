#!/usr/bin/env node
/**
 * Benchmark of the Requests list with 5,000 bookings (issue 10): the built server (server/dist/main.js)
 * on a throw-away PGlite directory, a company signed up through the API (solving the captcha), its
 * facility, activity and menu made through the API; then the server stops, the request types, rooms,
 * guests, slots and 5,000 bookings are written with SQL into its database (e2e/bench/requestsSeed.ts,
 * loaded through tsx), and the server starts again on it.
 * Server half: GET /bookings/by-state/{new,pending,all} first page (and a q_name search) over HTTP on
 * loopback, one request at a time, warm-ups discarded; medians and p95 over --runs (≥ 20).
 * Console half (--browser, needs the built console): the server also serves console/dist and Debian's
 * Chromium opens Requests › Requests afresh --repetitions times (≥ 20): time to the first row, and the
 * tab switches New → Ongoing → All (e2e/bench/requestsTable.ts). Medians, min and max.
 * A measurement, not a test.
 *
 *   npm run build -w server && npm run bench:requests -- [--bookings 5000] [--runs 30]
 *   npm run build && npm run bench:requests -- --browser [--repetitions 20]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/atoll_bench npm run bench:requests   # a scratch PostgreSQL DB
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '30' },
    browser: { type: 'boolean', default: false },
    repetitions: { type: 'string', default: '20' },
  },
});
const BOOKINGS = Number(values.bookings);
const RUNS = Math.max(20, Number(values.runs));
const REPETITIONS = Math.max(20, Number(values.repetitions));
const WARMUP = 3;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'server/dist/main.js');
const consoleDist = path.join(root, 'console/dist');
if (!existsSync(entry)) {
  console.error('server/dist/main.js is missing: run `npm run build -w server` first.');
  process.exit(1);
}
if (values.browser && !existsSync(path.join(consoleDist, 'index.html'))) {
  console.error('console/dist is missing: run `npm run build` first.');
  process.exit(1);
}
const { apiClient, login } = await tsImport('../e2e/harness/api.ts', import.meta.url);
const { createRequestsCompany, seedBookings } = await tsImport('../e2e/bench/requestsSeed.ts', import.meta.url);
const { openDatabase } = await tsImport('../e2e/harness/database.ts', import.meta.url);

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-requests-'));
const databaseEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
// A private copy of the built console (someone may rebuild console/dist meanwhile); none without --browser.
const staticDir = path.join(dataDir, 'console');
if (values.browser) cpSync(consoleDist, staticDir, { recursive: true });
let child;

async function startServer() {
  child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, STATIC_DIR: staticDir, ALTCHA_COST: '1', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/auth/captcha`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not start within 60 s');
}

async function stopServer() {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

process.on('exit', () => {
  child?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

// 1. The company and its content, through the API.
await startServer();
const api = apiClient(base);
const company = await createRequestsCompany(api);
await stopServer();

// 2. The requests, with SQL (PGlite allows one process at a time: the server is stopped).
const seedStarted = Date.now();
const db = await openDatabase(databaseEnv);
const counts = await seedBookings(db, company, BOOKINGS);
await db.close();
const seedSeconds = ((Date.now() - seedStarted) / 1000).toFixed(1);

// 3. Measure.
await startServer();
const token = (await login(api, company.credentials)).auth_token.token;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
async function measure(route) {
  const times = [];
  let total = 0;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/${route}`, { headers: { Authorization: `Bearer ${token}`, 'X-Client-Id': 'atoll-bench' } });
    const body = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`GET ${route}: ${res.status} ${JSON.stringify(body)}`);
    total = body.meta.total;
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { route, total, median: quantile(times, 0.5), p95: quantile(times, 0.95), min: times[0], max: times.at(-1) };
}

const routes = [
  'bookings/by-state/new?page=1&limit=10',
  'bookings/by-state/pending?page=1&limit=10',
  'bookings/by-state/all?page=1&limit=10',
  'bookings/by-state/all?page=1&limit=100',
  'bookings/by-state/all?page=50&limit=10&order_by=number:DESC',
  'bookings/by-state/all?page=1&limit=10&q_name=family7',
];
console.log(
  `Atoll requests bench (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${os.cpus().length} CPU(s), load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ` +
    `${BOOKINGS} bookings seeded in ${seedSeconds} s (${counts}); ${RUNS} runs per route after ${WARMUP} warm-ups, one at a time, loopback`,
);
for (const route of routes) {
  const r = await measure(route);
  console.log(`GET ${r.route.padEnd(62)} total ${String(r.total).padStart(5)}   median ${r.median.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   min ${r.min.toFixed(1)} ms   max ${r.max.toFixed(1)} ms`);
}
if (values.browser) {
  const { runRequestsTableBenchmark } = await tsImport('../e2e/bench/requestsTable.ts', import.meta.url);
  const lines = await runRequestsTableBenchmark({ url: base, credentials: company.credentials, repetitions: REPETITIONS, log: (line) => console.error(line) });
  console.log(lines.join('\n'));
}
await stopServer();
process.exit(0);
