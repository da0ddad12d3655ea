/**
 * The one schema of the server. PGlite and PostgreSQL share it and the SQL
 * migrations drizzle-kit generates from it (server/drizzle/).
 */
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// companies and files sit in schemaBase.ts: the per-group schema files reference them,
// and importing them from here (which re-exports those files) would be an import cycle.
import { companies, users } from './schemaBase';
export { companies, files, users } from './schemaBase';

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

/** A user's one-time e-mailed link: only the SHA-256 of its token is stored; used once, before it expires. Fresh builders per table. */
const oneTimeTokenColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const activationTokens = pgTable(
  'activation_tokens',
  oneTimeTokenColumns(),
  (t) => [uniqueIndex('activation_tokens_token_hash_key').on(t.tokenHash)],
);

/** 'Forgot password?' links: one-time, expiring, only the SHA-256 of the token stored (as activation). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  oneTimeTokenColumns(),
  (t) => [uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash), index('password_reset_tokens_user_id_idx').on(t.userId)],
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

/**
 * Failed logins per throttle key (ADR 0032): kept in the database so every server instance sees the
 * same counts. Keys are SHA-256 digests, so neither usernames nor addresses are stored.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  lastFailure: timestamp('last_failure', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Secrets generated on first start (e.g. the ALTCHA HMAC key) so restarts keep working. */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Periodic jobs (cluster/jobs.ts: the bookings sweep, the tracker history sweep, the editor uploads sweep): the
 * last tick each ran for and where, so that of several server processes on one database exactly one runs each tick.
 */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  /** floor(start time / the job's interval): one run per value. */
  tick: bigint('tick', { mode: 'number' }).notNull(),
  /** Runs so far (every instance's). */
  runs: integer('runs').notNull().default(0),
  /** The instance (host:pid:random) that ran the last tick. */
  instance: text('instance').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Null while the last tick runs (or if its instance died meanwhile). */
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
});
export * from './schemaFacilities';

/* Hotel content (slice 2): banners, information, events, quick actions, room types, rooms. */
export * from './schemaContent';

/* Tasks › Types: task categories and task types. */
export * from './schemaTasks';

/* Requests (slice 3): guests, request types and timing sets, slots, bookings and their timeline. */
export * from './schemaRequests';

/* Campaigns (slice 4): push campaigns and the guest app's registered devices. */
export * from './schemaCampaigns';

/* Exports (issue 19): one-time CSV export keys. */
export * from './schemaExports';

/* Push delivery (issue 19): the campaigns' outbox, one row per campaign and device. */
export * from './schemaDelivery';

/* Map › Tracking (issue 20): tracking groups, trackers and their bounded position history. */
export * from './schemaTracking';

/* Map > Key Places (issue 20): the company's locations. */
export * from './schemaLocations';

/* Map › TVs (issue 20): TV displays with their revocable display links and last heartbeat. */
export * from './schemaTvs';

/* Map › Map Settings (issue 20): the map settings and the overlay's per-language images. */
export * from './schemaMap';
/** Admin › App Editor: app versions (issue 21). */
export * from './schemaAppEditor';
