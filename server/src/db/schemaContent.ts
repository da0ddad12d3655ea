/**
 * Hotel content of slice 2 owned by this file: banners (banners), information
 * cards, weekly recurring events, quick actions, room types and rooms.
 * Re-exported by schema.ts (the one schema drizzle-kit reads).
 *
 * Files (images, PDFs) live in `files`; the rows here keep their ids, each a file of the same
 * company (a composite key to files(company_id, id): a deleted file clears a cover and removes an
 * image or PDF row). Deleting an object deletes its files in the same transaction (the routes do
 * it: `files` has no foreign key back to the objects).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentType, EventType, QuickActionType, RelatedType, Translatable } from '@atoll/contract';
import { companies, companyKey, files, sameCompany } from './schemaBase';

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

const translatableColumn = (name: string) => jsonb(name).$type<Translatable>().notNull().default([]);

/** related_type / related_id / related_direct (services/related.ts keeps them valid). */
const relatedColumns = () => ({
  relatedType: text('related_type').$type<RelatedType>(),
  relatedId: integer('related_id'),
  relatedDirect: boolean('related_direct').notNull().default(false),
});

// Banners ------------------------------------------------------------------------

export const banners = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    showOnTv: boolean('show_on_tv').notNull().default(false),
    showOnApp: boolean('show_on_app').notNull().default(false),
    description: translatableColumn('description'),
    ...relatedColumns(),
    ...stamps(),
  },
  (t) => [index('promotions_company_idx').on(t.companyId, t.sortOrder), companyKey('promotions', t)],
);

/** One image per language. */
export const bannerImages = pgTable(
  'promotion_images',
  {
    fileId: uuid('file_id').primaryKey(),
    companyId: companyId(),
    bannerId: integer('promotion_id').notNull(),
    languageCode: text('language_code').notNull(),
    filename: text('filename').notNull(),
    seq: serial('seq').notNull(),
  },
  (t) => [
    uniqueIndex('promotion_images_language_key').on(t.bannerId, t.languageCode),
    sameCompany('promotion_images', t, t.bannerId, banners, 'cascade'),
    sameCompany('promotion_images', t, t.fileId, files, 'cascade'),
  ],
);

// Information cards ----------------------------------------------------------------

export const information = pgTable(
  'information',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: translatableColumn('name'),
    description: translatableColumn('description'),
    contentType: text('content_type').$type<ContentType>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    coverFileId: uuid('cover_file_id'),
    /** content_type 'text': sanitised rich text per language. */
    contentText: translatableColumn('content_text'),
    ...stamps(),
  },
  (t) => [
    index('information_company_idx').on(t.companyId, t.sortOrder),
    companyKey('information', t),
    sameCompany('information', t, t.coverFileId, files, 'set null'),
  ],
);

/** content_type 'image' (several per language) and 'pdf' (one per language). */
export const informationFiles = pgTable(
  'information_files',
  {
    fileId: uuid('file_id').primaryKey(),
    companyId: companyId(),
    informationId: integer('information_id').notNull(),
    kind: text('kind').$type<'image' | 'pdf'>().notNull(),
    languageCode: text('language_code').notNull(),
    filename: text('filename').notNull(),
    seq: serial('seq').notNull(),
  },
  (t) => [
    index('information_files_information_idx').on(t.informationId),
    uniqueIndex('information_files_pdf_language_key').on(t.informationId, t.languageCode).where(sql`${t.kind} = 'pdf'`),
    sameCompany('information_files', t, t.informationId, information, 'cascade'),
    sameCompany('information_files', t, t.fileId, files, 'cascade'),
  ],
);

// Weekly recurring events -------------------------------------------------------------

export const recurringEvents = pgTable(
  'recurring_events',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: translatableColumn('name'),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    type: text('type').$type<EventType>().notNull().default('weekly-recurring'),
    /** 1 = Sunday … 7 = Saturday, ascending, no repeats. */
    weeklyDays: jsonb('weekly_days').$type<number[]>().notNull().default([]),
    description: translatableColumn('description'),
    active: boolean('active').notNull().default(true),
    coverFileId: uuid('cover_file_id'),
    ...relatedColumns(),
    ...stamps(),
  },
  (t) => [index('recurring_events_company_idx').on(t.companyId), sameCompany('recurring_events', t, t.coverFileId, files, 'set null')],
);

// Quick actions ----------------------------------------------------------------------

export const quickActions = pgTable(
  'quick_actions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: translatableColumn('name'),
    sortOrder: integer('sort_order').notNull().default(0),
    type: text('type').$type<QuickActionType>().notNull(),
    payload: text('payload'),
    icon: text('icon').notNull(),
    ...relatedColumns(),
    ...stamps(),
  },
  (t) => [index('quick_actions_company_idx').on(t.companyId, t.sortOrder)],
);

// Room types and rooms -------------------------------------------------------------------

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    coverFileId: uuid('cover_file_id'),
    ...stamps(),
  },
  (t) => [
    index('room_types_company_idx').on(t.companyId),
    companyKey('room_types', t),
    sameCompany('room_types', t, t.coverFileId, files, 'set null'),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    roomTypeId: integer('room_type_id').notNull(),
    number: text('number').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The order the rooms were listed in. */
    position: integer('position').notNull().default(0),
  },
  // A room number exists once per company (any case), whatever its type.
  (t) => [
    uniqueIndex('rooms_company_number_key').on(t.companyId, sql`lower(${t.number})`),
    index('rooms_room_type_idx').on(t.roomTypeId),
    companyKey('rooms', t),
    sameCompany('rooms', t, t.roomTypeId, roomTypes, 'cascade'),
  ],
);
