import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';

/**
 * Texts of the unsaved-changes question (not in the specification, so kept here once): the
 * drawer and the console's route-leave guard ask with exactly these.
 */
export const UNSAVED_CHANGES_TEXT = {
  title: 'Discard unsaved changes?',
  body: 'Your changes have not been saved.',
  discard: 'Discard',
  keepEditing: 'Keep Editing',
} as const;

/** What a scope offers the forms (and nested scopes) inside it. */
export interface UnsavedChangesRegistry {
  /** Records whether the reporter `id` has unsaved changes; `false` also forgets it. */
  report: (id: string, isDirty: boolean) => void;
  /** True while any reporter in the scope has unsaved changes. */
  hasUnsavedChanges: boolean;
}

const ScopeContext = createContext<UnsavedChangesRegistry | null>(null);

/**
 * The state behind a scope, for components that are a scope themselves (Drawer): pass the result
 * to `UnsavedChangesProvider` and read `hasUnsavedChanges`. Nested scopes report upwards, so an
 * outer scope (the console shell) also knows about a dirty form in a drawer.
 */
export function useUnsavedChangesRegistry(): UnsavedChangesRegistry {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((id: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const hasUnsavedChanges = dirty.size > 0;
  useReportUnsavedChanges(hasUnsavedChanges);
  return useMemo(() => ({ report, hasUnsavedChanges }), [report, hasUnsavedChanges]);
}

export interface UnsavedChangesProviderProps {
  /** A registry from `useUnsavedChangesRegistry`. */
  value: UnsavedChangesRegistry;
  /** Everything whose forms report to this registry. @default undefined */
  children?: ReactNode;
}

/** Makes `value` the nearest scope of everything inside. */
export function UnsavedChangesProvider({ value, children }: UnsavedChangesProviderProps) {
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

export interface UnsavedChangesScopeProps {
  /** The part of the screen whose kit Forms are watched (portals included). @default undefined */
  children?: ReactNode;
}

/**
 * Collects the dirty state of every kit `Form` inside it (through portals too). `Drawer` is a
 * scope; the console shell wraps its pages in one for the route-leave guard.
 */
export function UnsavedChangesScope({ children }: UnsavedChangesScopeProps) {
  const registry = useUnsavedChangesRegistry();
  return <UnsavedChangesProvider value={registry}>{children}</UnsavedChangesProvider>;
}

/** Reports `isDirty` to the nearest scope while mounted (no-op without one). Kit `Form` calls it. */
export function useReportUnsavedChanges(isDirty: boolean): void {
  const scope = useContext(ScopeContext);
  const id = useId();
  const report = scope?.report;
  useEffect(() => {
    if (!report) return undefined;
    report(id, isDirty);
    return () => report(id, false);
  }, [report, id, isDirty]);
}

/** True while a form in the nearest scope has unsaved changes (false outside any scope). */
export function useHasUnsavedChanges(): boolean {
  return useContext(ScopeContext)?.hasUnsavedChanges ?? false;
}
