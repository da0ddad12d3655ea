/**
 * A whole App Editor configuration (appEditor.ts): migrating an older schema to the current one,
 * checking it with field errors by path ('config.home.components[3].config.title'), normalising it
 * (ids generated when missing, sort_order from 1, unknown types kept and flagged) and describing what
 * changed between two ('Added Spa hours'). In the main entry: the console's editor needs every one of
 * these (undo labels, ids of new components); the server and the mocks call the same functions.
 */
import { ValidationError, type AnyObjectSchema } from 'yup';
import { API_TEXT, dropMistyped } from './apiTexts';
import {
  APP_ACTION_FIELDS,
  APP_COMPONENT_CONFIG_SCHEMAS,
  APP_CONFIG_SCHEMA_VERSION,
  APP_EDITOR_LIMITS,
  APP_EDITOR_TEXT,
  APP_SECTIONS,
  APP_SECTION_IDS,
  appComponentBaseSchema,
  appComponentTypeLabel,
  isAppComponentType,
  isAppSectionId,
  type AppAction,
  type AppComponent,
  type AppConfig,
  type AppSectionId,
} from './appEditor';
import type { FieldErrors } from './errors';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A configuration with no components: what a company has before its first save. */
export function emptyAppConfig(): AppConfig {
  const config = { schema_version: APP_CONFIG_SCHEMA_VERSION } as AppConfig;
  for (const id of APP_SECTION_IDS) config[id] = { components: [] };
  return config;
}

/** A new component id: 16 random letters and digits (not crypto.randomUUID: it is missing on plain-http pages). */
export function newAppComponentId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return 'c' + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('').slice(0, 15);
}

// Migrations ------------------------------------------------------------------------------------

/**
 * From schema version n to n + 1. v1 (the first guest app's, with no schema_version) held each section
 * as a bare list of components; v2 holds `{ components }`, so a section can gain settings of its own.
 */
export const APP_CONFIG_MIGRATIONS: Record<number, (config: Json) => Json> = {
  1: (config) => {
    const out: Json = {};
    for (const [key, value] of Object.entries(config)) out[key] = Array.isArray(value) ? { components: value } : value;
    return out;
  },
};

/** The configuration in the current schema, or the message for `schema_version` when it is not one we know. */
export function migrateAppConfig(raw: Json): { config: Json } | { error: string } {
  const version = raw.schema_version ?? 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > APP_CONFIG_SCHEMA_VERSION) {
    return { error: APP_EDITOR_TEXT.schemaVersion };
  }
  let config: Json = { ...raw };
  for (let v = version; v < APP_CONFIG_SCHEMA_VERSION; v += 1) config = APP_CONFIG_MIGRATIONS[v](config);
  return { config: { ...config, schema_version: APP_CONFIG_SCHEMA_VERSION } };
}

// Checking and normalising ---------------------------------------------------------------------

/**
 * `paths`: each component's path as the client sent it, by id ('config.home.components[3]'), for errors found
 * after normalising (appConfigReferenceErrors in the domain), whose order may differ from the client's.
 */
export type AppConfigCheck = { ok: true; config: AppConfig; paths: Record<string, string> } | { ok: false; errors: FieldErrors };

/** One schema's check of one value, its errors under `path`; the value as yup casts it (unknown keys dropped). */
function check(schema: AnyObjectSchema, value: unknown, path: string, errors: Record<string, string[]>): Json | undefined {
  const typeErrors: Record<string, string[]> = {};
  const cleaned = dropMistyped(schema, value ?? {}, path, typeErrors);
  const found: Record<string, string[]> = {};
  let result: Json | undefined;
  try {
    result = schema.validateSync(cleaned, { abortEarly: false, stripUnknown: true }) as Json;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const e of error.inner.length ? error.inner : [error]) {
      const key = e.path ? `${path}${e.path.startsWith('[') ? '' : '.'}${e.path}` : path;
      (found[key] ??= []).push(e.message);
    }
  }
  // A value of the wrong type is reported once, as such (as the server's validate does), not also as missing.
  Object.assign(errors, found, typeErrors);
  return Object.keys(found).length || Object.keys(typeErrors).length ? undefined : result;
}

/** An action's fields of other types dropped before it is checked: a leftover of a changed type is no error. */
function pruneAction(action: unknown): unknown {
  if (!isObject(action) || typeof action.type !== 'string' || !(action.type in APP_ACTION_FIELDS)) return action;
  const keep = new Set(['type', ...APP_ACTION_FIELDS[action.type as AppAction['type']]]);
  return Object.fromEntries(Object.entries(action).filter(([key]) => keep.has(key)));
}
function pruneActions(config: unknown): unknown {
  if (!isObject(config)) return config;
  const out: Json = { ...config };
  if ('action' in out) out.action = pruneAction(out.action);
  if (Array.isArray(out.items)) out.items = out.items.map((item: unknown) => (isObject(item) && 'action' in item ? { ...item, action: pruneAction(item.action) } : item));
  return out;
}

/** An action with only its type's fields. */
function cleanAction(action: unknown): AppAction {
  if (!isObject(action) || typeof action.type !== 'string' || !(action.type in APP_ACTION_FIELDS)) return { type: 'none' };
  const out: Json = { type: action.type };
  for (const field of APP_ACTION_FIELDS[action.type as AppAction['type']]) if (action[field] !== undefined) out[field] = action[field];
  return out as AppAction;
}

/** Item ids generated where missing and actions cleaned, in a type's config. */
function finishConfig(config: Json, newId: () => string): Json {
  const out: Json = { ...config };
  if ('action' in out) out.action = cleanAction(out.action);
  if (Array.isArray(out.items)) {
    out.items = out.items.map((item: Json) => ({ ...item, id: item.id || newId(), ...('action' in item ? { action: cleanAction(item.action) } : {}) }));
  }
  return out;
}

/**
 * Checks a configuration as a client sent it and answers it normalised, or its field errors (paths under
 * `path`, 'config' by default, with the client's own indices). A component of an unknown type is not an
 * error: it is kept as sent, flagged `unsupported`. Missing ids are generated (existing ones never change),
 * missing names take the type's label, and each section's components are put in sort_order and numbered from 1.
 */
export function validateAppConfig(raw: unknown, options: { newId?: () => string; path?: string } = {}): AppConfigCheck {
  const newId = options.newId ?? newAppComponentId;
  const root = options.path ?? 'config';
  const errors: Record<string, string[]> = {};
  if (!isObject(raw)) return { ok: false, errors: { [root]: [API_TEXT.mustBeObject] } };
  const migrated = migrateAppConfig(raw);
  if ('error' in migrated) return { ok: false, errors: { [`${root}.schema_version`]: [migrated.error] } };

  const config = emptyAppConfig();
  const paths: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [key, value] of Object.entries(migrated.config)) {
    if (key === 'schema_version') continue;
    if (!isAppSectionId(key)) {
      errors[`${root}.${key}`] = [APP_EDITOR_TEXT.unknownSection];
      continue;
    }
    const at = `${root}.${key}`;
    if (value === undefined || value === null) continue;
    if (!isObject(value)) {
      errors[at] = [API_TEXT.mustBeObject];
      continue;
    }
    const list = value.components ?? [];
    if (!Array.isArray(list)) {
      errors[`${at}.components`] = [API_TEXT.mustBeList];
      continue;
    }
    if (list.length > APP_EDITOR_LIMITS.componentsPerSection) {
      errors[`${at}.components`] = [APP_EDITOR_TEXT.tooManyComponents(APP_EDITOR_LIMITS.componentsPerSection)];
      continue;
    }
    const components: { component: AppComponent; given: number | undefined; index: number }[] = [];
    list.forEach((item: unknown, index) => {
      const cat = `${at}.components[${index}]`;
      if (!isObject(item)) {
        errors[cat] = [API_TEXT.mustBeObject];
        return;
      }
      const base = check(appComponentBaseSchema, item, cat, errors);
      if (!base) return;
      const id = (base.id as string | undefined) || undefined;
      if (id !== undefined) {
        if (seen.has(id)) (errors[`${cat}.id`] ??= []).push(APP_EDITOR_TEXT.duplicateId);
        seen.add(id);
      }
      const type = base.type as string;
      const name = (base.name as string | undefined)?.trim() || appComponentTypeLabel(type);
      const common = { id: id ?? '', name, sort_order: 0 };
      if (isAppComponentType(type)) {
        const typed = check(APP_COMPONENT_CONFIG_SCHEMAS[type], pruneActions(item.config), `${cat}.config`, errors);
        if (!typed) return;
        components.push({ component: { ...common, type, config: finishConfig(typed, newId) } as AppComponent, given: base.sort_order as number | undefined, index });
      } else {
        // Kept as it came (its own fields included), so a newer editor's component survives an older server.
        components.push({ component: { ...item, ...common, type, config: item.config ?? null, unsupported: true } as AppComponent, given: base.sort_order as number | undefined, index });
      }
    });
    components.sort((a, b) => (a.given ?? Number.MAX_SAFE_INTEGER) - (b.given ?? Number.MAX_SAFE_INTEGER) || a.index - b.index);
    config[key] = {
      components: components.map(({ component, index }, i) => {
        const id = component.id || newId();
        paths[id] = `${at}.components[${index}]`;
        return { ...component, id, sort_order: i + 1 };
      }),
    };
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, config, paths };
}

/**
 * A stored configuration (already checked when saved) in the current schema; what does not check any
 * more (a limit lowered since) is kept as it is rather than lost.
 */
export function readAppConfig(stored: unknown): AppConfig {
  const checked = validateAppConfig(stored);
  if (checked.ok) return checked.config;
  const empty = emptyAppConfig();
  if (!isObject(stored)) return empty;
  const migrated = migrateAppConfig(stored);
  if ('error' in migrated) return empty;
  return { ...empty, ...migrated.config } as AppConfig;
}

// What changed ---------------------------------------------------------------------------------

/** JSON with keys sorted: equal content gives equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What a component is, apart from where it stands: equal content, equal text. */
export function appComponentContent(component: AppComponent): string {
  const rest: Json = { ...component };
  delete rest.sort_order;
  delete rest.unsupported;
  return canonicalJson(rest);
}

export interface AppConfigChange {
  kind: 'added' | 'changed' | 'removed' | 'moved';
  section: AppSectionId;
  component_id: string;
  label: string;
}

const sectionLabel = (id: AppSectionId) => APP_SECTIONS.find((s) => s.id === id)?.label ?? id;
const fieldLabel = (key: string) => key.replace(/_ids?$/, (m) => (m.endsWith('s') ? 's' : '')).replaceAll('_', ' ');

/** The ids of `a` not in a longest common subsequence of `a` and `b`: the fewest that moved. */
function movedIds(a: string[], b: string[]): Set<string> {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i += 1;
      j += 1;
    } else if (table[i + 1][j] >= table[i][j + 1]) i += 1;
    else j += 1;
  }
  return new Set(a.filter((id) => !kept.has(id)));
}

function changeLabel(before: AppComponent, after: AppComponent): string {
  if (before.name !== after.name && appComponentContent({ ...before, name: after.name }) === appComponentContent(after)) {
    return `Renamed ${before.name} to ${after.name}`;
  }
  if (before.type === after.type && isObject(before.config) && isObject(after.config)) {
    const a = before.config;
    const b = after.config;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => canonicalJson(a[k]) !== canonicalJson(b[k]));
    if (keys.length === 1 && before.name === after.name) return `Changed ${after.name} ${fieldLabel(keys[0])}`;
  }
  return `Changed ${after.name}`;
}

/**
 * What changed from `before` to `after` (both normalised), section by section in the editor's order:
 * 'Added Spa hours', 'Changed Hero title' (one field of a component), 'Renamed …', 'Moved …' (the fewest
 * components whose move explains the new order), 'Removed …'.
 */
export function appConfigChanges(before: AppConfig, after: AppConfig): AppConfigChange[] {
  const where = new Map<string, { section: AppSectionId; component: AppComponent }>();
  for (const section of APP_SECTION_IDS) for (const component of before[section]?.components ?? []) where.set(component.id, { section, component });
  const present = new Set<string>();
  const changes: AppConfigChange[] = [];
  for (const section of APP_SECTION_IDS) {
    const list = after[section]?.components ?? [];
    const stayed = list.filter((c) => where.get(c.id)?.section === section).map((c) => c.id);
    const beforeOrder = (before[section]?.components ?? []).map((c) => c.id).filter((id) => stayed.includes(id));
    const moved = movedIds(stayed, beforeOrder);
    for (const component of list) {
      present.add(component.id);
      const old = where.get(component.id);
      const at = { section, component_id: component.id };
      if (!old) {
        changes.push({ kind: 'added', ...at, label: `Added ${component.name}` });
        continue;
      }
      if (old.section !== section) changes.push({ kind: 'moved', ...at, label: `Moved ${component.name} to ${sectionLabel(section)}` });
      else if (moved.has(component.id)) changes.push({ kind: 'moved', ...at, label: `Moved ${component.name}` });
      if (appComponentContent(old.component) !== appComponentContent(component)) changes.push({ kind: 'changed', ...at, label: changeLabel(old.component, component) });
    }
    for (const component of before[section]?.components ?? []) {
      if (!present.has(component.id) && !APP_SECTION_IDS.some((s) => (after[s]?.components ?? []).some((c) => c.id === component.id))) {
        changes.push({ kind: 'removed', section, component_id: component.id, label: `Removed ${component.name}` });
      }
    }
  }
  return changes;
}

/** A version's short summary: the first three changes, then how many more ('No changes' when none). */
export function appChangesSummary(changes: readonly AppConfigChange[], max = 3): string {
  if (!changes.length) return APP_EDITOR_TEXT.nothingChanged;
  const shown = changes.slice(0, max).map((c) => c.label);
  const more = changes.length - shown.length;
  const text = shown.join(', ') + (more > 0 ? ` and ${more} more` : '');
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
