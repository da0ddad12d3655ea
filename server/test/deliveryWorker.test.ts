/**
 * The delivery worker's decisions (services/delivery/worker.ts) and its providers' answers (expo.ts, webPush.ts,
 * outcome.ts), outcome by outcome. Expo is a scripted `fetch` (ExpoConfig.fetch: no request leaves the process), so
 * every ticket and receipt Expo documents can be answered; Web Push goes to a local HTTPS service on 127.0.0.1 that
 * answers the status its endpoint names (the encryption itself is delivery.test.ts's stand-in). The worker runs on a
 * hand-turned clock, its loop on the real one. PGlite, or PostgreSQL with DATABASE_URL.
 */
import { Agent, createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY, DROP_REASON } from '@atoll/contract';
import type { Db } from '../src/db/client';
import { campaignDeliveries, campaigns, devices } from '../src/db/schema';
import type { Logger } from '../src/http/errors';
import { countJobs, type Metrics } from '../src/http/metrics';
import { createDeliveryWorker, enqueueCampaign, type PushProviders } from '../src/services/delivery';
import { expoReceipts, sendExpo, type ExpoConfig, type ExpoMessage } from '../src/services/delivery/expo';
import { retryAfterMs } from '../src/services/delivery/outcome';
import { readFunnel } from '../src/services/delivery/outbox';
import { sendTest } from '../src/services/delivery/testSend';
import { sendWebPush, usableSubscription, type WebPushConfig } from '../src/services/delivery/webPush';
import { createTestDatabase, type TestDatabase } from './support/database';
import { deliveriesOf, seedCampaign, seedCompany, seedExpoDevices } from './support/deliverySeed';
import { scannedLogger } from './support/logScan';
import { selfSignedCertificate } from './support/pushStandIns';

const quiet = scannedLogger();
/** Noon in the Maldives (UTC+5, seedCompany's zone): outside quiet hours. */
const NOON = new Date('2026-03-10T07:00:00Z');
const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@atoll.test' };
const RECEIPT_DELAY = 60_000;
const LEASE = 30_000;

/* ---------- a scripted Expo ---------- */

const EXPO_BASE = 'http://127.0.0.1:9/expo';

interface ExpoSent extends ExpoMessage {
  sound: string;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The token's word inside the brackets says what Expo answers on its ticket (seedExpoDevices' prefix). */
function ticketFor(m: ExpoMessage) {
  const word = /\[([a-z]+)/.exec(m.to)?.[1] ?? '';
  const error = (code: string) => ({ status: 'error', message: `${code} for ${m.to}`, details: { error: code } });
  if (word.startsWith('gone')) return error('DeviceNotRegistered');
  if (word.startsWith('toobig')) return error('MessageTooBig');
  if (word.startsWith('rate')) return error('MessageRateExceeded');
  return { status: 'ok', id: ticketId(m.to) };
}
const ticketId = (token: string) => `ticket:${token}`;

/** Expo's API as a `fetch`: records every request; `nextSend`/`nextReceipts` answer the next one instead of the script. */
function scriptedExpo(accessToken?: string) {
  const script = {
    sends: [] as { headers: Record<string, string>; messages: ExpoSent[] }[],
    receiptAsks: [] as { headers: Record<string, string>; ids: string[] }[],
    /** The receipt of each ticket id; an id absent here has no receipt yet. */
    receipts: new Map<string, unknown>(),
    nextSend: undefined as (() => Response | Promise<Response>) | undefined,
    nextReceipts: undefined as (() => Response | Promise<Response>) | undefined,
    config: undefined as unknown as ExpoConfig,
  };
  const doFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = init?.headers as Record<string, string>;
    const body = JSON.parse(String(init?.body)) as unknown;
    if (url === `${EXPO_BASE}/send`) {
      const messages = body as ExpoSent[];
      script.sends.push({ headers, messages });
      const answer = script.nextSend;
      script.nextSend = undefined;
      return answer ? answer() : json(200, { data: messages.map(ticketFor) });
    }
    if (url === `${EXPO_BASE}/getReceipts`) {
      const { ids } = body as { ids: string[] };
      script.receiptAsks.push({ headers, ids });
      const answer = script.nextReceipts;
      script.nextReceipts = undefined;
      return answer ? answer() : json(200, { data: Object.fromEntries(ids.filter((id) => script.receipts.has(id)).map((id) => [id, script.receipts.get(id)])) });
    }
    return json(404, { errors: [{ code: 'NOT_FOUND' }] });
  };
  script.config = { url: EXPO_BASE, accessToken, fetch: doFetch as typeof fetch };
  return script;
}

/* ---------- a push service answering the status its endpoint names ---------- */

interface StatusPushService {
  agent: Agent;
  /** A subscription whose endpoint answers `status` (500: with Retry-After 3; 400: a 300-character body). */
  subscription(status: number): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The paths asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

async function startStatusPushService(): Promise<StatusPushService> {
  const { key, cert } = selfSignedCertificate();
  const requests: string[] = [];
  const server = createHttpsServer({ key, cert }, (req, res) => {
    req.resume();
    req.on('end', () => {
      requests.push(req.url ?? '');
      const status = Number(/\/s(\d{3})$/.exec(req.url ?? '')?.[1] ?? 404);
      res.writeHead(status, status === 500 ? { 'Retry-After': '3' } : {});
      res.end(status === 400 ? 'x'.repeat(300) : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A browser's keys (a P-256 point and an auth secret): web-push encrypts to them.
  const ecdh = (await import('node:crypto')).createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
  let seq = 0;
  return {
    agent: new Agent({ ca: cert, keepAlive: false }),
    subscription: (status) => ({ endpoint: `https://127.0.0.1:${port}/push/${(seq += 1)}/s${status}`, keys }),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/* ---------- the database ---------- */

let database: TestDatabase;
let db: Db;
let pushService: StatusPushService;

beforeAll(async () => {
  [database, pushService] = await Promise.all([createTestDatabase(), startStatusPushService()]);
  db = database.db;
});
afterAll(async () => {
  await Promise.all([database?.destroy(), pushService?.close()]);
});
// A turn serves every company: each test starts with nothing of the earlier tests due.
beforeEach(async () => {
  await db.update(campaignDeliveries).set({ status: 'cancelled', nextAttemptAt: null }).where(inArray(campaignDeliveries.status, ['queued', 'sending']));
  await db.update(campaignDeliveries).set({ nextAttemptAt: null }).where(eq(campaignDeliveries.status, 'accepted'));
});

/** A worker on a hand-turned clock. */
function workerAt(start: Date, providers: PushProviders, retryBaseMs = 1000) {
  let now = start.getTime();
  const worker = createDeliveryWorker({ db, logger: quiet, providers, now: () => now, receiptDelayMs: RECEIPT_DELAY, leaseMs: LEASE, retryBaseMs });
  return { worker, advance: (ms: number) => (now += ms), at: () => new Date(now) };
}

const webPushProvider = (): PushProviders => ({ webPush: { ...VAPID, agent: pushService.agent } });

async function seedWebPush(companyId: number, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<number> {
  const token = subscription.endpoint;
  const [row] = await db
    .insert(devices)
    .values({ companyId, platform: 'web', provider: 'webpush', token, subscription, language: 'en' })
    .returning({ id: devices.id });
  return row.id;
}

async function seedExpoToken(companyId: number, token: string): Promise<number> {
  const [row] = await db.insert(devices).values({ companyId, platform: 'ios', provider: 'expo', token, language: 'en' }).returning({ id: devices.id });
  return row.id;
}

const tokenOf = async (id: number) => (await db.select({ token: devices.token }).from(devices).where(eq(devices.id, id)))[0].token;
const goneAtOf = async (id: number) => (await db.select({ goneAt: devices.goneAt }).from(devices).where(eq(devices.id, id)))[0].goneAt;
const campaignStatus = async (id: number) => (await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0].status;
const at = (ms: number) => new Date(NOON.getTime() + ms);

/** A row's outcome fields, for comparing whole. */
const outcomeOf = (r: typeof campaignDeliveries.$inferSelect) => ({
  status: r.status,
  reason: r.reason,
  attempts: r.attempts,
  sentAt: r.sentAt,
  acceptedAt: r.acceptedAt,
  deliveredAt: r.deliveredAt,
  nextAttemptAt: r.nextAttemptAt,
  lockedUntil: r.lockedUntil,
  ticketId: r.ticketId,
});

/* ---------- Expo's answers ---------- */

describe('sendExpo', () => {
  const message = (to: string): ExpoMessage => ({ to, title: 'T', body: 'B', data: { delivery_key: `k-${to}` } });

  it('posts the messages with a sound and JSON headers; the access token only when configured', async () => {
    const withToken = scriptedExpo('secret-expo-token');
    expect(await sendExpo(withToken.config, [message('ExponentPushToken[ok1]')])).toEqual([{ kind: 'accepted', ticketId: ticketId('ExponentPushToken[ok1]') }]);
    expect(withToken.sends).toEqual([
      {
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer secret-expo-token' },
        messages: [{ ...message('ExponentPushToken[ok1]'), sound: 'default' }],
      },
    ]);
    const without = scriptedExpo();
    await sendExpo(without.config, [message('ExponentPushToken[ok2]')]);
    expect(without.sends[0].headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it("maps each ticket to the worker's outcome, in order", async () => {
    const expo = scriptedExpo();
    expo.nextSend = () =>
      json(200, {
        data: [
          { status: 'ok', id: 'abc' },
          { status: 'error', message: 'gone', details: { error: 'DeviceNotRegistered' } },
          { status: 'error', message: 'slow down', details: { error: 'MessageRateExceeded' } },
          { status: 'error', message: 'too big', details: { error: 'MessageTooBig' } },
          { status: 'error', message: 'bad credentials', details: { error: 'InvalidCredentials' } },
          { status: 'error', message: 'Something odd' },
          { status: 'error', details: {} },
          { status: 'ok' },
          { status: 'error', id: 'not-a-ticket', message: 'no' },
        ],
      });
    const outcomes = await sendExpo(expo.config, Array.from({ length: 9 }, (_, i) => message(`ExponentPushToken[m${i}]`)));
    expect(outcomes).toEqual([
      { kind: 'accepted', ticketId: 'abc' },
      { kind: 'gone', reason: DROP_REASON.deviceNotRegistered },
      { kind: 'retry', reason: 'MessageRateExceeded', handedOver: true },
      { kind: 'failed', reason: DROP_REASON.messageTooBig },
      { kind: 'failed', reason: `${DROP_REASON.providerRefused}: InvalidCredentials` },
      { kind: 'failed', reason: `${DROP_REASON.providerRefused}: Something odd` },
      { kind: 'failed', reason: `${DROP_REASON.providerRefused}: unknown error` },
      { kind: 'failed', reason: `${DROP_REASON.providerRefused}: unknown error` },
      { kind: 'failed', reason: `${DROP_REASON.providerRefused}: no` },
    ]);
  });

  it("answers a whole request's failure for every message: 429 and 5xx are passing, other statuses final", async () => {
    const expo = scriptedExpo();
    const two = [message('ExponentPushToken[a]'), message('ExponentPushToken[b]')];
    const answered = async (res: Response) => {
      expo.nextSend = () => res;
      return sendExpo(expo.config, two);
    };
    const retry = (status: number, retryAfter?: number) => ({ kind: 'retry', reason: `Expo answered ${status}`, retryAfterMs: retryAfter, handedOver: false });
    expect(await answered(json(429, { errors: [] }, { 'Retry-After': '7' }))).toEqual([retry(429, 7000), retry(429, 7000)]);
    expect(await answered(json(500, 'oops'))).toEqual([retry(500), retry(500)]);
    expect(await answered(json(503, 'busy'))).toEqual([retry(503), retry(503)]);
    const long = 'y'.repeat(300);
    expect(await answered(json(400, long))).toEqual(two.map(() => ({ kind: 'failed', reason: `${DROP_REASON.providerRefused}: Expo answered 400 ${long.slice(0, 200)}` })));
    expect(await answered(json(499, ''))).toEqual(two.map(() => ({ kind: 'failed', reason: `${DROP_REASON.providerRefused}: Expo answered 499 ` })));
    // A refusal whose body cannot be read is still a refusal.
    const unreadable = { ok: false, status: 401, headers: new Headers(), text: () => Promise.reject(new Error('reset')) } as unknown as Response;
    expect(await answered(unreadable)).toEqual(two.map(() => ({ kind: 'failed', reason: `${DROP_REASON.providerRefused}: Expo answered 401 ` })));
  });

  it('is retried when Expo cannot be reached, or answers without a ticket per message', async () => {
    const unreachable = await sendExpo({ url: EXPO_BASE, fetch: (() => Promise.reject(new Error('connect ECONNREFUSED'))) as typeof fetch }, [message('ExponentPushToken[a]')]);
    expect(unreachable).toEqual([{ kind: 'retry', reason: 'Expo unreachable: connect ECONNREFUSED', handedOver: false }]);
    const expo = scriptedExpo();
    const noTickets = [{ kind: 'retry', reason: 'Expo answered without a ticket per message', handedOver: true }];
    for (const answer of [json(200, 'not json'), json(200, { data: 'none' }), json(200, {}), json(200, { data: [{ status: 'ok', id: '1' }, { status: 'ok', id: '2' }] })]) {
      expo.nextSend = () => answer;
      expect(await sendExpo(expo.config, [message('ExponentPushToken[a]')])).toEqual(noTickets);
    }
  });

  it(`refuses more than ${DELIVERY.expo.batchSize} messages, before any request`, async () => {
    const expo = scriptedExpo();
    const many = Array.from({ length: DELIVERY.expo.batchSize + 1 }, (_, i) => message(`ExponentPushToken[m${i}]`));
    await expect(sendExpo(expo.config, many)).rejects.toThrow(`Expo takes ${DELIVERY.expo.batchSize} messages a request`);
    expect(expo.sends).toEqual([]);
    expect(await sendExpo(expo.config, many.slice(1))).toHaveLength(DELIVERY.expo.batchSize);
  });
});

describe('expoReceipts', () => {
  it('asks for the tickets and maps each receipt; a ticket without one is left out', async () => {
    const expo = scriptedExpo('tok');
    expo.receipts.set('a', { status: 'ok' });
    expo.receipts.set('b', { status: 'error', message: 'x', details: { error: 'DeviceNotRegistered' } });
    expo.receipts.set('c', { status: 'error', message: 'x', details: { error: 'MessageRateExceeded' } });
    expo.receipts.set('d', { status: 'error', message: 'Lost somewhere' });
    const found = await expoReceipts(expo.config, ['a', 'b', 'c', 'd', 'e']);
    expect(expo.receiptAsks).toEqual([{ headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer tok' }, ids: ['a', 'b', 'c', 'd', 'e'] }]);
    expect(found).toEqual(
      new Map<string, unknown>([
        ['a', { kind: 'delivered' }],
        ['b', { kind: 'gone', reason: DROP_REASON.deviceNotRegistered }],
        ['c', { kind: 'retry', reason: 'MessageRateExceeded', handedOver: true }],
        ['d', { kind: 'failed', reason: `${DROP_REASON.providerRefused}: Lost somewhere` }],
      ]),
    );
  });

  it('is undefined when the request fails (asked again later), empty when Expo has none', async () => {
    const expo = scriptedExpo();
    expo.nextReceipts = () => json(500, { data: {} });
    expect(await expoReceipts(expo.config, ['a'])).toBeUndefined();
    expo.nextReceipts = () => json(200, 'not json');
    expect(await expoReceipts(expo.config, ['a'])).toBeUndefined();
    expect(await expoReceipts({ url: EXPO_BASE, fetch: (() => Promise.reject(new Error('down'))) as typeof fetch }, ['a'])).toBeUndefined();
    expo.nextReceipts = () => json(200, {});
    expect(await expoReceipts(expo.config, ['a'])).toEqual(new Map());
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date; nothing usable is undefined', () => {
    const now = Date.parse('2026-03-10T07:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('0', 0)).toBe(0);
    expect(retryAfterMs('Tue, 10 Mar 2026 07:00:30 GMT', now)).toBe(30_000);
    // A date already past: no wait.
    expect(retryAfterMs('Tue, 10 Mar 2026 06:59:00 GMT', now)).toBe(0);
    for (const value of [undefined, null, '', 'soon', 'Infinity']) expect(retryAfterMs(value, now), String(value)).toBeUndefined();
    expect(retryAfterMs('-1', now)).not.toBe(-1000);
  });
});

/* ---------- Web Push's answers ---------- */

describe('sendWebPush and usableSubscription', () => {
  const config = (): WebPushConfig => ({ ...VAPID, agent: pushService.agent });
  const send = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => sendWebPush(config(), { subscription, payload: '{"title":"T"}', topic: 'c1-d1' });

  it("maps the push service's status to the worker's outcome", async () => {
    expect(await send(pushService.subscription(201))).toEqual({ kind: 'delivered' });
    expect(await send(pushService.subscription(404))).toEqual({ kind: 'gone', reason: DROP_REASON.subscriptionGone });
    expect(await send(pushService.subscription(410))).toEqual({ kind: 'gone', reason: DROP_REASON.subscriptionGone });
    expect(await send(pushService.subscription(413))).toEqual({ kind: 'failed', reason: DROP_REASON.messageTooBig });
    expect(await send(pushService.subscription(429))).toEqual({ kind: 'retry', reason: 'Push service answered 429', retryAfterMs: undefined, handedOver: false });
    expect(await send(pushService.subscription(500))).toEqual({ kind: 'retry', reason: 'Push service answered 500', retryAfterMs: 3000, handedOver: false });
    expect(await send(pushService.subscription(400))).toEqual({ kind: 'failed', reason: `${DROP_REASON.providerRefused}: push service answered 400 ${'x'.repeat(200)}` });
    expect(await send(pushService.subscription(499))).toEqual({ kind: 'failed', reason: `${DROP_REASON.providerRefused}: push service answered 499 ` });
  });

  it('is retried when the push service cannot be reached', async () => {
    const outcome = await send({ endpoint: 'https://127.0.0.1:9/push/x', keys: pushService.subscription(201).keys });
    expect(outcome).toMatchObject({ kind: 'retry', handedOver: false });
    expect(outcome.kind === 'retry' && outcome.reason).toMatch(/^Push service unreachable: .*ECONNREFUSED/);
  });

  it('takes only an https endpoint with both keys', () => {
    const keys = { p256dh: 'p', auth: 'a' };
    expect(usableSubscription({ endpoint: 'https://push.example/1', keys })).toBe(true);
    for (const s of [
      null,
      undefined,
      {},
      { keys },
      { endpoint: '', keys },
      { endpoint: 'https://push.example/1' },
      { endpoint: 'https://push.example/1', keys: { auth: 'a' } },
      { endpoint: 'https://push.example/1', keys: { p256dh: 'p' } },
      { endpoint: 'http://push.example/1', keys },
      { endpoint: 'not a url', keys },
    ]) {
      expect(usableSubscription(s as never), JSON.stringify(s)).toBe(false);
    }
  });
});

/* ---------- the worker's turn ---------- */

describe("a turn's outcomes", () => {
  it('records each Expo outcome on its own row; messages no provider can take are dropped unsent', async () => {
    const company = await seedCompany(db);
    const [ok1, ok2] = await seedExpoDevices(db, company, 2);
    const [gone] = await seedExpoDevices(db, company, 1, 'gone');
    const [tooBig] = await seedExpoDevices(db, company, 1, 'toobig');
    const [rate] = await seedExpoDevices(db, company, 1, 'rate');
    const invalid = await seedExpoToken(company, 'not-an-expo-token');
    const [removedLater, deletedLater] = await seedExpoDevices(db, company, 2);
    const campaign = await seedCampaign(db, company, [ok1, ok2, gone, tooBig, rate, invalid, removedLater, deletedLater], { sendAt: NOON });
    await db.update(devices).set({ goneAt: at(-1000) }).where(eq(devices.id, removedLater));
    await db.delete(devices).where(eq(devices.id, deletedLater));
    const expo = scriptedExpo();
    const w = workerAt(NOON, { expo: expo.config });

    expect(await w.worker.turn()).toBe(8);

    const tokens = await Promise.all([ok1, ok2, gone, tooBig, rate].map(tokenOf));
    expect(expo.sends).toHaveLength(1);
    expect(expo.sends[0].messages.map((m) => m.to).sort()).toEqual([...tokens].sort());
    const rows = await deliveriesOf(db, campaign);
    const row = (deviceId: number | null) => outcomeOf(rows.find((r) => r.deviceId === deviceId)!);
    const base = { reason: null, attempts: 1, sentAt: null, acceptedAt: null, deliveredAt: null, nextAttemptAt: null, lockedUntil: null, ticketId: null };
    expect(row(ok1)).toEqual({ ...base, status: 'accepted', sentAt: NOON, acceptedAt: NOON, nextAttemptAt: at(RECEIPT_DELAY), ticketId: ticketId(tokens[0]) });
    expect(row(ok2)).toEqual({ ...base, status: 'accepted', sentAt: NOON, acceptedAt: NOON, nextAttemptAt: at(RECEIPT_DELAY), ticketId: ticketId(tokens[1]) });
    expect(row(gone)).toEqual({ ...base, status: 'dropped', reason: DROP_REASON.deviceNotRegistered, sentAt: NOON });
    expect(row(tooBig)).toEqual({ ...base, status: 'failed', reason: DROP_REASON.messageTooBig, sentAt: NOON });
    expect(row(rate)).toEqual({ ...base, status: 'queued', reason: 'MessageRateExceeded', nextAttemptAt: at(1000) });
    expect(row(invalid)).toEqual({ ...base, status: 'dropped', reason: DROP_REASON.invalidToken });
    expect(row(removedLater)).toEqual({ ...base, status: 'dropped', reason: DROP_REASON.deviceRemoved });
    expect(row(null)).toEqual({ ...base, status: 'dropped', reason: DROP_REASON.deviceRemoved });

    // Only the device Expo called not registered is marked gone.
    expect(await goneAtOf(gone)).toEqual(NOON);
    for (const id of [ok1, tooBig, rate, invalid]) expect(await goneAtOf(id)).toBeNull();
    expect(await readFunnel(db, company, campaign, { expo: expo.config }, NOON)).toMatchObject({ targeted: 8, queued: 1, sent: 4, accepted: 2, failed: 1, dropped: 4 });
  });

  it('sends nothing to Expo when no message of the batch can go', async () => {
    const company = await seedCompany(db);
    const invalid = await seedExpoToken(company, 'ExponentPushToken[has spaces]');
    const [removed] = await seedExpoDevices(db, company, 1);
    const campaign = await seedCampaign(db, company, [invalid, removed], { sendAt: NOON });
    await db.update(devices).set({ goneAt: NOON }).where(eq(devices.id, removed));
    const expo = scriptedExpo();
    expect(await workerAt(NOON, { expo: expo.config }).worker.turn()).toBe(2);
    expect(expo.sends).toEqual([]);
    const rows = await deliveriesOf(db, campaign);
    expect([invalid, removed].map((id) => rows.find((r) => r.deviceId === id)).map((r) => [r?.status, r?.reason])).toEqual([
      ['dropped', DROP_REASON.invalidToken],
      ['dropped', DROP_REASON.deviceRemoved],
    ]);
  });

  it('backs off base · 2^(attempt-1), capped, and gives up after the last attempt (counted as sent when Expo took it)', async () => {
    const company = await seedCompany(db);
    const [rate] = await seedExpoDevices(db, company, 1, 'rate');
    const campaign = await seedCampaign(db, company, [rate], { sendAt: NOON });
    const expo = scriptedExpo();
    const w = workerAt(NOON, { expo: expo.config }, DELIVERY.retry.maxMs / 4);
    const waits: number[] = [];
    for (let attempt = 1; attempt < DELIVERY.retry.maxAttempts; attempt += 1) {
      expect(await w.worker.turn()).toBe(1);
      const [row] = await deliveriesOf(db, campaign);
      expect([row.status, row.attempts, row.sentAt]).toEqual(['queued', attempt, null]);
      waits.push(row.nextAttemptAt!.getTime() - w.at().getTime());
      w.advance(waits[waits.length - 1] - 1);
      expect(await w.worker.turn()).toBe(0);
      w.advance(1);
    }
    const max = DELIVERY.retry.maxMs;
    expect(waits).toEqual([max / 4, max / 2, max, max, max].slice(0, DELIVERY.retry.maxAttempts - 1));
    expect(await w.worker.turn()).toBe(1);
    const [row] = await deliveriesOf(db, campaign);
    expect(outcomeOf(row)).toMatchObject({ status: 'failed', reason: DROP_REASON.tooManyAttempts, attempts: DELIVERY.retry.maxAttempts, sentAt: w.at(), nextAttemptAt: null });
    expect(expo.sends).toHaveLength(DELIVERY.retry.maxAttempts);
  });

  it("a provider's Retry-After shorter than the backoff does not shorten it", async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 1);
    const campaign = await seedCampaign(db, company, ids, { sendAt: NOON });
    const expo = scriptedExpo();
    expo.nextSend = () => json(429, {}, { 'Retry-After': '1' });
    await workerAt(NOON, { expo: expo.config }, 5000).worker.turn();
    const [row] = await deliveriesOf(db, campaign);
    expect([row.status, row.reason, row.nextAttemptAt]).toEqual(['queued', 'Expo answered 429', at(5000)]);
  });

  it('records each Web Push outcome; an unusable or removed subscription is dropped unsent', async () => {
    const company = await seedCompany(db);
    const [okDevice, goneDevice, tooBig, busy, unusable, removed] = await Promise.all([
      seedWebPush(company, pushService.subscription(201)),
      seedWebPush(company, pushService.subscription(410)),
      seedWebPush(company, pushService.subscription(413)),
      seedWebPush(company, pushService.subscription(500)),
      seedWebPush(company, { endpoint: 'http://push.example/plain', keys: pushService.subscription(201).keys }),
      seedWebPush(company, pushService.subscription(201)),
    ]);
    const campaign = await seedCampaign(db, company, [okDevice, goneDevice, tooBig, busy, unusable, removed], { sendAt: NOON });
    await db.update(devices).set({ goneAt: NOON }).where(eq(devices.id, removed));
    const asked = pushService.requests.length;
    const w = workerAt(NOON, webPushProvider(), 1000);

    expect(await w.worker.turn()).toBe(6);

    expect(pushService.requests.slice(asked).map((p) => p.slice(-5)).sort()).toEqual(['/s201', '/s410', '/s413', '/s500']);
    const rows = await deliveriesOf(db, campaign);
    const row = (deviceId: number) => outcomeOf(rows.find((r) => r.deviceId === deviceId)!);
    const base = { reason: null, attempts: 1, sentAt: null, acceptedAt: null, deliveredAt: null, nextAttemptAt: null, lockedUntil: null, ticketId: null };
    expect(row(okDevice)).toEqual({ ...base, status: 'delivered', sentAt: NOON, acceptedAt: NOON, deliveredAt: NOON });
    expect(row(goneDevice)).toEqual({ ...base, status: 'dropped', reason: DROP_REASON.subscriptionGone, sentAt: NOON });
    expect(row(tooBig)).toEqual({ ...base, status: 'failed', reason: DROP_REASON.messageTooBig, sentAt: NOON });
    // Retry-After (3 s) is longer than the first backoff (1 s).
    expect(row(busy)).toEqual({ ...base, status: 'queued', reason: 'Push service answered 500', nextAttemptAt: at(3000) });
    expect(row(unusable)).toEqual({ ...base, status: 'dropped', reason: DROP_REASON.invalidToken });
    expect(row(removed)).toEqual({ ...base, status: 'dropped', reason: DROP_REASON.deviceRemoved });
    expect(await goneAtOf(goneDevice)).toEqual(NOON);
    for (const id of [okDevice, tooBig, busy, unusable]) expect(await goneAtOf(id)).toBeNull();
  });

  it("counts both providers' messages in one turn, and sends a company's Web Push when it has no Expo message due", async () => {
    const [both, webOnly] = [await seedCompany(db), await seedCompany(db)];
    const expoIds = await seedExpoDevices(db, both, 3);
    const webIds = await Promise.all([seedWebPush(both, pushService.subscription(201)), seedWebPush(both, pushService.subscription(201))]);
    const mixed = await seedCampaign(db, both, [...expoIds, ...webIds], { sendAt: NOON });
    const webDevice = await seedWebPush(webOnly, pushService.subscription(201));
    const webCampaign = await seedCampaign(db, webOnly, [webDevice], { sendAt: NOON });
    const expo = scriptedExpo();
    const w = workerAt(NOON, { expo: expo.config, ...webPushProvider() });

    expect(await w.worker.turn()).toBe(6);
    expect((await deliveriesOf(db, mixed)).map((r) => r.status).sort()).toEqual(['accepted', 'accepted', 'accepted', 'delivered', 'delivered']);
    expect((await deliveriesOf(db, webCampaign)).map((r) => r.status)).toEqual(['delivered']);
    // The receipts of the three tickets, once due: the turn counts the tickets asked about.
    w.advance(RECEIPT_DELAY);
    expect(await w.worker.turn()).toBe(3);
  });

  it('sends again a message whose worker stopped mid-send once its lease ran out, and never one still under lease', async () => {
    const company = await seedCompany(db);
    const [leased, expired] = await seedExpoDevices(db, company, 2);
    const campaign = await seedCampaign(db, company, [leased, expired], { sendAt: NOON });
    await db.update(campaigns).set({ status: 'sending' }).where(eq(campaigns.id, campaign));
    const rows = await deliveriesOf(db, campaign);
    const lease = (deviceId: number, until: Date) =>
      db.update(campaignDeliveries).set({ status: 'sending', attempts: 1, lockedUntil: until, nextAttemptAt: until }).where(eq(campaignDeliveries.id, rows.find((r) => r.deviceId === deviceId)!.id));
    await lease(leased, at(LEASE));
    await lease(expired, at(-1));
    const expo = scriptedExpo();
    const w = workerAt(NOON, { expo: expo.config });

    expect(await w.worker.turn()).toBe(1);
    expect(expo.sends.flatMap((s) => s.messages.map((m) => m.to))).toEqual([await tokenOf(expired)]);
    const after = await deliveriesOf(db, campaign);
    expect([leased, expired].map((id) => after.find((r) => r.deviceId === id)).map((r) => [r?.status, r?.attempts])).toEqual([
      ['sending', 1],
      ['accepted', 2],
    ]);
    // A message still sending keeps its campaign 'sending'.
    expect(await campaignStatus(campaign)).toBe('sending');
  });

  it("never sends the messages of a campaign that is no longer scheduled or sending", async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 2);
    const campaign = await seedCampaign(db, company, ids, { sendAt: NOON });
    await db.update(campaigns).set({ status: 'cancelled' }).where(eq(campaigns.id, campaign));
    const expo = scriptedExpo();
    expect(await workerAt(NOON, { expo: expo.config }).worker.turn()).toBe(0);
    expect(expo.sends).toEqual([]);
    expect((await deliveriesOf(db, campaign)).map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 0],
      ['queued', 0],
    ]);
    expect(await campaignStatus(campaign)).toBe('cancelled');
  });
});

describe("Expo's receipts", () => {
  /** A company with one accepted Expo message per prefix, sent at NOON; the worker and the scripted Expo. */
  async function accepted(count: number) {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, count);
    const campaign = await seedCampaign(db, company, ids, { sendAt: NOON });
    const expo = scriptedExpo();
    const w = workerAt(NOON, { expo: expo.config });
    expect(await w.worker.turn()).toBe(count);
    const rows = await deliveriesOf(db, campaign);
    expect(rows.every((r) => r.status === 'accepted')).toBe(true);
    return { company, ids, campaign, expo, w, rows };
  }
  const error = (code: string) => ({ status: 'error', message: code, details: { error: code } });

  it('turns each receipt into the outcome; a missing one is asked again later, or given up on after a day', async () => {
    const { campaign, expo, w, rows } = await accepted(8);
    const [delivered, gone, rate, rateLast, tooBig, refused, notYet, dayOld] = rows;
    const set = (r: (typeof rows)[number], values: Partial<typeof r>) => db.update(campaignDeliveries).set(values).where(eq(campaignDeliveries.id, r.id));
    expo.receipts.set(delivered.ticketId!, { status: 'ok' });
    expo.receipts.set(gone.ticketId!, error('DeviceNotRegistered'));
    expo.receipts.set(rate.ticketId!, error('MessageRateExceeded'));
    expo.receipts.set(rateLast.ticketId!, error('MessageRateExceeded'));
    expo.receipts.set(tooBig.ticketId!, error('MessageTooBig'));
    expo.receipts.set(refused.ticketId!, { status: 'error', message: 'Expo lost it' });
    await set(rate, { attempts: DELIVERY.retry.maxAttempts - 1 });
    await set(rateLast, { attempts: DELIVERY.retry.maxAttempts });
    w.advance(RECEIPT_DELAY);
    const now = w.at();
    // Accepted exactly a day ago is still waited for; a moment more and it is given up.
    await set(notYet, { acceptedAt: new Date(now.getTime() - DELIVERY.expo.receiptGiveUpMs) });
    await set(dayOld, { acceptedAt: new Date(now.getTime() - DELIVERY.expo.receiptGiveUpMs - 1) });

    expect(await w.worker.turn()).toBe(8);

    expect(expo.receiptAsks).toHaveLength(1);
    expect([...expo.receiptAsks[0].ids].sort()).toEqual(rows.map((r) => r.ticketId).sort());
    const after = new Map((await deliveriesOf(db, campaign)).map((r) => [r.id, r]));
    const of = (r: (typeof rows)[number]) => {
      const a = after.get(r.id)!;
      return { status: a.status, reason: a.reason, deliveredAt: a.deliveredAt, nextAttemptAt: a.nextAttemptAt, ticketId: a.ticketId };
    };
    expect(of(delivered)).toEqual({ status: 'delivered', reason: null, deliveredAt: now, nextAttemptAt: null, ticketId: delivered.ticketId });
    expect(of(gone)).toEqual({ status: 'dropped', reason: DROP_REASON.deviceNotRegistered, deliveredAt: null, nextAttemptAt: null, ticketId: gone.ticketId });
    const backoff = 1000 * 2 ** (DELIVERY.retry.maxAttempts - 2);
    expect(of(rate)).toEqual({ status: 'queued', reason: 'MessageRateExceeded', deliveredAt: null, nextAttemptAt: new Date(now.getTime() + backoff), ticketId: null });
    expect(of(rateLast)).toEqual({ status: 'failed', reason: DROP_REASON.tooManyAttempts, deliveredAt: null, nextAttemptAt: null, ticketId: rateLast.ticketId });
    expect(of(tooBig)).toEqual({ status: 'failed', reason: DROP_REASON.messageTooBig, deliveredAt: null, nextAttemptAt: null, ticketId: tooBig.ticketId });
    expect(of(refused)).toEqual({ status: 'failed', reason: `${DROP_REASON.providerRefused}: Expo lost it`, deliveredAt: null, nextAttemptAt: null, ticketId: refused.ticketId });
    expect(of(notYet)).toEqual({ status: 'accepted', reason: null, deliveredAt: null, nextAttemptAt: new Date(now.getTime() + RECEIPT_DELAY), ticketId: notYet.ticketId });
    expect(of(dayOld)).toEqual({ status: 'accepted', reason: null, deliveredAt: null, nextAttemptAt: null, ticketId: dayOld.ticketId });
    // The device of the DeviceNotRegistered receipt is gone, the others are not.
    expect(await goneAtOf(gone.deviceId!)).toEqual(now);
    for (const r of [delivered, rate, tooBig, notYet]) expect(await goneAtOf(r.deviceId!)).toBeNull();

  });

  it('asks again after the lease when the receipts request fails', async () => {
    const { campaign, expo, w } = await accepted(2);
    w.advance(RECEIPT_DELAY);
    expo.nextReceipts = () => json(503, 'busy');
    expect(await w.worker.turn()).toBe(2);
    const askedAt = w.at();
    expect((await deliveriesOf(db, campaign)).map((r) => [r.status, r.nextAttemptAt])).toEqual([
      ['accepted', new Date(askedAt.getTime() + LEASE)],
      ['accepted', new Date(askedAt.getTime() + LEASE)],
    ]);
    w.advance(LEASE - 1);
    expect(await w.worker.turn()).toBe(0);
    expect(expo.receiptAsks).toHaveLength(1);
    w.advance(1);
    expect(await w.worker.turn()).toBe(2);
    expect(expo.receiptAsks).toHaveLength(2);
  });

  it("sends again a message a receipt queued again, though its campaign was already 'sent', then the campaign is 'sent' again", async () => {
    const { company, campaign, expo, w, rows } = await accepted(1);
    expect(await campaignStatus(campaign)).toBe('sent');
    expo.receipts.set(rows[0].ticketId!, error('MessageRateExceeded'));
    w.advance(RECEIPT_DELAY);
    expect(await w.worker.turn()).toBe(1);
    // Queued again for the backoff after its first attempt: the campaign is sending again, not 'sent' with a message left.
    const [queued] = await deliveriesOf(db, campaign);
    expect([queued.status, await campaignStatus(campaign)]).toEqual(['queued', 'sending']);
    w.advance(queued.nextAttemptAt!.getTime() - w.at().getTime());
    expect(await w.worker.turn()).toBe(1);
    expect(expo.sends).toHaveLength(2);
    const [again] = await deliveriesOf(db, campaign);
    expect([again.status, again.attempts, await campaignStatus(campaign)]).toEqual(['accepted', 2, 'sent']);
    expect(await readFunnel(db, company, campaign, { expo: expo.config }, w.at())).toMatchObject({ queued: 0, accepted: 1, waiting: null });
  });

  it('a worker without Expo leaves the tickets alone', async () => {
    const { campaign, w } = await accepted(1);
    const webOnly = workerAt(w.at(), webPushProvider());
    webOnly.advance(RECEIPT_DELAY);
    expect(await webOnly.worker.turn()).toBe(0);
    expect((await deliveriesOf(db, campaign)).map((r) => [r.status, r.nextAttemptAt])).toEqual([['accepted', at(RECEIPT_DELAY)]]);
  });
});

describe('finishing campaigns', () => {
  it("a campaign whose time has come and that has no message left to send is 'sent', also without a provider", async () => {
    const company = await seedCompany(db);
    const empty = await seedCampaign(db, company, [], { sendAt: at(-1) });
    const later = await seedCampaign(db, company, [], { sendAt: at(60_000) });
    const w = workerAt(NOON, {});
    expect(await w.worker.turn()).toBe(0);
    expect([await campaignStatus(empty), await campaignStatus(later)]).toEqual(['sent', 'scheduled']);
    // A campaign sent now (the service makes it 'sending' at once) is 'sent' when its messages are out.
    const now = await seedCampaign(db, company, [], { sendAt: NOON });
    await db.update(campaigns).set({ status: 'sending' }).where(eq(campaigns.id, now));
    await w.worker.turn();
    expect(await campaignStatus(now)).toBe('sent');
  });
});

/* ---------- the loop ---------- */

describe('the loop', () => {
  /** A fixed-offset zone where it is about midday now: quiet hours never hold a loop on the real clock. */
  const middayZone = () => {
    const offset = 12 - new Date().getUTCHours();
    return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  };
  /** Rejects when `promise` takes longer than `ms` (a loop that sleeps when it should not). */
  const within = <T>(ms: number, promise: Promise<T>, what: string) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms))]);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Counts the loop's runs (the process's job metrics). */
  function jobCounter() {
    const runs: boolean[] = [];
    const stop = countJobs({ recordJob: (job: string, ok: boolean) => job === 'push_delivery' && runs.push(ok) } as unknown as Metrics);
    return { runs, stop };
  }

  it('turns at once while there is work, waits pollMs when idle, wakes on a nudge, and stops at once', async () => {
    const company = await seedCompany(db, middayZone());
    const first = await seedCampaign(db, company, await seedExpoDevices(db, company, DELIVERY.expo.batchSize * 3 + 20));
    const expo = scriptedExpo();
    const jobs = jobCounter();
    const worker = createDeliveryWorker({ db, logger: quiet, providers: { expo: expo.config }, pollMs: 600_000 });
    try {
      worker.start();
      worker.start(); // a second start while running is a no-op
      // Two turns of work (300 + 20 messages) without waiting pollMs between them.
      await expect.poll(async () => (await deliveriesOf(db, first)).filter((r) => r.status === 'accepted').length, { timeout: 5000, interval: 50 }).toBe(320);
      // The third turn finds nothing: the loop then waits.
      await expect.poll(() => jobs.runs.length, { timeout: 3000, interval: 20 }).toBeGreaterThanOrEqual(3);
      await sleep(150);
      expect(jobs.runs).toEqual([true, true, true]);

      // Idle: a new campaign waits for the poll, or a nudge.
      const second = await seedCampaign(db, company, await seedExpoDevices(db, company, 1));
      await sleep(150);
      expect(jobs.runs).toHaveLength(3);
      worker.nudge();
      await expect.poll(async () => (await deliveriesOf(db, second))[0].status, { timeout: 3000, interval: 20 }).toBe('accepted');
      await within(3000, worker.stop(), 'stop of an idle worker');
      // Stopped: a nudge starts no turn.
      const runs = jobs.runs.length;
      worker.nudge();
      await sleep(100);
      expect(jobs.runs).toHaveLength(runs);
    } finally {
      await within(3000, worker.stop(), 'stop');
      jobs.stop();
    }
  });

  it('a worker never started can be nudged and stopped', async () => {
    const worker = createDeliveryWorker({ db, logger: quiet, providers: {} });
    expect(() => worker.nudge()).not.toThrow();
    await expect(worker.stop()).resolves.toBeUndefined();
  });

  it('polls every pollMs when idle', async () => {
    const jobs = jobCounter();
    const worker = createDeliveryWorker({ db, logger: quiet, providers: {}, pollMs: 20 });
    try {
      worker.start();
      await expect.poll(() => jobs.runs.length, { timeout: 1500, interval: 20 }).toBeGreaterThanOrEqual(4);
    } finally {
      await worker.stop();
      jobs.stop();
    }
  });

  it('logs a failed turn, counts it, and goes on', async () => {
    const errors: [string, unknown][] = [];
    const logger: Logger = { info: () => {}, error: (message, extra) => errors.push([message, extra]) };
    let broken = true;
    const now = () => {
      if (broken) {
        broken = false;
        throw new Error('clock stopped');
      }
      return Date.now();
    };
    const jobs = jobCounter();
    const worker = createDeliveryWorker({ db, logger, providers: {}, now, pollMs: 20 });
    try {
      worker.start();
      await expect.poll(() => jobs.runs.length, { timeout: 2000, interval: 20 }).toBeGreaterThanOrEqual(2);
    } finally {
      await worker.stop();
      jobs.stop();
    }
    expect(errors).toEqual([['Push delivery turn failed', { error: 'clock stopped' }]]);
    expect(jobs.runs.slice(0, 2)).toEqual([false, true]);
  });

  it('stopped during a turn, it does not wait for the next poll', async () => {
    let stopping: Promise<void> | undefined;
    const worker = createDeliveryWorker({
      db,
      // The turn fails (nothing handled); the stop comes while it is still being logged.
      logger: { info: () => {}, error: () => void (stopping = worker.stop()) },
      providers: {},
      now: () => {
        throw new Error('clock stopped');
      },
      pollMs: 600_000,
    });
    worker.start();
    await expect.poll(() => stopping !== undefined, { timeout: 2000, interval: 10 }).toBe(true);
    await within(3000, stopping!, 'stop during a turn');
  });
});

/* ---------- the outbox and the test send, beyond delivery.test.ts ---------- */

describe('the outbox', () => {
  it('enqueues the devices found, counts the rows added, and adds nothing for only unknown or gone devices', async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 3);
    await db.update(devices).set({ goneAt: NOON }).where(eq(devices.id, ids[2]));
    const campaign = await seedCampaign(db, company, [], { sendAt: NOON });
    const enqueue = (deviceIds: number[]) => db.transaction((tx) => enqueueCampaign(tx as unknown as Db, { companyId: company, campaignId: campaign, deviceIds }));
    expect(await enqueue([ids[2], 2_000_000_000])).toBe(0);
    expect(await enqueue([ids[0], ids[1], ids[0], ids[2]])).toBe(2);
    expect(await enqueue(ids)).toBe(0);
  });

  it("says why queued messages wait: no provider at all, nothing when they wait for a retry by day, nothing once all are cancelled", async () => {
    const company = await seedCompany(db);
    const ids = await seedExpoDevices(db, company, 1);
    const campaign = await seedCampaign(db, company, ids, { sendAt: NOON });
    expect(await readFunnel(db, company, campaign, undefined, NOON)).toMatchObject({ queued: 1, waiting: 'no-provider' });
    // Queued for a retry an hour from now, at noon: on its way, not held.
    await db.update(campaignDeliveries).set({ nextAttemptAt: at(3600_000) }).where(eq(campaignDeliveries.campaignId, campaign));
    expect(await readFunnel(db, company, campaign, { expo: { url: EXPO_BASE } }, NOON)).toMatchObject({ queued: 1, waiting: null });
    const later = await seedCampaign(db, company, ids, { sendAt: at(3600_000) });
    await db.update(campaignDeliveries).set({ status: 'cancelled', nextAttemptAt: null }).where(eq(campaignDeliveries.campaignId, later));
    expect(await readFunnel(db, company, later, { expo: { url: EXPO_BASE } }, NOON)).toMatchObject({ queued: 0, cancelled: 1, waiting: null });
  });

  it('counts failed messages by reason', async () => {
    const company = await seedCompany(db);
    const [tooBig] = await seedExpoDevices(db, company, 1, 'toobig');
    const campaign = await seedCampaign(db, company, [tooBig], { sendAt: NOON });
    const expo = scriptedExpo();
    await workerAt(NOON, { expo: expo.config }).worker.turn();
    expect(await readFunnel(db, company, campaign, { expo: expo.config }, NOON)).toMatchObject({ failed: 1, dropped: 0, drops: [{ reason: DROP_REASON.messageTooBig, count: 1 }] });
  });
});

describe('the test send', () => {
  it("drops what no provider could take, says when there is no provider, and reports the provider's refusal", async () => {
    const company = await seedCompany(db);
    const expo = scriptedExpo();
    const invalid = await seedExpoToken(company, 'ExponentPushToken[with space]');
    expect(await sendTest(db, company, invalid, { title: 'T', body: 'B' }, { expo: expo.config })).toEqual({ status: 'dropped', reason: DROP_REASON.invalidToken });
    const [tooBig] = await seedExpoDevices(db, company, 1, 'toobig');
    expect(await sendTest(db, company, tooBig, { title: 'T', body: 'B' }, { expo: expo.config })).toEqual({ status: 'failed', reason: DROP_REASON.messageTooBig });
    expect(expo.sends.map((s) => s.messages[0].data)).toEqual([{ test: true, delivery_key: expect.stringMatching(new RegExp(`^test-d${tooBig}-[0-9a-z]+$`)) }]);

    const web = await seedWebPush(company, pushService.subscription(201));
    expect(await sendTest(db, company, web, { title: 'T', body: 'B' }, { expo: expo.config })).toEqual({ status: 'no-provider' });
    expect(await sendTest(db, company, web, { title: 'T', body: 'B' }, undefined)).toEqual({ status: 'no-provider' });
    const unusable = await seedWebPush(company, { endpoint: 'http://push.example/x', keys: { p256dh: 'p', auth: 'a' } });
    const asked = pushService.requests.length;
    expect(await sendTest(db, company, unusable, { title: 'T', body: 'B' }, webPushProvider())).toEqual({ status: 'dropped', reason: DROP_REASON.invalidToken });
    expect(pushService.requests).toHaveLength(asked);
    expect(await sendTest(db, company, web, { title: 'T', body: 'B' }, webPushProvider())).toEqual({ status: 'delivered' });
    const big = await seedWebPush(company, pushService.subscription(413));
    expect(await sendTest(db, company, big, { title: 'T', body: 'B' }, webPushProvider())).toEqual({ status: 'failed', reason: DROP_REASON.messageTooBig });
    expect(await goneAtOf(big)).toBeNull();
  });
});
