/**
 * The TV page's browser tests' outside world: a clock whose timers run only when the test moves it, a server
 * that answers the manifest and the heartbeat (or is down, or says 404), storage, a wake lock and a document.
 */
import type { TvManifest, TvManifestBanner, TvManifestEvent, TvManifestMap, TvMapPlace } from '@atoll/contract';
import { MAP_DRAWN_TILES_ATTRIBUTION, MAP_TILE_PATH } from '@atoll/contract/map';
import { startTvDisplay, type TvDeps, type TvDisplay } from './display';

/** Lets the page's promise chains (fetch, json, image loads) settle on real tasks. */
export async function settle() {
  for (let i = 0; i < 4; i++) await new Promise((resolve) => window.setTimeout(resolve, 0));
}

export function fakeClock(start: number) {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      seq += 1;
      timers.set(seq, { at: now + ms, callback });
      return seq;
    },
    clearTimeout: (id: number) => {
      timers.delete(id);
    },
    /** How many timers are waiting (a page that leaks timers grows this). */
    pending: () => timers.size,
    /** Moves the clock by `ms`, running every timer that falls due on the way, in order. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        await settle();
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].callback();
      }
      now = end;
      await settle();
    },
  };
}

export const en = (text: string) => [{ language_code: 'en', text }];

/** A banner whose description (what the TV says) is `text`; its name is the console's internal label. */
export function banner(id: number, text: string): TvManifestBanner {
  return { id, name: `Banner ${id} (internal)`, description: en(text), images: [{ url: `/api/v1/files/banner-${id}`, hash: `h${id}`, language_code: 'en' }] };
}

export function event(id: number, name: string, start: string, end: string): TvManifestEvent {
  return { id, name: en(name), description: en(''), start_time: start, end_time: end, cover: null };
}

export function place(id: number, name: string, lat: number, lng: number, parts: Partial<TvMapPlace> = {}): TvMapPlace {
  return { id, name, description: en(''), lat, lng, icon_url: null, icon_color: '#FFFFFF', icon_background: '#C53030', cover: null, ...parts };
}

/** A map as the manifest carries it: nothing set up but what `parts` gives, the tile route and its drawn-tiles attribution. */
export function tvMap(parts: Partial<TvManifestMap> = {}): TvManifestMap {
  return { center: null, lat_diff: null, heading: null, overlay: null, places: [], tiles: { url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION }, ...parts };
}

export function manifest(hash: string, parts: Partial<TvManifest> = {}): TvManifest {
  return {
    hash,
    generated_at: '2026-11-26T13:05:00.000Z',
    tv: { id: 1, name: 'Lobby', lat: null, lng: null },
    property: { name: 'Coral Atoll Resort', primary_color: '#0a7d6f', logo: null, time_zone: 'Indian/Maldives' },
    date: '2026-11-26',
    banners: [],
    events: [],
    map: null,
    ...parts,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeServer(initial: TvManifest) {
  const state = { manifest: initial, mode: 'up' as 'up' | 'down' | 'gone', page: '', heartbeats: [] as unknown[], manifestCalls: 0 };
  const fetch: TvDeps['fetch'] = async (url, init) => {
    if (state.mode === 'down') throw new TypeError('Failed to fetch');
    if (url.endsWith('/heartbeat')) {
      state.heartbeats.push(JSON.parse(String(init?.body)));
      return json(200, { data: { status: 'online', last_seen: new Date().toISOString() } });
    }
    if (url.endsWith('/manifest')) {
      state.manifestCalls += 1;
      if (state.mode === 'gone') return json(404, { code: 'NOT_FOUND', message: 'Not found' });
      return json(200, { data: state.manifest });
    }
    return new Response(state.page, { status: 200, headers: { 'Content-Type': 'text/html' } });
  };
  return { state, fetch };
}

export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** EventSources the page opens, which the test opens, feeds and breaks as the browser and the server would. */
export function fakeEventSources() {
  class FakeEventSource extends EventTarget {
    readyState = 0;
    closed = false;
    constructor(readonly url: string) {
      super();
    }
    open() {
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    }
    send(hash: string) {
      this.dispatchEvent(new MessageEvent('manifest', { data: JSON.stringify({ hash }) }));
    }
    /** The connection drops (the browser retries by itself), or with `refused` it is answered 404/429 (it gives up). */
    fail(refused = false) {
      this.readyState = refused ? 2 : 0;
      this.dispatchEvent(new Event('error'));
    }
    close() {
      this.readyState = 2;
      this.closed = true;
    }
  }
  const opened: FakeEventSource[] = [];
  const factory = (url: string) => {
    const source = new FakeEventSource(url);
    opened.push(source);
    return source as unknown as ReturnType<NonNullable<TvDeps['eventSource']>>;
  };
  return {
    opened,
    factory,
    get last(): FakeEventSource {
      return opened.at(-1)!;
    },
  };
}

/** A wake lock whose sentinel the test can release, as the browser does when the page is hidden. */
export function fakeWakeLock() {
  const sentinels: EventTarget[] = [];
  return {
    sentinels,
    api: {
      request: async () => {
        const sentinel = new EventTarget();
        sentinels.push(sentinel);
        return sentinel as unknown as { addEventListener(type: 'release', listener: () => void): void };
      },
    },
  };
}

export const TOKEN = 'a'.repeat(43);
/** 18:05 in the Maldives. */
export const START = Date.parse('2026-11-26T13:05:00Z');

export interface Harness {
  display: TvDisplay;
  root: HTMLElement;
  clock: ReturnType<typeof fakeClock>;
  server: ReturnType<typeof fakeServer>;
  storage: ReturnType<typeof memoryStorage>;
  wake: ReturnType<typeof fakeWakeLock>;
  doc: EventTarget & { visibilityState: DocumentVisibilityState };
  loaded: string[];
  reloads: number;
  /** The slide on screen: its id, title and text. */
  shown(): { id: string | undefined; title: string; text: string };
  status(): string | null;
}

export function startHarness(options: {
  server: ReturnType<typeof fakeServer>;
  storage?: ReturnType<typeof memoryStorage>;
  clock?: ReturnType<typeof fakeClock>;
  viewport?: { width: number; height: number; pixelRatio: number };
  build?: TvDeps['build'];
  /** Images that never finish loading (a stalled network). */
  hangingImages?: boolean;
  eventSource?: TvDeps['eventSource'];
  cacheImages?: TvDeps['cacheImages'];
}): Harness {
  const root = document.createElement('div');
  document.body.append(root);
  const clock = options.clock ?? fakeClock(START);
  const storage = options.storage ?? memoryStorage();
  const wake = fakeWakeLock();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const harness = {
    root,
    clock,
    server: options.server,
    storage,
    wake,
    doc,
    loaded: [] as string[],
    reloads: 0,
    shown() {
      const slide = root.querySelector<HTMLElement>('.tv-slide--shown');
      return { id: slide?.dataset.slide, title: slide?.querySelector('h1')?.textContent ?? '', text: slide?.textContent ?? '' };
    },
    status() {
      const node = root.querySelector<HTMLElement>('.tv-status');
      return node && !node.hidden ? node.textContent : null;
    },
  } as Omit<Harness, 'display'> as Harness;
  harness.display = startTvDisplay({
    root,
    token: TOKEN,
    fetch: options.server.fetch,
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    storage,
    version: 'tv-test',
    build: options.build ?? null,
    reload: () => {
      harness.reloads += 1;
    },
    viewport: () => options.viewport ?? { width: 1920, height: 1080, pixelRatio: 1 },
    wakeLock: wake.api,
    document: doc as unknown as Document,
    timing: { slideMs: 10_000, pollMs: 25_000 },
    eventSource: options.eventSource,
    cacheImages: options.cacheImages,
    loadImage: async (img, url) => {
      harness.loaded.push(url);
      if (options.hangingImages) return new Promise<boolean>(() => {});
      img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      return true;
    },
  });
  return harness;
}
