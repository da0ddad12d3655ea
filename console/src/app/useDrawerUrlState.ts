/**
 * One drawer of a card-grid screen in the URL (?banner=3&tab=image, ?banner=new),
 * so a reload or a shared link reopens the same drawer and tab. Used by the
 * hotel-content screens with a single level of drawers.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Closed, the create form ('new'), or an object on one of its tabs. */
export type DrawerTarget<Tab extends string> = { kind: 'closed' } | { kind: 'new' } | { kind: 'open'; id: number; tab: Tab };

export interface DrawerUrlState<Tab extends string> {
  drawer: DrawerTarget<Tab>;
  open: (id: number, tab?: Tab) => void;
  openNew: () => void;
  /** After a create: the drawer shows the new object's details (no extra history entry). */
  showCreated: (id: number) => void;
  setTab: (tab: string) => void;
  close: () => void;
}

/** `param`: the object's parameter ('banner'); `tabs`: the tab ids, the first being the default (left out of the URL). */
export function useDrawerUrlState<Tab extends string>(param: string, tabs: readonly Tab[]): DrawerUrlState<Tab> {
  const [params, setParams] = useSearchParams();
  const [defaultTab] = tabs;
  const tabsKey = tabs.join(',');

  const drawer = useMemo<DrawerTarget<Tab>>(() => {
    const raw = params.get(param);
    if (raw === 'new') return { kind: 'new' };
    const id = Number(raw);
    if (!raw || !/^\d{1,9}$/.test(raw) || id < 1) return { kind: 'closed' };
    const tab = params.get('tab');
    return { kind: 'open', id, tab: (tabsKey.split(',').includes(tab ?? '') ? tab : defaultTab) as Tab };
  }, [params, param, tabsKey, defaultTab]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, replace = false) =>
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

  return useMemo(
    () => ({
      drawer,
      open: (id: number, tab?: Tab) => update({ [param]: id, tab: tab === defaultTab ? undefined : tab }),
      openNew: () => update({ [param]: 'new', tab: undefined }),
      showCreated: (id: number) => update({ [param]: id, tab: undefined }, true),
      setTab: (tab: string) => update({ tab: tab === defaultTab ? undefined : tab }, true),
      close: () => update({ [param]: undefined, tab: undefined }),
    }),
    [drawer, update, param, defaultTab],
  );
}
