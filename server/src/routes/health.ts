/**
 * Liveness and readiness for orchestrators and proxies (docs/deploy.md), outside /api/v1, public and cheap:
 * - GET /healthz: the process answers (no database), so a restart only follows a hung process;
 * - GET /readyz: this instance should get traffic — not stopping (503 from the moment SIGTERM arrives), the
 *   database answering within READY_DB_TIMEOUT_MS, every migration of server/drizzle applied, and the
 *   background workers this process started still running. 503 names the reason.
 * Neither reads a company's rows nor says anything a stranger could use beyond "up" or "not ready".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../deps';
import { migrationsFolder } from '../db/client';

/** What main.ts tells /readyz about the process (tests pass theirs; without one only the database counts). */
export interface Readiness {
  /** True once a stop has begun (SIGTERM): the proxy should stop sending here. */
  stopping(): boolean;
  /** The background workers this process runs, by name, and whether each still runs. */
  workers(): Record<string, boolean>;
}

/** How long /readyz waits for the database before it answers 503 (a queued PGlite, a saturated pool). */
export const READY_DB_TIMEOUT_MS = 1000;

/** The newest migration in server/drizzle (its journal's `when`, which drizzle keeps as created_at). */
function lastMigrationWhen(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

function noStore(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
}

export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let expected: number | undefined;

  app.get('/healthz', (c) => {
    noStore(c);
    return c.json({ status: 'ok' });
  });

  app.get('/readyz', async (c) => {
    noStore(c);
    const notReady = (reason: string) => c.json({ status: 'not-ready', reason }, 503);
    if (deps.readiness?.stopping()) return notReady('shutting down');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), READY_DB_TIMEOUT_MS);
    });
    let applied: number;
    try {
      const answer = await Promise.race([deps.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`), timeout]);
      if (answer === 'timeout') return notReady(`database did not answer within ${READY_DB_TIMEOUT_MS} ms`);
      // node-postgres and PGlite both answer { rows }; created_at is a bigint (a string from node-postgres).
      applied = Number((answer as { rows: { last: string | number | null }[] }).rows[0]?.last ?? 0);
    } catch {
      return notReady('database unreachable');
    } finally {
      clearTimeout(timer);
    }
    expected ??= lastMigrationWhen();
    if (applied < expected) return notReady('migrations pending');
    const stopped = Object.entries(deps.readiness?.workers() ?? {})
      .filter(([, running]) => !running)
      .map(([name]) => name);
    if (stopped.length) return notReady(`workers not running: ${stopped.join(', ')}`);
    return c.json({ status: 'ready' });
  });

  return app;
}
