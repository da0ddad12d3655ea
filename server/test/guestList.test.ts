/**
 * The Guest List's page statement (server/src/services/guests/index.ts) beyond guests.test.ts: each order served
 * by its own prepared statement in turn on one server (a statement kept under another order's name would answer
 * the wrong order), the bookings count of each row following the reader's facility scope with and without a
 * search, spaces around a search ignored, and a guest whose room was removed listed with the empty room (id 0).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Guest } from '@atoll/contract';
import { addDays, zonedInstant } from '@atoll/contract/domain';
import { bookingGuests, bookings } from '../src/db/schema';
import { dayAhead, TZ } from './support/bookings';
import type { ApiClient, Json } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import { created, facilityWithActivity, roomsOf, scopedStaff, weeklyBody } from './support/requestSetup';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
/** The list's three rooms by number. */
let rooms: Map<string, number>;
const today = () => dayAhead(0);

beforeAll(async () => {
  ({ server, api, owner } = await startWithTenant('guestlist-co'));
  rooms = await roomsOf(api, owner, 'List Villa', ['L1', 'L2', 'L3']);
});
afterAll(() => server.close());

async function addGuest(first_name: string, last_name: string, arrivedDaysAgo: number, room = 'L1'): Promise<Guest> {
  const body = { first_name, last_name, confirmation_number: `CN-${first_name}`, nationality: 'MDV', arrival_date: addDays(today(), -arrivedDaysAgo), departure_date: addDays(today(), 3), room_id: rooms.get(room) };
  return created(await api.post('guests', body, { token: owner.token })) as unknown as Guest;
}

async function listed(query: string, token = owner.token): Promise<Guest[]> {
  const res = await api.get(`guests/current?limit=100${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('the Guest List', () => {
  it('answers each order in turn, and the default order again after the others', async () => {
    await addGuest('Ola', 'Quist', 1);
    await addGuest('Pia', 'Quist', 2);
    await addGuest('Max', 'Qahn', 0);
    const names = async (query: string) => (await listed(query)).filter((g) => g.last_name.startsWith('Q')).map((g) => g.first_name);
    expect(await names('')).toEqual(['Max', 'Ola', 'Pia']);
    expect(await names('&order_by=arrival_date:DESC')).toEqual(['Max', 'Ola', 'Pia']);
    expect(await names('&order_by=arrival_date:ASC')).toEqual(['Pia', 'Ola', 'Max']);
    expect(await names('&order_by=name:DESC')).toEqual(['Pia', 'Ola', 'Max']);
    expect(await names('&order_by=confirmation_number:DESC')).toEqual(['Pia', 'Ola', 'Max']);
    expect(await names('')).toEqual(['Max', 'Ola', 'Pia']);
  });

  it("counts each guest's bookings the reader may read, with and without a search; spaces around a search are ignored", async () => {
    const guest = await addGuest('Rhea', 'Scoped', 1, 'L2');
    const companyId = owner.auth.company.id as number;
    const facilities = [];
    for (const [i, name] of ['List scope X', 'List scope Y'].entries()) {
      const place = await facilityWithActivity(api, owner, name);
      const type = created(await api.post('bookings/types', weeklyBody(place.activityId), { token: owner.token }));
      const [slot] = (await api.get(`bookings/slots?booking_type_id=${type.id}&limit=1`, { token: owner.token })).body.data as Json[];
      const startsAt = zonedInstant(slot!.date, slot!.start_time, TZ);
      const [booking] = await server.database.db
        .insert(bookings)
        .values({ companyId, number: 9100 + i, bookingTypeId: type.id, bookingSlotId: slot!.id, facilityId: place.facilityId, bookedByName: 'Owner', statusByName: 'Owner', dueAt: startsAt, startsAt })
        .returning({ id: bookings.id });
      await server.database.db.insert(bookingGuests).values({ companyId, bookingId: booking!.id, guestId: guest.id });
      facilities.push(place.facilityId);
    }
    const reader = await scopedStaff(api, owner, 'list-reader-x', 'read', [facilities[0]!]);
    const countOf = async (query: string, token?: string) => (await listed(query, token)).find((g) => g.id === guest.id)?.bookings_count;
    expect(await countOf('')).toBe(2);
    expect(await countOf('&q_name=Rhea')).toBe(2);
    expect(await countOf('', reader.token)).toBe(1);
    expect(await countOf('&q_name=Rhea', reader.token)).toBe(1);
    expect((await listed('&q_name=%20%20Rhea%20Scoped%20')).map((g) => g.id)).toEqual([guest.id]);
  });

  it('lists a guest whose room was removed with the empty room', async () => {
    const typeRes = await api.post('rooms/types', { name: 'Gone Villa' }, { token: owner.token });
    const type = created(typeRes);
    const room = (await api.post(`rooms/types/${type.id}/rooms`, { rooms: [{ number: 'G1' }] }, { token: owner.token })).body.data.rooms[0] as Json;
    const body = { first_name: 'Tam', last_name: 'Roomless', confirmation_number: 'CN-Tam', nationality: 'MDV', arrival_date: addDays(today(), -1), departure_date: addDays(today(), 2), room_id: room.id };
    const guest = created(await api.post('guests', body, { token: owner.token }));
    expect((await listed('&q_name=Roomless'))[0]).toMatchObject({ id: guest.id, room: { id: room.id, number: 'G1', type_name: 'Gone Villa' } });
    expect((await api.delete(`rooms/types/${type.id}`, { token: owner.token })).status).toBe(200);
    const [row] = (await listed('')).filter((g) => g.id === guest.id);
    expect(row).toBeDefined();
    expect(row!.room).toEqual({ id: 0, number: '', type_name: '' });
  });
});
