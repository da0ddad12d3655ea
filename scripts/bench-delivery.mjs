#!/usr/bin/env node
/**
 * Benchmark of push delivery (issue 19): a campaign to 10,000 devices sent by the server's own worker to the
 * fake Expo endpoint (server/test/support/pushStandIns.ts, on 127.0.0.1 in this process). The company, its
 * devices and the campaign's outbox rows are written into a throw-away PGlite directory (or DATABASE_URL, a
 * scratch PostgreSQL database) before the server starts; the server (server/src/main.ts through tsx, with
 * EXPO_PUSH_URL pointing at the stand-in) then delivers in the background. Reported: messages per second
 * (first request to the last ticket), Expo requests and their sizes, and the server's peak RSS (sampled from
 * /proc every 50 ms). Expo's documented ceiling is 600 messages a second; the worker keeps to it.
 * A measurement, not a test.
 *
 *   npm run bench:delivery -- [--devices 10000]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/atoll_bench npm run bench:delivery
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({ options: { devices: { type: 'string', default: '10000' } } });
const DEVICES = Number(values.devices);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { startFakeExpo } = await tsImport('../server/test/support/pushStandIns.ts', import.meta.url);
const { seedCompany, seedExpoDevices, seedCampaign } = await tsImport('../server/test/support/deliverySeed.ts', import.meta.url);
const { openDatabase } = await tsImport('../server/src/db/client.ts', import.meta.url);

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** A fixed-offset zone where it is about midday now: quiet hours must not hold the benchmark. */
function middayZone() {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-delivery-'));
const expo = await startFakeExpo();
let child;
try {
  const seeding = Date.now();
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  const company = await seedCompany(database.db, middayZone());
  const deviceIds = await seedExpoDevices(database.db, company, DEVICES);
  const enqueueStarted = Date.now();
  await seedCampaign(database.db, company, deviceIds);
  const enqueueMs = Date.now() - enqueueStarted;
  await database.close();
  console.log(`Seeded ${DEVICES} devices and the campaign's outbox in ${((Date.now() - seeding) / 1000).toFixed(1)} s (enqueue ${enqueueMs} ms) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);

  const port = await freePort();
  const started = Date.now();
  child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EXPO_PUSH_URL: expo.url, VAPID_PUBLIC_KEY: '', SMTP_URL: '', STATIC_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakKb = 0;
  let idleKb = 0;
  const sampler = setInterval(() => {
    const kb = rssKb(child.pid);
    peakKb = Math.max(peakKb, kb);
    if (expo.received.length === 0) idleKb = Math.max(idleKb, kb);
  }, 50);
  const deadline = Date.now() + 180_000;
  while (expo.accepted.length < DEVICES && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  clearInterval(sampler);
  if (expo.accepted.length < DEVICES) throw new Error(`only ${expo.accepted.length} of ${DEVICES} messages arrived in 3 minutes`);

  const first = expo.arrivals[0];
  const last = expo.arrivals[expo.arrivals.length - 1];
  const seconds = Math.max(0.001, (last - first) / 1000);
  const keys = new Set(expo.accepted.map((m) => m.data.delivery_key));
  console.log(`Delivered ${expo.accepted.length} messages (${keys.size} distinct delivery keys) in ${expo.batches.length} requests of at most ${Math.max(...expo.batches)}`);
  console.log(`First request ${((first - started) / 1000).toFixed(1)} s after the server process started`);
  console.log(`Throughput: ${(expo.accepted.length / seconds).toFixed(0)} messages/s over ${seconds.toFixed(2)} s (Expo's ceiling: 600/s)`);
  console.log(`Server RSS: ${(idleKb / 1024).toFixed(0)} MB before sending, ${(peakKb / 1024).toFixed(0)} MB peak while sending`);
} finally {
  child?.kill('SIGTERM');
  await new Promise((resolve) => (child && child.exitCode === null ? child.once('exit', resolve) : resolve()));
  await expo.close();
  rmSync(dataDir, { recursive: true, force: true });
}
