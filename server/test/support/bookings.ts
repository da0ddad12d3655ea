/**
 * Fixtures of the bookings tests (slice 3): a facility with an activity (or a menu) made through the
 * API, and the request type, slot, room and in-house guests written straight into the tables (the
 * types/slots/guests routes have tests of their own), so each bookings test starts from exactly the
 * rows it needs.
 */
import { en } from '@atoll/contract';
import { addDays, localDate } from '@atoll/contract/domain';
import { bookingSlots, bookingTypes, guests, menuCategories, menuItems, rooms, roomTypes } from '../../src/db/schema';
import type { ApiClient, Json } from './client';
import type { Tenant } from './fixtures';
import type { TestServer } from './server';

export const TZ = 'Indian/Maldives';

const ok = (res: { status: number; body: Json }, what: string): Json => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

export interface TypeOptions {
  paxRequired?: boolean;
  paxMax?: number;
  closeMinutes?: number;
  emails?: string[];
  menu?: boolean;
  menuMultiple?: boolean;
  allowRemarks?: boolean;
}

export interface Bookable {
  companyId: number;
  facilityId: number;
  typeId: number;
  /** Menu types: two items of the type's menu. */
  itemIds: number[];
  roomId: number;
  guestIds: number[];
}

/** A facility with an activity or a menu and a request type on it, one room with two in-house guests. */
export async function seedBookable(server: TestServer, api: ApiClient, owner: Tenant, options: TypeOptions & { name?: string; now?: Date } = {}): Promise<Bookable> {
  const { db } = server.database;
  const companyId = owner.auth.company.id as number;
  const token = owner.token;
  const name = options.name ?? `F${Math.random().toString(36).slice(2, 8)}`;
  const facilityId = ok(await api.post('facilities', { name: en(`${name} Place`) }, { token }), 'facility').id as number;
  let activityId: number | null = null;
  let menuId: number | null = null;
  const itemIds: number[] = [];
  if (options.menu) {
    menuId = ok(await api.post('facilities/menus', { facility_id: facilityId, name: en(`${name} Dinner`), type: 'menu' }, { token }), 'menu').id as number;
    const [category] = await db.insert(menuCategories).values({ companyId, menuId, name: en('Mains') }).returning({ id: menuCategories.id });
    for (const item of ['Fish curry', 'Lime juice']) {
      const [row] = await db.insert(menuItems).values({ companyId, menuId, categoryId: category.id, name: en(item), priceText: en('$1') }).returning({ id: menuItems.id });
      itemIds.push(row.id);
    }
  } else {
    activityId = ok(await api.post('facilities/activities', { facility_id: facilityId, name: en(`${name} Dive`) }, { token }), 'activity').id as number;
  }
  const [type] = await db
    .insert(bookingTypes)
    .values({
      companyId,
      facilityId,
      attachedType: options.menu ? 'Menu' : 'Activity',
      activityId,
      menuId,
      recurringType: 'manual',
      paxRequired: options.paxRequired ?? true,
      paxMax: options.paxMax ?? 0,
      menuMultiple: options.menuMultiple ?? false,
      allowRemarks: options.allowRemarks ?? true,
      bookingEmails: options.emails ?? [],
      slotBookingCloseMinutes: options.closeMinutes ?? 0,
    })
    .returning({ id: bookingTypes.id });
  const [roomType] = await db.insert(roomTypes).values({ companyId, name: `${name} Villa` }).returning({ id: roomTypes.id });
  const [room] = await db.insert(rooms).values({ companyId, roomTypeId: roomType.id, number: `${name}-101` }).returning({ id: rooms.id });
  const today = localDate(options.now ?? new Date(), TZ);
  const guestIds = await addGuests(server, companyId, room.id, today, [
    ['Ann', 'Lee'],
    ['Bo', 'Ray'],
  ]);
  return { companyId, facilityId, typeId: type.id, itemIds, roomId: room.id, guestIds };
}

/** In-house guests of a room (arrived yesterday, leaving in three days). */
export async function addGuests(server: TestServer, companyId: number, roomId: number, today: string, names: [string, string][]): Promise<number[]> {
  const rows = await server.database.db
    .insert(guests)
    .values(
      names.map(([firstName, lastName], i) => ({
        companyId,
        firstName,
        lastName,
        confirmationNumber: `C${roomId}-${i}-${Math.random().toString(36).slice(2, 6)}`,
        nationality: 'MDV',
        arrivalDate: addDays(today, -1),
        departureDate: addDays(today, 3),
        roomId,
      })),
    )
    .returning({ id: guests.id });
  return rows.map((r) => r.id);
}

/** A slot of the type on `date` (company time zone). */
export async function addSlot(server: TestServer, b: Pick<Bookable, 'companyId' | 'typeId'>, date: string, startTime = '10:00', endTime = '11:00', paxMax = 0): Promise<number> {
  const [slot] = await server.database.db
    .insert(bookingSlots)
    .values({ companyId: b.companyId, bookingTypeId: b.typeId, date, startTime, endTime, paxMax })
    .returning({ id: bookingSlots.id });
  return slot.id;
}

/** A day after today in the company's time zone. */
export const dayAhead = (days = 1, now: Date = new Date()) => addDays(localDate(now, TZ), days);

/** The body of POST /bookings for a slot of `b`. */
export const bookingBody = (b: Bookable, slotId: number, date: string, extra: Json = {}): Json => ({
  date,
  booking_type_id: b.typeId,
  booking_slot_id: slotId,
  room_id: b.roomId,
  guests: [b.guestIds[0]],
  pax: 1,
  ...extra,
});
