/**
 * One fresh database per test file. PGlite: the migrated template the server starts a new data
 * directory from (src/db/pgliteTemplate.ts: built once, cached in the OS temp dir, keyed by the
 * migrations and PGlite's version) is loaded in memory, with the server's own settings and compiler.
 * PostgreSQL (DATABASE_URL set): each file creates its own database and drops it after.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { baselineWasmOnly, openPglite, openPostgres, pgliteStartParams, type Database } from '../../src/db/client';
import { pgliteTemplateTar } from '../../src/db/pgliteTemplate';

export interface TestDatabase extends Database {
  kind: 'pglite' | 'postgres';
  destroy(): Promise<void>;
}

/** The template's tar, for a test that opens PGlite on a directory of its own. */
export const pgliteTemplate = pgliteTemplateTar;

async function createPglite(): Promise<TestDatabase> {
  const template = await pgliteTemplateTar();
  // Compiled as the server compiles it (docs/adr/0060): what production runs, and about a tenth less CPU for the suite.
  baselineWasmOnly();
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(template)]), startParams: pgliteStartParams() });
  const database = openPglite(client);
  // A no-op when the template is current; keeps the helper honest if it is not.
  await database.migrate();
  return { ...database, kind: 'pglite', destroy: () => database.close() };
}

/** A new, empty PostgreSQL database next to `adminUrl`'s: its name and its URL. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<{ name: string; url: string }> {
  const name = `atoll_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function createPostgres(adminUrl: string): Promise<TestDatabase> {
  const { name, url } = await createEmptyPostgresDatabase(adminUrl);
  const database = openPostgres(url);
  await database.migrate();
  return {
    ...database,
    kind: 'postgres',
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgres(url) : createPglite();
}
