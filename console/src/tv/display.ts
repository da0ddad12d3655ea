/**
 * The TV display page (issue 20): plays the TV's manifest (GET display/tv/{token}/manifest) on a fixed
 * 1920x1080 canvas, for days, without React. Everything the page meets from the outside — fetch, the clock and
 * timers, storage, the viewport, the Wake Lock API, reloading — comes in as TvDeps, so the browser tests
 * drive it with a fake clock and a fake server.
 *
 * - Rotation: each show_on_tv banner, then 'Today' with today's events, then the property's map (mapSlide.ts)
 *   when it has a centre or key places; a fallback slide (the property's name and a clock) when there is
 *   nothing, and 'This display link is no longer valid' after a 404.
 * - Updates: the manifest's stream (server-sent events) says when its hash changes and the manifest is fetched
 *   at once; polling is the fallback, every POLL_MS while the stream is not connected, RELAXED_POLL_MS while it
 *   is. A new `hash` is kept aside and applied between slides. The newest manifest's images go to the service
 *   worker (cacheImages), which prefetches them and keeps them for a reload offline.
 *   The next slide's image (the map's tiles, overlay and icons) is loaded before the slide shows.
 * - Offline: the last good manifest keeps playing, also from localStorage after a reload, with
 *   'Last updated HH:MM' while the server does not answer; it recovers on the next good poll.
 * - Heartbeat every HEARTBEAT_MS; the screen's wake lock is taken and taken again when the page is shown.
 * - A new build (the served tv.html names another script than this one) reloads the page between slides,
 *   at most once per RELOAD_MIN_INTERVAL_MS.
 * - Memory: two slide layers built once and reused; one timer of each kind; stop() clears them all.
 */
import type { Translatable, TvHeartbeatPayload, TvManifest, TvManifestEvent, TvWakeLock } from '@atoll/contract';
import { element } from './dom';
import { createMapSlide, hasMapSlide, mapViewOf, tilesOf } from './mapSlide';
import { CANVAS_HEIGHT, CANVAS_WIDTH, canvasTransform, fitCanvas } from './scale';
import { TV_TEXT } from './text';
import { DEFAULT_LANGUAGE } from '@atoll/contract/constants';
import { stripTags, translationText } from '@atoll/contract/translations';
import { TV_STREAM_EVENT, type TvStreamEvent } from '@atoll/contract/tvsScreen';

/** Not imported from the contract's barrel, so nothing of yup can reach this bundle (API_BASE in contract/src/api.ts). */
const API_BASE = '/api/v1';

export const SLIDE_MS = 10_000;
export const POLL_MS = 30_000;
/** The poll while the stream is connected: only a safety net for an event lost on the way. */
export const RELAXED_POLL_MS = 5 * 60_000;
export const HEARTBEAT_MS = 60_000;
export const BUILD_CHECK_MS = 5 * 60_000;
export const RELOAD_MIN_INTERVAL_MS = 5 * 60_000;
/** How long a request or an image may take before it counts as failed. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const MAX_EVENTS_SHOWN = 8;
export const STORAGE_KEY = 'atoll.tv.manifest';
export const RELOADED_AT_KEY = 'atoll.tv.reloadedAt';

interface WakeLockSentinelLike {
  addEventListener(type: 'release', listener: () => void): void;
}
/** What the page uses of an EventSource (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
/** EventSource.CLOSED: the browser gave the stream up (a 404 or 429 answer) and will not reconnect by itself. */
const STREAM_CLOSED = 2;

export interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export interface TvDeps {
  root: HTMLElement;
  token: string;
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** This build's name, reported in the heartbeat. */
  version: string;
  /** The path of this build's entry script, and of the page that loads it: a page naming another script is a new build. */
  build: { script: string; page: string } | null;
  reload: () => void;
  viewport: () => { width: number; height: number; pixelRatio: number };
  wakeLock: WakeLockLike | null;
  /** Where visibilitychange fires. */
  document: Document;
  /** How long a slide shows and how often the manifest is asked for (default SLIDE_MS, POLL_MS). */
  timing?: { slideMs?: number; pollMs?: number };
  /** Opens the manifest's event stream (main.ts: `new EventSource(url)`); without it the page polls every POLL_MS. */
  eventSource?: (url: string) => EventSourceLike;
  /** Hands the newest manifest's images (imagesOf) to the service worker: prefetched, and its cache pruned to them. */
  cacheImages?: (urls: string[]) => void;
  /** Loads an image into `img` and resolves whether it can be shown (default: src, then decode). */
  loadImage?: (img: HTMLImageElement, url: string) => Promise<boolean>;
}

export type TvSlideKind = 'banner' | 'today' | 'map' | 'fallback' | 'invalid';
export interface TvSlide {
  id: string;
  kind: TvSlideKind;
  title: string;
  image: string | null;
  events: TvManifestEvent[];
}

/** What the page stores between reloads: the last good manifest of this link and when it came. */
interface StoredManifest {
  token: string;
  at: number;
  manifest: TvManifest;
}

/**
 * A translatable text as the TV shows it: in the property's default language (DEFAULT_LANGUAGE, section 9: 'en',
 * always enabled), else the first language that has it — the guest app's rule (translationText) for a guest who
 * asked for no language. The page's own words (text.ts) are English: the product has no translations of its UI.
 */
export const textOf = (list: Translatable | null | undefined): string => translationText(list, DEFAULT_LANGUAGE);

/** The rotation a manifest makes: its banners (those with an image), 'Today' when there are events, else the fallback. */
export function slidesOf(manifest: TvManifest | null, invalid: boolean): TvSlide[] {
  if (invalid) return [{ id: 'invalid', kind: 'invalid', title: TV_TEXT.invalidTitle, image: null, events: [] }];
  const slides: TvSlide[] = [];
  for (const banner of manifest?.banners ?? []) {
    const image = banner.images.find((i) => i.language_code === DEFAULT_LANGUAGE) ?? banner.images[0];
    // A banner's name is an internal label ('guests do not see it', spec section 3): the slide says its description.
    if (image) slides.push({ id: `banner-${banner.id}`, kind: 'banner', title: stripTags(textOf(banner.description)), image: image.url, events: [] });
  }
  if (manifest?.events.length) slides.push({ id: 'today', kind: 'today', title: TV_TEXT.today, image: null, events: manifest.events });
  if (hasMapSlide(manifest?.map)) slides.push({ id: 'map', kind: 'map', title: TV_TEXT.map, image: null, events: [] });
  if (slides.length === 0) slides.push({ id: 'fallback', kind: 'fallback', title: manifest?.property.name ?? TV_TEXT.starting, image: null, events: [] });
  return slides;
}

/**
 * The images a manifest can put on screen, for the service worker to keep for a reload offline: the logo, the
 * banners' pictures the slides use, event covers, the map slide's tiles (the same view and tiles mapSlide.ts draws),
 * its overlay and key places' icons and covers.
 */
export function imagesOf(manifest: TvManifest): string[] {
  const map = manifest.map;
  const urls = [
    manifest.property.logo?.url,
    ...slidesOf(manifest, false).map((slide) => slide.image),
    ...manifest.events.map((event) => event.cover?.url),
    ...(hasMapSlide(map) ? tilesOf(mapViewOf(map), map.tiles.url).map((tile) => tile.url) : []),
    ...(map?.overlay?.images.map((image) => image.url) ?? []),
    ...(map?.places.flatMap((place) => [place.icon_url, place.cover?.url]) ?? []),
  ];
  return [...new Set(urls.filter((url): url is string => !!url))];
}

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const DEFAULT_BRAND = '#0f4c5c';

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textColourOn(hex: string): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#111111' : '#ffffff';
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** HH:MM in the property's time zone (the machine's own when the zone is unknown). */
export function clockText(at: number, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    }
    formatters.set(key, format);
  }
  return format.format(at);
}

/** One of the two slide layers: built once, filled again for every slide. */
interface Layer {
  root: HTMLElement;
  image: HTMLImageElement;
  eyebrow: HTMLElement;
  title: HTMLElement;
  events: HTMLOListElement;
  message: HTMLElement;
}

function buildLayer(parent: HTMLElement): Layer {
  const root = element('section', 'tv-slide', parent);
  root.setAttribute('aria-hidden', 'true');
  const image = element('img', 'tv-slide__image', root);
  image.alt = '';
  const body = element('div', 'tv-slide__body', root);
  return {
    root,
    image,
    eyebrow: element('p', 'tv-slide__eyebrow', body),
    title: element('h1', 'tv-slide__title', body),
    events: element('ol', 'tv-slide__events', body),
    message: element('p', 'tv-slide__message', body),
  };
}

async function defaultLoadImage(img: HTMLImageElement, url: string): Promise<boolean> {
  img.src = url;
  try {
    await img.decode();
    return true;
  } catch {
    return false;
  }
}

export interface TvDisplay {
  /** Fits the canvas to the viewport again (on resize). */
  resize(): void;
  stop(): void;
  /** For tests and the heartbeat: the slide on screen. */
  readonly currentSlide: TvSlide | null;
  readonly stale: boolean;
  /** The heartbeat body as it would be sent now. */
  heartbeatBody(): TvHeartbeatPayload;
}

export function startTvDisplay(deps: TvDeps): TvDisplay {
  const { root, token } = deps;
  const loadImage = deps.loadImage ?? defaultLoadImage;
  const slideMs = deps.timing?.slideMs ?? SLIDE_MS;
  const pollMs = deps.timing?.pollMs ?? POLL_MS;
  const startedAt = deps.now();
  const manifestUrl = `${API_BASE}/display/tv/${encodeURIComponent(token)}/manifest`;
  const heartbeatUrl = `${API_BASE}/display/tv/${encodeURIComponent(token)}/heartbeat`;
  const streamUrl = `${API_BASE}/display/tv/${encodeURIComponent(token)}/stream`;

  // The canvas: a header (logo, property name, clock), two slide layers, and the stale note.
  root.replaceChildren();
  root.className = 'tv-stage';
  const canvas = element('div', 'tv-canvas', root);
  canvas.style.width = `${CANVAS_WIDTH}px`;
  canvas.style.height = `${CANVAS_HEIGHT}px`;
  const header = element('header', 'tv-header', canvas);
  const logo = element('img', 'tv-header__logo', header);
  logo.alt = '';
  logo.hidden = true;
  const propertyName = element('p', 'tv-header__name', header);
  const clock = element('p', 'tv-header__clock', header);
  const layers = [buildLayer(canvas), buildLayer(canvas)] as const;
  // One map for both layers, moved into the one that shows it.
  const map = createMapSlide(loadImage);
  const status = element('p', 'tv-status', canvas);
  status.hidden = true;

  let manifest: TvManifest | null = null;
  let pending: TvManifest | null = null;
  let lastGoodAt: number | null = null;
  let stale = false;
  let invalid = false;
  let current: TvSlide | null = null;
  let front = 0;
  let reloadWanted = false;
  let stopped = false;
  let wakeLock: TvWakeLock = deps.wakeLock ? 'released' : 'unsupported';
  let polling = false;
  /** A stream event asked for the manifest while a poll was under way: ask again when it ends. */
  let pollAgain = false;
  let stream: EventSourceLike | null = null;
  let connected = false;
  /** The manifest whose images the service worker was last given. */
  let cachedHash: string | null = null;
  let advancing = false;
  const timers = { slide: 0, poll: 0, heartbeat: 0, clock: 0, build: 0 };
  const schedule = (name: keyof typeof timers, callback: () => void, ms: number) => {
    deps.clearTimeout(timers[name]);
    timers[name] = deps.setTimeout(() => {
      if (!stopped) callback();
    }, ms);
  };

  // -- storage ------------------------------------------------------------------------------------
  const stored = (() => {
    try {
      const value = JSON.parse(deps.storage?.getItem(STORAGE_KEY) ?? 'null') as StoredManifest | null;
      return value && value.token === token && typeof value.manifest?.hash === 'string' ? value : null;
    } catch {
      return null;
    }
  })();
  if (stored) {
    manifest = stored.manifest;
    lastGoodAt = stored.at;
    // Shown as stale until the server answers.
    stale = true;
  }
  const save = (value: TvManifest, at: number) => {
    try {
      deps.storage?.setItem(STORAGE_KEY, JSON.stringify({ token, at, manifest: value } satisfies StoredManifest));
    } catch {
      // Storage full or denied: the page still plays from memory.
    }
  };

  // -- the frame: brand, header, clock, stale note ---------------------------------------------------
  const timeZone = () => manifest?.property.time_zone;
  function paintFrame() {
    const brand = manifest && HEX_COLOUR.test(manifest.property.primary_color) ? manifest.property.primary_color : DEFAULT_BRAND;
    canvas.style.setProperty('--tv-brand', brand);
    canvas.style.setProperty('--tv-on-brand', textColourOn(brand));
    propertyName.textContent = invalid ? '' : (manifest?.property.name ?? '');
    const logoUrl = invalid ? null : (manifest?.property.logo?.url ?? null);
    if (logoUrl && logo.getAttribute('src') !== logoUrl) logo.src = logoUrl;
    logo.hidden = !logoUrl;
    paintClock();
  }
  function paintClock() {
    const now = deps.now();
    const time = clockText(now, timeZone());
    if (clock.textContent !== time) clock.textContent = time;
    const note = stale && lastGoodAt !== null && !invalid ? TV_TEXT.lastUpdated(clockText(lastGoodAt, timeZone())) : '';
    if (status.textContent !== note) status.textContent = note;
    status.hidden = note === '';
    // The fallback slide is the clock.
    const layer = layers[front];
    if (current?.kind === 'fallback' && layer.message.textContent !== time) layer.message.textContent = time;
  }
  const tick = () => {
    paintClock();
    // The clock shows minutes: wake at the next one.
    schedule('clock', tick, 60_000 - (deps.now() % 60_000) || 60_000);
  };

  // -- slides -----------------------------------------------------------------------------------------
  function fill(layer: Layer, slide: TvSlide) {
    layer.root.dataset.kind = slide.kind;
    if (slide.kind === 'map') layer.root.prepend(map.root);
    else if (map.root.parentNode === layer.root) map.root.remove();
    layer.root.dataset.slide = slide.id;
    layer.title.textContent = slide.title;
    layer.title.hidden = slide.title === '';
    layer.eyebrow.textContent = slide.kind === 'today' && manifest ? manifest.date : '';
    layer.eyebrow.hidden = layer.eyebrow.textContent === '';
    layer.message.textContent = slide.kind === 'invalid' ? TV_TEXT.invalidHelp : slide.kind === 'fallback' ? clockText(deps.now(), timeZone()) : '';
    layer.message.hidden = layer.message.textContent === '';
    const rows = slide.events.slice(0, MAX_EVENTS_SHOWN).map((event) => {
      const row = document.createElement('li');
      const time = document.createElement('span');
      time.className = 'tv-event__time';
      time.textContent = `${event.start_time}–${event.end_time}`;
      const name = document.createElement('span');
      name.className = 'tv-event__name';
      name.textContent = textOf(event.name);
      row.append(time, name);
      return row;
    });
    const more = slide.events.length - MAX_EVENTS_SHOWN;
    if (more > 0) {
      const row = document.createElement('li');
      row.className = 'tv-event--more';
      row.textContent = TV_TEXT.more(more);
      rows.push(row);
    }
    layer.events.replaceChildren(...rows);
    layer.events.hidden = rows.length === 0;
    if (!slide.image) {
      layer.image.removeAttribute('src');
      layer.image.hidden = true;
    }
  }

  /** What a slide waits for, or `late` after REQUEST_TIMEOUT_MS: a picture or tile that never arrives must not stop the rotation. */
  async function inTime<T>(work: Promise<T>, late: T): Promise<T> {
    let timer = 0;
    const result = await Promise.race([
      work,
      new Promise<T>((resolve) => {
        timer = deps.setTimeout(() => resolve(late), REQUEST_TIMEOUT_MS);
      }),
    ]);
    deps.clearTimeout(timer);
    return result;
  }

  /** Shows the next slide: applies a waiting manifest first, loads its image in the hidden layer, then swaps. */
  async function advance() {
    if (advancing) return;
    advancing = true;
    try {
      await show();
    } finally {
      advancing = false;
    }
  }
  async function show() {
    if (reloadWanted && maybeReload()) return;
    if (pending) {
      manifest = pending;
      pending = null;
    }
    paintFrame();
    const slides = slidesOf(manifest, invalid);
    const at = current ? slides.findIndex((s) => s.id === current!.id) : -1;
    const next = slides[(at + 1) % slides.length]!;
    if (next.kind === 'map' && current?.kind === 'map') {
      // The map is the only slide: it stays where it is (moving it to the other layer would blank it for a fade).
      await inTime(map.prepare(manifest!.map!, manifest!.tv), undefined);
      if (stopped) return;
      schedule('slide', () => void advance(), slideMs);
      return;
    }
    const layer = layers[1 - front]!;
    fill(layer, next);
    if (next.image) {
      const shown = await inTime(loadImage(layer.image, next.image), false);
      if (stopped) return;
      layer.image.hidden = !shown;
    }
    // Tiles, the overlay and the icons load in the hidden layer before the map shows.
    if (next.kind === 'map') await inTime(map.prepare(manifest!.map!, manifest!.tv), undefined);
    if (stopped) return;
    layers[front]!.root.classList.remove('tv-slide--shown');
    layer.root.classList.add('tv-slide--shown');
    front = 1 - front;
    current = next;
    paintClock();
    schedule('slide', () => void advance(), slideMs);
  }

  // -- the manifest -----------------------------------------------------------------------------------
  async function request(url: string, init?: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timeout = deps.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      return await deps.fetch(url, { ...init, cache: 'no-store', signal: controller.signal });
    } finally {
      deps.clearTimeout(timeout);
    }
  }

  async function poll() {
    schedule('poll', () => void poll(), connected ? RELAXED_POLL_MS : pollMs);
    if (polling) return;
    polling = true;
    try {
      const res = await request(manifestUrl);
      if (res.status === 404) {
        invalid = true;
        manifest = null;
        pending = null;
        stale = false;
        deps.storage?.removeItem(STORAGE_KEY);
        // A revoked link: its stream would only be refused again.
        closeStream();
      } else if (res.ok) {
        const { data } = (await res.json()) as { data: TvManifest };
        const at = deps.now();
        invalid = false;
        stale = false;
        lastGoodAt = at;
        if (data.hash !== (pending ?? manifest)?.hash) pending = data;
        save(data, at);
        if (data.hash !== cachedHash) {
          cachedHash = data.hash;
          deps.cacheImages?.(imagesOf(data));
        }
        // A stream the browser gave up (refused, or a 404 since undone) is opened again once the server answers.
        openStream();
      } else {
        stale = true;
      }
    } catch {
      // Offline, timed out or a broken answer: keep playing what we have.
      stale = true;
    } finally {
      polling = false;
    }
    if (stopped) return;
    if (pollAgain) {
      pollAgain = false;
      void poll();
    }
    paintClock();
    // The fallback is no content to wait for: what came (the first manifest, the invalid-link slide) shows at once.
    const waiting = pending !== null || (invalid && current?.kind !== 'invalid');
    if (waiting && (current === null || current.kind === 'fallback')) void advance();
  }

  // -- the stream: the server says when the manifest changed ---------------------------------------------
  function openStream() {
    if (stream || !deps.eventSource || invalid || stopped) return;
    const source = deps.eventSource(streamUrl);
    stream = source;
    source.addEventListener('open', () => {
      if (stream !== source) return;
      connected = true;
      // Back after a drop with 'Last updated' showing: ask now, not at the relaxed poll in 5 minutes. The stream's
      // first event names the hash the page already has when nothing changed meanwhile, and asks for nothing.
      if (stale) void poll();
      else schedule('poll', () => void poll(), RELAXED_POLL_MS);
    });
    source.addEventListener('error', () => {
      if (stream !== source) return;
      // A dropped connection the browser retries by itself; a refused one (404, 429) it gives up, and the next
      // good poll opens another. Either way the manifest is polled every pollMs until the stream is back.
      if (source.readyState === STREAM_CLOSED) stream = null;
      if (connected) {
        connected = false;
        schedule('poll', () => void poll(), pollMs);
      }
    });
    source.addEventListener(TV_STREAM_EVENT, (event) => {
      if (stream !== source) return;
      let hash: unknown;
      try {
        hash = (JSON.parse(event.data) as TvStreamEvent).hash;
      } catch {
        return;
      }
      if (typeof hash !== 'string' || hash === (pending ?? manifest)?.hash) return;
      if (polling) pollAgain = true;
      else void poll();
    });
  }
  function closeStream() {
    stream?.close();
    stream = null;
    connected = false;
  }

  // -- heartbeat, wake lock, new builds ------------------------------------------------------------------
  function heartbeatBody(): TvHeartbeatPayload {
    const { width, height, pixelRatio } = deps.viewport();
    const side = (n: number) => Math.min(99_999, Math.max(1, Math.round(n * pixelRatio)));
    return {
      version: deps.version.slice(0, 64) || 'unknown',
      uptime_s: Math.max(0, Math.floor((deps.now() - startedAt) / 1000)),
      resolution: `${side(width)}x${side(height)}`,
      current_slide: current?.id ?? null,
      wake_lock: wakeLock,
    };
  }
  async function heartbeat() {
    schedule('heartbeat', () => void heartbeat(), HEARTBEAT_MS);
    try {
      await request(heartbeatUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(heartbeatBody()) });
    } catch {
      // The next one tries again; the TVs table shows offline after a while. A stream that still looks connected
      // may be a dead connection nobody closed (a dropped network; EventSource hears no heartbeat comments): it
      // is opened afresh and the manifest asked for, which says 'Last updated' while the server is unreachable.
      if (connected) {
        closeStream();
        openStream();
        void poll();
      }
    }
  }

  async function acquireWakeLock() {
    if (!deps.wakeLock || deps.document.visibilityState !== 'visible') return;
    try {
      const sentinel = await deps.wakeLock.request('screen');
      wakeLock = 'held';
      sentinel.addEventListener('release', () => {
        wakeLock = 'released';
      });
    } catch {
      wakeLock = 'released';
    }
  }
  const onVisibility = () => {
    if (deps.document.visibilityState === 'visible') void acquireWakeLock();
  };

  async function checkBuild() {
    schedule('build', () => void checkBuild(), BUILD_CHECK_MS);
    if (!deps.build) return;
    try {
      const res = await request(deps.build.page);
      if (!res.ok) return;
      const served = [...(await res.text()).matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
      if (served.length > 0 && !served.includes(deps.build.script)) reloadWanted = true;
    } catch {
      // Offline: the next check tries again.
    }
  }
  /** Reloads unless the page did so less than RELOAD_MIN_INTERVAL_MS ago (a loop of bad deploys must not blank the TV). */
  function maybeReload(): boolean {
    const last = Number(deps.storage?.getItem(RELOADED_AT_KEY) ?? 0);
    if (deps.now() - last < RELOAD_MIN_INTERVAL_MS) return false;
    try {
      deps.storage?.setItem(RELOADED_AT_KEY, String(deps.now()));
    } catch {
      // Without storage the interval cannot be kept across reloads; BUILD_CHECK_MS still spaces them.
    }
    stop();
    deps.reload();
    return true;
  }

  function resize() {
    const { width, height } = deps.viewport();
    canvas.style.transform = canvasTransform(fitCanvas(width, height));
  }

  function stop() {
    stopped = true;
    closeStream();
    for (const id of Object.values(timers)) deps.clearTimeout(id);
    deps.document.removeEventListener('visibilitychange', onVisibility);
  }

  resize();
  deps.document.addEventListener('visibilitychange', onVisibility);
  void acquireWakeLock();
  tick();
  void advance();
  void poll();
  openStream();
  schedule('heartbeat', () => void heartbeat(), 5_000);
  schedule('build', () => void checkBuild(), BUILD_CHECK_MS);

  return {
    resize,
    stop,
    get currentSlide() {
      return current;
    },
    get stale() {
      return stale;
    },
    heartbeatBody,
  };
}
