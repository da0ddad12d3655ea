/** Where the built product lives, and a clear failure when it has not been built. */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_DIR = path.join(REPO_ROOT, 'server');
export const SERVER_MAIN = path.join(SERVER_DIR, 'dist/main.js');
export const CONSOLE_DIST = path.join(REPO_ROOT, 'console/dist');
/** Failure screenshots and each run's server logs and recorded secrets (globalSetup.ts). */
export const ARTIFACTS_DIR = path.join(os.tmpdir(), 'atoll-e2e-artifacts');

/**
 * A private copy of the built console for one run: other people on the same
 * machine may rebuild console/dist while the walks run (vite empties it first),
 * and a half-written build must not fail a walk. The server serves the copy
 * through its documented STATIC_DIR.
 */
export async function snapshotConsole(source = CONSOLE_DIST): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atoll-e2e-console-'));
  await cp(source, dir, { recursive: true });
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error('console/dist changed while it was copied: run npm run build first.');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The e2e walks test the build that `npm start` serves, never sources. */
export function assertBuilt({ serverMain = SERVER_MAIN, consoleDist = CONSOLE_DIST } = {}): void {
  const missing = [
    existsSync(serverMain) ? undefined : 'server/dist/main.js',
    existsSync(path.join(consoleDist, 'index.html')) ? undefined : 'console/dist/index.html',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(`The built product is missing (${missing.join(', ')}): run npm run build first.`);
  }
}
