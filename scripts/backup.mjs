#!/usr/bin/env node
/**
 * npm run backup [-- <file>] [--data-dir <dir>] [--offline]          (docs/deploy.md › Backups, ADR 0054)
 *
 * Embedded database (DATABASE_URL unset): asks the server that runs on DATA_DIR, through its local-only backup
 * socket, for a consistent copy of the data directory (its files copied after a CHECKPOINT while no transaction
 * runs, as a .tar.gz), and writes it to <file> (default backups/atoll-<UTC time>.tar.gz). The server keeps
 * serving; requests wait while the files are copied. Uploaded files live in the database (files.data).
 * --offline: no server is running on DATA_DIR; the script packs the directory itself (refused if one answers).
 *
 * PostgreSQL (DATABASE_URL set): pg_dump --format=custom into <file> (default backups/atoll-<UTC time>.dump).
 */
import { spawn } from 'node:child_process';
import { run } from './runCommand.mjs';
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const options = { file: undefined, dataDir: undefined, offline: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--data-dir') options.dataDir = argv[++i];
    else if (argv[i] === '--offline') options.offline = true;
    else if (argv[i].startsWith('--')) throw new Error(`Unknown option ${argv[i]}`);
    else options.file = argv[i];
  }
  return options;
}

/** DATA_DIR as the server resolves it (server/src/config.ts): relative paths from the repository root. */
export function dataDirOf(value) {
  const dir = value && value.trim() !== '' ? value.trim() : './data';
  return path.isAbsolute(dir) ? dir : path.resolve(root, dir);
}

/** The server's backup socket for a data directory: the same rule as backupSocketPath in server/src/backupSocket.ts. */
export function backupSocketPath(dataDir) {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `atoll-${id}`, 'backup.sock');
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z').replace('T', '-');

/** Writes through a .partial file, so a backup cut short never looks like one. */
function writeAtomically(file, bytes) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** POST /backup on the server's socket; resolves with the tarball, rejects with why not. */
export function askServer(socketPath) {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) reject(new Error(`the server answered ${res.statusCode}: ${body.toString()}`));
        else if (body.length !== Number(res.headers['content-length'])) reject(new Error('the backup arrived incomplete'));
        else resolve(body);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A stopped server's directory is at rest: its files are the database. */
function offlineDump(dataDir) {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', ['-czf', '-', '-C', dataDir, '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const out = [];
    tar.stdout.on('data', (chunk) => out.push(chunk));
    tar.once('error', reject);
    tar.once('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`tar exited with ${code}`))));
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const file = path.resolve(options.file ?? `backups/atoll-${stamp()}.dump`);
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    try {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${databaseUrl}`]);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    renameSync(partial, file);
    console.log(`PostgreSQL backup written to ${file}`);
    return;
  }
  const dataDir = dataDirOf(options.dataDir ?? process.env.DATA_DIR);
  const file = path.resolve(options.file ?? `backups/atoll-${stamp()}.tar.gz`);
  const socket = backupSocketPath(dataDir);
  let bytes;
  if (options.offline) {
    const running = await askServer(socket).then(
      () => true,
      (error) => !['ENOENT', 'ECONNREFUSED'].includes(error.code),
    );
    if (running) throw new Error(`A server is running on ${dataDir}: leave out --offline to back it up while it serves`);
    bytes = await offlineDump(dataDir);
  } else {
    try {
      bytes = await askServer(socket);
    } catch (error) {
      if (['ENOENT', 'ECONNREFUSED'].includes(error.code)) {
        throw new Error(`No Atoll server is running on ${dataDir} (no backup socket at ${socket}). Start it, or back up a stopped one with --offline`);
      }
      throw error;
    }
  }
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new Error('the backup is not a gzip file');
  writeAtomically(file, bytes);
  console.log(`Backup of ${dataDir} written to ${file} (${bytes.length} bytes)`);
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  });
}
