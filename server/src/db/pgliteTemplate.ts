/**
 * The embedded database's template: a PGlite data directory on which initdb and every migration have run,
 * built once per version of the migrations and of PGlite (docs/adr/0058-lean-embedded-database.md).
 * - `pgliteTemplateTar()`: its bytes as a plain tar, cached in the OS temp dir; the server tests load a copy
 *   of it per file (test/support/database.ts) and `npm run build` starts from it.
 * - `writePgliteTemplateDir(target)`: the template as a directory, which server/build.mjs writes to
 *   server/dist/pglite-template; `openDatabase` copies it into a new DATA_DIR.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildOnceUnderLock } from '../buildOnce';
import { baselineWasmOnly, migrationsFolder, openPglite, pgliteStartParams } from './client';

/** PGlite's version: a template written by one PGlite is not assumed to open in another. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite' && version) return version;
    }
  }
  throw new Error(`@electric-sql/pglite's package.json not found above ${entry}`);
}

/** What the template depends on: the migrations' SQL and journal, and PGlite's version. */
export function pgliteTemplateKey(): string {
  const dir = migrationsFolder();
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  hash.update(readFileSync(path.join(dir, 'meta/_journal.json')));
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

/** The template's bytes (a plain tar: ~40 MB, nobody pays to gunzip it); the first to need it builds it under a lock directory. */
export async function pgliteTemplateTar(): Promise<Buffer> {
  const dir = path.join(os.tmpdir(), 'atoll-test-templates');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${pgliteTemplateKey()}.tar`);
  await buildOnceUnderLock(file, async () => {
    baselineWasmOnly(); // initdb and the migrations in half the CPU (docs/adr/0060)
    const client = await PGlite.create();
    await openPglite(client).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  });
  return readFileSync(file);
}

/**
 * Writes the template as a data directory at `target` (replacing what is there): PGlite unpacks the tar onto
 * the disk, starts on it (a no-op migration proves it current) and shuts down cleanly.
 */
export async function writePgliteTemplateDir(target: string): Promise<void> {
  const tar = await pgliteTemplateTar();
  const partial = `${target}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  baselineWasmOnly();
  const client = await PGlite.create({ dataDir: partial, loadDataDir: new Blob([new Uint8Array(tar)]), startParams: pgliteStartParams() });
  await openPglite(client).migrate();
  await client.close();
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
}
