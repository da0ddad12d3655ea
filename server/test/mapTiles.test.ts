/**
 * Map tiles (issue 20): the public tile route with plain drawn tiles, and with a provider (a stand-in on
 * loopback: the requests it gets, their User-Agent, the cache honouring max-age, errors, the rate limit).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_DRAWN_TILES_ATTRIBUTION, MAP_OSM_ATTRIBUTION, MAP_TILE_PATH } from '@atoll/contract';
import { createTileProvider } from '../src/services/mapTiles';
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
