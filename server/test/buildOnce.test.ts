/**
 * One build for everyone (src/buildOnce.ts, used by the PGlite template and the deploy tests' image layout):
 * callers at once build once and all see the result; a crashed builder's stale lock is taken over; a failed
 * build lets go of the lock, so the next caller builds.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOnceUnderLock } from '../src/buildOnce';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('buildOnceUnderLock', () => {
  it('builds once for callers at once, and each sees the whole result', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-build-once-'));
    const target = path.join(dir, 'thing');
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      writeFileSync(`${target}.partial`, 'built');
      renameSync(`${target}.partial`, target);
    };
    await Promise.all(Array.from({ length: 5 }, () => buildOnceUnderLock(target, build, { pollMs: 10 })));
    expect(builds).toBe(1);
    expect(readFileSync(target, 'utf8')).toBe('built');
    expect(existsSync(`${target}.lock`)).toBe(false);
  });

  it("takes over a crashed builder's stale lock, and lets go of the lock when a build fails", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-build-once-'));
    const target = path.join(dir, 'thing');
    mkdirSync(`${target}.lock`);
    const old = new Date(Date.now() - 10_000);
    utimesSync(`${target}.lock`, old, old);
    await expect(buildOnceUnderLock(target, () => Promise.reject(new Error('disk full')), { staleMs: 5_000, pollMs: 10 })).rejects.toThrow('disk full');
    expect(existsSync(`${target}.lock`)).toBe(false);
    await buildOnceUnderLock(target, async () => writeFileSync(target, 'second'), { pollMs: 10 });
    expect(readFileSync(target, 'utf8')).toBe('second');
  });
});
