import type { SortDescriptor } from 'react-aria-components';
import { parseOrderBy } from '@atoll/contract';

/** 'name:DESC' → RAC's sort descriptor. */
export function toSortDescriptor(orderBy: string | undefined): SortDescriptor | undefined {
  const parsed = parseOrderBy(orderBy);
  if (!parsed) return undefined;
  return { column: parsed.key, direction: parsed.direction === 'DESC' ? 'descending' : 'ascending' };
}

/** RAC's sort descriptor → 'name:DESC' (contract ListQuery.order_by). */
export function toOrderBy(descriptor: SortDescriptor): string {
  return `${String(descriptor.column)}:${descriptor.direction === 'descending' ? 'DESC' : 'ASC'}`;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Sorts rows in the browser for local tables; empty values go last in either direction. */
export function sortRows<T>(rows: readonly T[], orderBy: string | undefined, valueOf: (row: T, key: string) => unknown): T[] {
  const parsed = parseOrderBy(orderBy);
  if (!parsed) return [...rows];
  const sign = parsed.direction === 'DESC' ? -1 : 1;
  return [...rows].sort((x, y) => {
    const a = valueOf(x, parsed.key);
    const b = valueOf(y, parsed.key);
    if (a == null || b == null) return compare(a, b);
    return sign * compare(a, b);
  });
}
