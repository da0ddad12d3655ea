/**
 * Guests (spec sections 2 and 7), the rules both backends follow: which tab a guest belongs to
 * (isInHouse, in bookings.ts) and one page of a tab — q_name in the name, the confirmation number or the room number,
 * order_by over GUEST_ORDER_KEYS (default name ASC, ties by id; the server orders the same in SQL,
 * lower(col) under the C collation, then id); the stored fields of a body (references, trimming, PMS
 * instants from administrators only); a guest on the wire; a room's in-house guests in name order.
 */
import { parseOrderBy, type Paged } from '../api';
import type { Guest, GuestListQuery, GuestOption, GuestPayload } from '../guests';
import { isInHouse } from './bookings';
import { ruleChoice } from './rules';

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

/**
 * One page of a tab's guests: q_name in first, last or full name, the confirmation number or the room's
 * number (case-insensitive), so one search box finds a guest by who, booking or room (Add Booking).
 */
export function pageGuests<T extends GuestRow>(rows: readonly T[], query: GuestListQuery): Paged<T> {
  const order = parseOrderBy(query.order_by);
  const values = GUEST_SORT[order?.key ?? 'name'] ?? GUEST_SORT.name;
  const sign = order?.direction === 'DESC' ? -1 : 1;
  const search = query.q_name?.trim().toLowerCase();
  const matches = (g: T) =>
    [g.first_name, g.last_name, `${g.first_name} ${g.last_name}`, g.confirmation_number, g.room?.number ?? ''].some((text) =>
      text.toLowerCase().includes(search ?? ''),
    );
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

/** A guest's name as both backends show it. */
export const guestFullName = (guest: { first_name: string; last_name: string }): string => `${guest.first_name} ${guest.last_name}`.trim();

/** A guest as stored (snake_case like the wire): the room may be gone (null). */
export interface GuestFields {
  first_name: string;
  last_name: string;
  confirmation_number: string;
  nationality: string;
  arrival_date: string;
  departure_date: string;
  room_id: number;
  /** Present only when an administrator sent it (null clears). */
  pms_checkin_at?: string | null;
  pms_checkout_at?: string | null;
}

/**
 * The fields a valid POST / PATCH body writes: the room must be one of the company's and the
 * nationality a known country (422 'Choose from the list', room first), texts trimmed; the PMS
 * instants (normalised to ISO, null clears) only from a company administrator and only when sent.
 */
export function guestFields(input: GuestPayload, refs: { ownRoom: boolean; knownCountry: boolean }, admin: boolean): GuestFields {
  if (!refs.ownRoom) throw ruleChoice('room_id');
  if (!refs.knownCountry) throw ruleChoice('nationality');
  const instant = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    confirmation_number: input.confirmation_number.trim(),
    nationality: input.nationality,
    arrival_date: input.arrival_date,
    departure_date: input.departure_date,
    room_id: input.room_id,
    ...(admin && input.pms_checkin_at !== undefined ? { pms_checkin_at: instant(input.pms_checkin_at) } : {}),
    ...(admin && input.pms_checkout_at !== undefined ? { pms_checkout_at: instant(input.pms_checkout_at) } : {}),
  };
}

/** A stored guest: its fields, its room (null once removed), PMS instants and the last change (ISO). */
export type StoredGuestFields = Omit<GuestFields, 'room_id' | 'pms_checkin_at' | 'pms_checkout_at'> & {
  id: number;
  room_id: number | null;
  pms_checkin_at: string | null;
  pms_checkout_at: string | null;
  updated: string;
};

/**
 * A guest on the wire (without `bookings`, which GET guests/{id} adds): the full name, the in-house
 * state on the company's `today`, and a removed room as `{id: 0, number: ''}` so the edit form asks for a new one.
 */
export function guestView(
  row: StoredGuestFields,
  context: { room: Guest['room'] | undefined; nationality_text: string; bookings_count: number; today: string },
): Guest {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: guestFullName(row),
    confirmation_number: row.confirmation_number,
    nationality: row.nationality,
    nationality_text: context.nationality_text,
    arrival_date: row.arrival_date,
    departure_date: row.departure_date,
    room_id: row.room_id ?? 0,
    room: context.room ?? { id: row.room_id ?? 0, number: '', type_name: '' },
    pms_checkin_at: row.pms_checkin_at,
    pms_checkout_at: row.pms_checkout_at,
    in_house: isInHouse(row, context.today),
    bookings_count: context.bookings_count,
    updated: row.updated,
  };
}

/** GET rooms/{id}/in-house-guests: by lower-cased full name code unit by code unit (lower(…) COLLATE "C"), then id. */
export function inHouseGuestOptions(rows: readonly Pick<StoredGuestFields, 'id' | 'first_name' | 'last_name' | 'confirmation_number'>[]): GuestOption[] {
  return rows
    .map((g) => ({ id: g.id, full_name: guestFullName(g), confirmation_number: g.confirmation_number }))
    .sort((a, b) => compareText(a.full_name, b.full_name) || a.id - b.id);
}
