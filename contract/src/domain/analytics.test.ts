/** Home's analytics in the domain: the facility segment, the selector, and the mocks' aggregation over stored rows. */
import { describe, expect, it } from 'vitest';
import { ANALYTICS_ALL, monthRange } from '../analytics';
import type { BookingStatus } from '../bookings';
import {
  analyticsFacilities,
  analyticsFacility,
  BOOKING_STATUS_UI,
  bookingsByDate,
  bookingsByStatus,
  bookingsInRange,
  bookingsSummary,
  statusRows,
  type AnalyticsBookingRow,
} from './index';

const exists = (id: number) => id <= 20;

describe('analyticsFacility', () => {
  it('takes a facility id of one digit or several', async () => {
    await expect(analyticsFacility('12', [12], exists)).resolves.toBe(12);
    await expect(analyticsFacility('7', 'all', exists)).resolves.toBe(7);
  });

  it('answers 404 for a segment that only JavaScript reads as a number, or none', async () => {
    for (const segment of ['+2', ' 2', '0x2', '2.0', '2 ', '2e0', '', undefined]) {
      await expect(analyticsFacility(segment, 'all', () => true), String(segment)).rejects.toMatchObject({ status: 404 });
    }
  });

  it('answers 404 for an id no row can have, before asking whether it exists', async () => {
    let asked = false;
    const ask = () => (asked = true);
    await expect(analyticsFacility('9999999999', 'all', ask)).rejects.toMatchObject({ status: 404 });
    await expect(analyticsFacility('0', 'all', ask)).rejects.toMatchObject({ status: 404 });
    expect(asked).toBe(false);
  });

  it(`reads '${ANALYTICS_ALL}' as every facility (null) for the 'all' scope only`, async () => {
    await expect(analyticsFacility(ANALYTICS_ALL, 'all', exists)).resolves.toBeNull();
    await expect(analyticsFacility(ANALYTICS_ALL, [], exists)).rejects.toMatchObject({ status: 403 });
  });
});

describe('analyticsFacilities', () => {
  const facilities = [
    { id: 4, name: 'spa' },
    { id: 2, name: 'Spa' },
    { id: 3, name: 'Bar' },
    { id: 1, name: 'Café' },
    { id: 5, name: 'cafe' },
  ];

  it("offers the company's facilities with the 'all' scope, by name ignoring case and accents, then id", () => {
    expect(analyticsFacilities('all', facilities)).toEqual({
      all: true,
      facilities: [
        { id: 3, name: 'Bar' },
        { id: 1, name: 'Café' },
        { id: 5, name: 'cafe' },
        { id: 2, name: 'Spa' },
        { id: 4, name: 'spa' },
      ],
    });
  });

  it('offers only the permitted facilities to a scoped caller, without the All choice', () => {
    expect(analyticsFacilities([4, 3], facilities)).toEqual({ all: false, facilities: [{ id: 3, name: 'Bar' }, { id: 4, name: 'spa' }] });
    expect(analyticsFacilities([], facilities)).toEqual({ all: false, facilities: [] });
  });
});

describe('statusRows', () => {
  it('lists only the statuses that occur, in the statuses’ order, with the badge’s text and colour', () => {
    expect(statusRows({ expired: 1, new: 0, cancelled: 2, confirmed: 3 })).toEqual([
      { status: 'confirmed', ui_status: { text: BOOKING_STATUS_UI.confirmed.text, color: BOOKING_STATUS_UI.confirmed.color }, count: 3 },
      { status: 'cancelled', ui_status: { text: BOOKING_STATUS_UI.cancelled.text, color: BOOKING_STATUS_UI.cancelled.color }, count: 2 },
      { status: 'expired', ui_status: { text: BOOKING_STATUS_UI.expired.text, color: BOOKING_STATUS_UI.expired.color }, count: 1 },
    ]);
  });
});

// March 2026 in the Maldives (UTC+5): a local day starts at 19:00Z the day before.
const TZ = 'Indian/Maldives';
const MARCH = monthRange('2026-03');
interface Row extends AnalyticsBookingRow {
  id: number;
  /** The first staff action, minutes after creation (none: undefined). */
  actedAfter?: number;
}
const row = (id: number, starts_at: string, over: Partial<Row> = {}): Row => ({
  id,
  facility_id: 1,
  status: 'new',
  starts_at,
  created: '2026-02-20T10:00:00.000Z',
  ...over,
});
const rows: Row[] = [
  row(1, '2026-02-28T19:00:00Z', { status: 'confirmed', actedAfter: 30 }), // 1 March 00:00: the first moment in range
  row(2, '2026-03-31T18:59:00Z', { status: 'cancelled', actedAfter: 10 }), // 31 March 23:59: the last
  row(3, '2026-03-15T06:00:00Z'), // 15 March, no staff action yet
  row(4, '2026-03-31T19:00:00Z', { actedAfter: 1000 }), // 1 April
  row(5, '2026-02-28T18:59:00Z', { actedAfter: 1000 }), // 28 February 23:59: the previous period's last moment
  row(6, '2026-01-28T19:00:00Z'), // 29 January 00:00: the previous period's first moment
  row(7, '2026-01-28T18:59:00Z'), // 28 January: before both
  row(8, '2026-03-15T06:00:00Z', { facility_id: 2, status: 'completed', actedAfter: 1000 }), // another facility
];
const ids = (list: readonly { id: number }[]) => list.map((r) => r.id);
const firstActionAt = (r: Row) => (r.actedAfter === undefined ? undefined : new Date(Date.parse(r.created) + r.actedAfter * 60_000).toISOString());

describe('bookingsInRange', () => {
  it("keeps the facility's rows whose local start date is within the range, both ends included", () => {
    expect(ids(bookingsInRange(rows, 1, MARCH, TZ))).toEqual([1, 2, 3]);
    expect(bookingsInRange(rows, 1, MARCH, TZ)[0]!.local).toEqual({ date: '2026-03-01', day: 1, hour: 0 });
  });

  it('keeps every facility for null (All)', () => {
    expect(ids(bookingsInRange(rows, null, MARCH, TZ))).toEqual([1, 2, 3, 8]);
  });
});

describe('bookingsByDate', () => {
  it('counts each local day of the range, 0 on the days without', () => {
    const counts: Record<string, number> = { '2026-03-01': 1, '2026-03-15': 2, '2026-03-31': 1 };
    const expected = Array.from({ length: 31 }, (_, i) => {
      const date = `2026-03-${String(i + 1).padStart(2, '0')}`;
      return { date, count: counts[date] ?? 0 };
    });
    expect(bookingsByDate(rows, null, MARCH, TZ)).toEqual(expected);
    expect(bookingsByDate(rows, 2, MARCH, TZ).filter((r) => r.count)).toEqual([{ date: '2026-03-15', count: 1 }]);
  });
});

describe('bookingsByStatus', () => {
  it("counts the range's bookings per status, in the statuses' order", () => {
    const status = (s: BookingStatus, count: number) => ({ status: s, ui_status: { text: BOOKING_STATUS_UI[s].text, color: BOOKING_STATUS_UI[s].color }, count });
    expect(bookingsByStatus(rows, null, MARCH, TZ)).toEqual([status('new', 1), status('confirmed', 1), status('completed', 1), status('cancelled', 1)]);
    expect(bookingsByStatus(rows, 2, { start_date: '2026-03-16', end_date: '2026-03-31' }, TZ)).toEqual([]);
  });
});

describe('bookingsSummary', () => {
  it('totals the range and the same number of days before it, with the median minutes to the first staff action', () => {
    expect(bookingsSummary(rows, 1, MARCH, TZ, firstActionAt)).toEqual({
      time_zone: TZ,
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      total: 3,
      previous_start_date: '2026-01-29',
      previous_end_date: '2026-02-28',
      previous_total: 2,
      median_minutes_to_confirm: 20,
    });
  });

  it('has no median while no request of the range has a staff action', () => {
    expect(bookingsSummary(rows, 1, MARCH, TZ, () => undefined).median_minutes_to_confirm).toBeNull();
    expect(bookingsSummary(rows, 3, MARCH, TZ, firstActionAt)).toMatchObject({ total: 0, previous_total: 0, median_minutes_to_confirm: null });
  });
});
