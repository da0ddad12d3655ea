/**
 * Putting rows in order by hand (drag or keyboard). The spec's rule for a reordered list (section 5,
 * the app editor: 'dragging a component changes order and renumbers sort_order from 1') applies to
 * every list staff reorder, e.g. a menu category's items; a row added at the end of such a list takes
 * the next number.
 */

/** The sort_order each row takes at its position (from 1); only the rows whose number changes. */
export function renumberFromOne<K>(keys: readonly K[], sortOrderOf: (key: K) => number): { key: K; sort_order: number }[] {
  return keys.map((key, index) => ({ key, sort_order: index + 1 })).filter(({ key, sort_order }) => sortOrderOf(key) !== sort_order);
}

/** The sort_order that puts a new row after every row given (1 for an empty list). */
export function nextSortOrder(rows: readonly { sort_order: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.sort_order), 0) + 1;
}
