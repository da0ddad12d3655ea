/**
 * The tenancy seam: every read and write of a company's rows in routes/ and services/
 * goes through `tenant(db, companyId)`, which adds the company to the statement. A
 * statement filtered by id alone cannot be written there (server/eslint.tenancy.js makes
 * a raw statement on these tables a lint error outside this file).
 *
 * - Company tables (a `company_id` column): `where` adds `company_id = <company>`;
 *   `insert` fills it. The `companies` row itself is `company()` / `updateCompany()`.
 * - Child tables (no `company_id`: request-type timing sets, booking logs) are reached only
 *   through their parent: `where` adds `<parent_id> IN (SELECT id FROM <parent> WHERE company_id = <company>)`.
 * - Rows under a parent (PARENT: those child tables, and the company tables that hang under a
 *   parent: galleries, menu PDFs, banner images, information files, a booking's guests and menu
 *   lines) are written with `insertChild`, which refuses (404) a row whose parent is not the
 *   company's (and fills `company_id` where the table has one). In the database a row of these
 *   company tables names its parent and its file / guest / menu item by (company_id, <x>_id), so a
 *   cross-company reference is refused there too (drizzle/0008, 0009; docs/server.md).
 *
 * - Joins: `.innerJoin(t, own.where(t, on))` — the join condition carries the company's scope
 *   of `t`, so a joined row is never another company's (a left join finds none instead).
 * - Raw `sql` subqueries are written with the seam too: sql`(${own.pick(fields, t, on)})`, and
 *   `exists(own.pick(…))` (drizzle's `exists`) for an EXISTS.
 * - Work run for every company (the bookings sweeper's interval) finds which companies have rows
 *   to see to with `companiesWith(db, t, condition)`, then goes through each one's seam.
 *
 * Inside a transaction use `tenant(tx, companyId)` (or `own.in(tx)`): PGlite has one
 * connection, which the transaction holds.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { isStorableId } from '@atoll/contract/domain';
import type { PgColumn, PgInsertValue, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import { notFound } from '../http/errors';
import type { Db } from './client';
import {
  activities,
  activityGallery,
  appVersions,
  bannerImages,
  banners,
  bookingCounters,
  bookingGuests,
  bookingLogs,
  bookingMenuItems,
  bookings,
  bookingSlots,
  bookingTypes,
  bookingTypeSlots,
  campaignDeliveries,
  campaigns,
  companies,
  companyLanguages,
  devices,
  exportKeys,
  facilities,
  facilityGallery,
  files,
  guests,
  information,
  informationFiles,
  manualRooms,
  menuCategories,
  menuItems,
  menuPdfs,
  menus,
  pmsIntegrations,
  quickActions,
  recurringEvents,
  rooms,
  roomTypes,
  taskCategories,
  taskTypes,
  locations,
  mapOverlayImages,
  mapSettings,
  trackerPositions,
  trackers,
  trackingGroups,
  tvs,
  users,
} from './schema';

/**
 * Tables whose rows carry the company (keep in step with COMPANY_TABLE_SQL in server/eslint.tenancy.js;
 * server/test/tenancySync.test.ts checks both against the schema).
 */
export const COMPANY_TABLES = [
  users,
  companyLanguages,
  files,
  pmsIntegrations,
  manualRooms,
  facilities,
  activities,
  menus,
  menuCategories,
  menuItems,
  banners,
  information,
  recurringEvents,
  quickActions,
  roomTypes,
  rooms,
  taskCategories,
  taskTypes,
  guests,
  bookingTypes,
  bookingSlots,
  bookingCounters,
  bookings,
  facilityGallery,
  activityGallery,
  menuPdfs,
  bannerImages,
  informationFiles,
  bookingGuests,
  bookingMenuItems,
  exportKeys,
  campaigns,
  devices,
  campaignDeliveries,
  trackingGroups,
  trackers,
  trackerPositions,
  tvs,
  locations,
  mapSettings,
  mapOverlayImages,
  appVersions,
] as const;
export type CompanyTable = (typeof COMPANY_TABLES)[number];

/** Tables without company_id, reached through their parent. */
export type ChildTable = typeof bookingTypeSlots | typeof bookingLogs;

/** Company tables whose rows hang under a parent (written with insertChild, which checks the parent). */
export type ParentedTable =
  | typeof facilityGallery
  | typeof activityGallery
  | typeof menuPdfs
  | typeof bannerImages
  | typeof informationFiles
  | typeof bookingGuests
  | typeof bookingMenuItems;

/** What insertChild writes: a child table's row, or a parented company table's without companyId (the seam fills it). */
type ChildInsert<T extends ChildTable | ParentedTable> = T extends ChildTable ? T['$inferInsert'] : InsertOf<T>;

export type ScopedTable = CompanyTable | ChildTable;

type ParentTable = typeof facilities | typeof activities | typeof menus | typeof banners | typeof information | typeof bookingTypes | typeof bookings;

/**
 * Each child table and parented company table, the column naming its parent, and the parent (a company table).
 * Exported for tenancySync.test.ts.
 */
export const PARENT: ReadonlyMap<ChildTable | ParentedTable, { column: PgColumn; key: string; parent: ParentTable }> = new Map<
  ChildTable | ParentedTable,
  { column: PgColumn; key: string; parent: ParentTable }
>([
  [facilityGallery, { column: facilityGallery.facilityId, key: 'facilityId', parent: facilities }],
  [activityGallery, { column: activityGallery.activityId, key: 'activityId', parent: activities }],
  [menuPdfs, { column: menuPdfs.menuId, key: 'menuId', parent: menus }],
  [bannerImages, { column: bannerImages.bannerId, key: 'bannerId', parent: banners }],
  [informationFiles, { column: informationFiles.informationId, key: 'informationId', parent: information }],
  [bookingTypeSlots, { column: bookingTypeSlots.bookingTypeId, key: 'bookingTypeId', parent: bookingTypes }],
  [bookingGuests, { column: bookingGuests.bookingId, key: 'bookingId', parent: bookings }],
  [bookingMenuItems, { column: bookingMenuItems.bookingId, key: 'bookingId', parent: bookings }],
  [bookingLogs, { column: bookingLogs.bookingId, key: 'bookingId', parent: bookings }],
]);

/** A table with an `id` column: a number (serial) or a file's uuid. */
type WithId = Extract<ScopedTable, { id: PgColumn }>;

/** Which rows: one id, a condition (always within the company), or every row of the company. */
export type Target = number | string | SQL | 'all';
/** Child tables without an `id` column are named by a condition (or 'all' of the company's). */
type TargetOf<T extends ScopedTable> = T extends WithId ? Target : SQL | 'all';

/** Ids beyond the integer column's range cannot exist (and would be a database error); file ids are uuids. */
const isRowId = (id: number | string) => typeof id === 'string' || isStorableId(id);

/** A child table's link to its parent (undefined for a company table: its own company_id scopes it). */
function childLink(table: ScopedTable) {
  if ('companyId' in table) return undefined;
  const link = PARENT.get(table);
  if (!link) throw new Error('tenant(): a table without company_id and without a parent');
  return link;
}

export function tenant(db: Db, companyId: number) {
  /** The company's rows of `table` (and `more`). */
  function where(table: ScopedTable, ...more: (SQL | undefined)[]): SQL {
    const link = childLink(table);
    const scope = link
      ? inArray(link.column, db.select({ id: link.parent.id }).from(link.parent).where(eq(link.parent.companyId, companyId)))
      : eq((table as CompanyTable).companyId, companyId);
    return and(scope, ...more) as SQL;
  }

  function targetOf(table: ScopedTable, target: Target): SQL | undefined {
    if (target === 'all') return undefined;
    if (typeof target === 'number' || typeof target === 'string') {
      // An impossible id matches nothing (and never reaches the database as an out-of-range integer).
      return isRowId(target) ? eq((table as WithId).id, target) : eq((table as WithId).id, -1);
    }
    return target;
  }

  async function requireParents(table: ChildTable | ParentedTable, values: readonly Record<string, unknown>[]) {
    const link = PARENT.get(table)!;
    const ids = [...new Set(values.map((v) => v[link.key] as number))];
    const found = await db
      .select({ id: link.parent.id })
      .from(link.parent)
      .where(and(eq(link.parent.companyId, companyId), inArray(link.parent.id, ids)));
    if (found.length !== ids.length) throw notFound();
  }

  return {
    companyId,
    where,
    /** The same seam over a transaction (`tx` only inside it). */
    in: (tx: Db) => tenant(tx, companyId),

    /** SELECT * of the company's rows (and `more`); chain orderBy/for/limit. */
    select<T extends ScopedTable>(table: T, ...more: (SQL | undefined)[]) {
      return db.select().from(table as ScopedTable).where(where(table, ...more)) as unknown as ScopedSelect<T['$inferSelect']>;
    },

    /**
     * SELECT `fields` of the company's rows of `table` (and `more`). Chain joins for fields of other tables,
     * each with the seam's condition so the joined rows are the company's too (the lint rule asks for it):
     * `.innerJoin(other, own.where(other, eq(other.id, table.otherId)))`.
     */
    pick<F extends SelectedFields>(fields: F, table: ScopedTable, ...more: (SQL | undefined)[]) {
      return db.select(fields).from(table).where(where(table, ...more));
    },

    /** The row with this id, or 404 (another company's id, or none). */
    async find<T extends WithId>(table: T, id: number | string): Promise<T['$inferSelect']> {
      if (!isRowId(id)) throw notFound();
      const [row] = await db.select().from(table as WithId).where(where(table, eq((table as WithId).id, id)));
      if (!row) throw notFound();
      return row as T['$inferSelect'];
    },

    /** UPDATE the company's rows of `target`; chain `.returning()`. An id of another company changes nothing. */
    update<T extends ScopedTable>(table: T, target: TargetOf<T>, values: PgUpdateSetSource<T>) {
      return db
        .update(table)
        .set(values)
        .where(where(table, targetOf(table, target as Target)));
    },

    /** DELETE the company's rows of `target`; chain `.returning()`. */
    delete<T extends ScopedTable>(table: T, target: TargetOf<T>) {
      return db.delete(table).where(where(table, targetOf(table, target as Target)));
    },

    /** The company's own row. */
    async company(): Promise<typeof companies.$inferSelect> {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!row) throw notFound();
      return row;
    },

    /** Locks the company's own row until the transaction ends, so writes that replace a whole list of the company take turns. */
    async lockCompany(): Promise<void> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
      if (!row) throw notFound();
    },

    /** UPDATE the company's own row; chain `.returning()`. */
    updateCompany(values: PgUpdateSetSource<typeof companies>) {
      return db.update(companies).set(values).where(eq(companies.id, companyId));
    },

    /** INSERT rows of a company table, `company_id` filled; chain `.returning()`. Rows under a parent: insertChild. */
    insert<T extends Exclude<CompanyTable, ParentedTable>>(table: T, values: InsertOf<T> | InsertOf<T>[]) {
      const list = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, companyId }));
      return db.insert(table).values(list as unknown as PgInsertValue<T>[]);
    },

    /**
     * INSERT rows under a parent: each must name a parent of the company (404 otherwise, nothing inserted);
     * `company_id` filled where the table has one.
     */
    async insertChild<T extends ChildTable | ParentedTable>(table: T, values: ChildInsert<T> | ChildInsert<T>[]): Promise<void> {
      const given = (Array.isArray(values) ? values : [values]) as Record<string, unknown>[];
      await requireParents(table, given);
      const list = 'companyId' in table ? given.map((v) => ({ ...v, companyId })) : given;
      await db.insert(table).values(list as PgInsertValue<T>[]);
    },
  };
}

export type Tenant = ReturnType<typeof tenant>;

/**
 * The ids of the companies with rows of `table` where `condition` (any company's: no seam yet), for
 * work that runs for every company, such as the bookings sweeper's interval. Only the ids come out:
 * the rows themselves are then read and written through each company's seam, `tenant(db, id)`.
 */
export async function companiesWith(db: Db, table: CompanyTable, condition?: SQL): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: table.companyId })
    .from(table as CompanyTable)
    .where(condition);
  return rows.map((r) => r.id);
}

/** Insert values without `companyId` (the seam fills it). */
export type InsertOf<T extends ScopedTable> = Omit<T['$inferInsert'], 'companyId'>;

/** The chainable part of a scoped SELECT * that callers use. */
export interface ScopedSelect<R> extends PromiseLike<R[]> {
  orderBy(...columns: (PgColumn | SQL | SQL.Aliased)[]): ScopedSelect<R>;
  limit(n: number): ScopedSelect<R>;
  offset(n: number): ScopedSelect<R>;
  for(strength: 'update' | 'share', config?: { skipLocked?: boolean; noWait?: boolean }): ScopedSelect<R>;
}
