/**
 * Admin › App Editor (issue 21) over the in-memory store: storage and wiring only. Every call needs
 * app-editor. Checking a configuration (validateAppConfig), what a save becomes (planAppVersionSave:
 * as sent, merged, or 428 CONFIRMATION_REQUIRED), the summaries and the history's paging are the
 * contract's, the same the server calls. Uploads are stored as data URLs like every mock upload.
 */
import {
  APP_CONFIG_SCHEMA_VERSION,
  fileUrl,
  APP_EDITOR_TEXT,
  PERMISSION,
  canonicalJson,
  appVersionListQuerySchema,
  appVersionSaveSchema,
  emptyAppConfig,
  validateAppConfig,
  type AppConfig,
  type AppVersion,
  type AppVersionSaved,
  type AppVersionSummary,
  type EditorItem,
} from '@atoll/contract';
import { appConfigReferenceErrors, pageAppVersions, planAppVersionSave, withoutMissingReferences, type AppConfigKnownIds } from '@atoll/contract/domain';
import { nowIso } from '../content';
import { fail, MockHttpError, notFound, ok, paged, readValid, validate, validationFailed } from '../http';
import { get, guarded, post } from '../routes';
import { mockDb, nextId, type StoredAppVersion } from '../store';
import { receiveEditorImage, receiveLanguagePdf } from '../uploads';

function summaryOf(row: StoredAppVersion): AppVersionSummary {
  const author = row.created_by === null ? undefined : mockDb.users.find((u) => u.id === row.created_by && u.company_id === row.company_id);
  return {
    id: row.id,
    based_on: row.based_on,
    summary: row.summary,
    created_by: row.created_by === null ? null : { id: row.created_by, name: author?.name ?? '' },
    created_at: row.created_at,
  };
}
const versionOf = (row: StoredAppVersion): AppVersion => ({ ...summaryOf(row), schema_version: APP_CONFIG_SCHEMA_VERSION, config: structuredClone(row.config) });

const ownVersions = (companyId: number) => mockDb.appVersions.filter((v) => v.company_id === companyId);
const latestOf = (companyId: number) => ownVersions(companyId).reduce<StoredAppVersion | undefined>((a, v) => (!a || v.id > a.id ? v : a), undefined);
function findVersion(companyId: number, id: number): StoredAppVersion {
  const row = ownVersions(companyId).find((v) => v.id === id);
  if (!row) throw new MockHttpError(notFound());
  return row;
}

/** The company's facilities, activities and editor uploads: what a layout may name. */
function knownIds(companyId: number): AppConfigKnownIds {
  const uploads = new Map<string, 'image' | 'pdf'>();
  for (const file of mockDb.files.values()) if (file.editor?.company_id === companyId) uploads.set(file.id, file.editor.type);
  return {
    facilities: new Set(mockDb.content.facilities.filter((f) => f.company_id === companyId).map((f) => f.id)),
    activities: new Set(mockDb.content.activities.filter((a) => a.company_id === companyId).map((a) => a.id)),
    uploads,
  };
}

/** References checked (422 by path), then planned against the latest version and stored (the store is one thread: no lock needed). */
function save(
  companyId: number,
  userId: number,
  request: {
    config: AppConfig;
    paths?: Record<string, string>;
    baseId: number | null | undefined;
    overwrite: boolean;
    confirmation?: string;
    summary?: string;
    /** A restore: what was deleted since is left out (the server's rule, withoutMissingReferences). */
    leaveOutMissing?: { summary: string };
  },
): AppVersionSaved {
  const known = knownIds(companyId);
  const config = request.leaveOutMissing ? withoutMissingReferences(request.config, known) : request.config;
  const summary = request.leaveOutMissing && canonicalJson(config) !== canonicalJson(request.config) ? request.leaveOutMissing.summary : request.summary;
  const missing = appConfigReferenceErrors(config, known, request.paths);
  if (Object.keys(missing).length) throw new MockHttpError(validationFailed(missing));
  const latestRow = latestOf(companyId);
  const latest = latestRow ? { id: latestRow.id, config: latestRow.config } : null;
  const baseRow = request.baseId == null ? undefined : ownVersions(companyId).find((v) => v.id === request.baseId);
  const plan = planAppVersionSave({ ours: config, baseId: request.baseId, base: baseRow?.config ?? null, latest, overwrite: request.overwrite, confirmation: request.confirmation });
  if (plan.kind === 'confirm') throw new MockHttpError(fail(plan.error.status, plan.error));
  const row: StoredAppVersion = {
    id: nextId(),
    company_id: companyId,
    config: structuredClone(plan.config),
    based_on: baseRow ? baseRow.id : null,
    merged: plan.merged,
    summary: summary ?? plan.summary,
    created_by: userId,
    created_at: nowIso(),
  };
  mockDb.appVersions.push(row);
  return { ...versionOf(row), merged: plan.merged };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const appEditorHandlers = guarded({ permission: PERMISSION.appEditor }, [
  get('editor/app/versions/latest', ({ companyId }) => {
    const row = latestOf(companyId);
    const empty: AppVersion = { id: null, based_on: null, summary: '', created_by: null, created_at: null, schema_version: APP_CONFIG_SCHEMA_VERSION, config: emptyAppConfig() };
    return ok(row ? versionOf(row) : empty);
  }),
  get('editor/app/versions', async ({ request, companyId }) => {
    const query = await validate(appVersionListQuerySchema, queryOf(request));
    return paged(pageAppVersions(ownVersions(companyId).map(summaryOf), query));
  }),
  get('editor/app/versions/:id', ({ companyId, id }) => ok(versionOf(findVersion(companyId, id())))),
  post('editor/app/versions', async ({ request, companyId, caller }) => {
    const body = await readValid(request, appVersionSaveSchema);
    const checked = validateAppConfig(body.config);
    if (!checked.ok) return validationFailed(checked.errors);
    return ok(save(companyId, caller.user.id, { config: checked.config, paths: checked.paths, baseId: body.base_version_id, overwrite: body.overwrite, confirmation: body._confirmation }), 201);
  }),
  post('editor/app/versions/:id/restore', ({ companyId, caller, id }) => {
    const row = findVersion(companyId, id());
    return ok(save(companyId, caller.user.id, { config: structuredClone(row.config), baseId: null, overwrite: true, summary: APP_EDITOR_TEXT.restored(row.id), leaveOutMissing: { summary: APP_EDITOR_TEXT.restoredWithout(row.id) } }), 201);
  }),
  post('editor/images', async ({ request, companyId }) => {
    const { file, language_code } = await receiveEditorImage(request);
    file.editor = { company_id: companyId, type: 'image' };
    // A short URL, as the server answers (a data URL would pass the item's url limit): the files handler serves it.
    return ok({ id: file.id, language_code, url: fileUrl(file.id), type: 'image' } satisfies EditorItem, 201);
  }),
  post('editor/pdfs', async ({ request, companyId }) => {
    const pdf = await receiveLanguagePdf(request);
    const stored = mockDb.files.get(pdf.id);
    if (stored) stored.editor = { company_id: companyId, type: 'pdf' };
    return ok({ id: pdf.id, language_code: pdf.language_code, url: pdf.url, type: 'pdf' } satisfies EditorItem, 201);
  }),
]);
