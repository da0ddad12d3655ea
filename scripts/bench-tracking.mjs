#!/usr/bin/env node
/**
 * Benchmark of the trackers' ingest (issue 20): 50 trackers each posting its position every 5 s to
 * POST /api/v1/tracking/positions with its device token, against the server (server/src/main.ts through tsx)
 * on a throw-away PGlite directory, or DATABASE_URL (a scratch PostgreSQL database). The posts are spread
 * over each 5-second period as real devices' would be; each buggy drives a small loop so its status stays
 * 'moving' and its history grows. One staff session listens on GET tracking/stream meanwhile.
 * Reported: requests, errors by status, latency median/p95/p99, the server's CPU (user+system time over the
 * run, as a share of one core, from /proc) and its RSS. A measurement, not a test.
 *
 *   npm run bench:tracking -- [--trackers 50] [--period 5] [--seconds 60]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/atoll_bench npm run bench:tracking
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: { trackers: { type: 'string', default: '50' }, period: { type: 'string', default: '5' }, seconds: { type: 'string', default: '60' } },
});
const TRACKERS = Number(values.trackers);
const PERIOD_MS = Number(values.period) * 1000;
const DURATION_MS = Number(values.seconds) * 1000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { apiClient, login, signupViaApi } = await tsImport('../e2e/harness/api.ts', import.meta.url);
const { newHotel, signupPayloadFor } = await tsImport('../e2e/harness/people.ts', import.meta.url);
const { API_BASE } = await tsImport('../contract/src/index.ts', import.meta.url);

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const TICKS = Number(process.env.CLK_TCK ?? 100);
/** The process's user + system CPU time in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
};
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-tracking-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, ALTCHA_COST: '1', SMTP_URL: '', STATIC_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const listener = new AbortController();
try {
  for (let i = 0; i < 240; i += 1) {
    if (await fetch(`${base}${API_BASE}/auth/captcha`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const api = apiClient(base);
  const hotel = newHotel('Tracking Bench Resort');
  const credentials = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: 'Indian/Maldives' } });
  const token = (await login(api, credentials)).auth_token.token;
  const group = await api.ok('POST', 'tracking/groups', { token, body: { name: 'Buggies', type: 'buggy' } });
  const devices = [];
  for (let t = 1; t <= TRACKERS; t += 1) {
    const made = await api.ok('POST', 'tracking/trackers', { token, body: { name: `Buggy ${t}`, tracking_group_id: group.id } });
    devices.push(made.token);
  }
  // A staff screen listening to the live map meanwhile (its events cost the server too).
  let events = 0;
  void fetch(`${base}${API_BASE}/tracking/stream`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal: listener.signal })
    .then(async (response) => {
      for await (const chunk of response.body) events += (Buffer.from(chunk).toString().match(/event: trackers/g) ?? []).length;
    })
    .catch(() => {});

  const latencies = [];
  const statuses = new Map();
  const post = async (index, step) => {
    const angle = (step / 24) * 2 * Math.PI + index;
    const body = { lat: 4.175 + 0.002 * Math.sin(angle) + index * 1e-4, lng: 73.509 + 0.002 * Math.cos(angle), speed: 4.5, heading: (step * 15) % 360 };
    const started = performance.now();
    const response = await fetch(`${base}${API_BASE}/tracking/positions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${devices[index]}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  };

  const cpuBefore = cpuMs(child.pid);
  let peakKb = rssKb(child.pid);
  const startRssKb = peakKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, rssKb(child.pid))), 200);
  const began = performance.now();
  const running = [];
  // Each tracker posts every PERIOD_MS, offset within the period so the load is spread as real devices' is.
  await new Promise((resolve) => {
    const timers = devices.map((_, index) =>
      setTimeout(() => {
        let step = 0;
        const tick = () => running.push(post(index, step++));
        tick();
        timers.push(setInterval(tick, PERIOD_MS));
      }, (index * PERIOD_MS) / devices.length),
    );
    setTimeout(() => {
      timers.forEach((timer) => clearTimeout(timer) || clearInterval(timer));
      resolve();
    }, DURATION_MS);
  });
  await Promise.all(running);
  const elapsedMs = performance.now() - began;
  const cpuUsed = cpuMs(child.pid) - cpuBefore;
  clearInterval(sampler);
  listener.abort();

  const sorted = [...latencies].sort((a, b) => a - b);
  const format = (ms) => `${ms.toFixed(1)} ms`;
  console.log(`Ingest of ${TRACKERS} trackers posting every ${PERIOD_MS / 1000} s for ${(elapsedMs / 1000).toFixed(0)} s on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}:`);
  console.log(`  requests ${latencies.length} (${(latencies.length / (elapsedMs / 1000)).toFixed(1)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`  latency median ${format(quantile(sorted, 0.5))}, p95 ${format(quantile(sorted, 0.95))}, p99 ${format(quantile(sorted, 0.99))}, max ${format(sorted.at(-1))}`);
  console.log(`  server CPU ${(cpuUsed / 1000).toFixed(1)} s over ${(elapsedMs / 1000).toFixed(0)} s = ${((cpuUsed / elapsedMs) * 100).toFixed(1)}% of one core; RSS ${Math.round(startRssKb / 1024)} -> peak ${Math.round(peakKb / 1024)} MB`);
  console.log(`  live map events received by one listening screen: ${events}`);
} finally {
  listener.abort();
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
