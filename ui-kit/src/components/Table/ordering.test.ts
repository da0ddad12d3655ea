import { describe, expect, it } from 'vitest';
import { sortRows, toOrderBy, toSortDescriptor } from './ordering';

describe('table ordering', () => {
  it('converts between order_by strings and RAC sort descriptors', () => {
    expect(toSortDescriptor('name:DESC')).toEqual({ column: 'name', direction: 'descending' });
    expect(toSortDescriptor('name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(toSortDescriptor(undefined)).toBeUndefined();
    expect(toOrderBy({ column: 'created_at', direction: 'ascending' })).toBe('created_at:ASC');
    expect(toOrderBy({ column: 'created_at', direction: 'descending' })).toBe('created_at:DESC');
  });

  it('sorts numbers numerically, text naturally, and empty values last', () => {
    const rows = [{ n: 10, s: 'Room 10' }, { n: 2, s: 'room 2' }, { n: null, s: null }, { n: 33, s: 'Room 33' }];
    const get = (row: (typeof rows)[number], key: string) => row[key as 'n' | 's'];
    expect(sortRows(rows, 'n:ASC', get).map((r) => r.n)).toEqual([2, 10, 33, null]);
    expect(sortRows(rows, 'n:DESC', get).map((r) => r.n)).toEqual([33, 10, 2, null]);
    expect(sortRows(rows, 's:ASC', get).map((r) => r.s)).toEqual(['room 2', 'Room 10', 'Room 33', null]);
    expect(sortRows(rows, undefined, get)).toEqual(rows);
  });
});
