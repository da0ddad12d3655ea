/**
 * Guests of busyResort (spec section 2, Guest List), spread over its rooms and dated from the real
 * today in the company's time zone, so the In House / Others split stays meaningful on any day:
 * seven in house (one by a PMS check-in although their arrival is still ahead), three arriving
 * later, two departed (one by a PMS check-out before their departure date).
 */
import { DEFAULT_TIMEZONE } from '@atoll/contract';
import { addDays, localDate } from '@atoll/contract/domain';
import type { MockDb } from '../store';
import { nextId } from '../store';
import { hoursBefore } from './seed';

type GuestSeed = [first: string, last: string, nationality: string, arrival: number, departure: number, room: string, pms?: 'in' | 'out'];

const GUESTS: GuestSeed[] = [
  ['Emma', 'Larsen', 'DNK', -3, 4, 'Water Villa 1'],
  ['Oliver', 'Larsen', 'DNK', -3, 4, 'Water Villa 1'],
  ['Hiroshi', 'Tanaka', 'JPN', -1, 6, 'Water Villa 2'],
  ['Sofia', 'Rossi', 'ITA', 0, 7, 'Beach Villa 7'],
  ['Liam', "O'Brien", 'IRL', -5, 1, '101'],
  ['Aisha', 'Rahman', 'MDV', -2, 3, '102'],
  ['Lukas', 'Müller', 'DEU', 1, 8, '103', 'in'],
  ['Chloé', 'Martin', 'FRA', 2, 9, '201'],
  ['Arjun', 'Mehta', 'IND', 5, 12, '101'],
  ['Grace', 'Walker', 'GBR', 10, 14, 'Water Villa 2'],
  ['Mateo', 'García', 'ESP', -9, -2, '103'],
  ['Yuki', 'Sato', 'JPN', -4, 2, '201', 'out'],
];

export function seedGuests(db: MockDb, companyId: number, now: Date = new Date()): void {
  const today = localDate(now, DEFAULT_TIMEZONE);
  const before = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
  const roomId = (number: string) => db.content.roomTypes.flatMap((t) => (t.company_id === companyId ? t.rooms : [])).find((r) => r.number === number)?.id ?? null;
  GUESTS.forEach(([first_name, last_name, nationality, arrival, departure, room, pms], index) => {
    db.requests.guests.push({
      id: nextId(db),
      company_id: companyId,
      first_name,
      last_name,
      confirmation_number: `CA${String(482_170 + index * 37)}`,
      nationality,
      arrival_date: addDays(today, arrival),
      departure_date: addDays(today, departure),
      room_id: roomId(room),
      pms_checkin_at: pms ? before(pms === 'in' ? 3 : 90) : null,
      pms_checkout_at: pms === 'out' ? before(6) : null,
      updated: hoursBefore(24 + index * 5),
    });
  });
}
