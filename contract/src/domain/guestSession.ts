/**
 * Guest identification's rules (ADR 0051), the same on the server and the mocks: which in-house guest a room number
 * and a last name name, and the login throttle's keys for it (loginThrottleKeys of ADR 0032, kept apart from staff
 * logins' so a guest's typos never slow a staff login from the hotel's address, nor the other way round).
 */
import { isInHouse } from './bookings';
import { loginThrottleKeys, type LoginThrottleKeys } from './loginThrottle';

/** Names compared as people type them: case, accents and spacing ignored ('  de la Cruz' = 'DE LA CRUZ', 'Müller' = 'muller'). */
export const sameName = (a: string, b: string): boolean => {
  const plain = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return plain(a) === plain(b);
};

/** Room numbers compared trimmed and in any case ('a12' = 'A12'). */
export const sameRoom = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface GuestToIdentify {
  id: number;
  first_name: string;
  last_name: string;
  room_id: number | null;
  arrival_date: string;
  departure_date: string;
  pms_checkin_at: string | null;
  pms_checkout_at: string | null;
}

/**
 * The in-house guest (on `today`, the property's date) in a room of that number with that last name; null when none.
 * When several match (a couple sharing a name), the first by id.
 */
export function identifyGuest<G extends GuestToIdentify>(
  guests: readonly G[],
  rooms: readonly { id: number; number: string }[],
  room: string,
  lastName: string,
  today: string,
): G | null {
  const roomIds = new Set(rooms.filter((r) => sameRoom(r.number, room)).map((r) => r.id));
  const found = guests
    .filter((g) => g.room_id !== null && roomIds.has(g.room_id) && sameName(g.last_name, lastName) && isInHouse(g, today))
    .sort((a, b) => a.id - b.id);
  return found[0] ?? null;
}

/** The throttle's keys of one try: the property and room as the account, the client's address, all apart from staff logins'. */
export const guestSessionThrottleKeys = (domain: string, room: string, address: string): LoginThrottleKeys =>
  loginThrottleKeys(`guest-app:${domain}`, room.trim().toLowerCase(), `guest-app:${address}`);
