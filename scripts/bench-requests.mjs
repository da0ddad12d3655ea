#!/usr/bin/env node
/**
 * Benchmark of the Requests list with 5,000 bookings (issue 10), server side: the built server
 * (server/dist/main.js) on a throw-away PGlite directory, a company signed up through the API (solving
 * the captcha), its facility, activity and menu made through the API; then the server stops, the
 * request types, rooms, guests, slots and 5,000 bookings (with their guests, timeline and consistent
 * booked_pax counters) are written with SQL into its database, and the server starts again on it.
 * Measured over HTTP on loopback: GET /bookings/by-state/{new,pending,all} first page (and a q_name
 * search), one request at a time, warm-ups discarded; medians and p95 over --runs (≥ 20).
 * A measurement, not a test. The console part (time to first row, tab switch) is separate.
 *
 *   npm run build -w server && node scripts/bench-requests.mjs [--bookings 5000] [--runs 30]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/atoll_bench node scripts/bench-requests.mjs   # a scratch PostgreSQL DB
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { bookings: { type: 'string', default: '5000' }, runs: { type: 'string', default: '30' } } });
const BOOKINGS = Number(values.bookings);
const RUNS = Math.max(20, Number(values.runs));
const WARMUP = 3;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
const entry = path.join(serverDir, 'dist/main.js');
if (!existsSync(entry)) {
  console.error('server/dist/main.js is missing: run `npm run build -w server` first.');
  process.exit(1);
}
// The server's own dependencies (drizzle keeps some in server/node_modules).
const requireServer = createRequire(path.join(serverDir, 'package.json'));
const { PGlite } = await import(requireServer.resolve('@electric-sql/pglite'));
const pg = (await import(requireServer.resolve('pg'))).default;
const { solveChallenge } = await import(requireServer.resolve('altcha-lib'));
const { deriveKey } = await import(requireServer.resolve('altcha-lib/algorithms/pbkdf2'));

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
let child;

async function startServer() {
  child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-console'), ALTCHA_COST: '1', SMTP_URL: '' },
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

async function call(method, url, body, token) {
  const res = await fetch(`${base}/api/v1/${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Client-Id': 'atoll-bench', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const en = (text) => [{ language_code: 'en', text }];

// 1. The company and its content, through the API.
await startServer();
const domain = `bench-req-${Date.now().toString(36)}`;
const challenge = await (await fetch(`${base}/api/v1/auth/captcha/challenge`)).json();
const solution = await solveChallenge({ challenge, deriveKey });
await call('POST', 'auth/signup', {
  company: { type: 'resort', size: '1-50', country3: 'MDV', name: 'Bench Requests Resort', username: domain },
  user: { name: 'Bench Owner', username: 'owner', password: 'bench-password', email: 'owner@bench.test', mobile: '7770000' },
  captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
});
const login = async () => (await call('POST', 'auth/login', { company: domain, username: 'owner', password: 'bench-password' })).data;
let auth = await login();
const companyId = auth.company.id;
const facility = (await call('POST', 'facilities', { name: en('Lagoon Restaurant') }, auth.auth_token.token)).data.id;
const activity = (await call('POST', 'facilities/activities', { facility_id: facility, name: en('Sunset Dive') }, auth.auth_token.token)).data.id;
const menu = (await call('POST', 'facilities/menus', { facility_id: facility, name: en('Dinner'), type: 'menu' }, auth.auth_token.token)).data.id;
await stopServer();

// 2. The requests, with SQL (PGlite allows one process at a time: the server is stopped).
const seedStarted = Date.now();
let db;
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  db = { query: (text, params) => client.query(text, params), close: () => client.end() };
} else {
  const client = await PGlite.create(dataDir);
  db = { query: (text, params) => client.query(text, params), close: () => client.close() };
}
const one = async (text, params) => (await db.query(text, params)).rows[0];
const c = companyId;
const activityType = (await one(
  `insert into booking_types (company_id, facility_id, attached_type, activity_id, recurring_type, pax_required, pax_max) values ($1, $2, 'Activity', $3, 'manual', true, 0) returning id`,
  [c, facility, activity],
)).id;
const menuType = (await one(
  `insert into booking_types (company_id, facility_id, attached_type, menu_id, recurring_type, pax_required, pax_max) values ($1, $2, 'Menu', $3, 'manual', false, 0) returning id`,
  [c, facility, menu],
)).id;
const roomType = (await one(`insert into room_types (company_id, name) values ($1, 'Water Villa') returning id`, [c])).id;
await db.query(`insert into rooms (company_id, room_type_id, number, position) select $1, $2, (100 + g)::text, g from generate_series(1, 60) g`, [c, roomType]);
await db.query(
  `insert into guests (company_id, first_name, last_name, confirmation_number, nationality, arrival_date, departure_date, room_id)
   select $1, 'Guest' || g, 'Family' || (g % 41), 'CN' || g, 'MDV', current_date - 1, current_date + 12, r.id
   from generate_series(0, 239) g
   join (select id, row_number() over (order by id) - 1 as k from rooms where company_id = $1) r on r.k = g % 60`,
  [c],
);
// 30 days × 4 sittings per type, all in the future (the sweep expires nothing while measuring).
await db.query(
  `insert into booking_slots (company_id, booking_type_id, date, start_time, end_time, pax_max)
   select $1, t.id, current_date + d, lpad((8 + h * 3)::text, 2, '0') || ':00', lpad((10 + h * 3)::text, 2, '0') || ':00', 0
   from (values ($2::int), ($3::int)) t(id), generate_series(1, 30) d, generate_series(0, 3) h`,
  [c, activityType, menuType],
);
await db.query(
  `insert into bookings (company_id, number, booking_type_id, booking_slot_id, facility_id, room_id, status, pax, remarks, booked_by_type, booked_by_name, status_by_name, due_at, starts_at)
   select $1, g + 1, s.booking_type_id, s.id, $2, r.id,
          (array['new','new','new','new','confirmed','confirmed','confirmed','completed','declined','cancelled'])[g % 10 + 1],
          1 + g % 4, case when g % 3 = 0 then 'Window table please' end, 'staff', 'Bench Owner', 'Bench Owner',
          (s.date + s.start_time::time) - interval '5 hours', (s.date + s.start_time::time) - interval '5 hours'
   from generate_series(0, $3::int - 1) g
   join (select id, booking_type_id, date, start_time, row_number() over (order by id) - 1 as k from booking_slots where company_id = $1) s on s.k = g % 240
   join (select id, row_number() over (order by id) - 1 as k from rooms where company_id = $1) r on r.k = g % 60`,
  [c, facility, BOOKINGS],
);
await db.query(
  `insert into booking_guests (booking_id, guest_id)
   select b.id, (select g.id from guests g where g.room_id = b.room_id order by g.id limit 1) from bookings b where b.company_id = $1`,
  [c],
);
await db.query(`insert into booking_logs (booking_id, text, changed_by) select id, 'Booking created', 'Bench Owner' from bookings where company_id = $1`, [c]);
await db.query(`insert into booking_counters (company_id, last) values ($1, $2) on conflict (company_id) do update set last = excluded.last`, [c, BOOKINGS]);
await db.query(
  `update booking_slots s set
     booked_pax = coalesce((select sum(case when t.pax_required then b.pax else 1 end) from bookings b join booking_types t on t.id = b.booking_type_id
                            where b.booking_slot_id = s.id and b.status in ('new','confirmed','completed','no_show')), 0),
     bookings_count = (select count(*) from bookings b where b.booking_slot_id = s.id)
   where s.company_id = $1`,
  [c],
);
const counts = await db.query(`select status, count(*)::int as n from bookings where company_id = $1 group by status order by status`, [c]);
await db.close();
const seedSeconds = ((Date.now() - seedStarted) / 1000).toFixed(1);

// 3. Measure.
await startServer();
auth = await login();
const token = auth.auth_token.token;
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
    `${BOOKINGS} bookings seeded in ${seedSeconds} s (${counts.rows.map((r) => `${r.status} ${r.n}`).join(', ')}); ${RUNS} runs per route after ${WARMUP} warm-ups, one at a time, loopback`,
);
for (const route of routes) {
  const r = await measure(route);
  console.log(`GET ${r.route.padEnd(62)} total ${String(r.total).padStart(5)}   median ${r.median.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   min ${r.min.toFixed(1)} ms   max ${r.max.toFixed(1)} ms`);
}
await stopServer();
process.exit(0);
