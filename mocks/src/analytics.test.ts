/**
 * busyResort's past requests for Home's charts (withBookingHistory, opt-in): this month up to
 * yesterday and all of last month have requests at both facilities, on the days and hours the
 * company's time zone gives them, in final statuses only, and the analytics handlers read them
 * (the rules both backends answer are in conformance/groups/analytics.ts).
 */
import { beforeEach, expect, it } from 'vitest';
import { ANALYTICS_PATHS, monthRange, type BookingsByDateRow, type BookingsByStatusRow, type BookingsSummary } from '@atoll/contract';
import { addDays, HOLDS_SEATS } from '@atoll/contract/domain';
import { companyToday } from './bookingStore';
import { mockDb, resetMockStore, scenarioTokens, withBookingHistory } from './index';
import { call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort'));

const owner = scenarioTokens.busyResort.owner;
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const get = async <T>(path: string) => data<T>(await call('GET', path, { token: owner }));
const range = (q: { start_date: string; end_date: string }) => `?start_date=${q.start_date}&end_date=${q.end_date}`;

it('adds two months of past requests at the restaurant and the spa, leaving the queue, today and the guests alone', async () => {
  const today = companyToday(100);
  const before = mockDb.requests.bookings.length;
  const newOnes = mockDb.requests.bookings.filter((b) => b.status === 'new').length;
  withBookingHistory();
  const added = mockDb.requests.bookings.slice(before);
  expect(added.length).toBeGreaterThan(100);
  expect(new Set(added.map((b) => b.facility_id))).toEqual(new Set([1, 2]));
  expect(added.every((b) => b.starts_at < new Date().toISOString() && b.guest_ids.length === 0 && b.room_id === null)).toBe(true);
  expect(added.some((b) => b.status === 'new' || b.status === 'confirmed')).toBe(false);
  expect(mockDb.requests.bookings.filter((b) => b.status === 'new')).toHaveLength(newOnes);
  // Seats follow the statuses, as the domain's seatsOf says.
  const held = added.filter((b) => HOLDS_SEATS.includes(b.status)).length;
  expect(held).toBeGreaterThan(0);

  const lastMonth = monthRange(addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7));
  const days = await get<BookingsByDateRow[]>(ANALYTICS_PATHS.byDate('all') + range(lastMonth));
  expect(days.every((d) => d.count > 0)).toBe(true);
  const statuses = await get<BookingsByStatusRow[]>(ANALYTICS_PATHS.byStatus(1) + range(lastMonth));
  expect(statuses.map((s) => s.status)).toEqual(['completed', 'declined', 'cancelled', 'no_show', 'expired']);
  const summary = await get<BookingsSummary>(ANALYTICS_PATHS.summary('all') + range(lastMonth));
  expect(summary.total).toBe(days.reduce((n, d) => n + d.count, 0));
  expect(summary.median_minutes_to_confirm).toBeGreaterThanOrEqual(5);
  expect(summary.median_minutes_to_confirm).toBeLessThanOrEqual(120);
  // This month: every day before today has requests.
  const thisMonth = await get<BookingsByDateRow[]>(ANALYTICS_PATHS.byDate('all') + range(monthRange(today.slice(0, 7))));
  expect(thisMonth.filter((d) => d.date < today).every((d) => d.count > 0)).toBe(true);
});
