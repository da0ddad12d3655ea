/**
 * The TV page's service worker (issue 20), served at TV_SERVICE_WORKER_PATH and controlling the pages under
 * TV_DISPLAY_PATH: when the network drops, a reload still finds the page, its files and its pictures; the page
 * itself keeps the last good manifest (localStorage) and says 'Last updated HH:MM'.
 * - Navigations under /tv/: network first (a new build arrives as soon as the server answers), else the kept page.
 * - The TV build's hashed files (/assets/tv-*): cache first; the ones the kept page names are kept, the rest pruned.
 * - Images: cache first from the images the page posted (IMAGES_MESSAGE, the newest manifest's): they are
 *   fetched ahead, and every other image is dropped, so the cache holds one manifest's pictures, not weeks of them.
 * - Anything else (the manifest, the stream, the heartbeat, the build check) is never answered from here.
 * Built on its own into one classic script (console/vite.config.ts, mode tv), so it imports nothing the page's
 * chunks would share.
 */
import { TV_DISPLAY_PATH } from '@atoll/contract/tvsScreen';
import { IMAGES_MESSAGE, TV_CACHES, type ImagesMessage } from './offline';
import { keepExactly } from '../workers/keepExactly';

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
  readonly source: { readonly url: string } | null;
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

const { pages: PAGES, assets: ASSETS, images: IMAGES } = TV_CACHES;
const PAGE_PREFIX = `${TV_DISPLAY_PATH}/`;
/** `vite build --mode tv` names the page's files tv-<hash>.js / .css (and its CSS could name fonts or images). */
const TV_ASSET = /^\/assets\/tv-[^/]+$/;

sw.addEventListener('install', (event) => {
  // A new worker takes over at once: it serves the same kinds of request, and the page never waits for it.
  event.waitUntil(sw.skipWaiting());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set<string>(Object.values(TV_CACHES));
      await Promise.all((await caches.keys()).filter((name) => !keep.has(name)).map((name) => caches.delete(name)));
      // The page that registered this worker is controlled from now on, without a reload.
      await sw.clients.claim();
    })(),
  );
});

const sameOrigin = (url: URL) => url.origin === sw.location.origin;

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(PAGE_PREFIX)) event.respondWith(page(request, event));
  else if (TV_ASSET.test(url.pathname)) event.respondWith(cacheFirst(ASSETS, request));
  // Only what an <img> asks for: the manifest, the stream and the heartbeat are fetch() calls and go by.
  else if (request.destination === 'image') event.respondWith(image(request));
});

sw.addEventListener('message', (event) => {
  const message = event.data as Partial<ImagesMessage> | null;
  if (message?.type !== IMAGES_MESSAGE || !Array.isArray(message.urls)) return;
  const urls = message.urls.filter((url): url is string => typeof url === 'string');
  const client = event.source?.url ? new URL(event.source.url) : null;
  event.waitUntil(Promise.all([keepImages(urls), client && client.pathname.startsWith(PAGE_PREFIX) ? keepPage(client.href) : null]));
});

/** Network first; the kept page (the same tv.html for every token) when the server cannot be reached. */
async function page(request: Request, event: SwExtendableEvent): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(storePage(request.url, response.clone()));
    return response;
  } catch {
    const pages = await caches.open(PAGES);
    const kept = (await pages.match(request)) ?? (await pages.match((await pages.keys())[0] ?? request));
    return kept ?? Response.error();
  }
}

/** Keeps `url`'s page if it is not kept yet: the first visit's loaded before this worker controlled it. */
async function keepPage(url: string): Promise<void> {
  const pages = await caches.open(PAGES);
  if (await pages.match(url)) return;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) await storePage(url, response);
  } catch {
    // Offline: the next message tries again.
  }
}

/** One page is kept (a TV shows one link); the files it names are fetched and every other file is dropped. */
async function storePage(url: string, response: Response): Promise<void> {
  const html = await response.clone().text();
  const pages = await caches.open(PAGES);
  await Promise.all((await pages.keys()).filter((kept) => kept.url !== url).map((kept) => pages.delete(kept)));
  await pages.put(url, response);
  const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => new URL(m[1]!, sw.location.origin).href));
  await keepExactly(ASSETS, named);
}

/** The images of the newest manifest: fetched ahead; every other one dropped. */
async function keepImages(urls: string[]): Promise<void> {
  const wanted = new Set(urls.map((url) => new URL(url, sw.location.origin)).filter(sameOrigin).map((url) => url.href));
  await keepExactly(IMAGES, wanted);
}


async function cacheFirst(name: string, request: Request): Promise<Response> {
  const cache = await caches.open(name);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** From the cache when kept (only the current manifest's are); otherwise from the network, as without a worker. */
async function image(request: Request): Promise<Response> {
  const kept = await (await caches.open(IMAGES)).match(request);
  return kept ?? fetch(request);
}
