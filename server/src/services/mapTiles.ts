/**
 * Map tiles (issue 20; docs/adr/0040-map-tiles.md). The console and the TV page load tiles from this
 * server (GET /map-tiles/{z}/{x}/{y}), never from the provider directly:
 * - with MAP_TILE_URL (an OpenStreetMap-style template) each tile is fetched once from the provider with a
 *   User-Agent naming Atoll, its version and MAP_TILE_CONTACT, and kept in a bounded in-memory cache for as
 *   long as the provider's Cache-Control allows (a week when it says nothing; nothing with no-store);
 *   concurrent requests for one tile share one upstream fetch;
 * - without it every tile is the contract's plain drawn tile (an SVG showing its address), so a map is
 *   never blank and nothing leaves the machine.
 */
import { MAP_DRAWN_TILES_ATTRIBUTION, MAP_OSM_ATTRIBUTION, MAP_TILE_PATH, drawnTileSvg, tileUrl, type MapTiles, type TileAddress } from '@atoll/contract';

export interface Tile {
  body: Uint8Array;
  contentType: string;
  /** Seconds a browser may keep it. */
  maxAge: number;
}

/** Why a tile could not be had: the provider has none (404) or failed (502). */
export class TileError extends Error {
  constructor(readonly status: 404 | 502, message: string) {
    super(message);
  }
}

export interface TileProvider {
  /** What GET map/tiles answers. */
  info(): MapTiles;
  /** The tile at `address` (already checked by parseTileAddress); rejects with TileError. */
  tile(address: TileAddress): Promise<Tile>;
}

export interface TileProviderOptions {
  /** MAP_TILE_URL: e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; unset → plain drawn tiles. */
  url?: string;
  /** MAP_TILE_ATTRIBUTION. @default '© OpenStreetMap contributors' with a url, else the drawn tiles' text */
  attribution?: string;
  /** MAP_TILE_CONTACT: an e-mail or web address the provider can reach the operator at. */
  contact?: string;
  /** The server's version, in the User-Agent. */
  version: string;
  /** Tiles kept at most. @default 2000 */
  maxEntries?: number;
  /** Bytes kept at most. @default 48 MB */
  maxBytes?: number;
  /** Per upstream request. @default 10000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A week: the tile usage policy of OpenStreetMap asks for at least this when the server gives no expiry. */
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;
/** What a browser may keep a tile for (the cache here serves the rest). */
const BROWSER_MAX_AGE = 24 * 3600;
const DRAWN_CACHE_SECONDS = 24 * 3600;

/** The seconds the provider lets a tile be kept: max-age (s-maxage first), 0 for no-store/no-cache/private, else the default. */
export function cacheSeconds(cacheControl: string | null): number {
  const value = (cacheControl ?? '').toLowerCase();
  if (/\b(no-store|no-cache|private)\b/.test(value)) return 0;
  const shared = /\bs-maxage=(\d+)/.exec(value);
  const own = /\bmax-age=(\d+)/.exec(value);
  const seconds = shared ?? own;
  return seconds ? Number(seconds[1]) : DEFAULT_TTL_SECONDS;
}

export function userAgent(version: string, contact?: string): string {
  return `Atoll/${version} (hotel guest-app back-office map${contact ? `; ${contact}` : ''})`;
}

interface Entry {
  tile: Tile;
  expiresAt: number;
}

export function createTileProvider(options: TileProviderOptions): TileProvider {
  const now = options.now ?? Date.now;
  const template = options.url;
  const attribution = options.attribution ?? (template ? MAP_OSM_ATTRIBUTION : MAP_DRAWN_TILES_ATTRIBUTION);
  const info = (): MapTiles => ({ url: MAP_TILE_PATH, attribution });

  if (!template) {
    return {
      info,
      tile: async (address) => ({ body: new TextEncoder().encode(drawnTileSvg(address)), contentType: 'image/svg+xml', maxAge: DRAWN_CACHE_SECONDS }),
    };
  }

  const doFetch = options.fetch ?? fetch;
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const headers = { 'User-Agent': userAgent(options.version, options.contact), Accept: 'image/png,image/*;q=0.8' };
  // A Map keeps insertion order: a hit moves its entry to the end, so the first entries are the least recently used.
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<Tile>>();
  let bytes = 0;

  function remove(key: string) {
    const entry = cache.get(key);
    if (!entry) return;
    bytes -= entry.tile.body.byteLength;
    cache.delete(key);
  }

  function keep(key: string, tile: Tile, seconds: number) {
    if (seconds <= 0 || tile.body.byteLength > maxBytes) return;
    remove(key);
    cache.set(key, { tile, expiresAt: now() + seconds * 1000 });
    bytes += tile.body.byteLength;
    for (const oldest of cache.keys()) {
      if (cache.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  async function fetchTile(address: TileAddress, key: string): Promise<Tile> {
    let res: Response;
    try {
      res = await doFetch(tileUrl(template!, address), { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new TileError(502, 'The map tile provider could not be reached');
    }
    if (res.status === 404) throw new TileError(404, 'The map tile provider has no such tile');
    const contentType = res.headers.get('Content-Type')?.split(';')[0].trim() ?? '';
    if (!res.ok || !contentType.startsWith('image/')) {
      await res.body?.cancel();
      throw new TileError(502, `The map tile provider answered ${res.status}`);
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const seconds = cacheSeconds(res.headers.get('Cache-Control'));
    const tile = { body, contentType, maxAge: Math.min(seconds, BROWSER_MAX_AGE) };
    keep(key, tile, seconds);
    return tile;
  }

  return {
    info,
    async tile(address) {
      const key = `${address.z}/${address.x}/${address.y}`;
      const hit = cache.get(key);
      if (hit && hit.expiresAt > now()) {
        cache.delete(key);
        cache.set(key, hit);
        const left = Math.floor((hit.expiresAt - now()) / 1000);
        return { ...hit.tile, maxAge: Math.min(left, BROWSER_MAX_AGE) };
      }
      if (hit) remove(key);
      let request = pending.get(key);
      if (!request) {
        request = fetchTile(address, key).finally(() => pending.delete(key));
        pending.set(key, request);
      }
      return request;
    },
  };
}
