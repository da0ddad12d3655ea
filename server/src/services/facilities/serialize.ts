/** Facilities, activities, menus and categories as /api/v1 returns them (contract/src/facilities.ts). */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Activity, ActivitySummary, Facility, GalleryImage, Menu, MenuCategoryWithItems, MenuItem, MenuSummary } from '@atoll/contract';
import { activities, activityGallery, bookingTypes, facilities, facilityGallery, files, menuCategories, menuItems, menuPdfs, menus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { groupBy } from '../contentRows';
import { fileUrl, thumbUrl } from '../files';
import { findActivity, findCategory, findFacility, findMenu, named, type ActivityRow, type FacilityRow, type ItemRow, type MenuRow } from './lookup';

const countMap = (rows: { key: number; n: number }[]): Map<number, number> => new Map(rows.map((r) => [r.key, Number(r.n)]));

const toGalleryImage = (row: { fileId: string; filename: string | null }): GalleryImage => ({
  id: row.fileId,
  filename: row.filename ?? 'image',
  url: fileUrl(row.fileId),
  thumb_url: thumbUrl(row.fileId),
});

async function galleries(own: Tenant, owner: 'facility' | 'activity', ids: number[]): Promise<Map<number, GalleryImage[]>> {
  if (ids.length === 0) return new Map();
  const table = owner === 'facility' ? facilityGallery : activityGallery;
  const ownerColumn = owner === 'facility' ? facilityGallery.facilityId : activityGallery.activityId;
  const rows = await own
    .pick({ ownerId: ownerColumn, fileId: table.fileId, filename: files.filename }, table, inArray(ownerColumn, ids))
    .innerJoin(files, own.where(files, eq(files.id, table.fileId)))
    .orderBy(asc(table.id));
  return new Map([...groupBy(rows, (r) => r.ownerId)].map(([k, v]) => [k, v.map(toGalleryImage)]));
}

const toActivitySummary = (row: ActivityRow): ActivitySummary => ({
  id: row.id,
  name: row.name,
  price_text: row.priceText,
  sort_order: row.sortOrder,
  active: row.active,
  cover_thumb: thumbUrl(row.coverFileId),
});

const toMenuSummary = (row: MenuRow): MenuSummary => ({
  id: row.id,
  name: row.name,
  type: row.type,
  sort_order: row.sortOrder,
  active: row.active,
});

/** Facilities of one company; `detail` adds their menus and activities (the list leaves them []). */
export async function serializeFacilities(own: Tenant, rows: FacilityRow[], detail = false): Promise<Facility[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((id): id is number => id !== null))];
  const [parents, gallery, menuCounts, activityCounts, menuRows, activityRows, typeCounts] = await Promise.all([
    parentIds.length ? own.pick({ id: facilities.id, name: facilities.name }, facilities, inArray(facilities.id, parentIds)) : Promise.resolve([]),
    galleries(own, 'facility', ids),
    own.pick({ key: menus.facilityId, n: count() }, menus, inArray(menus.facilityId, ids)).groupBy(menus.facilityId),
    own.pick({ key: activities.facilityId, n: count() }, activities, inArray(activities.facilityId, ids)).groupBy(activities.facilityId),
    detail ? own.select(menus, inArray(menus.facilityId, ids)).orderBy(asc(menus.sortOrder), asc(menus.id)) : Promise.resolve([] as MenuRow[]),
    detail
      ? own.select(activities, inArray(activities.facilityId, ids)).orderBy(asc(activities.sortOrder), asc(activities.id))
      : Promise.resolve([] as ActivityRow[]),
    own.pick({ key: bookingTypes.facilityId, n: count() }, bookingTypes, inArray(bookingTypes.facilityId, ids)).groupBy(bookingTypes.facilityId),
  ]);
  const parentById = new Map(parents.map((p) => [p.id, named(p)]));
  const menusBy = groupBy(menuRows, (m) => m.facilityId);
  const activitiesBy = groupBy(activityRows, (a) => a.facilityId);
  const menusCount = countMap(menuCounts);
  const activitiesCount = countMap(activityCounts);
  const typesCount = countMap(typeCounts);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    sort_order: row.sortOrder,
    show_app_home: row.showAppHome,
    parent_id: row.parentId,
    parent: row.parentId === null ? null : (parentById.get(row.parentId) ?? null),
    active: row.active,
    cover: fileUrl(row.coverFileId),
    cover_thumb: thumbUrl(row.coverFileId),
    gallery: gallery.get(row.id) ?? [],
    menus: (menusBy.get(row.id) ?? []).map(toMenuSummary),
    activities: (activitiesBy.get(row.id) ?? []).map(toActivitySummary),
    menus_count: menusCount.get(row.id) ?? 0,
    activities_count: activitiesCount.get(row.id) ?? 0,
    request_types_count: typesCount.get(row.id) ?? 0,
    updated: row.updatedAt.toISOString(),
  }));
}

export async function facilityOut(own: Tenant, id: number): Promise<Facility> {
  const [facility] = await serializeFacilities(own, [await findFacility(own, id)], true);
  return facility;
}

export async function activityOut(own: Tenant, id: number): Promise<Activity> {
  const row = await findActivity(own, id);
  const [facility, gallery] = await Promise.all([findFacility(own, row.facilityId), galleries(own, 'activity', [row.id])]);
  return {
    id: row.id,
    facility_id: row.facilityId,
    facility: named(facility),
    name: row.name,
    price_text: row.priceText,
    description: row.description,
    sort_order: row.sortOrder,
    active: row.active,
    cover: fileUrl(row.coverFileId),
    cover_thumb: thumbUrl(row.coverFileId),
    gallery: gallery.get(row.id) ?? [],
    booking_type: null,
    updated: row.updatedAt.toISOString(),
  };
}

export const toMenuItem = (row: ItemRow): MenuItem => ({
  id: row.id,
  menu_id: row.menuId,
  menu_category_id: row.categoryId,
  name: row.name,
  price_text: row.priceText,
  description: row.description,
  sort_order: row.sortOrder,
  cover: fileUrl(row.coverFileId),
  cover_thumb: thumbUrl(row.coverFileId),
  updated: row.updatedAt.toISOString(),
});

export async function menuOut(own: Tenant, id: number): Promise<Menu> {
  const row = await findMenu(own, id);
  const [facility, pdfs, categories, items] = await Promise.all([
    findFacility(own, row.facilityId),
    own
      .pick({ fileId: menuPdfs.fileId, languageCode: menuPdfs.languageCode, filename: files.filename }, menuPdfs, eq(menuPdfs.menuId, id))
      .innerJoin(files, own.where(files, eq(files.id, menuPdfs.fileId)))
      .orderBy(asc(menuPdfs.languageCode)),
    own.select(menuCategories, eq(menuCategories.menuId, id)).orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id)),
    own.select(menuItems, eq(menuItems.menuId, id)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id)),
  ]);
  const itemsBy = groupBy(items, (i) => i.categoryId);
  const withItems: MenuCategoryWithItems[] = categories.map((category) => {
    const list = (itemsBy.get(category.id) ?? []).map(toMenuItem);
    return {
      id: category.id,
      menu_id: category.menuId,
      name: category.name,
      sort_order: category.sortOrder,
      items_count: list.length,
      cover: fileUrl(category.coverFileId),
      cover_thumb: thumbUrl(category.coverFileId),
      updated: category.updatedAt.toISOString(),
      items: list,
    };
  });
  return {
    id: row.id,
    facility_id: row.facilityId,
    facility: named(facility),
    name: row.name,
    type: row.type,
    short_description: row.shortDescription,
    sort_order: row.sortOrder,
    active: row.active,
    pdf: pdfs.map((p) => ({ id: p.fileId, language_code: p.languageCode, filename: p.filename ?? 'menu.pdf', url: fileUrl(p.fileId) })),
    categories: withItems,
    categories_count: categories.length,
    items_count: items.length,
    updated: row.updatedAt.toISOString(),
  };
}

export async function categoryOut(own: Tenant, id: number) {
  const row = await findCategory(own, id);
  const items = await own.select(menuItems, eq(menuItems.categoryId, id)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  return {
    id: row.id,
    menu_id: row.menuId,
    name: row.name,
    sort_order: row.sortOrder,
    items_count: items.length,
    cover: fileUrl(row.coverFileId),
    cover_thumb: thumbUrl(row.coverFileId),
    updated: row.updatedAt.toISOString(),
    items: items.map(toMenuItem),
  } satisfies MenuCategoryWithItems;
}

