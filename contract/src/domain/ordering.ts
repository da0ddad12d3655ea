/**
 * List order and derived counts (spec section 7: card grids and lists follow
 * sort_order; the API fills *_count fields from the rows themselves).
 */

/** Card-grid and list order: sort_order, then id (the server's ORDER BY sort_order, id). */
export const bySortOrder = (a: { sort_order: number; id: number }, b: { sort_order: number; id: number }): number =>
  a.sort_order - b.sort_order || a.id - b.id;

/** How many rows share each value of `key` (e.g. menus per facility_id); absent keys count 0. */
export function countBy<T, K extends keyof T>(rows: readonly T[], key: K): Map<T[K], number> {
  const out = new Map<T[K], number>();
  for (const row of rows) out.set(row[key], (out.get(row[key]) ?? 0) + 1);
  return out;
}

/** A created row's sort_order when the body leaves it out: 0, as the server's inserts default it. */
export const sortOrderOrDefault = (value: number | null | undefined): number => value ?? 0;
