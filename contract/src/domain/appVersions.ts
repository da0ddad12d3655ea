/**
 * App versions (issue 21, ADR 0050): the three-way merge of two editors' saves by component id, and
 * what a save becomes — as sent, merged with the versions saved since its base, or a question
 * (CONFIRMATION_REQUIRED) listing the components both changed. The server and the mocks both call
 * planAppVersionSave and build the version's summary with appConfigChanges; neither decides on its own.
 */
import { appChangesSummary, appComponentContent, appConfigChanges } from '../appConfig';
import {
  APP_EDITOR_TEXT,
  APP_SECTIONS,
  APP_SECTION_IDS,
  type AppComponent,
  type AppConfig,
  type AppConfigConflict,
  type AppSectionId,
} from '../appEditor';
import type { Paged } from '../api';
import { apiError, ERROR_CODES, type ApiError } from '../errors';

export interface AppConfigMerge {
  config: AppConfig;
  conflicts: AppConfigConflict[];
}

const byId = (list: readonly AppComponent[]) => new Map(list.map((c) => [c.id, c]));
const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

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
        if (oursChanged && theirsChanged && content(inOurs) !== content(inTheirs)) conflict(inOurs, 'changed-by-both');
        kept.set(id, theirsChanged && !oursChanged ? inTheirs : inOurs);
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
 * `theirs` (saved since). A component only one side added, removed, changed or moved merges by itself;
 * one both changed differently, or one side changed and the other removed, is a conflict (listed; the
 * merged configuration then holds ours). All three are normalised (appConfig.ts) configurations.
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
