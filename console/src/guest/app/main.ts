/**
 * guest.html's entry (issue 21): the guest web app at /p/{domain}, what the Home QR code opens. Its own lean build
 * (`vite build --mode guest`, like the TV page): plain TypeScript and the DOM, no React; its JavaScript and its
 * service worker are held to 80 KB gzip by scripts/check-bundle-budget.mjs.
 */
import './guest.css';
import { GUEST_APP_PATH, GUEST_SERVICE_WORKER_PATH } from '@atoll/contract/guestWebApp';
import { guestRenderCss } from '../render';
import { startGuestApp, type BookingsModule, type GuestAppHandle, type Navigation, type PushModule } from './app';
import { KEEP_MESSAGE, type KeepMessage } from './offline';
import { domainOf } from './routes';

// The renderer's stylesheet, without an inline <style> (the page's CSP allows styles from this origin and the CSSOM).
const sheet = new CSSStyleSheet();
sheet.replaceSync(guestRenderCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // Storage disabled: nothing is remembered between visits.
}

/** The service worker (sw.ts) keeps the page, its files and the last payload for use offline. Not in development. */
const registration: Promise<ServiceWorkerRegistration | null> =
  import.meta.env.PROD && 'serviceWorker' in navigator
    ? navigator.serviceWorker.register(GUEST_SERVICE_WORKER_PATH, { scope: `${GUEST_APP_PATH}/` }).catch(() => null)
    : Promise.resolve(null);

const navigation: Navigation = {
  current: () => ({ pathname: location.pathname, hash: location.hash, state: history.state as unknown }),
  push: (url, state = null) => history.pushState(state, '', url),
  replace: (url, state = null) => history.replaceState(state, '', url),
  back: () => history.back(),
  onPop: (listener) => window.addEventListener('popstate', listener),
};

// Modules other parts of issue 21 add: Book (bookings) and Notifications (push), each loaded when first needed.
const bookings = import.meta.glob<BookingsModule>('../bookings/index.ts');
const push = import.meta.glob<PushModule>('../push/index.ts');

const domain = domainOf(location.pathname) ?? '';
const handle: GuestAppHandle = startGuestApp({
  root: document.getElementById('guest')!,
  domain,
  fetch: (input, init) => window.fetch(input, init),
  storage,
  languages: navigator.languages?.length ? navigator.languages : [navigator.language],
  now: () => Date.now(),
  navigation,
  open: (url, newTab) => {
    if (newTab) window.open(url, '_blank', 'noopener');
    else location.href = url;
  },
  document,
  registration: registration.then((r) => (r ? navigator.serviceWorker.ready : null)),
  keep: (page, data, images) =>
    void registration
      .then((r) => (r ? navigator.serviceWorker.ready : null))
      .then((ready) => ready?.active?.postMessage({ type: KEEP_MESSAGE, page, data, images } satisfies KeepMessage)),
  loadBookings: bookings['../bookings/index.ts'],
  loadPush: push['../push/index.ts'],
});
// The e2e walk and the benchmark (scripts/bench-guest-app.mjs) wait for the first page to be drawn, and time it.
void handle.ready().then(() => {
  performance.mark('guest-ready');
  document.documentElement.setAttribute('data-guest-ready', '');
});
