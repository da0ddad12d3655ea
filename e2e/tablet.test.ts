/**
 * A new property's first booking on a tablet (issue 18): the built product, a real Chromium at 768 × 1024.
 * The owner signs up through the wizard, follows Home's setup checklist (first facility, its activity with
 * bookings on, rooms), adds an in-house guest and books them from the guest's drawer; a second tablet on the
 * Requests screen sees its count badge rise and confirms the request from its row. No page on the way
 * scrolls sideways, and the row's Confirm is on screen without scrolling the table.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { HOME_TEXT, LABEL, MSG, LIVE_REQUESTS_TEXT, REQUESTS_TEXT } from '@atoll/contract';
import { addDays, localDate } from '@atoll/contract/domain';
import { PATHS } from '../console/src/app/paths';
import { useE2E, type Person } from './harness/suite';
import { POLL, UI_TIMEOUT_MS } from './harness/timing';
import { drawer, openTab, typeTime } from './screens/hotel';
import { logIn } from './screens/login';
import { addGuestThroughForm, pick } from './screens/requests';
import { Journey } from './walks/journey';
import { signUpThroughWizard } from './screens/signup';
import { closeDrawer } from './walks/hotelFacilities';

const TABLET = { width: 768, height: 1024 };
const TIME_ZONE = 'Indian/Maldives'; // every sign-up's default (section 9)
const FACILITY = 'Reef Adventures';
const ACTIVITY = 'Turtle Snorkel';
const ROOM_TYPE = 'Garden Villa';
const ROOM = 'G-11';
const GUEST = { first: 'Hawwa', last: 'Latheef', confirmation: 'RA-3304', nationality: 'Maldives' };

/** The hour to book: two hours ahead today; late in the evening, 10:00 tomorrow (the form's next open slots cover both). */
function bookingHour(now = new Date()): { start: string; end: string; today: string } {
  const today = localDate(now, TIME_ZONE);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(now));
  const start = hour <= 20 ? hour + 2 : 10;
  return { start: `${String(start).padStart(2, '0')}:00`, end: `${String(start + 1).padStart(2, '0')}:00`, today };
}

/** Nothing on the page is wider than the tablet: the document never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** The element is inside the viewport as laid out: a person sees it without scrolling anything sideways. */
async function expectOnScreen(locator: Locator, page: Page, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

const checklist = (page: Page) => page.getByRole('region', { name: HOME_TEXT.setupTitle });

describe.sequential('a new property books its first guest on a tablet', () => {
  const e2e = useE2E();
  let journey: Journey | undefined;
  let owner: Person | undefined;
  const hour = bookingHour();

  async function ownerPage(): Promise<Page> {
    journey ??= new Journey(e2e.product().api);
    if (!owner) {
      owner = await e2e.newPerson();
      await owner.page.setViewportSize(TABLET);
    }
    if (!owner.page.url().startsWith(e2e.product().url)) {
      await journey.ensureCompany();
      await logIn(owner.page, journey.ownerCredentials);
    }
    return owner.page;
  }

  it('signs up on the tablet and Home shows the setup checklist', async () => {
    journey = new Journey(e2e.product().api);
    owner = await e2e.newPerson();
    await owner.page.setViewportSize(TABLET);
    const page = owner.page;
    await page.goto(PATHS.signup);
    await signUpThroughWizard(page, journey.hotel);
    await page.getByText(MSG.companyCreated, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    journey.signedUp = true;
    await expectNoSidewaysScroll(page, 'Sign Up');
    await logIn(page, journey.ownerCredentials);
    await checklist(page).getByText(HOME_TEXT.setupProgress(0, 5)).waitFor({ timeout: UI_TIMEOUT_MS });
    await expectNoSidewaysScroll(page, 'Home');
  });

  it('follows the checklist: the first facility, an activity with bookings on, the rooms', async () => {
    const page = await ownerPage();
    await page.goto(PATHS.home);
    await checklist(page).getByRole('link', { name: new RegExp(HOME_TEXT.setupSteps.facility.label) }).click();
    const create = drawer(page, LABEL.addFacility);
    await create.translatable('Name').fill(FACILITY);
    await create.button('Create Facility').click();
    const facility = drawer(page, FACILITY);
    await facility.tab(LABEL.tab.basicInformation).waitFor({ timeout: UI_TIMEOUT_MS });
    await expectNoSidewaysScroll(page, 'the facility drawer');

    await openTab(facility, LABEL.tab.activities);
    await facility.button(LABEL.addActivity).click();
    const addActivity = drawer(page, LABEL.addActivity);
    await addActivity.translatable('Name').fill(ACTIVITY);
    await addActivity.button('Create Activity').click();
    const activity = drawer(page, ACTIVITY);
    await activity.tab(LABEL.tab.basicInformation).waitFor({ timeout: UI_TIMEOUT_MS });
    await openTab(activity, REQUESTS_TEXT.guestRequestsTabOnObject);
    await activity.button(REQUESTS_TEXT.enableRequests).click();
    const form = drawer(page, REQUESTS_TEXT.createRequestType);
    const set = form.dialog.getByRole('group', { name: 'Timing set 1' });
    await typeTime(set, page, 'Start Time', hour.start);
    await typeTime(set, page, 'End Time', hour.end);
    await expectNoSidewaysScroll(page, 'the request type form');
    await form.button(REQUESTS_TEXT.createRequestType).click();
    await drawer(page, REQUESTS_TEXT.requestTypeTitle).tab('Basic Information').waitFor({ timeout: UI_TIMEOUT_MS });

    await page.goto(PATHS.home);
    await checklist(page).getByText(HOME_TEXT.setupProgress(2, 5)).waitFor({ timeout: UI_TIMEOUT_MS });
    await checklist(page).getByRole('link', { name: new RegExp(HOME_TEXT.setupSteps.rooms.label) }).click();
    const roomType = drawer(page, LABEL.addRoomType);
    await roomType.textbox('Name').fill(ROOM_TYPE);
    await roomType.button(LABEL.createRoomType).click();
    const type = drawer(page, ROOM_TYPE);
    await type.tab(LABEL.tab.basicInformation).waitFor({ timeout: UI_TIMEOUT_MS });
    await openTab(type, LABEL.tab.rooms);
    await type.textbox('Room number of row 1').fill(ROOM);
    await page.getByRole('button', { name: LABEL.save, exact: true }).click();
    await type.tabWithCount(LABEL.tab.rooms, 1).waitFor({ timeout: UI_TIMEOUT_MS });
    await expectNoSidewaysScroll(page, 'the room type drawer');
    await closeDrawer(page, ROOM_TYPE);

    await page.goto(PATHS.home);
    await checklist(page).getByText(HOME_TEXT.setupProgress(3, 5)).waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it("adds an in-house guest and books them from the guest's drawer; a second tablet's badge rises and it confirms from the row", async () => {
    const page = await ownerPage();
    // The second tablet, at the Requests screen before anything is booked.
    const desk = await e2e.newPerson();
    await desk.page.setViewportSize(TABLET);
    await logIn(desk.page, journey!.ownerCredentials);
    await desk.page.goto(PATHS.requestsBookings);
    const queue = desk.page.getByRole('grid', { name: 'New requests' });
    await queue.waitFor({ timeout: UI_TIMEOUT_MS });
    await expectNoSidewaysScroll(desk.page, 'Requests');

    await page.goto(PATHS.guestsList);
    await addGuestThroughForm(page, { ...GUEST, room: ROOM, arrival: hour.today, departure: addDays(hour.today, 3) });
    const guest = drawer(page, `${GUEST.first} ${GUEST.last}`);
    await guest.tab('Basic Information').waitFor({ timeout: UI_TIMEOUT_MS });

    // Booking starts from who: the guest's drawer opens Add Booking with their room and them ticked.
    await guest.button(REQUESTS_TEXT.addBooking).click();
    const booking = drawer(page, REQUESTS_TEXT.addBooking);
    await expect.poll(() => booking.dialog.getByRole('checkbox', { name: new RegExp(GUEST.last) }).isChecked(), POLL).toBe(true);
    await pick(booking.dialog, page, 'Type', new RegExp(ACTIVITY));
    await booking.dialog.getByRole('group', { name: 'Next open slots' }).getByRole('button', { name: new RegExp(`${hour.start}$`) }).first().click();
    await expectNoSidewaysScroll(page, 'Add Booking');
    await booking.button(REQUESTS_TEXT.createBooking).click();
    await drawer(page, REQUESTS_TEXT.bookingTitle(ACTIVITY, 1)).tab('Basic Information').waitFor({ timeout: UI_TIMEOUT_MS });

    // The other tablet: the New tab's badge and the page title rise from the live stream; the row's Confirm is on screen.
    const newTab = desk.page.getByRole('tab', { name: /^New/ });
    const described = (tab: Locator) =>
      tab.evaluate((el) => {
        const id = el.getAttribute('aria-describedby');
        return id ? (document.getElementById(id)?.textContent ?? null) : null;
      });
    await expect.poll(() => described(newTab), POLL).toBe(LIVE_REQUESTS_TEXT.newRequests(1));
    await expect.poll(() => desk.page.title(), POLL).toBe(`(1) ${REQUESTS_TEXT.requestsTitle} · Atoll`);
    const row = queue.getByRole('row', { name: /#1\b/ });
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    const confirm = row.getByRole('button', { name: 'Confirm', exact: true });
    await expectOnScreen(confirm, desk.page, "the row's Confirm");
    await expectNoSidewaysScroll(desk.page, 'Requests with a request');
    await confirm.click();
    await desk.page.getByText(/Booking #1 confirmed/).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await row.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    await expect.poll(() => desk.page.title(), POLL).toBe(`${REQUESTS_TEXT.requestsTitle} · Atoll`);
    await desk.close();
  });
});
