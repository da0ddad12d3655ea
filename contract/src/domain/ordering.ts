/**
 * List order (spec section 7: card grids and lists follow sort_order, then id).
 */

/** Card-grid and list order: sort_order, then id (the server's ORDER BY sort_order, id). */
export const bySortOrder = (a: { sort_order: number; id: number }, b: { sort_order: number; id: number }): number =>
  a.sort_order - b.sort_order || a.id - b.id;

/** A created row's sort_order when the body leaves it out: 0, as the server's inserts default it. */
export const sortOrderOrDefault = (value: number | null | undefined): number => value ?? 0;
