/** Facilities, activities, menus and categories as /api/v1 returns them (contract/src/facilities.ts). */
import { asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isStorableId } from '@atoll/contract/domain';
import { translationText, type Activity, type ActivitySummary, type Facility, type GalleryImage, type Menu, type MenuCategoryWithItems, type MenuItem, type MenuSummary, type Translatable } from '@atoll/contract';
import { activities, activityGallery, bookingTypes, facilities, facilityGallery, files, menuCategories, menuItems, menuPdfs, menus } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Db } from '../../db/client';
import { tenant, type Tenant } from '../../db/tenant';
import { groupBy } from '../contentRows';
import { fileUrl, thumbUrl } from '../files';
import { findActivity, findCategory, findFacility, findMenu, named, type FacilityRow, type ItemRow, type MenuRow } from './lookup';

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

/** A facility's parent, for the name its answer carries (an alias of the same company table: the seam scopes it alike). */
const parentFacility = alias(facilities, 'parent_facility') as unknown as typeof facilities;

interface FacilityExtras {
  parentName: Translatable | null;
  gallery: { fileId: string; filename: string | null }[];
  menus: { id: number; name: Translatable; type: MenuRow['type']; sortOrder: number; active: boolean }[];
  activities: { id: number; name: Translatable; priceText: Translatable; sortOrder: number; active: boolean; coverFileId: string | null }[];
  menusCount: number;
  activitiesCount: number;
  typesCount: number;
}

/**
 * The company's facilities matching `condition` with everything their answer shows, in one statement: the parent's
 * name, the gallery, the counts and (detail) the menus and activities come from correlated subqueries through the
 * seam, each on an index of its table, instead of one statement per part with a list of ids (docs/adr/0057).
 */
function selectFacilities(own: Tenant, condition: SQL | undefined, detail: boolean) {
  const json = <T>(query: SQL) => sql<T>`coalesce((${query}), '[]'::json)`;
  const countOf = (query: unknown) => sql<number>`(${query})`.mapWith(Number);
  const galleryRows = own
    .pick({ id: facilityGallery.id, fileId: facilityGallery.fileId, filename: files.filename }, facilityGallery, eq(facilityGallery.facilityId, facilities.id))
    .innerJoin(files, own.where(files, eq(files.id, facilityGallery.fileId)));
  const menuRows = own.pick(
    { id: menus.id, name: menus.name, type: menus.type, sortOrder: menus.sortOrder, active: menus.active },
    menus,
    eq(menus.facilityId, facilities.id),
  );
  const activityRows = own.pick(
    { id: activities.id, name: activities.name, priceText: activities.priceText, sortOrder: activities.sortOrder, active: activities.active, coverFileId: activities.coverFileId },
    activities,
    eq(activities.facilityId, facilities.id),
  );
  const none = sql<never[]>`'[]'::json`;
  return own.pick(
    {
      row: getTableColumns(facilities),
      parentName: sql<Translatable | null>`(${own.pick({ name: parentFacility.name }, parentFacility, eq(parentFacility.id, facilities.parentId))})`,
      gallery: json<FacilityExtras['gallery']>(
        sql`select json_agg(json_build_object('fileId', g.file_id, 'filename', g.filename) order by g.id) from (${galleryRows}) g`,
      ),
      menus: detail
        ? json<FacilityExtras['menus']>(
            sql`select json_agg(json_build_object('id', m.id, 'name', m.name, 'type', m.type, 'sortOrder', m.sort_order, 'active', m.active) order by m.sort_order, m.id) from (${menuRows}) m`,
          )
        : none,
      activities: detail
        ? json<FacilityExtras['activities']>(
            sql`select json_agg(json_build_object('id', a.id, 'name', a.name, 'priceText', a.price_text, 'sortOrder', a.sort_order, 'active', a.active, 'coverFileId', a.cover_file_id) order by a.sort_order, a.id) from (${activityRows}) a`,
          )
        : none,
      menusCount: countOf(own.pick({ n: count() }, menus, eq(menus.facilityId, facilities.id))),
      activitiesCount: countOf(own.pick({ n: count() }, activities, eq(activities.facilityId, facilities.id))),
      typesCount: countOf(own.pick({ n: count() }, bookingTypes, eq(bookingTypes.facilityId, facilities.id))),
    },
    facilities,
    condition,
  );
}

function toFacility(row: FacilityRow, extras: FacilityExtras): Facility {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sort_order: row.sortOrder,
    show_app_home: row.showAppHome,
    parent_id: row.parentId,
    parent: row.parentId === null || extras.parentName === null ? null : { id: row.parentId, name: translationText(extras.parentName) },
    active: row.active,
    cover: fileUrl(row.coverFileId),
    cover_thumb: thumbUrl(row.coverFileId),
    gallery: extras.gallery.map(toGalleryImage),
    menus: extras.menus.map((m): MenuSummary => ({ id: m.id, name: m.name, type: m.type, sort_order: m.sortOrder, active: m.active })),
    activities: extras.activities.map((a): ActivitySummary => ({
      id: a.id,
      name: a.name,
      price_text: a.priceText,
      sort_order: a.sortOrder,
      active: a.active,
      cover_thumb: thumbUrl(a.coverFileId),
    })),
    menus_count: extras.menusCount,
    activities_count: extras.activitiesCount,
    request_types_count: extras.typesCount,
    updated: row.updatedAt.toISOString(),
  };
}

/**
 * The two statements of GET facilities and GET facilities/{id}, built once per database with drizzle's prepare():
 * the company (and the id) are placeholders filled at each call, through the same seam (`tenant` over a
 * placeholder company: every table of the statement is scoped by it, as with a number). Building the statement
 * cost about as much CPU as the rest of the request, and as a named statement PostgreSQL parses and plans it once
 * per connection instead of on every call (docs/adr/0057-api-speed.md). PGlite runs the same text, unnamed.
 */
function prepareStatements(db: Db) {
  const own = tenant(db, sql.placeholder('companyId') as unknown as number);
  return {
    list: selectFacilities(own, undefined, false).orderBy(asc(facilities.sortOrder), asc(facilities.id)).prepare('atoll_facilities_list'),
    byId: selectFacilities(own, eq(facilities.id, sql.placeholder('id')), true).prepare('atoll_facility_by_id'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareStatements>>();
function statementsOf(db: Db) {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepareStatements(db)));
  return statements;
}

/** The company's facilities in their order (sort order, then id), as the list shows them (menus and activities []). */
export async function listFacilities(db: Db, companyId: number): Promise<Facility[]> {
  const rows = await statementsOf(db).list.execute({ companyId });
  return rows.map(({ row, ...extras }) => toFacility(row, extras));
}

/** One facility of the company with its menus and activities, or 404. */
export async function facilityOut(db: Db, companyId: number, id: number): Promise<Facility> {
  if (!isStorableId(id)) throw notFound();
  const [found] = await statementsOf(db).byId.execute({ companyId, id });
  if (!found) throw notFound();
  const { row, ...extras } = found;
  return toFacility(row, extras);
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

