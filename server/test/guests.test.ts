/**
 * Guests on the server (slice 3): the In House / Others split (the SQL agrees with the domain's
 * isInHouse), paging, order and search, the PMS fields and their clear (administrators only),
 * references (room, nationality), a room's in-house guests, deletion with bookings, and the
 * facility scope of a guest's bookings.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, PERMISSION, REQUESTS_TEXT, type Guest } from '@atoll/contract';
import { addDays, isInHouse, localDate, zonedInstant } from '@atoll/contract/domain';
import { bookingGuests, bookings, bookingSlots } from '../src/db/schema';
import type { ApiClient, Json } from './support/client';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import { created, facilityWithActivity, roomsOf, scopedStaff, weeklyBody } from './support/requestSetup';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;
let rooms: Map<string, number>;
const TZ = 'Indian/Maldives';
const today = () => localDate(new Date(), TZ);

beforeAll(async () => {
  ({ server, api, owner, other } = await startWithTenants('guests-co', 'guests-other'));
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

describe('the PMS fields', () => {
  it('are stored from administrators only; clearing the check-out is theirs alone', async () => {
    const stamp = '2026-01-02T03:04:05.000Z';
    const staff = await createStaff(api, owner, 'pms-staff');
    const fromStaff = await addGuest({ first_name: 'Staffmade', pms_checkin_at: stamp, pms_checkout_at: stamp }, staff.token);
    expect(fromStaff).toMatchObject({ pms_checkin_at: null, pms_checkout_at: null, in_house: true });

    const guest = await addGuest({ first_name: 'Pms', pms_checkin_at: stamp, pms_checkout_at: stamp });
    expect(guest).toMatchObject({ pms_checkin_at: stamp, pms_checkout_at: stamp, in_house: false });
    // A staff edit leaves them as they were.
    const edited = await api.patch(`guests/${guest.id}`, guestBody({ first_name: 'Pms2', pms_checkout_at: null }), { token: staff.token });
    expect(edited.body.data).toMatchObject({ first_name: 'Pms2', pms_checkout_at: stamp });

    expect((await api.post(`guests/${guest.id}/clear-pms-checkout`, {}, { token: staff.token })).status).toBe(403);
    const cleared = await api.post(`guests/${guest.id}/clear-pms-checkout`, {}, { token: owner.token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toBe(MSG.pmsCheckoutCleared);
    expect(cleared.body.data).toMatchObject({ pms_checkin_at: stamp, pms_checkout_at: null, in_house: true });
    expect((await api.post(`guests/${guest.id}/clear-pms-checkout`, {}, { token: other.token })).status).toBe(404);
  });
});

describe('the list', () => {
  it('pages, orders and searches (LIKE wildcards literally)', async () => {
    const fresh = await startWithTenants('guests-list', 'guests-list-other');
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
      expect((await get('q_name=a1')).data).toEqual([]);
      expect((await get('q_name=amy guest')).data.map((g) => g.first_name)).toEqual(['Amy']);
      expect((await fresh.api.get('guests/current?order_by=age', { token })).status).toBe(422);
      const first = (await get('q_name=amy')).data[0];
      expect(first).toMatchObject({ full_name: 'Amy Guest', nationality: 'MDV', nationality_text: 'Maldives', room: { number: '10', type_name: 'Suite' }, bookings_count: 0 });
    } finally {
      await fresh.server.close();
    }
  });
});

describe('references and validation', () => {
  it('the room must be the company’s, the nationality a country, departure after arrival', async () => {
    const theirRooms = await roomsOf(api, other, 'Their villa', ['7']);
    const foreign = await api.post('guests', guestBody({ room_id: theirRooms.get('7') }), { token: owner.token });
    expect(foreign.body.errors).toEqual({ room_id: [CONTENT_TEXT.chooseFromList] });
    const country = await api.post('guests', guestBody({ nationality: 'XXX' }), { token: owner.token });
    expect(country.body.errors).toEqual({ nationality: [CONTENT_TEXT.chooseFromList] });
    const dates = await api.post('guests', guestBody({ departure_date: addDays(today(), -1) }), { token: owner.token });
    expect(dates.body.errors).toEqual({ departure_date: [REQUESTS_TEXT.departureAfterArrival] });
    const mine = await addGuest({ first_name: 'Mine' });
    expect((await api.get(`guests/${mine.id}`, { token: other.token })).status).toBe(404);
    expect((await api.patch(`guests/${mine.id}`, guestBody(), { token: other.token })).status).toBe(404);
    expect((await api.delete(`guests/${mine.id}`, { token: other.token })).status).toBe(404);
  });
});

describe("a room's in-house guests", () => {
  it('lists only the guests staying in it today', async () => {
    const room = rooms.get('201')!;
    const here = await addGuest({ first_name: 'Zoe', last_name: 'Here', room_id: room, confirmation_number: 'R-1' });
    const also = await addGuest({ first_name: 'Abe', last_name: 'Here', room_id: room, confirmation_number: 'R-2' });
    await addGuest({ first_name: 'Gone', room_id: room, arrival_date: addDays(today(), -5), departure_date: addDays(today(), -1) });
    await addGuest({ first_name: 'Elsewhere', room_id: rooms.get('102') });
    const staff = await createStaff(api, owner, 'room-staff');
    const res = await api.get(`rooms/${room}/in-house-guests`, { token: staff.token });
    expect(res.body.data).toEqual([
      { id: also.id, full_name: 'Abe Here', confirmation_number: 'R-2' },
      { id: here.id, full_name: 'Zoe Here', confirmation_number: 'R-1' },
    ]);
    expect((await api.get(`rooms/${room}/in-house-guests`, { token: other.token })).status).toBe(404);
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
    await db.insert(bookingGuests).values({ bookingId: booking!.id, guestId: guest.id });

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
