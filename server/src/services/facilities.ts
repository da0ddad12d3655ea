/**
 * Facilities, activities and menus as /api/v1 returns them (contract/src/content.ts),
 * the company-scoped lookups the routes share, and the cascades of their deletes.
 * Every query filters by company; another company's id is a 404 or a 422 on the field.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  CONTENT_TEXT,
  translationText,
  type Activity,
  type ActivitySummary,
  type Facility,
  type GalleryImage,
  type Menu,
  type MenuCategoryWithItems,
  type MenuItem,
  type MenuSummary,
  type NamedOption,
  type PermissionsMap,
  type Translatable,
} from '@atoll/contract';
import type { Db } from '../db/client';
import {
  activities,
  activityGallery,
  facilities,
  facilityGallery,
  files,
  menuCategories,
  menuItems,
  menuPdfs,
  menus,
  users,
} from '../db/schema';
import { HttpError, notFound, validationError } from '../http/errors';
import { deleteFiles, fileUrl, thumbUrl } from './files';
import { detachRelated } from './related';

export type FacilityRow = typeof facilities.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type CategoryRow = typeof menuCategories.$inferSelect;
export type ItemRow = typeof menuItems.$inferSelect;

const named = (row: { id: number; name: Translatable }): NamedOption => ({ id: row.id, name: translationText(row.name) });
export const toNamedOptions = (rows: { id: number; name: Translatable }[]) => rows.map(named);

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return out;
}

function countMap(rows: { key: number; n: number }[]): Map<number, number> {
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

// Lookups (404 for another company's ids) --------------------------------------------

export async function findFacility(db: Db, companyId: number, id: number): Promise<FacilityRow> {
  const [row] = await db.select().from(facilities).where(and(eq(facilities.id, id), eq(facilities.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

export async function findActivity(db: Db, companyId: number, id: number): Promise<ActivityRow> {
  const [row] = await db.select().from(activities).where(and(eq(activities.id, id), eq(activities.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

export async function findMenu(db: Db, companyId: number, id: number): Promise<MenuRow> {
  const [row] = await db.select().from(menus).where(and(eq(menus.id, id), eq(menus.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

export async function findCategory(db: Db, companyId: number, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(menuCategories).where(and(eq(menuCategories.id, id), eq(menuCategories.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

export async function findItem(db: Db, companyId: number, id: number): Promise<ItemRow> {
  const [row] = await db.select().from(menuItems).where(and(eq(menuItems.id, id), eq(menuItems.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** Ids from a body beyond the integer column's range cannot exist (and would be a database error). */
const MAX_ID = 2_147_483_647;

/** A referenced parent (facility_id, menu_id…) of another company is "not in the list": 422 on that field. */
export async function fieldRef<T>(field: string, id: number, lookup: (id: number) => Promise<T>): Promise<T> {
  try {
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw notFound();
    return await lookup(id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      throw validationError({ [field]: [CONTENT_TEXT.chooseFromList] });
    }
    throw error;
  }
}

/**
 * parent_id: another facility of the company, never itself nor one of its own
 * descendants (which would make a loop). null clears it.
 */
export async function checkParent(db: Db, companyId: number, facilityId: number | null, parentId: number | null | undefined): Promise<number | null> {
  if (parentId === null || parentId === undefined) return null;
  if (parentId === facilityId) throw validationError({ parent_id: [CONTENT_TEXT.parentIsSelf] });
  const all = await db.select({ id: facilities.id, parentId: facilities.parentId }).from(facilities).where(eq(facilities.companyId, companyId));
  const parentOf = new Map(all.map((f) => [f.id, f.parentId]));
  if (!parentOf.has(parentId)) throw validationError({ parent_id: [CONTENT_TEXT.chooseFromList] });
  if (facilityId !== null) {
    // Walk up from the new parent: meeting this facility means a loop.
    const seen = new Set<number>();
    for (let at: number | null | undefined = parentId; at != null && !seen.has(at); at = parentOf.get(at)) {
      if (at === facilityId) throw validationError({ parent_id: [CONTENT_TEXT.parentIsSelf] });
      seen.add(at);
    }
  }
  return parentId;
}

// Serialisers ------------------------------------------------------------------------

interface GalleryRow {
  ownerId: number;
  fileId: string;
  filename: string | null;
}
const toGalleryImage = (row: GalleryRow): GalleryImage => ({
  id: row.fileId,
  filename: row.filename ?? 'image',
  url: fileUrl(row.fileId),
  thumb_url: thumbUrl(row.fileId),
});

async function facilityGalleries(db: Db, ids: number[]): Promise<Map<number, GalleryImage[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: facilityGallery.facilityId, fileId: facilityGallery.fileId, filename: files.filename })
    .from(facilityGallery)
    .innerJoin(files, eq(files.id, facilityGallery.fileId))
    .where(inArray(facilityGallery.facilityId, ids))
    .orderBy(asc(facilityGallery.id));
  return new Map([...groupBy(rows, (r) => r.ownerId)].map(([k, v]) => [k, v.map(toGalleryImage)]));
}

async function activityGalleries(db: Db, ids: number[]): Promise<Map<number, GalleryImage[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: activityGallery.activityId, fileId: activityGallery.fileId, filename: files.filename })
    .from(activityGallery)
    .innerJoin(files, eq(files.id, activityGallery.fileId))
    .where(inArray(activityGallery.activityId, ids))
    .orderBy(asc(activityGallery.id));
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
export async function serializeFacilities(db: Db, companyId: number, rows: FacilityRow[], detail = false): Promise<Facility[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((id): id is number => id !== null))];
  const [parents, galleries, menuCounts, activityCounts, menuRows, activityRows] = await Promise.all([
    parentIds.length
      ? db
          .select({ id: facilities.id, name: facilities.name })
          .from(facilities)
          .where(and(eq(facilities.companyId, companyId), inArray(facilities.id, parentIds)))
      : Promise.resolve([]),
    facilityGalleries(db, ids),
    db.select({ key: menus.facilityId, n: count() }).from(menus).where(inArray(menus.facilityId, ids)).groupBy(menus.facilityId),
    db.select({ key: activities.facilityId, n: count() }).from(activities).where(inArray(activities.facilityId, ids)).groupBy(activities.facilityId),
    detail
      ? db.select().from(menus).where(inArray(menus.facilityId, ids)).orderBy(asc(menus.sortOrder), asc(menus.id))
      : Promise.resolve([] as MenuRow[]),
    detail
      ? db.select().from(activities).where(inArray(activities.facilityId, ids)).orderBy(asc(activities.sortOrder), asc(activities.id))
      : Promise.resolve([] as ActivityRow[]),
  ]);
  const parentById = new Map(parents.map((p) => [p.id, named(p)]));
  const menusBy = groupBy(menuRows, (m) => m.facilityId);
  const activitiesBy = groupBy(activityRows, (a) => a.facilityId);
  const menusCount = countMap(menuCounts);
  const activitiesCount = countMap(activityCounts);
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
    gallery: galleries.get(row.id) ?? [],
    menus: (menusBy.get(row.id) ?? []).map(toMenuSummary),
    activities: (activitiesBy.get(row.id) ?? []).map(toActivitySummary),
    menus_count: menusCount.get(row.id) ?? 0,
    activities_count: activitiesCount.get(row.id) ?? 0,
    updated: row.updatedAt.toISOString(),
  }));
}

export async function facilityOut(db: Db, companyId: number, id: number): Promise<Facility> {
  const [facility] = await serializeFacilities(db, companyId, [await findFacility(db, companyId, id)], true);
  return facility;
}

export async function activityOut(db: Db, companyId: number, id: number): Promise<Activity> {
  const row = await findActivity(db, companyId, id);
  const [facility, galleries] = await Promise.all([findFacility(db, companyId, row.facilityId), activityGalleries(db, [row.id])]);
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
    gallery: galleries.get(row.id) ?? [],
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

export async function menuOut(db: Db, companyId: number, id: number): Promise<Menu> {
  const row = await findMenu(db, companyId, id);
  const [facility, pdfs, categories, items] = await Promise.all([
    findFacility(db, companyId, row.facilityId),
    db
      .select({ fileId: menuPdfs.fileId, languageCode: menuPdfs.languageCode, filename: files.filename })
      .from(menuPdfs)
      .innerJoin(files, eq(files.id, menuPdfs.fileId))
      .where(eq(menuPdfs.menuId, id))
      .orderBy(asc(menuPdfs.languageCode)),
    db.select().from(menuCategories).where(eq(menuCategories.menuId, id)).orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id)),
    db.select().from(menuItems).where(eq(menuItems.menuId, id)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id)),
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

export async function categoryOut(db: Db, companyId: number, id: number) {
  const row = await findCategory(db, companyId, id);
  const items = await db.select().from(menuItems).where(eq(menuItems.categoryId, id)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
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

// Deletes: files first, then rows (the database cascades the rest) ----------------------

/** Removes deleted facility ids from facility-scoped grants (`objects: [ids]`) of the company's users. */
async function dropFacilityGrants(tx: Db, companyId: number, facilityIds: number[]): Promise<void> {
  const gone = new Set(facilityIds);
  const rows = await tx.select({ id: users.id, permissions: users.permissions }).from(users).where(eq(users.companyId, companyId));
  for (const row of rows) {
    let changed = false;
    const next: PermissionsMap = {};
    for (const [key, grant] of Object.entries(row.permissions ?? {})) {
      if (grant && Array.isArray(grant.objects) && grant.objects.some((id) => gone.has(id))) {
        changed = true;
        next[key] = { ...grant, objects: grant.objects.filter((id) => !gone.has(id)) };
      } else if (grant) {
        next[key] = grant;
      }
    }
    if (changed) await tx.update(users).set({ permissions: next }).where(eq(users.id, row.id));
  }
}

async function itemFileIds(tx: Db, where: ReturnType<typeof eq>): Promise<(string | null)[]> {
  const rows = await tx.select({ fileId: menuItems.coverFileId }).from(menuItems).where(where);
  return rows.map((r) => r.fileId);
}

/** Files of menus (their PDFs, category covers and item covers). */
async function menuFileIds(tx: Db, menuIds: number[]): Promise<(string | null)[]> {
  if (menuIds.length === 0) return [];
  const [pdfs, categories, items] = await Promise.all([
    tx.select({ fileId: menuPdfs.fileId }).from(menuPdfs).where(inArray(menuPdfs.menuId, menuIds)),
    tx.select({ fileId: menuCategories.coverFileId }).from(menuCategories).where(inArray(menuCategories.menuId, menuIds)),
    tx.select({ fileId: menuItems.coverFileId }).from(menuItems).where(inArray(menuItems.menuId, menuIds)),
  ]);
  return [...pdfs.map((p) => p.fileId), ...categories.map((c) => c.fileId), ...items.map((i) => i.fileId)];
}

/** Files of activities (covers and galleries). */
async function activityFileIds(tx: Db, activityIds: number[]): Promise<(string | null)[]> {
  if (activityIds.length === 0) return [];
  const [rows, gallery] = await Promise.all([
    tx.select({ fileId: activities.coverFileId }).from(activities).where(inArray(activities.id, activityIds)),
    tx.select({ fileId: activityGallery.fileId }).from(activityGallery).where(inArray(activityGallery.activityId, activityIds)),
  ]);
  return [...rows.map((r) => r.fileId), ...gallery.map((g) => g.fileId)];
}

/**
 * A facility with its activities, menus (categories, items, PDFs), cover and gallery
 * files. Links of banners, events and quick actions to any of them are cleared;
 * sub-facilities stay, without a parent; users' facility-scoped grants drop the id.
 */
export async function deleteFacility(tx: Db, companyId: number, facility: FacilityRow): Promise<void> {
  const [activityRows, menuRows, gallery] = await Promise.all([
    tx.select({ id: activities.id }).from(activities).where(eq(activities.facilityId, facility.id)),
    tx.select({ id: menus.id }).from(menus).where(eq(menus.facilityId, facility.id)),
    tx.select({ fileId: facilityGallery.fileId }).from(facilityGallery).where(eq(facilityGallery.facilityId, facility.id)),
  ]);
  const activityIds = activityRows.map((a) => a.id);
  const menuIds = menuRows.map((m) => m.id);
  const fileIds = [
    facility.coverFileId,
    ...gallery.map((g) => g.fileId),
    ...(await activityFileIds(tx, activityIds)),
    ...(await menuFileIds(tx, menuIds)),
  ];
  await detachRelated(tx, companyId, 'facility', [facility.id]);
  await detachRelated(tx, companyId, 'activity', activityIds);
  await detachRelated(tx, companyId, 'menu', menuIds);
  await tx.delete(facilities).where(and(eq(facilities.id, facility.id), eq(facilities.companyId, companyId)));
  await deleteFiles(tx, companyId, fileIds);
  await dropFacilityGrants(tx, companyId, [facility.id]);
}

export async function deleteActivity(tx: Db, companyId: number, id: number): Promise<void> {
  const fileIds = await activityFileIds(tx, [id]);
  await detachRelated(tx, companyId, 'activity', [id]);
  await tx.delete(activities).where(and(eq(activities.id, id), eq(activities.companyId, companyId)));
  await deleteFiles(tx, companyId, fileIds);
}

export async function deleteMenu(tx: Db, companyId: number, id: number): Promise<void> {
  const fileIds = await menuFileIds(tx, [id]);
  await detachRelated(tx, companyId, 'menu', [id]);
  await tx.delete(menus).where(and(eq(menus.id, id), eq(menus.companyId, companyId)));
  await deleteFiles(tx, companyId, fileIds);
}

/** A category with its cover and its items (and their covers): the confirmation says it cannot be reversed. */
export async function deleteCategory(tx: Db, companyId: number, id: number): Promise<void> {
  const [category] = await tx
    .select({ fileId: menuCategories.coverFileId })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, id), eq(menuCategories.companyId, companyId)));
  const fileIds = [category?.fileId ?? null, ...(await itemFileIds(tx, eq(menuItems.categoryId, id)))];
  await tx.delete(menuCategories).where(and(eq(menuCategories.id, id), eq(menuCategories.companyId, companyId)));
  await deleteFiles(tx, companyId, fileIds);
}
