/**
 * Stand-ins for the browser's push machinery in the guest push tests (push.test.ts, worker.test.ts): a real
 * subscribe needs a push service, which a headless browser has none of. A subscription here has the shape
 * PushSubscription.toJSON() gives; the fake server answers GET app/push-key and POST/DELETE app/devices and
 * keeps every request with its parsed body.
 */
import { GUEST_PUSH_API } from '@atoll/contract/guestPush';

/** A VAPID public key (an uncompressed P-256 point, base64url) as GET app/push-key answers. */
export const PUSH_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  unsubscribe(): Promise<boolean>;
  unsubscribed: boolean;
}

let made = 0;
export function fakeSubscription(key: Uint8Array | null = null, label = `s${(made += 1)}`): FakeSubscription {
  const sub: FakeSubscription = {
    endpoint: `https://push.example.test/send/${label}`,
    options: { applicationServerKey: key ? (key.slice().buffer as ArrayBuffer) : null, userVisibleOnly: true },
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: `p256dh-${label}`, auth: `auth-${label}` } }),
    unsubscribed: false,
    async unsubscribe() {
      sub.unsubscribed = true;
      manager.current = manager.current === sub ? null : manager.current;
      return true;
    },
  };
  return sub;
}

/** PushManager: getSubscription answers the current one; subscribe makes one (or answers the current). */
export interface FakePushManager {
  current: FakeSubscription | null;
  subscribeCalls: PushSubscriptionOptionsInit[];
  getSubscription(): Promise<FakeSubscription | null>;
  subscribe(options: PushSubscriptionOptionsInit): Promise<FakeSubscription>;
}

// The one manager of the page's fake registration (a subscription's unsubscribe clears it).
let manager: FakePushManager;

export function fakePushManager(current: FakeSubscription | null = null): FakePushManager {
  manager = {
    current,
    subscribeCalls: [],
    async getSubscription() {
      return manager.current;
    },
    async subscribe(options) {
      manager.subscribeCalls.push(options);
      manager.current ??= fakeSubscription(options.applicationServerKey as Uint8Array);
      return manager.current;
    },
  };
  return manager;
}

export function fakeRegistration(pushManager: FakePushManager, scope = 'https://guest.test/p') {
  return { scope, pushManager } as unknown as ServiceWorkerRegistration & { pushManager: FakePushManager };
}

/** Notification's static side: the permission and the prompt (answering `answer`). */
export function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const fake = {
    permission,
    prompts: 0,
    async requestPermission() {
      fake.prompts += 1;
      fake.permission = answer;
      return answer;
    },
  };
  return fake;
}

export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

/** The server's push calls: a key (or none), and the devices' answers (201 unless told). */
export function fakeServer(options: { key?: string | null; devicesStatus?: number } = {}) {
  const server = {
    key: options.key === undefined ? PUSH_KEY : options.key,
    devicesStatus: options.devicesStatus ?? 201,
    requests: [] as SeenRequest[],
    /** Only the app/devices calls. */
    devices: () => server.requests.filter((r) => r.url === GUEST_PUSH_API.devices),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      server.requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (status: number, data: unknown) => new Response(JSON.stringify({ data }), { status, headers: { 'Content-Type': 'application/json' } });
      if (url === GUEST_PUSH_API.pushKey && method === 'GET') return json(200, { public_key: server.key });
      if (url === GUEST_PUSH_API.devices && method === 'POST') {
        return server.devicesStatus < 300 ? json(server.devicesStatus, { id: 1, platform: 'web', provider: 'webpush', language: 'en', linked_to_stay: false, linked_to_user: false }) : json(server.devicesStatus, null);
      }
      if (url === GUEST_PUSH_API.devices && method === 'DELETE') return json(200, null);
      return json(404, null);
    }) as typeof fetch,
  };
  return server;
}
