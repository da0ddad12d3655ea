/**
 * The TV display page (issue 20) driven through its module with a fake clock and a fake server: rotation,
 * updates between slides, offline with 'Last updated', the invalid-link slide, scaling, heartbeat, new builds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tvHeartbeatSchema } from '@atoll/contract';
import { clockText, RELAXED_POLL_MS, REQUEST_TIMEOUT_MS, RELOAD_MIN_INTERVAL_MS, RELOADED_AT_KEY, STORAGE_KEY } from './display';
import { canvasTransform, fitCanvas } from './scale';
import { banner, event, fakeClock, fakeEventSources, fakeServer, manifest, memoryStorage, START, startHarness, TOKEN, type Harness } from './testing';

const started: Harness[] = [];
const start = (...args: Parameters<typeof startHarness>) => {
  const harness = startHarness(...args);
  started.push(harness);
  return harness;
};
afterEach(() => {
  for (const harness of started.splice(0)) {
    harness.display.stop();
    harness.root.remove();
  }
});

const playing = () =>
  manifest('v1', {
    banners: [banner(1, 'Sunset Cruise'), banner(2, 'Spa Week')],
    events: [event(7, 'Live Band', '19:00', '21:00'), event(8, 'Beach Movie', '21:30', '23:00')],
  });

describe('the TV display page', () => {
  it('rotates the banners and Today in order, loading each image before its slide shows', async () => {
    const tv = start({ server: fakeServer(playing()) });
    await tv.clock.advance(0);
    expect(tv.shown()).toMatchObject({ id: 'banner-1', title: 'Sunset Cruise' });
    expect(tv.loaded).toEqual(['/api/v1/files/banner-1']);
    expect(tv.root.querySelector('.tv-header__name')?.textContent).toBe('Coral Atoll Resort');
    expect(tv.root.querySelector('.tv-header__clock')?.textContent).toBe('18:05');
    expect(tv.root.querySelector<HTMLElement>('.tv-canvas')?.style.getPropertyValue('--tv-brand')).toBe('#0a7d6f');

    await tv.clock.advance(10_000);
    expect(tv.shown()).toMatchObject({ id: 'banner-2', title: 'Spa Week' });
    expect(tv.loaded).toEqual(['/api/v1/files/banner-1', '/api/v1/files/banner-2']);
    await tv.clock.advance(10_000);
    expect(tv.shown().id).toBe('today');
    expect(tv.shown().text).toContain('19:00–21:00Live Band');
    expect(tv.shown().text).toContain('21:30–23:00Beach Movie');
    expect(tv.shown().text).toContain('2026-11-26');
    await tv.clock.advance(10_000);
    expect(tv.shown().id).toBe('banner-1');
    expect(tv.status()).toBeNull();
  });

  it('applies a new manifest between slides, not in the middle of one', async () => {
    const tv = start({ server: fakeServer(playing()) });
    await tv.clock.advance(20_000);
    expect(tv.shown().id).toBe('today');
    tv.server.state.manifest = manifest('v2', { banners: [banner(1, 'Sunset Cruise at 6'), banner(3, 'Kids Club')], events: [] });
    // The poll at 25 s brings v2; the slide on screen stays as it was.
    await tv.clock.advance(6_000);
    expect(tv.server.state.manifestCalls).toBe(2);
    expect(tv.shown().id).toBe('today');
    expect(tv.shown().text).toContain('Live Band');
    // The next slide (30 s) is the new manifest's.
    await tv.clock.advance(4_000);
    expect(tv.shown()).toMatchObject({ id: 'banner-1', title: 'Sunset Cruise at 6' });
    await tv.clock.advance(10_000);
    expect(tv.shown()).toMatchObject({ id: 'banner-3', title: 'Kids Club' });
    // No events any more: no Today slide.
    await tv.clock.advance(10_000);
    expect(tv.shown().id).toBe('banner-1');
  });

  it("keeps playing the last good manifest offline with 'Last updated HH:MM', also after a reload, and recovers by itself", async () => {
    const server = fakeServer(playing());
    const storage = memoryStorage();
    const clock = fakeClock(START);
    const tv = start({ server, storage, clock });
    await clock.advance(0);
    expect(JSON.parse(storage.values.get(STORAGE_KEY)!)).toMatchObject({ at: START, manifest: { hash: 'v1' } });

    server.state.mode = 'down';
    await clock.advance(25_000);
    expect(tv.display.stale).toBe(true);
    expect(tv.status()).toBe('Last updated 18:05');
    await clock.advance(10_000);
    expect(tv.shown().id).toBe('banner-1');
    expect(tv.shown().title).toBe('Sunset Cruise');

    // The TV restarts while the server is still away: the stored manifest plays at once.
    tv.display.stop();
    const again = start({ server, storage, clock });
    await clock.advance(0);
    expect(again.shown()).toMatchObject({ id: 'banner-1', title: 'Sunset Cruise' });
    expect(again.status()).toBe('Last updated 18:05');

    server.state.mode = 'up';
    server.state.manifest = manifest('v2', { banners: [banner(4, 'Back Online')] });
    await clock.advance(25_000);
    expect(again.display.stale).toBe(false);
    expect(again.status()).toBeNull();
    await clock.advance(10_000);
    expect(again.shown()).toMatchObject({ id: 'banner-4', title: 'Back Online' });
  });

  it('shows the property name and a clock when there is nothing to show, and never an error', async () => {
    const server = fakeServer(manifest('empty'));
    server.state.mode = 'down';
    const tv = start({ server });
    await tv.clock.advance(0);
    // Nothing stored and no server: the fallback with its clock (the TV's own time zone until the property's is known), no 'Last updated'.
    expect(tv.shown().id).toBe('fallback');
    expect(tv.shown().text).toContain(clockText(START, undefined));
    expect(tv.status()).toBeNull();
    server.state.mode = 'up';
    await tv.clock.advance(25_000);
    expect(tv.shown()).toMatchObject({ id: 'fallback', title: 'Coral Atoll Resort' });
    await tv.clock.advance(60_000);
    expect(tv.shown().text).toContain('18:06');
  });

  it("shows 'This display link is no longer valid' when the link is renewed or revoked (404)", async () => {
    const server = fakeServer(playing());
    const storage = memoryStorage();
    const tv = start({ server, storage });
    await tv.clock.advance(0);
    expect(tv.shown().id).toBe('banner-1');
    server.state.mode = 'gone';
    await tv.clock.advance(25_000);
    expect(storage.values.has(STORAGE_KEY)).toBe(false);
    await tv.clock.advance(5_000);
    expect(tv.shown()).toMatchObject({ id: 'invalid', title: 'This display link is no longer valid' });
    expect(tv.root.querySelector('.tv-header__name')?.textContent).toBe('');

    // A fresh start on a dead link goes straight to it.
    const fresh = start({ server });
    await fresh.clock.advance(0);
    expect(fresh.shown().title).toBe('This display link is no longer valid');
  });

  it("shows the content in the property's default language, 'en', and a text missing in it in the language that has it", async () => {
    const cruise = { ...banner(1, 'Sunset Cruise') };
    // The pictures come sorted by language code (buildTvManifest): Dhivehi's before English's.
    cruise.images = [{ url: '/api/v1/files/banner-1-dv', hash: 'h1dv', language_code: 'dv' }, ...cruise.images];
    const band = { ...event(7, 'Live Band', '19:00', '21:00') };
    band.name = [{ language_code: 'dv', text: 'ލައިވް ބޭންޑް' }, ...band.name];
    const movie = { ...event(8, '', '21:30', '23:00') };
    // English left blank (only spaces): the other language's text, never an empty row.
    movie.name = [{ language_code: 'en', text: '  ' }, { language_code: 'dv', text: 'ބީޗް މޫވީ' }];
    const tv = start({ server: fakeServer(manifest('v1', { banners: [cruise], events: [band, movie] })) });
    await tv.clock.advance(0);
    expect(tv.loaded).toEqual(['/api/v1/files/banner-1']);
    await tv.clock.advance(10_000);
    expect(tv.shown().id).toBe('today');
    expect(tv.shown().text).toContain('19:00–21:00Live Band');
    expect(tv.shown().text).not.toContain('ލައިވް');
    expect(tv.shown().text).toContain('21:30–23:00ބީޗް މޫވީ');
  });

  it('shows a banner without its picture when the picture never arrives, and keeps rotating', async () => {
    const tv = start({ server: fakeServer(playing()), hangingImages: true });
    await tv.clock.advance(0);
    expect(tv.shown().id).toBe('fallback');
    await tv.clock.advance(REQUEST_TIMEOUT_MS);
    expect(tv.shown()).toMatchObject({ id: 'banner-1', title: 'Sunset Cruise' });
    expect(tv.root.querySelector<HTMLImageElement>('.tv-slide--shown img')?.hidden).toBe(true);
    await tv.clock.advance(10_000 + REQUEST_TIMEOUT_MS);
    expect(tv.shown().id).toBe('banner-2');
  });

  it('reuses its nodes and timers: nothing grows over a long rotation', async () => {
    const tv = start({ server: fakeServer(playing()) });
    await tv.clock.advance(30_000);
    const nodes = tv.root.querySelectorAll('*').length;
    const timers = tv.clock.pending();
    await tv.clock.advance(20 * 60_000);
    expect(tv.root.querySelectorAll('*').length).toBe(nodes);
    expect(tv.clock.pending()).toBe(timers);
    tv.display.stop();
    expect(tv.clock.pending()).toBe(0);
  });
});

describe('scaling the 1920x1080 canvas', () => {
  it('fits it exactly at 1920x1080 and 3840x2160, letterboxed on other shapes', () => {
    expect(fitCanvas(1920, 1080)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(fitCanvas(3840, 2160)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(fitCanvas(1280, 720)).toEqual({ scale: 2 / 3, x: 0, y: 0 });
    expect(fitCanvas(1280, 1024)).toEqual({ scale: 2 / 3, x: 0, y: 152 });
    expect(fitCanvas(3840, 1600)).toEqual({ scale: 1600 / 1080, x: (3840 - 1920 * (1600 / 1080)) / 2, y: 0 });
  });

  it('applies the fit as one transform on the canvas', async () => {
    const tv = start({ server: fakeServer(playing()), viewport: { width: 3840, height: 2160, pixelRatio: 1 } });
    const canvas = tv.root.querySelector<HTMLElement>('.tv-canvas')!;
    expect(canvas.style.transform).toBe(canvasTransform({ scale: 2, x: 0, y: 0 }));
    expect(canvas.style.width).toBe('1920px');
    expect(canvas.style.height).toBe('1080px');
  });
});

describe('heartbeat, wake lock and new builds', () => {
  it('reports a heartbeat the server accepts every minute, with the wake lock re-taken when the page shows again', async () => {
    const tv = start({ server: fakeServer(playing()), viewport: { width: 1920, height: 1080, pixelRatio: 2 } });
    await tv.clock.advance(5_000);
    expect(tv.server.state.heartbeats).toHaveLength(1);
    const [first] = tv.server.state.heartbeats;
    await expect(tvHeartbeatSchema.validate(first, { strict: true, abortEarly: false })).resolves.toBeTruthy();
    expect(first).toEqual({ version: 'tv-test', uptime_s: 5, resolution: '3840x2160', current_slide: 'banner-1', wake_lock: 'held' });

    // The browser drops the lock when the page is hidden; it is asked for again when it shows.
    tv.wake.sentinels[0]!.dispatchEvent(new Event('release'));
    expect(tv.display.heartbeatBody().wake_lock).toBe('released');
    tv.doc.dispatchEvent(new Event('visibilitychange'));
    await tv.clock.advance(60_000);
    expect(tv.wake.sentinels).toHaveLength(2);
    expect(tv.server.state.heartbeats).toHaveLength(2);
    expect(tv.server.state.heartbeats[1]).toMatchObject({ uptime_s: 65, wake_lock: 'held' });
    await expect(tvHeartbeatSchema.validate(tv.server.state.heartbeats[1], { strict: true })).resolves.toBeTruthy();
  });

  it('reloads between slides when a new build is served, at most once per 5 minutes', async () => {
    const server = fakeServer(playing());
    server.state.page = '<script type="module" crossorigin src="/assets/tv-old.js"></script>';
    const storage = memoryStorage();
    const tv = start({ server, storage, build: { script: '/assets/tv-old.js', page: `/tv/x` } });
    await tv.clock.advance(5 * 60_000 + 1_000);
    expect(tv.reloads).toBe(0);

    server.state.page = '<script type="module" crossorigin src="/assets/tv-new.js"></script>';
    // It reloaded less than 5 minutes ago (an earlier deploy): it waits.
    const earlier = tv.clock.now() - 10_000;
    storage.setItem(RELOADED_AT_KEY, String(earlier));
    await tv.clock.advance(RELOAD_MIN_INTERVAL_MS - 20_000);
    expect(tv.reloads).toBe(0);
    await tv.clock.advance(20_000);
    expect(tv.reloads).toBe(1);
    expect(Number(storage.getItem(RELOADED_AT_KEY))).toBeGreaterThanOrEqual(earlier + RELOAD_MIN_INTERVAL_MS);
    // It stopped itself: nothing runs on the old page.
    expect(tv.clock.pending()).toBe(0);
  });
});

describe('the manifest stream', () => {
  const streaming = (server = fakeServer(playing())) => {
    const sources = fakeEventSources();
    const cached: string[][] = [];
    const tv = start({ server, eventSource: sources.factory, cacheImages: (urls) => cached.push(urls) });
    return { tv, sources, cached };
  };

  it('fetches the manifest as soon as an event names a new hash; the new banner shows at the next slide', async () => {
    const { tv, sources, cached } = streaming();
    await tv.clock.advance(0);
    expect(sources.opened.map((s) => s.url)).toEqual([`/api/v1/display/tv/${TOKEN}/stream`]);
    sources.last.open();
    expect(tv.server.state.manifestCalls).toBe(1);
    expect(cached).toEqual([['/api/v1/files/banner-1', '/api/v1/files/banner-2']]);
    // The hash the page already has (the event the stream opens with): nothing to fetch.
    sources.last.send('v1');
    await tv.clock.advance(1_000);
    expect(tv.server.state.manifestCalls).toBe(1);

    tv.server.state.manifest = manifest('v2', { banners: [banner(5, 'Jazz Night'), banner(2, 'Spa Week')] });
    sources.last.send('v2');
    await tv.clock.advance(0);
    expect(tv.server.state.manifestCalls).toBe(2);
    expect(cached.at(-1)).toEqual(['/api/v1/files/banner-5', '/api/v1/files/banner-2']);
    // Applied between slides, as a polled one.
    expect(tv.shown().id).toBe('banner-1');
    await tv.clock.advance(9_000);
    expect(tv.shown()).toMatchObject({ id: 'banner-5', title: 'Jazz Night' });
  });

  it('does not poll every 30 s while the stream is connected, only every 5 minutes', async () => {
    const { tv, sources } = streaming();
    await tv.clock.advance(0);
    sources.last.open();
    await tv.clock.advance(RELAXED_POLL_MS - 1_000);
    expect(tv.server.state.manifestCalls).toBe(1);
    await tv.clock.advance(1_000);
    expect(tv.server.state.manifestCalls).toBe(2);
    expect(sources.opened).toHaveLength(1);
  });

  it('polls at 30 s again after the stream errors, and opens another when the browser gave the first up', async () => {
    const { tv, sources } = streaming();
    await tv.clock.advance(0);
    sources.last.open();
    await tv.clock.advance(60_000);
    expect(tv.server.state.manifestCalls).toBe(1);
    // The connection drops: the browser retries it by itself, the page polls meanwhile.
    sources.last.fail();
    await tv.clock.advance(25_000);
    expect(tv.server.state.manifestCalls).toBe(2);
    await tv.clock.advance(25_000);
    expect(tv.server.state.manifestCalls).toBe(3);
    expect(sources.opened).toHaveLength(1);
    // Back: relaxed again.
    sources.last.open();
    await tv.clock.advance(25_000);
    expect(tv.server.state.manifestCalls).toBe(3);
    // Refused (429): the browser gives it up; the next good poll opens a new one.
    sources.last.fail(true);
    await tv.clock.advance(25_000);
    expect(tv.server.state.manifestCalls).toBe(4);
    expect(sources.opened).toHaveLength(2);
    expect(sources.opened[0]!.closed).toBe(false);
  });

  it('closes the stream for a revoked link and does not open it again', async () => {
    const { tv, sources } = streaming();
    await tv.clock.advance(0);
    sources.last.open();
    tv.server.state.mode = 'gone';
    // The server ends the old link's stream; the browser's retry is refused.
    sources.last.fail();
    sources.last.fail(true);
    await tv.clock.advance(25_000);
    expect(tv.server.state.manifestCalls).toBe(2);
    await tv.clock.advance(5_000);
    expect(tv.shown().id).toBe('invalid');
    await tv.clock.advance(10 * 25_000);
    expect(sources.opened).toHaveLength(1);
    // A live one is closed when the manifest says 404 (the link replaced while the stream still ran).
    const other = streaming();
    await other.tv.clock.advance(0);
    other.sources.last.open();
    other.tv.server.state.mode = 'gone';
    other.sources.last.send('v9');
    await other.tv.clock.advance(0);
    expect(other.sources.last.closed).toBe(true);
    expect(other.sources.opened).toHaveLength(1);
  });

  it('closes the stream when it stops', async () => {
    const { tv, sources } = streaming();
    await tv.clock.advance(0);
    tv.display.stop();
    expect(sources.last.closed).toBe(true);
    expect(tv.clock.pending()).toBe(0);
  });
});

describe('a stream whose network dropped unnoticed', () => {
  it('is opened afresh when a heartbeat fails, and the manifest asked for at once', async () => {
    const sources = fakeEventSources();
    const tv = start({ server: fakeServer(playing()), eventSource: sources.factory });
    await tv.clock.advance(0);
    sources.last.open();
    await tv.clock.advance(5_000);
    expect(tv.server.state.heartbeats).toHaveLength(1);
    // The network drops, but the open connection reports nothing.
    tv.server.state.mode = 'down';
    await tv.clock.advance(60_000);
    expect(tv.status()).toBe('Last updated 18:05');
    expect(sources.opened).toHaveLength(2);
    expect(sources.opened[0]!.closed).toBe(true);
    // Not connected: polled every 30 s (25 s here), so it is back within one poll of the server answering.
    tv.server.state.mode = 'up';
    await tv.clock.advance(25_000);
    expect(tv.status()).toBeNull();
  });
});
