/**
 * The guest app's Notifications switch (issue 21) in a real browser, with Notification and PushManager stubbed
 * (a real subscribe needs a push service): each state and its words, permission asked only on the guest's
 * click, the exact POST and DELETE app/devices bodies, re-registration when the subscription or the language
 * changed, one browser subscription shared by two properties, and axe on every state.
 */
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_PUSH_API, GUEST_PUSH_STORE, GUEST_PUSH_TEXT, webPushDeviceBody, type GuestPushState } from '@atoll/contract/guestPush';
import { setUpPush, type PushEnvironment } from './index';
import { keyBytes } from './registration';
import { fakeNotification, fakePushManager, fakeRegistration, fakeServer, fakeSubscription, PUSH_KEY, type FakePushManager } from './testing';

const TEXT = GUEST_PUSH_TEXT.en;
const DOMAIN = 'coral-atoll';

const stops: (() => void)[] = [];
beforeEach(async () => {
  await caches.delete(GUEST_PUSH_STORE.cache);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

interface Setup {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  manager?: FakePushManager;
  server?: ReturnType<typeof fakeServer>;
  environment?: Partial<PushEnvironment>;
  registration?: ServiceWorkerRegistration | null;
  domain?: string;
  language?: string;
}

function start(setup: Setup = {}) {
  const notification = fakeNotification(setup.permission ?? 'default', setup.answer ?? 'granted');
  const manager = setup.manager ?? fakePushManager();
  const server = setup.server ?? fakeServer();
  const root = document.createElement('main');
  document.body.append(root);
  const stop = setUpPush(root, {
    domain: setup.domain ?? DOMAIN,
    language: setup.language ?? 'en',
    fetch: server.fetch,
    registration: Promise.resolve(setup.registration === undefined ? fakeRegistration(manager) : setup.registration),
    environment: { Notification: notification, pushApi: true, ios: false, standalone: false, caches, ...setup.environment },
  });
  stops.push(() => {
    stop();
    root.remove();
  });
  const button = () => root.querySelector<HTMLButtonElement>('button[role="switch"]')!;
  return {
    root,
    notification,
    manager,
    server,
    button,
    status: () => root.querySelector('[role="status"]')!.textContent,
    state: () => root.querySelector<HTMLElement>('.guest-push')!.dataset.state as GuestPushState,
    settled: (state: GuestPushState) => expect.poll(() => root.querySelector<HTMLElement>('.guest-push')!.dataset.state).toBe(state),
  };
}

async function noAxeViolations(root: Element) {
  const result = await axe.run(root, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the Notifications switch', () => {
  it('says when the browser cannot show notifications, and cannot be switched', async () => {
    const page = start({ environment: { pushApi: false, Notification: undefined } });
    await page.settled('unsupported');
    expect(page.status()).toBe(TEXT.state.unsupported);
    expect(page.button().disabled).toBe(true);
    expect(page.root.textContent).toContain(TEXT.title);
    await noAxeViolations(page.root);
  });

  it('is unsupported when the service worker could not register', async () => {
    const page = start({ registration: null });
    await page.settled('unsupported');
    expect(page.server.requests).toEqual([]);
  });

  it('on iPhone Safari outside an installed app, says to add it to the Home Screen first', async () => {
    const page = start({ environment: { pushApi: false, Notification: undefined, ios: true, standalone: false } });
    await page.settled('install');
    expect(page.status()).toBe(TEXT.state.install);
    expect(page.status()).toContain('Home Screen');
    expect(page.button().disabled).toBe(true);
    await noAxeViolations(page.root);
  });

  it('says when notifications are blocked in the browser settings, and looks again when the guest comes back', async () => {
    const page = start({ permission: 'denied' });
    await page.settled('blocked');
    expect(page.status()).toBe(TEXT.state.blocked);
    expect(page.button().disabled).toBe(true);
    expect(page.notification.prompts).toBe(0);
    await noAxeViolations(page.root);
    // Allowed in the settings meanwhile: back on the page, the switch can be turned on.
    page.notification.permission = 'default';
    document.dispatchEvent(new Event('visibilitychange'));
    await page.settled('off');
  });

  it('starts off without asking anything; a click asks for permission, subscribes with the server key and registers the exact body', async () => {
    const page = start({ language: 'de' });
    await page.settled('off');
    expect(page.status()).toBe(TEXT.state.off);
    expect(page.button().getAttribute('aria-checked')).toBe('false');
    expect(page.notification.prompts).toBe(0);
    expect(page.server.requests).toEqual([]);
    await noAxeViolations(page.root);

    page.button().click();
    await page.settled('on');
    expect(page.notification.prompts).toBe(1);
    expect(page.manager.subscribeCalls).toHaveLength(1);
    const [options] = page.manager.subscribeCalls;
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...keyBytes(PUSH_KEY)]);
    expect(keyBytes(PUSH_KEY)).toHaveLength(65);
    const sub = page.manager.current!.toJSON();
    expect(page.server.requests).toEqual([
      { method: 'GET', url: GUEST_PUSH_API.pushKey, body: undefined },
      {
        method: 'POST',
        url: GUEST_PUSH_API.devices,
        body: { company: DOMAIN, platform: 'web', language: 'de', subscription: { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: sub.keys.auth } } },
      },
    ]);
    expect(page.status()).toBe(TEXT.state.on);
    expect(page.button().getAttribute('aria-checked')).toBe('true');
    await noAxeViolations(page.root);
  });

  it('turns off: DELETE with the endpoint as token, and the subscription ends', async () => {
    const page = start({ permission: 'granted' });
    await page.settled('off');
    page.button().click();
    await page.settled('on');
    const sub = page.manager.current!;
    page.button().click();
    await page.settled('off');
    expect(page.server.devices().at(-1)).toEqual({ method: 'DELETE', url: GUEST_PUSH_API.devices, body: { company: DOMAIN, token: sub.endpoint } });
    expect(sub.unsubscribed).toBe(true);
    // Already granted: no prompt at all.
    expect(page.notification.prompts).toBe(0);
  });

  it('stays off when the prompt is closed, and is blocked when the guest says no', async () => {
    const closed = start({ answer: 'default' });
    await closed.settled('off');
    closed.button().click();
    await expect.poll(() => closed.status()).toBe(`${TEXT.state.off}. ${TEXT.dismissed}`);
    expect(closed.manager.subscribeCalls).toEqual([]);
    expect(closed.server.requests).toEqual([]);

    const refused = start({ answer: 'denied' });
    await refused.settled('off');
    refused.button().click();
    await refused.settled('blocked');
    expect(refused.manager.subscribeCalls).toEqual([]);
  });

  it('says the property sends no notifications when the server has no key', async () => {
    const page = start({ server: fakeServer({ key: null }) });
    await page.settled('off');
    page.button().click();
    await page.settled('unavailable');
    expect(page.status()).toBe(TEXT.state.unavailable);
    expect(page.manager.subscribeCalls).toEqual([]);
    expect(page.server.devices()).toEqual([]);
  });

  it('stays off with a message when the server refuses the registration, and can be tried again', async () => {
    const server = fakeServer({ devicesStatus: 503 });
    const page = start({ server });
    await page.settled('off');
    page.button().click();
    await expect.poll(() => page.status()).toBe(`${TEXT.state.off}. ${TEXT.failed}`);
    server.devicesStatus = 201;
    page.button().click();
    await page.settled('on');
  });

  it('re-registers on the next start when the subscription changed, forgetting the old endpoint; not when nothing changed', async () => {
    const first = start({ permission: 'granted' });
    await first.settled('off');
    first.button().click();
    await first.settled('on');
    const old = first.manager.current!;
    stops.splice(0).forEach((stop) => stop());

    // Same subscription, same language: nothing to send.
    const same = start({ permission: 'granted', manager: first.manager });
    await same.settled('on');
    expect(same.server.requests).toEqual([]);

    // The browser replaced the subscription meanwhile.
    const manager = fakePushManager(fakeSubscription(keyBytes(PUSH_KEY)));
    const again = start({ permission: 'granted', manager });
    await again.settled('on');
    const fresh = manager.current!.toJSON();
    expect(again.server.devices()).toEqual([
      { method: 'POST', url: GUEST_PUSH_API.devices, body: webPushDeviceBody(DOMAIN, 'en', fresh) },
      { method: 'DELETE', url: GUEST_PUSH_API.devices, body: { company: DOMAIN, token: old.endpoint } },
    ]);
    expect(again.notification.prompts).toBe(0);

    // A new language is registered too.
    const french = start({ permission: 'granted', manager, language: 'fr' });
    await french.settled('on');
    expect(french.server.devices()).toEqual([{ method: 'POST', url: GUEST_PUSH_API.devices, body: webPushDeviceBody(DOMAIN, 'fr', fresh) }]);
  });

  it('subscribes again when the browser lost the subscription', async () => {
    const first = start({ permission: 'granted' });
    await first.settled('off');
    first.button().click();
    await first.settled('on');
    const old = first.manager.current!;
    stops.splice(0).forEach((stop) => stop());

    const manager = fakePushManager(null);
    const page = start({ permission: 'granted', manager });
    await page.settled('on');
    expect(manager.subscribeCalls).toHaveLength(1);
    expect(page.server.devices().map((r) => [r.method, (r.body as { subscription?: { endpoint: string }; token?: string }).subscription?.endpoint ?? (r.body as { token: string }).token])).toEqual([
      ['POST', manager.current!.endpoint],
      ['DELETE', old.endpoint],
    ]);
  });

  it('forgets its registration when permission was reset in the browser', async () => {
    const first = start({ permission: 'granted' });
    await first.settled('off');
    first.button().click();
    await first.settled('on');
    const endpoint = first.manager.current!.endpoint;
    stops.splice(0).forEach((stop) => stop());

    const page = start({ permission: 'default', manager: first.manager });
    await page.settled('off');
    expect(page.server.devices()).toEqual([{ method: 'DELETE', url: GUEST_PUSH_API.devices, body: { company: DOMAIN, token: endpoint } }]);
  });

  it('two properties share the browser subscription: turning one off keeps it for the other', async () => {
    const manager = fakePushManager();
    const server = fakeServer();
    const coral = start({ permission: 'granted', manager, server });
    const sunset = start({ permission: 'granted', manager, server, domain: 'sunset-bay' });
    await coral.settled('off');
    await sunset.settled('off');
    coral.button().click();
    await coral.settled('on');
    sunset.button().click();
    await sunset.settled('on');
    expect(manager.subscribeCalls).toHaveLength(1);
    const sub = manager.current!;
    expect(server.devices().filter((r) => r.method === 'POST').map((r) => (r.body as { company: string }).company)).toEqual([DOMAIN, 'sunset-bay']);

    coral.button().click();
    await coral.settled('off');
    expect(sub.unsubscribed).toBe(false);
    sunset.button().click();
    await sunset.settled('off');
    expect(sub.unsubscribed).toBe(true);
  });

  it('removes itself and its listeners when stopped', async () => {
    const page = start();
    await page.settled('off');
    stops.splice(0).forEach((stop) => stop());
    expect(page.root.querySelector('.guest-push')).toBeNull();
  });
});
