/**
 * The guest app's service worker (issue 21), served at GUEST_SERVICE_WORKER_PATH and controlling the pages under
 * GUEST_APP_PATH: a guest who opened the app once can open it again without a connection and find the last content.
 * - Navigations under /p/: network first (a new build or content arrives as soon as the server answers), else the
 *   kept page of that property (guest.html, the same for every path of a property).
 * - The guest build's hashed files (/assets/guest-*): cache first; the ones the kept pages name are kept, the rest pruned.
 * - The guest API's reads (GET /api/v1/guest-app/{domain}[/facilities/{id}]): network first through the browser's
 *   HTTP cache (max-age, then ETag revalidation), the last answer kept per URL; offline (or the network silent for
 *   NETWORK_TIMEOUT_MS) the kept one, marked with KEPT_HEADER. The session calls (no-store) go by untouched.
 * - Images on this origin: network first, the last KEPT_IMAGES_MAX kept for offline.
 * - A property's manifest and icons: network first, kept.
 * - Web Push: console/src/guest/push/worker.ts adds its listeners (campaigns shown as notifications).
 * Built on its own into one classic script (console/vite.config.ts, mode guest).
 */
import { API_BASE } from '@atoll/contract/api';
import { GUEST_APP_PATH } from '@atoll/contract/guestWebApp';
import { keepExactly } from '../../workers/keepExactly';
import { handlePush, type PushWorkerScope } from '../push/worker';
import { GUEST_CACHES, KEEP_MESSAGE, KEPT_HEADER, KEPT_IMAGES_MAX, NETWORK_TIMEOUT_MS, type KeepMessage } from './offline';

// The worker's own types (the program's lib is the DOM's; lib.webworker cannot join it).
interface SwExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface SwFetchEvent extends SwExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SwMessageEvent extends SwExtendableEvent {
  readonly data: unknown;
}
interface SwScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: SwMessageEvent) => void): void;
}
const sw = self as unknown as SwScope;

const { pages: PAGES, assets: ASSETS, data: DATA, images: IMAGES } = GUEST_CACHES;
const PAGE_PREFIX = `${GUEST_APP_PATH}/`;
/** `vite build --mode guest` names the page's files guest-<hash>.js / .css, and its lazy chunks too. */
const GUEST_ASSET = /^\/assets\/[^/]+$/;
const GUEST_API = new RegExp(`^${API_BASE}/guest-app/[^/]+(/facilities/\\d+)?$`);
/** A property's manifest and icons, under its pages' path. */
const PROPERTY_FILE = new RegExp(`^${GUEST_APP_PATH}/[^/]+/(manifest\\.webmanifest|icon-\\d+\\.png)$`);

sw.addEventListener('install', (event) => {
  // A new worker takes over at once: it serves the same kinds of request, and the page never waits for it.
  event.waitUntil(sw.skipWaiting());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set<string>(Object.values(GUEST_CACHES));
      await Promise.all((await caches.keys()).filter((name) => name.startsWith('atoll-guest-') && !keep.has(name)).map((name) => caches.delete(name)));
      await sw.clients.claim();
    })(),
  );
});

handlePush(self as unknown as PushWorkerScope);

const sameOrigin = (url: URL) => url.origin === sw.location.origin;

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(PAGE_PREFIX)) event.respondWith(page(request, url, event));
  else if (PROPERTY_FILE.test(url.pathname)) event.respondWith(networkFirst(DATA, request, event));
  else if (GUEST_API.test(url.pathname)) event.respondWith(networkFirst(DATA, request, event, true));
  else if (GUEST_ASSET.test(url.pathname)) event.respondWith(cacheFirst(request));
  else if (request.destination === 'image') event.respondWith(image(request, event));
});

sw.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepMessage> | null;
  if (message?.type !== KEEP_MESSAGE) return;
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string') : []);
  event.waitUntil(keep(typeof message.page === 'string' ? message.page : null, strings(message.data), strings(message.images)).catch(() => undefined));
});

/** Keeps what a page read before this worker controlled it (what it has already is left as it is). */
async function keep(pageUrl: string | null, data: string[], images: string[]): Promise<void> {
  const fetchInto = async (name: string, urls: string[], mark: boolean) => {
    const cache = await caches.open(name);
    for (const href of urls) {
      const url = new URL(href, sw.location.origin);
      if (!sameOrigin(url) || (await cache.match(url.href))) continue;
      try {
        const response = await fetch(url.href);
        if (!response.ok) continue;
        const headers = new Headers(response.headers);
        if (mark) headers.set(KEPT_HEADER, new Date().toUTCString());
        await cache.put(url.href, new Response(await response.blob(), { status: response.status, headers }));
      } catch {
        // Offline: kept with the next visit.
      }
    }
  };
  if (pageUrl) {
    const url = new URL(pageUrl, sw.location.origin);
    if (sameOrigin(url) && url.pathname.startsWith(PAGE_PREFIX) && !(await (await caches.open(PAGES)).match(pageKey(url)))) {
      try {
        const response = await fetch(url.href);
        if (response.ok) await storePage(pageKey(url), response);
      } catch {
        // Offline: kept with the next visit.
      }
    }
  }
  await fetchInto(DATA, data.filter((href) => GUEST_API.test(new URL(href, sw.location.origin).pathname)), true);
  await fetchInto(IMAGES, images.slice(0, KEPT_IMAGES_MAX), false);
}

/** The key a property's page is kept under: one page per property, whatever the path. */
const pageKey = (url: URL) => `${sw.location.origin}${PAGE_PREFIX}${url.pathname.slice(PAGE_PREFIX.length).split('/')[0]}/`;

/** Network first; the kept page of the property when the server cannot be reached. */
async function page(request: Request, url: URL, event: SwExtendableEvent): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(storePage(pageKey(url), response.clone()));
    return response;
  } catch {
    const pages = await caches.open(PAGES);
    return (await pages.match(pageKey(url))) ?? Response.error();
  }
}

/** Keeps a property's page and the build files it names (fetched ahead); files no kept page names are dropped. */
async function storePage(key: string, response: Response): Promise<void> {
  const pages = await caches.open(PAGES);
  await pages.put(key, response);
  const named = new Set<string>();
  for (const kept of await pages.keys()) {
    const html = await (await pages.match(kept))!.text();
    for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) named.add(new URL(m[1]!, sw.location.origin).href);
  }
  await keepExactly(ASSETS, named);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * The network's answer (through the HTTP cache: within max-age it is the browser's copy, then a 304 by ETag), kept;
 * the kept one, marked with when it was fetched, when the network fails or is silent too long.
 */
async function networkFirst(name: string, request: Request, event: SwExtendableEvent, mark = false): Promise<Response> {
  const cache = await caches.open(name);
  const kept = await cache.match(request);
  const network = fetch(request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          const headers = new Headers(copy.headers);
          headers.set(KEPT_HEADER, new Date().toUTCString());
          await cache.put(request, new Response(await copy.blob(), { status: copy.status, headers }));
        })(),
      );
    }
    return response;
  });
  const fallback = (response: Response | undefined) => (response ? (mark ? response : stripMark(response)) : undefined);
  if (!kept) return network;
  // When the kept answer is used, a late failure of the network is expected: not an unhandled rejection.
  network.catch(() => undefined);
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), NETWORK_TIMEOUT_MS));
  try {
    const first = await Promise.race([network, timeout]);
    if (first && first.status < 500) return first;
  } catch {
    // Offline: the kept answer.
  }
  return fallback(kept)!;
}

function stripMark(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete(KEPT_HEADER);
  return new Response(response.body, { status: response.status, headers });
}

/** Network first (an image's file id changes with its content), the kept copy offline; the oldest dropped past the limit. */
async function image(request: Request, event: SwExtendableEvent): Promise<Response> {
  const cache = await caches.open(IMAGES);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          await cache.delete(request);
          await cache.put(request, copy);
          const keys = await cache.keys();
          await Promise.all(keys.slice(0, Math.max(0, keys.length - KEPT_IMAGES_MAX)).map((key) => cache.delete(key)));
        })(),
      );
    }
    return response;
  } catch {
    return (await cache.match(request)) ?? Response.error();
  }
}
