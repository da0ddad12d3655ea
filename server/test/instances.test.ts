/**
 * Three server processes on one PostgreSQL database behave as one (issue 22, ADR 0053). The test starts three real
 * servers (server/src/main.ts's start(), support/instanceProcess.ts) together on a fresh database, behind a tiny
 * round-robin proxy (support/roundRobinProxy.ts), and checks through the proxy: migrations ran once; sign-in,
 * logout and login throttling; an upload; the live queue (a booking made through one instance reaches the streams
 * held on the other two within a second); a TV's stream; the sweeps (once per tick, their effects once); a
 * campaign's push messages (each sent once by the three workers); concurrent App Editor saves; and one instance
 * killed with SIGKILL under a write load (every acknowledged write is in the database, its stream's client
 * reconnects through the proxy, the jobs go on elsewhere, none is done twice).
 *
 * PostgreSQL only: the body runs only with DATABASE_URL (PGlite is one process; its channel's in-process checks
 * are in instancesChannel.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TV_STREAM_EVENT, type TvStreamEvent } from '@atoll/contract';
import { EXPIRY } from '@atoll/contract/domain';
import { migrationsFolder, openPostgres, type Database } from '../src/db/client';
import { banners, bookingLogs, bookings, campaignDeliveries, jobRuns, outbox } from '../src/db/schema';
import { apiClient, type ApiClient, type Json } from './support/client';
import { png, upload } from './support/content';
import { createEmptyPostgresDatabase } from './support/database';
import { watchChildLogs } from './support/logScan';
import { seedCampaign, seedCompany, seedExpoDevices } from './support/deliverySeed';
import { createTenant, type Tenant } from './support/fixtures';
import { addSlot, bookingBody, dayAhead, seedBookable, type Bookable } from './support/bookings';
import { startFakeExpo, type FakeExpo } from './support/pushStandIns';
import { startRoundRobinProxy, type Proxy } from './support/roundRobinProxy';
import type { TestServer } from './support/server';
import { openSse, type SseStream } from './support/sse';

const adminUrl = process.env.DATABASE_URL;
const INSTANCES = 3;
/** The sweeps' interval in the three processes (main.ts: a minute, ten minutes, an hour). */
const SWEEP_MS = 300;
/** Devices of the campaign the three workers deliver (the figure). */
const DEVICES = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  child: ChildProcess;
  port: number;
  output: string[];
}

interface Cluster {
  name: string;
  dbUrl: string;
  instances: Instance[];
  proxy: Proxy;
  expo: FakeExpo;
  check: Database;
  api: ApiClient;
  owner: Tenant;
  startedMs: number;
  bundledMs: number;
  campaign: number;
  campaignAt: number;
}
let cluster: Cluster | undefined;

/**
 * support/instanceProcess.ts bundled once with esbuild, as `npm run build` bundles main.ts (packages external): three
 * processes loading one file start in seconds where three tsx processes each transpiling the server took a minute
 * and a half on a loaded machine. It sits one level under server/, like dist/main.js, so the paths the server
 * finds from its own file (../package.json, ../drizzle) hold.
 */
async function bundleInstance(): Promise<{ file: string; remove(): void }> {
  const dir = path.resolve(import.meta.dirname, `../.instances-${randomBytes(4).toString('hex')}`);
  const file = path.join(dir, 'instance.mjs');
  await build({
    entryPoints: [path.resolve(import.meta.dirname, 'support/instanceProcess.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@atoll/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function spawnInstance(script: string, env: Record<string, string>): Promise<Instance> {
  // Imported from an -e script: main.ts starts itself only when it is the process's main file (argv[1]).
  const child = spawn(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(script).href)})`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  watchChildLogs(child, env);
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (output.length > 200) output.splice(0, output.length - 200);
      const ready = /ready (\d+)/.exec(text);
      if (ready) resolve({ child, port: Number(ready[1]), output });
    };
    // Both pipes are read to the end, or a chatty process would block on a full pipe.
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`instance exited early (${code}): ${output.join('')}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

beforeAll(async () => {
  if (!adminUrl) return;
  const { name, url: dbUrl } = await createEmptyPostgresDatabase(adminUrl);
  const expo = await startFakeExpo();
  const env = {
    DATABASE_URL: dbUrl,
    DATA_DIR: '',
    EXPO_PUSH_URL: expo.url,
    ALTCHA_COST: '1',
    SWEEP_MS: String(SWEEP_MS),
    STATIC_DIR: path.join(import.meta.dirname, 'no-console-here'),
    PUBLIC_URL: 'http://console.test',
    METRICS_PORT: '',
  };
  const started = Date.now();
  const bundle = await bundleInstance();
  const bundledMs = Date.now() - started;
  // Together, on an empty database: each migrates under the advisory lock.
  let instances: Instance[];
  try {
    instances = await Promise.all(Array.from({ length: INSTANCES }, () => spawnInstance(bundle.file, env)));
  } finally {
    bundle.remove();
  }
  const startedMs = Date.now() - started;
  const proxy = await startRoundRobinProxy(instances.map((i) => i.port));
  const api = apiClient(proxy.url);
  // The captcha is asked of one instance and checked by another (its key is kept in the database).
  const owner = await createTenant(api, proxy.url, 'cluster-co');
  const check = openPostgres(dbUrl);
  // The campaign goes out while the other checks run (its own test, before the kill, waits for it).
  const offset = 12 - new Date().getUTCHours();
  // Midday in the company's zone: no quiet hours.
  const company = await seedCompany(check.db, offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`);
  const devices = await seedExpoDevices(check.db, company, DEVICES);
  const campaignAt = Date.now();
  const campaign = await seedCampaign(check.db, company, devices);
  cluster = { name, dbUrl, instances, proxy, expo, check, api, owner, startedMs, bundledMs, campaign, campaignAt };
}, 120_000);

afterAll(async () => {
  if (!cluster) return;
  for (const { child } of cluster.instances) child.kill('SIGKILL');
  await Promise.all(cluster.instances.map(({ child }) => exited(child)));
  await cluster.proxy.close();
  await cluster.expo.close();
  await cluster.check.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${cluster.name} WITH (FORCE)`);
  await admin.end();
});

const upstream = (res: { headers: Headers }) => Number(res.headers.get('x-upstream'));
const pin = (index: number) => ({ 'x-pin-upstream': String(index) });
const asServer = (c: Cluster) => ({ database: { db: c.check.db } }) as unknown as TestServer;

const bookingStream = (c: Cluster, index: number | undefined, token: string): Promise<SseStream<{ ids: number[] }>> =>
  openSse(`${c.proxy.url}/api/v1/bookings/stream`, 'bookings', { Authorization: `Bearer ${token}`, ...(index === undefined ? {} : pin(index)) });
const heard = (stream: SseStream<{ ids: number[] }>, id: number) => stream.events.some((e) => e.ids.includes(id));

async function book(c: Cluster, b: Bookable, slot: number, date: string, index?: number): Promise<Json> {
  const res = await c.api.post('bookings', bookingBody(b, slot, date), { token: c.owner.token, headers: index === undefined ? {} : pin(index) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('three instances on one PostgreSQL behind a round-robin proxy (runs its body only with DATABASE_URL)', () => {
  it('start together on an empty database and migrate once', async () => {
    if (!cluster) return;
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await cluster.check.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBe(journal.entries.length);
    console.info(`instances: bundled in ${cluster.bundledMs} ms; ${INSTANCES} processes started and migrated ${cluster.startedMs} ms after the start`);
  });

  it('sign-in, logout and login throttling behave as with one', { timeout: 60_000 }, async () => {
    if (!cluster) return;
    const { api, owner } = cluster;
    const logins = [];
    for (let i = 0; i < INSTANCES; i += 1) logins.push(await api.post('auth/login', { company: owner.domain, username: 'owner', password: 'correct horse battery' }));
    expect(logins.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(logins.map(upstream)).size).toBe(INSTANCES);
    const tokens = logins.map((r) => r.body.data.auth_token.token as string);
    // A session made on one instance is good on every one.
    for (const token of tokens) for (let i = 0; i < INSTANCES; i += 1) expect((await api.get('auth/me', { token, headers: pin(i) })).status).toBe(200);
    // A logout on one ends the session on every one at once.
    expect((await api.post('auth/logout', undefined, { token: tokens[0], headers: pin(0) })).status).toBe(200);
    for (let i = 0; i < INSTANCES; i += 1) expect((await api.get('auth/me', { token: tokens[0], headers: pin(i) })).status).toBe(401);
    expect((await api.get('auth/me', { token: tokens[1], headers: pin(0) })).status).toBe(200);

    // Five failures spread over the three instances count as five: the sixth try waits (the counts are rows).
    const wrong = { company: owner.domain, username: 'night-auditor', password: 'not the password' };
    const tries = [];
    for (let i = 0; i < 6; i += 1) tries.push(await api.post('auth/login', wrong));
    expect(tries.map((r) => r.status)).toEqual([422, 422, 422, 422, 422, 429]);
    expect(new Set(tries.map(upstream)).size).toBe(INSTANCES);
    expect(Number(tries[5].headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('an upload through one instance is served by every instance', async () => {
    if (!cluster) return;
    const { api, owner } = cluster;
    const banner = await api.post('promotions', { name: 'Cluster upload' }, { token: owner.token, headers: pin(0) });
    expect(banner.status).toBe(201);
    const put = await upload(api, owner.token, `promotions/${banner.body.data.id}/image`, { bytes: await png(12, 12), name: 'en.png', type: 'image/png', language_code: 'en' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const fileId = /\/files\/([0-9a-f-]{36})/.exec(JSON.stringify(put.body.data))![1];
    const bodies = [];
    for (let i = 0; i < INSTANCES; i += 1) {
      const res = await fetch(`${cluster.proxy.url}/api/v1/files/${fileId}`, { headers: pin(i) });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/png');
      bodies.push(Buffer.from(await res.arrayBuffer()).toString('base64'));
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it('a booking made through one instance reaches the live queue streams held on the others within a second', async () => {
    if (!cluster) return;
    const b = await seedBookable(asServer(cluster), cluster.api, cluster.owner, { name: 'ClusterQ' });
    const date = dayAhead(2);
    const slot = await addSlot(asServer(cluster), b, date);
    const streams = await Promise.all(Array.from({ length: INSTANCES }, (_, i) => bookingStream(cluster!, i, cluster!.owner.token)));
    try {
      for (const s of streams) await s.until(() => s.comments.includes('connected'));
      const delays: number[] = [];
      for (let from = 0; from < INSTANCES; from += 1) {
        const made = await book(cluster, b, slot, date, from);
        // From the answer (the commit is before it) to the event on the last of the three streams.
        const at = Date.now();
        await Promise.all(streams.map((s) => s.until(() => heard(s, made.id), 5_000)));
        delays.push(Date.now() - at);
      }
      console.info(`instances: booking answered → event on the streams of all three instances in ${delays.join(', ')} ms`);
      for (const delay of delays) expect(delay).toBeLessThan(1_000);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it("a TV content change made through one instance reaches a TV's stream on another", async () => {
    if (!cluster) return;
    const { api, owner } = cluster;
    const tv = await api.post('tvs', { name: 'Cluster Lobby' }, { token: owner.token, headers: pin(0) });
    expect(tv.status).toBe(201);
    const token = (tv.body.data.url as string).split('/tv/')[1];
    const stream = await openSse<TvStreamEvent>(`${cluster.proxy.url}/api/v1/display/tv/${token}/stream`, TV_STREAM_EVENT, pin(2));
    try {
      await stream.until(() => stream.events.length === 1);
      expect((await api.post('promotions', { name: 'Cluster sunset cruise', show_on_tv: true }, { token: owner.token, headers: pin(0) })).status).toBe(201);
      const at = Date.now();
      await stream.until(() => stream.events.length === 2, 5_000);
      const delay = Date.now() - at;
      console.info(`instances: TV content change answered → TV stream on another instance in ${delay} ms (the stream's 0.4 s debounce and a manifest read included)`);
      expect(delay).toBeLessThanOrEqual(1_000);
      expect(stream.events[1].hash).not.toBe(stream.events[0].hash);
    } finally {
      await stream.close();
    }
  });

  it('the sweeps run once per tick across the three, and their effects happen once', { timeout: 60_000 }, async () => {
    if (!cluster) return;
    const c = cluster;
    const b = await seedBookable(asServer(c), c.api, c.owner, { name: 'ClusterSweep', emails: ['desk@cluster.test'] });
    const date = dayAhead(3);
    const slot = await addSlot(asServer(c), b, date);
    const made: Json[] = [];
    for (let i = 0; i < 6; i += 1) made.push(await book(c, b, slot, date));
    const overdue = made.slice(0, 3).map((m) => m.id as number);
    const stale = made.slice(3).map((m) => m.id as number);
    const past = new Date(Date.now() - 60_000);
    const { db } = c.check;
    const [before] = await db.select().from(jobRuns).where(eq(jobRuns.job, 'bookings-sweep'));
    const t0 = Date.now();
    await db.update(bookings).set({ dueAt: past }).where(inArray(bookings.id, overdue));
    await db.update(bookings).set({ dueAt: past, startsAt: past }).where(inArray(bookings.id, stale));
    await expect
      .poll(async () => (await db.select({ id: bookings.id }).from(bookings).where(and(inArray(bookings.id, stale), eq(bookings.status, 'expired')))).length, { timeout: 5_000, interval: 100 })
      .toBe(3);
    await expect
      .poll(async () => (await db.select({ id: outbox.id }).from(outbox).where(like(outbox.subject, 'Booking % is waiting:%'))).length, { timeout: 5_000, interval: 100 })
      .toBe(3);
    // Ten more ticks: nothing happens again.
    await sleep(10 * SWEEP_MS);
    const [after] = await db.select().from(jobRuns).where(eq(jobRuns.job, 'bookings-sweep'));
    const elapsedTicks = Math.floor(Date.now() / SWEEP_MS) - Math.floor(t0 / SWEEP_MS);
    for (const id of stale) {
      const logs = await db.select().from(bookingLogs).where(and(eq(bookingLogs.bookingId, id), eq(bookingLogs.text, EXPIRY.log)));
      expect(logs).toHaveLength(1);
    }
    for (const m of made.slice(0, 3)) {
      const mails = await db.select().from(outbox).where(like(outbox.subject, `Booking ${m.number} is waiting:%`));
      expect(mails).toHaveLength(1);
    }
    // At most one run per tick (three timers each firing every tick would make ~3 per tick).
    const runs = after.runs - (before?.runs ?? 0);
    console.info(`instances: bookings sweep ran ${runs} times in ${elapsedTicks} ticks of ${SWEEP_MS} ms (3 timers)`);
    expect(runs).toBeGreaterThan(0);
    expect(runs).toBeLessThanOrEqual(elapsedTicks + 1);
  });

  it(`a campaign's ${DEVICES} push messages are each sent once by the three workers`, { timeout: 60_000 }, async () => {
    if (!cluster) return;
    const { db } = cluster.check;
    const { campaign } = cluster;
    await expect.poll(() => cluster!.expo.accepted.length, { timeout: 50_000, interval: 100 }).toBeGreaterThanOrEqual(DEVICES);
    const took = Date.now() - cluster.campaignAt;
    await sleep(500);
    const perKey = cluster.expo.acceptedPerKey();
    expect(perKey.size).toBe(DEVICES);
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    expect(cluster.expo.received.length).toBe(DEVICES);
    await expect
      .poll(async () => (await db.select({ n: sql<number>`count(*)::int` }).from(campaignDeliveries).where(and(eq(campaignDeliveries.campaignId, campaign), eq(campaignDeliveries.status, 'accepted'))))[0].n, { timeout: 5_000 })
      .toBe(DEVICES);
    const attempts = await db.select({ n: sql<number>`max(${campaignDeliveries.attempts})::int` }).from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, campaign));
    expect(attempts[0].n).toBe(1);
    console.info(`instances: ${DEVICES} push messages sent once each by 3 workers within ${took} ms of being enqueued (alongside the other checks; Expo stand-in, 600/s pace per worker)`);
  });

  it('concurrent App Editor saves on one base through different instances: one goes through, the others are asked to confirm', async () => {
    if (!cluster) return;
    const { api, owner } = cluster;
    const en = (text: string) => [{ language_code: 'en', text }];
    const base = await api.post('editor/app/versions', { config: { home: { components: [{ id: 'c0', type: 'h1', name: 'c0', config: { text: en('base') } }] } } }, { token: owner.token });
    expect(base.status, JSON.stringify(base.body)).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: INSTANCES }, (_, i) =>
        api.post(
          'editor/app/versions',
          { config: { home: { components: [{ id: 'c0', type: 'h1', name: 'c0', config: { text: en(`saver ${i}`) } }] } }, base_version_id: base.body.data.id },
          { token: owner.token, headers: pin(i) },
        ),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 428, 428]);
    const winner = answers.find((r) => r.status === 201)!.body.data;
    expect((await api.get('editor/app/versions/latest', { token: owner.token })).body.data.id).toBe(winner.id);
  });

  it('kill -9 of one instance under a write load: every acknowledged write is kept, its stream reconnects, the jobs go on once', { timeout: 60_000 }, async () => {
    if (!cluster) return;
    const c = cluster;
    const { db } = c.check;
    const victim = 2;
    const b = await seedBookable(asServer(c), c.api, c.owner, { name: 'ClusterKill', emails: ['desk@cluster.test'] });
    const date = dayAhead(4);
    const slot = await addSlot(asServer(c), b, date);
    const doomed = await bookingStream(c, victim, c.owner.token);
    await doomed.until(() => doomed.comments.includes('connected'));
    let streamEnded = false;
    void doomed.ended.then(() => (streamEnded = true));

    // Four clients write through the proxy, retrying what got no answer (a 502 or a broken connection).
    const acknowledged: number[] = [];
    let retries = 0;
    let stop = false;
    const writer = async (w: number) => {
      for (let n = 0; !stop; n += 1) {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const res = await c.api.post('promotions', { name: `load ${w}-${n}` }, { token: c.owner.token });
            if (res.status === 201) {
              acknowledged.push(res.body.data.id as number);
              break;
            }
            if (res.status !== 502) throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
          } catch (error) {
            if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
          }
          retries += 1;
          if (attempt > 20) throw new Error('a write never got through');
          await sleep(50);
        }
      }
    };
    const writers = Promise.all([0, 1, 2, 3].map(writer));
    await sleep(1_000);
    const killedPid = c.instances[victim].child.pid!;
    c.instances[victim].child.kill('SIGKILL');
    await exited(c.instances[victim].child);
    const ackAtKill = acknowledged.length;
    await sleep(1_500);
    stop = true;
    await writers;

    // Every acknowledged write is in the database.
    const found = await db.select({ id: banners.id }).from(banners).where(inArray(banners.id, acknowledged));
    expect(found).toHaveLength(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(ackAtKill);
    console.info(`instances: ${acknowledged.length} writes acknowledged (${ackAtKill} before the kill), ${retries} retries, ${c.proxy.broken} answers broken by the kill`);

    // The killed instance's stream ended; its client reconnects through the proxy and hears the next booking.
    await doomed.until(() => streamEnded, 5_000);
    const again = await bookingStream(c, undefined, c.owner.token);
    try {
      await again.until(() => again.comments.includes('connected'));
      const made = await book(c, b, slot, date);
      await again.until(() => heard(again, made.id), 2_000);

      // The sweeps go on without the killed instance, once per tick: an overdue request is mailed once.
      const [before] = await db.select().from(jobRuns).where(eq(jobRuns.job, 'bookings-sweep'));
      await db.update(bookings).set({ dueAt: new Date(Date.now() - 60_000) }).where(eq(bookings.id, made.id));
      const subject = `Booking ${made.number} is waiting:%`;
      await expect.poll(async () => (await db.select().from(outbox).where(like(outbox.subject, subject))).length, { timeout: 5_000, interval: 100 }).toBe(1);
      await sleep(5 * SWEEP_MS);
      expect(await db.select().from(outbox).where(like(outbox.subject, subject))).toHaveLength(1);
      const [after] = await db.select().from(jobRuns).where(eq(jobRuns.job, 'bookings-sweep'));
      expect(after.runs).toBeGreaterThan(before.runs);
      expect(after.instance).not.toContain(`:${killedPid}:`);
    } finally {
      await again.close();
      await doomed.close();
    }
  });
});
