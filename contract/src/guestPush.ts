/**
 * Web Push in the guest web app (issue 21): the words of its Notifications switch, the public key call, the
 * device body it registers with (POST app/devices, contract/src/campaigns.ts deviceSchema) and where the page
 * leaves that registration for its service worker. No yup here: the guest app's entry imports this module
 * alone (`@atoll/contract/guestPush`), within its 80 KB budget.
 *
 * The flow (console/src/guest/push, docs/guest-push.md): the guest turns the switch on → the browser asks for
 * permission (only on that click) → pushManager.subscribe with the server's VAPID public key
 * (GET app/push-key) → POST app/devices with webPushDeviceBody → a campaign's message arrives at the service
 * worker, which shows it. Turning it off unsubscribes and DELETEs app/devices {company, token: endpoint}.
 */
import { API_BASE } from './api';
import { GUEST_APP_PATH, guestAppPath } from './guestWebApp';

/** GET app/push-key (public, no parameters) → { data: PushKey }. */
export interface PushKey {
  /**
   * The server's VAPID public key (base64url, an uncompressed P-256 point) that pushManager.subscribe takes as
   * applicationServerKey; null when the server sends no Web Push (no VAPID_* configured, or the mocks).
   */
  public_key: string | null;
}

/** The calls the guest app makes, under API_BASE. */
export const GUEST_PUSH_API = {
  pushKey: `${API_BASE}/app/push-key`,
  devices: `${API_BASE}/app/devices`,
} as const;

/** How long browsers and proxies may keep GET app/push-key's answer (it changes only with the server's VAPID keys). */
export const PUSH_KEY_MAX_AGE_SECONDS = 3600;

/** What a browser's PushSubscription.toJSON() gives (the parts we read). */
export interface PushSubscriptionLike {
  endpoint?: string | null;
  keys?: Record<string, string> | null;
}

/** POST app/devices's body for a browser's subscription: the Web Push shape deviceSchema expects. */
export function webPushDeviceBody(company: string, language: string, subscription: PushSubscriptionLike) {
  return {
    company,
    platform: 'web' as const,
    language,
    subscription: { endpoint: subscription.endpoint ?? '', keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' } },
  };
}
export type WebPushDeviceBody = ReturnType<typeof webPushDeviceBody>;

/** DELETE app/devices's body: a browser's token is its subscription's endpoint. */
export const webPushRemoveBody = (company: string, endpoint: string) => ({ company, token: endpoint });

/**
 * The page leaves the body it registered in Cache Storage (the one store a page and its service worker share):
 * the page re-registers only when its subscription changed, and the worker, on pushsubscriptionchange,
 * re-registers the new subscription with the same company and language.
 */
export const GUEST_PUSH_STORE = {
  /**
   * Not 'atoll-guest-…': the guest app's worker deletes its own caches of that prefix it no longer names when a new
   * build activates (console/src/guest/app/sw.ts); these records must outlive every build.
   */
  cache: 'atoll-push-registrations-v1',
  /** The record's key (a same-origin URL path) for a property's guest app. */
  record: (domain: string) => `${guestAppPath(domain)}/push-registration`,
} as const;

/** The property's domain of a guest app URL (`/p/{domain}…`, GUEST_APP_PATH); null for another path. */
export function guestAppDomainOf(url: string): string | null {
  const { pathname } = new URL(url, 'https://guest.invalid');
  if (!pathname.startsWith(`${GUEST_APP_PATH}/`)) return null;
  const segment = pathname.slice(GUEST_APP_PATH.length + 1).split('/')[0];
  return segment ? decodeURIComponent(segment) : null;
}

/** The data a campaign's Web Push message carries (server/src/services/delivery/worker.ts), as the worker reads it. */
export interface GuestPushMessage {
  title: string;
  body: string;
  /** An icon URL, when a message names one (the worker's default otherwise). */
  icon?: string;
  /** `url`: the sending property's guest app (guestAppPath), which a tap opens. */
  data?: { campaign_id?: number; delivery_key?: string; url?: string; test?: boolean; [key: string]: unknown };
}

/** The switch's states (console/src/guest/push/index.ts). */
export const GUEST_PUSH_STATES = ['checking', 'unsupported', 'install', 'unavailable', 'blocked', 'off', 'busy', 'on'] as const;
export type GuestPushState = (typeof GUEST_PUSH_STATES)[number];

/** Ours (the spec has no words for the guest app's notifications); 'en' is every language's fallback. */
export const GUEST_PUSH_TEXT = {
  en: {
    title: 'Notifications',
    hint: 'Offers and news from the hotel on this device',
    state: {
      checking: 'Checking…',
      unsupported: 'This browser cannot show notifications',
      install: 'On iPhone and iPad, add this app to your Home Screen first (Share, then Add to Home Screen), then open it from there',
      unavailable: 'This property does not send notifications yet',
      blocked: "Blocked in the browser's settings: allow notifications for this site there, then come back",
      off: 'Off',
      busy: 'One moment…',
      on: 'On',
    } satisfies Record<GuestPushState, string>,
    /** The permission prompt was closed without an answer. */
    dismissed: 'Notifications stay off: the browser did not get an answer',
    failed: 'Could not change notifications. Check the connection and try again',
    /** Shown for a message the worker cannot read (a push must always show something). */
    fallbackTitle: 'New message',
  },
} as const;
export type GuestPushTexts = (typeof GUEST_PUSH_TEXT)['en'];

/** The texts in a language, 'en' when there are none in it. */
export function guestPushText(language: string): GuestPushTexts {
  return (GUEST_PUSH_TEXT as Record<string, GuestPushTexts>)[language] ?? GUEST_PUSH_TEXT.en;
}
