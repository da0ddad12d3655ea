/**
 * CSV exports (issue 19 "Exports"; contract/src/exports.ts): the one-time export keys a list call with
 * the return-URL flag issues. Re-exported by schema.ts.
 *
 * `export_keys`: a key for one download of one list (`list`, the list call's path) with the list's
 * validated query (`query`: order_by, q_name), bound to the company and the user who asked. Only the
 * SHA-256 of the key's secret is stored; `used_at` is set by the download that redeems it (once), and a
 * key past `expires_at` is refused. The user's permissions and facility scope are read again at download.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, sameCompany, users } from './schemaBase';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const exportKeys = pgTable(
  'export_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    list: text('list').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('export_keys_token_hash_key').on(t.tokenHash),
    index('export_keys_expires_at_idx').on(t.expiresAt),
    sameCompany('export_keys', t, t.userId, users, 'cascade'),
  ],
);
