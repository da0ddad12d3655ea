/**
 * Facilities, activities, menus (PDF per language, categories, items) and their
 * galleries. Re-exported by schema.ts, so drizzle-kit and the Db type see them.
 * Files are referenced with ON DELETE SET NULL / CASCADE so a deleted file never
 * leaves a dangling id; deleting a facility cascades in the database to its
 * activities, menus, categories, items, galleries and PDF links, and the route
 * deletes the files themselves first (services/facilities/delete.ts).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MenuType, Translatable } from '@atoll/contract';
import { companies, companyKey, files, sameCompany } from './schemaBase';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
const translatable = (name: string) => jsonb(name).$type<Translatable>().notNull().default([]);
const companyId = () =>
  integer('company_id')
    .notNull()
    .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' });
/** A cover image: a file of the same company (the table's `sameCompany(…, t.coverFileId, files, 'set null')`). */
const coverFileId = () => uuid('cover_file_id');

export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: translatable('name'),
    description: translatable('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    showAppHome: boolean('show_app_home').notNull().default(false),
    parentId: integer('parent_id'),
    active: boolean('active').notNull().default(true),
    coverFileId: coverFileId(),
    ...timestamps(),
  },
  (t) => [
    index('facilities_company_order_idx').on(t.companyId, t.sortOrder, t.id),
    index('facilities_parent_id_idx').on(t.parentId),
    companyKey('facilities', t),
    sameCompany('facilities', t, t.parentId, t, 'set null'),
    sameCompany('facilities', t, t.coverFileId, files, 'set null'),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    facilityId: integer('facility_id').notNull(),
    name: translatable('name'),
    priceText: translatable('price_text'),
    description: translatable('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    coverFileId: coverFileId(),
    ...timestamps(),
  },
  (t) => [
    index('activities_facility_order_idx').on(t.facilityId, t.sortOrder, t.id),
    index('activities_company_id_idx').on(t.companyId),
    companyKey('activities', t),
    sameCompany('activities', t, t.facilityId, facilities, 'cascade'),
    sameCompany('activities', t, t.coverFileId, files, 'set null'),
  ],
);

/** Gallery images of a facility or an activity: `id` keeps the upload order; the image's id is the file id. */
export const facilityGallery = pgTable(
  'facility_gallery',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    facilityId: integer('facility_id').notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (t) => [
    uniqueIndex('facility_gallery_file_id_key').on(t.fileId),
    index('facility_gallery_facility_id_idx').on(t.facilityId),
    sameCompany('facility_gallery', t, t.facilityId, facilities, 'cascade'),
    sameCompany('facility_gallery', t, t.fileId, files, 'cascade'),
  ],
);

export const activityGallery = pgTable(
  'activity_gallery',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    activityId: integer('activity_id').notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (t) => [
    uniqueIndex('activity_gallery_file_id_key').on(t.fileId),
    index('activity_gallery_activity_id_idx').on(t.activityId),
    sameCompany('activity_gallery', t, t.activityId, activities, 'cascade'),
    sameCompany('activity_gallery', t, t.fileId, files, 'cascade'),
  ],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    facilityId: integer('facility_id').notNull(),
    name: translatable('name'),
    type: text('type').$type<MenuType>().notNull(),
    shortDescription: translatable('short_description'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('menus_facility_order_idx').on(t.facilityId, t.sortOrder, t.id),
    index('menus_company_id_idx').on(t.companyId),
    companyKey('menus', t),
    sameCompany('menus', t, t.facilityId, facilities, 'cascade'),
  ],
);

/** One PDF per language of a PDF menu. */
export const menuPdfs = pgTable(
  'menu_pdfs',
  {
    companyId: companyId(),
    menuId: integer('menu_id').notNull(),
    languageCode: text('language_code').notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.languageCode] }),
    sameCompany('menu_pdfs', t, t.menuId, menus, 'cascade'),
    sameCompany('menu_pdfs', t, t.fileId, files, 'cascade'),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    menuId: integer('menu_id').notNull(),
    name: translatable('name'),
    sortOrder: integer('sort_order').notNull().default(0),
    coverFileId: coverFileId(),
    ...timestamps(),
  },
  (t) => [
    index('menu_categories_menu_order_idx').on(t.menuId, t.sortOrder, t.id),
    companyKey('menu_categories', t),
    sameCompany('menu_categories', t, t.menuId, menus, 'cascade'),
    sameCompany('menu_categories', t, t.coverFileId, files, 'set null'),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    menuId: integer('menu_id').notNull(),
    categoryId: integer('category_id').notNull(),
    name: translatable('name'),
    priceText: translatable('price_text'),
    description: translatable('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    coverFileId: coverFileId(),
    ...timestamps(),
  },
  (t) => [
    index('menu_items_category_order_idx').on(t.categoryId, t.sortOrder, t.id),
    index('menu_items_menu_id_idx').on(t.menuId),
    companyKey('menu_items', t),
    sameCompany('menu_items', t, t.menuId, menus, 'cascade'),
    sameCompany('menu_items', t, t.categoryId, menuCategories, 'cascade'),
    sameCompany('menu_items', t, t.coverFileId, files, 'set null'),
  ],
);
