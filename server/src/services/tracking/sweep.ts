/**
 * The tracker history sweep (ADR 0041): positions older than the contract's bound (trackerHistoryCutoff)
 * are deleted for every company on an interval (server/src/main.ts). The ingest prunes its own company
 * on every post, but a company whose trackers all fall silent (the season ends, the devices are
 * switched off) would keep its last day of positions for ever; this sweep is what bounds those.
 * Deletes go through each company's seam in batches of `batch` rows, so one sweep over a large backlog
 * never holds a long statement (PGlite serves every request over the one connection meanwhile).
 */
import { inArray, lt } from 'drizzle-orm';
import { trackerHistoryCutoff } from '@atoll/contract';
import type { Db } from '../../db/client';
import { trackerPositions } from '../../db/schema';
import { companiesWith, tenant } from '../../db/tenant';
import type { Logger } from '../../http/errors';
import { jobRun } from '../../http/metrics';
import { runEvery } from '../interval';

export interface PositionSweepDeps {
  db: Db;
  logger: Logger;
  /** The clock (tests pass theirs). @default Date.now */
  now?: () => number;
}

/** Every 10 minutes: the history is bounded in hours, so a position outlives its bound by minutes at most. */
export const POSITION_SWEEP_INTERVAL_MS = 10 * 60_000;
/** Rows per DELETE: a day of 50 trackers at one post every 5 s is ~860,000 rows, i.e. some 170 batches. */
export const POSITION_SWEEP_BATCH = 5_000;

/** Deletes the positions older than the bound, for every company that has some; answers how many went. */
export async function sweepPositions(deps: PositionSweepDeps, batch: number = POSITION_SWEEP_BATCH): Promise<number> {
  const cutoff = new Date(trackerHistoryCutoff((deps.now ?? Date.now)()));
  const old = lt(trackerPositions.recordedAt, cutoff);
  let deleted = 0;
  for (const companyId of await companiesWith(deps.db, trackerPositions, old)) {
    const own = tenant(deps.db, companyId);
    try {
      for (;;) {
        const gone = await own
          .delete(trackerPositions, inArray(trackerPositions.id, own.pick({ id: trackerPositions.id }, trackerPositions, old).limit(batch)))
          .returning({ id: trackerPositions.id });
        deleted += gone.length;
        if (gone.length < batch) break;
      }
    } catch (error) {
      // One company's failure must not keep the others' history growing.
      deps.logger.error('Tracker history sweep failed', { companyId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  return deleted;
}

/** Runs sweepPositions every `intervalMs` (never two at once, and once per tick across every process on the database: cluster/jobs.ts); the returned stop waits for a run in progress. */
export function startPositionSweeper(deps: PositionSweepDeps, intervalMs: number = POSITION_SWEEP_INTERVAL_MS): () => Promise<void> {
  return runEvery(intervalMs, async () => {
    await jobRun('positions_sweep', () => sweepPositions(deps));
  }, deps.logger, 'Tracker history sweep failed', { db: deps.db, job: 'tracker-history-sweep' });
}
