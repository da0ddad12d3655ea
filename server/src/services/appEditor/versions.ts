/**
 * Admin › App Editor (issue 21; ADR 0050): the company's app versions through the seam. A save is checked
 * by the contract (validateAppConfig), and what it becomes — as sent, merged, or a question — is the
 * domain's planAppVersionSave; this file only reads and writes rows. Saves of one company take turns on
 * its row (lockCompany), so the latest version a save is planned against is still the latest when it is
 * written: two saves on the same base never both go through as sent.
 */
import { desc, eq, sql } from 'drizzle-orm';
import {
  APP_CONFIG_SCHEMA_VERSION,
  APP_EDITOR_TEXT,
  canonicalJson,
  emptyAppConfig,
  readAppConfig,
  validateAppConfig,
  type AppConfig,
  type AppVersion,
  type AppVersionListQuery,
  type AppVersionSavePayload,
  type AppVersionSaved,
  type AppVersionSummary,
  type Paged,
} from '@atoll/contract';
import { appConfigReferenceErrors, planAppVersionSave, withoutMissingReferences } from '@atoll/contract/domain';
import type { Db } from '../../db/client';
import { appVersions, users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { HttpError, validationError } from '../../http/errors';
import { knownReferences, markUsed } from './uploads';

const summaryFields = {
  id: appVersions.id,
  basedOn: appVersions.basedOn,
  summary: appVersions.summary,
  createdAt: appVersions.createdAt,
  createdBy: appVersions.createdBy,
  authorName: users.name,
};
// Read with `.leftJoin(users, own.where(users, eq(users.id, appVersions.createdBy)))`: a deleted author leaves the name out.
type SummaryRow = { id: number; basedOn: number | null; summary: string; createdAt: Date; createdBy: number | null; authorName: string | null };

function toSummary(row: SummaryRow): AppVersionSummary {
  return {
    id: row.id,
    based_on: row.basedOn,
    summary: row.summary,
    created_by: row.createdBy !== null ? { id: row.createdBy, name: row.authorName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What GET latest answers before the first save: the empty configuration of the current schema. */
function noVersionYet(): AppVersion {
  return { id: null, based_on: null, summary: '', created_by: null, created_at: null, schema_version: APP_CONFIG_SCHEMA_VERSION, config: emptyAppConfig() };
}

export async function oneVersion(own: Tenant, id: number): Promise<AppVersion> {
  await own.find(appVersions, id);
  const [row] = await own
    .pick({ ...summaryFields, config: appVersions.config }, appVersions, eq(appVersions.id, id))
    .leftJoin(users, own.where(users, eq(users.id, appVersions.createdBy)));
  return { ...toSummary(row), schema_version: APP_CONFIG_SCHEMA_VERSION, config: readAppConfig(row.config) };
}

/** The newest version (the guest app's layout), or the empty configuration when none was saved. */
export async function latestVersion(own: Tenant): Promise<AppVersion> {
  const [row] = await own.pick({ id: appVersions.id }, appVersions).orderBy(desc(appVersions.id)).limit(1);
  return row ? oneVersion(own, row.id) : noVersionYet();
}

/** GET editor/app/versions: newest first, paged. */
export async function listVersions(own: Tenant, query: AppVersionListQuery): Promise<Paged<AppVersionSummary>> {
  const [{ total }] = await own.pick({ total: sql<number>`count(*)::int` }, appVersions);
  const rows = await own
    .pick(summaryFields, appVersions)
    .leftJoin(users, own.where(users, eq(users.id, appVersions.createdBy)))
    .orderBy(desc(appVersions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { data: rows.map(toSummary), meta: { total, page: query.page, limit: query.limit } };
}

/** The configuration of one of the company's versions, or null (another company's id is no base). */
async function configOf(own: Tenant, id: number | null | undefined): Promise<AppConfig | null> {
  if (id == null) return null;
  const [row] = await own.pick({ config: appVersions.config }, appVersions, eq(appVersions.id, id));
  return row ? readAppConfig(row.config) : null;
}

interface SaveRequest {
  config: AppConfig;
  /** The components' paths as sent (validateAppConfig's), for the references' errors. */
  paths?: Record<string, string>;
  baseId: number | null | undefined;
  overwrite: boolean;
  confirmation?: string;
  /** A restore's summary instead of the changes. */
  summary?: string;
  /** A restore: facilities and activities deleted since are left out (withoutMissingReferences) instead of refusing the version. */
  leaveOutMissing?: { summary: string };
}

/**
 * One transaction: lock the company, check what the configuration names exists in it (422 by path), plan
 * against the latest version, insert, and mark the editor uploads the saved configuration names as used.
 */
async function save(own: Tenant, db: Db, userId: number, request: SaveRequest): Promise<AppVersionSaved> {
  const saved = await db.transaction(async (tx) => {
    const ownTx = own.in(tx);
    await ownTx.lockCompany();
    const known = await knownReferences(ownTx, request.config);
    const config = request.leaveOutMissing ? withoutMissingReferences(request.config, known) : request.config;
    const missing = appConfigReferenceErrors(config, known, request.paths);
    if (Object.keys(missing).length) throw validationError(missing);
    const summary = request.leaveOutMissing && canonicalJson(config) !== canonicalJson(request.config) ? request.leaveOutMissing.summary : request.summary;
    const [latestRow] = await ownTx.pick({ id: appVersions.id, config: appVersions.config }, appVersions).orderBy(desc(appVersions.id)).limit(1);
    const latest = latestRow ? { id: latestRow.id, config: readAppConfig(latestRow.config) } : null;
    const base = request.baseId === latest?.id ? (latest?.config ?? null) : await configOf(ownTx, request.baseId);
    const plan = planAppVersionSave({ ours: config, baseId: request.baseId, base, latest, overwrite: request.overwrite, confirmation: request.confirmation });
    if (plan.kind === 'confirm') throw new HttpError(plan.error.status, plan.error);
    const [row] = await ownTx
      .insert(appVersions, {
        config: plan.config,
        schemaVersion: APP_CONFIG_SCHEMA_VERSION,
        basedOn: base ? (request.baseId ?? null) : null,
        merged: plan.merged,
        summary: summary ?? plan.summary,
        createdBy: userId,
      })
      .returning({ id: appVersions.id });
    await markUsed(ownTx, plan.config);
    return { id: row.id, merged: plan.merged };
  });
  return { ...(await oneVersion(own, saved.id)), merged: saved.merged };
}

/** POST editor/app/versions: the config checked (422 with paths under 'config'), then saved, merged or asked about. */
export async function saveVersion(own: Tenant, db: Db, userId: number, payload: AppVersionSavePayload): Promise<AppVersionSaved> {
  const checked = validateAppConfig(payload.config);
  if (!checked.ok) throw validationError(checked.errors);
  return save(own, db, userId, { config: checked.config, paths: checked.paths, baseId: payload.base_version_id, overwrite: payload.overwrite, confirmation: payload._confirmation });
}

/**
 * POST editor/app/versions/{id}/restore: that version's configuration saved as the newest, over whatever is
 * latest. A facility or activity deleted since is left out (the guest payload skips it already), so any version
 * can be restored; the summary says so. Its files are there: a file any version names is never swept.
 */
export async function restoreVersion(own: Tenant, db: Db, userId: number, id: number): Promise<AppVersionSaved> {
  const version = await oneVersion(own, id);
  return save(own, db, userId, { config: version.config, baseId: null, overwrite: true, summary: APP_EDITOR_TEXT.restored(id), leaveOutMissing: { summary: APP_EDITOR_TEXT.restoredWithout(id) } });
}
