/**
 * The embedded database (docs/adr/0058-lean-embedded-database.md): a new DATA_DIR starts as a copy of the
 * migrated template that `npm run build` writes (here written by the same function into a temp directory),
 * with every migration applied and nothing to migrate; a directory that holds a database is opened as it is
 * (its data survive a restart); a copy cut short is made again; PostgreSQL runs with the lean settings and is
 * compiled by V8's baseline compiler only (docs/adr/0060).
 * PGlite only, with or without DATABASE_URL: PostgreSQL mode has no data directory.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrationsFolder, openDatabase, PGLITE_SETTINGS, seedFromTemplate, type Database } from '../src/db/client';
import { appSecrets } from '../src/db/schema';
import { writePgliteTemplateDir } from '../src/db/pgliteTemplate';

let scratch: string;
let template: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'atoll-embedded-'));
  template = path.join(scratch, 'template');
  await writePgliteTemplateDir(template);
}, 300_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const journal = () => (JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries;

async function appliedMigrations(database: Database): Promise<number> {
  const rows = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return (rows as unknown as { rows: { count: number }[] }).rows[0].count;
}

async function secret(database: Database, key: string): Promise<string | undefined> {
  const [row] = await database.db.select().from(appSecrets).where(eq(appSecrets.key, key));
  return row?.value;
}

/** Every file with its size and (with `times`) its modification time. */
function snapshot(dir: string, times = true): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name} ${stat.isDirectory() ? 'dir' : stat.size}${times ? ` ${stat.mtimeMs}` : ''}`;
    })
    .join('\n');
}
const snapshotSizes = (dir: string) => snapshot(dir, false);

describe('the embedded database', () => {
  it("compiles PostgreSQL's WebAssembly with V8's baseline compiler only, before PGlite starts", { timeout: 180_000 }, async () => {
    const flags = vi.spyOn(v8, 'setFlagsFromString');
    const created = vi.spyOn(PGlite, 'create');
    try {
      const database = await openDatabase({ dataDir: path.join(scratch, 'compiler'), pgliteTemplate: template });
      await database.close();
      expect(flags).toHaveBeenCalledWith('--liftoff-only');
      expect(created).toHaveBeenCalledTimes(1);
      expect(flags.mock.invocationCallOrder[0]).toBeLessThan(created.mock.invocationCallOrder[0]);
    } finally {
      flags.mockRestore();
      created.mockRestore();
    }
  });

  it('starts a new data directory as a copy of the template and opens an existing one as it is', { timeout: 180_000 }, async () => {
    const before = snapshot(template);
    const dataDir = path.join(scratch, 'data');
    const fresh = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      // Every migration is applied and nothing is left to apply.
      expect(await appliedMigrations(fresh)).toBe(journal().length);
      await fresh.migrate();
      expect(await appliedMigrations(fresh)).toBe(journal().length);
      await fresh.db.insert(appSecrets).values({ key: 'embedded-test', value: 'kept' });
      // PostgreSQL runs with the lean settings.
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
        const rows = await fresh.db.execute<{ setting: string }>(sql`select current_setting(${name}) as setting`);
        expect((rows as unknown as { rows: { setting: string }[] }).rows[0].setting).toBe(value);
      }
    } finally {
      await fresh.close();
    }
    // What the server wrote went to its own directory, never to the template every install starts from.
    expect(snapshot(template)).toBe(before);

    // A restart: the directory holds a database, so the template is not copied over it and the data survive.
    const restarted = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      await restarted.migrate();
      expect(await secret(restarted, 'embedded-test')).toBe('kept');
      expect(await appliedMigrations(restarted)).toBe(journal().length);
    } finally {
      await restarted.close();
    }
  });

  it('copies the template again into a directory whose copy was cut short (no PG_VERSION yet)', () => {
    const dataDir = path.join(scratch, 'cut-short');
    mkdirSync(dataDir);
    for (const entry of readdirSync(template).filter((name) => name !== 'PG_VERSION').slice(0, 3)) cpSync(path.join(template, entry), path.join(dataDir, entry), { recursive: true });
    writeFileSync(path.join(dataDir, 'postgresql.conf'), 'half a file');
    seedFromTemplate(dataDir, template);
    expect(snapshotSizes(dataDir)).toBe(snapshotSizes(template));
  });
});
