/**
 * Work that runs once however many server processes share the database (issue 22, ADR 0053).
 *
 * - Periodic jobs (the bookings sweep with its overdue e-mails, the tracker history sweep, the editor uploads
 *   sweep): time is cut into ticks of the job's interval (tick = floor(now / interval)); each process's timer
 *   fires once per interval, and `oncePerTick` lets only the first to come in a tick run it. On PostgreSQL the
 *   run holds a transaction-level advisory lock (`pg_try_advisory_xact_lock(ATOLL_LOCKS, key)`, one fixed key
 *   per job) for its whole length — another process's timer meanwhile skips at once, so two runs never overlap
 *   — and claims the tick in `job_runs` (an upsert that succeeds only for a newer tick), so a process whose
 *   timer fires later in the same tick skips too. A process killed mid-run drops its connection: the lock goes
 *   and the claim rolls back with it, and the next tick does the work (every job is written to be re-run).
 *   With PGlite (one process, one connection) only the claim is written.
 * - Migrations: db/client.ts holds `pg_advisory_lock(ATOLL_LOCKS, 0)` on a connection of
 *   its own around drizzle's migrator, so instances starting together migrate once and the others wait for it.
 * - The outbox workers claim rows with `FOR UPDATE SKIP LOCKED` (services/delivery/worker.ts) and need no lock.
 */
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';
import { INSTANCE_ID } from './channel';
import { ATOLL_LOCKS, JOB_LOCK_KEYS } from './locks';

export type JobName = keyof typeof JOB_LOCK_KEYS;

/** Whether `db` is a PostgreSQL pool (several processes may share it) rather than PGlite. */
export function isPostgres(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
}

/** Claims `tick` for `job` (true) unless this tick or a later one was claimed already. */
async function claimTick(db: Db, job: JobName, tick: number): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ job, tick, runs: 1, instance: INSTANCE_ID, startedAt: new Date(), finishedAt: null })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { tick, runs: sql`${jobRuns.runs} + 1`, instance: INSTANCE_ID, startedAt: new Date(), finishedAt: null },
      setWhere: sql`${jobRuns.tick} < ${tick}`,
    })
    .returning({ job: jobRuns.job });
  return claimed.length > 0;
}

/**
 * `run`, wrapped so that among every process on the database it runs at most once per tick of `intervalMs`
 * and never twice at the same time (see the top of this file). The wrapper answers whether this call ran it.
 * A failure of `run` is rethrown (runEvery logs it); its tick counts as run.
 */
export function oncePerTick(db: Db, job: JobName, intervalMs: number, run: () => Promise<void>, clock: () => number = Date.now): () => Promise<boolean> {
  return async () => {
    const tick = Math.floor(clock() / intervalMs);
    if (!isPostgres(db)) {
      if (!(await claimTick(db, job, tick))) return false;
      try {
        await run();
      } finally {
        await db.update(jobRuns).set({ finishedAt: new Date() }).where(eq(jobRuns.job, job));
      }
      return true;
    }
    let failure: { error: unknown } | undefined;
    const ran = await db.transaction(async (tx) => {
      const [row] = ((await tx.execute(sql`select pg_try_advisory_xact_lock(${ATOLL_LOCKS}, ${JOB_LOCK_KEYS[job]}) as locked`)) as unknown as { rows: { locked: boolean }[] }).rows;
      if (!row?.locked) return false;
      if (!(await claimTick(tx, job, tick))) return false;
      // The job itself runs on the pool (its own transactions); this one only holds the lock and the claim.
      try {
        await run();
      } catch (error) {
        failure = { error };
      }
      await tx.update(jobRuns).set({ finishedAt: new Date() }).where(eq(jobRuns.job, job));
      return true;
    });
    if (failure) throw failure.error;
    return ran;
  };
}
