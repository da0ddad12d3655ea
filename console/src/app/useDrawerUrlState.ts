/**
 * One drawer of a card-grid screen in the URL (?banner=3&tab=image, ?banner=new),
 * so a reload or a shared link reopens the same drawer and tab. Used by the
 * hotel-content screens with a single level of drawers.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readDrawerParam, useUpdateSearchParams, type DrawerTarget } from './searchParams';

export type { DrawerTarget };

export interface DrawerUrlState<Tab extends string> {
  drawer: DrawerTarget<Tab>;
  open: (id: number, tab?: Tab) => void;
  openNew: () => void;
  /** After a create: the drawer shows the new object's details (no extra history entry). */
  showCreated: (id: number) => void;
  setTab: (tab: string) => void;
  close: () => void;
}

/**
 * `param`: the object's parameter ('banner'); `tabs`: the tab ids, the first being the default (left out of the URL).
 * `createParams`: parameters that start the create form somewhere (?booking=new&slot=4); they go when the
 * drawer closes or shows what was created.
 */
export function useDrawerUrlState<Tab extends string>(param: string, tabs: readonly Tab[], createParams: readonly string[] = []): DrawerUrlState<Tab> {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const [defaultTab] = tabs;
  const tabsKey = tabs.join(',');
  const createKey = createParams.join(',');

  const drawer = useMemo(
    () => readDrawerParam(params, param, 'tab', tabsKey.split(',') as Tab[]),
    [params, param, tabsKey],
  );

  return useMemo(() => {
    const dropCreate = Object.fromEntries(createKey ? createKey.split(',').map((key) => [key, undefined]) : []);
    return {
      drawer,
      open: (id: number, tab?: Tab) => update({ [param]: id, tab: tab === defaultTab ? undefined : tab }),
      openNew: () => update({ [param]: 'new', tab: undefined }),
      showCreated: (id: number) => update({ [param]: id, tab: undefined, ...dropCreate }, true),
      setTab: (tab: string) => update({ tab: tab === defaultTab ? undefined : tab }, true),
      close: () => update({ [param]: undefined, tab: undefined, ...dropCreate }),
    };
  }, [drawer, update, param, defaultTab, createKey]);
}
