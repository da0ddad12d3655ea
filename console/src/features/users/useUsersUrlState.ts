/**
 * The Users screen's state lives in the URL (?page=&limit=&order_by=&q_name=
 * &user=<id|new>&tab=permissions), so a reload or a shared link reopens the same
 * page of the list, the same drawer and the same tab.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, USER_ORDER_KEYS, parseOrderBy } from '@atoll/contract';
import { readDrawerParam, useUpdateSearchParams, type DrawerTarget } from '../../app/searchParams';
import type { UserListParams } from './api';

export const USER_TABS = ['basic', 'permissions'] as const;
export type UserTab = (typeof USER_TABS)[number];

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

function readOrderBy(value: string | null): string | undefined {
  const order = parseOrderBy(value ?? undefined);
  return order && (USER_ORDER_KEYS as readonly string[]).includes(order.key) ? `${order.key}:${order.direction}` : undefined;
}

export function useUsersUrlState() {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();

  const list = useMemo<UserListParams>(() => {
    const limit = positive(params.get('limit'), DEFAULT_PAGE_SIZE);
    return {
      page: positive(params.get('page'), 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
      order_by: readOrderBy(params.get('order_by')),
      q_name: params.get('q_name') ?? undefined,
    };
  }, [params]);

  /** `?user=new` opens Add User; a number opens that user's details. */
  const drawer = useMemo<DrawerTarget<UserTab>>(() => readDrawerParam(params, 'user', 'tab', USER_TABS), [params]);

  const actions = useMemo(
    () => ({
      setPage: (page: number) => update({ page: page > 1 ? page : undefined }),
      setLimit: (limit: number) => update({ limit: limit === DEFAULT_PAGE_SIZE ? undefined : limit, page: undefined }),
      setOrderBy: (orderBy: string | undefined) => update({ order_by: orderBy, page: undefined }),
      // Typing in the search box should not fill the history with one entry per key.
      setSearch: (text: string) => update({ q_name: text, page: undefined }, true),
      openUser: (id: number, tab: UserTab = 'basic') => update({ user: id, tab: tab === 'basic' ? undefined : tab }),
      /** After a create: the drawer shows the new user instead of the form (no extra history entry). */
      showCreatedUser: (id: number) => update({ user: id, tab: undefined }, true),
      setTab: (tab: UserTab) => update({ tab: tab === 'basic' ? undefined : tab }, true),
      openNewUser: () => update({ user: 'new', tab: undefined }),
      closeDrawer: () => update({ user: undefined, tab: undefined }),
    }),
    [update],
  );
  return { list, drawer, ...actions };
}
