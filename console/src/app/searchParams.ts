/**
 * The URL search parameters the console keeps screen state in (lists, drawers, tabs):
 * one way to read a drawer level and one way to change some parameters and keep the rest.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A drawer level in the URL: closed, the create form ('new'), or an object on one of its tabs. */
export type DrawerTarget<Tab extends string> = { kind: 'closed' } | { kind: 'new' } | { kind: 'open'; id: number; tab: Tab };

/**
 * Reads ?{idKey}=7&{tabKey}=gallery. An id that is not a positive integer closes the drawer;
 * a tab not in `tabs` falls back to the first one (the default, left out of the URL).
 */
export function readDrawerParam<Tab extends string>(
  params: URLSearchParams,
  idKey: string,
  tabKey: string,
  tabs: readonly Tab[],
): DrawerTarget<Tab> {
  const raw = params.get(idKey);
  if (raw === 'new') return { kind: 'new' };
  const id = Number(raw);
  if (!raw || !/^\d{1,9}$/.test(raw) || id < 1) return { kind: 'closed' };
  const tab = params.get(tabKey) ?? '';
  return { kind: 'open', id, tab: (tabs as readonly string[]).includes(tab) ? (tab as Tab) : tabs[0] };
}

/** Parameter changes: undefined or '' removes a parameter. */
export type ParamChanges = Record<string, string | number | undefined>;

/**
 * Changes some search parameters and keeps the rest. `replace` changes the current history
 * entry (a tab switch, typing in a search box) instead of adding one.
 */
export function useUpdateSearchParams() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: ParamChanges, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
}
