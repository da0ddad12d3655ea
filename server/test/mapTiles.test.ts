/**
 * Map tiles (issue 20): the public tile route with plain drawn tiles, and with a provider (a stand-in on
 * loopback: the requests it gets, their User-Agent, the cache honouring max-age, errors, the rate limit).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_DRAWN_TILES_ATTRIBUTION, MAP_OSM_ATTRIBUTION, MAP_TILE_PATH, drawnTileSvg } from '@atoll/contract';
import { TileError, cacheSeconds, createTileProvider, userAgent } from '../src/services/mapTiles';
import { SERVER_VERSION } from '../src/version';
import { apiClient } from './support/client';
import { createTenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A tile provider on loopback: answers PNGs with the Cache-Control a test sets; /9/… is missing, /8/… fails. */
function startProvider() {
  const seen: { url: string; userAgent: string }[] = [];
  let cacheControl = 'max-age=3600';
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] ?? '' });
    if (req.url?.startsWith('/9/')) return res.writeHead(404).end();
    if (req.url?.startsWith('/8/')) return res.writeHead(500).end('down');
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': cacheControl }).end(PNG);
  });
  return new Promise<{ url: string; seen: typeof seen; setCacheControl: (v: string) => void; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
        seen,
        setCacheControl: (v) => (cacheControl = v),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('plain drawn tiles (no MAP_TILE_URL)', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer({ mapTileRateLimit: { requests: 20, windowSeconds: 60 } })));
  afterAll(() => server.close());

  it('answers an SVG showing the address, publicly', async () => {
    const res = await fetch(`${server.url}/map-tiles/14/11893/7894`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(await res.text()).toContain('>14/11893/7894</text>');
  });

  it('refuses malformed addresses with 400 and addresses outside the grid with 404, never 500', async () => {
    for (const path of ['a/1/1', '1/-1/0', '1/1.5/0', '1/1/0.png', '99999999/0/0']) {
      expect((await fetch(`${server.url}/map-tiles/${path}`)).status, path).toBe(400);
    }
    for (const path of ['1/2/0', '0/0/1', '20/0/0', '14/16384/0']) {
      expect((await fetch(`${server.url}/map-tiles/${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${server.url}/map-tiles/1/1`)).status).toBe(404);
  });

  it('GET map/tiles needs a session and names the drawn tiles', async () => {
    const api = apiClient(server.url);
    expect((await api.get('map/tiles')).status).toBe(401);
    const owner = await createTenant(api, server.url, 'tiles-co');
    const res = await api.get('map/tiles', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION });
  });
});

describe('a tile provider (MAP_TILE_URL)', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startProvider();
    server = await startTestServer({
      mapTiles: createTileProvider({ url: provider.url, contact: 'ops@resort.test', version: SERVER_VERSION, maxEntries: 3 }),
      mapTileRateLimit: { requests: 12, windowSeconds: 60 },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  it('fetches a tile once, naming Atoll, its version and the contact, and serves it from the cache', async () => {
    const first = await fetch(`${server.url}/map-tiles/3/1/2`);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/png');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(Buffer.from(await first.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${server.url}/map-tiles/3/1/2`)).status).toBe(200);
    expect(provider.seen.filter((s) => s.url === '/3/1/2.png')).toHaveLength(1);
    expect(provider.seen[0].userAgent).toBe(`Atoll/${SERVER_VERSION} (hotel guest-app back-office map; ops@resort.test)`);
  });

  it('keeps nothing the provider says not to store, and at most maxEntries tiles', async () => {
    provider.setCacheControl('no-store');
    await fetch(`${server.url}/map-tiles/4/1/1`);
    await fetch(`${server.url}/map-tiles/4/1/1`);
    expect(provider.seen.filter((s) => s.url === '/4/1/1.png')).toHaveLength(2);
    provider.setCacheControl('max-age=600');
    for (const x of [2, 3, 4]) await fetch(`${server.url}/map-tiles/4/${x}/1`);
    // 3/1/2 was the oldest of four kept tiles: pushed out.
    await fetch(`${server.url}/map-tiles/3/1/2`);
    expect(provider.seen.filter((s) => s.url === '/3/1/2.png')).toHaveLength(2);
  });

  it('passes on a missing tile as 404 and a failing provider as 502', async () => {
    expect((await fetch(`${server.url}/map-tiles/9/1/1`)).status).toBe(404);
    const failed = await fetch(`${server.url}/map-tiles/8/1/1`);
    expect(failed.status).toBe(502);
    // The request line of the 502 is at level error like every 5xx; no error beyond it (no 'Unhandled error').
    expect(server.logs.filter((l) => l.level === 'error' && l.message !== 'request')).toEqual([]);
  });

  it('names the OpenStreetMap contributors by default', async () => {
    const api = apiClient(server.url);
    const owner = await createTenant(api, server.url, 'osm-co');
    expect((await api.get('map/tiles', { token: owner.token })).body.data).toEqual({ url: MAP_TILE_PATH, attribution: MAP_OSM_ATTRIBUTION });
  });

  it('limits the requests of one address (429 with Retry-After)', async () => {
    let res: Response | undefined;
    for (let i = 0; i < 13; i += 1) res = await fetch(`${server.url}/map-tiles/4/2/1`);
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

/**
 * The provider's cache on its own (createTileProvider with a fake fetch and clock, no HTTP): what it keeps, for
 * how long, what it pushes out first, and what each failure of the provider becomes.
 */
describe('the tile cache', () => {
  const at = (x: number) => ({ z: 5, x, y: 3 });
  /** A fake provider: `bytes` per tile, the headers a test sets; counts the requests per tile address. */
  function fakeProvider(options: { bytes?: number; headers?: Record<string, string>; status?: number } = {}) {
    const calls: string[] = [];
    let clock = 1_000_000;
    const state = { headers: options.headers ?? { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=600' }, status: options.status ?? 200, bytes: options.bytes ?? 10 };
    const headers: Record<string, string>[] = [];
    const fetchTile = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(String(url));
      headers.push({ ...(init?.headers as Record<string, string>) });
      return new Response(state.status === 404 || state.status >= 500 ? null : new Uint8Array(state.bytes), { status: state.status, headers: state.headers });
    }) as typeof fetch;
    const count = (x: number) => calls.filter((u) => u === `https://tiles.test/5/${x}/3.png`).length;
    return { calls, headers, count, state, fetch: fetchTile, now: () => clock, advance: (ms: number) => (clock += ms) };
  }
  const provider = (fake: ReturnType<typeof fakeProvider>, limits: { maxEntries?: number; maxBytes?: number } = {}) =>
    createTileProvider({ url: 'https://tiles.test/{z}/{x}/{y}.png', version: '9.9.9', fetch: fake.fetch, now: fake.now, ...limits });

  it('draws a plain SVG tile for every address when no provider is set, kept a day by browsers', async () => {
    const drawn = createTileProvider({ version: '9.9.9' });
    expect(drawn.info()).toEqual({ url: MAP_TILE_PATH, attribution: MAP_DRAWN_TILES_ATTRIBUTION });
    const tile = await drawn.tile({ z: 2, x: 1, y: 3 });
    expect(tile.contentType).toBe('image/svg+xml');
    expect(tile.maxAge).toBe(24 * 3600);
    expect(new TextDecoder().decode(tile.body)).toBe(drawnTileSvg({ z: 2, x: 1, y: 3 }));
    expect(createTileProvider({ version: '9.9.9', url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: '© Tiles Ltd' }).info().attribution).toBe('© Tiles Ltd');
  });

  it('names Atoll and its version in the User-Agent, with the contact only when there is one', () => {
    expect(userAgent('1.2.3')).toBe('Atoll/1.2.3 (hotel guest-app back-office map)');
    expect(userAgent('1.2.3', 'ops@resort.test')).toBe('Atoll/1.2.3 (hotel guest-app back-office map; ops@resort.test)');
  });

  it('reads how long it may keep a tile from Cache-Control: s-maxage first, then max-age, none when private, a week when silent', () => {
    expect(cacheSeconds('public, max-age=60, s-maxage=120')).toBe(120);
    expect(cacheSeconds('Max-Age=86400')).toBe(86400);
    expect(cacheSeconds('private, max-age=60')).toBe(0);
    expect(cacheSeconds('no-cache')).toBe(0);
    expect(cacheSeconds(null)).toBe(7 * 24 * 3600);
    expect(cacheSeconds('immutable')).toBe(7 * 24 * 3600);
  });

  it('serves a kept tile until it expires, telling browsers only the time left', async () => {
    const fake = fakeProvider();
    const tiles = provider(fake);
    expect((await tiles.tile(at(1))).maxAge).toBe(600);
    expect(fake.headers[0]).toEqual({ 'User-Agent': userAgent('9.9.9'), Accept: 'image/png,image/*;q=0.8' });
    fake.advance(100_500);
    const hit = await tiles.tile(at(1));
    expect(hit.maxAge).toBe(499);
    expect(hit.contentType).toBe('image/png');
    expect(fake.count(1)).toBe(1);
    // At the very moment it expires it is fetched again.
    fake.advance(499_500);
    await tiles.tile(at(1));
    expect(fake.count(1)).toBe(2);
    // A tile kept longer than a day is still kept by browsers for a day at most.
    fake.state.headers = { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=604800' };
    expect((await tiles.tile(at(2))).maxAge).toBe(24 * 3600);
    fake.advance(3_600_000);
    expect((await tiles.tile(at(2))).maxAge).toBe(24 * 3600);
    expect(fake.count(2)).toBe(1);
  });

  it('keeps at most maxEntries tiles, pushing out the least recently used; a tile it may not keep takes no room', async () => {
    const fake = fakeProvider();
    const tiles = provider(fake, { maxEntries: 2 });
    await tiles.tile(at(1));
    await tiles.tile(at(2));
    fake.state.headers = { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' };
    await tiles.tile(at(3));
    await tiles.tile(at(1));
    await tiles.tile(at(2));
    expect([fake.count(1), fake.count(2), fake.count(3)]).toEqual([1, 1, 1]);
    fake.state.headers = { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=600' };
    // 1 was used last but one: 2 is used again, so 4 pushes 1 out.
    await tiles.tile(at(2));
    await tiles.tile(at(4));
    await tiles.tile(at(2));
    await tiles.tile(at(1));
    expect([fake.count(1), fake.count(2), fake.count(4)]).toEqual([2, 1, 1]);
  });

  it('keeps at most maxBytes, up to exactly that, and never a tile larger than all of it', async () => {
    const fake = fakeProvider({ bytes: 10 });
    const tiles = provider(fake, { maxBytes: 20 });
    await tiles.tile(at(1));
    await tiles.tile(at(2));
    await tiles.tile(at(1));
    await tiles.tile(at(2));
    expect([fake.count(1), fake.count(2)]).toEqual([1, 1]);
    await tiles.tile(at(3));
    await tiles.tile(at(2));
    await tiles.tile(at(1));
    expect([fake.count(1), fake.count(2), fake.count(3)]).toEqual([2, 1, 1]);
    fake.state.bytes = 21;
    const big = await tiles.tile(at(5));
    expect(big.body.byteLength).toBe(21);
    await tiles.tile(at(5));
    expect(fake.count(5)).toBe(2);
    // The big tile pushed nothing out: 1 and 2 are still kept.
    await tiles.tile(at(1));
    await tiles.tile(at(2));
    expect([fake.count(1), fake.count(2)]).toEqual([2, 1]);
  });

  it('drops an expired tile even when fetching it again fails, so it takes no room', async () => {
    const fake = fakeProvider();
    const tiles = provider(fake, { maxEntries: 2 });
    fake.state.headers = { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=6000' };
    await tiles.tile(at(2));
    fake.state.headers = { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=60' };
    await tiles.tile(at(1));
    fake.advance(61_000);
    fake.state.status = 503;
    await expect(tiles.tile(at(1))).rejects.toMatchObject({ status: 502 });
    fake.state.status = 200;
    await tiles.tile(at(3));
    await tiles.tile(at(2));
    expect(fake.count(2)).toBe(1);
  });

  it('shares one request among callers asking for the same tile at once', async () => {
    const fake = fakeProvider();
    const tiles = provider(fake);
    const [a, b] = await Promise.all([tiles.tile(at(7)), tiles.tile(at(7))]);
    expect(a.body).toBe(b.body);
    expect(fake.count(7)).toBe(1);
  });

  it('turns each failure of the provider into a TileError: 404 for no such tile, 502 for the rest', async () => {
    const reasons = async (fake: ReturnType<typeof fakeProvider>) => {
      const err = await provider(fake).tile(at(1)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TileError);
      return { status: (err as TileError).status, message: (err as TileError).message };
    };
    expect(await reasons(fakeProvider({ status: 404 }))).toEqual({ status: 404, message: 'The map tile provider has no such tile' });
    expect(await reasons(fakeProvider({ status: 500, headers: { 'Content-Type': 'image/png' } }))).toEqual({ status: 502, message: 'The map tile provider answered 500' });
    expect(await reasons(fakeProvider({ headers: { 'Content-Type': 'text/html' } }))).toEqual({ status: 502, message: 'The map tile provider answered 200' });
    expect(await reasons(fakeProvider({ headers: {} }))).toEqual({ status: 502, message: 'The map tile provider answered 200' });
    const unreachable = createTileProvider({ url: 'https://tiles.test/{z}/{x}/{y}.png', version: '9.9.9', fetch: (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch });
    const err = await unreachable.tile(at(1)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TileError);
    expect(err).toMatchObject({ status: 502, message: 'The map tile provider could not be reached' });
  });

  it('takes the media type without its parameters', async () => {
    const fake = fakeProvider({ headers: { 'Content-Type': 'image/webp ; q=1', 'Cache-Control': 'max-age=60' } });
    expect((await provider(fake).tile(at(1))).contentType).toBe('image/webp');
  });
});
