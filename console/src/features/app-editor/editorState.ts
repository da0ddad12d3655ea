/**
 * The App Editor's locally held configuration (spec section 4: 'unsaved configuration held locally;
 * dragging a component changes order and renumbers sort_order from 1; saving a drawer result updates or
 * removes the component'): one reducer for every edit — add, update, remove, move — whether it came
 * from the mouse, the keyboard or a drawer, with the undo history of the unsaved edits.
 * History records only real changes (equal JSON is no entry); an edit of the same component within
 * BURST_MS of the last one joins its entry; entries are labelled by the contract's appConfigChanges
 * ('Changed Hero title', 'Moved Spa hours').
 */
import { appConfigChanges, canonicalJson, type AppComponent, type AppConfig, type AppSectionId } from '@atoll/contract';

/** Edits closer than this to the previous one of the same kind and component are one undo step. */
export const BURST_MS = 1500;

export interface HistoryEntry {
  label: string;
  before: AppConfig;
  after: AppConfig;
  /** What the edit touched ('update:hero'): a burst of the same key joins one entry. */
  key: string;
  at: number;
}

export interface EditorState {
  /** The version the edits are based on (null before the first save). */
  versionId: number | null;
  saved: AppConfig;
  config: AppConfig;
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export type EditorEdit =
  | { type: 'add'; section: AppSectionId; component: AppComponent }
  | { type: 'update'; section: AppSectionId; component: AppComponent }
  | { type: 'remove'; section: AppSectionId; id: string }
  | { type: 'move'; section: AppSectionId; id: string; to: number };

export type EditorAction =
  | (EditorEdit & { at: number })
  | { type: 'load'; versionId: number | null; config: AppConfig }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'discard' };

/** Positions from 1 in list order: the spec's renumbering after every move, add and remove. */
export const renumbered = (components: readonly AppComponent[]): AppComponent[] => components.map((c, i) => (c.sort_order === i + 1 ? c : { ...c, sort_order: i + 1 }));

/** A section's components in sort_order (the order the list shows). */
export const sectionComponents = (config: AppConfig, section: AppSectionId): AppComponent[] =>
  [...(config[section]?.components ?? [])].sort((a, b) => a.sort_order - b.sort_order);

/**
 * The configuration with an open drawer's draft in place: what the phone preview draws while someone types, before
 * Apply. Not an edit (nothing to undo until Apply); a new component's draft goes last, as Apply adds it.
 */
export const withDraft = (config: AppConfig, section: AppSectionId, draft: AppComponent, isNew: boolean): AppConfig =>
  applyEdit(config, isNew ? { type: 'add', section, component: draft } : { type: 'update', section, component: draft });

function applyEdit(config: AppConfig, edit: EditorEdit): AppConfig {
  const list = sectionComponents(config, edit.section);
  let next: AppComponent[];
  switch (edit.type) {
    case 'add':
      next = [...list, edit.component];
      break;
    case 'update':
      next = list.map((c) => (c.id === edit.component.id ? { ...edit.component, sort_order: c.sort_order } : c));
      break;
    case 'remove':
      next = list.filter((c) => c.id !== edit.id);
      break;
    case 'move': {
      const moving = list.find((c) => c.id === edit.id);
      if (!moving) return config;
      next = list.filter((c) => c.id !== edit.id);
      next.splice(Math.max(0, Math.min(edit.to, next.length)), 0, moving);
      break;
    }
  }
  return { ...config, [edit.section]: { ...config[edit.section], components: renumbered(next) } };
}

const editKey = (edit: EditorEdit) => `${edit.type}:${edit.type === 'add' || edit.type === 'update' ? edit.component.id : edit.id}`;
const labelOf = (before: AppConfig, after: AppConfig) => appConfigChanges(before, after)[0]?.label ?? '';

export const initialEditorState = (versionId: number | null, config: AppConfig): EditorState => ({ versionId, saved: config, config, past: [], future: [] });

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.versionId, action.config);
    case 'discard':
      return { ...state, config: state.saved, past: [], future: [] };
    case 'undo': {
      const last = state.past.at(-1);
      return last ? { ...state, config: last.before, past: state.past.slice(0, -1), future: [...state.future, last] } : state;
    }
    case 'redo': {
      const next = state.future.at(-1);
      return next ? { ...state, config: next.after, past: [...state.past, next], future: state.future.slice(0, -1) } : state;
    }
    default: {
      const after = applyEdit(state.config, action);
      if (canonicalJson(after) === canonicalJson(state.config)) return state; // not a real change
      const key = editKey(action);
      const last = state.past.at(-1);
      if (last && action.type === 'update' && last.key === key && action.at - last.at < BURST_MS) {
        const joined = { ...last, after, at: action.at, label: labelOf(last.before, after) };
        // A burst that ends where it began is no change at all.
        const past = canonicalJson(last.before) === canonicalJson(after) ? state.past.slice(0, -1) : [...state.past.slice(0, -1), joined];
        return { ...state, config: after, past, future: [] };
      }
      const entry: HistoryEntry = { label: labelOf(state.config, after), before: state.config, after, key, at: action.at };
      return { ...state, config: after, past: [...state.past, entry], future: [] };
    }
  }
}

/** Whether the configuration differs from the saved one. */
export const hasUnsavedEdits = (state: EditorState) => canonicalJson(state.config) !== canonicalJson(state.saved);
