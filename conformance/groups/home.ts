/**
 * Home's day, GET /home/today (issue 18 item 2): the shape, who sees which section (request figures
 * with either request permission, within the caller's facilities; the checklist for administrators
 * and owners; guests for everyone signed in), the counts moving as data is made through the API (a
 * guest arriving, leaving, staying; a New request today, one overdue, one later; a declined one not
 * counted), the checklist ticking itself off on a fresh company, and another company's data never
 * counted. The mocks start with Coral Atoll as A, so every count is compared before and after.
 */
import { expect, it } from 'vitest';
import { BOOKING_LIMITS, HOME_SETUP_STEPS, en, formatTime, localDate, type HomeToday } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, fileForm, PNG } from '../helpers';
import { addGuests, companyClock, requestStaff, roomWithGuests, typeOn } from './bookingTypes';

const COVERS: RouteKey[] = ['GET home/today'];

export const home = defineGroup(COVERS, (api, who) => {
  const today = async (token = who().ownerA): Promise<HomeToday> => dataOf(await api.call('GET', 'home/today', { token })) as HomeToday;
  const bookingsOf = (day: HomeToday, facilityId: number) => day.requests?.today_by_facility.find((f) => f.id === facilityId)?.count ?? 0;

  it('answers the day in the company time zone: requests and the checklist for the owner, the checklist for an administrator, guests only for staff', async () => {
    const { timeZone, today: date } = await companyClock(api, who().ownerA);
    const owner = await today();
    expect(owner).toEqual({
      date,
      time_zone: timeZone,
      requests: { new: expect.any(Number), overdue: expect.any(Number), today_by_facility: expect.any(Array) },
      guests: { arrivals: expect.any(Number), departures: expect.any(Number), in_house: expect.any(Number) },
      setup: { brand: expect.any(Boolean), facility: expect.any(Boolean), rooms: expect.any(Boolean), bookings: expect.any(Boolean), staff: true },
    });
    const admin = await today(who().adminA);
    expect(admin.requests).toBeNull();
    expect(admin.setup).toEqual(owner.setup);
    expect(admin.guests).toEqual(owner.guests);
    const staff = await today(who().staffA);
    expect(staff).toEqual({ date, time_zone: timeZone, requests: null, guests: owner.guests, setup: null });
    expect((await api.call('GET', 'home/today')).status).toBe(401);
  });

  // First: the other tests add rooms to B.
  it("ticks the checklist off from the company's own data, one step at a time", async () => {
    const token = who().ownerB;
    const steps = async () => (await today(token)).setup!;
    const start = await steps();
    expect(start).toEqual({ brand: false, facility: false, rooms: false, bookings: false, staff: false });
    expect(Object.keys(start)).toEqual([...HOME_SETUP_STEPS]);
    dataOf(await api.call('POST', 'user/settings/property-image', { token, form: fileForm(PNG, 'logo.png', 'image/png') }));
    expect(await steps()).toMatchObject({ brand: true, facility: false });
    await create(api, 'facilities', token, { name: en('Lagoon Bar') });
    expect(await steps()).toMatchObject({ facility: true, rooms: false });
    const type = await create(api, 'rooms/types', token, { name: 'Water Villa' });
    expect((await steps()).rooms).toBe(false);
    dataOf(await api.call('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: [{ number: 'W1' }] } }));
    expect(await steps()).toMatchObject({ rooms: true, bookings: false });
    await typeOn(api, token, 'Sunset Cruise');
    expect(await steps()).toMatchObject({ bookings: true, staff: false });
    await create(api, 'users', token, { name: 'Second User', username: 'home-second', designation: 'Front desk', authentication: 'password', password: 'conformance-pass-1' });
    expect(await steps()).toEqual({ brand: true, facility: true, rooms: true, bookings: true, staff: true });
    // The date is the company's, as every Home figure is.
    const day = await today(token);
    expect(day.date).toBe(localDate(new Date(), day.time_zone));
  });

  it('counts arrivals, departures and guests in house today', async () => {
    const token = who().ownerA;
    const { ahead } = await companyClock(api, token);
    const { roomId } = await roomWithGuests(api, token, 'HMG', []);
    const before = (await today()).guests;
    await addGuests(api, token, roomId, ahead(0), ahead(3), [['Ari', 'Val']]);
    await addGuests(api, token, roomId, ahead(-3), ahead(0), [['Dep', 'Art']]);
    await addGuests(api, token, roomId, ahead(-1), ahead(5), [['Sta', 'Ying']]);
    await addGuests(api, token, roomId, ahead(4), ahead(6), [['Lat', 'Er']]);
    expect((await today()).guests).toEqual({ arrivals: before.arrivals + 1, departures: before.departures + 1, in_house: before.in_house + 2 });
    // Another company's guests are never counted.
    const other = await roomWithGuests(api, who().ownerB, 'HMO', []);
    await addGuests(api, who().ownerB, other.roomId, ahead(0), ahead(2), [['Oth', 'Er']]);
    expect((await today()).guests.arrivals).toBe(before.arrivals + 1);
  });

  it("counts New and overdue requests and today's bookings by facility, within the caller's facilities", async ({ skip }) => {
    const token = who().ownerA;
    const { timeZone, ahead } = await companyClock(api, token);
    // A slot today has to start later today: too late in the company's evening, nothing today can be booked.
    if (formatTime(new Date(), timeZone) >= '23:20') skip();
    const { guestIds, roomId } = await roomWithGuests(api, token, 'HMR');
    const open = await typeOn(api, token, 'Home Spa', { recurring_type: 'manual', type_slots: [], pax_max: 0 });
    const closing = await typeOn(api, token, 'Home Dive', { recurring_type: 'manual', type_slots: [], pax_max: 0, slot_booking_close_minutes: BOOKING_LIMITS.closeMinutesMax });
    const slot = (type: Json, date: string, start_time = '23:30') =>
      create(api, 'bookings/slots', token, { booking_type_id: type.id, date, start_time, end_time: '23:59', pax_max: 0 });
    const book = async (type: Json, s: Json) => {
      const body = { date: s.date, booking_type_id: type.id, booking_slot_id: s.id, room_id: roomId, guests: [guestIds[0]], pax: 1 };
      const asked = await api.call('POST', 'bookings', { token, body });
      if (asked.status === 428) return create(api, 'bookings', token, { ...body, _confirmation: asked.body.data.id });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      return asked.body.data as Json;
    };
    const spaFacility = open.facility_id as number;
    const diveFacility = closing.facility_id as number;
    const reader = await requestStaff(api, token, who().domainA, 'home-reader', 'read', [spaFacility]);
    const before = await today();
    const readerBefore = await today(reader.token);
    expect(readerBefore.setup).toBeNull();

    const spaToday = await book(open, await slot(open, ahead(0)));
    await book(open, await slot(open, ahead(3)));
    const declined = await book(open, await slot(open, ahead(0), '23:40'));
    dataOf(await api.call('POST', `bookings/${declined.id}/action`, { token, body: { status: 'declined' } }));
    await book(closing, await slot(closing, ahead(2)));

    const after = await today();
    expect(after.requests!.new).toBe(before.requests!.new + 3);
    expect(after.requests!.overdue).toBe(before.requests!.overdue + 1);
    expect(bookingsOf(after, spaFacility)).toBe(1);
    expect(bookingsOf(after, diveFacility)).toBe(0);
    expect(after.requests!.today_by_facility.find((f) => f.id === spaFacility)?.name).toBe('Home Spa Place');
    // The reader of the spa's facility sees its two New requests, none overdue, and no other facility.
    const readerAfter = await today(reader.token);
    expect(readerAfter.requests!.new).toBe(readerBefore.requests!.new + 2);
    expect(readerAfter.requests!.overdue).toBe(readerBefore.requests!.overdue);
    expect(readerAfter.requests!.today_by_facility.map((f) => f.id)).toEqual([spaFacility]);

    // Confirmed stays among today's bookings and leaves New.
    dataOf(await api.call('POST', `bookings/${spaToday.id}/action`, { token, body: { status: 'confirmed' } }));
    const confirmed = await today();
    expect(confirmed.requests!.new).toBe(after.requests!.new - 1);
    expect(bookingsOf(confirmed, spaFacility)).toBe(1);
    // Another company's owner never sees A's requests.
    expect((await today(who().ownerB)).requests!.today_by_facility.map((f) => f.id)).not.toContain(spaFacility);
  });
});
