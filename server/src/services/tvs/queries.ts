/**
 * TVs through the company's seam: the paged list (page, limit, order_by, q_name as the other tables),
 * one by id (404 for another company's), and the writes. Rows become the wire shape with their link.
 */
import { asc, count, desc, ilike, sql, type SQL } from 'drizzle-orm';
import { parseOrderBy, tvStatus, type Paged, type Tv, type TvListQuery, type TvPayload } from '@atoll/contract';
import type { Db } from '../../db/client';
import { tvs } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { linkUrl, newLink } from './link';

export type TvRow = typeof tvs.$inferSelect;

/** What the wire shape needs besides the row: the database (for the link key), the public origin and the clock. */
export interface TvContext {
  db: Db;
  publicUrl: string;
  now: Date;
}

export async function toTv(ctx: TvContext, row: TvRow): Promise<Tv> {
  return {
    id: row.id,
    name: row.name,
    url: await linkUrl(ctx.db, ctx.publicUrl, row.linkSalt),
    lat: row.lat,
    lng: row.lng,
    last_seen: row.lastSeenAt?.toISOString() ?? null,
    status: tvStatus(row.lastSeenAt, ctx.now),
    heartbeat: row.heartbeat ?? null,
    updated: row.updatedAt.toISOString(),
  };
}

/** `%` and `_` typed by a user are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Text sorts ignore case; NULL last ascending (PostgreSQL's default, as the mocks' pageTvs). */
const ORDER: Record<string, SQL | typeof tvs.updatedAt> = {
  name: sql`lower(${tvs.name})`,
  last_seen: sql`${tvs.lastSeenAt}`,
  updated: tvs.updatedAt,
};

export async function listTvs(own: Tenant, ctx: TvContext, query: TvListQuery): Promise<Paged<Tv>> {
  const search = query.q_name?.trim();
  const filter = search ? ilike(tvs.name, likePattern(search)) : undefined;
  const order = parseOrderBy(query.order_by);
  const column = ORDER[order?.key ?? 'name'] ?? ORDER.name;
  const direction = order?.direction === 'DESC' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(tvs, filter)
      .orderBy(direction(column), asc(tvs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    own.pick({ total: count() }, tvs, filter),
  ]);
  return { data: await Promise.all(rows.map((row) => toTv(ctx, row))), meta: { total: Number(total), page: query.page, limit: query.limit } };
}

export async function oneTv(own: Tenant, ctx: TvContext, id: number): Promise<Tv> {
  return toTv(ctx, await own.find(tvs, id));
}

const columns = (input: TvPayload) => ({ name: input.name.trim(), lat: input.lat ?? null, lng: input.lng ?? null });

export async function createTv(own: Tenant, db: Db, input: TvPayload): Promise<number> {
  const [row] = await own.insert(tvs, { ...columns(input), ...(await newLink(db)) }).returning({ id: tvs.id });
  return row.id;
}

export async function updateTv(own: Tenant, id: number, input: TvPayload): Promise<void> {
  await own.update(tvs, id, { ...columns(input), updatedAt: sql`now()` });
}

/** POST tvs/{id}/link: a new salt and hash; the old link matches nothing from now on. */
export async function regenerateLink(own: Tenant, db: Db, id: number): Promise<void> {
  await own.update(tvs, id, { ...(await newLink(db)), updatedAt: sql`now()` });
}
