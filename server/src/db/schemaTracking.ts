/**
 * Map › Tracking (spec sections 3, 7 'Tracking'; issue 20). Re-exported by schema.ts.
 *
 * - `tracking_groups`: a company's groups of trackers (name, type from TRACKING_GROUP_TYPES).
 * - `trackers`: a tracked vehicle or person in a group. `token_hash` is the SHA-256 of the secret of its
 *   device token (`<company id>.<secret>`, answered once when made); null when revoked. The newest
 *   position and the anchor of the status rule (nextTrackerAnchor) are kept on the row, so lists and
 *   the map read one row per tracker.
 * - `tracker_positions`: the bounded history (TRACKER_HISTORY_HOURS, at most TRACKER_HISTORY_CAP per
 *   tracker), for the trail.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TrackingGroupType } from '@atoll/contract';
import { companies, companyKey, sameCompany } from './schemaBase';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const companyId = () =>
  integer('company_id')
    .notNull()
    .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' });

export const trackingGroups = pgTable(
  'tracking_groups',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    type: text('type').$type<TrackingGroupType>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tracking_groups_company_idx').on(t.companyId), companyKey('tracking_groups', t)],
);

export const trackers = pgTable(
  'trackers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    trackingGroupId: integer('tracking_group_id').notNull(),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the device token's secret; null when revoked. Never answered. */
    tokenHash: text('token_hash'),
    lastLat: doublePrecision('last_lat'),
    lastLng: doublePrecision('last_lng'),
    lastAccuracy: doublePrecision('last_accuracy'),
    lastSpeed: doublePrecision('last_speed'),
    lastHeading: doublePrecision('last_heading'),
    /** When the newest position was recorded. */
    lastSeenAt: instant('last_seen_at'),
    anchorLat: doublePrecision('anchor_lat'),
    anchorLng: doublePrecision('anchor_lng'),
    movedAt: instant('moved_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('trackers_group_idx').on(t.trackingGroupId),
    uniqueIndex('trackers_company_token_hash_key').on(t.companyId, t.tokenHash),
    companyKey('trackers', t),
    sameCompany('trackers', t, t.trackingGroupId, trackingGroups, 'cascade'),
  ],
);

export const trackerPositions = pgTable(
  'tracker_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyId(),
    trackerId: integer('tracker_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracy: doublePrecision('accuracy'),
    speed: doublePrecision('speed'),
    heading: doublePrecision('heading'),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [
    index('tracker_positions_tracker_recorded_idx').on(t.trackerId, t.recordedAt),
    index('tracker_positions_recorded_idx').on(t.recordedAt),
    sameCompany('tracker_positions', t, t.trackerId, trackers, 'cascade'),
    check('tracker_positions_lat_lng_check', sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`),
  ],
);
