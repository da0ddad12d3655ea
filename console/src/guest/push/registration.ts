/**
 * What the guest app's page (index.ts) and its service worker (worker.ts) share: the calls to the server
 * (GET app/push-key, POST and DELETE app/devices) and the record of what was registered, kept in Cache Storage
 * (GUEST_PUSH_STORE), the one store both can read. The worker's scope is every property's guest app (/p), so
 * one browser subscription serves every property the guest turned notifications on in: one record each.
 */
import {
  GUEST_PUSH_API,
  GUEST_PUSH_STORE,
  webPushDeviceBody,
  webPushRemoveBody,
  type PushKey,
  type PushSubscriptionLike,
  type WebPushDeviceBody,
} from '@atoll/contract/guestPush';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** The server's VAPID public key; null when it sends no Web Push. Throws when the server cannot be reached. */
export async function fetchPushKey(request: typeof fetch): Promise<string | null> {
  const res = await request(GUEST_PUSH_API.pushKey, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET app/push-key answered ${res.status}`);
  const { data } = (await res.json()) as { data: PushKey };
  return data.public_key;
}

/** POST app/devices; throws unless the server registered it (200 or 201). */
export async function registerSubscription(request: typeof fetch, body: WebPushDeviceBody): Promise<void> {
  const res = await request(GUEST_PUSH_API.devices, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST app/devices answered ${res.status}`);
}

/** DELETE app/devices {company, token: endpoint}; throws unless the server answered 2xx. */
export async function unregisterSubscription(request: typeof fetch, company: string, endpoint: string): Promise<void> {
  const res = await request(GUEST_PUSH_API.devices, { method: 'DELETE', headers: JSON_HEADERS, body: JSON.stringify(webPushRemoveBody(company, endpoint)) });
  if (!res.ok) throw new Error(`DELETE app/devices answered ${res.status}`);
}

/** The body to register a subscription with for a property, in a language. */
export const deviceBody = (domain: string, language: string, subscription: { toJSON(): PushSubscriptionLike }) =>
  webPushDeviceBody(domain, language, subscription.toJSON());

/** Whether two registrations are the same (nothing to send again). */
export const sameRegistration = (a: WebPushDeviceBody | null, b: WebPushDeviceBody) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/** The stored registrations, in Cache Storage. */
export interface RegistrationStore {
  read(domain: string): Promise<WebPushDeviceBody | null>;
  write(body: WebPushDeviceBody): Promise<void>;
  remove(domain: string): Promise<void>;
  /** Every property's record (the worker re-registers them all). */
  all(): Promise<WebPushDeviceBody[]>;
}

export function registrationStore(storage: CacheStorage): RegistrationStore {
  const open = () => storage.open(GUEST_PUSH_STORE.cache);
  const parse = async (res: Response | undefined): Promise<WebPushDeviceBody | null> => {
    if (!res) return null;
    try {
      const body = (await res.json()) as WebPushDeviceBody;
      return typeof body?.company === 'string' && typeof body.subscription?.endpoint === 'string' ? body : null;
    } catch {
      return null;
    }
  };
  return {
    async read(domain) {
      return parse(await (await open()).match(GUEST_PUSH_STORE.record(domain)));
    },
    async write(body) {
      const response = new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      await (await open()).put(GUEST_PUSH_STORE.record(body.company), response);
    },
    async remove(domain) {
      await (await open()).delete(GUEST_PUSH_STORE.record(domain));
    },
    async all() {
      const cache = await open();
      const records = await Promise.all((await cache.keys()).map(async (key) => parse(await cache.match(key))));
      return records.filter((r): r is WebPushDeviceBody => r !== null);
    },
  };
}

/** A base64url VAPID key as pushManager.subscribe takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (a server whose keys changed needs a new one). */
export function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return true;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}
