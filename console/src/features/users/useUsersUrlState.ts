/**
 * The Users screen's state lives in the URL (?page=&limit=&order_by=&q_name=
 * &user=<id|new>&tab=permissions), so a reload or a shared link reopens the same
 * page of the list, the same drawer and the same tab.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, USER_ORDER_KEYS, parseOrderBy } from '@atoll/contract';
import type { UserListParams } from './api';

export const USER_TABS = ['basic', 'permissions'] as const;
export type UserTab = (typeof USER_TABS)[number];

/** `?user=new` opens Add User; a number opens that user's details. */
export type DrawerTarget = { kind: 'closed' } | { kind: 'new' } | { kind: 'user'; id: number; tab: UserTab };

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

function readOrderBy(value: string | null): string | undefined {
  const order = parseOrderBy(value ?? undefined);
  return order && (USER_ORDER_KEYS as readonly string[]).includes(order.key) ? `${order.key}:${order.direction}` : undefined;
}

export function useUsersUrlState() {
  const [params, setParams] = useSearchParams();

  const list = useMemo<UserListParams>(() => {
    const limit = positive(params.get('limit'), DEFAULT_PAGE_SIZE);
    return {
      page: positive(params.get('page'), 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
      order_by: readOrderBy(params.get('order_by')),
      q_name: params.get('q_name') ?? undefined,
    };
  }, [params]);

  const drawer = useMemo<DrawerTarget>(() => {
    const user = params.get('user');
    if (user === 'new') return { kind: 'new' };
    const id = Number(user);
    if (!user || !Number.isInteger(id) || id <= 0) return { kind: 'closed' };
    return { kind: 'user', id, tab: params.get('tab') === 'permissions' ? 'permissions' : 'basic' };
  }, [params]);

  /** Changes some parameters and keeps the rest; undefined or '' removes one. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace },
      ),
    [setParams],
  );

  const actions = useMemo(
    () => ({
      setPage: (page: number) => update({ page: page > 1 ? page : undefined }),
      setLimit: (limit: number) => update({ limit: limit === DEFAULT_PAGE_SIZE ? undefined : limit, page: undefined }),
      setOrderBy: (orderBy: string | undefined) => update({ order_by: orderBy, page: undefined }),
      // Typing in the search box should not fill the history with one entry per key.
      setSearch: (text: string) => update({ q_name: text, page: undefined }, { replace: true }),
      openUser: (id: number, tab: UserTab = 'basic') => update({ user: id, tab: tab === 'basic' ? undefined : tab }),
      /** After a create: the drawer shows the new user instead of the form (no extra history entry). */
      showCreatedUser: (id: number) => update({ user: id, tab: undefined }, { replace: true }),
      setTab: (tab: UserTab) => update({ tab: tab === 'basic' ? undefined : tab }, { replace: true }),
      openNewUser: () => update({ user: 'new', tab: undefined }),
      closeDrawer: () => update({ user: undefined, tab: undefined }),
    }),
    [update],
  );
  return { list, drawer, ...actions };
}
