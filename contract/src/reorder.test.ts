import { describe, expect, test } from 'vitest';
import { nextSortOrder, renumberFromOne } from './reorder';

describe('reordering rows by hand', () => {
  test('renumbers from 1 and lists only the rows whose number changes', () => {
    const current = new Map([[10, 1], [11, 2], [12, 3], [13, 0]]);
    expect(renumberFromOne([11, 10, 12, 13], (id) => current.get(id) ?? 0)).toEqual([
      { key: 11, sort_order: 1 },
      { key: 10, sort_order: 2 },
      { key: 13, sort_order: 4 },
    ]);
  });
  test('a new row goes after the highest number', () => {
    expect(nextSortOrder([])).toBe(1);
    expect(nextSortOrder([{ sort_order: 3 }, { sort_order: 0 }, { sort_order: 7 }])).toBe(8);
  });
});
