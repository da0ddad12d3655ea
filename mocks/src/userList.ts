/** GET users paging, sorting and search, with the server's rules (contract `userListQuerySchema`). */
import { parseOrderBy, type Paged, type User, type UserListQuery, USER_ORDER_KEYS } from '@atoll/contract';
import { publicUser, type StoredUser } from './store';

type UserSortKey = (typeof USER_ORDER_KEYS)[number];

/**
 * The server's order: text compared lower-cased by code unit (PostgreSQL
 * `lower(col)` under the C collation), and NULL after every value, so last
 * ascending and first descending.
 */
function compareBy(key: UserSortKey) {
  return (a: StoredUser, b: StoredUser) => {
    const left = a[key];
    const right = b[key];
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    const l = key === 'updated' ? left : left.toLowerCase();
    const r = key === 'updated' ? right : right.toLowerCase();
    return l < r ? -1 : l > r ? 1 : 0;
  };
}

/**
 * A page of `users` for a validated query: order_by over name, username,
 * designation, status, updated (default name ASC, ties by id), q_name in name
 * or username (case-insensitive), q_status exact.
 */
export function listUsers(users: StoredUser[], query: UserListQuery): Paged<User> {
  const order = parseOrderBy(query.order_by);
  const key = (order?.key ?? 'name') as UserSortKey;
  const descending = order?.direction === 'DESC';
  const name = query.q_name?.trim().toLowerCase();

  const rows = users
    .filter((u) => !name || u.name.toLowerCase().includes(name) || u.username.toLowerCase().includes(name))
    .filter((u) => !query.q_status || u.status === query.q_status)
    .sort((a, b) => {
      const byKey = compareBy(key)(a, b);
      return (descending ? -byKey : byKey) || a.id - b.id;
    });
  const start = (query.page - 1) * query.limit;
  return {
    data: rows.slice(start, start + query.limit).map(publicUser),
    meta: { total: rows.length, page: query.page, limit: query.limit },
  };
}
