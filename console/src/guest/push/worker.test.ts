/**
 * The service worker's push part (issue 21) with a fake worker scope: a campaign's message as the server sends
 * it becomes a notification (title, body, icon, the property's app to open, the delivery key as its tag); a bad
 * payload still shows one; a tap focuses the property's open window or opens one, never another origin; a
 * replaced subscription is registered again for every property that had one.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_PUSH_API, GUEST_PUSH_STORE, GUEST_PUSH_TEXT, webPushDeviceBody } from '@atoll/contract/guestPush';
import { keyBytes, registrationStore } from './registration';
import { fakePushManager, fakeServer, fakeSubscription, PUSH_KEY, type FakePushManager } from './testing';
import { handlePush, type NotificationClickEventLike, type PushEventLike, type PushWorkerScope, type SubscriptionChangeEventLike } from './worker';

const ORIGIN = 'https://guest.test';

function fakeScope(options: { windows?: string[]; manager?: FakePushManager; server?: ReturnType<typeof fakeServer> } = {}) {
  const listeners = new Map<string, (event: never) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const server = options.server ?? fakeServer();
  const scope = {
    location: { origin: ORIGIN },
    registration: {
      scope: `${ORIGIN}/p`,
      pushManager: options.manager ?? fakePushManager(),
      showNotification: async (title: string, opts: NotificationOptions) => {
        shown.push({ title, options: opts });
      },
    },
    clients: {
      matchAll: async () => (options.windows ?? []).map((url) => ({ url, focus: async () => focused.push(url) })),
      openWindow: async (url: string) => opened.push(url),
    },
    caches,
    fetch: server.fetch,
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
  } as unknown as PushWorkerScope;
  handlePush(scope);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch<E>(type: string, event: Omit<E, 'waitUntil'>) {
    const work: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => work.push(p) } as never);
    await Promise.all(work);
  }
  const push = (payload: unknown) =>
    dispatch<PushEventLike>('push', {
      data: payload === null ? null : { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload), text: () => String(payload) },
    });
  const click = (data: unknown) => {
    let closed = false;
    return dispatch<NotificationClickEventLike>('notificationclick', { notification: { data, close: () => (closed = true) } }).then(() => closed);
  };
  return { scope, listeners, shown, focused, opened, server, push, click, dispatch };
}

beforeEach(async () => {
  await caches.delete(GUEST_PUSH_STORE.cache);
});

describe('handlePush', () => {
  it('adds the push, notificationclick and pushsubscriptionchange listeners', () => {
    expect([...fakeScope().listeners.keys()].sort()).toEqual(['notificationclick', 'push', 'pushsubscriptionchange']);
  });

  it("shows a campaign as the server sends it: title, body, the property's icon and app, the delivery key as tag", async () => {
    const sw = fakeScope();
    await sw.push({ title: 'Sunset cocktails', body: 'Two for one at the beach bar from 18:00', data: { campaign_id: 7, delivery_key: 'c7-d3', url: '/p/coral-atoll' } });
    expect(sw.shown).toEqual([
      {
        title: 'Sunset cocktails',
        options: { body: 'Two for one at the beach bar from 18:00', icon: `${ORIGIN}/p/coral-atoll/icon-192.png`, dir: 'auto', tag: 'c7-d3', data: { url: `${ORIGIN}/p/coral-atoll` } },
      },
    ]);
  });

  it('uses an icon the message names', async () => {
    const sw = fakeScope();
    await sw.push({ title: 'Spa', body: 'Open', icon: '/api/v1/files/logo', data: { url: '/p/coral-atoll' } });
    expect(sw.shown[0]!.options.icon).toBe('/api/v1/files/logo');
  });

  it('still shows a notification for a payload it cannot read, and never links to another origin', async () => {
    const sw = fakeScope();
    await sw.push(null);
    await sw.push('{not json');
    await sw.push(42);
    await sw.push({ title: '   ', body: 5, data: { url: 'https://evil.example/p/x' } });
    expect(sw.shown.map((s) => [s.title, s.options.body, (s.options.data as { url: string }).url])).toEqual([
      [GUEST_PUSH_TEXT.en.fallbackTitle, '', `${ORIGIN}/p`],
      [GUEST_PUSH_TEXT.en.fallbackTitle, '', `${ORIGIN}/p`],
      [GUEST_PUSH_TEXT.en.fallbackTitle, '', `${ORIGIN}/p`],
      [GUEST_PUSH_TEXT.en.fallbackTitle, '', `${ORIGIN}/p`],
    ]);
    expect(sw.shown.every((s) => s.options.tag === undefined && s.options.icon === undefined)).toBe(true);
  });

  it("a tap focuses the property's open window, else opens its app", async () => {
    const open = fakeScope({ windows: [`${ORIGIN}/p/sunset-bay`, `${ORIGIN}/p/coral-atoll/facilities/3`] });
    expect(await open.click({ url: `${ORIGIN}/p/coral-atoll` })).toBe(true);
    expect(open.focused).toEqual([`${ORIGIN}/p/coral-atoll/facilities/3`]);
    expect(open.opened).toEqual([]);

    // /p/coral-atoll-two is another property, not a page of /p/coral-atoll.
    const none = fakeScope({ windows: [`${ORIGIN}/p/coral-atoll-two`] });
    await none.click({ url: `${ORIGIN}/p/coral-atoll` });
    expect(none.focused).toEqual([]);
    expect(none.opened).toEqual([`${ORIGIN}/p/coral-atoll`]);

    const bad = fakeScope();
    await bad.click(null);
    expect(bad.opened).toEqual([`${ORIGIN}/p`]);
  });

  it('registers a replaced subscription again for every property that had one, forgetting the old endpoint', async () => {
    const store = registrationStore(caches);
    const old = fakeSubscription(keyBytes(PUSH_KEY), 'old');
    await store.write(webPushDeviceBody('coral-atoll', 'de', old.toJSON()));
    await store.write(webPushDeviceBody('sunset-bay', 'en', old.toJSON()));
    const manager = fakePushManager(null);
    const sw = fakeScope({ manager });
    await sw.dispatch<SubscriptionChangeEventLike>('pushsubscriptionchange', { oldSubscription: old as unknown as PushSubscription, newSubscription: null });
    // Subscribed again with the old subscription's key, without asking the server.
    expect(manager.subscribeCalls).toHaveLength(1);
    expect(manager.subscribeCalls[0]!.userVisibleOnly).toBe(true);
    expect([...new Uint8Array(manager.subscribeCalls[0]!.applicationServerKey as ArrayBuffer)]).toEqual([...keyBytes(PUSH_KEY)]);
    const fresh = manager.current!.toJSON();
    const calls = sw.server.devices().map((r) => [r.method, r.body]);
    expect(calls).toHaveLength(4);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['POST', webPushDeviceBody('coral-atoll', 'de', fresh)],
        ['POST', webPushDeviceBody('sunset-bay', 'en', fresh)],
        ['DELETE', { company: 'coral-atoll', token: old.endpoint }],
        ['DELETE', { company: 'sunset-bay', token: old.endpoint }],
      ]),
    );
    expect((await store.read('coral-atoll'))?.subscription.endpoint).toBe(fresh.endpoint);
  });

  it('takes the new subscription the browser gives, and asks the server for its key when it has to subscribe', async () => {
    const store = registrationStore(caches);
    await store.write(webPushDeviceBody('coral-atoll', 'en', fakeSubscription(null, 'before').toJSON()));
    const given = fakeSubscription(keyBytes(PUSH_KEY), 'given');
    const sw = fakeScope();
    await sw.dispatch<SubscriptionChangeEventLike>('pushsubscriptionchange', { oldSubscription: null, newSubscription: given as unknown as PushSubscription });
    expect(sw.server.devices()[0]).toEqual({ method: 'POST', url: GUEST_PUSH_API.devices, body: webPushDeviceBody('coral-atoll', 'en', given.toJSON()) });

    await caches.delete(GUEST_PUSH_STORE.cache);
    await store.write(webPushDeviceBody('coral-atoll', 'en', fakeSubscription(null, 'lost').toJSON()));
    const manager = fakePushManager(null);
    const asks = fakeScope({ manager });
    await asks.dispatch<SubscriptionChangeEventLike>('pushsubscriptionchange', {});
    expect(asks.server.requests[0]).toMatchObject({ method: 'GET', url: GUEST_PUSH_API.pushKey });
    expect(manager.subscribeCalls).toHaveLength(1);
  });

  it('does nothing on a subscription change when no property registered', async () => {
    const manager = fakePushManager(null);
    const sw = fakeScope({ manager });
    await sw.dispatch<SubscriptionChangeEventLike>('pushsubscriptionchange', {});
    expect(manager.subscribeCalls).toEqual([]);
    expect(sw.server.requests).toEqual([]);
  });
});
