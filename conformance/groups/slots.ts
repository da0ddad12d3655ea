/**
 * Request slots, /bookings/slots: a weekly type's slots generated from its timing sets for the horizon
 * in the company's time zone, Today, a type's slots on a date, the All list's paging, order and search,
 * one slot and its bookings, the slot edit (hours; pax_max never below the seats booked; never onto
 * another slot's times), staff-made slots of manual types, tenancy, permissions and facility scope.
 * Dates are a few days ahead, so the hour the suite runs at changes nothing.
 *
 * Routes: GET /bookings/slots, GET /bookings/slots/today, POST /bookings/slots,
 * GET /bookings/slots/types/:typeId/date/:date, GET /bookings/slots/:id, GET /bookings/slots/:id/bookings,
 * PATCH /bookings/slots/:id.
 */
import { expect, it } from 'vitest';
import { BOOKING_LIMITS, CONTENT_TEXT, MSG, REQUESTS_TEXT } from '@atoll/contract';
import { BOOKING_STATUS_UI, SLOT_STATUS_UI, bookingsText, slotPaxText, slotTimeText, wantedSlots, zonedInstant } from '@atoll/contract/domain';
import { defineGroup, type Api, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo, only } from '../helpers';
import { companyClock, requestStaff, roomWithGuests, typeOn } from './bookingTypes';

const ids = (list: Json[]) => list.map((row) => row.id as number);
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** A booking of `pax` seats on a slot by the room's guest number `guest` (through POST /bookings). */
export async function book(api: Api, token: string, slot: Json, room: { roomId: number; guestIds: number[] }, pax: number, guest = 0): Promise<Json> {
  return create(api, 'bookings', token, {
    date: slot.date,
    booking_type_id: slot.booking_type_id,
    booking_slot_id: slot.id,
    room_id: room.roomId,
    guests: [room.guestIds[guest]],
    pax,
  });
}

const COVERS: RouteKey[] = [
  'GET bookings/slots',
  'GET bookings/slots/today',
  'POST bookings/slots',
  'GET bookings/slots/types/:typeId/date/:date',
  'GET bookings/slots/:id',
  'GET bookings/slots/:id/bookings',
  'PATCH bookings/slots/:id',
];

export const slots = defineGroup(COVERS, (api, who) => {
  const get = (path: string, token = who().ownerA) => api.call('GET', `bookings/slots${path}`, { token });
  const patch = (id: number, body: unknown, token = who().ownerA) => api.call('PATCH', `bookings/slots/${id}`, { token, body });
  const post = (body: unknown, token = who().ownerA) => api.call('POST', 'bookings/slots', { token, body });
  const slotsOf = async (typeId: number, query = '', token = who().ownerA): Promise<Json[]> => dataOf(await get(`?booking_type_id=${typeId}&limit=100${query}`, token));
  /** Every page of a list (the mocks start seeded: a date's slots may be more than a page). */
  const allPages = async (query: string, token = who().ownerA): Promise<Json[]> => {
    const rows: Json[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get(`?${query}&limit=100&page=${page}`, token);
      rows.push(...dataOf(res));
      if (rows.length >= res.body.meta.total || res.body.data.length === 0) return rows;
    }
  };
  const manual = (name: string, extra: Json = {}, token = who().ownerA) => typeOn(api, token, name, { recurring_type: 'manual', type_slots: [], ...extra });

  it('a weekly type has its slots for the horizon from today, in the company time zone; saving or reading again adds nothing', async () => {
    const { today, timeZone, ahead } = await companyClock(api, who().ownerA);
    const sets = [
      { recurring_day: [2, 5], start_time: '18:00', end_time: '20:00' },
      { recurring_day: [1], start_time: '09:00', end_time: '10:30' },
    ];
    const type = await typeOn(api, who().ownerA, 'Conf Horizon', { type_slots: sets, pax_max: 6 });
    const first = await slotsOf(type.id);
    expect(first.map((s) => [s.date, s.start_time, s.end_time])).toEqual(wantedSlots(sets, today, BOOKING_LIMITS.horizonDays).map((s) => [s.date, s.start_time, s.end_time]));
    const later = first.find((s) => s.date >= ahead(2))!;
    const startsAt = zonedInstant(later.date, later.start_time, timeZone).toISOString();
    expect(later).toEqual({
      id: expect.any(Number),
      booking_type_id: type.id,
      date: later.date,
      start_time: later.start_time,
      end_time: later.end_time,
      pax_max: 6,
      booked_pax: 0,
      pax_text: slotPaxText(0, 6),
      bookings_text: bookingsText(0),
      bookings_count: 0,
      ui_status: SLOT_STATUS_UI.open,
      time_text: slotTimeText(later.start_time, later.end_time),
      closes_at: startsAt,
      starts_at: startsAt,
      booking_type: {
        id: type.id,
        type_text: type.type_text,
        attached_type: 'Activity',
        attached_id: type.attached_id,
        attached_text: 'Conf Horizon',
        facility_id: type.facility_id,
        facility_text: 'Conf Horizon Place',
        pax_required: true,
        recurring_type: 'weekly',
      },
    });
    expect(dataOf(await get(`/${later.id}`))).toEqual(later);
    dataOf(await api.call('PATCH', `bookings/types/${type.id}`, { token: who().ownerA, body: { type_slots: type.type_slots, pax_max: 6 } }));
    expect(ids(await slotsOf(type.id))).toEqual(ids(first));
  });

  it("Today is today's slots in the company time zone; a type's slots on a date, in time order", async () => {
    const { today, timeZone, ahead } = await companyClock(api, who().ownerA);
    const type = await typeOn(api, who().ownerA, 'Conf Daily', {
      type_slots: [
        { recurring_day: EVERY_DAY, start_time: '12:00', end_time: '13:00' },
        { recurring_day: EVERY_DAY, start_time: '08:00', end_time: '09:00' },
      ],
    });
    const todays = await get(`/today?booking_type_id=${type.id}`);
    expect(todays.body.meta).toEqual({ total: 2, page: 1, limit: expect.any(Number) });
    expect(dataOf(todays).map((s: Json) => [s.date, s.start_time, s.starts_at])).toEqual([
      [today, '08:00', zonedInstant(today, '08:00', timeZone).toISOString()],
      [today, '12:00', zonedInstant(today, '12:00', timeZone).toISOString()],
    ]);
    expect(only(dataOf(await get('/today?limit=100')), ids(dataOf(todays)))).toHaveLength(2);
    const onDate = dataOf(await get(`/types/${type.id}/date/${ahead(3)}`));
    expect(onDate.map((s: Json) => [s.date, s.start_time])).toEqual([
      [ahead(3), '08:00'],
      [ahead(3), '12:00'],
    ]);
    expect(dataOf(await get(`/types/${type.id}/date/${ahead(BOOKING_LIMITS.horizonDays + 5)}`))).toEqual([]);
    expect((await get(`/types/${type.id}/date/2031-02-30`)).status).toBe(404);
    expect((await get(`/types/${type.id}/date/tomorrow`)).status).toBe(404);
  });

  it('the All list: one date, paging meta, by pax (ties by date), by date descending, by type; a bad query is 422', async () => {
    const { ahead } = await companyClock(api, who().ownerA);
    const token = who().ownerA;
    const type = await typeOn(api, token, 'Conf Reads', { pax_max: 0 });
    const room = await roomWithGuests(api, token, 'CFRD');
    const [slot] = await slotsOf(type.id, `&date=${ahead(4)}`);
    await book(api, token, slot, room, 2);
    await book(api, token, slot, room, 5, 1);
    expect(dataOf(await get(`/${slot.id}`))).toMatchObject({ id: slot.id, booked_pax: 7, bookings_count: 2, pax_text: slotPaxText(7, 0), bookings_text: bookingsText(2) });

    const first = await get(`?booking_type_id=${type.id}&limit=25`);
    expect(first.body.meta).toEqual({ total: BOOKING_LIMITS.horizonDays, page: 1, limit: 25 });
    expect(dataOf(await get(`?booking_type_id=${type.id}&limit=25&page=3`))).toHaveLength(BOOKING_LIMITS.horizonDays - 50);
    const all = await slotsOf(type.id);
    const byPax = dataOf(await get(`?booking_type_id=${type.id}&order_by=pax:DESC&limit=3`));
    expect(ids(byPax)).toEqual([slot.id, all.filter((s) => s.id !== slot.id)[0].id, all.filter((s) => s.id !== slot.id)[1].id]);
    expect(ids(dataOf(await get(`?booking_type_id=${type.id}&order_by=date:DESC&limit=2`)))).toEqual([all.at(-1).id, all.at(-2).id]);
    const onDate = await allPages(`date=${ahead(4)}`);
    expect(onDate.every((s: Json) => s.date === ahead(4))).toBe(true);
    expect(ids(only(onDate, ids(all)))).toEqual([slot.id]);

    const other = await typeOn(api, token, 'Conf Aardvark Reads', { pax_max: 0 });
    const byType = only(await allPages(`date=${ahead(4)}&order_by=type:ASC`), [slot.id, ...ids(await slotsOf(other.id, `&date=${ahead(4)}`))]);
    expect(byType.map((s) => s.booking_type.attached_text)).toEqual(['Conf Aardvark Reads', 'Conf Reads']);

    expect(Object.keys(errorsOf(await get('?order_by=nope&limit=500&page=0'))).sort()).toEqual(['limit', 'order_by', 'page']);
    expect(Object.keys(errorsOf(await get('?date=31-12-2030')))).toEqual(['date']);
    expect(Object.keys(errorsOf(await get('/today?order_by=secret:ASC')))).toEqual(['order_by']);
  });

  it("the All list's q_name searches the activity or menu name, ignoring case", async () => {
    const type = await typeOn(api, who().ownerA, 'Conf Searchable Reef');
    const other = await typeOn(api, who().ownerA, 'Conf Searchable Reefs Other');
    const searched = dataOf(await get('?q_name=sEARCHABLE%20rEEF%20&limit=100'));
    expect(searched).toHaveLength(100);
    expect(new Set(searched.map((s: Json) => s.booking_type.id))).toEqual(new Set([type.id, other.id]));
    const one = await get('?q_name=reef%20only&limit=1');
    expect(one.body.meta.total).toBe(0);
    expect((await get('?q_name=Searchable%20Reefs&limit=1')).body.meta.total).toBe(BOOKING_LIMITS.horizonDays);
  });

  it('editing a slot: pax_max never below the seats booked, 0 lifts the limit, end after start; a type without pax stays unlimited', async () => {
    const { ahead } = await companyClock(api, who().ownerA);
    const token = who().ownerA;
    const type = await typeOn(api, token, 'Conf Capacity', { pax_max: 5 });
    const room = await roomWithGuests(api, token, 'CFCP');
    const [slot] = await slotsOf(type.id, `&date=${ahead(2)}`);
    await book(api, token, slot, room, 3);
    expect(errorsOf(await patch(slot.id, { start_time: '10:00', end_time: '11:00', pax_max: 2 }))).toEqual({ pax_max: [REQUESTS_TEXT.maxBelowBooked(3)] });
    expect(errorsOf(await patch(slot.id, { start_time: '10:00', end_time: '11:00' }))).toEqual({ pax_max: [REQUESTS_TEXT.paxRequired] });
    const full = dataOf(await patch(slot.id, { start_time: '09:30', end_time: '11:00', pax_max: 3 }));
    expect(full).toMatchObject({ start_time: '09:30', end_time: '11:00', pax_max: 3, booked_pax: 3, pax_text: slotPaxText(3, 3), ui_status: SLOT_STATUS_UI.full, bookings_count: 1, bookings_text: bookingsText(1) });
    expect(full.time_text).toBe(slotTimeText('09:30', '11:00'));
    const open = dataOf(await patch(slot.id, { start_time: '09:30', end_time: '11:00', pax_max: 0 }));
    expect(open).toMatchObject({ pax_text: slotPaxText(3, 0), ui_status: SLOT_STATUS_UI.open });
    expect(errorsOf(await patch(slot.id, { start_time: '11:00', end_time: '10:00', pax_max: 0 }))).toEqual({ end_time: [REQUESTS_TEXT.endAfterStart] });
    expect(errorsOf(await patch(slot.id, {}))).toEqual({ start_time: [MSG.fieldRequired], end_time: [MSG.fieldRequired] });
    expect(errorsOf(await patch(slot.id, { start_time: '9', end_time: '25:00', pax_max: -1 }))).toEqual({
      start_time: [CONTENT_TEXT.timeFormat],
      end_time: [CONTENT_TEXT.timeFormat],
      pax_max: [expect.any(String)],
    });

    const noPax = await typeOn(api, token, 'Conf No pax', { pax_required: false });
    const [free] = await slotsOf(noPax.id, `&date=${ahead(2)}`);
    expect(dataOf(await patch(free.id, { start_time: '10:00', end_time: '12:00', pax_max: 4 }))).toMatchObject({ pax_max: 0, end_time: '12:00', pax_text: slotPaxText(0, 0) });
  });

  it("moving a weekly type's slot onto another slot of its type is refused", async () => {
    const { ahead } = await companyClock(api, who().ownerA);
    const type = await typeOn(api, who().ownerA, 'Conf Twins', {
      type_slots: [
        { recurring_day: EVERY_DAY, start_time: '10:00', end_time: '11:00' },
        { recurring_day: EVERY_DAY, start_time: '12:00', end_time: '13:00' },
      ],
    });
    const [early] = await slotsOf(type.id, `&date=${ahead(1)}`);
    expect(errorsOf(await patch(early.id, { start_time: '12:00', end_time: '13:00', pax_max: 10 }))).toEqual({ start_time: [REQUESTS_TEXT.slotExists] });
    expect(dataOf(await get(`/${early.id}`))).toMatchObject({ start_time: '10:00', end_time: '11:00' });
  });

  it('slots of manual types: staff add them from today on, once per time; overlapping hours are allowed', async () => {
    const { ahead } = await companyClock(api, who().ownerA);
    const type = await manual('Conf Manual');
    expect(await slotsOf(type.id)).toEqual([]);
    const body = { booking_type_id: type.id, date: ahead(3), start_time: '15:00', end_time: '16:00', pax_max: 4 };
    const slot = await create(api, 'bookings/slots', who().ownerA, body);
    expect(slot).toMatchObject({ date: ahead(3), start_time: '15:00', end_time: '16:00', pax_max: 4, pax_text: slotPaxText(0, 4), booked_pax: 0, ui_status: SLOT_STATUS_UI.open, booking_type: { id: type.id, recurring_type: 'manual' } });
    expect(dataOf(await get(`/${slot.id}`))).toEqual(slot);
    expect(errorsOf(await post(body))).toEqual({ start_time: [REQUESTS_TEXT.slotExists] });
    const overlapping = await create(api, 'bookings/slots', who().ownerA, { ...body, start_time: '15:30', end_time: '16:30' });
    expect(ids(await slotsOf(type.id))).toEqual([slot.id, overlapping.id]);
    expect(errorsOf(await post({ ...body, date: ahead(-1) }))).toEqual({ date: [REQUESTS_TEXT.slotPast] });
    expect(errorsOf(await post({ ...body, pax_max: undefined, start_time: '17:00', end_time: '18:00' }))).toEqual({ pax_max: [REQUESTS_TEXT.paxRequired] });
    const weekly = await typeOn(api, who().ownerA, 'Conf Weekly not manual');
    expect(errorsOf(await post({ ...body, booking_type_id: weekly.id }))).toEqual({ booking_type_id: [CONTENT_TEXT.chooseFromList] });
    expect(Object.keys(errorsOf(await post({}))).sort()).toEqual(['booking_type_id', 'date', 'end_time', 'start_time']);
    expect(errorsOf(await post({ ...body, end_time: '14:00' }))).toEqual({ end_time: [REQUESTS_TEXT.endAfterStart] });
    // A type without pax: no maximum needed, none kept.
    const noPax = await manual('Conf Manual no pax', { pax_required: false });
    expect(await create(api, 'bookings/slots', who().ownerA, { ...body, booking_type_id: noPax.id, pax_max: undefined })).toMatchObject({ pax_max: 0, pax_text: slotPaxText(0, 0) });
  });

  it("editing a manual slot onto another slot's times is refused (422 on start_time); onto overlapping hours it is not", async () => {
    const { ahead } = await companyClock(api, who().ownerA);
    const type = await manual('Conf Manual move');
    const body = { booking_type_id: type.id, date: ahead(3), pax_max: 4 };
    const first = await create(api, 'bookings/slots', who().ownerA, { ...body, start_time: '09:00', end_time: '10:00' });
    const second = await create(api, 'bookings/slots', who().ownerA, { ...body, start_time: '11:00', end_time: '12:00' });
    expect(dataOf(await patch(second.id, { start_time: '09:30', end_time: '10:30', pax_max: 4 }))).toMatchObject({ start_time: '09:30', end_time: '10:30' });
    expect(errorsOf(await patch(second.id, { start_time: '09:00', end_time: '10:00', pax_max: 4 }))).toEqual({ start_time: [REQUESTS_TEXT.slotExists] });
    expect(dataOf(await get(`/${second.id}`))).toMatchObject({ start_time: '09:30', end_time: '10:30' });
    expect(dataOf(await get(`/${first.id}`))).toMatchObject({ start_time: '09:00', end_time: '10:00' });
    // Its own times again are no clash.
    expect((await patch(first.id, { start_time: '09:00', end_time: '10:00', pax_max: 5 })).status).toBe(200);
  });

  it("a slot's bookings: by number, as summaries with their room", async () => {
    const { ahead } = await companyClock(api, who().ownerA);
    const token = who().ownerA;
    const type = await typeOn(api, token, 'Conf Slot list');
    const room = await roomWithGuests(api, token, 'CFSL');
    const [slot] = await slotsOf(type.id, `&date=${ahead(5)}`);
    const one = await book(api, token, slot, room, 2);
    const two = await book(api, token, slot, room, 1, 1);
    const list = dataOf(await get(`/${slot.id}/bookings`));
    expect(list).toEqual([
      {
        id: one.id,
        number: one.number,
        status: 'new',
        ui_status: BOOKING_STATUS_UI.new,
        booking_slot: { id: slot.id, date: ahead(5), time_text: slotTimeText('10:00', '11:00') },
        booking_type: slot.booking_type,
        pax_text: '2 pax',
        room: { id: room.roomId, type_name: 'CFSL Villa', number: room.number },
      },
      expect.objectContaining({ id: two.id, number: one.number + 1, pax_text: '1 pax' }),
    ]);
    const [empty] = await slotsOf(type.id, `&date=${ahead(6)}`);
    expect(dataOf(await get(`/${empty.id}/bookings`))).toEqual([]);
  });

  it("another company's slots are 404 and missing from the lists", async () => {
    const { today } = await companyClock(api, who().ownerB);
    const theirs = await typeOn(api, who().ownerB, 'Conf Theirs');
    const [slot] = await slotsOf(theirs.id, '', who().ownerB);
    await expectMissingTo(api, who().ownerA, [
      ['GET', `bookings/slots/${slot.id}`],
      ['GET', `bookings/slots/${slot.id}/bookings`],
      ['PATCH', `bookings/slots/${slot.id}`, { start_time: '10:00', end_time: '11:00', pax_max: 1 }],
      ['GET', `bookings/slots/types/${theirs.id}/date/${today}`],
      ['GET', 'bookings/slots/abc'],
    ]);
    expect(dataOf(await get(`?booking_type_id=${theirs.id}`))).toEqual([]);
    expect(ids(dataOf(await get('/today?limit=100')))).not.toContain(slot.id);
    const theirManual = await manual('Conf Their manual', {}, who().ownerB);
    expect(errorsOf(await post({ booking_type_id: theirManual.id, date: today, start_time: '22:00', end_time: '23:00', pax_max: 1 }))).toEqual({
      booking_type_id: [CONTENT_TEXT.chooseFromList],
    });
  });

  it('reading needs a request permission, editing manage-facility-requests, each within its facilities', async () => {
    const { today, ahead } = await companyClock(api, who().ownerA);
    const token = who().ownerA;
    const x = await typeOn(api, token, 'Conf Scope X slots');
    const y = await typeOn(api, token, 'Conf Scope Y slots');
    const [slotX] = await slotsOf(x.id, `&date=${ahead(2)}`);
    const [slotY] = await slotsOf(y.id, `&date=${ahead(2)}`);
    const manualX = await manual('Conf Scope X manual');
    const manualY = await manual('Conf Scope Y manual');
    await expectGuarded(api, who().staffA, [
      ['GET', 'bookings/slots'],
      ['GET', 'bookings/slots/today'],
      ['POST', 'bookings/slots', { booking_type_id: manualX.id, date: ahead(2), start_time: '10:00', end_time: '11:00', pax_max: 1 }],
      ['GET', `bookings/slots/types/${x.id}/date/${today}`],
      ['GET', `bookings/slots/${slotX.id}`],
      ['GET', `bookings/slots/${slotX.id}/bookings`],
      ['PATCH', `bookings/slots/${slotX.id}`, { start_time: '10:00', end_time: '11:00', pax_max: 10 }],
    ]);
    // manage-hotel-content sets types up but does not read slots.
    expect((await get('', who().adminA)).status).toBe(403);

    const reader = await requestStaff(api, token, who().domainA, 'conf-slots-reader', 'read', [x.facility_id, manualX.facility_id]);
    const manager = await requestStaff(api, token, who().domainA, 'conf-slots-manager', 'manage', [x.facility_id, manualX.facility_id]);
    for (const staff of [reader, manager]) {
      const all = await get('?limit=100', staff.token);
      expect(all.body.meta.total).toBe(BOOKING_LIMITS.horizonDays);
      expect(new Set(dataOf(all).map((s: Json) => s.booking_type_id))).toEqual(new Set([x.id]));
      expect(dataOf(await get('/today', staff.token)).map((s: Json) => s.booking_type_id)).toEqual([x.id]);
      expect(dataOf(await get(`/${slotX.id}`, staff.token))).toMatchObject({ id: slotX.id });
      expect(dataOf(await get(`/${slotX.id}/bookings`, staff.token))).toEqual([]);
      expect(dataOf(await get(`/types/${x.id}/date/${ahead(2)}`, staff.token))).toHaveLength(1);
      expect((await get(`/${slotY.id}`, staff.token)).status).toBe(404);
      expect((await get(`/${slotY.id}/bookings`, staff.token)).status).toBe(404);
      expect((await get(`/types/${y.id}/date/${today}`, staff.token)).status).toBe(404);
      expect((await get(`?booking_type_id=${y.id}`, staff.token)).body.meta.total).toBe(0);
    }
    const edit = { start_time: '10:00', end_time: '11:00', pax_max: 10 };
    const made = { date: ahead(2), start_time: '10:00', end_time: '11:00', pax_max: 1 };
    expect((await patch(slotX.id, edit, reader.token)).status).toBe(403);
    expect((await post({ ...made, booking_type_id: manualX.id }, reader.token)).status).toBe(403);
    expect((await patch(slotY.id, edit, manager.token)).status).toBe(404);
    expect(errorsOf(await post({ ...made, booking_type_id: manualY.id }, manager.token))).toEqual({ booking_type_id: [CONTENT_TEXT.chooseFromList] });
    expect(dataOf(await patch(slotX.id, edit, manager.token))).toMatchObject({ id: slotX.id, pax_max: 10 });
    expect(await create(api, 'bookings/slots', manager.token, { ...made, booking_type_id: manualX.id })).toMatchObject({ booking_type_id: manualX.id });
  });
});
