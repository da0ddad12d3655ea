#!/usr/bin/env node
/**
 * Benchmark of Home's analytics (issue 19): a month with 100,000 bookings. The real app on a real HTTP
 * server over a fresh database (server/test/support/server.ts, loaded through tsx: PGlite from the
 * migrated template, or a scratch database on DATABASE_URL's server, dropped after); a company signed
 * up through the API (solving the captcha) with four facilities and activities; then, with SQL in bulk,
 * a request type and 360 slots per facility, --bookings bookings in March 2026 spread over every day and
 * hour (statuses cycle through the final ones and Confirmed, so the sweep has nothing to expire), a
 * fifth as many in February (the summary's previous period), a 'Booking created' Timeline entry for
 * each and a staff action for every other one.
 * Times each GET ui/analytics/* call for one facility and for 'all' over HTTP on loopback, one request
 * at a time, warm-ups discarded: medians and p95 over --runs (≥ 20). Then prints EXPLAIN ANALYZE of the
 * aggregates' statements (written as the service writes them), showing the index they use.
 * A measurement, not a test.
 *
 *   npm run bench:analytics -- [--bookings 100000] [--runs 25]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:analytics
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({ options: { bookings: { type: 'string', default: '100000' }, runs: { type: 'string', default: '25' } } });
const BOOKINGS = Number(values.bookings);
const RUNS = Math.max(20, Number(values.runs));
const WARMUP = 3;
const MONTH = { start_date: '2026-03-01', end_date: '2026-03-31' };

const { startTestServer, solveCaptcha } = await tsImport('../server/test/support/server.ts', import.meta.url);
const { apiClient } = await tsImport('../server/test/support/client.ts', import.meta.url);

const server = await startTestServer();
const api = apiClient(server.url);
const { db } = server.database;
const run = async (text) => (await db.execute(text)).rows;

try {
  // 1. The company and its facilities, through the API.
  const domain = `bench-analytics-${Date.now().toString(36)}`;
  const signup = await api.post('auth/signup', {
    company: { type: 'resort', size: '1-50', country3: 'MDV', name: 'Bench Analytics Resort', username: domain },
    user: { name: 'Bench Owner', username: 'owner', password: 'correct horse battery', email: `owner@${domain}.test`, mobile: '+9607771234' },
    captcha: await solveCaptcha(server.url),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
  const login = await api.post('auth/login', { company: domain, username: 'owner', password: 'correct horse battery' });
  const token = login.body.data.auth_token.token;
  const companyId = Number(login.body.data.company.id);
  const timeZone = login.body.data.company.settings.timezone;
  const en = (text) => [{ language_code: 'en', text }];
  const facilities = [];
  for (const name of ['Lagoon Restaurant', 'Reef Spa', 'Dive Centre', 'Sunset Bar']) {
    const facility = (await api.post('facilities', { name: en(name) }, { token })).body.data.id;
    const activity = (await api.post('facilities/activities', { facility_id: facility, name: en(`${name} booking`) }, { token })).body.data.id;
    facilities.push({ facility, activity });
  }

  // 2. Types, slots, bookings and their Timeline, with SQL in bulk.
  const seedStarted = performance.now();
  const c = companyId;
  for (const f of facilities) {
    await run(`insert into booking_types (company_id, facility_id, attached_type, activity_id, recurring_type, pax_required, pax_max) values (${c}, ${f.facility}, 'Activity', ${f.activity}, 'manual', false, 0)`);
  }
  // 30 days × 12 sittings per type: the slots the bookings hang on (their dates do not matter to analytics).
  await run(
    `insert into booking_slots (company_id, booking_type_id, date, start_time, end_time, pax_max)
     select ${c}, t.id, date '2026-03-01' + d, lpad((8 + h)::text, 2, '0') || ':00', lpad((9 + h)::text, 2, '0') || ':00', 0
     from booking_types t, generate_series(0, 29) d, generate_series(0, 11) h where t.company_id = ${c}`,
  );
  const bookingsIn = async (month, days, count, firstNumber) =>
    run(
      `insert into bookings (company_id, number, booking_type_id, booking_slot_id, facility_id, status, pax, booked_by_type, booked_by_name, status_by_name, due_at, starts_at, created_at)
       select ${c}, ${firstNumber} + g, s.booking_type_id, s.id, s.facility_id,
              (array['confirmed','confirmed','completed','completed','declined','cancelled','no_show','expired'])[g % 8 + 1],
              1, 'staff', 'Bench Owner', 'Bench Owner', st, st, st - interval '2 days'
       from generate_series(0, ${count - 1}) g
       cross join lateral (select ((timestamp '${month}-01' + ((g::bigint * 7919) % (${days} * 24 * 60)) * interval '1 minute') at time zone '${timeZone}') as st) t
       join (select bs.id, bs.booking_type_id, bt.facility_id, row_number() over (order by bs.id) - 1 as k
             from booking_slots bs join booking_types bt on bt.id = bs.booking_type_id where bs.company_id = ${c}) s on s.k = g % 1440`,
    );
  await bookingsIn('2026-03', 31, BOOKINGS, 1);
  await bookingsIn('2026-02', 28, Math.round(BOOKINGS / 5), BOOKINGS + 1);
  await run(`insert into booking_logs (booking_id, text, changed_by, created_at) select id, 'Booking created', 'Bench Owner', created_at from bookings where company_id = ${c}`);
  await run(
    `insert into booking_logs (booking_id, text, changed_by, created_at)
     select id, 'Status changed to Confirmed', 'Front Desk', created_at + ((number % 90) + 1) * interval '1 minute' from bookings where company_id = ${c} and number % 2 = 0`,
  );
  // What the bookings service writes with the first staff entry (migration 0015's backfill, the same statement).
  await run(
    `update bookings set first_action_at = f.at from (select booking_id, min(created_at) as at from booking_logs where changed_by <> 'System' and text <> 'Booking created' group by booking_id) f
     where f.booking_id = bookings.id and bookings.company_id = ${c}`,
  );
  await run('analyze');
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  const [{ n: total }] = await run(`select count(*)::int as n from bookings where company_id = ${c}`);

  // 3. Measure.
  const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  async function measure(route) {
    const times = [];
    let shape = '';
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const started = performance.now();
      const res = await api.get(route, { token }).catch(() => api.get(route, { token })); // a keep-alive socket idle through the seeding may be gone
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`GET ${route}: ${res.status} ${JSON.stringify(res.body)}`);
      const data = res.body.data;
      shape = Array.isArray(data) ? `${data.length} rows, ${data.reduce((n, r) => n + r.count, 0)} requests` : `total ${data.total ?? data.facilities?.length}`;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    return { route, shape, median: quantile(times, 0.5), p95: quantile(times, 0.95), min: times[0], max: times.at(-1) };
  }
  const query = `?start_date=${MONTH.start_date}&end_date=${MONTH.end_date}`;
  const one = facilities[1].facility;
  const routes = ['ui/analytics/facilities'];
  for (const facility of ['all', one]) {
    for (const kind of ['bookings-by-date', 'bookings-by-status', 'bookings-by-hour', 'bookings-summary']) routes.push(`ui/analytics/${kind}/${facility}${query}`);
  }
  console.log(
    `Atoll analytics bench (${server.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}): ${os.cpus().length} CPU(s), load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ` +
      `${total} bookings (${BOOKINGS} in March 2026, ${Math.round(BOOKINGS / 5)} in February, ${timeZone}) over ${facilities.length} facilities seeded in ${seedSeconds} s; ` +
      `${RUNS} runs per call after ${WARMUP} warm-ups, one at a time, HTTP on loopback`,
  );
  for (const route of routes) {
    const r = await measure(route);
    console.log(`GET ${r.route.padEnd(72)} ${r.shape.padEnd(26)} median ${r.median.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   min ${r.min.toFixed(1)} ms   max ${r.max.toFixed(1)} ms`);
  }

  // 4. The plans: the services' statements, written out with this company's values.
  const within = (facility) =>
    `company_id = ${c}${facility ? ` and facility_id = ${facility}` : ''} and starts_at >= (('${MONTH.start_date}'::date)::timestamp at time zone '${timeZone}') and starts_at < ((('${MONTH.end_date}'::date + 1))::timestamp at time zone '${timeZone}')`;
  const current = `starts_at >= (('${MONTH.start_date}'::date)::timestamp at time zone '${timeZone}') and starts_at < ((('${MONTH.end_date}'::date + 1))::timestamp at time zone '${timeZone}')`;
  const plans = {
    'by date, all': `select to_char(series.d, 'YYYY-MM-DD'), coalesce(day_count, 0) from generate_series('${MONTH.start_date}'::date, '${MONTH.end_date}'::date, interval '1 day') as series(d)
      left join (select (bucket at time zone '${timeZone}')::date as local_day, sum(n)::int as day_count
                 from (select date_bin('15 minutes', starts_at, timestamptz '2000-01-01 00:00:00+00') as bucket, count(*)::int as n from bookings where ${within()} group by 1) buckets group by 1) counts
      on local_day = series.d::date order by series.d`,
    'by hour, one facility': `select extract(dow from bucket at time zone '${timeZone}')::int + 1, extract(hour from bucket at time zone '${timeZone}')::int, sum(n)::int
      from (select date_bin('15 minutes', starts_at, timestamptz '2000-01-01 00:00:00+00') as bucket, count(*)::int as n from bookings where ${within(one)} group by 1) buckets group by 1, 2`,
    'by status, all': `select status, count(*)::int from bookings where ${within()} group by status`,
    // One scan of both periods: the counts by period and the range's median minutes to the first staff action.
    'summary, all': `select (count(*) filter (where ${current}))::int, (count(*) filter (where not (${current})))::int,
      percentile_cont(0.5) within group (order by date_part('epoch', first_action_at - created_at) / 60) filter (where ${current} and first_action_at is not null)
      from bookings where company_id = ${c} and starts_at >= (('2026-01-29'::date)::timestamp at time zone '${timeZone}') and starts_at < ((('${MONTH.end_date}'::date + 1))::timestamp at time zone '${timeZone}')`,
  };
  for (const [name, text] of Object.entries(plans)) {
    const rows = await run(`explain (analyze, costs off) ${text}`);
    console.log(`\nEXPLAIN ANALYZE — ${name}:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
} finally {
  await server.close();
}
