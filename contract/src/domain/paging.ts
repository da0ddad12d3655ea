/**
 * How a list's rows are matched, ordered and paged, as data both backends read: an order key names
 * the fields it compares in turn (`OrderTerm`: a field, and whether it follows the asked direction or
 * always ascends); ties go by id, ascending. The mocks sort their rows with `compareByTerms`; the
 * server turns the same terms into ORDER BY (one column per field, `desc` where `descending`), so an
 * order is written once. Text compares as the server's lower(col) COLLATE "C": by code unit of the
 * lower-cased text; NULL after every value.
 */
import { parseOrderBy, type Paged } from '../api';

export type SortValue = string | number | null;

/** By code unit of the lower-cased text (numbers by value), as lower(col) COLLATE "C"; NULL last. */
export function compareSortValues(left: SortValue, right: SortValue): number {
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  const l = typeof left === 'string' ? left.toLowerCase() : left;
  const r = typeof right === 'string' ? right.toLowerCase() : right;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** One field an order key compares: `directed` follows the asked direction, otherwise it always ascends. */
export interface OrderTerm<F extends string> {
  field: F;
  directed: boolean;
}

/** An order resolved for a query: the fields in turn, each ascending or descending (then id ascending). */
export interface ResolvedTerm<F extends string> {
  field: F;
  descending: boolean;
}

/** The terms of `order_by` (one of `orders`' keys, `key` or `key:DESC`); an unknown or missing key is the default (the first). */
export function orderTerms<K extends string, F extends string>(
  orders: Readonly<Record<K, readonly OrderTerm<F>[]>>,
  keys: readonly K[],
  orderBy: string | undefined,
): ResolvedTerm<F>[] {
  const parsed = parseOrderBy(orderBy);
  const key = keys.find((k) => k === parsed?.key) ?? keys[0]!;
  const descending = parsed?.key === key && parsed.direction === 'DESC';
  return orders[key].map((t) => ({ field: t.field, descending: t.directed && descending }));
}

/** A comparator over rows for resolved terms, ties by id ascending. */
export function compareByTerms<R extends { id: number }, F extends string>(terms: readonly ResolvedTerm<F>[], value: (row: R, field: F) => SortValue) {
  return (a: R, b: R): number => {
    for (const t of terms) {
      const c = compareSortValues(value(a, t.field), value(b, t.field));
      if (c !== 0) return t.descending ? -c : c;
    }
    return a.id - b.id;
  };
}

export interface PageQuery {
  page: number;
  limit: number;
}

/** The first row of the page (SQL OFFSET). */
export const pageOffset = (query: PageQuery): number => (query.page - 1) * query.limit;

/** The page of rows already matched and ordered, with its meta. */
export function pageOf<T>(rows: readonly T[], query: PageQuery): Paged<T> {
  const start = pageOffset(query);
  return { data: rows.slice(start, start + query.limit), meta: { total: rows.length, page: query.page, limit: query.limit } };
}

/** Whether `text` contains `search` ignoring case (the server's ILIKE '%search%', with % and _ literal). */
export const containsText = (text: string, search: string): boolean => text.toLowerCase().includes(search.toLowerCase());

/** `%` and `_` typed by a user are searched for literally: the ILIKE pattern of containsText. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
