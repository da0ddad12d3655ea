/**
 * tv.html's entry (issue 20): the display page of the TV whose link is /tv/<token>. Its own lean build
 * (`vite build --mode tv`, like the login page, ADR 0012): plain TypeScript and the DOM, no React, its
 * JavaScript budget checked by scripts/check-bundle-budget.mjs.
 */
import './tv.css';
import { startTvDisplay, type WakeLockLike } from './display';

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
});
window.addEventListener('resize', () => display.resize());
