/**
 * The front desk's day, end to end (issue 10): the built console and server as `npm start` serves
 * them, a real Chromium, a fresh database (PGlite, or PostgreSQL with E2E_DATABASE_URL), e-mail to a
 * local SMTP sink.
 *
 * The owner enables bookings on an activity with a weekly type (through the Facilities drawers), sees
 * the slot on the Slots screen, adds an in-house guest, books them; a second browser on the Requests
 * screen sees the booking arrive without reloading; the booking e-mail reaches the type's address;
 * the owner confirms it from the row, completes it from Ongoing, and reads the Timeline. A waiter
 * whose request permission names only another facility sees none of it, in the console or the API.
 *
 * The facility, the activity and the rooms are made through the API (their screens have their own
 * walk in hotel-content.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { ANALYTICS_TEXT, BOOKING_ACTION_TEXT, en, LIVE_REQUESTS_TEXT, PERMISSION, REQUEST_TYPE_TEXT, REQUESTS_TEXT, formatDisplayDate, formatGuestDate } from '@atoll/contract';
import { addDays, localDate } from '@atoll/contract/domain';
import { PATHS } from '../console/src/app/paths';
import { useE2E, type Person } from './harness/suite';
import { login, type Credentials } from './harness/api';
import { POLL, UI_TIMEOUT_MS } from './harness/timing';
import { drawer, openTab, typeTime } from './screens/hotel';
import { openMenu } from './screens/shell';
import { logIn } from './screens/login';
import { addGuestThroughForm, pick, typeDate } from './screens/requests';
import { Journey } from './walks/journey';
import { closeDrawer } from './walks/hotelFacilities';

const TIME_ZONE = 'Indian/Maldives'; // every sign-up's default (section 9)
const ACTIVITY = 'Sunset Dolphin Cruise';
const FACILITY = 'Lagoon Excursions';
const BOOKING_MAIL = 'excursions@sunset-lagoon.test';
const GUEST = { first: 'Mariam', last: 'Haleem', confirmation: 'SL-7781', nationality: 'Maldives', room: 'V-201' };

/** A slot that has not started yet in the company's time zone: today, two hours ahead on the hour; late in the evening, tomorrow at 10:00. */
function slotToBook(now = new Date()): { date: string; start: string; end: string; today: string } {
  const today = localDate(now, TIME_ZONE);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(now));
  if (hour <= 20) {
    const start = hour + 2;
    return { date: today, start: `${String(start).padStart(2, '0')}:00`, end: `${String(start + 1).padStart(2, '0')}:00`, today };
  }
  return { date: addDays(today, 1), start: '10:00', end: '11:00', today };
}

const rowOf = (grid: Locator, number: number) => grid.getByRole('row', { name: new RegExp(`#${number}\\b`) });

describe.sequential('the front desk takes a booking', () => {
  const e2e = useE2E();
  let journey: Journey | undefined;
  let owner: Person | undefined;
  const slot = slotToBook();
  const ids: { facility?: number; otherFacility?: number; activity?: number } = {};

  async function ownerToken(): Promise<string> {
    journey ??= new Journey(e2e.product().api);
    return journey.ownerToken();
  }

  async function ownerPage(): Promise<Page> {
    await ownerToken();
    owner ??= await e2e.newPerson();
    if (!owner.page.url().startsWith(e2e.product().url)) await logIn(owner.page, journey!.ownerCredentials);
    return owner.page;
  }

  it('the hotel has a facility with an activity, rooms, and a second facility (through the API)', async () => {
    const api = e2e.product().api;
    const token = await ownerToken();
    ids.facility = (await api.ok<{ id: number }>('POST', 'facilities', { token, body: { name: en(FACILITY) } })).id;
    ids.activity = (await api.ok<{ id: number }>('POST', 'facilities/activities', { token, body: { facility_id: ids.facility, name: en(ACTIVITY) } })).id;
    ids.otherFacility = (await api.ok<{ id: number }>('POST', 'facilities', { token, body: { name: en('Coral Spa') } })).id;
    const type = await api.ok<{ id: number }>('POST', 'rooms/types', { token, body: { name: 'Beach Villa' } });
    await api.ok('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: [{ number: GUEST.room }, { number: 'V-202' }] } });
  });

  it('the owner enables bookings on the activity with a weekly timing set', async () => {
    const page = await ownerPage();
    await page.goto(`${PATHS.hotelFacilities}?facility=${ids.facility}&tab=activities`);
    const facility = drawer(page, FACILITY);
    await facility.dialog.getByRole('button', { name: ACTIVITY, exact: true }).click();
    const activity = drawer(page, ACTIVITY);
    await openTab(activity, REQUESTS_TEXT.guestRequestsTabOnObject);
    await activity.button(REQUESTS_TEXT.enableRequests).click();

    const form = drawer(page, REQUESTS_TEXT.createRequestType);
    // The form starts filled (weekly, every day, one set): only the hours and the e-mails change.
    const set = form.dialog.getByRole('group', { name: 'Timing set 1' });
    await typeTime(set, page, 'Start Time', slot.start);
    await typeTime(set, page, 'End Time', slot.end);
    // The e-mails are among the advanced fields, behind 'More settings'.
    await form.dialog.getByRole('button', { name: new RegExp(`^${REQUEST_TYPE_TEXT.advanced}`) }).click();
    const emails = form.dialog.getByRole('textbox', { name: /^Booking E-mails/ });
    await emails.fill(BOOKING_MAIL);
    await emails.press('Enter');
    await form.button(REQUESTS_TEXT.createRequestType).click();

    const details = drawer(page, REQUESTS_TEXT.requestTypeTitle);
    await details.tab('Basic Information').waitFor({ timeout: UI_TIMEOUT_MS });
    await details.button(`Back to ${ACTIVITY}`).click();
    await activity.dialog.getByText(`Every day, ${slot.start}–${slot.end}`).waitFor({ timeout: UI_TIMEOUT_MS });
    await closeDrawer(page, ACTIVITY);
    await closeDrawer(page, FACILITY);
  });

  it('the slot is on the Slots screen, open, with no limit', async () => {
    const page = await ownerPage();
    await openMenu(page, 'Requests', 'Slots');
    await page.waitForURL((url) => url.pathname === PATHS.requestsSlots);
    if (slot.date !== slot.today) {
      // Tomorrow's slot (after 20:00 in the hotel): the All tab on that date, by its URL (?date=, as the date filter keeps it).
      await page.goto(`${PATHS.requestsSlots}?view=all&date=${slot.date}`);
      await page.getByRole('tab', { name: REQUESTS_TEXT.allTab, exact: true, selected: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    }
    const grid = page.getByRole('grid', { name: 'Booking slots' });
    // The date filter lists the slots from that day on: the slot is the row of its day and time.
    const row = grid.getByRole('row').filter({ hasText: ACTIVITY }).filter({ hasText: slot.start }).filter({ hasText: formatGuestDate(slot.date) });
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect.poll(() => row.innerText(), POLL).toMatch(/Open/);
  });

  it('the front desk adds an in-house guest', async () => {
    const page = await ownerPage();
    await openMenu(page, 'Guests', 'Guest List');
    await page.waitForURL((url) => url.pathname === PATHS.guestsList);
    await addGuestThroughForm(page, { ...GUEST, arrival: slot.today, departure: addDays(slot.today, 4) });
    const details = drawer(page, `${GUEST.first} ${GUEST.last}`);
    await details.tab('Basic Information').waitFor({ timeout: UI_TIMEOUT_MS });
    await closeDrawer(page, `${GUEST.first} ${GUEST.last}`);
    const inHouse = page.getByRole('grid').filter({ hasText: GUEST.confirmation });
    await inHouse.getByRole('row').filter({ hasText: GUEST.last }).waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it('a booking made at one desk appears at another without a reload, and its e-mail arrives', async () => {
    const page = await ownerPage();
    // A colleague's browser on the Requests screen, before the booking exists.
    const desk = await e2e.newPerson();
    await logIn(desk.page, journey!.ownerCredentials);
    await desk.page.goto(PATHS.requestsBookings);
    const deskQueue = desk.page.getByRole('grid', { name: 'New requests' });
    await deskQueue.waitFor({ timeout: UI_TIMEOUT_MS });
    // The count badge on the Requests menu (issue 18): its description, nothing while no request waits.
    const requestsMenu = desk.page.getByRole('button', { name: 'Requests', exact: true });
    const badgeText = () =>
      requestsMenu.evaluate((el) => {
        const id = el.getAttribute('aria-describedby');
        return id ? (document.getElementById(id)?.textContent ?? null) : null;
      });
    expect(await badgeText()).toBeNull();
    const mailsBefore = e2e.product().mail.messages.length;

    await page.goto(PATHS.requestsBookings);
    await page.getByRole('button', { name: REQUESTS_TEXT.addBooking, exact: true }).click();
    const form = drawer(page, REQUESTS_TEXT.addBooking);
    if (slot.date !== slot.today) await typeDate(form.dialog, page, 'Date', slot.date);
    await pick(form.dialog, page, 'Type', new RegExp(ACTIVITY));
    await pick(form.dialog, page, 'Slot', new RegExp(slot.start));
    await pick(form.dialog, page, 'Room', new RegExp(GUEST.room));
    // The room's in-house guests, each a checkbox named by the guest: the room's sole guest comes ticked.
    const guest = form.dialog.getByRole('checkbox', { name: new RegExp(GUEST.last) });
    await expect.poll(() => guest.isChecked(), POLL).toBe(true);
    await form.button(REQUESTS_TEXT.createBooking).click();
    const booking = drawer(page, REQUESTS_TEXT.bookingTitle(ACTIVITY, 1));
    await booking.tab('Basic Information').waitFor({ timeout: UI_TIMEOUT_MS });

    // The other desk's queue shows it by itself (the live stream), its page never reloaded.
    const deskUrl = desk.page.url();
    await rowOf(deskQueue, 1).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(desk.page.url()).toBe(deskUrl);
    // …and its menu badge and title rose with it, from the stream.
    await expect.poll(badgeText, POLL).toBe(LIVE_REQUESTS_TEXT.newRequests(1));
    await expect.poll(() => desk.page.title(), POLL).toBe(`(1) ${REQUESTS_TEXT.requestsTitle} · Atoll`);
    await desk.close();

    const mail = await e2e.product().mail.waitForMail(BOOKING_MAIL, { since: mailsBefore, timeoutMs: UI_TIMEOUT_MS });
    expect(mail.subject).toBe(REQUESTS_TEXT.newBookingSubject(ACTIVITY, 1));
    await closeDrawer(page, REQUESTS_TEXT.bookingTitle(ACTIVITY, 1));
  });

  it('the desk confirms from the row, completes from Ongoing, and the Timeline tells who did what', async () => {
    const page = await ownerPage();
    await page.goto(PATHS.requestsBookings);
    const queue = page.getByRole('grid', { name: 'New requests' });
    await rowOf(queue, 1).getByRole('button', { name: 'Confirm', exact: true }).click();
    await rowOf(queue, 1).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

    await page.getByRole('tab', { name: REQUESTS_TEXT.ongoingTab, exact: true }).click();
    const ongoing = page.getByRole('grid', { name: 'Ongoing requests' });
    await rowOf(ongoing, 1).getByRole('button', { name: 'Complete', exact: true }).click();
    // Completing cannot be undone: the console asks first.
    const ask = page.getByRole('alertdialog', { name: BOOKING_ACTION_TEXT.askBefore(1, 'completed')!.title, exact: true });
    await ask.getByRole('button', { name: BOOKING_ACTION_TEXT.askBefore(1, 'completed')!.confirmLabel, exact: true }).click();
    await rowOf(ongoing, 1).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

    await page.getByRole('tab', { name: REQUESTS_TEXT.allTab, exact: true }).click();
    const all = page.getByRole('grid', { name: 'All requests' });
    const row = rowOf(all, 1);
    await expect.poll(() => row.innerText(), POLL).toContain('Completed');
    await row.click();
    const booking = drawer(page, REQUESTS_TEXT.bookingTitle(ACTIVITY, 1));
    await openTab(booking, REQUESTS_TEXT.timelineTab);
    const timeline = booking.dialog.getByRole('list', { name: REQUESTS_TEXT.timelineTab });
    await expect.poll(() => timeline.getByRole('listitem').allInnerTexts(), POLL).toHaveLength(3);
    const entries = await timeline.getByRole('listitem').allInnerTexts();
    expect(entries[0]).toContain('Status changed to Completed');
    expect(entries[1]).toContain('Status changed to Confirmed');
    expect(entries[2]).toContain('Booking created');
    for (const entry of entries) expect(entry).toContain(journey!.hotel.owner.name);
  });

  it('a waiter limited to another facility sees none of it, in the console or through the API', async () => {
    const api = e2e.product().api;
    const token = await ownerToken();
    const password = 'waiter-pass-2026';
    const waiter = await api.ok<{ id: number }>('POST', 'users', {
      token,
      body: {
        name: 'Ali Waiter',
        username: 'ali.waiter',
        designation: 'Waiter',
        authentication: 'password',
        password,
      },
    });
    await api.ok('POST', 'auth/permissions/update', {
      token,
      body: { user_id: waiter.id, permissions: { [PERMISSION.manageFacilityRequests]: { objects: [ids.otherFacility] } } },
    });
    const credentials: Credentials = { company: journey!.hotel.domain, username: 'ali.waiter', password };
    const waiterToken = (await login(api, credentials)).auth_token.token;
    const all = await api.ok<unknown[]>('GET', 'bookings/by-state/all', { token: waiterToken });
    expect(all).toEqual([]);
    const listed = await api.ok<{ id: number }[]>('GET', 'bookings/by-state/all', { token });
    const one = await api.call('GET', `bookings/${listed[0]!.id}`, { token: waiterToken });
    expect(one.status).toBe(404);

    const person = await e2e.newPerson();
    await logIn(person.page, credentials);
    await person.page.goto(`${PATHS.requestsBookings}?view=all`);
    const grid = person.page.getByRole('grid', { name: 'All requests' });
    await grid.waitFor({ timeout: UI_TIMEOUT_MS });
    await person.page.getByText(REQUESTS_TEXT.noRequests).first().waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await grid.getByRole('row', { name: /#1\b/ }).count()).toBe(0);
    await person.close();
  });

  it("the booking is counted in Home's analytics: on its day, in its hour, as Completed", async () => {
    const page = await ownerPage();
    const month = slot.date.slice(0, 7);
    await page.goto(`/?facility=${ids.facility}&month=${month}`);
    const section = page.getByRole('region', { name: ANALYTICS_TEXT.heading });
    const byDate = section.getByRole('figure', { name: ANALYTICS_TEXT.byDateTitle });
    await byDate.getByRole('button', { name: ANALYTICS_TEXT.viewAsTable }).click();
    const day = byDate.getByRole('table').getByRole('row').filter({ hasText: formatDisplayDate(slot.date) });
    await expect.poll(async () => (await day.getByRole('cell').last().textContent())?.trim(), { timeout: UI_TIMEOUT_MS }).toBe('1');
    const byStatus = section.getByRole('figure', { name: ANALYTICS_TEXT.byStatusTitle });
    await expect.poll(async () => (await byStatus.textContent()) ?? '', { timeout: UI_TIMEOUT_MS }).toContain('Completed');
    // The same figure through the API, for the facility the waiter may not read.
    const token = await ownerToken();
    const rows = await e2e.product().api.ok<{ date: string; count: number }[]>('GET', `ui/analytics/bookings-by-date/${ids.facility}?start_date=${slot.date}&end_date=${slot.date}`, { token });
    expect(rows).toEqual([{ date: slot.date, count: 1 }]);
  });
});
