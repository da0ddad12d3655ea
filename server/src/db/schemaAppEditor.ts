/**
 * Admin › App Editor (issue 21; ADR 0050): the company's app versions, each a whole layout configuration
 * (contract/src/appEditor.ts) saved once and never changed. The newest row is the guest app's layout;
 * `based_on` is the version the editor started from (the merge's base), `summary` what changed since the
 * version before. Saves take turns on the company's row (tenant.lockCompany), so the newest is always
 * the one a save was checked against. Re-exported by schema.ts (the one schema drizzle-kit reads).
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, companyKey, sameCompany, users } from './schemaBase';

export const appVersions = pgTable(
  'app_versions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The configuration as saved (normalised, current schema when written). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    schemaVersion: integer('schema_version').notNull(),
    /** The version the editor started from; null for a save with no base (the first, or an overwrite of nothing). */
    basedOn: integer('based_on'),
    /** Whether the save was merged with versions saved after its base. */
    merged: boolean('merged').notNull().default(false),
    summary: text('summary').notNull(),
    /** The user who saved it; cleared (only this column) when the user is deleted. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('app_versions_company_idx').on(t.companyId, t.id),
    companyKey('app_versions', t),
    sameCompany('app_versions', t, t.createdBy, users, 'set null'),
  ],
);
