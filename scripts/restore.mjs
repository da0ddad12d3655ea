#!/usr/bin/env node
/**
 * npm run restore -- <file> [--data-dir <dir>]                         (docs/deploy.md › Backups, ADR 0054)
 *
 * Embedded database (DATABASE_URL unset): unpacks a backup made by `npm run backup` (a .tar.gz of a data
 * directory) into DATA_DIR, which must not hold a database yet (a new or empty directory: restoring never
 * overwrites), and opens it once with PGlite to check it; then start the server on it.
 *
 * PostgreSQL (DATABASE_URL set): pg_restore of a `pg_dump --format=custom` file into that database, which
 * should be empty (createdb a new one), in one transaction: a failure leaves nothing half-restored.
 * Either way the server applies any newer migrations when it starts.
 */
import { run } from './runCommand.mjs';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync } from 'node:fs';
import path from 'node:path';
import { dataDirOf } from './backup.mjs';

function parseArgs(argv) {
  const options = { file: undefined, dataDir: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--data-dir') options.dataDir = argv[++i];
    else if (argv[i].startsWith('--')) throw new Error(`Unknown option ${argv[i]}`);
    else options.file = argv[i];
  }
  if (!options.file) throw new Error('Usage: npm run restore -- <backup file> [--data-dir <dir>]');
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) {
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file]);
    console.log(`Restored ${file} into PostgreSQL`);
    return;
  }
  const dataDir = dataDirOf(options.dataDir ?? process.env.DATA_DIR);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new directory (then point DATA_DIR at it)`);
  }
  const bytes = Buffer.alloc(2);
  const fd = openSync(file, 'r');
  readSync(fd, bytes, 0, 2, 0);
  closeSync(fd);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new Error(`${file} is not a backup made by npm run backup (not gzip)`);
  mkdirSync(dataDir, { recursive: true });
  await run('tar', ['-xzf', file, '-C', dataDir]);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${file} holds no database (no PG_VERSION)`);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dataDir);
  try {
    const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    console.log(`Restored ${file} into ${dataDir} (${rows[0].n} migrations applied in it)`);
  } finally {
    await client.close();
  }
}

main().catch((error) => {
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
});
