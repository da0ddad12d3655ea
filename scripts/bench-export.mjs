#!/usr/bin/env node
/**
 * Benchmark of a CSV export (issue 19 "Exports"): the server app (server/src through tsx) on a fresh
 * database — PGlite in this process, or PostgreSQL with DATABASE_URL — a company signed up through the
 * API, and N guests (default 100,000) written with one INSERT … SELECT (server/test/support/exportSeed.ts).
 * Then, --runs times: GET guests/others?return_url=1 for a one-time link, and the download read to its
 * end over HTTP on loopback (the chunks counted, never kept). Reported: time to the link, to the first
 * byte and to the last; rows and MB; and the process's peak RSS and heap above the idle baseline,
 * sampled every 10 ms while the CSV streams (the server and this reader share the process, so the figures
 * hold the server's buffers). A measurement, not a test.
 *
 *   npm run bench:export -- [--guests 100000] [--runs 3] [--order name:ASC]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/atoll_bench npm run bench:export
 */
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    guests: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    order: { type: 'string', default: 'name:ASC' },
  },
});
const GUESTS = Number(values.guests);
const RUNS = Math.max(1, Number(values.runs));

const { startTestServer, solveCaptcha } = await tsImport('../server/test/support/server.ts', import.meta.url);
const { seedGuests } = await tsImport('../server/test/support/exportSeed.ts', import.meta.url);

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const server = await startTestServer({ logger: { info() {}, error: (m, e) => console.error(m, e) } });
// After a long step (the seed) the kept-alive socket may have been closed by the server: one retry.
const send = (url, init) => fetch(url, init).catch(() => fetch(url, init));
const call = async (method, path, token, body) => {
  const res = await send(`${server.url}/api/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
};

try {
  const domain = 'bench-export';
  await call('POST', 'auth/signup', undefined, {
    company: { type: 'resort', size: '1-50', country3: 'MDV', name: 'Bench Export Resort', username: domain },
    user: { name: 'Owner Person', username: 'owner', password: 'correct horse battery', email: `owner@${domain}.test`, mobile: '+9607771234' },
    captcha: await solveCaptcha(server.url),
  });
  const auth = await call('POST', 'auth/login', undefined, { company: domain, username: 'owner', password: 'correct horse battery' });
  const token = auth.auth_token.token;
  const type = await call('POST', 'rooms/types', token, { name: 'Beach Villa' });
  const rooms = (await call('POST', `rooms/types/${type.id}/rooms`, token, { rooms: ['101', '102', '103'].map((number) => ({ number })) })).rooms;
  let started = performance.now();
  await seedGuests(server.database.db, auth.company.id, rooms.map((r) => r.id), GUESTS, 'Bench');
  console.log(`seeded ${GUESTS.toLocaleString('en-US')} guests in ${((performance.now() - started) / 1000).toFixed(1)} s (${server.database.kind ?? 'pglite'})`);

  for (let run = 1; run <= RUNS; run += 1) {
    globalThis.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = 0;
    let peakHeap = 0;
    const sample = () => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss - baseline.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed - baseline.heapUsed);
    };
    const timer = setInterval(sample, 10);
    started = performance.now();
    const link = await call('GET', `guests/others?return_url=1&order_by=${encodeURIComponent(values.order)}`, token);
    const linked = performance.now();
    const res = await send(`${server.url}${link.url}`, { headers: { 'Accept-Encoding': process.env.BENCH_ENCODING ?? 'gzip, deflate' } });
    if (!res.ok) throw new Error(`download: ${res.status}`);
    const reader = res.body.getReader();
    let bytes = 0;
    let records = 0;
    let firstByte = 0;
    let endedWithCr = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByte) firstByte = performance.now();
      bytes += value.byteLength;
      if (endedWithCr && value[0] === 10) records += 1;
      for (let i = 1; i < value.length; i += 1) if (value[i] === 10 && value[i - 1] === 13) records += 1;
      endedWithCr = value[value.length - 1] === 13;
      sample();
    }
    const ended = performance.now();
    clearInterval(timer);
    console.log(
      `run ${run}: link ${(linked - started).toFixed(0)} ms, first byte ${(firstByte - linked).toFixed(0)} ms, ` +
        `all ${((ended - linked) / 1000).toFixed(2)} s for ${(records - 1).toLocaleString('en-US')} rows (${mb(bytes)} MB, ` +
        `${Math.round((records - 1) / ((ended - linked) / 1000)).toLocaleString('en-US')} rows/s); peak above idle: RSS ${mb(peakRss)} MB, heap ${mb(peakHeap)} MB`,
    );
  }
} finally {
  await server.close();
}
