/**
 * A server-paged table's state in the URL (?page=&limit=&order_by=&q_name=, plus
 * ?view= for a screen with several tables on tabs), so a reload or a shared link
 * shows the same page, order and search. The drawers keep their own parameters
 * (useDrawerUrlState). Paging, order and search follow GET /users (spec section 7).
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, parseOrderBy } from '@atoll/contract';
import { useUpdateSearchParams } from './searchParams';

/** What a list query sends: page (1-based), limit, order_by 'key:ASC|DESC', q_name. */
export interface TableListParams {
  page: number;
  limit: number;
  order_by?: string;
  q_name?: string;
}

export interface TableUrlState {
  list: TableListParams;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  setOrderBy: (orderBy: string | undefined) => void;
  setSearch: (text: string) => void;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The parameters a tab switch clears: each table starts on its first page, default order, no search. */
export const LIST_PARAMS = { page: undefined, limit: undefined, order_by: undefined, q_name: undefined } as const;

/** `orderKeys`: the columns the list's server accepts in order_by (others in the URL are ignored). */
export function useTableUrlState(orderKeys: readonly string[]): TableUrlState {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const keys = orderKeys.join(',');
  const list = useMemo<TableListParams>(() => {
    const limit = positive(params.get('limit'), DEFAULT_PAGE_SIZE);
    const order = parseOrderBy(params.get('order_by') ?? undefined);
    return {
      page: positive(params.get('page'), 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
      order_by: order && keys.split(',').includes(order.key) ? `${order.key}:${order.direction}` : undefined,
      q_name: params.get('q_name') ?? undefined,
    };
  }, [params, keys]);
  return useMemo(
    () => ({
      list,
      setPage: (page: number) => update({ page: page > 1 ? page : undefined }),
      setLimit: (limit: number) => update({ limit: limit === DEFAULT_PAGE_SIZE ? undefined : limit, page: undefined }),
      setOrderBy: (orderBy: string | undefined) => update({ order_by: orderBy, page: undefined }),
      // Typing in the search box should not fill the history with one entry per key.
      setSearch: (text: string) => update({ q_name: text, page: undefined }, true),
    }),
    [list, update],
  );
}

/** Which table of a tabbed screen shows (?view=, the first tab left out of the URL); a switch resets the list and closes drawers. */
export function useScreenTab<Tab extends string>(tabs: readonly Tab[], drawerParams: readonly string[]): [Tab, (tab: string) => void] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const raw = params.get('view') ?? '';
  const tab = (tabs as readonly string[]).includes(raw) ? (raw as Tab) : tabs[0];
  const closeDrawers = Object.fromEntries([...drawerParams, 'tab'].map((p) => [p, undefined]));
  return [tab, (next: string) => update({ ...LIST_PARAMS, ...closeDrawers, view: next === tabs[0] ? undefined : next })];
}
