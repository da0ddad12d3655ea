/**
 * Push delivery (issue 19) against local stand-ins only (server/test/support/pushStandIns.ts): a fake Expo
 * endpoint and a self-signed HTTPS push service that decrypts what it gets. PGlite, or PostgreSQL with DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY, DELIVERY_WAITING_TEXT, DROP_REASON } from '@atoll/contract';
import { deliveryKey } from '@atoll/contract/domain';
import type { Db } from '../src/db/client';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { campaignDeliveries, campaigns, devices } from '../src/db/schema';
import {
  campaignFunnel,
  cancelCampaignDeliveries,
  createDeliveryWorker,
  enqueueCampaign,
  sendTestToDevice,
  startDeliveryWorker,
  stopDeliveryWorker,
  type PushProviders,
} from '../src/services/delivery';
import { readFunnel } from '../src/services/delivery/outbox';
import { sendTest } from '../src/services/delivery/testSend';
import { createTestDatabase, pgliteTemplate, type TestDatabase } from './support/database';
import { deliveriesOf, seedCampaign, seedCompany, seedExpoDevices, seedWebPushDevice } from './support/deliverySeed';
import { scannedLogger, watchChildLogs } from './support/logScan';
import { startFakeExpo, startWebPushService, type FakeExpo, type WebPushService } from './support/pushStandIns';

const logger = scannedLogger({ info: () => {}, error: (message, extra) => console.error(message, extra) });
/** Noon in the Maldives (UTC+5): outside quiet hours. */
const NOON = new Date('2026-03-10T07:00:00Z');
/** The server's VAPID key pair, made for the tests. */
const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@atoll.test' };

/** A fixed-offset zone where it is about midday now, so quiet hours never hold a test on the real clock. */
function middayZone(): string {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let database: TestDatabase;
let db: Db;
let expo: FakeExpo;
let push: WebPushService;

beforeAll(async () => {
  [database, expo, push] = await Promise.all([createTestDatabase(), startFakeExpo(), startWebPushService()]);
  db = database.db;
});
afterAll(async () => {
  await Promise.all([database?.destroy(), expo?.close(), push?.close()]);
});
// A worker's turn serves every company: each test starts with nothing of the earlier tests left due.
beforeEach(async () => {
  await db.update(campaignDeliveries).set({ status: 'cancelled', nextAttemptAt: null }).where(inArray(campaignDeliveries.status, ['queued', 'sending']));
  await db.update(campaignDeliveries).set({ nextAttemptAt: null }).where(eq(campaignDeliveries.status, 'accepted'));
});

/** A worker with a hand-turned clock. */
function workerAt(start: Date, providers: PushProviders, more: { expoPerSecond?: number; retryBaseMs?: number } = {}) {
  let now = start.getTime();
  const worker = createDeliveryWorker({ db, logger, providers, now: () => now, receiptDelayMs: 60_000, retryBaseMs: more.retryBaseMs ?? 5_000, expoPerSecond: more.expoPerSecond });
  return {
    worker,
    advance: (ms: number) => (now += ms),
    at: () => new Date(now),
    /** Turns until nothing is due (a campaign of many batches). */
    async drain() {
      for (let i = 0; i < 200 && (await worker.turn()) > 0; i += 1);
    },
  };
}

const expoOnly = (): PushProviders => ({ expo: { url: expo.url } });
const statusCounts = (rows: { status: string }[]) => rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('Expo delivery', () => {
  it('sends a campaign in batches of 100 with its delivery keys, drops DeviceNotRegistered, then reads the receipts', async () => {
    const company = await seedCompany(db);
    const ok = await seedExpoDevices(db, company, 248);
    const [ticketGone] = await seedExpoDevices(db, company, 1, 'gone');
    const [receiptGone] = await seedExpoDevices(db, company, 1, 'receiptgone');
    const campaign = await seedCampaign(db, company, [...ok, ticketGone, receiptGone], { sendAt: NOON });
    const before = expo.received.length;
    const w = workerAt(NOON, expoOnly());
    await w.drain();

    const sent = expo.received.slice(before);
    expect(sent).toHaveLength(250);
    expect(expo.batches.slice(-3).every((n) => n <= DELIVERY.expo.batchSize)).toBe(true);
    expect(new Set(sent.map((m) => m.data.delivery_key))).toEqual(new Set([...ok, ticketGone, receiptGone].map((d) => deliveryKey(campaign, d))));
    expect(sent[0]).toMatchObject({ title: 'Sunset cocktails', body: 'Two for one at the beach bar from 18:00 — see you there!', data: { campaign_id: campaign } });

    expect(statusCounts(await deliveriesOf(db, campaign))).toEqual({ accepted: 249, dropped: 1 });
    let funnel = await readFunnel(db, company, campaign, expoOnly(), w.at());
    expect(funnel).toEqual({
      targeted: 250, queued: 0, sent: 250, accepted: 249, delivered: 0, failed: 0, dropped: 1, cancelled: 0,
      drops: [{ reason: DROP_REASON.deviceNotRegistered, count: 1 }],
      waiting: null,
    });
    const [gone] = await db.select({ goneAt: devices.goneAt }).from(devices).where(eq(devices.id, ticketGone));
    expect(gone.goneAt).not.toBeNull();
    // An accepted ticket is not delivery: the campaign is out of the queue, the receipts come later.
    expect((await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaign)))[0].status).toBe('sent');

    const receiptsBefore = expo.receiptRequests;
    w.advance(60_000);
    await w.drain();
    expect(expo.receiptRequests).toBe(receiptsBefore + 1);
    funnel = await readFunnel(db, company, campaign, expoOnly(), w.at());
    expect(funnel).toMatchObject({ sent: 250, accepted: 249, delivered: 248, dropped: 2, drops: [{ reason: DROP_REASON.deviceNotRegistered, count: 2 }] });
    const [receiptDevice] = await db.select({ goneAt: devices.goneAt }).from(devices).where(eq(devices.id, receiptGone));
    expect(receiptDevice.goneAt).not.toBeNull();

    // Enqueuing the same campaign again adds nothing; a gone device is no longer enqueued.
    expect(await db.transaction((tx) => enqueueCampaign(tx as unknown as Db, { companyId: company, campaignId: campaign, deviceIds: ok }))).toBe(0);
    const later = await seedCampaign(db, company, [ok[0], ticketGone], { sendAt: NOON });
    expect((await deliveriesOf(db, later)).map((r) => r.deviceId)).toEqual([ok[0]]);
  });

  it("waits out a 429's Retry-After, then sends", async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 3);
    const campaign = await seedCampaign(db, company, ids, { sendAt: NOON });
    const w = workerAt(NOON, expoOnly(), { retryBaseMs: 100 });
    expo.throttle(1, 1);
    await w.worker.turn();
    const rows = await deliveriesOf(db, campaign);
    expect(rows.map((r) => [r.status, r.attempts, r.reason, r.nextAttemptAt?.getTime()])).toEqual(
      ids.map(() => ['queued', 1, 'Expo answered 429', NOON.getTime() + 1000]),
    );
    expect((await readFunnel(db, company, campaign, expoOnly(), w.at())).sent).toBe(0);
    w.advance(999);
    expect(await w.worker.turn()).toBe(0);
    w.advance(1);
    const started = Date.now();
    await w.drain();
    // The provider's pause holds this process's Expo sends too.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(statusCounts(await deliveriesOf(db, campaign))).toEqual({ accepted: 3 });
  });

  it('keeps to the pace per second', async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 300);
    await seedCampaign(db, company, ids, { sendAt: NOON });
    const first = expo.arrivals.length;
    const w = workerAt(NOON, expoOnly(), { expoPerSecond: 200 });
    const started = Date.now();
    await w.drain();
    const arrivals = expo.arrivals.slice(first);
    expect(arrivals).toHaveLength(3);
    // 200 a second with a burst of one request (100): a hundred every half second (unpaced, all three go at once).
    // Measured from the start, not from the first arrival: a first request slowed on its way (a loaded machine)
    // narrows the gap between arrivals without the worker sending any sooner.
    expect(arrivals[1] - started).toBeGreaterThanOrEqual(450);
    expect(arrivals[2] - started).toBeGreaterThanOrEqual(950);
  });

  it('two workers at once take disjoint messages (FOR UPDATE SKIP LOCKED)', async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 600);
    const campaign = await seedCampaign(db, company, ids, { sendAt: NOON });
    const before = expo.accepted.length;
    const [a, b] = [workerAt(NOON, expoOnly()), workerAt(NOON, expoOnly())];
    await Promise.all([a.drain(), b.drain()]);
    const keys = expo.accepted.slice(before).map((m) => m.data.delivery_key);
    expect(keys).toHaveLength(600);
    expect(new Set(keys).size).toBe(600);
    expect(statusCounts(await deliveriesOf(db, campaign))).toEqual({ accepted: 600 });
  });

  it('gives up after the last attempt with the reason', async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 1);
    const campaign = await seedCampaign(db, company, ids, { sendAt: NOON });
    const w = workerAt(NOON, { expo: { url: 'http://127.0.0.1:9/unreachable' } }, { retryBaseMs: 1 });
    for (let i = 0; i < DELIVERY.retry.maxAttempts; i += 1) {
      await w.worker.turn();
      w.advance(DELIVERY.retry.maxMs);
    }
    const [row] = await deliveriesOf(db, campaign);
    expect([row.status, row.attempts, row.reason, row.sentAt]).toEqual(['failed', DELIVERY.retry.maxAttempts, DROP_REASON.tooManyAttempts, null]);
  });
});

describe('Web Push delivery', () => {
  it('encrypts to the subscription, signs for the push service, and drops 404 and 410 subscriptions', async () => {
    const company = await seedCompany(db);
    const okSub = push.subscribe();
    const [okDevice, gone404, gone410] = await Promise.all([
      seedWebPushDevice(db, company, okSub),
      seedWebPushDevice(db, company, push.subscribe('gone404')),
      seedWebPushDevice(db, company, push.subscribe('gone410')),
    ]);
    const campaign = await seedCampaign(db, company, [okDevice, gone404, gone410], { title: 'Spa: 20% off', body: 'Tonight only, book in the app ✨', sendAt: NOON });
    const providers: PushProviders = { webPush: { ...VAPID, agent: push.agent } };
    const w = workerAt(NOON, providers);
    await w.drain();

    expect(push.rejected).toEqual([]);
    const delivered = push.delivered.filter((m) => m.subscriptionId === okSub.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      payload: { title: 'Spa: 20% off', body: 'Tonight only, book in the app ✨', data: { campaign_id: campaign, delivery_key: deliveryKey(campaign, okDevice) } },
      topic: deliveryKey(campaign, okDevice),
      ttl: DELIVERY.webPush.ttlSeconds,
      vapid: { aud: push.origin, sub: VAPID.subject },
    });
    expect(await readFunnel(db, company, campaign, providers, w.at())).toEqual({
      targeted: 3, queued: 0, sent: 3, accepted: 1, delivered: 1, failed: 0, dropped: 2, cancelled: 0,
      drops: [{ reason: DROP_REASON.subscriptionGone, count: 2 }],
      waiting: null,
    });
    const rows = await db.select({ id: devices.id, goneAt: devices.goneAt }).from(devices).where(eq(devices.companyId, company));
    const gone = new Map(rows.map((d) => [d.id, d.goneAt !== null]));
    expect([gone.get(okDevice), gone.get(gone404), gone.get(gone410)]).toEqual([false, true, true]);
  });

  it('retries a throttled push service later', async () => {
    const company = await seedCompany(db);
    const device = await seedWebPushDevice(db, company, push.subscribe('throttle'));
    const campaign = await seedCampaign(db, company, [device], { sendAt: NOON });
    const w = workerAt(NOON, { webPush: { ...VAPID, agent: push.agent } }, { retryBaseMs: 100 });
    await w.worker.turn();
    const [row] = await deliveriesOf(db, campaign);
    expect([row.status, row.reason, row.nextAttemptAt?.getTime()]).toEqual(['queued', 'Push service answered 429', NOON.getTime() + 2000]);
  });
});

describe('waiting honestly', () => {
  it("waits as queued without a provider, and says so", async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 2);
    const campaign = await seedCampaign(db, company, ids, { sendAt: NOON });
    const w = workerAt(NOON, {});
    expect(await w.worker.turn()).toBe(0);
    expect(statusCounts(await deliveriesOf(db, campaign))).toEqual({ queued: 2 });
    // A worker with Web Push only cannot send Expo messages either.
    expect(await readFunnel(db, company, campaign, { webPush: VAPID }, NOON)).toMatchObject({ targeted: 2, queued: 2, sent: 0, waiting: 'no-provider' });
    expect(DELIVERY_WAITING_TEXT['no-provider']).toMatch(/no push provider/);
  });

  it('holds messages during quiet hours in the hotel time zone and sends them when they end', async () => {
    const company = await seedCompany(db, 'Europe/Berlin');
    const ids = await seedExpoDevices(db, company, 2);
    const lateEvening = new Date('2026-03-10T22:30:00Z'); // 23:30 in Berlin
    const campaign = await seedCampaign(db, company, ids, { sendAt: lateEvening });
    const w = workerAt(lateEvening, expoOnly());
    const before = expo.received.length;
    expect(await w.worker.turn()).toBe(0);
    const rows = await deliveriesOf(db, campaign);
    expect(rows.map((r) => [r.status, r.nextAttemptAt?.toISOString()])).toEqual(ids.map(() => ['queued', '2026-03-11T07:00:00.000Z']));
    expect((await readFunnel(db, company, campaign, expoOnly(), w.at())).waiting).toBe('quiet-hours');
    w.advance(8.5 * 3600_000 - 1); // 07:59:59.999 Berlin
    expect(await w.worker.turn()).toBe(0);
    w.advance(1);
    await w.drain();
    expect(expo.received.length - before).toBe(2);
    expect(statusCounts(await deliveriesOf(db, campaign))).toEqual({ accepted: 2 });
  });

  it('keeps a scheduled campaign until its time, and a cancel leaves nothing to send', async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 3);
    const inAnHour = new Date(NOON.getTime() + 3600_000);
    const campaign = await seedCampaign(db, company, ids, { sendAt: inAnHour });
    const w = workerAt(NOON, expoOnly());
    expect(await w.worker.turn()).toBe(0);
    expect(await readFunnel(db, company, campaign, expoOnly(), NOON)).toMatchObject({ queued: 3, waiting: 'scheduled' });
    expect((await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaign)))[0].status).toBe('scheduled');

    const other = await seedCompany(db);
    expect(await db.transaction((tx) => cancelCampaignDeliveries(tx as unknown as Db, other, campaign))).toBe(0);
    expect(await db.transaction((tx) => cancelCampaignDeliveries(tx as unknown as Db, company, campaign))).toBe(3);
    w.advance(3600_000);
    expect(await w.worker.turn()).toBe(0);
    expect(await readFunnel(db, company, campaign, expoOnly(), w.at())).toMatchObject({ targeted: 3, queued: 0, sent: 0, cancelled: 3, waiting: null });
    // Another company sees none of it.
    expect(await readFunnel(db, other, campaign, expoOnly(), w.at())).toMatchObject({ targeted: 0, drops: [] });
  });

  it("skips another company's devices when enqueuing", async () => {
    const [mine, theirs] = [await seedCompany(db), await seedCompany(db)];
    const [myDevice] = await seedExpoDevices(db, mine, 1);
    const [theirDevice] = await seedExpoDevices(db, theirs, 1);
    const campaign = await seedCampaign(db, mine, [myDevice, theirDevice], { sendAt: NOON });
    expect((await deliveriesOf(db, campaign)).map((r) => r.deviceId)).toEqual([myDevice]);
  });
});

describe('the worker of a process and the test send', () => {
  it('runs in the background, and the funnel and test sends use its providers', async () => {
    // A campaign for now, on the real clock.
    const company = await seedCompany(db, middayZone());
    const ids = await seedExpoDevices(db, company, 5);
    const campaign = await seedCampaign(db, company, ids);
    expect((await campaignFunnel(db, company, campaign)).waiting).toBe('no-provider');
    expect(await sendTestToDevice(db, company, ids[0], { title: 'Test', body: 'Hello' })).toEqual({ status: 'no-provider' });
    startDeliveryWorker({ db, logger, providers: expoOnly(), pollMs: 20 });
    try {
      await expect.poll(async () => (await campaignFunnel(db, company, campaign)).accepted, { timeout: 10_000 }).toBe(5);
      const before = expo.received.length;
      expect(await sendTestToDevice(db, company, ids[1], { title: 'Test', body: 'Hello' })).toEqual({ status: 'accepted' });
      expect(expo.received.slice(before)).toMatchObject([{ title: 'Test', body: 'Hello', data: { test: true } }]);
      const other = await seedCompany(db);
      await expect(sendTestToDevice(db, other, ids[1], { title: 'Test', body: 'Hello' })).rejects.toMatchObject({ status: 404 });
    } finally {
      await stopDeliveryWorker();
    }
  });

  it('test-sends to a Web Push device and marks a gone one', async () => {
    const company = await seedCompany(db);
    const sub = push.subscribe();
    const [device, gone] = [await seedWebPushDevice(db, company, sub), await seedWebPushDevice(db, company, push.subscribe('gone410'))];
    const providers: PushProviders = { webPush: { ...VAPID, agent: push.agent } };
    expect(await sendTest(db, company, device, { title: 'Test', body: 'From the console' }, providers)).toEqual({ status: 'delivered' });
    expect(push.delivered.filter((m) => m.subscriptionId === sub.id).map((m) => m.payload)).toMatchObject([{ title: 'Test', body: 'From the console' }]);
    expect(await sendTest(db, company, gone, { title: 'Test', body: 'x' }, providers)).toEqual({ status: 'dropped', reason: DROP_REASON.subscriptionGone });
    expect(await sendTest(db, company, gone, { title: 'Test', body: 'x' }, providers)).toEqual({ status: 'dropped', reason: DROP_REASON.deviceRemoved });
  });
});

/* ---------- kill -9 mid-send ---------- */

interface WorkerDatabase {
  env: Record<string, string>;
  open(): Promise<Database>;
  destroy(): Promise<void>;
}

/** A database another process can open: a file-backed PGlite directory, or a PostgreSQL database of its own. */
async function sharedDatabase(): Promise<WorkerDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `atoll_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      open: async () => openPostgres(url.toString()),
      async destroy() {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-delivery-kill-'));
  return {
    env: { DATA_DIR: dir },
    // The migrated template of the test databases, loaded into the directory on first open.
    open: async () => openPglite(await PGlite.create(dir, existsSync(path.join(dir, 'PG_VERSION')) ? {} : { loadDataDir: new Blob([new Uint8Array(await pgliteTemplate())]) })),
    destroy: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function spawnWorker(env: Record<string, string>): Promise<ChildProcess> {
  const script = path.resolve(import.meta.dirname, 'support/deliveryWorkerProcess.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  watchChildLogs(child, env);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('a worker killed mid-send', () => {
  it('sends nothing twice and loses nothing when another worker takes over', { timeout: 150_000 }, async () => {
    const shared = await sharedDatabase();
    const stand = await startFakeExpo();
    try {
      let campaign: number;
      let deviceIds: number[];
      {
        const setup = await shared.open();
        await setup.migrate();
        const company = await seedCompany(setup.db, middayZone());
        deviceIds = await seedExpoDevices(setup.db, company, 500);
        campaign = await seedCampaign(setup.db, company, deviceIds);
        await setup.close();
      }
      const env = { ...shared.env, EXPO_PUSH_URL: stand.url, LEASE_MS: '3000' };

      // The first worker is killed while its fourth request waits for Expo's answer (the first turn's three are
      // recorded); the answers it was waiting for are then never taken (it cannot read them).
      stand.delayMs = 1500;
      let requests = 0;
      let killed!: Promise<void>;
      const first = await spawnWorker(env);
      await new Promise<void>((resolve) => {
        stand.onSend = () => {
          requests += 1;
          if (requests === 4) {
            first.kill('SIGKILL');
            killed = exited(first);
            resolve();
          }
        };
      });
      await killed;
      stand.abandonPending();
      stand.onSend = undefined;
      const acceptedAtKill = stand.accepted.length;
      expect(acceptedAtKill).toBe(300);
      expect(stand.received.length).toBeGreaterThan(acceptedAtKill);

      // A second worker takes over once the lease of the killed one's messages runs out, and finishes.
      stand.delayMs = 0;
      const second = await spawnWorker(env);
      await expect.poll(() => stand.accepted.length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(500);
      second.kill('SIGTERM');
      await exited(second);

      const perKey = stand.acceptedPerKey();
      expect(perKey.size).toBe(500);
      expect([...perKey.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(perKey.keys())).toEqual(new Set(deviceIds.map((d) => deliveryKey(campaign, d))));
      // The messages in flight at the kill arrived twice at the stand-in, but only one copy was ever taken.
      expect(stand.received.length).toBeGreaterThan(500);

      const check = await shared.open();
      try {
        const rows = await deliveriesOf(check.db, campaign);
        expect(statusCounts(rows)).toEqual({ accepted: 500 });
        // The killed worker's second claim (the 200 left) was claimed again; of those, the ones it had sent arrived twice.
        const reclaimed = rows.filter((r) => r.attempts === 2).length;
        expect(reclaimed).toBe(200);
        expect(stand.received.length - 500).toBeLessThanOrEqual(reclaimed);
      } finally {
        await check.close();
      }
    } finally {
      await stand.close();
      await shared.destroy();
    }
  });
});
