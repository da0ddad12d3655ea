/**
 * tv.html's entry (issue 20): the display page of the TV whose link is /tv/<token>. Its own lean build
 * (`vite build --mode tv`, like the login page, ADR 0012): plain TypeScript and the DOM, no React, its
 * JavaScript budget checked by scripts/check-bundle-budget.mjs.
 */
import './tv.css';
import { TV_DISPLAY_PATH, TV_SERVICE_WORKER_PATH } from '@atoll/contract/tvsScreen';
import { startTvDisplay, type WakeLockLike } from './display';
import { IMAGES_MESSAGE, type ImagesMessage } from './offline';

const root = document.getElementById('tv')!;
const token = decodeURIComponent(location.pathname.replace(/^\/tv\/?/, '').split('/')[0] ?? '');
/** This build's entry script, e.g. /assets/tv-Bx1c9.js: its name is the version, and tv.html naming another one is a new build. */
const script = new URL(import.meta.url).pathname;

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // Storage disabled: the page plays from memory only.
}

/**
 * The service worker (sw.ts) keeps the page, its files and the manifest's images for a reload offline. Not in
 * development, where Vite serves no tv-sw.js.
 */
const worker: Promise<ServiceWorkerRegistration | null> =
  import.meta.env.PROD && 'serviceWorker' in navigator
    ? navigator.serviceWorker
        .register(TV_SERVICE_WORKER_PATH, { scope: `${TV_DISPLAY_PATH}/` })
        .then(() => navigator.serviceWorker.ready)
        .catch(() => null)
    : Promise.resolve(null);

const display = startTvDisplay({
  root,
  token,
  fetch: (input, init) => window.fetch(input, init),
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  storage,
  version: script.split('/').pop()!.replace(/\.[jt]s$/, ''),
  build: { script, page: location.pathname },
  reload: () => location.reload(),
  viewport: () => ({ width: window.innerWidth, height: window.innerHeight, pixelRatio: window.devicePixelRatio || 1 }),
  wakeLock: 'wakeLock' in navigator ? (navigator.wakeLock as WakeLockLike) : null,
  document,
  eventSource: 'EventSource' in window ? (url) => new EventSource(url) : undefined,
  cacheImages: (urls) =>
    void worker.then((registration) => registration?.active?.postMessage({ type: IMAGES_MESSAGE, urls } satisfies ImagesMessage)),
});
window.addEventListener('resize', () => display.resize());
