/**
 * The guest app service worker's part in Web Push (issue 21): the guest app's worker calls
 * `handlePush(self as unknown as PushWorkerScope)` once, at its top level.
 * - push: shows the campaign (title, body, icon, the property's guest app to open); a message it cannot read
 *   still shows a notification (the browser requires one for every push: userVisibleOnly);
 * - notificationclick: focuses a window of that property's guest app, or opens one at the message's url;
 * - pushsubscriptionchange: the browser replaced the subscription: subscribe again if it did not, and register
 *   the new one for every property the guest turned notifications on in (their records, registration.ts),
 *   forgetting the old endpoint.
 */
import { guestAppPath, guestIconFile } from '@atoll/contract/guestWebApp';
import { GUEST_PUSH_TEXT, guestAppDomainOf, type GuestPushMessage } from '@atoll/contract/guestPush';
import { deviceBody, fetchPushKey, keyBytes, registerSubscription, registrationStore, unregisterSubscription } from './registration';

// The worker's own types (the program's lib is the DOM's; lib.webworker cannot join it).
interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}
export interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown; text(): string } | null;
}
export interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void };
}
export interface SubscriptionChangeEventLike extends ExtendableEventLike {
  readonly oldSubscription?: PushSubscription | null;
  readonly newSubscription?: PushSubscription | null;
}
export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
}
/** The parts of ServiceWorkerGlobalScope this module uses. */
export interface PushWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: Pick<ServiceWorkerRegistration, 'scope' | 'pushManager' | 'showNotification'>;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  readonly caches: CacheStorage;
  fetch: typeof fetch;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeEventLike) => void): void;
}

/** The notification's data: where a tap goes. */
export interface GuestNotificationData {
  url: string;
}

const text = GUEST_PUSH_TEXT.en;
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The message, or null when the push carried nothing readable. */
function read(event: PushEventLike): Partial<GuestPushMessage> | null {
  try {
    const message = event.data?.json();
    return message && typeof message === 'object' ? (message as Partial<GuestPushMessage>) : null;
  } catch {
    return null;
  }
}

/** What a notification shows, from a message as the server sends it (server/src/services/delivery/worker.ts). */
export function notificationOf(message: Partial<GuestPushMessage> | null, scope: PushWorkerScope): { title: string; options: NotificationOptions } {
  const origin = scope.location.origin;
  // Only a page of this origin: a message never sends a guest elsewhere.
  const wanted = isText(message?.data?.url) ? new URL(message.data.url, origin) : null;
  const url = wanted && wanted.origin === origin ? wanted.href : scope.registration.scope;
  // The property's install icon (drawn in its colour) unless the message names one.
  const domain = guestAppDomainOf(url);
  const icon = isText(message?.icon) ? message.icon : domain ? new URL(`${guestAppPath(domain)}/${guestIconFile(192)}`, origin).href : undefined;
  const key = message?.data?.delivery_key;
  return {
    title: isText(message?.title) ? message.title : text.fallbackTitle,
    options: {
      body: typeof message?.body === 'string' ? message.body : '',
      ...(icon ? { icon } : {}),
      dir: 'auto',
      // A second copy of the same message (a resend) replaces the first instead of showing twice.
      ...(isText(key) ? { tag: key } : {}),
      data: { url } satisfies GuestNotificationData,
    },
  };
}

/** Adds the worker's push, notificationclick and pushsubscriptionchange listeners. */
export function handlePush(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const { title, options } = notificationOf(read(event), scope);
    event.waitUntil(scope.registration.showNotification(title, options));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as Partial<GuestNotificationData> | null;
    const target = new URL(isText(data?.url) ? data.url : scope.registration.scope, scope.location.origin);
    event.waitUntil(
      (async () => {
        const app = target.pathname.replace(/\/+$/, '');
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => {
          const path = new URL(w.url).pathname;
          return path === app || path.startsWith(`${app}/`);
        });
        if (open) await open.focus();
        else await scope.clients.openWindow(target.href);
      })(),
    );
  });

  scope.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(resubscribe(scope, event).catch(() => undefined));
  });
}

async function resubscribe(scope: PushWorkerScope, event: SubscriptionChangeEventLike): Promise<void> {
  const store = registrationStore(scope.caches);
  const records = await store.all();
  if (records.length === 0) return;
  const request = scope.fetch.bind(scope);
  let sub = event.newSubscription ?? (await scope.registration.pushManager.getSubscription());
  if (!sub) {
    const used = event.oldSubscription?.options?.applicationServerKey;
    const key = used ?? (await fetchPushKey(request).then((k) => (k ? keyBytes(k) : null)));
    if (!key) return;
    sub = await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  const fresh = sub;
  await Promise.all(
    records.map(async (record) => {
      const body = deviceBody(record.company, record.language, fresh);
      await registerSubscription(request, body);
      await store.write(body);
      const old = record.subscription.endpoint;
      if (old !== body.subscription.endpoint) await unregisterSubscription(request, record.company, old).catch(() => undefined);
    }),
  );
}
