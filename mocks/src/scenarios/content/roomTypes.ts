/** Room types of busyResort: villas and rooms with a few numbered rooms (some with coordinates). */
import type { Room, RoomType } from '@atoll/contract';
import { seedImage } from '../../content';
import { nextId, type MockDb, type Stored } from '../../store';
import { hoursBefore } from '../seed';

export function seedRoomTypes(db: MockDb, companyId: number): void {
  const rooms = (numbers: Array<[string, number | null, number | null]>): Room[] =>
    numbers.map(([number, lat, lng]) => ({ id: nextId(db), number, lat, lng, qr_link: '' }));
  const type = (name: string, list: Room[], cover: string | null = null): Stored<RoomType> => ({
    id: nextId(db),
    company_id: companyId,
    name,
    cover,
    cover_thumb: cover,
    rooms: list,
    rooms_count: list.length,
    updated: hoursBefore(72),
  });
  db.content.roomTypes.push(
    type('Water Villa', rooms([['Water Villa 1', 4.1752, 73.5093], ['Water Villa 2', 4.1754, 73.5096]]), seedImage('Water Villa', '#2b6cb0')),
    type('Beach Villa', rooms([['Beach Villa 7', 4.1741, 73.5081]])),
    type('Deluxe Room', rooms([['101', null, null], ['102', null, null], ['103', null, null], ['201', null, null]])),
  );
}
