/**
 * Background work on an interval (the bookings sweep, the tracker history sweep): one run at a time (a
 * tick while a run is under way is skipped, so a slow database never piles runs up), a failure logged
 * and the next tick tried again, the timer unref'd so it never keeps the process alive, and a stop that
 * waits for the run in progress, so main.ts can close the database after it.
 */
import type { Logger } from '../http/errors';

export function runEvery(intervalMs: number, run: () => Promise<void>, logger: Logger, failure: string): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
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
