/**
 * One fresh database per test file. PGlite: a migrated template is built once (cached in
 * the OS temp dir, keyed by the migrations' content) and each file loads a copy of it. The
 * template is kept as a plain tar: ~40 MB on disk, and no file pays to gunzip it again.
 * PostgreSQL (DATABASE_URL set): each file creates its own database and drops it after.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type Database } from '../../src/db/client';

export interface TestDatabase extends Database {
  kind: 'pglite' | 'postgres';
  destroy(): Promise<void>;
}

function migrationsHash(): string {
  const dir = migrationsFolder();
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  hash.update(readFileSync(path.join(dir, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The template's bytes; the first file to need it builds it under a lock directory. */
export async function pgliteTemplate(): Promise<Buffer> {
  const dir = path.join(os.tmpdir(), 'atoll-test-templates');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${migrationsHash()}.tar`);
  const lock = `${file}.lock`;
  for (let attempt = 0; !existsSync(file); attempt += 1) {
    try {
      mkdirSync(lock);
    } catch {
      // Someone else is building it; a lock older than 2 minutes is a crashed builder.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (!existsSync(file)) {
        const client = await PGlite.create();
        const database = openPglite(client);
        await database.migrate();
        const dump = await client.dumpDataDir('none');
        await client.close();
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return readFileSync(file);
}

async function createPglite(): Promise<TestDatabase> {
  const template = await pgliteTemplate();
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(template)]) });
  const database = openPglite(client);
  // A no-op when the template is current; keeps the helper honest if it is not.
  await database.migrate();
  return { ...database, kind: 'pglite', destroy: () => database.close() };
}

async function createPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `atoll_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
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
