/**
 * Opens the database: PGlite on disk by default, PostgreSQL when a URL is given.
 * Both expose the same drizzle API over the same schema and migrations.
 */
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
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

/**
 * PostgreSQL's settings for the embedded database, after PGlite's own start parameters (docs/adr/0058).
 * PGlite keeps PostgreSQL's shared memory in its WebAssembly memory and zeroes it at start, so initdb's
 * shared_buffers = 128MB is 128 MiB resident from the first second, and WebAssembly memory never shrinks.
 * A hotel's database is a few MB; 16 MB of buffers hold it, and what falls out is one read from the OS's
 * page cache away. work_mem and maintenance_work_mem bound what one sort or one CREATE INDEX (a migration)
 * can grow the memory by for good.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '1MB',
};

/**
 * PGlite's PostgreSQL is a WebAssembly module of 9 MB. V8 compiles all of it with its baseline compiler (Liftoff),
 * then recompiles in background threads every function that runs hot with its optimizing compiler (TurboFan). In the
 * embedded server that second pass cost ~75 MiB resident that an idle server never gave back and half the CPU of a
 * start (docs/adr/0060): 221-223 → 146-149 MiB after 10 s idle. The price is PostgreSQL's own work: a catalogue join
 * 5.0 → 7.6 ms, and the API on PGlite 12-17 % fewer requests a second, a request being mostly JavaScript around its
 * query. The flag is V8's and the process's, read when a module is compiled; PGlite is the only WebAssembly the server
 * runs, and PostgreSQL mode runs none.
 */
export function baselineWasmOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
}

/** PGlite's start parameters with PGLITE_SETTINGS: for the server's data directory and the tests' copies alike. */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/**
 * The migrated PGlite data directory that `npm run build` leaves next to the bundle (server/build.mjs,
 * db/pgliteTemplate.ts); undefined when there is none (the server run from src/ by tsx before any build).
 */
export function pgliteTemplateDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, 'pglite-template'), path.resolve(here, '../../dist/pglite-template')];
  return candidates.find((dir) => existsSync(path.join(dir, 'PG_VERSION')));
}

/**
 * A data directory without a database (no PG_VERSION) gets a copy of the template: file copies instead of
 * initdb and every migration, which cost seconds and left hundreds of MB of garbage (the initdb instance's
 * memory) in a server that then idles. PG_VERSION is copied last: a copy cut short is copied again next time.
 */
export function seedFromTemplate(dataDir: string, templateDir: string | undefined): void {
  if (!templateDir || existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  for (const entry of readdirSync(templateDir)) {
    if (entry !== 'PG_VERSION') cpSync(path.join(templateDir, entry), path.join(dataDir, entry), { recursive: true, force: true });
  }
  cpSync(path.join(templateDir, 'PG_VERSION'), path.join(dataDir, 'PG_VERSION'));
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** A migrated PGlite data directory to start a new one from. @default pgliteTemplateDir() */
  pgliteTemplate?: string | null;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  seedFromTemplate(options.dataDir, options.pgliteTemplate === undefined ? pgliteTemplateDir() : (options.pgliteTemplate ?? undefined));
  baselineWasmOnly();
  const client = await PGlite.create(options.dataDir, { startParams: pgliteStartParams() });
  return openPglite(client);
}
