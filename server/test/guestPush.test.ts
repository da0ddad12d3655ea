/**
 * The guest web app's notifications end to end on the server (issue 21), over HTTP on PGlite (or PostgreSQL with
 * DATABASE_URL), against the local Web Push stand-in only (server/test/support/pushStandIns.ts): the guest app's
 * calls as console/src/guest/push makes them (GET GUEST_PUSH_API.pushKey; POST app/devices with the contract's
 * webPushDeviceBody of the subscription's toJSON(), the one builder setUpPush uses; DELETE with
 * webPushRemoveBody) register a subscription whose endpoint is the stand-in on 127.0.0.1; a campaign sent from
 * the console's API arrives there encrypted (aes128gcm, RFC 8291), decrypted by the stand-in with the
 * subscription's private key, signed with a `mailto:` VAPID subject for the stand-in's origin, carrying the
 * property's guest app as the url its service worker opens; a 410 drops the device; turning notifications off
 * unregisters it. (The server may not import the console: the worker's handling of this payload is
 * console/src/guest/push/worker.test.ts.)
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY,
  DROP_REASON,
  GUEST_PUSH_API,
  PUSH_KEY_MAX_AGE_SECONDS,
  guestAppPath,
  webPushDeviceBody,
  webPushRemoveBody,
  type Campaign,
  type PushKey,
} from '@atoll/contract';
import { deliveryKey } from '@atoll/contract/domain';
import { companies, devices } from '../src/db/schema';
import { loadPushProviders, startDeliveryWorker, stopDeliveryWorker } from '../src/services/delivery';
import type { ApiClient } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import { scannedLogger } from './support/logScan';
import { startWebPushService, type TestSubscription, type WebPushService } from './support/pushStandIns';
import type { TestServer } from './support/server';

const logger = scannedLogger({ info: () => {}, error: (message, extra) => console.error(message, extra) });
/** The server's VAPID keys, made for the test, with the `mailto:` subject Safari's push service insists on. */
const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@atoll.test' };

/** A fixed-offset zone where it is about midday now, so quiet hours never hold the campaign. */
function middayZone(): string {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let push: WebPushService;
/** The guest app's fetch, against this server (its calls are paths under /api/v1). */
let guestFetch: typeof fetch;

beforeAll(async () => {
  [{ server, api, owner }, push] = await Promise.all([startWithTenant('push-guests'), startWebPushService()]);
  guestFetch = ((input: RequestInfo | URL, init?: RequestInit) => fetch(`${server.url}${String(input)}`, init)) as typeof fetch;
  await server.database.db.update(companies).set({ timezone: middayZone() }).where(eq(companies.id, owner.auth.company.id as number));
});
afterAll(async () => {
  await stopDeliveryWorker();
  await Promise.all([server?.close(), push?.close()]);
});

/** What the browser's PushSubscription.toJSON() gives for a stand-in subscription. */
const toJSON = (sub: TestSubscription) => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys });

/** The guest app's calls (console/src/guest/push/registration.ts), each answered as it expects. */
async function fetchPushKey(): Promise<string | null> {
  const res = await guestFetch(GUEST_PUSH_API.pushKey, { headers: { Accept: 'application/json' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PushKey }).data.public_key;
}
async function register(domain: string, language: string, sub: TestSubscription) {
  const res = await guestFetch(GUEST_PUSH_API.devices, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(webPushDeviceBody(domain, language, toJSON(sub))) });
  expect(res.status, await res.clone().text()).toBe(201);
}
async function unregister(domain: string, sub: TestSubscription) {
  const res = await guestFetch(GUEST_PUSH_API.devices, { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(webPushRemoveBody(domain, sub.endpoint)) });
  expect(res.status).toBe(200);
}

async function sendCampaign(name: string, description: string): Promise<number> {
  const res = await api.post('guests/campaigns', { name, description, audience: { kind: 'everyone' } }, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}
const detail = async (id: number) => (await api.get(`guests/campaigns/${id}`, { token: owner.token })).body.data as Campaign & { funnel: Record<string, unknown> };

describe('guest web app notifications, end to end', () => {
  it('answers no push key while the server sends no Web Push', async () => {
    expect(await fetchPushKey()).toBeNull();
  });

  it("a subscription registered as the guest app does receives the property's campaign, encrypted to it and signed with a mailto: subject; a 410 drops its device", async () => {
    startDeliveryWorker({ db: server.database.db, logger, providers: { webPush: { ...VAPID, agent: push.agent } }, pollMs: 20 });

    // The key the guest app subscribes with is the one the worker signs with, cacheable.
    const keyRes = await guestFetch(GUEST_PUSH_API.pushKey);
    expect(keyRes.headers.get('cache-control')).toBe(`public, max-age=${PUSH_KEY_MAX_AGE_SECONDS}`);
    expect(await fetchPushKey()).toBe(VAPID.publicKey);

    // The browser's subscription: its endpoint the stand-in's, its keys made there as a browser makes them.
    const guest = push.subscribe();
    const gone = push.subscribe('gone410');
    await register(owner.domain, 'en', guest);
    await register(owner.domain, 'de', gone);
    const { db } = server.database;
    const registered = await db.select().from(devices).where(eq(devices.companyId, owner.auth.company.id as number));
    expect(registered.map((d) => [d.platform, d.provider, d.token, d.language]).sort()).toEqual(
      [
        ['web', 'webpush', guest.endpoint, 'en'],
        ['web', 'webpush', gone.endpoint, 'de'],
      ].sort(),
    );

    const campaign = await sendCampaign('Sunset cocktails', 'Two for one at the beach bar from 18:00 — see you there! 🍹');
    await expect.poll(() => push.delivered.filter((m) => m.subscriptionId === guest.id).length, { timeout: 15_000 }).toBe(1);
    expect(push.rejected).toEqual([]);
    const guestDevice = registered.find((d) => d.token === guest.endpoint)!;
    const [received] = push.delivered.filter((m) => m.subscriptionId === guest.id);
    // Decrypted by the stand-in with the subscription's private key and auth secret (aes128gcm, one record).
    expect(received.payload).toEqual({
      title: 'Sunset cocktails',
      body: 'Two for one at the beach bar from 18:00 — see you there! 🍹',
      data: { campaign_id: campaign, delivery_key: deliveryKey(campaign, guestDevice.id), url: guestAppPath(owner.domain) },
    });
    expect(received.vapid.sub).toBe(VAPID.subject);
    expect(received.vapid.sub).toMatch(/^mailto:/);
    expect(received.vapid.aud).toBe(push.origin);
    expect(received.vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(received.topic).toBe(deliveryKey(campaign, guestDevice.id));
    expect(received.ttl).toBe(DELIVERY.webPush.ttlSeconds);

    // The 410: the device is dropped, the funnel says why, and no later campaign reaches it.
    await expect.poll(async () => (await detail(campaign)).funnel.queued, { timeout: 15_000 }).toBe(0);
    expect((await detail(campaign)).funnel).toMatchObject({
      targeted: 2,
      delivered: 1,
      dropped: 1,
      drops: [{ reason: DROP_REASON.subscriptionGone, count: 1 }],
    });
    const [goneDevice] = await db.select().from(devices).where(eq(devices.token, gone.endpoint));
    expect(goneDevice.goneAt).not.toBeNull();
    const count = await api.post('guests/campaigns/audience-count', { audience: { kind: 'everyone' } }, { token: owner.token });
    expect(count.body.data.recipients).toBe(1);

    // Turned off in the guest app: unregistered, and the next campaign reaches nobody.
    await unregister(owner.domain, guest);
    expect((await api.post('guests/campaigns/audience-count', { audience: { kind: 'everyone' } }, { token: owner.token })).body.data.recipients).toBe(0);
  });
});

describe('VAPID_SUBJECT', () => {
  it('must be a mailto: address: the server refuses to start Web Push with another subject', () => {
    const keys = { publicKey: VAPID.publicKey, privateKey: VAPID.privateKey };
    expect(loadPushProviders({ vapid: { ...keys, subject: 'mailto:ops@atoll.test' } }).webPush).toMatchObject({ subject: 'mailto:ops@atoll.test' });
    for (const subject of ['https://atoll.test', 'ops@atoll.test', 'mailto:', 'mailto: ops@atoll.test']) {
      expect(() => loadPushProviders({ vapid: { ...keys, subject } }), subject).toThrow(/VAPID_SUBJECT must be a mailto: address/);
    }
    expect(loadPushProviders({}).webPush).toBeUndefined();
  });
});
