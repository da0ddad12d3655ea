/** Banners: the company-scoped lookup and the shape /api/v1 returns (contract/src/banners.ts). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Banner } from '@atoll/contract';
import { bannerImages, banners } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { groupBy, toLanguageImage } from '../contentRows';
import { relatedTexts, toRelatedLink } from '../related';

export type BannerRow = typeof banners.$inferSelect;

export async function serialize(own: Tenant, rows: BannerRow[]): Promise<Banner[]> {
  if (rows.length === 0) return [];
  const [images, texts] = await Promise.all([
    own
      .select(bannerImages, inArray(bannerImages.bannerId, rows.map((r) => r.id)))
      .orderBy(asc(bannerImages.seq)),
    relatedTexts(own, rows),
  ]);
  const byBanner = groupBy(images, (i) => i.bannerId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    sort_order: row.sortOrder,
    show_on_tv: row.showOnTv,
    show_on_app: row.showOnApp,
    description: row.description,
    ...toRelatedLink(row, texts),
    image: (byBanner.get(row.id) ?? []).map(toLanguageImage),
    updated: row.updatedAt.toISOString(),
  }));
}

export async function findBanner(own: Tenant, id: number): Promise<BannerRow> {
  return own.find(banners, id);
}

export async function one(own: Tenant, id: number): Promise<Banner> {
  const [banner] = await serialize(own, [await findBanner(own, id)]);
  return banner;
}

/** Locks the banner for the transaction (uploads and deletes take turns); 404 when it was deleted meanwhile. */
export async function lockBanner(own: Tenant, id: number): Promise<void> {
  const [locked] = await own.pick({ id: banners.id }, banners, eq(banners.id, id)).for('update');
  if (!locked) throw notFound();
}
