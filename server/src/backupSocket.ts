/**
 * The embedded database's online backup (docs/adr/0054-deployment-and-backups.md). PGlite lives inside the
 * server process, so only that process can read it consistently: it answers `POST /backup` on a Unix socket
 * in a directory only its own user can enter (never on a TCP port) with a gzipped tar of DATA_DIR copied
 * while no transaction runs, right after a CHECKPOINT. `npm run backup` (scripts/backup.mjs) asks it; the
 * tar restores with `npm run restore` into a fresh directory.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from './http/errors';

/**
 * The socket of the process serving `dataDir`: `<tmp>/atoll-<sha256 of the absolute path, 16 hex>/backup.sock`
 * (a short path: sockets are limited to ~107 bytes). scripts/backup.mjs derives the same path.
 */
export function backupSocketPath(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `atoll-${id}`, 'backup.sock');
}

/**
 * A consistent copy of the data directory, as a gzipped tar of its files. Inside PGlite's transaction lock (no
 * other statement or transaction runs meanwhile; PGlite is single-threaded and writes straight to the files) a
 * CHECKPOINT flushes every committed change and the directory is copied with the file system's own copy, which
 * takes a fraction of a second; the lock is then released and the copy is packed by `tar` while requests go on.
 * The result holds every transaction committed before the backup and nothing else.
 */
export async function dumpPglite(client: PGlite, dataDir: string): Promise<{ bytes: Buffer; lockedMs: number }> {
  const snapshot = mkdtempSync(path.join(os.tmpdir(), 'atoll-backup-'));
  try {
    let lockedMs = 0;
    await client.transaction(async (tx) => {
      const locked = Date.now();
      await tx.exec('CHECKPOINT');
      cpSync(dataDir, snapshot, { recursive: true });
      lockedMs = Date.now() - locked;
    });
    return { bytes: await tarGz(snapshot), lockedMs };
  } finally {
    rmSync(snapshot, { recursive: true, force: true });
  }
}

/** `tar -czf - -C dir .` into memory. */
function tarGz(dir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', ['-czf', '-', '-C', dir, '.'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    tar.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    tar.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    tar.once('error', reject);
    tar.once('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`tar exited with ${code}: ${err}`))));
  });
}

/** Whether a process answers on the socket (another server on the same DATA_DIR). */
function answering(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** Serves backups of `client` on backupSocketPath(dataDir); answers the stop. */
export async function serveBackups(client: PGlite, dataDir: string, logger: Logger): Promise<() => Promise<void>> {
  const socket = backupSocketPath(dataDir);
  mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(socket), 0o700);
  if (await answering(socket)) throw new Error(`Another Atoll process serves DATA_DIR ${dataDir} (its backup socket ${socket} answers): PGlite allows one process per directory`);
  // Left by a process that did not stop cleanly.
  rmSync(socket, { force: true });
  let running = Promise.resolve();
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    running = (async () => {
      try {
        const started = Date.now();
        const { bytes, lockedMs } = await dumpPglite(client, dataDir);
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': bytes.length });
        res.end(bytes);
        // lockedMs: how long requests waited for the copy; ms: the whole backup, packing included.
        logger.info('Backup taken', { bytes: bytes.length, lockedMs, ms: Date.now() - started });
      } catch (error) {
        logger.error('Backup failed', { error: error instanceof Error ? error.message : String(error) });
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Backup failed: see the server log');
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  chmodSync(socket, 0o600);
  return async () => {
    server.close();
    // A backup under way finishes before the database closes.
    await running;
    server.closeAllConnections();
    rmSync(socket, { force: true });
  };
}
