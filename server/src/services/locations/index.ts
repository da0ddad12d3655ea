/** Key places: the company-scoped lookup and the shape /api/v1 returns (contract/src/locations.ts). */
import { iconUrl, type Location } from '@atoll/contract';
import { locations } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { fileUrl, thumbUrl } from '../files';
import { relatedTexts, toRelatedLink } from '../related';

export type LocationRow = typeof locations.$inferSelect;

export async function serialize(own: Tenant, rows: LocationRow[]): Promise<Location[]> {
  if (rows.length === 0) return [];
  const texts = await relatedTexts(own, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    lat: row.lat,
    lng: row.lng,
    sort_order: row.sortOrder,
    ...toRelatedLink(row, texts),
    cover: fileUrl(row.coverFileId),
    cover_thumb: thumbUrl(row.coverFileId),
    icon: row.icon,
    icon_url: row.icon ? iconUrl(row.icon) : null,
    icon_color: row.iconColor,
    icon_background: row.iconBackground,
    updated: row.updatedAt.toISOString(),
  }));
}

export async function findLocation(own: Tenant, id: number): Promise<LocationRow> {
  return own.find(locations, id);
}

export async function one(own: Tenant, id: number): Promise<Location> {
  const [location] = await serialize(own, [await findLocation(own, id)]);
  return location;
}
