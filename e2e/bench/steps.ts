/**
 * The front desk's four everyday tasks (issue 18), done in a real Chromium on the built product while the
 * page counts what the person had to do: every trusted pointer press (a click or a tap) and every key
 * pressed, split into characters typed (the data itself: a name, a price, an hour) and the other keys
 * (Tab, Enter, arrows). Playwright's `click` and `keyboard.type` produce exactly those trusted events, one
 * per click and one per key; nothing here uses `fill`, which types without keys and would count nothing.
 *
 * Each task has a `before` flow, the shortest path the console at fb8c37d (before issue 18) allowed, and an
 * `after` flow, the shortest path now. scripts/bench-steps.mjs runs one variant against one build; run it
 * on both builds to compare. A measurement, not a test: each flow checks it ended where the task ends, so
 * a count is only reported for a task that was really done.
 */
import type { Locator, Page } from 'playwright';
import { LABEL, REQUESTS_TEXT } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import { drawer, type DrawerScreen } from '../screens/hotel';

export type Variant = 'before' | 'after';

export interface StepCount {
  /** Pointer presses (clicks, taps). */
  clicks: number;
  /** Keys that type a character. */
  characters: number;
  /** Keys that do not (Tab, Enter, Escape, arrows, Backspace). */
  keys: number;
}

export interface StepsFixture {
  facilityId: number;
  facility: string;
  /** An activity without a request type (task 1). */
  activity: string;
  /** An activity with a weekly request type (task 2), its slot today or tomorrow. */
  bookable: string;
  slot: { date: string; today: string; start: string };
  room: string;
  guestLast: string;
  menuId: number;
  menu: string;
  category: string;
}

export interface StepsTask {
  name: string;
  /** The variants the task's path exists in. @default both */
  variants?: Variant[];
  viewport: { width: number; height: number };
  run(page: Page, fixture: StepsFixture, variant: Variant): Promise<void>;
}

const BINDING = 'atollStep';
const TIMEOUT = 15_000;

/** Installs the counter in every page of the context; answers a reader and a reset. */
export async function countSteps(page: Page): Promise<{ read(): StepCount; reset(): void }> {
  let count: StepCount = { clicks: 0, characters: 0, keys: 0 };
  await page.context().exposeBinding(BINDING, (_source, kind: keyof StepCount) => {
    count[kind] += 1;
  });
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.context().addInitScript(`
    (() => {
      const report = (kind) => window[${JSON.stringify(BINDING)}] && window[${JSON.stringify(BINDING)}](kind);
      window.addEventListener('pointerdown', (event) => { if (event.isTrusted) report('clicks'); }, { capture: true });
      window.addEventListener('keydown', (event) => {
        if (!event.isTrusted || event.repeat) return;
        report(event.key.length === 1 ? 'characters' : 'keys');
      }, { capture: true });
    })();
  `);
  return {
    read: () => ({ ...count }),
    reset: () => {
      count = { clicks: 0, characters: 0, keys: 0 };
    },
  };
}

/** Opens a drawer tab and waits until it is the selected one (e2e/screens/hotel.ts's needs vitest). */
async function openTab(d: DrawerScreen, name: string): Promise<void> {
  const tab = d.tab(name);
  await tab.click();
  await d.dialog.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor({ timeout: TIMEOUT });
}

/** Clicks a field and types into it, key by key. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.type(text);
}

/** A kit Select: the trigger, then the option. */
async function pick(scope: Locator, page: Page, field: string, option: RegExp): Promise<void> {
  const trigger = scope.getByRole('button', { name: new RegExp(`${field}( \\*)?$`) });
  await trigger.waitFor({ timeout: TIMEOUT });
  for (let i = 0; i < 100 && !(await trigger.isEnabled()); i += 1) await page.waitForTimeout(50);
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
}

/** A kit TimeField: its first segment, then the digits. */
async function typeTime(scope: Locator, page: Page, label: string, hhmm: string): Promise<void> {
  await scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(hhmm.replace(':', ''));
}

/** A kit DateField, segment by segment (each segment a click, then its digits). */
async function typeDate(scope: Locator, page: Page, label: string, isoDate: string): Promise<void> {
  const group = scope.getByRole('group', { name: new RegExp(`^${label}`) }).first();
  const [y, m, d] = isoDate.split('-');
  await group.getByRole('spinbutton').first().click();
  // Typing a whole segment moves on to the next one, in the field's own order.
  const order = await group.getByRole('spinbutton').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  for (const name of order) {
    if (/day/i.test(name)) await page.keyboard.type(d!);
    else if (/month/i.test(name)) await page.keyboard.type(m!);
    else if (/year/i.test(name)) await page.keyboard.type(y!);
  }
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ONE_HOUR_LATER = (hhmm: string) => `${String(Number(hhmm.slice(0, 2)) + 1).padStart(2, '0')}:00`;

/** Task 1: the activity's drawer is open; bookings on it, every day, at the slot's hour. */
const enableBookings: StepsTask = {
  name: 'enable bookings on an activity',
  viewport: { width: 1440, height: 900 },
  async run(page, f, variant) {
    const activity = drawer(page, f.activity);
    await openTab(activity, REQUESTS_TEXT.guestRequestsTabOnObject);
    await activity.button(REQUESTS_TEXT.enableRequests).click();
    const form = drawer(page, REQUESTS_TEXT.createRequestType);
    const set = form.dialog.getByRole('group', { name: 'Timing set 1' });
    await set.waitFor({ timeout: TIMEOUT });
    // Before, a new set had no days ticked; now it starts with every day.
    if (variant === 'before') for (const day of WEEKDAYS) await set.getByText(day, { exact: true }).click();
    await typeTime(set, page, 'Start Time', f.slot.start);
    await typeTime(set, page, 'End Time', ONE_HOUR_LATER(f.slot.start));
    await form.button(REQUESTS_TEXT.createRequestType).click();
    await drawer(page, REQUESTS_TEXT.requestTypeTitle).tab('Basic Information').waitFor({ timeout: TIMEOUT });
  },
};

/** Task 2: from Requests, a booking of the bookable activity for the room's sole in-house guest. */
const bookGuest: StepsTask = {
  name: 'book an in-house guest',
  viewport: { width: 1440, height: 900 },
  async run(page, f, variant) {
    await page.getByRole('button', { name: REQUESTS_TEXT.addBooking, exact: true }).click();
    const form = drawer(page, REQUESTS_TEXT.addBooking);
    await pick(form.dialog, page, 'Type', new RegExp(f.bookable));
    if (variant === 'before') {
      if (f.slot.date !== f.slot.today) await typeDate(form.dialog, page, 'Date', f.slot.date);
      await pick(form.dialog, page, 'Slot', new RegExp(f.slot.start));
      await pick(form.dialog, page, 'Room', new RegExp(f.room));
      // The room's guests were never ticked for you.
      await form.dialog.locator('label').filter({ hasText: f.guestLast }).click();
      // …and pax started empty: one press of its '+'.
      await form.dialog.getByRole('button', { name: /^Increase/ }).click();
    } else {
      // The type's next open slots are one click; the room's sole guest comes ticked.
      await form.dialog.getByRole('group', { name: 'Next open slots' }).getByRole('button', { name: new RegExp(`${f.slot.start}$`) }).first().click();
      await pick(form.dialog, page, 'Room', new RegExp(f.room));
      const guest = form.dialog.getByRole('checkbox', { name: new RegExp(f.guestLast) });
      for (let i = 0; i < 100 && !(await guest.isChecked()); i += 1) await page.waitForTimeout(50);
    }
    await form.button(REQUESTS_TEXT.createBooking).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Basic Information' }).waitFor({ timeout: TIMEOUT });
  },
};

/** Task 2, from the guest: the Guest List; open the guest, Add Booking (room and guest come chosen), type, next slot, Create. */
const bookGuestFromDrawer: StepsTask = {
  name: "book an in-house guest, from the guest's row",
  variants: ['after'],
  viewport: { width: 1440, height: 900 },
  async run(page, f) {
    await page.getByRole('row', { name: new RegExp(f.guestLast) }).first().click();
    const guest = page.getByRole('dialog', { name: new RegExp(f.guestLast) });
    await guest.getByRole('button', { name: REQUESTS_TEXT.addBooking, exact: true }).click();
    const form = drawer(page, REQUESTS_TEXT.addBooking);
    const ticked = form.dialog.getByRole('checkbox', { name: new RegExp(f.guestLast) });
    for (let i = 0; i < 100 && !(await ticked.isChecked().catch(() => false)); i += 1) await page.waitForTimeout(50);
    await pick(form.dialog, page, 'Type', new RegExp(f.bookable));
    await form.dialog.getByRole('group', { name: 'Next open slots' }).getByRole('button', { name: new RegExp(`${f.slot.start}$`) }).first().click();
    await form.button(REQUESTS_TEXT.createBooking).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Basic Information' }).waitFor({ timeout: TIMEOUT });
  },
};

/** Task 2, from the slot: Requests › Slots (today's); the slot's Add Booking (date, type, slot chosen), room, Create. */
const bookGuestFromSlot: StepsTask = {
  name: "book an in-house guest, from the slot's row",
  variants: ['after'],
  viewport: { width: 1440, height: 900 },
  async run(page, f) {
    // The row's own Add Booking (its drawer has one too, a click further).
    await page.getByRole('row').filter({ hasText: f.bookable }).filter({ hasText: f.slot.start }).first().getByRole('button', { name: REQUESTS_TEXT.addBooking, exact: true }).click();
    const form = drawer(page, REQUESTS_TEXT.addBooking);
    await pick(form.dialog, page, 'Room', new RegExp(f.room));
    const ticked = form.dialog.getByRole('checkbox', { name: new RegExp(f.guestLast) });
    for (let i = 0; i < 100 && !(await ticked.isChecked().catch(() => false)); i += 1) await page.waitForTimeout(50);
    await form.button(REQUESTS_TEXT.createBooking).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Basic Information' }).waitFor({ timeout: TIMEOUT });
  },
};

/** Task 3: on a phone, Requests › New: confirm the first request. */
const confirmOnPhone: StepsTask = {
  name: 'confirm the next request on a phone',
  viewport: { width: 390, height: 844 },
  async run(page) {
    const grid = page.getByRole('grid', { name: 'New requests' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('button', { name: 'Confirm' }) }).first();
    await row.waitFor({ timeout: TIMEOUT });
    const number = /#\d+/.exec((await row.innerText()) ?? '')?.[0];
    // Playwright scrolls the button into view first, as a person would swipe: bench-steps reports whether the page or the table had to move sideways.
    await row.getByRole('button', { name: 'Confirm' }).click();
    await grid.getByRole('row', { name: new RegExp(`${number}\\b`) }).waitFor({ state: 'detached', timeout: TIMEOUT });
  },
};

const ITEMS = [
  ['Espresso', '3'],
  ['Flat White', '4.5'],
  ['Iced Latte', '5'],
] as const;

/** Task 4: the menu's drawer is open; three items with prices in its category. */
const addMenuItems: StepsTask = {
  name: 'add three menu items with prices',
  viewport: { width: 1440, height: 900 },
  async run(page, f, variant) {
    const menu = drawer(page, f.menu);
    await openTab(menu, LABEL.tab.items);
    if (variant === 'before') {
      for (const [name, price] of ITEMS) {
        await menu.button(LABEL.addItem).click();
        const form = drawer(page, LABEL.addItem);
        await typeInto(page, form.translatable('Name'), name);
        await typeInto(page, form.translatable('Price'), price);
        await pick(form.dialog, page, 'Category', new RegExp(f.category));
        await form.button('Create Item').click();
        const made = drawer(page, name);
        await made.tab(LABEL.tab.basicInformation).waitFor({ timeout: TIMEOUT });
        await made.dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await made.dialog.waitFor({ state: 'detached', timeout: TIMEOUT });
      }
      await menu.tabWithCount(LABEL.tab.items, ITEMS.length).waitFor({ timeout: TIMEOUT });
      return;
    }
    await addItemsInline(page, menu.dialog, f);
    await menu.tabWithCount(LABEL.tab.items, ITEMS.length).waitFor({ timeout: TIMEOUT });
  },
};

/** The Items tab's quick add row (issue 18 item 8): name, Tab, price, Enter; the row stays for the next. */
async function addItemsInline(page: Page, scope: Locator, f: StepsFixture): Promise<void> {
  const row = scope.getByRole('form', { name: `Add an item to ${f.category}` });
  await row.getByRole('textbox', { name: /^Name/ }).click();
  for (const [name, price] of ITEMS) {
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(price);
    await page.keyboard.press('Enter');
    await scope.getByRole('textbox', { name: `Name of ${name}`, exact: true }).waitFor({ timeout: TIMEOUT });
  }
}

export const STEPS_TASKS: StepsTask[] = [enableBookings, bookGuest, bookGuestFromDrawer, bookGuestFromSlot, confirmOnPhone, addMenuItems];

/** Where each task starts (the page a person is on when the task begins). */
export function startOf(task: StepsTask, f: StepsFixture): string {
  if (task === enableBookings) return `${PATHS.hotelFacilities}?facility=${f.facilityId}&tab=activities`;
  if (task === addMenuItems) return `${PATHS.hotelFacilities}?facility=${f.facilityId}&tab=menus`;
  if (task === bookGuestFromDrawer) return PATHS.guestsList;
  // Today's slots, or all of them when the slot is tomorrow's.
  if (task === bookGuestFromSlot) return f.slot.date === f.slot.today ? PATHS.requestsSlots : `${PATHS.requestsSlots}?view=all`;
  return PATHS.requestsBookings;
}

/** The click that opens the task's object once the start page is shown (not counted: both variants need it). */
export async function openStart(page: Page, task: StepsTask, f: StepsFixture): Promise<void> {
  if (task === enableBookings || task === addMenuItems) {
    const facility = drawer(page, f.facility);
    const name = task === enableBookings ? f.activity : f.menu;
    await facility.dialog.getByRole('button', { name, exact: true }).click();
    await drawer(page, name).dialog.waitFor({ timeout: TIMEOUT });
  } else if (task === bookGuestFromDrawer) {
    await page.getByRole('row', { name: new RegExp(f.guestLast) }).first().waitFor({ timeout: TIMEOUT });
  } else if (task === bookGuestFromSlot) {
    await page.getByRole('row').filter({ hasText: f.bookable }).first().waitFor({ timeout: TIMEOUT });
  } else {
    await page.getByRole('button', { name: /Add Booking/ }).or(page.getByRole('grid').first()).first().waitFor({ timeout: TIMEOUT });
  }
}

/** Whether anything on the page is scrolled or scrollable sideways (a table inside itself, or the page). */
export function sidewaysScroll(page: Page): Promise<{ page: boolean; inner: boolean }> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const inner = [...document.querySelectorAll<HTMLElement>('main *')].some((el) => el.scrollLeft > 0);
    return { page: doc.scrollWidth > doc.clientWidth || window.scrollX > 0, inner };
  });
}

/** Logs in through /login (not counted: the counter is reset after). e2e/screens/login.ts needs vitest's expect. */
export async function signIn(page: Page, credentials: { company: string; username: string; password: string }): Promise<void> {
  await page.goto(PATHS.login);
  await page.getByRole('textbox', { name: 'Company' }).fill(credentials.company);
  await page.getByRole('textbox', { name: 'Username' }).fill(credentials.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.home, { timeout: TIMEOUT });
}
