/**
 * Home's analytics on the server (issue 19): what only SQL and time zones can get wrong, against
 * hand-computed figures. Bookings are inserted at chosen instants (their slot's start, starts_at) and
 * read in the company's zone: Europe/Berlin across a month's edges and both 2026 changes of its clock
 * (29 March: 02:00 CET → 03:00 CEST, no 02:00; 25 October: 03:00 CEST → 02:00 CET, 02:00 twice), and
 * Indian/Maldives (UTC+5, none). A booking at 23:30 local stays on its own day and hour. Every answer
 * is also what the mocks' aggregation (@atoll/contract/domain) makes of the same rows. Runs on PGlite,
 * and on PostgreSQL with DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus, BookingsByDateRow, BookingsByHourRow, BookingsByStatusRow, BookingsSummary } from '@atoll/contract';
import { BOOKING_LOG, HOLDS_SEATS, SYSTEM_NAME, isStaffAction, bookingsByDate as domainByDate, bookingsByHour as domainByHour, bookingsByStatus as domainByStatus, bookingsSummary as domainSummary, statusLog } from '@atoll/contract/domain';
import { bookingLogs, bookings, bookingSlots } from '../src/db/schema';
import { tenant } from '../src/db/tenant';
import { addSlot, seedBookable, type Bookable } from './support/bookings';
import { createTenant, startWithTenant, type Tenant } from './support/fixtures';
import { scopedStaff, setTimeZone } from './support/requestSetup';
import type { ApiClient } from './support/client';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let berlin: Tenant;
let maldives: Tenant;
let spa: Bookable;
let dive: Bookable;
let lagoon: Bookable;

interface Made {
  id: number;
  facility_id: number;
  status: BookingStatus;
  starts_at: string;
  created: string;
}
const made = new Map<number, Made[]>();
const logsOf = new Map<number, string>();
let number = 1000;

/** A booking of `b` starting at the UTC instant `startsAt`, created `createdAt` (default: a day before). */
async function booking(b: Bookable, startsAt: string, status: BookingStatus = 'new', createdAt?: string): Promise<number> {
  const slotId = await addSlot(server, b, '2026-01-01', `${String(number % 24).padStart(2, '0')}:00`, '23:59');
  // The seats the booking holds, as the bookings service leaves them (the sweep gives expired ones back).
  if (HOLDS_SEATS.includes(status)) await server.database.db.update(bookingSlots).set({ bookedPax: 1, bookingsCount: 1 }).where(eq(bookingSlots.id, slotId));
  const starts = new Date(startsAt);
  const created = new Date(createdAt ?? starts.getTime() - 86_400_000);
  number += 1;
  const [row] = await server.database.db
    .insert(bookings)
    .values({ companyId: b.companyId, number, bookingTypeId: b.typeId, bookingSlotId: slotId, facilityId: b.facilityId, status, bookedByName: 'Owner', statusByName: 'Owner', dueAt: starts, startsAt: starts, createdAt: created })
    .returning({ id: bookings.id });
  const list = made.get(b.companyId) ?? [];
  list.push({ id: row!.id, facility_id: b.facilityId, status, starts_at: starts.toISOString(), created: created.toISOString() });
  made.set(b.companyId, list);
  return row!.id;
}

/** Timeline entries `minutes` after the booking's creation. */
async function logs(b: Bookable, bookingId: number, entries: [text: string, by: string, minutes: number][]) {
  const created = made.get(b.companyId)!.find((m) => m.id === bookingId)!.created;
  const values = entries.map(([text, changedBy, minutes]) => ({ bookingId, text, changedBy, createdAt: new Date(Date.parse(created) + minutes * 60_000) }));
  await tenant(server.database.db, b.companyId).insertChild(bookingLogs, values);
  for (const v of values) if (isStaffAction({ text: v.text, changed_by: v.changedBy })) {
    const seen = logsOf.get(bookingId);
    if (!seen || v.createdAt.toISOString() < seen) logsOf.set(bookingId, v.createdAt.toISOString());
  }
  // What the bookings service writes with the first staff entry (services/bookings: firstAction).
  const first = logsOf.get(bookingId);
  if (first) await server.database.db.update(bookings).set({ firstActionAt: new Date(first) }).where(eq(bookings.id, bookingId));
}

beforeAll(async () => {
  ({ server, api, owner: berlin } = await startWithTenant('analytics-berlin'));
  maldives = await createTenant(api, server.url, 'analytics-male');
  await setTimeZone(server, berlin.auth.company.id, 'Europe/Berlin');
  spa = await seedBookable(server, api, berlin, { name: 'Spa' });
  dive = await seedBookable(server, api, berlin, { name: 'Dive' });
  lagoon = await seedBookable(server, api, maldives, { name: 'Lagoon' });

  // Berlin, March 2026 and its edges (CET = UTC+1 until 29 March 01:00 UTC, then CEST = UTC+2).
  const firstOfMarch = await booking(spa, '2026-02-28T23:30:00Z', 'confirmed'); // Sun 1 Mar 00:30
  await booking(spa, '2026-02-28T22:30:00Z', 'completed'); // Sat 28 Feb 23:30: February
  await booking(spa, '2026-01-28T23:30:00Z'); // Thu 29 Jan 00:30: the period before March starts here
  await booking(spa, '2026-01-28T22:30:00Z'); // Wed 28 Jan 23:30: before it
  const lastOfMarch = await booking(spa, '2026-03-31T21:30:00Z', 'declined'); // Tue 31 Mar 23:30 CEST
  await booking(spa, '2026-03-31T22:30:00Z', 'cancelled'); // Wed 1 Apr 00:30: April
  await booking(spa, '2026-03-28T23:30:00Z', 'cancelled'); // Sun 29 Mar 00:30 CET
  const beforeChange = await booking(spa, '2026-03-29T00:30:00Z', 'confirmed'); // Sun 29 Mar 01:30 CET
  const afterChange = await booking(spa, '2026-03-29T01:30:00Z', 'expired'); // Sun 29 Mar 03:30 CEST
  await booking(dive, '2026-03-14T18:00:00Z', 'confirmed'); // Sat 14 Mar 19:00, the other facility
  // October: 02:30 happens twice on Sunday the 25th.
  await booking(spa, '2026-10-24T22:30:00Z'); // Sun 25 Oct 00:30 CEST
  await booking(spa, '2026-10-25T00:30:00Z'); // 02:30 CEST
  await booking(spa, '2026-10-25T01:30:00Z'); // 02:30 CET
  await booking(spa, '2026-10-25T22:30:00Z'); // Sun 25 Oct 23:30 CET
  await booking(spa, '2026-10-25T23:30:00Z'); // Mon 26 Oct 00:30

  // Maldives (UTC+5).
  await booking(lagoon, '2026-03-31T18:30:00Z', 'confirmed'); // Tue 31 Mar 23:30
  await booking(lagoon, '2026-03-31T19:30:00Z'); // Wed 1 Apr 00:30
  await booking(lagoon, '2026-02-28T18:59:00Z'); // Sat 28 Feb 23:59
  await booking(lagoon, '2026-02-28T19:00:00Z'); // Sun 1 Mar 00:00

  // Staff actions: 10, 30 (after a System expiry at 5), 15 and 20 minutes → median 17.5 → 18.
  await logs(spa, firstOfMarch, [[BOOKING_LOG.created, 'Owner', 0], [statusLog('confirmed'), 'Front Desk', 10]]);
  await logs(spa, afterChange, [[BOOKING_LOG.created, 'Owner', 0], ['Booking expired', SYSTEM_NAME, 5], [BOOKING_LOG.assigned('Ana'), 'Front Desk', 30]]);
  await logs(spa, lastOfMarch, [[BOOKING_LOG.created, 'Owner', 0], [statusLog('declined'), 'Front Desk', 45], [BOOKING_LOG.remarksUpdated, 'Ana', 15]]);
  await logs(spa, beforeChange, [[BOOKING_LOG.created, 'Owner', 0], [statusLog('confirmed'), 'Ana', 20]]);
}, 120_000);
afterAll(() => server.close());

const read = async <T>(who: { token: string }, kind: string, facility: number | 'all', start: string, end: string): Promise<T> => {
  const res = await api.get(`ui/analytics/${kind}/${facility}?start_date=${start}&end_date=${end}`, { token: who.token });
  expect(res.status, JSON.stringify(res.body) + JSON.stringify(server.logs.at(-1))).toBe(200);
  return res.body.data as T;
};
const busy = <T extends { count: number }>(rows: T[]) => rows.filter((r) => r.count > 0);
const rowsOf = (t: Tenant) => made.get(t.auth.company.id as number)!;

describe('Europe/Berlin', () => {
  it("counts March on the company's days: 00:30 on the 1st and 23:30 on the 31st in, their neighbours out, a zero for every quiet day", async () => {
    const days = await read<BookingsByDateRow[]>(berlin, 'bookings-by-date', spa.facilityId, '2026-03-01', '2026-03-31');
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: '2026-03-01', count: 1 });
    expect(busy(days)).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-29', count: 3 },
      { date: '2026-03-31', count: 1 },
    ]);
    expect(days.filter((d) => d.count === 0)).toHaveLength(28);
    const all = await read<BookingsByDateRow[]>(berlin, 'bookings-by-date', 'all', '2026-03-01', '2026-03-31');
    expect(busy(all)).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-14', count: 1 },
      { date: '2026-03-29', count: 3 },
      { date: '2026-03-31', count: 1 },
    ]);
    expect(all).toEqual(domainByDate(rowsOf(berlin), null, { start_date: '2026-03-01', end_date: '2026-03-31' }, 'Europe/Berlin'));
  });

  it('reads the hours across the March change (no 02:00) and the October one (02:00 twice)', async () => {
    const march = await read<BookingsByHourRow[]>(berlin, 'bookings-by-hour', spa.facilityId, '2026-03-01', '2026-03-31');
    expect(march).toHaveLength(168);
    expect(march.slice(0, 3)).toEqual([0, 1, 2].map((hour) => ({ day: 1, hour, count: expect.any(Number) })));
    // Sundays (1): 1 Mar 00:30, 29 Mar 00:30, 01:30 and 03:30; Tuesday (3) 31 Mar 23:30.
    expect(busy(march)).toEqual([
      { day: 1, hour: 0, count: 2 },
      { day: 1, hour: 1, count: 1 },
      { day: 1, hour: 3, count: 1 },
      { day: 3, hour: 23, count: 1 },
    ]);
    const october = await read<BookingsByHourRow[]>(berlin, 'bookings-by-hour', spa.facilityId, '2026-10-25', '2026-10-25');
    expect(busy(october)).toEqual([
      { day: 1, hour: 0, count: 1 },
      { day: 1, hour: 2, count: 2 },
      { day: 1, hour: 23, count: 1 },
    ]);
    expect(await read(berlin, 'bookings-by-date', spa.facilityId, '2026-10-24', '2026-10-26')).toEqual([
      { date: '2026-10-24', count: 0 },
      { date: '2026-10-25', count: 4 },
      { date: '2026-10-26', count: 1 },
    ]);
    expect(october).toEqual(domainByHour(rowsOf(berlin), spa.facilityId, { start_date: '2026-10-25', end_date: '2026-10-25' }, 'Europe/Berlin'));
  });

  it('counts every status that occurs, cancelled, declined and expired included, in the status order', async () => {
    const statuses = await read<BookingsByStatusRow[]>(berlin, 'bookings-by-status', 'all', '2026-03-01', '2026-03-31');
    expect(statuses.map((s) => [s.status, s.ui_status.text, s.count])).toEqual([
      ['confirmed', 'Confirmed', 3],
      ['declined', 'Declined', 1],
      ['cancelled', 'Cancelled', 1],
      ['expired', 'Expired', 1],
    ]);
    expect(statuses).toEqual(domainByStatus(rowsOf(berlin), null, { start_date: '2026-03-01', end_date: '2026-03-31' }, 'Europe/Berlin'));
  });

  it('sums up against the 31 days before (29 Jan–28 Feb) and times the first staff action', async () => {
    const summary = await read<BookingsSummary>(berlin, 'bookings-summary', spa.facilityId, '2026-03-01', '2026-03-31');
    expect(summary).toEqual({
      time_zone: 'Europe/Berlin',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      total: 5,
      previous_start_date: '2026-01-29',
      previous_end_date: '2026-02-28',
      previous_total: 2,
      median_minutes_to_confirm: 18,
    });
    const query = { start_date: '2026-03-01', end_date: '2026-03-31' };
    expect(summary).toEqual(domainSummary(rowsOf(berlin), spa.facilityId, query, 'Europe/Berlin', (r) => logsOf.get(r.id)));
    // The dive's one request has no staff action.
    expect((await read<BookingsSummary>(berlin, 'bookings-summary', dive.facilityId, '2026-03-01', '2026-03-31')).median_minutes_to_confirm).toBeNull();
  });
});

describe('Indian/Maldives', () => {
  it('puts 23:30 on the 31st and 00:00 on the 1st in March, 00:30 on 1 April and 23:59 on 28 February out', async () => {
    const days = await read<BookingsByDateRow[]>(maldives, 'bookings-by-date', 'all', '2026-03-01', '2026-03-31');
    expect(busy(days)).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-31', count: 1 },
    ]);
    const hours = await read<BookingsByHourRow[]>(maldives, 'bookings-by-hour', lagoon.facilityId, '2026-03-01', '2026-03-31');
    expect(busy(hours)).toEqual([
      { day: 1, hour: 0, count: 1 },
      { day: 3, hour: 23, count: 1 },
    ]);
    const query = { start_date: '2026-02-28', end_date: '2026-04-01' };
    expect(await read(maldives, 'bookings-by-date', 'all', query.start_date, query.end_date)).toEqual(domainByDate(rowsOf(maldives), null, query, 'Indian/Maldives'));
    expect(await read(maldives, 'bookings-by-hour', 'all', query.start_date, query.end_date)).toEqual(domainByHour(rowsOf(maldives), null, query, 'Indian/Maldives'));
  });

  it("never counts another company's bookings, and answers 404 for its facility", async () => {
    const statuses = await read<BookingsByStatusRow[]>(maldives, 'bookings-by-status', 'all', '2026-01-01', '2026-12-31');
    expect(statuses.reduce((n, s) => n + s.count, 0)).toBe(4);
    const res = await api.get(`ui/analytics/bookings-by-date/${spa.facilityId}?start_date=2026-03-01&end_date=2026-03-31`, { token: maldives.token });
    expect(res.status).toBe(404);
    // A facility id beyond the integer range is a missing facility, not a database error.
    const huge = await api.get('ui/analytics/bookings-by-date/99999999999?start_date=2026-03-01&end_date=2026-03-31', { token: maldives.token });
    expect(huge.status).toBe(404);
  });
});

describe('the facility choices', () => {
  it("lists the company's facilities by name with All for the owner; a scoped reader gets theirs only, and 403 for the rest", async () => {
    const res = await api.get('ui/analytics/facilities', { token: berlin.token });
    expect(res.body.data).toEqual({ all: true, facilities: [{ id: dive.facilityId, name: 'Dive Place' }, { id: spa.facilityId, name: 'Spa Place' }] });
    const reader = await scopedStaff(api, berlin, 'analytics-spa', 'read', [spa.facilityId]);
    expect((await api.get('ui/analytics/facilities', { token: reader.token })).body.data).toEqual({ all: false, facilities: [{ id: spa.facilityId, name: 'Spa Place' }] });
    expect(await read(reader, 'bookings-by-date', spa.facilityId, '2026-03-01', '2026-03-02')).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-02', count: 0 },
    ]);
    for (const facility of [dive.facilityId, 'all'] as const) {
      expect((await api.get(`ui/analytics/bookings-by-date/${facility}?start_date=2026-03-01&end_date=2026-03-31`, { token: reader.token })).status).toBe(403);
    }
  });
});
