/**
 * Guests on the server: what only SQL can get wrong. The In House / Others split on today's
 * boundaries (the SQL agrees with the domain's isInHouse), LIKE wildcards taken literally and the
 * list's text orders, and a guest's bookings (rows written into the tables: their facility scope,
 * and deleting the guest keeps the booking). The guest's shape, validation, the PMS fields and their
 * clear, a room's in-house guests, paging, search and tenancy are written once in
 * conformance/groups/guests.ts (server and mocks).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, type Guest } from '@atoll/contract';
import { addDays, isInHouse, localDate, zonedInstant } from '@atoll/contract/domain';
import { bookingGuests, bookings, bookingSlots } from '../src/db/schema';
import type { ApiClient, Json } from './support/client';
import { createStaff, startWithTenant, type Tenant } from './support/fixtures';
import { created, facilityWithActivity, roomsOf, scopedStaff, weeklyBody } from './support/requestSetup';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let rooms: Map<string, number>;
const TZ = 'Indian/Maldives';
const today = () => localDate(new Date(), TZ);

beforeAll(async () => {
  ({ server, api, owner } = await startWithTenant('guests-co'));
  rooms = await roomsOf(api, owner, 'Beach Villa', ['101', '102', '201']);
});
afterAll(() => server.close());

const guestBody = (extra: Json = {}): Json => ({
  first_name: 'Ann',
  last_name: 'Lee',
  confirmation_number: 'CN-1',
  nationality: 'MDV',
  arrival_date: addDays(today(), -1),
  departure_date: addDays(today(), 3),
  room_id: rooms.get('101'),
  ...extra,
});

const addGuest = async (extra: Json = {}, token = owner.token): Promise<Guest> => created(await api.post('guests', guestBody(extra), { token }));
const listOf = async (path: string, token = owner.token, client = api): Promise<{ data: Guest[]; meta: Json }> => {
  const res = await client.get(path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('in house or not', () => {
  it('guests/current and guests/others split by the domain rule', async () => {
    const staff = await createStaff(api, owner, 'split-staff');
    const admin = await createStaff(api, owner, 'split-admin', { [PERMISSION.companyAdministrator]: { objects: 'all' } });
    const t = today();
    const cases: [string, Json][] = [
      ['Staying', {}],
      ['Arriving today', { arrival_date: t, departure_date: addDays(t, 2) }],
      ['Leaving today', { arrival_date: addDays(t, -3), departure_date: t }],
      ['Future', { arrival_date: addDays(t, 5), departure_date: addDays(t, 7) }],
      ['Checked in early', { arrival_date: addDays(t, 5), departure_date: addDays(t, 7), pms_checkin_at: new Date().toISOString() }],
      ['Checked out', { pms_checkin_at: new Date().toISOString(), pms_checkout_at: new Date().toISOString() }],
    ];
    const made: Guest[] = [];
    for (const [name, extra] of cases) made.push(await addGuest({ first_name: name, last_name: 'Split', confirmation_number: `S-${name}`, ...extra }, admin.token));
    for (const guest of made) expect(guest.in_house).toBe(isInHouse(guest, t));
    expect(made.map((g) => g.in_house)).toEqual([true, true, false, false, true, false]);

    const current = (await listOf('guests/current?q_name=Split&limit=100', staff.token)).data.map((g) => g.first_name);
    const others = (await listOf('guests/others?q_name=Split&limit=100', staff.token)).data.map((g) => g.first_name);
    expect(current.sort()).toEqual(made.filter((g) => g.in_house).map((g) => g.first_name).sort());
    expect(others.sort()).toEqual(made.filter((g) => !g.in_house).map((g) => g.first_name).sort());
  });
});

describe('the list', () => {
  it('searches with LIKE wildcards taken literally; orders rooms and dates as text and dates; pages', async () => {
    const fresh = await startWithTenant('guests-list');
    try {
      const token = fresh.owner.token;
      const roomIds = await roomsOf(fresh.api, fresh.owner, 'Suite', ['9', '10', 'A1']);
      const names = ['zed', 'Amy', 'bob', 'Cat', 'dan', '100% Eve', 'Fay_x', 'Faygx'];
      for (const [i, name] of names.entries()) {
        created(
          await fresh.api.post(
            'guests',
            guestBody({ first_name: name, last_name: 'Guest', confirmation_number: `K-${i}`, room_id: [...roomIds.values()][i % 3], departure_date: addDays(today(), i + 1) }),
            { token },
          ),
        );
      }
      const get = async (query: string) => (await listOf(`guests/current?${query}`, token, fresh.api)) as { data: Guest[]; meta: Json };
      const byName = await get('limit=2&page=2');
      expect(byName.meta).toEqual({ total: 8, page: 2, limit: 2 });
      expect(byName.data.map((g) => g.first_name)).toEqual(['bob', 'Cat']);
      expect((await get('order_by=name:DESC&limit=1')).data.map((g) => g.first_name)).toEqual(['zed']);
      expect((await get('order_by=departure_date:DESC&limit=1')).data[0].first_name).toBe('Faygx');
      expect((await get('order_by=confirmation_number:ASC&limit=1')).data[0].confirmation_number).toBe('K-0');
      expect((await get('order_by=room:ASC&limit=100')).data.map((g) => g.room.number)).toEqual([...'11122233'].map((n) => ['10', '9', 'A1'][Number(n) - 1]).sort());
      expect((await get(`q_name=${encodeURIComponent('0%')}`)).data.map((g) => g.first_name)).toEqual(['100% Eve']);
      expect((await get('q_name=fay_')).data.map((g) => g.first_name)).toEqual(['Fay_x']);
      expect((await get('q_name=k-3')).data.map((g) => g.first_name)).toEqual(['Cat']);
      // A room number finds the room's guests (the front desk searches by room too).
      expect((await get('q_name=a1')).data.map((g) => g.first_name)).toEqual(['100% Eve', 'bob']);
    } finally {
      await fresh.server.close();
    }
  });
});

describe("a guest's bookings", () => {
  it('count and list only those the caller may read; deleting the guest keeps the booking', async () => {
    const x = await facilityWithActivity(api, owner, 'Guest scope X');
    const type = created(await api.post('bookings/types', weeklyBody(x.activityId), { token: owner.token }));
    const [slot] = (await api.get(`bookings/slots?booking_type_id=${type.id}&limit=1`, { token: owner.token })).body.data;
    const guest = await addGuest({ first_name: 'Booked' });
    const { db } = server.database;
    const startsAt = zonedInstant(slot.date, slot.start_time, TZ);
    const [booking] = await db
      .insert(bookings)
      .values({
        companyId: owner.auth.company.id,
        number: 9001,
        bookingTypeId: type.id,
        bookingSlotId: slot.id,
        facilityId: x.facilityId,
        bookedByName: 'Owner Person',
        statusByName: 'Owner Person',
        dueAt: startsAt,
        startsAt,
      })
      .returning({ id: bookings.id });
    await db.insert(bookingGuests).values({ companyId: owner.auth.company.id, bookingId: booking!.id, guestId: guest.id });

    const one = (await api.get(`guests/${guest.id}`, { token: owner.token })).body.data;
    expect(one.bookings_count).toBe(1);
    expect(one.bookings).toEqual([expect.objectContaining({ id: booking!.id, number: 9001, status: 'new', booking_slot: expect.objectContaining({ id: slot.id }) })]);

    const inScope = await scopedStaff(api, owner, 'guest-reader-x', 'read', [x.facilityId]);
    const y = await facilityWithActivity(api, owner, 'Guest scope Y');
    const outOfScope = await scopedStaff(api, owner, 'guest-reader-y', 'read', [y.facilityId]);
    const plain = await createStaff(api, owner, 'guest-plain');
    expect((await api.get(`guests/${guest.id}`, { token: inScope.token })).body.data.bookings_count).toBe(1);
    for (const token of [outOfScope.token, plain.token]) {
      const seen = (await api.get(`guests/${guest.id}`, { token })).body.data;
      expect(seen).toMatchObject({ bookings_count: 0, bookings: [] });
    }
    const listed = (await listOf('guests/current?q_name=Booked', owner.token)).data[0];
    expect(listed.bookings_count).toBe(1);

    expect((await api.delete(`guests/${guest.id}`, { token: plain.token })).status).toBe(200);
    expect((await api.get(`guests/${guest.id}`, { token: owner.token })).status).toBe(404);
    const [still] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking!.id));
    expect(still).toEqual({ id: booking!.id });
    const [seats] = await db.select({ n: bookingSlots.bookingsCount }).from(bookingSlots).where(eq(bookingSlots.id, slot.id));
    expect(seats).toBeDefined();
  });
});
