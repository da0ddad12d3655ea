#!/usr/bin/env node
/**
 * The API's speed against a bare node:http server answering the same bytes, in the same run (issue 23, 'The API').
 *
 * The server is bundled from the current source (esbuild, as server/build.mjs does, into server/dist/main.bench.js)
 * and started as a child process on a fresh database: PostgreSQL (a new database `atoll_bench_<random>` through
 * --pg, dropped afterwards) and PGlite (a new data directory). A company is signed up and filled through the API
 * (200 facilities, 60 users, 200 past guests); then, at --connections 50 with autocannon, --runs 3 runs of --duration s each of:
 * - GET /facilities/{id} (a facility by id),
 * - GET /users?limit=50 (a 50-row list page),
 * - GET /facilities (the 200-facility list),
 * and, for each, a bare node:http server (a child process too) answering the same status, headers and body, and the
 * floor: node:http and the database's driver sending the statements the server sent for that request (recorded from
 * it) and answering the same bytes — what any Node server doing that work costs, with no framework (startFloor: pg
 * on PostgreSQL; startPgliteFloor: PGlite on the server's data directory, the server stopped meanwhile).
 * Reported side by side: bare / floor / Atoll.
 * Reported: req/s (median of the runs), p50/p99 latency of the median run, the ratio to bare, and CPU per request
 * (utime+stime of the server child from /proc, and on PostgreSQL of the database's backends serving its pool).
 *
 * Then (PostgreSQL) POST /bookings at a fixed --booking-rate 500 requests/s for --booking-seconds 10 (autocannon
 * overallRate, --booking-connections 20) over 20 slots of 150 seats: p50/p99, statuses, and 'overbooked' = slots whose booked seats exceed
 * their capacity or differ from the seats their bookings hold (must be 0). The same for the booking floor
 * (node:http and pg sending the statements the server sent for a booking, with each request's slot, guests and
 * pax: startBookingFloor) and for a bare server answering the same 201 bytes.
 *
 * Lists stay flat: the users list page and the guests list page at 200 rows and after 20,000 rows were added with
 * INSERT … SELECT generate_series (straight into the database), req/s ratio 20,000 / 200.
 *
 * The machine is shared: absolute req/s and p99 are noisy; the ratios against the bare server measured in the same
 * run are what count.
 *
 *   node scripts/bench-api.mjs [--db both|pg|pglite] [--runs 3] [--duration 5] [--connections 50]
 *        [--pg postgres://postgres@127.0.0.1:5432/postgres] [--cpu-prof DIR] [--skip-booking] [--skip-flat]
 *
 * --cpu-prof DIR profiles the server during the measured runs of each endpoint and the booking run (not its start,
 * the seeding or the warm-up) and leaves DIR/<db>/<db>-<endpoint>.cpuprofile (first step of any tuning: where the busy time goes, by
 * package and by function, self and inclusive, with `node scripts/bench-api.mjs --summarize DIR/pg/x.cpuprofile`).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    pg: { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'cpu-prof': { type: 'string' },
    'booking-rate': { type: 'string', default: '500' },
    'booking-seconds': { type: 'string', default: '10' },
    'booking-connections': { type: 'string', default: '20' },
    'skip-booking': { type: 'boolean', default: false },
    'skip-flat': { type: 'boolean', default: false },
    only: { type: 'string' },
    /** Another checkout's root (e.g. `git archive HEAD server/src | tar -x -C /tmp/before`): its server/src is measured. */
    source: { type: 'string' },
    label: { type: 'string' },
    summarize: { type: 'string' },
  },
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');

// --- A .cpuprofile's summary ------------------------------------------------------------------------------------
/** Where a frame's code lives: a package, node itself, V8 (GC, idle, program), or the server's own source. */
function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).replace(/^internal\//, '').split('/')[0];
  if (url.includes('/server/dist/') || url.includes('/server/src/')) return 'atoll server';
  if (url.includes('/contract/')) return '@atoll/contract';
  return url.replace(root, '');
}

/**
 * Busy time (idle left out) by where it is spent: self time per package and per function, and inclusive time
 * per function (each sample counted once per function on its stack) — which middleware, statement builder or
 * serialiser a request's CPU goes to. The server's own functions are named with their bundle line.
 */
function summarize(file, top = 30) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const dt = profile.timeDeltas;
  const weight = new Map();
  profile.samples.forEach((id, i) => weight.set(id, (weight.get(id) ?? 0) + Math.max(0, dt[i + 1] ?? dt[i] ?? 0)));
  const nameOf = (n) => {
    const { functionName, url, lineNumber } = n.callFrame;
    return `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(root, '')}:${lineNumber + 1}`;
  };
  const self = new Map();
  const selfPkg = new Map();
  const inclusive = new Map();
  let busy = 0;
  let idle = 0;
  for (const [id, us] of weight) {
    const n = byId.get(id);
    if (n.callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    self.set(nameOf(n), (self.get(nameOf(n)) ?? 0) + us);
    const pkg = packageOf(n.callFrame.url, n.callFrame.functionName);
    selfPkg.set(pkg, (selfPkg.get(pkg) ?? 0) + us);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (frame.callFrame.functionName === '(root)') continue;
      const key = nameOf(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const line = (us, key) => `${((us / busy) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`;
  console.log(`${file}: ${((busy + idle) / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(2)} s busy\n\nSelf time by package:`);
  for (const [key, us] of [...selfPkg].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(line(us, key));
  console.log('\nSelf time by function:');
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(us, key));
  console.log('\nInclusive time by function (at least 1 %):');
  for (const [key, us] of [...inclusive].sort((a, b) => b[1] - a[1]).filter(([, us]) => us >= busy / 100).slice(0, top * 4)) console.log(line(us, key));
}
if (values.summarize) {
  summarize(values.summarize);
  process.exit(0);
}

const RUNS = Number(values.runs);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
/**
 * The fixed-rate booking run's connections. autocannon paces each connection on its own timer (rate / connections
 * a second each), and at 50 connections × 10/s those timers fire in bunches: a bare server answering a fixed body
 * measured p99 58 ms at 500/s with 50 connections, 5 ms with 20 and 3 ms with 10 (1 December, quiet). At 20 the
 * generator's own share stays small, and the server's pool has 20 connections too.
 */
const BOOKING_CONNECTIONS = Number(values['booking-connections']);
/** autocannon's per-request timeout, long enough for a loaded machine (a timed-out request counts as none). */
const TIMEOUT_S = 30;
const TICK_MS = 1000 / 100; // /proc/<pid>/stat counts in clock ticks (USER_HZ = 100 on Linux)

// --- The server under test, bundled from the current source ----------------------------------------------------
const source = values.source ? path.resolve(values.source) : root;
const bundle = path.join(serverDir, values.source ? 'dist/main.bench-source.js' : 'dist/main.bench.js');
await build({
  entryPoints: [path.join(source, 'server/src/main.ts')],
  nodePaths: [path.join(root, 'node_modules')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@atoll/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Every PostgreSQL process on the machine (backends, WAL writer, checkpointer, autovacuum): the booking runs count
 * the database's whole CPU, as a commit's WAL and a table's autovacuum are part of what a booking costs.
 */
function postgresPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** utime + stime of a process, in ms (0 when it is gone). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function waitFor(url, seconds = 90) {
  for (let i = 0; i < seconds * 5; i += 1) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * Loaded into the server under test (`--import`), idle until told: on SIGUSR2 it reads `<control dir>/command`
 * ('<command> <file>') and answers in `<control dir>/<file>`:
 * - profile-start / profile-stop: V8's sampling profiler, so a profile holds the measured runs only (not the start,
 *   the seeding or the warm-up); profile-stop writes the .cpuprofile;
 * - record-start / record-stop: the statements the server sends while handling a request (pg.Client#query's text,
 *   name, row mode, values; on PGlite, PGlite#query's), for the floor server to send the same; pg, PGlite and http
 *   are patched only between the two;
 * - pglite-options: the options the server opened its PGlite with (its start parameters), for the PGlite floor.
 */
const HOOKS_PRELOAD = `
import inspector from 'node:inspector';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { EventEmitter } from 'node:events';
import { AsyncLocalStorage } from 'node:async_hooks';
const inRequest = new AsyncLocalStorage();
const dir = process.env.BENCH_CONTROL_DIR;
const require = createRequire(process.env.BENCH_BUNDLE);
// On PGlite only (no DATABASE_URL): its ESM entry, the module the server itself imports (require.resolve gives its
// CommonJS twin, index.cjs), with PGlite.create wrapped to keep the server's options.
const pgliteEntry = process.env.DATABASE_URL ? null : pathToFileURL(require.resolve('@electric-sql/pglite').replace(/index\\.cjs$/, 'index.js')).href;
const PGlite = pgliteEntry ? (await import(pgliteEntry)).PGlite : null;
let pgliteOptions = null;
if (PGlite) {
  const create = PGlite.create;
  PGlite.create = function (...args) {
    pgliteOptions = args[1] ?? {};
    return create.apply(this, args);
  };
}
let pgliteQuery;
const answer = (file, value) => {
  writeFileSync(dir + '/' + file + '.tmp', JSON.stringify(value));
  renameSync(dir + '/' + file + '.tmp', dir + '/' + file);
};
let session;
let recorded;
let original;
process.on('SIGUSR2', () => {
  const [command, file] = readFileSync(dir + '/command', 'utf8').trim().split(' ');
  const Client = require('pg').Client;
  if (command === 'profile-start') {
    if (!session) {
      session = new inspector.Session();
      session.connect();
    }
    session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 250 }, () => session.post('Profiler.start', () => answer(file, 'started'))));
  } else if (command === 'profile-stop') {
    session.post('Profiler.stop', (error, result) => answer(file, error ? { error: String(error) } : result.profile));
  } else if (command === 'record-start') {
    recorded = [];
    original = Client.prototype.query;
    // Only what a request sends: its handling runs inside the store (a background job's statement runs outside).
    http.Server.prototype.emit = function (event, ...args) {
      if (event === 'request') return inRequest.run(true, () => EventEmitter.prototype.emit.call(this, event, ...args));
      return EventEmitter.prototype.emit.call(this, event, ...args);
    };
    Client.prototype.query = function (config, values, callback) {
      if (!inRequest.getStore()) return original.call(this, config, values, callback);
      if (typeof config === 'string') recorded.push({ text: config, values: Array.isArray(values) ? values : [] });
      else if (config && typeof config.text === 'string' && typeof config.submit !== 'function') {
        recorded.push({ text: config.text, name: config.name, rowMode: config.rowMode, values: Array.isArray(values) ? values : config.values ?? [] });
      }
      return original.call(this, config, values, callback);
    };
    if (PGlite) {
      pgliteQuery = Object.getOwnPropertyDescriptor(PGlite.prototype, 'query');
      const pgliteOriginal = PGlite.prototype.query;
      PGlite.prototype.query = function (text, values, options) {
        if (inRequest.getStore()) recorded.push({ text, rowMode: options?.rowMode, values: values ?? [] });
        return pgliteOriginal.call(this, text, values, options);
      };
    }
    answer(file, 'started');
  } else if (command === 'record-stop') {
    delete http.Server.prototype.emit;
    Client.prototype.query = original;
    if (pgliteQuery) Object.defineProperty(PGlite.prototype, 'query', pgliteQuery);
    else if (PGlite) delete PGlite.prototype.query;
    answer(file, recorded);
  } else if (command === 'pglite-options') {
    answer(file, { entry: pgliteEntry, options: pgliteOptions });
  }
});`;

/** Tells the server's hooks (HOOKS_PRELOAD) `command`; resolves with the path of its answer once written. */
async function tell(server, command, file) {
  const answer = path.join(server.controlDir, file);
  rmSync(answer, { force: true });
  writeFileSync(path.join(server.controlDir, 'command'), `${command} ${file}`);
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 600 && !existsSync(answer); i += 1) await new Promise((r) => setTimeout(r, 50));
  if (!existsSync(answer)) throw new Error(`the server did not answer '${command}'`);
  return answer;
}

/** The Atoll server as a child process; `stop()` waits for it to exit. */
async function startServer(env, profileDir) {
  const port = await freePort();
  const controlDir = profileDir ?? mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-control-'));
  mkdirSync(controlDir, { recursive: true });
  const args = ['--import', `data:text/javascript,${encodeURIComponent(HOOKS_PRELOAD)}`, bundle];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      STATIC_DIR: path.join(os.tmpdir(), 'atoll-bench-no-console'),
      ALTCHA_COST: '1',
      SMTP_URL: '',
      NODE_ENV: 'production',
      BENCH_CONTROL_DIR: controlDir,
      BENCH_BUNDLE: bundle,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited (${code}) before answering`))));
  exited.catch(() => {});
  const base = `http://127.0.0.1:${port}`;
  await Promise.race([waitFor(`${base}/api/v1/auth/captcha`), exited]);
  return {
    base,
    pid: child.pid,
    controlDir,
    profiling: Boolean(profileDir),
    stop: () => stopChild(child),
  };
}

/** Profiles `run` in the server (when --cpu-prof is given): its samples go to <cpu-prof>/<db>/<label>.cpuprofile. */
async function profiled(server, label, run) {
  if (!server.profiling) return run();
  await tell(server, 'profile-start', `${label}.started`);
  try {
    return await run();
  } finally {
    profiles.push(await tell(server, 'profile-stop', `${label}.cpuprofile`));
  }
}
const profiles = [];

/**
 * The statements the server sends for one steady-state request (the session already cached by a first one). A
 * background job's statement may fall in the same moment: only those sent for each of two requests are kept.
 */
async function statementsOf(server, url, headers) {
  const record = async () => {
    await tell(server, 'record-start', 'record.started');
    await (await fetch(url, { headers })).arrayBuffer();
    return JSON.parse(readFileSync(await tell(server, 'record-stop', 'record.json'), 'utf8'));
  };
  await (await fetch(url, { headers })).arrayBuffer();
  const first = new Set((await record()).map((q) => q.text));
  return (await record()).filter((q) => first.has(q.text));
}

/**
 * How every floor's handler ends (source): the last statement's rows turned into JSON, as the server does, then the
 * server's exact bytes (`s`, `body`); an error answers 500 with its text.
 */
const FLOOR_ANSWER = `JSON.stringify({ data: rows });
    res.writeHead(s.status, s.headers);
    res.end(body);
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }`;

/**
 * A floor server's request handler, as source for its child process: each request sends `statements` one after the
 * other through `send` (an expression of `q`, one recorded statement), turns the last one's rows into JSON, and
 * answers the server's exact bytes (`s`, `body`).
 */
const floorHandler = (send) => `async (req, res) => {
  req.resume();
  try {
    let rows = [];
    for (const q of statements) rows = (await ${send}).rows;
    ${FLOOR_ANSWER}
}`;

/** A floor on PostgreSQL (`code`, listening on `port`) as a child process, given the sample, the statements and pg. */
async function spawnPgFloor(code, port, sample, statements, databaseUrl) {
  const child = spawn(process.execPath, ['-e', code], {
    env: {
      ...process.env,
      BARE_SAMPLE: JSON.stringify(sample),
      FLOOR_STATEMENTS: JSON.stringify(statements),
      FLOOR_DATABASE_URL: databaseUrl,
      FLOOR_PG: createRequire(bundle).resolve('pg'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, 30);
  return { base, pid: child.pid, stop: () => stopChild(child) };
}

/**
 * The floor: node:http and pg (a pool of 20, as the server's) and nothing else. Each request sends the statements
 * the server sent for it, one after the other (same text, name and values: a named one is prepared once per
 * connection, as the server's), turns the last one's rows into JSON, and answers the server's exact bytes.
 * What Atoll could reach with no framework, no middleware and no query builder at all.
 */
async function startFloor(sample, statements, databaseUrl) {
  const port = await freePort();
  const code = `
    const http = require('node:http');
    const pg = require(process.env.FLOOR_PG);
    const s = JSON.parse(process.env.BARE_SAMPLE);
    const body = Buffer.from(s.body, 'base64');
    const statements = JSON.parse(process.env.FLOOR_STATEMENTS);
    const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 20 });
    http.createServer(${floorHandler('pool.query({ name: q.name, text: q.text, rowMode: q.rowMode, values: q.values })')}).listen(${port}, '127.0.0.1');`;
  return spawnPgFloor(code, port, sample, statements, databaseUrl);
}

/**
 * The PGlite floor: node:http and PGlite on the server's data directory, opened as the server opens it (`pglite`:
 * its ESM entry and options, from the server's hooks), and nothing else. Each request sends the statements the
 * server sent for it through PGlite#query, as drizzle's PGlite driver does, and answers the server's exact bytes.
 * One process per data directory: the server is stopped while it runs.
 */
async function startPgliteFloor(sample, statements, dataDir, pglite) {
  const port = await freePort();
  const code = `
    const http = require('node:http');
    (async () => {
      const { PGlite } = await import(process.env.FLOOR_PGLITE_ENTRY);
      const db = await PGlite.create(process.env.FLOOR_DATA_DIR, JSON.parse(process.env.FLOOR_PGLITE_OPTIONS));
      const s = JSON.parse(process.env.BARE_SAMPLE);
      const body = Buffer.from(s.body, 'base64');
      const statements = JSON.parse(process.env.FLOOR_STATEMENTS);
      http.createServer(${floorHandler('db.query(q.text, q.values, { rowMode: q.rowMode })')}).listen(${port}, '127.0.0.1');
      process.once('SIGTERM', () => db.close().then(() => process.exit(0)));
    })();`;
  const child = spawn(process.execPath, ['-e', code], {
    env: {
      ...process.env,
      BARE_SAMPLE: JSON.stringify(sample),
      FLOOR_STATEMENTS: JSON.stringify(statements),
      FLOOR_DATA_DIR: dataDir,
      FLOOR_PGLITE_ENTRY: pglite.entry,
      FLOOR_PGLITE_OPTIONS: JSON.stringify(pglite.options ?? {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, 60);
  return { base, pid: child.pid, stop: () => stopChild(child) };
}

/** SIGTERM, resolved once the child has exited. */
function stopChild(child) {
  return new Promise((resolve) => {
    child.once('exit', () => {
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A bare node:http server answering every request with exactly `sample` (status, headers, body). */
async function startBare(sample) {
  const port = await freePort();
  const code = `
    const http = require('node:http');
    const s = JSON.parse(process.env.BARE_SAMPLE);
    const body = Buffer.from(s.body, 'base64');
    http.createServer((req, res) => { req.resume(); res.writeHead(s.status, s.headers); res.end(body); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, BARE_SAMPLE: JSON.stringify(sample) }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, 30);
  return {
    base,
    pid: child.pid,
    stop: () => stopChild(child),
  };
}

/** The exact answer the server gives (for the bare server to repeat). */
async function sampleOf(url, headers) {
  // As autocannon asks: no Accept-Encoding (fetch would ask for gzip and hand back the body decoded).
  const res = await fetch(url, { headers: { ...headers, 'Accept-Encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.toString().slice(0, 300)}`);
  const kept = {};
  for (const [name, value] of res.headers) {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) kept[name] = value;
  }
  kept['content-length'] = String(body.length);
  return { status: res.status, headers: kept, body: body.toString('base64'), bytes: body.length };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * `runs` autocannon runs (after a 1 s warm-up) of GET url; req/s median, the median run's p50/p99, CPU ms per
 * request of `pids` (all runs together).
 */
async function measure(url, headers, pidsOf, around = (runs) => runs()) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1, timeout: TIMEOUT_S });
  // After the warm-up: a pool's connections are open by then.
  const pids = typeof pidsOf === 'function' ? await pidsOf() : pidsOf;
  const results = [];
  const cpuBefore = pids.map(cpuMs);
  let requests = 0;
  await around(async () => {
    for (let run = 0; run < RUNS; run += 1) {
      const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, timeout: TIMEOUT_S });
      if (result.non2xx || result.errors) console.error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timed out)`);
      requests += result.requests.total;
      results.push(result);
    }
  });
  // A backend the pool closed meanwhile reads 0 (its time is lost, not negative).
  const cpu = pids.map((pid, i) => Math.max(0, cpuMs(pid) - cpuBefore[i]) / requests);
  const rps = median(results.map((r) => r.requests.average));
  const mid = results.find((r) => r.requests.average === rps);
  return { rps, p50: mid.latency.p50, p99: mid.latency.p99, cpu };
}

async function call(base, method, url, body, token) {
  const res = await fetch(`${base}/api/v1/${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

const en = (text) => [{ language_code: 'en', text }];

/** A company with 200 facilities (one with an activity), 60 users and 200 past guests; the owner's token. */
async function seedCompany(base) {
  const domain = `bench${randomBytes(4).toString('hex')}`;
  const challenge = await (await fetch(`${base}/api/v1/auth/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  await call(base, 'POST', 'auth/signup', {
    company: { type: 'resort', size: '1-50', country3: 'MDV', name: 'Bench Resort', username: domain },
    user: { name: 'Bench Owner', username: 'owner', password: 'bench-password', email: 'owner@bench.test', mobile: '7770000' },
    captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
  });
  const { auth_token, company } = await call(base, 'POST', 'auth/login', { company: domain, username: 'owner', password: 'bench-password' });
  const token = auth_token.token;
  const facilityIds = [];
  for (let i = 0; i < 200; i += 1) {
    facilityIds.push((await call(base, 'POST', 'facilities', { name: en(`Facility ${String(i).padStart(3, '0')}`), description: en('A place of the resort') }, token)).id);
  }
  const activity = await call(base, 'POST', 'facilities/activities', { facility_id: facilityIds[100], name: en('Sunset dive') }, token);
  for (let i = 0; i < 60; i += 1) {
    await call(base, 'POST', 'users', { name: `Staff ${String(i).padStart(2, '0')}`, username: `staff-${i}`, designation: 'Front desk', authentication: 'password', password: 'staff-password' }, token);
  }
  // 200 past guests (the Others tab): the guests page at '200 rows' is a full 50-row page, as at 20,000. Before,
  // the company had none there, and the ratio compared an empty page with a full one (30 %, not a slow list).
  const roomType = await call(base, 'POST', 'rooms/types', { name: 'Bench lagoon villas' }, token);
  const { rooms } = await call(base, 'POST', `rooms/types/${roomType.id}/rooms`, { rooms: [{ number: 'L-1' }, { number: 'L-2' }] }, token);
  for (let i = 0; i < 200; i += 1) {
    const n = String(i).padStart(3, '0');
    const body = { first_name: 'Past', last_name: `Guest ${n}`, confirmation_number: `PAST${n}`, nationality: 'MDV', arrival_date: '2026-01-02', departure_date: '2026-01-05', room_id: rooms[i % 2].id };
    await call(base, 'POST', 'guests', body, token);
  }
  return { token, companyId: company.id, facilityId: facilityIds[100], activityId: activity.id };
}

const ENDPOINTS = [
  { name: 'GET facilities/{id}', path: (s) => `/api/v1/facilities/${s.facilityId}` },
  { name: 'GET users (50-row page)', path: () => '/api/v1/users?page=1&limit=50&order_by=name:ASC' },
  { name: 'GET facilities (200-row list)', path: () => '/api/v1/facilities' },
  { name: 'GET guests/others (50-row page)', path: () => '/api/v1/guests/others?page=1&limit=50' },
].filter((e) => !values.only || e.name.includes(values.only));

/** The SQL that adds `n` rows to each list (users, guests) of the company, straight into the database. */
const growSql = (companyId, n) => [
  `INSERT INTO users (company_id, name, username, status, permissions)
     SELECT ${companyId}, 'Bulk ' || g, 'bulk-' || g, 'active', '{}'::jsonb FROM generate_series(1, ${n}) g`,
  `INSERT INTO room_types (company_id, name) VALUES (${companyId}, 'Bulk rooms')`,
  `INSERT INTO rooms (company_id, room_type_id, number, position)
     SELECT ${companyId}, (SELECT max(id) FROM room_types WHERE company_id = ${companyId}), 'B' || g, g FROM generate_series(1, ${n}) g`,
  `INSERT INTO guests (company_id, first_name, last_name, confirmation_number, nationality, arrival_date, departure_date, room_id)
     SELECT ${companyId}, 'Guest', 'Bulk ' || r.position, 'BULK' || r.position, 'MDV', current_date - (r.position % 30), current_date - (r.position % 30) + 3, r.id
     FROM rooms r WHERE r.company_id = ${companyId} AND r.number LIKE 'B%' AND r.room_type_id = (SELECT max(id) FROM room_types WHERE company_id = ${companyId})`,
  'ANALYZE',
];
const FLAT = [
  { name: 'GET users page (50)', path: '/api/v1/users?page=1&limit=50&order_by=name:ASC' },
  { name: 'GET guests page (50)', path: '/api/v1/guests/others?page=1&limit=50' },
];

const rows = [];
const flatRows = [];
const bookingRows = [];
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/**
 * Each endpoint: the server, then the floor (PostgreSQL: `floor` gives its database and how to find the floor's
 * backends; PGlite: the data directory, the server's PGlite options, and how to start the server again, as the floor
 * needs the directory to itself), then the bare server, one after the other. Resolves with the server (on PGlite, a
 * new process on the same directory).
 */
async function benchEndpoints(label, server, seed, dbPids, floor) {
  const headers = { Authorization: `Bearer ${seed.token}` };
  const sum = (cpu) => cpu.reduce((a, b) => a + b, 0);
  for (const endpoint of ENDPOINTS) {
    const url = `${server.base}${endpoint.path(seed)}`;
    const sample = await sampleOf(url, headers);
    const statements = await statementsOf(server, url, headers);
    if (process.env.BENCH_SHOW_STATEMENTS) for (const q of statements) console.error(`  ${q.name ?? "(unnamed)"}: ${q.text.slice(0, 160)}`);
    const profileLabel = `${label}-${endpoint.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`;
    const ours = await measure(url, headers, [server.pid, ...dbPids()], (runs) => profiled(server, profileLabel, runs));
    let floorResult;
    if (floor?.databaseUrl) {
      const floorServer = await startFloor(sample, statements, floor.databaseUrl);
      floorResult = await measure(`${floorServer.base}${endpoint.path(seed)}`, headers, async () => [floorServer.pid, ...(await floor.backendPids()).filter((pid) => !dbPids().includes(pid))]);
      await floorServer.stop();
    } else if (floor?.dataDir) {
      await server.stop();
      const floorServer = await startPgliteFloor(sample, statements, floor.dataDir, floor.pglite);
      floorResult = await measure(`${floorServer.base}${endpoint.path(seed)}`, headers, [floorServer.pid]);
      await floorServer.stop();
      server = await floor.restart();
    }
    const bare = await startBare(sample);
    const theirs = await measure(`${bare.base}${endpoint.path(seed)}`, headers, [bare.pid]);
    await bare.stop();
    const row = { label, endpoint: endpoint.name, bytes: sample.bytes, statements: statements.length, ours, floor: floorResult, bare: theirs };
    rows.push(row);
    console.error(
      `${label} ${endpoint.name} (${statements.length} statement(s)): ${fmt(ours.rps)} req/s (bare ${fmt(theirs.rps)}${floorResult ? `, floor ${fmt(floorResult.rps)}` : ''}) = ${fmt((ours.rps / theirs.rps) * 100, 2)} % of bare, p50 ${ours.p50} p99 ${ours.p99} ms, CPU ${fmt(ours.cpu[0], 3)} + ${fmt(sum(ours.cpu.slice(1)), 3)} db ms/req${floorResult ? ` (floor ${fmt(floorResult.cpu[0], 3)} + ${fmt(sum(floorResult.cpu.slice(1)), 3)} db)` : ''}`,
    );
  }
  return server;
}

async function benchFlat(label, server, seed, grow) {
  const headers = { Authorization: `Bearer ${seed.token}` };
  const before = [];
  for (const list of FLAT) before.push(await measure(`${server.base}${list.path}`, headers, [server.pid]));
  const grown = await grow();
  for (const [i, list] of FLAT.entries()) {
    const after = await measure(`${grown.base}${list.path}`, headers, [grown.pid]);
    flatRows.push({ label, endpoint: list.name, small: before[i], large: after });
    console.error(`${label} ${list.name}: 200 rows ${fmt(before[i].rps)} req/s, 20,000 rows ${fmt(after.rps)} req/s (${fmt((after.rps / before[i].rps) * 100)} %)`);
  }
  return grown;
}

/**
 * The statements the server sends for one POST /bookings of `body`, and its answer. Two such recordings of
 * different bodies give each statement's parameters their roles (bookingRoles).
 */
async function bookingRecording(server, token, body) {
  await tell(server, 'record-start', 'record.started');
  const res = await fetch(`${server.base}/api/v1/bookings`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Encoding': 'identity' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const statements = JSON.parse(readFileSync(await tell(server, 'record-stop', 'record.json'), 'utf8'));
  if (res.status !== 201) throw new Error(`POST bookings: ${res.status} ${bytes.toString().slice(0, 300)}`);
  const headers = {};
  for (const [name, value] of res.headers) if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers[name] = value;
  headers['content-length'] = String(bytes.length);
  return { body, statements, id: JSON.parse(bytes.toString()).data.id, sample: { status: 201, headers, body: bytes.toString('base64'), bytes: bytes.length } };
}

/**
 * Which parameters of the recorded statements come from the request: a parameter that differs between the two
 * recordings and matches, in each, the body's slot, guests (as the int[] literal), pax (and so the seats, pax
 * being required), or the new booking's id, takes that role; any other keeps the first recording's value (the
 * company, the type, the room, the instants). Fails when the two requests did not send the same statements.
 */
function bookingRoles(a, b) {
  if (a.statements.length !== b.statements.length || a.statements.some((q, i) => q.text !== b.statements[i].text)) {
    const list = (r) => r.statements.map((q) => `  ${q.name ?? '(unnamed)'}: ${q.text.slice(0, 100)}`).join('\n');
    throw new Error(`the two recorded bookings sent different statements:\n${list(a)}\nand\n${list(b)}`);
  }
  const of = (r) => ({ slot: r.body.booking_slot_id, guests: `{${r.body.guests.join(',')}}`, pax: r.body.pax, id: r.id });
  const [ra, rb] = [of(a), of(b)];
  return a.statements.map((q, k) => ({
    name: q.name,
    text: q.text,
    rowMode: q.rowMode,
    values: q.values,
    insert: /insert into bookings/i.test(q.text),
    roles: q.values.map((v, i) => {
      const w = b.statements[k].values[i];
      if (String(v) === String(w)) return null;
      return Object.keys(ra).find((role) => String(v) === String(ra[role]) && String(w) === String(rb[role])) ?? null;
    }),
  }));
}

/**
 * The booking floor: node:http and pg (a pool of 20, as the server's) and nothing else. Each POST sends the
 * statements the server sent for a booking, with the request's slot, guests and pax in their places and the new
 * booking's id in the answer's, and answers the server's exact 201 bytes. When the slot is full (the insert returns
 * no row) it reads the slot, as the server does, and answers a 422.
 */
async function startBookingFloor(sample, statements, databaseUrl) {
  const port = await freePort();
  const code = `
    const http = require('node:http');
    const pg = require(process.env.FLOOR_PG);
    const s = JSON.parse(process.env.BARE_SAMPLE);
    const body = Buffer.from(s.body, 'base64');
    const full = Buffer.from(JSON.stringify({ code: 'VALIDATION_ERROR', errors: { booking_slot_id: ['The slot is full'] } }));
    const statements = JSON.parse(process.env.FLOOR_STATEMENTS);
    const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 20 });
    const from = (role, b, id) => (role === 'slot' ? b.booking_slot_id : role === 'guests' ? '{' + b.guests.join(',') + '}' : role === 'pax' ? b.pax : id);
    http.createServer(async (req, res) => {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      try {
        const b = JSON.parse(Buffer.concat(chunks).toString());
        let id = null;
        let rows = [];
        for (const q of statements) {
          const values = q.values.map((v, i) => (q.roles[i] ? from(q.roles[i], b, id) : v));
          ({ rows } = await pool.query({ name: q.name, text: q.text, rowMode: q.rowMode, values }));
          if (q.insert) {
            if (!rows.length) {
              await pool.query('select id from booking_slots where id = $1', [b.booking_slot_id]);
              res.writeHead(422, { 'content-type': 'application/json' });
              res.end(full);
              return;
            }
            id = Array.isArray(rows[0]) ? rows[0][0] : rows[0].id;
          }
        }
        ${FLOOR_ANSWER}
    }).listen(${port}, '127.0.0.1');`;
  return spawnPgFloor(code, port, sample, statements, databaseUrl);
}

/**
 * POST /bookings at a fixed rate over 20 slots of 150 seats, every slot's seats checked after: Atoll, then the
 * booking floor (startBookingFloor) on 20 new slots of the same type, then a bare server answering Atoll's 201
 * bytes (what the load itself costs on this machine). `floor` gives the database (CPU: the server's process and
 * every PostgreSQL process, postgresPids).
 */
async function benchBooking(server, seed, client, floor) {
  // The database's CPU is read from all its processes (postgresPids): the runs need it on this machine.
  if (!postgresPids().length) throw new Error('the booking runs count PostgreSQL processes on this machine: none found');
  const { companyId, facilityId, activityId, token } = seed;
  const q = (text, params) => client.query(text, params);
  const [{ id: typeId }] = (
    await q(
      `INSERT INTO booking_types (company_id, facility_id, attached_type, activity_id, recurring_type, pax_required, pax_max)
       VALUES ($1, $2, 'Activity', $3, 'manual', true, 0) RETURNING id`,
      [companyId, facilityId, activityId],
    )
  ).rows;
  const [{ id: roomTypeId }] = (await q(`INSERT INTO room_types (company_id, name) VALUES ($1, 'Bench villas') RETURNING id`, [companyId])).rows;
  const [{ id: roomId }] = (await q(`INSERT INTO rooms (company_id, room_type_id, number) VALUES ($1, $2, 'BENCH-1') RETURNING id`, [companyId, roomTypeId])).rows;
  const guestIds = (
    await q(
      `INSERT INTO guests (company_id, first_name, last_name, confirmation_number, nationality, arrival_date, departure_date, room_id)
       SELECT $1, 'Bench', 'Guest ' || g, 'BENCH' || g, 'MDV', current_date - 1, current_date + 5, $2 FROM generate_series(1, 20) g RETURNING id`,
      [companyId, roomId],
    )
  ).rows.map((r) => r.id);
  /**
   * 20 slots of 150 seats, half an hour each, `days` from today (each set on its own day: a guest's seats in one
   * set must not overlap the next set's slots, or the server would ask for a confirmation).
   */
  const newSlots = async (days) => {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const ids = (
      await q(
        `INSERT INTO booking_slots (company_id, booking_type_id, date, start_time, end_time, pax_max)
         SELECT $1, $2, $3::date, lpad((g / 2)::text, 2, '0') || ':' || CASE WHEN g % 2 = 0 THEN '00' ELSE '30' END,
                lpad((g / 2)::text, 2, '0') || ':' || CASE WHEN g % 2 = 0 THEN '29' ELSE '59' END, 150
         FROM generate_series(0, 19) g RETURNING id`,
        [companyId, typeId, date],
      )
    ).rows.map((r) => r.id);
    return { date, ids };
  };
  const rate = Number(values['booking-rate']);
  const seconds = Number(values['booking-seconds']);
  const bodyOf = (slots, i) => ({ date: slots.date, booking_type_id: typeId, booking_slot_id: slots.ids[i % slots.ids.length], room_id: roomId, guests: [guestIds[i % guestIds.length]], pax: 1 + (i % 3) });

  /** One run at `rate` against `base`: latency, statuses, CPU per request of `pids`, and the slots' seats after. */
  const fire = async (label, base, slots, pids, wrap = (run) => run()) => {
    let i = 0;
    const cpuBefore = pids.map(cpuMs);
    const result = await wrap(() => autocannon({
      url: `${base}/api/v1/bookings`,
      connections: BOOKING_CONNECTIONS,
      overallRate: rate,
      timeout: TIMEOUT_S,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          setupRequest: (req) => {
            i += 1;
            return { ...req, body: JSON.stringify(bodyOf(slots, i)) };
          },
        },
      ],
    }));
    const cpu = pids.map((pid, k) => Math.max(0, cpuMs(pid) - cpuBefore[k]) / result.requests.total);
    const check = (
      await q(
        `SELECT s.id, s.pax_max, s.booked_pax, coalesce((SELECT sum(b.pax) FROM bookings b WHERE b.booking_slot_id = s.id AND b.status IN ('new', 'accepted')), 0)::int AS held
         FROM booking_slots s WHERE s.id = any($1::int[])`,
        [slots.ids],
      )
    ).rows;
    const overbooked = check.filter((s) => s.booked_pax > s.pax_max || s.held > s.pax_max).length;
    const booked = check.reduce((sum, s) => sum + s.booked_pax, 0);
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ') + (result.timeouts ? `, ${result.timeouts} timed out` : '') + (result.errors - result.timeouts > 0 ? `, ${result.errors - result.timeouts} errors` : '');
    const row = { label, rate, seconds, total: result.requests.total, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses, overbooked, booked, capacity: 150 * slots.ids.length, cpu };
    bookingRows.push(row);
    console.error(`POST bookings at ${rate}/s, ${label}: ${row.total} requests (${statuses}), p50 ${row.p50} p99 ${row.p99} ms, CPU ${cpu.map((c) => fmt(c, 3)).join(' + ')} ms/req, overbooked slots ${overbooked}, ${booked}/${row.capacity} seats`);
  };

  // Two bookings recorded outside the measured slots (the last guests, pax 3 and 2), for the floor's statements,
  // after a first one (the session's lookup is then cached, as in the measured run).
  const recordSlots = await newSlots(1);
  await call(server.base, 'POST', 'bookings', { ...bodyOf(recordSlots, 0), booking_slot_id: recordSlots.ids[1], guests: [guestIds[15]], pax: 1 }, token);
  const a = await bookingRecording(server, token, { ...bodyOf(recordSlots, 0), booking_slot_id: recordSlots.ids[3], guests: [guestIds[17]], pax: 3 });
  const b = await bookingRecording(server, token, { ...bodyOf(recordSlots, 0), booking_slot_id: recordSlots.ids[5], guests: [guestIds[19]], pax: 2 });
  // The server sends its NOTIFYs (the live queue, the content bus) off the request's path, batched across requests
  // (cluster/channel.ts): the floor leaves them out rather than send two per booking.
  const statements = bookingRoles(a, b).filter((st) => !/pg_notify/.test(st.text));
  if (process.env.BENCH_SHOW_STATEMENTS) for (const st of statements) console.error(`  ${st.name ?? '(unnamed)'} roles ${JSON.stringify(st.roles)}: ${st.text.slice(0, 120)}`);

  await fire('Atoll', server.base, await newSlots(2), [server.pid, ...postgresPids()], (run) => profiled(server, 'PostgreSQL-POST-bookings', run));
  const floorServer = await startBookingFloor(a.sample, statements, floor.databaseUrl);
  // Its pool's connections open on its first requests: a short warm-up on the recording's slots, then its backends.
  await autocannon({ url: `${floorServer.base}/api/v1/bookings`, method: 'POST', connections: CONNECTIONS, amount: 200, body: JSON.stringify({ ...bodyOf(recordSlots, 0), booking_slot_id: recordSlots.ids[10], pax: 1 }) });
  await fire('floor', floorServer.base, await newSlots(3), [floorServer.pid, ...postgresPids()]);
  await floorServer.stop();
  const bare = await startBare(a.sample);
  await fire('bare', bare.base, { date: recordSlots.date, ids: [] }, [bare.pid]);
  await bare.stop();
}

const profileDir = values['cpu-prof'] ? path.resolve(values['cpu-prof']) : undefined;
if (profileDir) mkdirSync(profileDir, { recursive: true });

// --- PostgreSQL ---------------------------------------------------------------------------------------------------
if (values.db === 'both' || values.db === 'pg') {
  const admin = new pg.Client({ connectionString: values.pg });
  await admin.connect();
  const name = `atoll_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(values.pg);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.href });
  try {
    let server = await startServer({ DATABASE_URL: url.href }, profileDir && path.join(profileDir, 'pg'));
    const seed = await seedCompany(server.base);
    await client.connect();
    /** The backends of the server's pool (the database's other connections). */
    const backendPids = async () =>
      (await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((r) => r.pid);
    // Fill the pool first, so every backend is there when the CPU is read.
    await autocannon({ url: `${server.base}/api/v1/facilities/${seed.facilityId}`, headers: { Authorization: `Bearer ${seed.token}` }, connections: CONNECTIONS, duration: 1 });
    const pids = await backendPids();
    await benchEndpoints('PostgreSQL', server, seed, () => pids, { databaseUrl: url.href, backendPids });
    if (!values['skip-booking']) await benchBooking(server, seed, client, { databaseUrl: url.href, backendPids });
    if (!values['skip-flat']) {
      server = await benchFlat('PostgreSQL', server, seed, async () => {
        for (const statement of growSql(seed.companyId, 20_000)) await client.query(statement);
        return server;
      });
    }
    await server.stop();
  } finally {
    await client.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// --- PGlite -------------------------------------------------------------------------------------------------------
if (values.db === 'both' || values.db === 'pglite') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-api-'));
  try {
    const start = () => startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, profileDir && path.join(profileDir, 'pglite'));
    let server = await start();
    const seed = await seedCompany(server.base);
    const pglite = JSON.parse(readFileSync(await tell(server, 'pglite-options', 'pglite-options.json'), 'utf8'));
    server = await benchEndpoints('PGlite', server, seed, () => [], { dataDir, pglite, restart: start });
    if (!values['skip-flat']) {
      server = await benchFlat('PGlite', server, seed, async () => {
        // One process per data directory: the server stops while the rows go in, then starts again.
        await server.stop();
        const { PGlite } = await import('@electric-sql/pglite');
        const db = new PGlite(dataDir);
        for (const statement of growSql(seed.companyId, 20_000)) await db.exec(statement);
        await db.close();
        return startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, profileDir && path.join(profileDir, 'pglite-grown'));
      });
    }
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- The report ---------------------------------------------------------------------------------------------------
const cpuText = (cpu) => (cpu.length > 1 ? `${fmt(cpu[0], 3)} + ${fmt(cpu.slice(1).reduce((s, v) => s + v, 0), 3)} db` : fmt(cpu[0], 3));
console.log(`\n### API at ${CONNECTIONS} connections${values.label ? ` — ${values.label}` : ''}${values.source ? ` (server/src of ${source})` : ''} (${os.cpus().length} CPUs, median of ${RUNS} × ${DURATION} s; node ${process.version})\n`);
console.log(
  '| Database | Endpoint | Body | Statements | req/s | p50 ms | p99 ms | CPU ms/req (server + db) | floor req/s | floor p99 | floor CPU ms/req | bare req/s | bare p99 | bare CPU ms/req | floor % of bare | % of floor | % of bare |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const f = r.floor;
  console.log(
    `| ${r.label} | ${r.endpoint} | ${r.bytes} B | ${r.statements} | ${fmt(r.ours.rps)} | ${r.ours.p50} | ${r.ours.p99} | ${cpuText(r.ours.cpu)} | ${f ? fmt(f.rps) : '—'} | ${f ? f.p99 : '—'} | ${f ? cpuText(f.cpu) : '—'} | ${fmt(r.bare.rps)} | ${r.bare.p99} | ${fmt(r.bare.cpu[0], 3)} | ${f ? `${fmt((f.rps / r.bare.rps) * 100, 2)} %` : '—'} | ${f ? `${fmt((r.ours.rps / f.rps) * 100)} %` : '—'} | **${fmt((r.ours.rps / r.bare.rps) * 100, 2)} %** |`,
  );
}
if (bookingRows.length) {
  console.log(`\n### POST /bookings at a fixed rate (PostgreSQL, ${BOOKING_CONNECTIONS} connections, 20 slots × 150 seats; floor: node:http + pg, the same statements; bare: the same 201 bytes)\n`);
  console.log('| Server | Rate | Requests | Answers | p50 ms | p99 ms | CPU ms/req (server + db) | Seats booked | Overbooked slots |');
  console.log('|---|---:|---:|---|---:|---:|---:|---:|---:|');
  for (const b of bookingRows) console.log(`| ${b.label} | ${b.rate}/s × ${b.seconds} s | ${b.total} | ${b.statuses} | ${b.p50} | ${b.p99} | ${cpuText(b.cpu)} | ${b.label === 'bare' ? '—' : `${b.booked}/${b.capacity}`} | ${b.label === 'bare' ? '—' : `**${b.overbooked}**`} |`);
}
if (flatRows.length) {
  console.log('\n### Lists stay flat: a 50-row page with 200 and with 20,000 rows in the table\n');
  console.log('| Database | List | 200 rows req/s | p99 ms | 20,000 rows req/s | p99 ms | 20,000 / 200 |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const f of flatRows) console.log(`| ${f.label} | ${f.endpoint} | ${fmt(f.small.rps)} | ${f.small.p99} | ${fmt(f.large.rps)} | ${f.large.p99} | **${fmt((f.large.rps / f.small.rps) * 100)} %** |`);
}
console.log('\nThe machine is shared: absolute req/s and p99 are noisy; the ratios to the bare server of the same run count.');
for (const file of profiles) console.log(`CPU profile of the measured runs: ${file}`);
process.exit(0);
