/**
 * Background work on an interval (the bookings sweep, the tracker history sweep, the editor uploads sweep): one
 * run at a time (a tick while a run is under way is skipped, so a slow database never piles runs up), a failure
 * logged and the next tick tried again, the timer unref'd so it never keeps the process alive, and a stop that
 * waits for the run in progress, so main.ts can close the database after it. With `once`, every process on the
 * database shares the job: of their timers, one runs each tick (cluster/jobs.ts, issue 22).
 */
import { oncePerTick, type JobName } from '../cluster/jobs';
import type { Db } from '../db/client';
import type { Logger } from '../http/errors';

export function runEvery(intervalMs: number, run: () => Promise<void>, logger: Logger, failure: string, once?: { db: Db; job: JobName }): () => Promise<void> {
  const shared = once ? oncePerTick(once.db, once.job, intervalMs, run) : run;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = shared()
      .then(() => undefined)
      .catch((error: unknown) => logger.error(failure, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
