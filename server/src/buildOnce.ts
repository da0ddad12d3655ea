/**
 * Builds something once for every process that needs it (the PGlite template's tar, the image layout the
 * deploy tests run): the first to find `target` missing takes a lock directory beside it (`<target>.lock`:
 * mkdir is atomic), builds, and lets go; the others wait until `target` exists. A lock older than `staleMs`
 * is a crashed builder's and is taken over. `build` must make `target` appear whole (write beside it, then
 * rename), since the waiters take its existence as done. In src/ so the server's code and the tests' support
 * can both import it; it imports nothing of either.
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';

export interface BuildOnceOptions {
  /** A lock this old is a crashed builder's (ms). @default 120_000 */
  staleMs?: number;
  /** How often a waiter looks again (ms). @default 200 */
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function buildOnceUnderLock(target: string, build: () => Promise<void>, { staleMs = 120_000, pollMs = 200 }: BuildOnceOptions = {}): Promise<void> {
  const lock = `${target}.lock`;
  while (!existsSync(target)) {
    try {
      mkdirSync(lock);
    } catch {
      // Someone else is building it.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > staleMs) rmSync(lock, { recursive: true, force: true });
      await sleep(pollMs);
      continue;
    }
    try {
      if (!existsSync(target)) await build();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
