/**
 * Guest bookings from the guest web app (issue 21; ADR 0052): GET guest-app/{domain}/slots (public: only slots of
 * types with allow_bookings_from_app, shown in the app, open, with places left, from the property's today on),
 * POST guest-app/{domain}/bookings with the guest token (the staff's capacity rule and messages; booked by the guest,
 * in their room; seen by staff as any booking), GET guest-app/{domain}/bookings (the guest's own), DELETE
 * guest-app/{domain}/bookings/{id} (the guest's cancellation while the booking window is open). 401 without a valid
 * token (another property's included), 404 for a slot the app does not offer or another company's. Slots are a few
 * days ahead, so the hour the suite runs at changes nothing; a closed slot comes from the longest window (7 days).
 */
import { expect, it } from 'vitest';
import { BOOKING_LIMITS, GUEST_BOOKING_TEXT, GUEST_SLOTS_CACHE_CONTROL, REQUESTS_TEXT, apiError, en } from '@atoll/contract';
import { BOOKING_STATUS_UI, slotTimeText } from '@atoll/contract/domain';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf } from '../helpers';
import { companyClock, roomWithGuests, typeOn } from './bookingTypes';

const COVERS: RouteKey[] = ['GET guest-app/:domain/slots', 'GET guest-app/:domain/bookings', 'POST guest-app/:domain/bookings', 'DELETE guest-app/:domain/bookings/:id'];

export const guestBookings = defineGroup(COVERS, (api, who) => {
  const owner = () => who().ownerA;
  const domain = () => who().domainA;
  const slotsOn = (query: string, d = domain()) => api.call('GET', `guest-app/${d}/slots${query}`);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const book = (token: string, body: Json, d = domain()) => api.call('POST', `guest-app/${d}/bookings`, { headers: bearer(token), body });
  const mine = (token: string, d = domain()) => api.call('GET', `guest-app/${d}/bookings`, { headers: bearer(token) });
  const cancel = (token: string, id: number, d = domain()) => api.call('DELETE', `guest-app/${d}/bookings/${id}`, { headers: bearer(token) });

  /** A manual type on a new activity (app bookings unless said), a slot `days` ahead, and a room with two in-house guests each signed in. */
  async function setUp(prefix: string, typeExtra: Json = {}, paxMax = 3, days = 2) {
    const { ahead } = await companyClock(api, owner());
    const type = await typeOn(api, owner(), `${prefix} Dive`, { recurring_type: 'manual', type_slots: [], pax_max: 0, allow_bookings_from_app: true, ...typeExtra });
    const slot = await create(api, 'bookings/slots', owner(), { booking_type_id: type.id, date: ahead(days), start_time: '10:00', end_time: '11:00', pax_max: paxMax });
    const room = await roomWithGuests(api, owner(), prefix);
    const tokens: string[] = [];
    for (const last_name of ['Lee', 'Ray']) {
      tokens.push(dataOf(await api.call('POST', `guest-app/${domain()}/session`, { body: { room: room.number, last_name } }), 201).token as string);
    }
    return { type, slot, room, tokens, date: ahead(days), ahead };
  }

  it('lists the slots a guest may book: app types only, open, with places left, in the property’s dates; public, revalidated by ETag', async () => {
    const { type, slot, date, ahead } = await setUp('GBLIST', { cancellation_policy: en('Free until the day before') });
    const staffOnly = await typeOn(api, owner(), 'GBLIST Staff only', { recurring_type: 'manual', type_slots: [], pax_max: 0 });
    const hidden = await create(api, 'bookings/slots', owner(), { booking_type_id: staffOnly.id, date, start_time: '10:00', end_time: '11:00', pax_max: 3 });
    const closedType = await typeOn(api, owner(), 'GBLIST Closed', { recurring_type: 'manual', type_slots: [], pax_max: 0, allow_bookings_from_app: true, slot_booking_close_minutes: BOOKING_LIMITS.closeMinutesMax });
    const closed = await create(api, 'bookings/slots', owner(), { booking_type_id: closedType.id, date, start_time: '10:00', end_time: '11:00', pax_max: 3 });

    const res = await slotsOn(`?date=${date}`);
    const answer = dataOf(res);
    expect(res.headers?.get('Cache-Control')).toBe(GUEST_SLOTS_CACHE_CONTROL);
    expect(answer).toMatchObject({ language: 'en', date, today: ahead(0) });
    const ours = (answer.slots as Json[]).filter((s) => [slot.id, hidden.id, closed.id].includes(s.id));
    expect(ours).toEqual([
      {
        id: slot.id,
        booking_type_id: type.id,
        date,
        start_time: '10:00',
        end_time: '11:00',
        time_text: slotTimeText('10:00', '11:00'),
        starts_at: slot.starts_at,
        name: 'GBLIST Dive',
        attached_type: 'Activity',
        attached_id: type.attached_id,
        facility_id: type.facility_id,
        facility_name: 'GBLIST Dive Place',
        pax_required: true,
        places_left: 3,
        allow_remarks: true,
        menu_multiple: false,
        cancellation_policy: 'Free until the day before',
      },
    ]);
    // One facility, one type: the same slot; another facility: none of ours.
    expect((dataOf(await slotsOn(`?date=${date}&facility_id=${type.facility_id}`)).slots as Json[]).map((s) => s.id)).toEqual([slot.id]);
    expect((dataOf(await slotsOn(`?date=${date}&booking_type_id=${type.id}`)).slots as Json[]).map((s) => s.id)).toEqual([slot.id]);
    expect((dataOf(await slotsOn(`?date=${date}&facility_id=${staffOnly.facility_id}`)).slots as Json[]).length).toBe(0);
    // The default date is the property's today; a past date or a malformed one is a field error; an unknown property 404.
    expect(dataOf(await slotsOn('')).date).toBe(ahead(0));
    expect(errorsOf(await slotsOn(`?date=${ahead(-1)}`))).toEqual({ date: [GUEST_BOOKING_TEXT.pastDate] });
    expect(Object.keys(errorsOf(await slotsOn('?date=2026-13-45')))).toEqual(['date']);
    expect(await slotsOn(`?date=${date}`, 'no-such-hotel-xyz')).toEqual({ status: 404, body: apiError(404) });
    // The ETag: the same answer is 304; a booking changes it.
    const etag = res.headers?.get('ETag') ?? '';
    expect((await api.call('GET', `guest-app/${domain()}/slots?date=${date}`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // A deactivated activity's slots are not offered.
    await api.call('POST', `facilities/activities/${type.attached_id}/active`, { token: owner(), body: { active: false } });
    expect((dataOf(await slotsOn(`?date=${date}`)).slots as Json[]).map((s) => s.id)).not.toContain(slot.id);
  });

  it('books for the signed-in guest in their room, under the staff’s capacity rule; staff see it as the guest’s; the guest lists it', async () => {
    const { type, slot, room, tokens, date } = await setUp('GBBOOK');
    const [ann, bo] = tokens;

    // No token, a bad one, a staff session: 401 before anything is read.
    for (const headers of [{}, bearer('nope'), bearer(`${ann}x`), bearer(owner())]) {
      expect((await api.call('POST', `guest-app/${domain()}/bookings`, { headers, body: { booking_slot_id: slot.id, pax: 1 } })).status).toBe(401);
      expect((await api.call('GET', `guest-app/${domain()}/bookings`, { headers })).status).toBe(401);
    }
    // Bad input: field errors; pax is required as for staff.
    expect(Object.keys(errorsOf(await book(ann, { pax: 'many' })))).toEqual(expect.arrayContaining(['booking_slot_id']));
    expect(errorsOf(await book(ann, { booking_slot_id: slot.id }))).toEqual({ pax: [REQUESTS_TEXT.paxRequired] });

    const booked = dataOf(await book(ann, { booking_slot_id: slot.id, pax: 2, remarks: '  Window table ' }), 201);
    expect(booked).toEqual({
      id: expect.any(Number),
      number: expect.any(Number),
      status: 'new',
      ui_status: BOOKING_STATUS_UI.new,
      booking_slot_id: slot.id,
      date,
      time_text: slotTimeText('10:00', '11:00'),
      starts_at: slot.starts_at,
      name: 'GBBOOK Dive',
      facility_name: 'GBBOOK Dive Place',
      pax: 2,
      remarks: 'Window table',
      menu_items_text: '',
      can_cancel: true,
      cancellation_policy: '',
    });
    expect(dataOf(await mine(ann))).toEqual([booked]);
    expect(dataOf(await mine(bo))).toEqual([]);

    // Staff see it in Requests as any booking: New, booked by the guest from the app, in the guest's room, the note as remarks (G).
    const staffView = dataOf(await api.call('GET', `bookings/${booked.id}`, { token: owner() }));
    expect(staffView).toMatchObject({
      number: booked.number,
      status: 'new',
      booked_by_type: 'guest',
      booked_by: GUEST_BOOKING_TEXT.bookedBy('Ann Lee'),
      room: { id: room.roomId, number: room.number },
      pax: 2,
      remarks: 'Window table',
      guests: [{ id: room.guestIds[0], full_name: 'Ann Lee' }],
      booking_type: { id: type.id },
    });
    const fresh = dataOf(await api.call('GET', 'bookings/by-state/new?limit=100', { token: owner() }));
    expect((fresh as Json[]).map((b) => b.id)).toContain(booked.id);

    // One place left: the same guest again → already booked; Bo for 2 → the staff's 'slot full' on pax; Bo for 1 fits, then it is full and gone from the list.
    expect(errorsOf(await book(ann, { booking_slot_id: slot.id, pax: 1 }))).toEqual({ booking_slot_id: [GUEST_BOOKING_TEXT.alreadyBooked] });
    const full = await book(bo, { booking_slot_id: slot.id, pax: 2 });
    expect(full.body).toMatchObject({ status: 422, code: 'VALIDATION_ERROR', message: REQUESTS_TEXT.slotFull, errors: { pax: [REQUESTS_TEXT.slotFull] } });
    expect((dataOf(await slotsOn(`?date=${date}`)).slots as Json[]).find((s) => s.id === slot.id)?.places_left).toBe(1);
    dataOf(await book(bo, { booking_slot_id: slot.id, pax: 1 }), 201);
    expect((dataOf(await slotsOn(`?date=${date}`)).slots as Json[]).map((s) => s.id)).not.toContain(slot.id);
    expect(dataOf(await api.call('GET', `bookings/slots/${slot.id}`, { token: owner() })).booked_pax).toBe(3);
  });

  it('refuses what a guest may not book: a closed window, a staff-only type, another company’s slot (404); a token is one property’s', async () => {
    const { tokens, ahead } = await setUp('GBNOPE');
    const [ann] = tokens;
    const closedType = await typeOn(api, owner(), 'GBNOPE Late', { recurring_type: 'manual', type_slots: [], pax_max: 0, allow_bookings_from_app: true, slot_booking_close_minutes: BOOKING_LIMITS.closeMinutesMax });
    const closed = await create(api, 'bookings/slots', owner(), { booking_type_id: closedType.id, date: ahead(2), start_time: '12:00', end_time: '13:00', pax_max: 5 });
    expect(errorsOf(await book(ann, { booking_slot_id: closed.id, pax: 1 }))).toEqual({ booking_slot_id: [GUEST_BOOKING_TEXT.closed] });

    const staffOnly = await typeOn(api, owner(), 'GBNOPE Staff', { recurring_type: 'manual', type_slots: [], pax_max: 0 });
    const hidden = await create(api, 'bookings/slots', owner(), { booking_type_id: staffOnly.id, date: ahead(2), start_time: '14:00', end_time: '15:00', pax_max: 5 });
    expect(await book(ann, { booking_slot_id: hidden.id, pax: 1 })).toEqual({ status: 404, body: apiError(404) });

    const { ahead: aheadB } = await companyClock(api, who().ownerB);
    const theirType = await typeOn(api, who().ownerB, 'GBNOPE Theirs', { recurring_type: 'manual', type_slots: [], pax_max: 0, allow_bookings_from_app: true });
    const theirs = await create(api, 'bookings/slots', who().ownerB, { booking_type_id: theirType.id, date: aheadB(2), start_time: '10:00', end_time: '11:00', pax_max: 5 });
    expect(await book(ann, { booking_slot_id: theirs.id, pax: 1 })).toEqual({ status: 404, body: apiError(404) });
    expect(await book(ann, { booking_slot_id: 999_999_999, pax: 1 })).toEqual({ status: 404, body: apiError(404) });

    // A's guest token under B's domain is no one there.
    const domainB = dataOf(await api.call('GET', 'auth/me', { token: who().ownerB })).company.username as string;
    expect((await book(ann, { booking_slot_id: theirs.id, pax: 1 }, domainB)).status).toBe(401);
    expect((await mine(ann, domainB)).status).toBe(401);
    expect(dataOf(await api.call('GET', `bookings/slots/${theirs.id}`, { token: who().ownerB })).booked_pax).toBe(0);
  });

  it('lets the guest cancel their own booking while its window is open: seats back, staff see it Cancelled; then 409; another’s is 404', async () => {
    const { slot, tokens } = await setUp('GBCANCEL');
    const [ann, bo] = tokens;
    const booked = dataOf(await book(ann, { booking_slot_id: slot.id, pax: 2 }), 201);
    expect(await cancel(bo, booked.id)).toEqual({ status: 404, body: apiError(404) });
    expect((await api.call('DELETE', `guest-app/${domain()}/bookings/${booked.id}`)).status).toBe(401);

    const cancelled = dataOf(await cancel(ann, booked.id));
    expect(cancelled).toMatchObject({ id: booked.id, status: 'cancelled', ui_status: BOOKING_STATUS_UI.cancelled, can_cancel: false });
    expect(dataOf(await api.call('GET', `bookings/slots/${slot.id}`, { token: owner() })).booked_pax).toBe(0);
    const staffView = dataOf(await api.call('GET', `bookings/${booked.id}`, { token: owner() }));
    expect(staffView).toMatchObject({ status: 'cancelled', status_by: GUEST_BOOKING_TEXT.bookedBy('Ann Lee') });
    expect(staffView.logs[0]).toMatchObject({ text: GUEST_BOOKING_TEXT.cancelledLog, changed_by: GUEST_BOOKING_TEXT.bookedBy('Ann Lee') });
    expect((await cancel(ann, booked.id)).body).toMatchObject({ status: 409, message: GUEST_BOOKING_TEXT.cannotCancel });
    // The guest still sees it, cancelled; and may book the slot again.
    expect(dataOf(await mine(ann)).map((b: Json) => [b.id, b.status])).toEqual([[booked.id, 'cancelled']]);
    dataOf(await book(ann, { booking_slot_id: slot.id, pax: 1 }), 201);
    // A booking staff confirmed can still be cancelled by the guest; one staff completed cannot.
    for (const b of dataOf(await mine(ann)) as Json[]) if (b.status === 'new') await api.call('POST', `bookings/${b.id}/action`, { token: owner(), body: { status: 'confirmed' } });
    const confirmed = (dataOf(await mine(ann)) as Json[]).find((b) => b.status === 'confirmed');
    expect(confirmed.can_cancel).toBe(true);
    await api.call('POST', `bookings/${confirmed.id}/action`, { token: owner(), body: { status: 'completed' } });
    expect((await cancel(ann, confirmed.id)).status).toBe(409);
  });
});
