/**
 * App Editor references and uploads (issue 21; ADR 0050). A save's references are looked up among the
 * company's rows (knownReferences) for the contract's appConfigReferenceErrors; the editor uploads a saved
 * version names are marked 'saved' for good (markUsed); and an upload no version ever named is deleted once
 * the grace period (EDITOR_UPLOAD_GRACE_MS) is over, by a sweep on an interval (server/src/main.ts).
 * Saves and the sweep of a company take turns on its row (lockCompany): a file a save has just checked is
 * never deleted before that save marks it.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { editorUploadSweepCutoff, type AppConfig } from '@atoll/contract';
import { appConfigReferences, isStorableId, type AppConfigKnownIds } from '@atoll/contract/domain';
import type { Db } from '../../db/client';
import { activities, facilities, files } from '../../db/schema';
import { companiesWith, tenant, type Tenant } from '../../db/tenant';
import type { Logger } from '../../http/errors';
import { jobRun } from '../../http/metrics';
import { runEvery } from '../interval';

/** File ids are uuids: anything else names no file (and is never sent to the uuid column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fileIdsOf = (config: AppConfig) => appConfigReferences(config).fileIds.filter((id) => UUID.test(id));

/** The company's facilities, activities and editor uploads among those `config` names. */
export async function knownReferences(own: Tenant, config: AppConfig): Promise<AppConfigKnownIds> {
  const refs = appConfigReferences(config);
  const facilityIds = refs.facilityIds.filter(isStorableId);
  const activityIds = refs.activityIds.filter(isStorableId);
  const fileIds = fileIdsOf(config);
  // One after the other: inside a transaction PGlite has the one connection.
  const facilityRows = facilityIds.length ? await own.pick({ id: facilities.id }, facilities, inArray(facilities.id, facilityIds)) : [];
  const activityRows = activityIds.length ? await own.pick({ id: activities.id }, activities, inArray(activities.id, activityIds)) : [];
  const fileRows = fileIds.length
    ? await own.pick({ id: files.id, contentType: files.contentType, editorUse: files.editorUse }, files, inArray(files.id, fileIds))
    : [];
  return {
    facilities: new Set(facilityRows.map((r) => r.id)),
    activities: new Set(activityRows.map((r) => r.id)),
    uploads: new Map(fileRows.filter((r) => r.editorUse !== null).map((r) => [r.id, r.contentType === 'application/pdf' ? 'pdf' : 'image'] as const)),
  };
}

/** The editor uploads a saved version names: in use for good (versions are never deleted, restore reads any). */
export async function markUsed(own: Tenant, config: AppConfig): Promise<void> {
  const ids = fileIdsOf(config);
  if (ids.length) await own.update(files, and(inArray(files.id, ids), eq(files.editorUse, 'pending'))!, { editorUse: 'saved' });
}

export interface EditorUploadSweepDeps {
  db: Db;
  logger: Logger;
  /** The clock (tests pass theirs). @default Date.now */
  now?: () => number;
}

/** Hourly: the grace period is a day, so an unused upload outlives it by an hour at most. */
export const EDITOR_UPLOAD_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Deletes every company's editor uploads still unused past the grace period; answers how many went. */
export async function sweepEditorUploads(deps: EditorUploadSweepDeps): Promise<number> {
  const cutoff = new Date(editorUploadSweepCutoff((deps.now ?? Date.now)()));
  const unused = and(eq(files.editorUse, 'pending'), lt(files.createdAt, cutoff))!;
  let deleted = 0;
  for (const companyId of await companiesWith(deps.db, files, unused)) {
    try {
      const gone = await deps.db.transaction(async (tx) => {
        const own = tenant(tx, companyId);
        // After any save under way: what it named is 'saved' by the time this reads.
        await own.lockCompany();
        return own.delete(files, unused).returning({ id: files.id });
      });
      deleted += gone.length;
    } catch (error) {
      deps.logger.error('Editor uploads sweep failed', { companyId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  return deleted;
}

/** Runs sweepEditorUploads every `intervalMs` (never two at once, and once per tick across every process on the database: cluster/jobs.ts); the returned stop waits for a run in progress. */
export function startEditorUploadSweeper(deps: EditorUploadSweepDeps, intervalMs: number = EDITOR_UPLOAD_SWEEP_INTERVAL_MS): () => Promise<void> {
  return runEvery(intervalMs, async () => {
    await jobRun('editor_uploads_sweep', () => sweepEditorUploads(deps));
  }, deps.logger, 'Editor uploads sweep failed', { db: deps.db, job: 'editor-uploads-sweep' });
}
