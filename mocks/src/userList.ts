/** GET users paging, sorting and search, as the server does it. */
import { DEFAULT_PAGE_SIZE, parseOrderBy, type Paged, type User } from '@atoll/contract';
import { publicUser, type StoredUser } from './store';

export const USER_SORT_KEYS = ['name', 'username', 'designation', 'status', 'updated'] as const;
type UserSortKey = (typeof USER_SORT_KEYS)[number];
const MAX_LIMIT = 100;

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : fallback;
}

function compareBy(key: UserSortKey) {
  return (a: StoredUser, b: StoredUser) => {
    const left = (a[key] ?? '').toString();
    const right = (b[key] ?? '').toString();
    return key === 'updated' ? left.localeCompare(right) : left.localeCompare(right, 'en', { sensitivity: 'base' });
  };
}

/**
 * page (1-based), limit (default 10, at most 100), order_by 'key:ASC|DESC'
 * over name, username, designation, status, updated (default name:ASC; ties by
 * id), q_name (in name or username, case-insensitive), q_status (exact).
 */
export function listUsers(users: StoredUser[], query: URLSearchParams): Paged<User> {
  const page = positiveInt(query.get('page'), 1);
  const limit = Math.min(positiveInt(query.get('limit'), DEFAULT_PAGE_SIZE), MAX_LIMIT);
  const order = parseOrderBy(query.get('order_by') ?? undefined);
  const key: UserSortKey = USER_SORT_KEYS.includes(order?.key as UserSortKey) ? (order?.key as UserSortKey) : 'name';
  const direction = order && key === order.key ? order.direction : 'ASC';
  const name = query.get('q_name')?.trim().toLowerCase();
  const status = query.get('q_status')?.trim().toLowerCase();

  const rows = users
    .filter((u) => !name || u.name.toLowerCase().includes(name) || u.username.toLowerCase().includes(name))
    .filter((u) => !status || u.status === status)
    .sort((a, b) => {
      const byKey = compareBy(key)(a, b);
      return (direction === 'DESC' ? -byKey : byKey) || a.id - b.id;
    });
  const start = (page - 1) * limit;
  return { data: rows.slice(start, start + limit).map(publicUser), meta: { total: rows.length, page, limit } };
}
