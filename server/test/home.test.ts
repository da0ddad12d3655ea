/**
 * Home's day on the server: what only SQL and time zones can get wrong. The company sits in
 * Pacific/Kiritimati (UTC+14), and the clock at 12:00 UTC, when the company's date is already
 * tomorrow's in UTC: arrivals, departures and in-house count on the company's date, and a booking is
 * today's when its start AT TIME ZONE the company's zone is today — not its UTC date. The counts,
 * sections and scope are written once in conformance/groups/home.ts (server and mocks).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HomeToday } from '@atoll/contract';
import { addDays } from '@atoll/contract/domain';
import { apiClient, type ApiClient } from './support/client';
import { createTenant, type Tenant } from './support/fixtures';
import { created, facilityWithActivity, roomsOf, setTimeZone, weeklyBody } from './support/requestSetup';
import { startTestServer, type TestServer } from './support/server';

const CLOCK = Date.parse('2026-06-15T12:00:00Z');
const UTC_TODAY = '2026-06-15';
const LOCAL_TODAY = '2026-06-16';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => {
  server = await startTestServer({ now: () => CLOCK });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'home-co');
  await setTimeZone(server, owner.auth.company.id, 'Pacific/Kiritimati');
}, 60_000);
afterAll(() => server.close());

const today = async (): Promise<HomeToday> => {
  const res = await api.get('home/today', { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

it("counts on the company's date, a day ahead of UTC's", async () => {
  const rooms = await roomsOf(api, owner, 'Lagoon Villa', ['1']);
  const guest = (first_name: string, arrival_date: string, departure_date: string) =>
    api.post('guests', { first_name, last_name: 'Zone', confirmation_number: `Z-${first_name}`, nationality: 'MDV', arrival_date, departure_date, room_id: rooms.get('1') }, { token: owner.token }).then(created);
  const stay = await guest('Stay', addDays(LOCAL_TODAY, -1), addDays(LOCAL_TODAY, 3));
  await guest('Local', LOCAL_TODAY, addDays(LOCAL_TODAY, 2));
  await guest('Utc', UTC_TODAY, addDays(LOCAL_TODAY, 2));
  await guest('Leaves', addDays(UTC_TODAY, -2), UTC_TODAY);

  const { facilityId, activityId } = await facilityWithActivity(api, owner, 'Reef Dive');
  const type = created(await api.post('bookings/types', weeklyBody(activityId, { recurring_type: 'manual', type_slots: [], pax_max: 0, pax_required: false }), { token: owner.token }));
  const book = async (date: string, start_time: string, end_time: string) => {
    const slot = created(await api.post('bookings/slots', { booking_type_id: type.id, date, start_time, end_time, pax_max: 0 }, { token: owner.token }));
    return created(await api.post('bookings', { date, booking_type_id: type.id, booking_slot_id: slot.id, room_id: rooms.get('1'), guests: [stay.id] }, { token: owner.token }));
  };
  // 10:00 today in Kiritimati is 20:00 UTC the day before; 01:00 tomorrow is 11:00 UTC today.
  await book(LOCAL_TODAY, '10:00', '11:00');
  await book(addDays(LOCAL_TODAY, 1), '01:00', '02:00');

  const day = await today();
  expect(day.date).toBe(LOCAL_TODAY);
  expect(day.time_zone).toBe('Pacific/Kiritimati');
  expect(day.guests).toEqual({ arrivals: 1, departures: 0, in_house: 3 });
  expect(day.requests).toEqual({ new: 2, overdue: 0, today_by_facility: [{ id: facilityId, name: 'Reef Dive Place', count: 1 }] });
});
