/**
 * The Guests lists (spec sections 2 and 7): which tab a guest belongs to (isInHouse, in
 * bookings.ts) and one page of a tab — q_name in the name or the confirmation number, order_by
 * over GUEST_ORDER_KEYS (default name ASC, ties by id). The server orders the same in SQL
 * (lower(col) under the C collation, then id); the mocks call this, so both answer the same page.
 */
import { parseOrderBy, type Paged } from '../api';
import type { Guest, GuestListQuery } from '../guests';
import { isInHouse } from './bookings';

type GuestRow = Pick<Guest, 'id' | 'first_name' | 'last_name' | 'confirmation_number' | 'arrival_date' | 'departure_date'> & {
  room: { number: string } | null;
};

/** By code unit of the lower-cased text, as lower(col) COLLATE "C"; NULL last. */
function compareText(left: string | null, right: string | null): number {
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  const l = left.toLowerCase();
  const r = right.toLowerCase();
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Each order key: the columns it compares, in turn. 'name' is last name, then first name. */
const GUEST_SORT: Record<string, ((row: GuestRow) => string | null)[]> = {
  name: [(g) => g.last_name, (g) => g.first_name],
  confirmation_number: [(g) => g.confirmation_number],
  room: [(g) => g.room?.number ?? null],
  arrival_date: [(g) => g.arrival_date],
  departure_date: [(g) => g.departure_date],
};

/** Guests of the In House tab (current = true) or of Others on the company's `today`. */
export const guestsOfTab = <T extends Parameters<typeof isInHouse>[0]>(rows: readonly T[], current: boolean, today: string): T[] =>
  rows.filter((g) => isInHouse(g, today) === current);

/** One page of a tab's guests: q_name in first, last or full name or the confirmation number (case-insensitive). */
export function pageGuests<T extends GuestRow>(rows: readonly T[], query: GuestListQuery): Paged<T> {
  const order = parseOrderBy(query.order_by);
  const values = GUEST_SORT[order?.key ?? 'name'] ?? GUEST_SORT.name;
  const sign = order?.direction === 'DESC' ? -1 : 1;
  const search = query.q_name?.trim().toLowerCase();
  const matches = (g: T) =>
    [g.first_name, g.last_name, `${g.first_name} ${g.last_name}`, g.confirmation_number].some((text) => text.toLowerCase().includes(search ?? ''));
  const compare = (a: T, b: T) => {
    for (const value of values) {
      const c = compareText(value(a), value(b));
      if (c) return sign * c;
    }
    return a.id - b.id;
  };
  const matching = rows.filter((g) => !search || matches(g)).sort(compare);
  const start = (query.page - 1) * query.limit;
  return { data: matching.slice(start, start + query.limit), meta: { total: matching.length, page: query.page, limit: query.limit } };
}
