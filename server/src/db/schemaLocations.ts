/**
 * Map › Key Places (slice 5): the company's locations, re-exported by schema.ts. The cover is a
 * file of the same company (composite key: a deleted file clears it); the related link is kept
 * valid by services/related.ts like the other content's.
 */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { LOCATION_ICON_BACKGROUND, LOCATION_ICON_COLOR, type RelatedType, type Translatable } from '@atoll/contract';
import { companies, companyKey, files, sameCompany, timestamps } from './schemaBase';

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: jsonb('description').$type<Translatable>().notNull().default([]),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    relatedType: text('related_type').$type<RelatedType>(),
    relatedId: integer('related_id'),
    relatedDirect: boolean('related_direct').notNull().default(false),
    coverFileId: uuid('cover_file_id'),
    /** An ICONS key (contract/src/icons.ts), null until one is chosen. */
    icon: text('icon'),
    iconColor: text('icon_color').notNull().default(LOCATION_ICON_COLOR),
    iconBackground: text('icon_background').notNull().default(LOCATION_ICON_BACKGROUND),
    ...timestamps,
  },
  (t) => [
    index('locations_company_idx').on(t.companyId, t.sortOrder),
    companyKey('locations', t),
    sameCompany('locations', t, t.coverFileId, files, 'set null'),
  ],
);
