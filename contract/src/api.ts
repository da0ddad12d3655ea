/** Conventions of /api/v1 (section 7). */
export const API_BASE = '/api/v1';

/** Where an upload's bytes are read (GET files/{id}, public: the id is unguessable); the server's and the mocks' answers name it. */
export function fileUrl(id: string): string;
export function fileUrl(id: string | null): string | null;
export function fileUrl(id: string | null): string | null {
  return id ? `${API_BASE}/files/${id}` : null;
}
/** Every call names the client that makes it. */
export const CLIENT_ID_HEADER = 'X-Client-Id';
export const CLIENT_ID = 'atoll-console';

/** Every success response wraps its payload. */
export interface Envelope<T> {
  data: T;
}

/** A page of a server-paged list: `{ data: rows, meta }`. */
export interface Paged<T> {
  data: T[];
  meta: { total: number; page: number; limit: number };
}

/** Query of a list table: page (1-based), limit, order_by 'key:ASC|DESC' and q_{name} search values. */
export interface ListQuery {
  page?: number;
  limit?: number;
  order_by?: string;
  [search: `q_${string}`]: string | undefined;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The columns GET users can sort by (`order_by=key:ASC|DESC`). Here with the list helpers rather than
 * beside userListQuerySchema, so the Users screen reads it without loading the schemas (and yup).
 */
export const USER_ORDER_KEYS = ['name', 'username', 'designation', 'status', 'updated'] as const;

/** Parses 'key:ASC|DESC'. */
export function parseOrderBy(value: string | undefined): { key: string; direction: 'ASC' | 'DESC' } | undefined {
  if (!value) return undefined;
  const [key, dir] = value.split(':');
  if (!key) return undefined;
  return { key, direction: dir?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}
