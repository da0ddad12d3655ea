/**
 * Map › TVs (issue 20): a company's TV displays. Each has an unguessable display link; only the SHA-256
 * of its token is stored for the lookup (link_hash), and the token itself is re-derived for the console
 * from link_salt with the server's key (services/tvs/link.ts; ADR 0046). Regenerating the link replaces
 * salt and hash, so the old link stops at once. The display page's last heartbeat is kept on the row.
 * Re-exported by schema.ts (the one schema drizzle-kit reads).
 */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TvHeartbeat } from '@atoll/contract';
import { companies } from './schemaBase';

export const tvs = pgTable(
  'tvs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Random bytes (base64url) the link's token is derived from with the server's key. */
    linkSalt: text('link_salt').notNull(),
    /** SHA-256 (hex) of the link's token: what a display request is looked up by. */
    linkHash: text('link_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    heartbeat: jsonb('heartbeat').$type<TvHeartbeat>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tvs_link_hash_key').on(t.linkHash), index('tvs_company_idx').on(t.companyId)],
);
