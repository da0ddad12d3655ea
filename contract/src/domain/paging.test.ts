/** How list rows compare: as the server's lower(col) COLLATE "C", NULL after every value. */
import { describe, expect, it } from 'vitest';
import { compareByTerms, compareSortValues } from './paging';

describe('compareSortValues', () => {
  it('puts NULL after every text and number, and two NULLs level', () => {
    expect(compareSortValues(null, 'a')).toBe(1);
    expect(compareSortValues('a', null)).toBe(-1);
    expect(compareSortValues(null, 5)).toBe(1);
    expect(compareSortValues(5, null)).toBe(-1);
    expect(compareSortValues(null, null)).toBe(0);
  });

  it('compares texts by code unit of the lower-cased text, equal ignoring case', () => {
    expect(compareSortValues('a', 'B')).toBe(-1);
    expect(compareSortValues('B', 'a')).toBe(1);
    expect(compareSortValues('Spa', 'sPA')).toBe(0);
  });

  it('compares numbers by value', () => {
    expect(compareSortValues(9, 10)).toBe(-1);
    expect(compareSortValues(10, 9)).toBe(1);
    expect(compareSortValues(10, 10)).toBe(0);
  });
});

describe('compareByTerms', () => {
  const rows = [
    { id: 1, name: 'b', city: null },
    { id: 2, name: 'A', city: 'Male' },
    { id: 3, name: 'a', city: 'addu' },
    { id: 4, name: 'B', city: 'Male' },
  ];
  const order = (terms: { field: 'name' | 'city'; descending: boolean }[]) =>
    [...rows].sort(compareByTerms(terms, (row: (typeof rows)[number], field) => row[field])).map((r) => r.id);

  it('compares the fields in turn, each ascending or descending, then by id ascending', () => {
    expect(order([{ field: 'name', descending: false }])).toEqual([2, 3, 1, 4]);
    expect(order([{ field: 'name', descending: true }])).toEqual([1, 4, 2, 3]);
    expect(order([{ field: 'city', descending: false }, { field: 'name', descending: true }])).toEqual([3, 4, 2, 1]);
  });
});
