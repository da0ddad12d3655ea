/**
 * Home's booking analytics, GET ui/analytics/* (issue 19): requests made through the API move the
 * counts of their facility on their slot's local date and hour (a 23:30 slot stays on its own day),
 * quiet days answer 0, all 168 hour cells come back, statuses carry the Requests screen's text and
 * colour, the summary compares with the period before and times the first staff action; the
 * facility selector's choices; who may ask for what (401, 403 without the permission, 403 for a
 * scoped reader asking for another facility or 'all', 404 for another company's facility), and 422
 * for bad dates. Each test makes its own facilities, so counts are exact on both backends.
 */
import { expect, it } from 'vitest';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_PATHS,
  ANALYTICS_TEXT,
  MSG,
  addDays,
  type AnalyticsFacilities,
  type BookingsByDateRow,
  type BookingsByHourRow,
  type BookingsByStatusRow,
  type BookingsSummary,
} from '@atoll/contract';
import { defineGroup, type Api, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded } from '../helpers';
import { companyClock, requestStaff, roomWithGuests, typeOn } from './bookingTypes';

const COVERS: RouteKey[] = [
  'GET ui/analytics/facilities',
  'GET ui/analytics/bookings-by-date/:facility',
  'GET ui/analytics/bookings-by-status/:facility',
  'GET ui/analytics/bookings-by-hour/:facility',
  'GET ui/analytics/bookings-summary/:facility',
];

/** 1 = Sunday … 7 = Saturday of a calendar date. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() + 1;
const q = (start: string, end: string) => `?start_date=${start}&end_date=${end}`;

/** A facility with a manual request type, and a booker in a room with a guest. */
async function bookable(api: Api, token: string, name: string) {
  const type = await typeOn(api, token, name, { recurring_type: 'manual', type_slots: [], pax_max: 0 });
  return { type, facilityId: type.facility_id as number };
}

export const analytics = defineGroup(COVERS, (api, who) => {
  const get = async <T>(path: string, token = who().ownerA): Promise<T> => dataOf(await api.call('GET', path, { token })) as T;

  /** A booking on a new slot of `type` at `date` `start_time` (local), made by A's owner. */
  async function book(type: Json, date: string, start_time: string, room: { roomId: number; guestIds: number[] }): Promise<Json> {
    const token = who().ownerA;
    const slot = await create(api, 'bookings/slots', token, { booking_type_id: type.id, date, start_time, end_time: '23:59', pax_max: 0 });
    const body = { date, booking_type_id: type.id, booking_slot_id: slot.id, room_id: room.roomId, guests: [room.guestIds[0]], pax: 1 };
    const asked = await api.call('POST', 'bookings', { token, body });
    if (asked.status === 428) return create(api, 'bookings', token, { ...body, _confirmation: asked.body.data.id });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    return asked.body.data as Json;
  }

  it('refuses without a session (401) and without read-facility-requests (403)', async () => {
    const { ahead } = await companyClock(api, who().ownerA);
    const range = q(ahead(0), ahead(1));
    await expectGuarded(api, who().staffA, [
      ['GET', ANALYTICS_PATHS.facilities],
      ['GET', ANALYTICS_PATHS.byDate('all') + range],
      ['GET', ANALYTICS_PATHS.byStatus('all') + range],
      ['GET', ANALYTICS_PATHS.byHour('all') + range],
      ['GET', ANALYTICS_PATHS.summary('all') + range],
    ]);
  });

  it("counts requests on their slot's local date and hour, by status, with zero days and the period before", async () => {
    const token = who().ownerA;
    const { timeZone, ahead } = await companyClock(api, token);
    const room = await roomWithGuests(api, token, 'ANL');
    const { type, facilityId } = await bookable(api, token, 'Analytics Spa');
    const other = await bookable(api, token, 'Analytics Dive');
    const range = q(ahead(1), ahead(6));
    const allBefore = await get<BookingsByDateRow[]>(ANALYTICS_PATHS.byDate('all') + range);

    await book(type, ahead(2), '23:30', room);
    await book(type, ahead(5), '10:00', room);
    const declined = await book(type, ahead(5), '11:15', room);
    dataOf(await api.call('POST', `bookings/${declined.id}/action`, { token, body: { status: 'declined' } }));
    await book(other.type, ahead(3), '09:00', room);

    const byDate = await get<BookingsByDateRow[]>(ANALYTICS_PATHS.byDate(facilityId) + range);
    expect(byDate).toEqual([1, 2, 3, 4, 5, 6].map((n) => ({ date: ahead(n), count: n === 2 ? 1 : n === 5 ? 2 : 0 })));

    const byHour = await get<BookingsByHourRow[]>(ANALYTICS_PATHS.byHour(facilityId) + range);
    expect(byHour).toHaveLength(7 * 24);
    expect(byHour.slice(0, 2)).toEqual([{ day: 1, hour: 0, count: expect.any(Number) }, { day: 1, hour: 1, count: expect.any(Number) }]);
    const busy = byHour.filter((c) => c.count > 0);
    const expected = [
      { day: dayOf(ahead(2)), hour: 23, count: 1 },
      { day: dayOf(ahead(5)), hour: 10, count: 1 },
      { day: dayOf(ahead(5)), hour: 11, count: 1 },
    ].sort((a, b) => a.day - b.day || a.hour - b.hour);
    expect(busy).toEqual(expected);

    const byStatus = await get<BookingsByStatusRow[]>(ANALYTICS_PATHS.byStatus(facilityId) + range);
    expect(byStatus).toEqual([
      { status: 'new', ui_status: { text: 'New', color: expect.stringMatching(/^#[0-9a-f]{6}$/i) }, count: 2 },
      { status: 'declined', ui_status: { text: 'Declined', color: expect.stringMatching(/^#[0-9a-f]{6}$/i) }, count: 1 },
    ]);

    const summary = await get<BookingsSummary>(ANALYTICS_PATHS.summary(facilityId) + range);
    expect(summary).toEqual({
      time_zone: timeZone,
      start_date: ahead(1),
      end_date: ahead(6),
      total: 3,
      previous_start_date: ahead(-5),
      previous_end_date: ahead(0),
      previous_total: 0,
      // Declined within the test: the one staff action came at once.
      median_minutes_to_confirm: 0,
    });
    // The dive's request has no staff action yet.
    expect((await get<BookingsSummary>(ANALYTICS_PATHS.summary(other.facilityId) + range)).median_minutes_to_confirm).toBeNull();
    // The same period read as the one before a later range.
    expect((await get<BookingsSummary>(ANALYTICS_PATHS.summary(facilityId) + q(ahead(7), ahead(12)))).previous_total).toBe(3);

    // 'All' counts every facility's: these four more than before, on their days.
    const allAfter = await get<BookingsByDateRow[]>(ANALYTICS_PATHS.byDate('all') + range);
    expect(allAfter.map((r, i) => r.count - allBefore[i]!.count)).toEqual([0, 1, 1, 0, 2, 0]);
    // A range without requests of the facility: every day a zero.
    expect(await get<BookingsByDateRow[]>(ANALYTICS_PATHS.byDate(facilityId) + q(ahead(20), ahead(22)))).toEqual([20, 21, 22].map((n) => ({ date: ahead(n), count: 0 })));
    expect(await get<BookingsByStatusRow[]>(ANALYTICS_PATHS.byStatus(facilityId) + q(ahead(20), ahead(22)))).toEqual([]);
  });

  it("offers the company's facilities with 'all', a scoped reader only theirs, and refuses the others (403) and another company's (404)", async () => {
    const token = who().ownerA;
    const { ahead } = await companyClock(api, token);
    const mine = await bookable(api, token, 'Analytics Zeta');
    const notMine = await bookable(api, token, 'Analytics Alpha');
    const reader = await requestStaff(api, token, who().domainA, 'analytics-reader', 'read', [mine.facilityId]);
    const range = q(ahead(0), ahead(2));

    const owner = await get<AnalyticsFacilities>(ANALYTICS_PATHS.facilities);
    expect(owner.all).toBe(true);
    const names = owner.facilities.map((f) => f.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(owner.facilities).toEqual(expect.arrayContaining([{ id: mine.facilityId, name: 'Analytics Zeta Place' }, { id: notMine.facilityId, name: 'Analytics Alpha Place' }]));
    expect(await get<AnalyticsFacilities>(ANALYTICS_PATHS.facilities, reader.token)).toEqual({ all: false, facilities: [{ id: mine.facilityId, name: 'Analytics Zeta Place' }] });

    expect(await get<BookingsByDateRow[]>(ANALYTICS_PATHS.byDate(mine.facilityId) + range, reader.token)).toHaveLength(3);
    for (const path of [ANALYTICS_PATHS.byDate, ANALYTICS_PATHS.byStatus, ANALYTICS_PATHS.byHour, ANALYTICS_PATHS.summary]) {
      expect((await api.call('GET', path(notMine.facilityId) + range, { token: reader.token })).status).toBe(403);
      expect((await api.call('GET', path('all') + range, { token: reader.token })).status).toBe(403);
      // Another company's facility does not exist for B; nor does a segment that is not an id.
      expect((await api.call('GET', path(mine.facilityId) + range, { token: who().ownerB })).status).toBe(404);
      expect((await api.call('GET', `${path('all').replace(/all$/, 'spa')}${range}`, { token })).status).toBe(404);
    }
  });

  it('answers 422 with field errors for missing, impossible, reversed and too long ranges', async () => {
    const path = ANALYTICS_PATHS.byDate('all');
    const errors = async (query: string) => {
      const res = await api.call('GET', path + query, { token: who().ownerA });
      expect(res.status, query).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      return errorsOf(res);
    };
    expect(await errors('')).toEqual({ start_date: [MSG.fieldRequired], end_date: [MSG.fieldRequired] });
    expect((await errors(q('2026-02-30', '2026-03-01'))).start_date).toHaveLength(1);
    expect(await errors(q('2026-03-10', '2026-03-09'))).toEqual({ end_date: [ANALYTICS_TEXT.endBeforeStart] });
    const start = '2026-01-01';
    expect(await errors(q(start, addDays(start, ANALYTICS_LIMITS.maxRangeDays)))).toEqual({ end_date: [ANALYTICS_TEXT.rangeTooLong] });
    expect(await get<BookingsByDateRow[]>(path + q(start, addDays(start, ANALYTICS_LIMITS.maxRangeDays - 1)))).toHaveLength(ANALYTICS_LIMITS.maxRangeDays);
    for (const p of [ANALYTICS_PATHS.byStatus('all'), ANALYTICS_PATHS.byHour('all'), ANALYTICS_PATHS.summary('all')]) {
      expect((await api.call('GET', p + q('2026-03-10', '2026-03-09'), { token: who().ownerA })).status).toBe(422);
    }
  });
});
