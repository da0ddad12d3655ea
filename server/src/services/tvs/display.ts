/**
 * The display page's calls (issue 20), authenticated by the link's token alone: the TV is found by
 * the token's SHA-256 across companies (the only statement outside the seam), and everything after it
 * goes through that TV's company seam, so a token never reaches another company's rows. An unknown,
 * malformed or replaced token is 404.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { iconUrl, type MapTiles, type TvHeartbeatPayload, type TvImage, type TvManifest } from '@atoll/contract';
import { buildTvManifest, type TvManifestInput } from '@atoll/contract/domain';
import type { Db } from '../../db/client';
import { bannerImages, banners, files, locations, mapOverlayImages, mapSettings, recurringEvents, tvs } from '../../db/schema';
import { tenant, type Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { fileUrl } from '../files';
import { hashOfRequestToken } from './link';
import type { TvRow } from './queries';

/** The TV a display token names, or 404. */
export async function tvOfToken(db: Db, token: string): Promise<TvRow> {
  const hash = hashOfRequestToken(token);
  if (!hash) throw notFound();
  // The token is the credential and names no company yet: the lookup is by its unique hash alone.
  // eslint-disable-next-line tenancy/company-rows -- see above; every later statement goes through the TV's company seam
  const [row] = await db.select().from(tvs).where(eq(tvs.linkHash, hash));
  if (!row) throw notFound();
  return row;
}

/** SHA-256 (hex) of each file's bytes, computed by the database; the company's files only. */
async function fileHashes(own: Tenant, ids: (string | null)[]): Promise<Map<string, string>> {
  const list = [...new Set(ids.filter((id): id is string => id !== null))];
  if (list.length === 0) return new Map();
  const rows = await own.pick({ id: files.id, hash: sql<string>`encode(sha256(${files.data}), 'hex')` }, files, inArray(files.id, list));
  return new Map(rows.map((r) => [r.id, r.hash]));
}

const imageOf = (hashes: Map<string, string>, id: string | null): TvImage | null => {
  const hash = id ? hashes.get(id) : undefined;
  return id && hash ? { url: fileUrl(id), hash } : null;
};

/** `tiles`: the tile source the server serves (its MAP_TILE_URL's attribution): the TV page cannot ask GET map/tiles without a session. */
export async function tvManifest(db: Db, tv: TvRow, now: Date, tiles: MapTiles): Promise<TvManifest> {
  const own = tenant(db, tv.companyId);
  const [company, bannerRows, imageRows, eventRows, [settings], overlayRows, placeRows] = await Promise.all([
    own.company(),
    own.select(banners, eq(banners.showOnTv, true)).orderBy(asc(banners.sortOrder), asc(banners.id)),
    own.pick({ bannerId: bannerImages.bannerId, fileId: bannerImages.fileId, languageCode: bannerImages.languageCode }, bannerImages)
      .innerJoin(banners, own.where(banners, and(eq(banners.id, bannerImages.bannerId), eq(banners.showOnTv, true)))),
    own.select(recurringEvents, eq(recurringEvents.active, true)),
    own.select(mapSettings),
    own.select(mapOverlayImages),
    own.select(locations),
  ]);
  const hashes = await fileHashes(own, [
    company.propertyLogoFileId,
    ...imageRows.map((r) => r.fileId),
    ...eventRows.map((e) => e.coverFileId),
    ...overlayRows.map((r) => r.fileId),
    ...placeRows.map((p) => p.coverFileId),
  ]);
  const input: TvManifestInput = {
    now,
    tv: { id: tv.id, name: tv.name, lat: tv.lat, lng: tv.lng },
    property: { name: company.propertyName, primary_color: company.primaryColor, logo: imageOf(hashes, company.propertyLogoFileId), time_zone: company.timezone },
    banners: bannerRows.map((b) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      sort_order: b.sortOrder,
      show_on_tv: b.showOnTv,
      images: imageRows.flatMap((r) => {
        const image = r.bannerId === b.id ? imageOf(hashes, r.fileId) : null;
        return image ? [{ ...image, language_code: r.languageCode }] : [];
      }),
    })),
    events: eventRows.map((e) => ({
      id: e.id,
      name: e.name,
      description: e.description,
      start_time: e.startTime,
      end_time: e.endTime,
      cover: imageOf(hashes, e.coverFileId),
      active: e.active,
      weekly_recurring_day: e.weeklyDays,
    })),
    map: {
      settings: settings ? { map_lat: settings.mapLat, map_lng: settings.mapLng, map_lat_diff: settings.mapLatDiff, map_heading: settings.mapHeading } : null,
      overlay: settings
        ? {
            top_left_lat: settings.overlayTopLeftLat,
            top_left_lng: settings.overlayTopLeftLng,
            bottom_right_lat: settings.overlayBottomRightLat,
            bottom_right_lng: settings.overlayBottomRightLng,
            images: overlayRows.flatMap((r) => {
              const image = imageOf(hashes, r.fileId);
              return image ? [{ ...image, language_code: r.languageCode, width: r.width, height: r.height }] : [];
            }),
          }
        : null,
      places: placeRows.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        lat: p.lat,
        lng: p.lng,
        sort_order: p.sortOrder,
        icon_url: p.icon ? iconUrl(p.icon) : null,
        icon_color: p.iconColor,
        icon_background: p.iconBackground,
        cover: imageOf(hashes, p.coverFileId),
      })),
      tiles,
    },
  };
  return buildTvManifest(input);
}

/** Records a heartbeat on the TV (through its company's seam). */
export async function recordHeartbeat(db: Db, tv: TvRow, input: TvHeartbeatPayload, now: Date): Promise<void> {
  const heartbeat = { version: input.version, uptime_s: input.uptime_s, resolution: input.resolution, current_slide: input.current_slide ?? null, wake_lock: input.wake_lock };
  await tenant(db, tv.companyId).update(tvs, tv.id, { lastSeenAt: now, heartbeat });
}
