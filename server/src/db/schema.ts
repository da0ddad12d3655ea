/**
 * The one schema of the server. PGlite and PostgreSQL share it and the SQL
 * migrations drizzle-kit generates from it (server/drizzle/).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PermissionsMap } from '@atoll/contract';

/** Raw bytes: drizzle has no built-in bytea column. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const timestamps = {
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
  (t) => [uniqueIndex('companies_username_key').on(t.username)],
);

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
  // Usernames are unique per company regardless of case.
  (t) => [uniqueIndex('users_company_username_key').on(t.companyId, sql`lower(${t.username})`)],
);

/** Bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const activationTokens = pgTable(
  'activation_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activation_tokens_token_hash_key').on(t.tokenHash)],
);

/** Every language the product offers (reference data, seeded). */
export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEnglish: text('name_english').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('languages_code_key').on(t.code)],
);

export const companyLanguages = pgTable(
  'company_languages',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.languageId] })],
);

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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('files_company_id_idx').on(t.companyId)],
);

export const pmsIntegrations = pgTable('pms_integrations', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  integration: text('integration').notNull(),
  status: text('status', { enum: ['connected', 'error', 'disabled'] }).notNull(),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true, mode: 'date' }),
});

export const manualRooms = pgTable(
  'manual_rooms',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** Keeps the order the admin typed them in. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.number] })],
);

/** E-mails kept when no SMTP server is configured. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** ALTCHA challenges already redeemed: a solution is accepted once. */
export const usedCaptchas = pgTable('used_captchas', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Secrets generated on first start (e.g. the ALTCHA HMAC key) so restarts keep working. */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
export * from './schemaFacilities';

/* Hotel content (slice 2): banners, information, events, quick actions, room types, rooms. */
export * from './schemaContent';
