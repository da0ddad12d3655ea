/**
 * The Facilities screen's drawers live in the URL, so a reload or a shared link
 * reopens the same drawers and tabs:
 * ?facility=3&tab=menus&menu=7&menuTab=items&item=12&itemTab=cover
 * Each level is an id or 'new' (the create form). Levels stack: a facility's
 * activity or menu, a menu's category or item. Closing a level drops it and the
 * levels above it.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readDrawerParam, useUpdateSearchParams, type DrawerTarget } from '../../app/searchParams';

export const FACILITY_TABS = ['basic', 'image', 'gallery', 'menus', 'activities'] as const;
export const ACTIVITY_TABS = ['basic', 'image', 'gallery', 'requests'] as const;
export const MENU_TABS = ['basic', 'pdf', 'categories', 'items', 'requests'] as const;
export const LEAF_TABS = ['basic', 'cover'] as const;

/** The URL parameters of each drawer level: [id parameter, tab parameter, tabs]. */
const LEVELS = {
  facility: ['facility', 'tab', FACILITY_TABS],
  activity: ['activity', 'activityTab', ACTIVITY_TABS],
  menu: ['menu', 'menuTab', MENU_TABS],
  category: ['category', 'categoryTab', LEAF_TABS],
  item: ['item', 'itemTab', LEAF_TABS],
} as const;
export type Level = keyof typeof LEVELS;
type TabOf<L extends Level> = (typeof LEVELS)[L][2][number];

/** Which levels sit above a level (closed along with it). */
const ABOVE: Record<Level, Level[]> = {
  facility: ['activity', 'menu', 'category', 'item'],
  activity: [],
  menu: ['category', 'item'],
  category: [],
  item: [],
};

/** A drawer level: closed, the create form, or an object on one of its tabs. */
export type DrawerState<T extends string> = DrawerTarget<T>;

function read<L extends Level>(params: URLSearchParams, level: L): DrawerState<TabOf<L>> {
  const [idKey, tabKey, tabs] = LEVELS[level];
  return readDrawerParam(params, idKey, tabKey, tabs as readonly TabOf<L>[]);
}

export function useFacilitiesUrlState() {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  // What the user pressed to open each level (a card, Add Activity): focus goes back there when it closes.
  const openers = useRef(new Map<Level, Element>());

  const state = useMemo(() => {
    const facility = read(params, 'facility');
    // A nested level only counts under an open parent.
    const underFacility = facility.kind === 'open';
    const menu = underFacility ? read(params, 'menu') : ({ kind: 'closed' } as const);
    const underMenu = menu.kind === 'open';
    return {
      facility,
      activity: underFacility ? read(params, 'activity') : ({ kind: 'closed' } as const),
      menu,
      category: underMenu ? read(params, 'category') : ({ kind: 'closed' } as const),
      item: underMenu ? read(params, 'item') : ({ kind: 'closed' } as const),
    };
  }, [params]);

  /** Changes that remove a level and everything above it. */
  const clearing = useCallback((level: Level) => {
    const changes: Record<string, undefined> = {};
    for (const l of [level, ...ABOVE[level]]) {
      changes[LEVELS[l][0]] = undefined;
      changes[LEVELS[l][1]] = undefined;
    }
    return changes;
  }, []);

  const actions = useMemo(
    () => ({
      /** Opens a level on an object (or 'new'), closing what was above it. */
      open: (level: Level, id: number | 'new', tab?: string) => {
        if (document.activeElement && document.activeElement !== document.body) openers.current.set(level, document.activeElement);
        update({ ...clearing(level), [LEVELS[level][0]]: id, [LEVELS[level][1]]: tab && tab !== 'basic' ? tab : undefined });
      },
      /** The element that opened a level, if the user opened it from the screen (not a link or a reload). */
      openerOf: (level: Level): Element | undefined => openers.current.get(level),
      /** After a create: the drawer shows the new object (replacing the 'new' entry in the history). */
      showCreated: (level: Level, id: number) => update({ [LEVELS[level][0]]: id, [LEVELS[level][1]]: undefined }, true),
      setTab: (level: Level, tab: string) => update({ [LEVELS[level][1]]: tab === 'basic' ? undefined : tab }, true),
      close: (level: Level) => update(clearing(level)),
    }),
    [update, clearing],
  );

  return { ...state, ...actions };
}

/** What every drawer of the screen receives: the URL state and its setters. */
export type FacilitiesUrl = ReturnType<typeof useFacilitiesUrlState>;
