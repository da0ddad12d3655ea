/**
 * Map › TVs (issue 20) over the in-memory store: storage and wiring only. The staff calls (tvs: list,
 * one, POST, PATCH, POST {id}/link) need manage-map; the display page's calls are open and find the TV
 * by its link's token (404 otherwise). The rules — status, list order and paging, which banners and
 * events a TV shows today, the manifest's hash — are the contract's, the same the server calls. The
 * heartbeat's rate limit is the server's alone. Unlike the server, the mock keeps the token itself.
 */
import { PERMISSION, PRIMARY_COLOR, tvHeartbeatSchema, tvListQuerySchema, tvSchema, tvStatus, TV_TOKEN_PATTERN, type Tv, type TvImage } from '@atoll/contract';
import { buildTvManifest, changeHash, pageTvs, tvDisplayUrl } from '@atoll/contract/domain';
import { findOwn, nowIso } from '../content';
import { mapTiles } from './mapTiles';
import { fail, MockHttpError, notFound, ok, paged, readValid, validate, type ResolverInfo } from '../http';
import { get, guarded, open, patch, post, type Route } from '../routes';
import { mockDb, nextId, type StoredTv } from '../store';

/** A fresh link token: 32 random bytes in base64url (43 characters), as the server's. */
function newToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The console's origin in a browser; a fixed one in Node (conformance, tests). */
const origin = () => globalThis.location?.origin ?? 'http://localhost';

export function tvView({ company_id: _company, token, ...row }: StoredTv): Tv {
  return { ...row, url: tvDisplayUrl(origin(), token), status: tvStatus(row.last_seen) };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

async function columns(request: Request) {
  const input = await readValid(request, tvSchema);
  return { name: input.name.trim(), lat: input.lat ?? null, lng: input.lng ?? null };
}

const staffRoutes = guarded({ permission: PERMISSION.manageMap }, [
  get('tvs', async ({ request, companyId }) => {
    const query = await validate(tvListQuerySchema, queryOf(request));
    return paged(pageTvs(mockDb.tvs.filter((t) => t.company_id === companyId).map(tvView), query));
  }),
  get('tvs/:id', ({ companyId, id }) => ok(tvView(findOwn(mockDb.tvs, companyId, id())))),
  post('tvs', async ({ request, companyId }) => {
    const row: StoredTv = { id: nextId(), company_id: companyId, ...(await columns(request)), token: newToken(), last_seen: null, heartbeat: null, updated: nowIso() };
    mockDb.tvs.push(row);
    return ok(tvView(row), 201);
  }),
  patch('tvs/:id', async ({ request, companyId, id }) => {
    const row = findOwn(mockDb.tvs, companyId, id());
    Object.assign(row, await columns(request), { updated: nowIso() });
    return ok(tvView(row));
  }),
  post('tvs/:id/link', ({ companyId, id }) => {
    const row = findOwn(mockDb.tvs, companyId, id());
    Object.assign(row, { token: newToken(), updated: nowIso() });
    return ok(tvView(row));
  }),
]);

function tvOfToken({ params }: ResolverInfo): StoredTv {
  const token = String(params.token ?? '');
  const tv = TV_TOKEN_PATTERN.test(token) ? mockDb.tvs.find((t) => t.token === token) : undefined;
  if (!tv) throw new MockHttpError(notFound());
  return tv;
}

/** In the mocks an image's URL is a data URL of its bytes, so the hash of the URL is a hash of the content. */
const imageOf = (url: string | null): TvImage | null => (url ? { url, hash: changeHash(url) } : null);

function manifestOf(tv: StoredTv) {
  const companyId = tv.company_id;
  const company = mockDb.companies.find((c) => c.id === companyId)!;
  const settings = mockDb.settings.get(companyId);
  const overlay = mockDb.mapOverlays.get(companyId);
  return buildTvManifest({
    now: new Date(),
    tv: { id: tv.id, name: tv.name, lat: tv.lat, lng: tv.lng },
    property: {
      name: settings?.property_name ?? company.name,
      primary_color: settings?.primary_color ?? PRIMARY_COLOR,
      logo: imageOf(settings?.property_logo ?? null),
      time_zone: company.settings.timezone,
    },
    banners: mockDb.content.banners
      .filter((b) => b.company_id === companyId)
      .map((b) => ({
        id: b.id,
        name: b.name,
        description: b.description,
        sort_order: b.sort_order,
        show_on_tv: b.show_on_tv,
        images: b.image.map((i) => ({ language_code: i.language_code, ...imageOf(i.url)! })),
      })),
    events: mockDb.content.events
      .filter((e) => e.company_id === companyId)
      .map((e) => ({
        id: e.id,
        name: e.name,
        description: e.description,
        start_time: e.start_time,
        end_time: e.end_time,
        cover: imageOf(e.cover),
        active: e.active,
        weekly_recurring_day: e.weekly_recurring_day,
      })),
    map: {
      settings: mockDb.mapSettings.get(companyId) ?? null,
      overlay: overlay
        ? { ...overlay, images: overlay.images.map((i) => ({ language_code: i.language_code, width: i.width, height: i.height, ...imageOf(i.url)! })) }
        : null,
      places: mockDb.content.locations
        .filter((p) => p.company_id === companyId)
        .map((p) => ({
          id: p.id,
          name: p.name,
          description: p.description,
          lat: p.lat,
          lng: p.lng,
          sort_order: p.sort_order,
          icon_url: p.icon_url,
          icon_color: p.icon_color,
          icon_background: p.icon_background,
          cover: imageOf(p.cover),
        })),
      tiles: mapTiles,
    },
  });
}

const displayRoutes: Route<ResolverInfo>[] = [
  get('display/tv/:token/manifest', (info) => ok(manifestOf(tvOfToken(info)))),
  // No live stream in the mocks (as bookings/stream): a bad token is 404 like the server's, a good one 503,
  // and the page keeps polling.
  get('display/tv/:token/stream', (info) => {
    tvOfToken(info);
    return fail(503);
  }),
  post('display/tv/:token/heartbeat', async (info) => {
    const tv = tvOfToken(info);
    const input = await readValid(info.request, tvHeartbeatSchema);
    const at = nowIso();
    tv.last_seen = at;
    tv.heartbeat = { version: input.version, uptime_s: input.uptime_s, resolution: input.resolution, current_slide: input.current_slide ?? null, wake_lock: input.wake_lock };
    return ok({ status: tvStatus(at), last_seen: at });
  }),
];

export const tvHandlers = [...staffRoutes, ...open(displayRoutes)];
