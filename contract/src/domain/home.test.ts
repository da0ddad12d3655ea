import { describe, expect, it } from 'vitest';
import { PERMISSION, ownerPermissions } from '../permissions';
import { homeSections, homeToday, isHomeBookingToday, setupOf, sortFacilityCounts, type HomeFacts } from './home';

const all = { objects: 'all' as const };
// 20:30 UTC on 1 March is already 2 March in the Maldives (UTC+5).
const now = new Date('2026-03-01T20:30:00Z');
const tz = 'Indian/Maldives';

const facts = (over: Partial<HomeFacts> = {}): HomeFacts => ({
  now,
  timeZone: tz,
  permissions: ownerPermissions(),
  bookings: [
    { status: 'new', facility_id: 1, facility_name: 'Spa', due_at: '2026-03-01T20:00:00Z', starts_at: '2026-03-02T04:00:00Z' },
    { status: 'new', facility_id: 2, facility_name: 'beach', due_at: '2026-03-05T04:00:00Z', starts_at: '2026-03-05T05:00:00Z' },
    { status: 'confirmed', facility_id: 2, facility_name: 'beach', due_at: '2026-03-02T04:00:00Z', starts_at: '2026-03-02T05:00:00Z' },
    { status: 'declined', facility_id: 2, facility_name: 'beach', due_at: '2026-03-02T04:00:00Z', starts_at: '2026-03-02T05:00:00Z' },
    { status: 'confirmed', facility_id: 1, facility_name: 'Spa', due_at: '2026-03-01T10:00:00Z', starts_at: '2026-03-01T11:00:00Z' },
  ],
  guests: [
    { arrival_date: '2026-03-02', departure_date: '2026-03-05', pms_checkin_at: null, pms_checkout_at: null },
    { arrival_date: '2026-02-25', departure_date: '2026-03-02', pms_checkin_at: null, pms_checkout_at: null },
    { arrival_date: '2026-02-25', departure_date: '2026-03-02', pms_checkin_at: '2026-02-25T09:00:00Z', pms_checkout_at: null },
    { arrival_date: '2026-02-20', departure_date: '2026-03-09', pms_checkin_at: null, pms_checkout_at: '2026-02-28T09:00:00Z' },
  ],
  company: { hasLogo: false, facilities: 2, rooms: 0, requestTypes: 1, users: 1 },
  ...over,
});

describe('homeToday', () => {
  it("counts in the company's day, which here is already tomorrow in UTC", () => {
    const day = homeToday(facts());
    expect(day.date).toBe('2026-03-02');
    expect(day.requests).toEqual({
      new: 2,
      overdue: 1,
      today_by_facility: [
        { id: 2, name: 'beach', count: 1 },
        { id: 1, name: 'Spa', count: 1 },
      ],
    });
    // Arrival today; two leave today, of whom the one checked in by the PMS is still in house.
    expect(day.guests).toEqual({ arrivals: 1, departures: 2, in_house: 2 });
    expect(day.setup).toEqual({ brand: false, facility: true, rooms: false, bookings: true, staff: false });
  });

  it('counts requests only within the read scope, and shows none without a request permission', () => {
    const scoped = homeToday(facts({ permissions: { [PERMISSION.readFacilityRequests]: { objects: [1] } } }));
    expect(scoped.requests).toEqual({ new: 1, overdue: 1, today_by_facility: [{ id: 1, name: 'Spa', count: 1 }] });
    expect(scoped.setup).toBeNull();
    const none = homeToday(facts({ permissions: {} }));
    expect(none.requests).toBeNull();
    expect(none.setup).toBeNull();
    expect(none.guests.in_house).toBe(2);
  });
});

describe('homeSections', () => {
  it('gives the checklist to administrators and owners only', () => {
    expect(homeSections({ [PERMISSION.companyAdministrator]: all }).setup).toBe(true);
    expect(homeSections({ [PERMISSION.companyOwner]: all }).setup).toBe(true);
    expect(homeSections({ [PERMISSION.manageHotelContent]: all }).setup).toBe(false);
    expect(homeSections({ [PERMISSION.manageFacilityRequests]: { objects: [3] } }).requests).toEqual([3]);
    expect(homeSections(null)).toEqual({ requests: null, setup: false });
  });
});

it('isHomeBookingToday: seats held, and the date in the zone', () => {
  expect(isHomeBookingToday('no_show', new Date('2026-03-01T19:30:00Z'), '2026-03-02', tz)).toBe(true);
  expect(isHomeBookingToday('no_show', new Date('2026-03-01T18:30:00Z'), '2026-03-02', tz)).toBe(false);
  expect(isHomeBookingToday('expired', new Date('2026-03-02T05:00:00Z'), '2026-03-02', tz)).toBe(false);
});

it('sortFacilityCounts: by name regardless of case, then id', () => {
  const rows = [{ id: 3, name: 'b', count: 1 }, { id: 2, name: 'A', count: 1 }, { id: 1, name: 'b', count: 1 }];
  expect(sortFacilityCounts(rows).map((r) => r.id)).toEqual([2, 1, 3]);
});

describe('sortFacilityCounts', () => {
  const ids = (rows: { id: number; name: string }[]) => sortFacilityCounts(rows.map((r) => ({ ...r, count: 1 }))).map((r) => r.id);

  it('puts facilities whose names differ only in case by id, whatever order they come in', () => {
    expect(ids([{ id: 3, name: 'spa' }, { id: 1, name: 'SPA' }, { id: 2, name: 'Spa' }])).toEqual([1, 2, 3]);
    expect(ids([{ id: 1, name: 'SPA' }, { id: 3, name: 'spa' }, { id: 2, name: 'Spa' }])).toEqual([1, 2, 3]);
  });

  it("orders by the lower-cased name's code units, as the server's lower(name) COLLATE \"C\" does", () => {
    // '_' (95) sorts before 'b' (98) but after 'B' (66).
    expect(ids([{ id: 1, name: 'Beach' }, { id: 2, name: '_Lounge' }])).toEqual([2, 1]);
  });
});

describe('setupOf', () => {
  const company = { hasLogo: false, facilities: 0, rooms: 0, requestTypes: 0, users: 1 };

  it('marks nothing done for a new company with only its owner', () => {
    expect(setupOf(company)).toEqual({ brand: false, facility: false, rooms: false, bookings: false, staff: false });
  });

  it('marks a step done from the first facility, room and request type, the logo, and a second user', () => {
    expect(setupOf({ hasLogo: true, facilities: 1, rooms: 1, requestTypes: 1, users: 2 })).toEqual({
      brand: true,
      facility: true,
      rooms: true,
      bookings: true,
      staff: true,
    });
  });
});

describe('homeToday guests', () => {
  it("counts arrivals and departures on the company's day", () => {
    const stay = (arrival_date: string, departure_date: string) => ({ arrival_date, departure_date, pms_checkin_at: null, pms_checkout_at: null });
    const day = homeToday(facts({ guests: [stay('2026-03-02', '2026-03-04'), stay('2026-02-27', '2026-03-02'), stay('2026-02-27', '2026-03-03')] }));
    expect(day.guests).toEqual({ arrivals: 1, departures: 1, in_house: 2 });
  });
});
