/**
 * App versions (issue 21, ADR 0050): the three-way merge of two editors' saves by component id, and
 * what a save becomes — as sent, merged with the versions saved since its base, or a question
 * (CONFIRMATION_REQUIRED) listing the components both changed. The server and the mocks both call
 * planAppVersionSave and build the version's summary with appConfigChanges; neither decides on its own.
 */
import { appChangesSummary, appComponentContent, appConfigChanges, canonicalJson } from '../appConfig';
import {
  APP_EDITOR_TEXT,
  APP_SECTIONS,
  APP_SECTION_IDS,
  type AppComponent,
  type AppConfig,
  type AppConfigConflict,
  type AppSectionId,
  type EditorItemType,
} from '../appEditor';
import type { Paged } from '../api';
import { apiError, ERROR_CODES, type ApiError, type FieldErrors } from '../errors';

// References --------------------------------------------------------------------------------------

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

export type AppReferenceKind = 'facility' | 'activity' | EditorItemType;
/** One reference of a component: what it names, and where (from the component: 'config.items[0].action.facility_id'). */
interface AppReference {
  kind: AppReferenceKind;
  id: number | string;
  path: string;
}

/** The references of one component's config: facilities shown, actions' facility, activity, PDFs and gallery, images and icons. */
function componentReferences(component: AppComponent): AppReference[] {
  if (component.unsupported || !isObject(component.config)) return [];
  const found: AppReference[] = [];
  const files = (list: unknown, kind: EditorItemType, path: string) => {
    if (Array.isArray(list)) list.forEach((item, i) => isObject(item) && typeof item.id === 'string' && found.push({ kind, id: item.id, path: `${path}[${i}]` }));
  };
  const action = (value: unknown, path: string) => {
    if (!isObject(value)) return;
    if (value.type === 'facility' && typeof value.facility_id === 'number') found.push({ kind: 'facility', id: value.facility_id, path: `${path}.facility_id` });
    if (value.type === 'activity' && typeof value.activity_id === 'number') found.push({ kind: 'activity', id: value.activity_id, path: `${path}.activity_id` });
    if (value.type === 'pdf') files(value.files, 'pdf', `${path}.files`);
    if (value.type === 'gallery') files(value.images, 'image', `${path}.images`);
  };
  const fields = (value: Json, path: string) => {
    files(value.image, 'image', `${path}.image`);
    files(value.icon, 'image', `${path}.icon`);
    action(value.action, `${path}.action`);
  };
  const config = component.config;
  if (Array.isArray(config.facility_ids)) {
    config.facility_ids.forEach((id, i) => typeof id === 'number' && found.push({ kind: 'facility', id, path: `config.facility_ids[${i}]` }));
  }
  fields(config, 'config');
  if (Array.isArray(config.items)) config.items.forEach((item, i) => isObject(item) && fields(item, `config.items[${i}]`));
  return found;
}

function eachComponent(config: AppConfig, visit: (section: AppSectionId, component: AppComponent, index: number) => void) {
  for (const section of APP_SECTION_IDS) (config[section]?.components ?? []).forEach((component, index) => visit(section, component, index));
}

/** What a configuration names, each once: what a backend looks up before appConfigReferenceErrors. */
export function appConfigReferences(config: AppConfig): { facilityIds: number[]; activityIds: number[]; fileIds: string[] } {
  const facilityIds = new Set<number>();
  const activityIds = new Set<number>();
  const fileIds = new Set<string>();
  eachComponent(config, (_section, component) => {
    for (const ref of componentReferences(component)) {
      if (ref.kind === 'facility') facilityIds.add(ref.id as number);
      else if (ref.kind === 'activity') activityIds.add(ref.id as number);
      else fileIds.add(ref.id as string);
    }
  });
  return { facilityIds: [...facilityIds], activityIds: [...activityIds], fileIds: [...fileIds] };
}

/** The company's rows among what a configuration names (appConfigReferences), as each backend found them. */
export interface AppConfigKnownIds {
  facilities: ReadonlySet<number>;
  activities: ReadonlySet<number>;
  /** The company's editor uploads (POST editor/images, editor/pdfs) by file id, with their kind. */
  uploads: ReadonlyMap<string, EditorItemType>;
}

function referenceMessage(ref: AppReference, name: string, known: AppConfigKnownIds): string | null {
  if (ref.kind === 'facility') return known.facilities.has(ref.id as number) ? null : APP_EDITOR_TEXT.missingFacility(name);
  if (ref.kind === 'activity') return known.activities.has(ref.id as number) ? null : APP_EDITOR_TEXT.missingActivity(name);
  const upload = known.uploads.get(ref.id as string);
  if (upload === ref.kind) return null;
  if (upload) return ref.kind === 'image' ? APP_EDITOR_TEXT.notAnImageItem : APP_EDITOR_TEXT.notAPdfItem;
  return ref.kind === 'image' ? APP_EDITOR_TEXT.missingImage(name) : APP_EDITOR_TEXT.missingPdf(name);
}

/**
 * A save's references that the company does not have — a facility or activity deleted since (or another
 * company's), a file that is not one of its editor uploads — as field errors by path
 * ('config.home.components[2].config.facility_ids[1]'); {} when every one exists. `paths`: the components'
 * paths as sent (validateAppConfig's), else their place in `config`. Unsupported components are not looked into.
 */
export function appConfigReferenceErrors(config: AppConfig, known: AppConfigKnownIds, paths: Readonly<Record<string, string>> = {}): FieldErrors {
  const errors: Record<string, string[]> = {};
  eachComponent(config, (section, component, index) => {
    const at = paths[component.id] ?? `config.${section}.components[${index}]`;
    for (const ref of componentReferences(component)) {
      const message = referenceMessage(ref, component.name, known);
      if (message) (errors[`${at}.${ref.path}`] ??= []).push(message);
    }
  });
  return errors;
}

/**
 * The configuration as a reader may show it: facilities and activities that no longer exist (or are not
 * shown: inactive) left out — a facility list skips them, an action opening one opens nothing ('none').
 * What was valid when saved and went since never breaks reading (the guest payload).
 */
export function withoutMissingReferences(config: AppConfig, known: Pick<AppConfigKnownIds, 'facilities' | 'activities'>): AppConfig {
  const action = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    if (value.type === 'facility' && !known.facilities.has(value.facility_id as number)) return { type: 'none' };
    if (value.type === 'activity' && !known.activities.has(value.activity_id as number)) return { type: 'none' };
    return value;
  };
  const fields = (value: Json): Json => ('action' in value ? { ...value, action: action(value.action) } : value);
  const out = { ...config } as AppConfig;
  for (const section of APP_SECTION_IDS) {
    if (!config[section]) continue;
    out[section] = {
      ...config[section],
      components: config[section].components.map((component) => {
        if (component.unsupported || !isObject(component.config)) return component;
        let next = fields(component.config);
        if (Array.isArray(next.facility_ids)) next = { ...next, facility_ids: next.facility_ids.filter((id) => known.facilities.has(id as number)) };
        if (Array.isArray(next.items)) next = { ...next, items: next.items.map((item) => (isObject(item) ? fields(item) : item)) };
        return { ...component, config: next } as unknown as AppComponent;
      }),
    };
  }
  return out;
}

export interface AppConfigMerge {
  config: AppConfig;
  conflicts: AppConfigConflict[];
}

const byId = (list: readonly AppComponent[]) => new Map(list.map((c) => [c.id, c]));
const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * One component both sides changed, merged field by field: its name and each of its config's fields (a title,
 * an image list, an action, a slider's items) taken from the side that changed it; a field both changed
 * differently is a conflict (`fields`: their paths, 'name' or 'config.title'). A field is merged whole — an
 * action's type and its fields, a list's items, stay together. A change of type, or a component this version
 * does not know, is never blended.
 */
function mergeComponentFields(base: AppComponent, ours: AppComponent, theirs: AppComponent): { component: AppComponent } | { fields: string[] } {
  if (base.type !== ours.type || base.type !== theirs.type || ours.unsupported || theirs.unsupported || base.unsupported) return { fields: ['type'] };
  const fields: string[] = [];
  const pick = (b: unknown, o: unknown, t: unknown, path: string): unknown => {
    const [bj, oj, tj] = [canonicalJson(b), canonicalJson(o), canonicalJson(t)];
    if (oj === tj || tj === bj) return o;
    if (oj === bj) return t;
    fields.push(path);
    return o;
  };
  const name = pick(base.name, ours.name, theirs.name, 'name') as string;
  const [b, o, t] = [base.config, ours.config, theirs.config].map((c) => (isObject(c) ? c : {})) as Json[];
  const config: Json = {};
  for (const key of new Set([...Object.keys(o), ...Object.keys(t), ...Object.keys(b)])) {
    const value = pick(b[key], o[key], t[key], `config.${key}`);
    if (value !== undefined) config[key] = value;
  }
  return fields.length ? { fields } : { component: { ...ours, name, config } as unknown as AppComponent };
}

/** One section's merge; `conflicts` gets what could not be merged ('ours' is kept for it). */
function mergeSection(section: AppSectionId, base: AppComponent[], ours: AppComponent[], theirs: AppComponent[], conflicts: AppConfigConflict[]): AppComponent[] {
  const b = byId(base);
  const o = byId(ours);
  const t = byId(theirs);
  const content = (c: AppComponent | undefined) => (c ? appComponentContent(c) : undefined);
  const kept = new Map<string, AppComponent>();
  const conflict = (c: AppComponent, reason: AppConfigConflict['reason']) => conflicts.push({ section, component_id: c.id, name: c.name, reason });

  for (const id of new Set([...b.keys(), ...o.keys(), ...t.keys()])) {
    const [inBase, inOurs, inTheirs] = [b.get(id), o.get(id), t.get(id)];
    const oursChanged = content(inOurs) !== content(inBase);
    const theirsChanged = content(inTheirs) !== content(inBase);
    if (inBase) {
      if (inOurs && inTheirs) {
        if (oursChanged && theirsChanged && content(inOurs) !== content(inTheirs)) {
          // Both changed it: blended field by field; only a field both changed differently is a conflict.
          const blend = mergeComponentFields(inBase, inOurs, inTheirs);
          if ('fields' in blend) {
            conflicts.push({ section, component_id: id, name: inOurs.name, reason: 'changed-by-both', fields: blend.fields });
            kept.set(id, inOurs);
          } else kept.set(id, blend.component);
        } else kept.set(id, theirsChanged && !oursChanged ? inTheirs : inOurs);
      } else if (inOurs && !inTheirs) {
        // They removed it: gone, unless we changed it.
        if (oursChanged) {
          conflict(inOurs, 'changed-here-removed-there');
          kept.set(id, inOurs);
        }
      } else if (!inOurs && inTheirs && theirsChanged) {
        // We removed what they changed: the save would drop their edit, so it asks (and removes on overwrite).
        conflict(inTheirs, 'removed-here-changed-there');
      }
    } else if (inOurs && inTheirs) {
      if (content(inOurs) !== content(inTheirs)) conflict(inOurs, 'added-by-both');
      kept.set(id, inOurs);
    } else if (inOurs ?? inTheirs) {
      kept.set(id, (inOurs ?? inTheirs)!);
    }
  }

  // Order: the side that reordered the components all three share decides; both differently is a conflict.
  const shared = (list: AppComponent[]) => list.map((c) => c.id).filter((id) => b.has(id) && o.has(id) && t.has(id));
  const [baseOrder, ourOrder, theirOrder] = [shared(base), shared(ours), shared(theirs)];
  const theyMoved = !sameOrder(theirOrder, baseOrder);
  const weMoved = !sameOrder(ourOrder, baseOrder);
  if (theyMoved && weMoved && !sameOrder(ourOrder, theirOrder)) {
    conflicts.push({ section, component_id: null, name: APP_SECTIONS.find((s) => s.id === section)?.label ?? section, reason: 'moved-by-both' });
  }
  const [primary, other] = theyMoved && !weMoved ? [theirs, ours] : [ours, theirs];
  const order = primary.map((c) => c.id).filter((id) => kept.has(id));
  // What only the other side has (its additions, and what it kept that the primary removed) goes before
  // the component it preceded there, or last: an addition at the end stays at the end.
  other.forEach((c, index) => {
    if (!kept.has(c.id) || order.includes(c.id)) return;
    const next = other.slice(index + 1).find((p) => order.includes(p.id));
    order.splice(next ? order.indexOf(next.id) : order.length, 0, c.id);
  });
  for (const id of kept.keys()) if (!order.includes(id)) order.push(id);
  return order.map((id, i) => ({ ...kept.get(id)!, sort_order: i + 1 }));
}

/**
 * Three-way merge by component id of two configurations made from `base`: `ours` (the save arriving) and
 * `theirs` (saved since). A component only one side added, removed, changed or moved merges by itself; one
 * both changed merges field by field (mergeComponentFields). The same field changed differently by both, or
 * one side changing what the other removed, is a conflict (listed; the merged configuration then holds ours
 * for that component). All three are normalised (appConfig.ts) configurations.
 */
export function mergeAppConfigs(base: AppConfig, ours: AppConfig, theirs: AppConfig): AppConfigMerge {
  const conflicts: AppConfigConflict[] = [];
  const config = { ...ours } as AppConfig;
  for (const section of APP_SECTION_IDS) {
    config[section] = {
      ...ours[section],
      components: mergeSection(section, base[section]?.components ?? [], ours[section]?.components ?? [], theirs[section]?.components ?? [], conflicts),
    };
  }
  return { config, conflicts };
}

/** The `_confirmation` that overwrites the latest version `latestId` (another save since asks again). */
export const appOverwriteConfirmation = (latestId: number) => `overwrite:${latestId}`;

export interface AppVersionSaveInput {
  /** The configuration sent, checked and normalised. */
  ours: AppConfig;
  /** The version the editor started from; null/undefined: none (saved as sent). */
  baseId: number | null | undefined;
  /** Its configuration, when it is one of the company's versions. */
  base: AppConfig | null;
  /** The company's latest version, when it has one. */
  latest: { id: number; config: AppConfig } | null;
  overwrite: boolean;
  confirmation?: string;
}

export type AppVersionSavePlan =
  | { kind: 'save'; config: AppConfig; merged: boolean; summary: string }
  | { kind: 'confirm'; error: ApiError };

/**
 * What a save becomes. Saved as sent when it is based on the latest version (or on none, or when the
 * user confirmed overwriting); merged when versions were saved since its base and the merge is clean;
 * otherwise a 428 CONFIRMATION_REQUIRED whose `data` names the conflicts and the `_confirmation` that
 * overwrites. A base that is not the company's is treated as no base.
 */
export function planAppVersionSave(input: AppVersionSaveInput): AppVersionSavePlan {
  const { ours, latest } = input;
  const previous = latest?.config ?? null;
  const summarise = (config: AppConfig) => (previous ? appChangesSummary(appConfigChanges(previous, config)) : APP_EDITOR_TEXT.firstVersion);
  const confirmed = input.overwrite || (latest !== null && input.confirmation === appOverwriteConfirmation(latest.id));
  if (!latest || input.baseId == null || !input.base || input.baseId === latest.id || confirmed) {
    return { kind: 'save', config: ours, merged: false, summary: summarise(ours) };
  }
  const merge = mergeAppConfigs(input.base, ours, latest.config);
  if (!merge.conflicts.length) return { kind: 'save', config: merge.config, merged: true, summary: summarise(merge.config) };
  const ids = new Set(merge.conflicts.map((c) => c.component_id ?? c.section));
  return {
    kind: 'confirm',
    error: apiError(428, {
      code: ERROR_CODES.CONFIRMATION_REQUIRED,
      message: APP_EDITOR_TEXT.conflict(ids.size),
      data: { id: appOverwriteConfirmation(latest.id), confirm_text: APP_EDITOR_TEXT.overwrite, latest_version_id: latest.id, conflicts: merge.conflicts },
    }),
  };
}

/** GET editor/app/versions for the mocks: newest first, one page (the server does the same in SQL). */
export function pageAppVersions<T extends { id: number | null }>(rows: readonly T[], query: { page: number; limit: number }): Paged<T> {
  const sorted = [...rows].sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
  const start = (query.page - 1) * query.limit;
  return { data: sorted.slice(start, start + query.limit), meta: { total: sorted.length, page: query.page, limit: query.limit } };
}
