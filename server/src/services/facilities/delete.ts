/**
 * Deletes of facilities, activities, menus and categories: files first listed, then rows
 * (the database cascades the rest), links and grants let go. What a facility's delete
 * removes and unlinks is the domain's facilityDeletePlan; the statements are the server's.
 * Each takes the seam over the deleting transaction (`own.in(tx)`).
 */
import { eq, inArray } from 'drizzle-orm';
import { facilityDeletePlan, withoutFacilityGrants } from '@atoll/contract/domain';
import { activities, activityGallery, facilities, facilityGallery, menuCategories, menuItems, menuPdfs, menus, users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { deleteFiles } from '../files';
import { detachRelated } from '../related';
import type { FacilityRow } from './lookup';

/**
 * Locks a row until the transaction ends (404 when it is gone): a concurrent upload to it commits first, so its file
 * is listed, or waits and finds the row gone.
 */
async function lockRow(own: Tenant, table: typeof activities | typeof menus | typeof menuCategories, id: number): Promise<void> {
  const [row] = await own.pick({ id: table.id }, table, eq(table.id, id)).for('update');
  if (!row) throw notFound();
}

/** Removes deleted facility ids from facility-scoped grants (`objects: [ids]`) of the company's users. */
async function dropFacilityGrants(own: Tenant, facilityIds: number[]): Promise<void> {
  const rows = await own.pick({ id: users.id, permissions: users.permissions }, users);
  for (const row of rows) {
    const next = withoutFacilityGrants(row.permissions, facilityIds);
    if (next) await own.update(users, row.id, { permissions: next });
  }
}

/** Files of menus (their PDFs, category covers and item covers). */
async function menuFileIds(own: Tenant, menuIds: number[]): Promise<(string | null)[]> {
  if (menuIds.length === 0) return [];
  const [pdfs, categories, items] = await Promise.all([
    own.pick({ fileId: menuPdfs.fileId }, menuPdfs, inArray(menuPdfs.menuId, menuIds)),
    own.pick({ fileId: menuCategories.coverFileId }, menuCategories, inArray(menuCategories.menuId, menuIds)),
    own.pick({ fileId: menuItems.coverFileId }, menuItems, inArray(menuItems.menuId, menuIds)),
  ]);
  return [...pdfs.map((p) => p.fileId), ...categories.map((c) => c.fileId), ...items.map((i) => i.fileId)];
}

/** Files of activities (covers and galleries). */
async function activityFileIds(own: Tenant, activityIds: number[]): Promise<(string | null)[]> {
  if (activityIds.length === 0) return [];
  const [rows, gallery] = await Promise.all([
    own.pick({ fileId: activities.coverFileId }, activities, inArray(activities.id, activityIds)),
    own.pick({ fileId: activityGallery.fileId }, activityGallery, inArray(activityGallery.activityId, activityIds)),
  ]);
  return [...rows.map((r) => r.fileId), ...gallery.map((g) => g.fileId)];
}

/**
 * A facility with its activities, menus (categories, items, PDFs), cover and gallery
 * files. Links of banners, events and quick actions to any of them are cleared;
 * sub-facilities stay, without a parent (the foreign key); users' grants drop the id.
 */
export async function deleteFacility(own: Tenant, facility: FacilityRow): Promise<void> {
  // Rows locked before their files are listed: an upload to the facility, its activities or menus either committed
  // before (its file is listed) or waits and then finds its row gone (404). No file outlives its row.
  const [locked] = await own.select(facilities, eq(facilities.id, facility.id)).for('update');
  if (!locked) throw notFound();
  await own.pick({ id: activities.id }, activities, eq(activities.facilityId, facility.id)).for('update');
  await own.pick({ id: menus.id }, menus, eq(menus.facilityId, facility.id)).for('update');
  const [activityRows, menuRows, gallery] = await Promise.all([
    own.pick({ id: activities.id }, activities, eq(activities.facilityId, facility.id)),
    own.pick({ id: menus.id }, menus, eq(menus.facilityId, facility.id)),
    own.pick({ fileId: facilityGallery.fileId }, facilityGallery, eq(facilityGallery.facilityId, facility.id)),
  ]);
  const plan = facilityDeletePlan(
    facility.id,
    activityRows.map((a) => a.id),
    menuRows.map((m) => m.id),
    [],
  );
  const fileIds = [
    locked.coverFileId,
    ...gallery.map((g) => g.fileId),
    ...(await activityFileIds(own, plan.removes.activityIds)),
    ...(await menuFileIds(own, plan.removes.menuIds)),
  ];
  for (const link of plan.unlinks) await detachRelated(own, link.type, link.ids);
  await own.delete(facilities, facility.id);
  await deleteFiles(own, fileIds);
  await dropFacilityGrants(own, plan.droppedGrants);
}

export async function deleteActivity(own: Tenant, id: number): Promise<void> {
  await lockRow(own, activities, id);
  const fileIds = await activityFileIds(own, [id]);
  await detachRelated(own, 'activity', [id]);
  await own.delete(activities, id);
  await deleteFiles(own, fileIds);
}

export async function deleteMenu(own: Tenant, id: number): Promise<void> {
  await lockRow(own, menus, id);
  await own.pick({ id: menuCategories.id }, menuCategories, eq(menuCategories.menuId, id)).for('update');
  await own.pick({ id: menuItems.id }, menuItems, eq(menuItems.menuId, id)).for('update');
  const fileIds = await menuFileIds(own, [id]);
  await detachRelated(own, 'menu', [id]);
  await own.delete(menus, id);
  await deleteFiles(own, fileIds);
}

/** A category with its cover and its items (and their covers): the confirmation says it cannot be reversed. */
export async function deleteCategory(own: Tenant, id: number): Promise<void> {
  await lockRow(own, menuCategories, id);
  await own.pick({ id: menuItems.id }, menuItems, eq(menuItems.categoryId, id)).for('update');
  const [category] = await own.pick({ fileId: menuCategories.coverFileId }, menuCategories, eq(menuCategories.id, id));
  const items = await own.pick({ fileId: menuItems.coverFileId }, menuItems, eq(menuItems.categoryId, id));
  await own.delete(menuCategories, id);
  await deleteFiles(own, [category?.fileId ?? null, ...items.map((i) => i.fileId)]);
}

/** An item and its cover. */
export async function deleteItem(own: Tenant, id: number): Promise<void> {
  const [gone] = await own.delete(menuItems, id).returning({ cover: menuItems.coverFileId });
  if (gone) await deleteFiles(own, [gone.cover]);
}
