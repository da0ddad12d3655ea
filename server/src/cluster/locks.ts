/**
 * Atoll's PostgreSQL advisory locks (ADR 0053): two-key locks `(ATOLL_LOCKS, key)`. The keys are fixed for good —
 * every version of the server taking part in one database must agree on them.
 */

/** The first key of every lock: 'atol' in ASCII, so Atoll's locks never meet another application's. */
export const ATOLL_LOCKS = 0x61746f6c;

/** Migrations (db/client.ts): instances starting together migrate once, the others wait for it. */
export const MIGRATION_LOCK_KEY = 0;

/** The periodic jobs (cluster/jobs.ts), one key each. */
export const JOB_LOCK_KEYS = {
  'bookings-sweep': 1,
  'tracker-history-sweep': 2,
  'editor-uploads-sweep': 3,
} as const;
