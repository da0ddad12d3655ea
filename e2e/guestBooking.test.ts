/**
 * A guest books from the guest app and the front desk sees it live (issue 21; ADR 0052), on the built product as
 * `npm start` serves it: a fresh database, a real Chromium, e-mail to the local SMTP sink.
 *
 * The hotel lets guests book its sunset cruise from the app (a request type with allow_bookings_from_app, through
 * the API); a front-desk user sits on the Requests screen; a guest signs in with room number and last name
 * (POST guest-app/{domain}/session), sees the slot among the day's bookable ones and books it with a note
 * (POST guest-app/{domain}/bookings); the desk's New queue shows it without a reload, its remarks under G, and its
 * drawer says it was booked by the guest from the guest app; the type's booking e-mail arrives. The desk confirms
 * and the guest sees it Confirmed. Then the same through the guest page on a phone (/p/{domain}/book): sign in from
 * Book, pick tomorrow, book with people and a note; the desk's queue shows that one live too.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { GUEST_BOOKING_TEXT, REQUESTS_TEXT, en, type GuestBooking, type GuestSession, type GuestSlots } from '@atoll/contract';
import { addDays, localDate } from '@atoll/contract/domain';
import { PATHS } from '../console/src/app/paths';
import { useE2E } from './harness/suite';
import { POLL, UI_TIMEOUT_MS } from './harness/timing';
import { logIn } from './screens/login';
import { Journey } from './walks/journey';

const TIME_ZONE = 'Indian/Maldives'; // every sign-up's default (section 9)
const ACTIVITY = 'Sunset Cruise';
const FACILITY = 'Lagoon Excursions';
const BOOKING_MAIL = 'excursions@guest-lagoon.test';
const GUEST = { first: 'Aishath', last: 'Naseer', room: 'W-12' };
const NOTE = 'Two vegetarians, please';

describe.sequential('a guest books from the app and the desk sees it live', () => {
  const e2e = useE2E();
  const journey = () => (state.journey ??= new Journey(e2e.product().api));
  const state: { journey?: Journey; token?: string; slotId?: number; guest?: GuestSession; booking?: GuestBooking; desk?: Page } = {};
  const guestApi = <T>(method: string, path: string, body?: unknown) => {
    const base = e2e.product().url;
    return fetch(`${base}/api/v1/guest-app/${journey().hotel.domain}/${path}`, {
      method,
      headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}), ...(state.guest ? { Authorization: `Bearer ${state.guest.token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { data: T } }));
  };

  it('the hotel offers its cruise to guests in the app, and has a guest in house (through the API)', async () => {
    const api = e2e.product().api;
    const token = (state.token = await journey().ownerToken());
    const facility = await api.ok<{ id: number }>('POST', 'facilities', { token, body: { name: en(FACILITY) } });
    const activity = await api.ok<{ id: number }>('POST', 'facilities/activities', { token, body: { facility_id: facility.id, name: en(ACTIVITY) } });
    const type = await api.ok<{ id: number }>('POST', 'bookings/types', {
      token,
      body: { attached_type: 'Activity', attached_id: activity.id, recurring_type: 'manual', type_slots: [], pax_required: true, pax_max: 0, allow_bookings_from_app: true, booking_emails: [BOOKING_MAIL] },
    });
    const today = localDate(new Date(), TIME_ZONE);
    const slot = await api.ok<{ id: number }>('POST', 'bookings/slots', { token, body: { booking_type_id: type.id, date: addDays(today, 1), start_time: '17:30', end_time: '19:00', pax_max: 8 } });
    state.slotId = slot.id;
    const rooms = await api.ok<{ id: number }>('POST', 'rooms/types', { token, body: { name: 'Water Villa' } });
    const set = await api.ok<{ rooms: { id: number; number: string }[] }>('POST', `rooms/types/${rooms.id}/rooms`, { token, body: { rooms: [{ number: GUEST.room }] } });
    const roomId = set.rooms.find((r) => r.number === GUEST.room)!.id;
    await api.ok('POST', 'guests', {
      token,
      body: { first_name: GUEST.first, last_name: GUEST.last, confirmation_number: 'GL-4411', nationality: 'MDV', arrival_date: addDays(today, -1), departure_date: addDays(today, 4), room_id: roomId },
    });
  });

  it('the guest signs in with room and last name, sees the slot and books it; the desk’s queue shows it at once, marked as the guest’s', async () => {
    // The front desk on Requests before the booking exists.
    const desk = await e2e.newPerson();
    await logIn(desk.page, journey().ownerCredentials);
    await desk.page.goto(PATHS.requestsBookings);
    const queue = desk.page.getByRole('grid', { name: 'New requests' });
    await queue.waitFor({ timeout: UI_TIMEOUT_MS });
    const deskUrl = desk.page.url();
    const mailsBefore = e2e.product().mail.messages.length;

    // The guest: room number in any case, last name as typed.
    const session = await guestApi<GuestSession>('POST', 'session', { room: GUEST.room.toLowerCase(), last_name: GUEST.last.toUpperCase() });
    expect(session.status).toBe(201);
    state.guest = session.body.data;
    const today = localDate(new Date(), TIME_ZONE);
    const slots = await guestApi<GuestSlots>('GET', `slots?date=${addDays(today, 1)}`);
    expect(slots.body.data.slots.map((s) => [s.id, s.name, s.places_left])).toEqual([[state.slotId, ACTIVITY, 8]]);
    const booked = await guestApi<GuestBooking>('POST', 'bookings', { booking_slot_id: state.slotId, pax: 2, remarks: NOTE });
    expect(booked.status).toBe(201);
    state.booking = booked.body.data;
    expect(state.booking).toMatchObject({ name: ACTIVITY, status: 'new', pax: 2, remarks: NOTE, can_cancel: true });

    // The desk's New queue: the row arrives by itself (the live stream), the page never reloaded; remarks under G.
    const row = queue.getByRole('row', { name: new RegExp(`#${state.booking.number}\\b`) });
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(desk.page.url()).toBe(deskUrl);
    await expect.poll(() => row.innerText(), POLL).toContain(NOTE);
    expect(await row.getByTitle('Guest remarks').innerText()).toBe(REQUESTS_TEXT.remarksGuest);
    expect(await row.innerText()).toContain(GUEST.room);

    // Its drawer says who booked it: the guest, from the guest app.
    await row.getByText(NOTE).click();
    const drawer = desk.page.getByRole('dialog', { name: REQUESTS_TEXT.bookingTitle(ACTIVITY, state.booking.number) });
    await expect.poll(() => drawer.innerText(), POLL).toContain(GUEST_BOOKING_TEXT.bookedBy(`${GUEST.first} ${GUEST.last}`));

    // The type's booking e-mail, as for any booking.
    const mail = await e2e.product().mail.waitForMail(BOOKING_MAIL, { since: mailsBefore, timeoutMs: UI_TIMEOUT_MS });
    expect(mail.subject).toBe(REQUESTS_TEXT.newBookingSubject(ACTIVITY, state.booking.number));
    state.desk = desk.page;
  });

  it('the desk confirms it and the guest sees it Confirmed; the slot has two places fewer', async () => {
    const page = state.desk!;
    const drawer = page.getByRole('dialog', { name: REQUESTS_TEXT.bookingTitle(ACTIVITY, state.booking!.number) });
    await drawer.getByRole('button', { name: 'Confirm', exact: true }).first().click();
    await expect
      .poll(async () => (await guestApi<GuestBooking[]>('GET', 'bookings')).body.data.map((b) => [b.id, b.status]), POLL)
      .toEqual([[state.booking!.id, 'confirmed']]);
    const today = localDate(new Date(), TIME_ZONE);
    const slots = await guestApi<GuestSlots>('GET', `slots?date=${addDays(today, 1)}`);
    expect(slots.body.data.slots.find((s) => s.id === state.slotId)?.places_left).toBe(6);
  });

  it('on a phone, through the guest page: Book → Sign in with your room → back on Book, picks tomorrow, books the morning cruise; the desk sees it live', async () => {
    const api = e2e.product().api;
    const today = localDate(new Date(), TIME_ZONE);
    const [type] = await api.ok<{ id: number }[]>('GET', 'bookings/types', { token: state.token });
    await api.ok('POST', 'bookings/slots', { token: state.token, body: { booking_type_id: type.id, date: addDays(today, 1), start_time: '09:00', end_time: '10:30', pax_max: 4 } });
    const desk = state.desk!;
    await desk.goto(PATHS.requestsBookings);
    const queue = desk.getByRole('grid', { name: 'New requests' });
    await queue.waitFor({ timeout: UI_TIMEOUT_MS });
    const deskUrl = desk.url();

    const guest = await e2e.newPerson();
    const phone = guest.page;
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${e2e.product().url}/p/${journey().hotel.domain}/book`);
    await phone.getByRole('button', { name: GUEST_BOOKING_TEXT.signIn }).click();
    await phone.getByLabel('Room number').fill(GUEST.room);
    await phone.getByLabel('Last name').fill(GUEST.last);
    await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Back on Book, signed in: the days from today; tomorrow has the two cruises.
    await phone.getByRole('button', { name: GUEST_BOOKING_TEXT.tomorrow }).click();
    const morning = GUEST_BOOKING_TEXT.bookWhat(ACTIVITY, '09:00 – 10:30');
    await phone.getByRole('button', { name: morning }).click();
    const form = phone.getByRole('form', { name: morning });
    await form.getByLabel(GUEST_BOOKING_TEXT.paxLabel).fill('3');
    await form.getByLabel(GUEST_BOOKING_TEXT.noteLabel).fill('Snorkel sizes S and M');
    await form.getByRole('button', { name: GUEST_BOOKING_TEXT.confirm }).click();
    await expect.poll(() => phone.getByRole('status').innerText(), POLL).toBe(GUEST_BOOKING_TEXT.booked(ACTIVITY, '09:00 – 10:30'));
    await expect.poll(() => phone.locator('.gb-mine').innerText(), POLL).toContain('Snorkel sizes S and M');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The desk's queue, untouched: the new row by itself, the guest's note under G.
    const row = queue.getByRole('row').filter({ hasText: 'Snorkel sizes S and M' });
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(desk.url()).toBe(deskUrl);
    expect(await row.getByTitle('Guest remarks').innerText()).toBe(REQUESTS_TEXT.remarksGuest);
    await guest.close();
  });
});
