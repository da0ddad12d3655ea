/**
 * A guest turns on notifications in the guest web app and the evening's campaign reaches their browser (issue 21),
 * on the built product as `npm start` serves it, in a real Chromium, with Chromium's push service replaced by the
 * local Web Push stand-in (server/test/support/pushStandIns.ts; HTTPS on 127.0.0.1, trusted by the server).
 *
 * Headless Chromium has no push service to subscribe with, so the page's PushManager is the one thing stood in:
 * its subscribe answers a subscription whose endpoint is the stand-in and whose keys the stand-in made, as a
 * browser's would be. Everything else is the product's own: the guest page at /p/{domain}, its Notifications
 * switch (console/src/guest/push), GET app/push-key, POST app/devices, the campaign written in the console's API,
 * the delivery worker encrypting and signing the message (VAPID, `mailto:` subject), the stand-in decrypting it
 * with the subscription's private key — and the guest app's real service worker, to which the decrypted message is
 * handed (DevTools' ServiceWorker.deliverPushMessage, what a push service's delivery does), showing the
 * notification with the property's app to open. Turning the switch off unregisters the device.
 */
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright';
import { guestAppPath } from '@atoll/contract';
import { GUEST_PUSH_TEXT } from '@atoll/contract/guestPush';
import { login, signupViaApi } from './harness/api';
import { newHotel, signupPayloadFor } from './harness/people';
import { useE2E } from './harness/suite';
import { chromiumLaunchOptions } from '../chromium';
import { POLL, UI_TIMEOUT_MS } from './harness/timing';

/** What a browser's PushSubscription.toJSON() gives. */
interface TestSubscriptionJSON {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const TITLE = 'Sunset cocktails';
const BODY = 'Two for one at the beach bar from 18:00 — see you there!';

/** The page's PushManager, standing in for Chromium's (which needs a real push service): subscribe answers `subscription`. */
async function standInPushManager(page: Page, subscription: TestSubscriptionJSON) {
  await page.addInitScript((sub) => {
    const win = window as unknown as { __push: { current: unknown; key: string | null; unsubscribed: number } };
    win.__push = { current: null, key: null, unsubscribed: 0 };
    const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const make = (key: Uint8Array) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key.slice().buffer },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        win.__push.current = null;
        win.__push.unsubscribed += 1;
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () => win.__push.current as PushSubscription | null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      if (options?.userVisibleOnly !== true) throw new DOMException('userVisibleOnly must be true', 'NotAllowedError');
      const key = new Uint8Array(options.applicationServerKey as ArrayBuffer);
      win.__push.key = toBase64Url(key);
      win.__push.current ??= make(key);
      return win.__push.current as PushSubscription;
    };
  }, subscription);
}

/** The guest app's service worker registration, as DevTools knows it. */
async function workerRegistration(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }));
  });

describe.sequential('a guest turns on notifications and receives the campaign', () => {
  // The whole browser: Chromium's headless shell has no push service, so its toggle never turns on (chromium.ts).
  const e2e = useE2E({ launch: chromiumLaunchOptions });

  it('subscribes from the guest page, gets the campaign through the push service stand-in, shows it, and turns off', async () => {
    const product = e2e.product();
    const hotel = newHotel('Push Lagoon Resort');
    // Daytime in the hotel's zone: quiet hours (22:00-08:00) would hold the campaign until morning.
    const credentials = await signupViaApi(product.api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: daytimeZone() } } as never);
    const token = (await login(product.api, credentials)).auth_token.token;
    const domain = hotel.domain;

    const guest = product.webPush.subscribe();
    const person = await e2e.newPerson();
    const { page, context } = person;
    await context.grantPermissions(['notifications'], { origin: product.url });
    await standInPushManager(page, { endpoint: guest.endpoint, keys: guest.keys });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(guestAppPath(domain));

    const toggle = page.getByRole('switch', { name: GUEST_PUSH_TEXT.en.title });
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('false');
    await expect.poll(() => toggle.isEnabled(), POLL).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('true');
    await page.getByText(GUEST_PUSH_TEXT.en.state.on, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    // Subscribed with the server's VAPID key (GET app/push-key).
    expect(await page.evaluate(() => (window as unknown as { __push: { key: string } }).__push.key)).toBe(product.vapid.publicKey);

    // The manager sends the evening's campaign to everyone with the app.
    const campaign = await product.api.ok<{ id: number }>('POST', 'guests/campaigns', { token, body: { name: TITLE, description: BODY, audience: { kind: 'everyone' } } });
    await expect.poll(() => product.webPush.delivered.filter((m) => m.subscriptionId === guest.id).length, { timeout: 30_000, interval: 200 }).toBe(1);
    expect(product.webPush.rejected).toEqual([]);
    const [received] = product.webPush.delivered.filter((m) => m.subscriptionId === guest.id);
    expect(received!.payload).toMatchObject({ title: TITLE, body: BODY, data: { campaign_id: campaign.id, url: guestAppPath(domain) } });
    expect(received!.vapid.sub).toMatch(/^mailto:/);
    expect(received!.vapid.aud).toBe(product.webPush.origin);

    // The push service hands the message to the browser: the guest app's own service worker shows it.
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistration(cdp, `${product.url}/p/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: product.url, registrationId, data: JSON.stringify(received!.payload) });
    await expect.poll(() => shownNotifications(page), POLL).toEqual([
      {
        title: TITLE,
        body: BODY,
        tag: received!.payload.data.delivery_key,
        icon: `${product.url}${guestAppPath(domain)}/icon-192.png`,
        data: { url: `${product.url}${guestAppPath(domain)}` },
      },
    ]);

    // Off: the device is unregistered, the subscription ended, and the next campaign reaches nobody.
    await toggle.click();
    await page.getByText(GUEST_PUSH_TEXT.en.state.off, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await page.evaluate(() => (window as unknown as { __push: { unsubscribed: number } }).__push.unsubscribed)).toBe(1);
    const count = await product.api.ok<{ recipients: number }>('POST', 'guests/campaigns/audience-count', { token, body: { audience: { kind: 'everyone' } } });
    expect(count.recipients).toBe(0);
    await person.close();
  });
});

/** A zone where it is day now (quiet hours in the hotel's zone hold campaigns at night). */
function daytimeZone(): string {
  const zones = ['Indian/Maldives', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo', 'Pacific/Auckland'];
  const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  return zones.find((zone) => hourIn(zone) >= 9 && hourIn(zone) <= 20)!;
}
