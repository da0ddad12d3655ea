/**
 * The mocks' guests: the seeded scenario (who is in house and why, the default order, rooms and
 * their guests, the bookings a guest's scope shows) over the store. The rules both backends answer
 * (fields, validation, PMS fields and their clear, a room's in-house guests, paging, search,
 * tenancy) are written once in conformance/groups/guests.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, PERMISSION, type Guest, type GuestOption, type Paged } from '@atoll/contract';
import { addDays, localDate } from '@atoll/contract/domain';
import { BUSY_RESORT, mockDb, resetMockStore, scenarioTokens } from './index';
import { createSession } from './session';
import { call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort', 'newCompany'));

const { admin, staff } = scenarioTokens.busyResort;
const today = localDate(new Date(), DEFAULT_TIMEZONE);
const list = (tab: 'current' | 'others', query = '', token: string = admin) => call<Paged<Guest>>('GET', `guests/${tab}?${query}`, { token });
const guestNamed = (last: string) => {
  const row = mockDb.requests.guests.find((g) => g.last_name === last);
  if (!row) throw new Error(`No guest ${last}`);
  return row;
};
const roomId = (number: string) => mockDb.content.roomTypes.flatMap((t) => t.rooms).find((r) => r.number === number)?.id ?? 0;
const body = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Nina',
  last_name: 'Berg',
  confirmation_number: 'NB-1',
  nationality: 'NOR',
  arrival_date: today,
  departure_date: addDays(today, 3),
  room_id: roomId('102'),
  ...extra,
});

describe('GET guests/current and guests/others', () => {
  it('splits the guests by the in-house rule on the company today', async () => {
    const current = await list('current', 'limit=50');
    const others = await list('others', 'limit=50');
    expect(current.body.meta.total).toBe(7);
    expect(others.body.meta.total).toBe(5);
    expect(current.body.data.every((g) => g.in_house)).toBe(true);
    expect(others.body.data.some((g) => g.in_house)).toBe(false);
    // A PMS check-in puts Müller in house before arrival; a PMS check-out sends Sato out before departure.
    expect(current.body.data.map((g) => g.last_name)).toContain('Müller');
    expect(others.body.data.map((g) => g.last_name)).toEqual(expect.arrayContaining(['Sato', 'García', 'Martin']));
  });

  it('orders by last name by default, searches name and confirmation number, pages', async () => {
    const names = (await list('current', 'limit=50')).body.data.map((g) => g.last_name);
    expect(names).toEqual(['Larsen', 'Larsen', 'Müller', "O'Brien", 'Rahman', 'Rossi', 'Tanaka']);
    const byDeparture = (await list('current', 'order_by=departure_date:DESC&limit=50')).body.data.map((g) => g.departure_date);
    expect(byDeparture).toEqual([...byDeparture].sort().reverse());
    expect((await list('current', 'q_name=emma lar')).body.data.map((g) => g.full_name)).toEqual(['Emma Larsen']);
    const confirmation = guestNamed('Tanaka').confirmation_number;
    expect((await list('current', `q_name=${confirmation.toLowerCase()}`)).body.data.map((g) => g.last_name)).toEqual(['Tanaka']);
    const page = await list('current', 'limit=5&page=2');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toEqual({ total: 7, page: 2, limit: 5 });
  });

  it('the new company starts without guests', async () => {
    expect((await list('current', '', scenarioTokens.newCompany.owner)).body.meta.total).toBe(0);
  });
});

describe('guests CRUD', () => {
  it('creates a guest in a room of the scenario (its type name) and in house', async () => {
    const created = await call<{ data: Guest }>('POST', 'guests', { token: staff, body: body() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ full_name: 'Nina Berg', nationality_text: 'Norway', room: { number: '102', type_name: 'Deluxe Room' }, in_house: true, bookings: [] });
  });

});

describe('GET rooms/{id}/in-house-guests', () => {
  it('lists the guests in house in the room, by name', async () => {
    const villa = await call<{ data: GuestOption[] }>('GET', `rooms/${roomId('Water Villa 1')}/in-house-guests`, { token: staff });
    expect(villa.body.data.map((g) => g.full_name)).toEqual(['Emma Larsen', 'Oliver Larsen']);
    // 103: García has left, Müller is checked in by the PMS.
    const room103 = await call<{ data: GuestOption[] }>('GET', `rooms/${roomId('103')}/in-house-guests`, { token: staff });
    expect(room103.body.data.map((g) => g.full_name)).toEqual(['Lukas Müller']);
  });
});

describe("a guest's bookings: those the caller may read", () => {
  it('counts and lists only bookings of facilities in the caller request scope', async () => {
    const larsen = guestNamed('Larsen');
    const all = mockDb.requests.bookings.filter((b) => b.guest_ids.includes(larsen.id));
    expect(all.length).toBeGreaterThan(0);
    const seen = async (token: string) => (await call<{ data: Guest }>('GET', `guests/${larsen.id}`, { token })).body.data;
    const forAdmin = await seen(admin);
    expect(forAdmin.bookings_count).toBe(all.length);
    expect(forAdmin.bookings?.map((b) => b.id).sort()).toEqual(all.map((b) => b.id).sort());

    // nadia reads the requests of facility 2 only.
    const nadia = mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id);
    if (!nadia) throw new Error('no staff');
    nadia.permissions = { ...nadia.permissions, [PERMISSION.readFacilityRequests]: { objects: [2] } };
    const scoped = await seen(staff);
    expect(scoped.bookings_count).toBe(all.filter((b) => b.facility_id === 2).length);
    expect(scoped.bookings?.every((b) => b.booking_type.facility_id === 2)).toBe(true);

    // Without a request permission, no bookings at all (the guest itself is still there).
    const plain = mockDb.users.find((u) => u.company_id === nadia.company_id && Object.keys(u.permissions ?? {}).length === 0 && u.status === 'active');
    if (!plain) throw new Error('no user without permissions');
    const none = await seen(createSession(plain.id));
    expect(none).toMatchObject({ bookings_count: 0, bookings: [] });
    expect((await list('current', 'q_name=emma', createSession(plain.id))).body.data[0]?.bookings_count).toBe(0);
  });
});
