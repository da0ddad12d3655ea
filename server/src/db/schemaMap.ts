/**
 * Map › Map Settings (slice 5, issue 20), re-exported by schema.ts: one row of map settings per company
 * (the guest app's map centre, latitude span and heading, and the overlay's corners; null until saved) and
 * the overlay's images, one per language, each a file of the same company (composite key: deleting the file
 * removes the row) with its size in px (every language's image has the same size, checked by the route).
 */
import { doublePrecision, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, files, sameCompany, timestamps } from './schemaBase';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' });

export const mapSettings = pgTable('map_settings', {
  companyId: companyId().primaryKey(),
  mapLat: doublePrecision('map_lat'),
  mapLng: doublePrecision('map_lng'),
  mapLatDiff: doublePrecision('map_lat_diff'),
  mapHeading: doublePrecision('map_heading'),
  overlayTopLeftLat: doublePrecision('overlay_top_left_lat'),
  overlayTopLeftLng: doublePrecision('overlay_top_left_lng'),
  overlayBottomRightLat: doublePrecision('overlay_bottom_right_lat'),
  overlayBottomRightLng: doublePrecision('overlay_bottom_right_lng'),
  ...timestamps,
});

export const mapOverlayImages = pgTable(
  'map_overlay_images',
  {
    fileId: uuid('file_id').primaryKey(),
    companyId: companyId(),
    languageCode: text('language_code').notNull(),
    filename: text('filename').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    uniqueIndex('map_overlay_images_language_key').on(t.companyId, t.languageCode),
    sameCompany('map_overlay_images', t, t.fileId, files, 'cascade'),
  ],
);
