/**
 * Keyset batches over a list's own ORDER BY (its terms, then ties by id — ascending for the guests and
 * the requests, in the sort's own direction for the campaigns): each batch starts after the last row
 * of the one before, so an export reads 100,000 rows 1,000 at a time without OFFSET and without
 * holding them. NULLs sort as PostgreSQL's defaults do (last ascending, first descending), the order
 * the lists' pages use. A list passes the same tie direction to keysetOrder and keysetAfter.
 */
import { and, asc, desc, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface KeysetTerm {
  expr: SQL | PgColumn;
  descending: boolean;
  /** The SQL type the term's text form casts back to: 'text', 'date', 'timestamptz', 'integer'. */
  type: 'text' | 'date' | 'timestamptz' | 'integer';
}

/** Where a batch ended: each term's value as text (NULL kept) and the row's id. */
export interface KeysetPosition {
  keys: (string | null)[];
  id: number;
}

/** How rows equal on every term are ordered: by id ascending (guests, requests) or descending (campaigns' newest-first). */
export type KeysetTie = 'asc' | 'desc';

/** ORDER BY of the terms, then ties by id in `tie`'s direction (the list's order). */
export const keysetOrder = (terms: readonly KeysetTerm[], id: PgColumn, tie: KeysetTie = 'asc'): SQL[] => [
  ...terms.map((t) => (t.descending ? desc(t.expr) : asc(t.expr))),
  tie === 'desc' ? desc(id) : asc(id),
];

/** The fields to select beside a row so its position can be taken: k0, k1, … as text. */
export const keysetFields = (terms: readonly KeysetTerm[]): Record<string, SQL<string | null>> =>
  Object.fromEntries(terms.map((t, i) => [`k${i}`, sql<string | null>`(${t.expr})::text`]));

/** The position of a selected row (with keysetFields). */
export const positionOf = (row: Record<string, unknown> & { id: number }, terms: readonly KeysetTerm[]): KeysetPosition => ({
  keys: terms.map((_t, i) => (row[`k${i}`] ?? null) as string | null),
  id: row.id,
});

/** Rows strictly after `last` in the order: equal on the terms before, then beyond on one; all equal, an id beyond in `tie`'s direction. */
export function keysetAfter(terms: readonly KeysetTerm[], id: PgColumn, last: KeysetPosition | null, tie: KeysetTie = 'asc'): SQL | undefined {
  if (!last) return undefined;
  const alternatives: (SQL | undefined)[] = [];
  const equal: SQL[] = [];
  terms.forEach((t, i) => {
    const value = last.keys[i];
    const typed = value === null ? null : sql`${value}::${sql.raw(t.type)}`;
    let beyond: SQL;
    if (typed === null) beyond = t.descending ? sql`(${t.expr}) is not null` : sql`false`;
    else beyond = t.descending ? sql`(${t.expr}) < ${typed}` : sql`((${t.expr}) > ${typed} or (${t.expr}) is null)`;
    alternatives.push(and(...equal, beyond));
    equal.push(typed === null ? sql`(${t.expr}) is null` : sql`(${t.expr}) = ${typed}`);
  });
  alternatives.push(and(...equal, tie === 'desc' ? lt(id, last.id) : gt(id, last.id)));
  return or(...alternatives);
}
