/**
 * The tables every other schema file references: the company (the tenant), its
 * staff users and its uploaded files. Kept apart from schema.ts, which re-exports the per-group
 * schema files, so those files can import these without an import cycle.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ForeignKeyBuilder,
} from 'drizzle-orm/pg-core';
import type { PermissionsMap } from '@atoll/contract';

/** Raw bytes: drizzle has no built-in bytea column. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Same-company references. A company's row that names another company-owned row does it with a
 * composite key, (company_id, <ref>_id) → parent(company_id, id), so the database itself refuses a row
 * of one company pointing at another company's row (tenancy's last line, below the seam and the lint
 * rule). The parent carries UNIQUE (company_id, id) (`companyKey`). A NULL reference passes (MATCH SIMPLE).
 *
 * `onDelete: 'set null'` is written in the migration as `ON DELETE SET NULL ("<ref>_id")` (PostgreSQL 15+):
 * only the reference is cleared, never company_id. drizzle-kit cannot express the column list, so a
 * generated migration that (re)creates such a key must be edited by hand the same way (as
 * drizzle/0008_same_company_references.sql and 0009_child_rows_same_company.sql were).
 */
export const companyKey = (table: string, t: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  unique(`${table}_company_id_id_key`).on(t.companyId, t.id);

export const sameCompany = (
  table: string,
  t: { companyId: AnyPgColumn },
  ref: AnyPgColumn,
  parent: { companyId: AnyPgColumn; id: AnyPgColumn },
  onDelete: 'cascade' | 'set null',
) =>
  foreignKey({ name: `${table}_${ref.name}_same_company_fk`, columns: [t.companyId, ref], foreignColumns: [parent.companyId, parent.id] }).onDelete(
    onDelete,
  );

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The domain staff type as Company at login; stored lowercase. */
    username: text('username').notNull(),
    type: text('type').notNull(),
    size: text('size').notNull(),
    country3: text('country3').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    timezone: text('timezone').notNull(),
    propertyName: text('property_name').notNull(),
    primaryColor: text('primary_color').notNull(),
    propertyLogoFileId: uuid('property_logo_file_id'),
    defaultImageFileId: uuid('default_image_file_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_username_key').on(t.username),
    // The company's own images are its own files: (id, <image>) → files(company_id, id), cleared (only the image column) when the file goes.
    companyImage(t.id, t.propertyLogoFileId),
    companyImage(t.id, t.defaultImageFileId),
  ],
);

/** companies.<image>_file_id names a file of the company itself (the migration's SET NULL names the image column). */
function companyImage(id: AnyPgColumn, image: AnyPgColumn): ForeignKeyBuilder {
  return foreignKey({ name: `companies_${image.name}_same_company_fk`, columns: [id, image], foreignColumns: [files.companyId, files.id] }).onDelete('set null');
}

/** Uploaded files live in the database so one backup holds everything. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    /** The uploaded file's name (display, Content-Disposition); null for files of slice 1. */
    filename: text('filename'),
    /** Images: the resized card/list variant (?variant=thumb); null when the original is small enough. */
    thumbData: bytea('thumb_data'),
    /**
     * App Editor uploads (POST editor/images, editor/pdfs; ADR 0050): 'pending' until a saved version uses the
     * file, then 'saved' for good (versions are never deleted); the sweep deletes 'pending' ones past the grace
     * period (EDITOR_UPLOAD_GRACE_MS). Null: any other file, which a configuration may not name.
     */
    editorUse: text('editor_use').$type<'pending' | 'saved'>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('files_company_id_idx').on(t.companyId),
    companyKey('files', t),
    index('files_editor_pending_idx').on(t.createdAt).where(sql`${t.editorUse} = 'pending'`),
  ],
);

/** Staff users of a company (here, not in schema.ts, so every group's schema can reference them). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    username: text('username').notNull(),
    designation: text('designation'),
    email: text('email'),
    mobile: text('mobile'),
    status: text('status', { enum: ['active', 'invited', 'disabled'] }).notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    permissions: jsonb('permissions').$type<PermissionsMap>().notNull().default({}),
    /** scrypt hash; null until an invited user activates. */
    passwordHash: text('password_hash'),
    ...timestamps,
  },
  (t) => [
    // Usernames are unique per company regardless of case.
    uniqueIndex('users_company_username_key').on(t.companyId, sql`lower(${t.username})`),
    companyKey('users', t),
    // The Users list's default order (name, ties by id): a 50-row page reads 50 index entries, however many users (issue 23).
    index('users_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
  ],
);
