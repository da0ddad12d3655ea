/**
 * Opens the database: PGlite on disk by default, PostgreSQL when a URL is given.
 * Both expose the same drizzle API over the same schema and migrations.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ATOLL_LOCKS, MIGRATION_LOCK_KEY } from '../cluster/locks';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Applies the SQL migrations in server/drizzle/ (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** server/drizzle, found from src/db (tsx, vitest) and from dist/ (esbuild bundle). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/**
 * A connection that sends one query at a time and holds the next until the last has answered.
 * The services read in parallel (`Promise.all`): on the pool that is parallel, but a transaction's
 * `tx` is one connection, and pg 8 only queues a second query on a busy connection with a deprecation
 * warning (pg 9 drops the queue). Here the wait is ours, so nothing depends on that queue. The next
 * query goes out from the last one's callback, in the same turn as pg's own queue would send it
 * (server/bench/one-query-at-a-time.ts measures the two).
 */
class OneQueryAtATimeClient extends pg.Client {
  #waiting: (() => void)[] = [];
  #busy = false;

  // pg's overloads (config or text; values; callback, or else a promise) are passed through as they come.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config?.submit === 'function') return super.query(config, values, callback); // a Submittable (cursor, stream): its own flow
    if (typeof values === 'function') [values, callback] = [undefined, values];
    let answered: Promise<unknown> | undefined;
    if (typeof callback !== 'function') {
      answered = new Promise((resolve, reject) => {
        callback = (err: Error | undefined, result: unknown) => (err ? reject(err) : resolve(result));
      });
    }
    const send = () =>
      super.query(config, values, (err: Error | undefined, result: unknown) => {
        const next = this.#waiting.shift();
        if (next) next();
        else this.#busy = false;
        callback(err, result);
      });
    if (this.#busy) this.#waiting.push(send);
    else {
      this.#busy = true;
      send();
    }
    return answered;
  }
}

/**
 * Runs `migrate` holding the migration advisory lock (cluster/locks.ts) on a connection of its own, so server
 * processes starting together on one database migrate once: the first applies, the others wait and then find
 * nothing to do (drizzle's migrator reads what is applied after the lock is taken). Ending that connection
 * releases the lock whatever happened.
 */
async function withMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'atoll-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [ATOLL_LOCKS, MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await client.end();
  }
}

export function openPostgres(url: string): Database {
  // 20 connections: concurrent requests truly overlap in PostgreSQL (the bookings' capacity proof needs them to).
  const pool = new pg.Pool({ connectionString: url, max: 20, Client: OneQueryAtATimeClient });
  // An idle connection that the server ends (restart, failover, DROP DATABASE … FORCE) emits 'error' on
  // the pool; unhandled, that would crash the process. The pool has already dropped the client and opens
  // a new one when needed, and queries in flight get their own error.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    migrate: () => withMigrationLock(url, () => migratePg(db, { migrationsFolder: migrationsFolder() })),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  return openPglite(client);
}
