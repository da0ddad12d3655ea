/**
 * The XSS corpus (issue 23; e2e/support/xssCorpus.ts: script and event-handler injections, javascript: URLs, SVG
 * and MathML tricks, broken markup) goes, through the API, into every translatable, rich-text, name and remarks
 * field a hotel fills: the company's and property's names, facilities (name, description), activities, menus and
 * their items, banners, events, Information cards (name, description, rich text), room types, task categories and
 * types, users, guests, bookings' remarks, TVs and the App Editor's texts (headings, title and description blocks).
 * Then Chromium renders them where people see them, each screen once: the console, the guest web app (/p/{domain})
 * and the TV page (/tv/{token}).
 *
 * Every payload, if it ever ran, would call `__xss(n)` (exposed to every page) or open a dialog: both must stay at
 * 0. Separately, each page is searched for markup a payload could have brought in (inline event handlers,
 * javascript: URLs, iframes, objects, MathML), which must be absent whatever the CSP would have done with it,
 * and the CSP's `securitypolicyviolation` events are counted (the harness also fails a test on any).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { en, type AuthResponse } from '@atoll/contract';
import { PATHS } from '../console/src/app/paths';
import { login, signupViaApi, type Credentials } from './harness/api';
import { newHotel, signupPayloadFor } from './harness/people';
import { makePng } from './harness/png';
import { useE2E, type Person } from './harness/suite';
import { loginForm } from './screens/login';
import { findInjectedMarkup, XSS_ALL, XSS_HOOK, XSS_NAMES, XSS_PAYLOADS, xssName, xssTexts } from './support/xssCorpus';

const N = XSS_PAYLOADS.length;
/** The corpus in name-sized texts: one object of each kind per text carries every payload. */
const NAMES = XSS_NAMES;
/** Name-sized text i (wrapping). */
const name = (i: number) => NAMES[i % NAMES.length];
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A rich text with every payload, between harmless markup. */
/** A page's first load on a loaded 2-core machine (the harness's UI timeout is 15 s). */
const LOAD_TIMEOUT = 45_000;
const RICH = `<p>Rich <strong>text</strong></p>${XSS_ALL}<p>end</p>`;

/** Runs `tasks` at most `width` at a time (the server is one process on a shared machine). */
async function pool<T>(tasks: (() => Promise<T>)[], width = 8): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

describe.sequential('the XSS corpus runs nowhere', () => {
  const e2e = useE2E();
  const hotel = newHotel('Xss Reef');
  let owner: Credentials;
  let token: string;
  const ids = { facility: 0, facilityAll: 0, information: 0, tvUrl: '' };
  /** What ran: payload numbers reported by __xss, dialogs opened, CSP violations, injected markup per page. */
  const ran: string[] = [];
  const dialogs: string[] = [];
  const injected: string[] = [];
  let csp = 0;
  const screens: string[] = [];

  async function watched(person: Person): Promise<Page> {
    await person.context.exposeFunction(XSS_HOOK, (n: number) => ran.push(`payload ${n} ran on ${person.page.url()}: ${XSS_PAYLOADS[n]}`));
    person.context.on('page', (page) => page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined)));
    person.page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()} "${dialog.message()}" on ${person.page.url()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    return person.page;
  }

  /** Waits until a payload is on the page as text (or in a field), then searches the page for injected markup. */
  async function check(page: Page, what: string, person: Person) {
    await page.waitForFunction(
      (hook) =>
        document.body.innerText.includes(`${hook}(`) ||
        Array.from(document.querySelectorAll('input, textarea')).some((f) => (f as HTMLInputElement).value.includes(`${hook}(`)),
      XSS_HOOK,
      { timeout: LOAD_TIMEOUT },
    );
    // Give an onerror / onload / autofocus / animation a moment to fire.
    await page.waitForTimeout(300);
    for (const found of await page.evaluate(findInjectedMarkup)) injected.push(`${what}: ${found}`);
    csp += person.diagnostics.cspViolations.length;
    screens.push(what);
  }

  it('seeds the corpus through the API into every text field', { timeout: 240_000 }, async () => {
    const { api } = e2e.product();
    const signup = signupPayloadFor(hotel);
    // The company's name carries a payload too (its domain stays the plain one the login needs).
    owner = await signupViaApi(api, { ...signup, company: { ...signup.company, name: xssName(0, 'Co ') }, settings: { currency_symbol: '$', timezone: 'UTC' } } as never);
    token = (await login(api, owner)).auth_token.token;
    const post = <T = { id: number }>(path: string, body: unknown) => api.ok<T>('POST', path, { token, body });

    const settings = await api.ok<{ primary_color: string }>('GET', 'user/settings', { token });
    await post('user/settings', { property_name: xssName(2, 'Property '), primary_color: settings.primary_color });
    const png = makePng(64, 36, { r: 20, g: 120, b: 160 });

    // Facilities (one per payload; two carry every payload in their description), with an activity each.
    const facilities = await pool(
      NAMES.map((text, n) => () => post('facilities', { name: en(text), description: en(n < 2 ? RICH : name(n + 1)), show_app_home: true })),
    );
    ids.facility = facilities[0].id;
    ids.facilityAll = facilities[1].id;
    const activities = await pool(
      NAMES.map((text, n) => () => post('facilities/activities', { facility_id: facilities[n].id, name: en(text), description: en(name(n + 1)), price_text: en('$5') })),
    );
    const menu = await post('facilities/menus', { facility_id: ids.facility, name: en(name(0)), type: 'menu' });
    const category = await post('facilities/menus/categories', { menu_id: menu.id, name: en(name(1)) });
    await pool(NAMES.map((text, n) => () => post('facilities/menus/items', { menu_id: menu.id, category_id: category.id, name: en(text), description: en(name(n + 1)), price_text: en('$5') })));

    // Banners (on the app and the TV, the first four with a picture), events every day, Information cards.
    const banners = await pool(
      NAMES.map((text, n) => () => post('promotions', { name: text, description: en(n < 2 ? RICH : name(n + 1)), show_on_app: true, show_on_tv: n < 4, sort_order: n })),
    );
    await pool(banners.slice(0, 4).map((b) => () => api.upload(`promotions/${b.id}/image`, { token, file: { name: 'b.png', mimeType: 'image/png', buffer: png }, fields: { language_code: 'en' } })));
    await pool(
      NAMES.map((text, n) => () =>
        post('events/recurring', { name: en(text), description: en(n < 2 ? RICH : name(n + 1)), start_time: '00:00', end_time: '23:59', weekly_recurring_day: [1, 2, 3, 4, 5, 6, 7] }),
      ),
    );
    const cards = await pool(NAMES.map((text, n) => () => post('information', { name: en(text), description: en(name(n + 1)), content_type: 'text', sort_order: n })));
    ids.information = cards[0].id;
    await pool(cards.slice(0, 2).map((c) => () => post(`information/${c.id}/content-text`, { text: en(RICH) })));

    // Rooms, guests in them (in house), task categories and types, users, TVs.
    const [roomType] = await pool(NAMES.map((text) => () => post('rooms/types', { name: text })));
    const rooms = (await post<{ rooms: { id: number }[] }>(`rooms/types/${roomType.id}/rooms`, { rooms: [{ number: 'X-101' }, { number: 'X-102' }] })).rooms;
    const guests = await pool(
      NAMES.map((text, n) => () =>
        post('guests', { first_name: text, last_name: name(n + 1), confirmation_number: `XSS-${n}`, nationality: 'MDV', arrival_date: day(-2), departure_date: day(7), room_id: rooms[n % 2].id }),
      ),
    );
    const taskCategory = await post('tasks/categories', { name: name(0) });
    await pool(NAMES.map((text, n) => () => post('tasks/types', { name: text, description: name(n + 1), task_category_id: taskCategory.id })));
    await pool(
      NAMES.map((text, n) => () => post('users', { name: text, username: `xss${n}`, designation: xssName(n, 'Desk '), authentication: 'password', password: `Xss-${n}-password-2026` })),
      4,
    );
    const tv = await post<{ id: number; url: string }>('tvs', { name: name(2) });
    ids.tvUrl = tv.url;

    // Bookings with the payloads as remarks, on a manual type of the first activity.
    const type = await post('bookings/types', { attached_type: 'Activity', attached_id: activities[0].id, recurring_type: 'manual', pax_required: true, pax_max: 0, type_slots: [] });
    const slot = await post<{ id: number; date: string }>('bookings/slots', { booking_type_id: type.id, date: day(2), start_time: '10:00', end_time: '11:00', pax_max: 0 });
    await pool(
      NAMES.map((text, n) => async () => {
        const body = { date: slot.date, booking_type_id: type.id, booking_slot_id: slot.id, room_id: rooms[n % 2].id, guests: [guests[n].id], pax: 1, remarks: text };
        const asked = await api.call<{ data: { id: number } }>('POST', 'bookings', { token, body });
        if (asked.status === 428) await post('bookings', { ...body, _confirmation: asked.body.data.id });
        else expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      }),
      4,
    );

    // The App Editor's texts: headings and title-description blocks on Home, the facilities and today's events.
    const component = (id: string, type: string, sort: number, config: object) => ({ id, type, name: `c${sort}`, sort_order: sort, config });
    // The editor's texts hold at most 120 characters.
    const short = xssTexts(120);
    const home = [
      ...short.map((text, n) => component(`h${n}`, 'h1', n + 1, { text: en(text) })),
      ...short.map((text, n) => component(`t${n}`, 'title-desc-image', N + n + 1, { title: en(text), description: en(short[(n + 1) % short.length]) })),
      component('facilities', 'home-facilities', 3 * N, { title: en(short[3]), facility_ids: facilities.slice(0, 6).map((f) => f.id) }),
      component('today', 'today-event-cards', 3 * N + 1, { title: en(short[4]), max_events: 10 }),
    ];
    await post('editor/app/versions', { config: { schema_version: 2, home: { components: home }, facilities: { components: [] }, events: { components: [] }, information: { components: [] }, map: { components: [] } } });
  });

  it('the console renders them as text: no payload runs', { timeout: 300_000 }, async () => {
    const person = await e2e.newPerson();
    const page = await watched(person);
    await page.goto(PATHS.login, { timeout: LOAD_TIMEOUT });
    const form = loginForm(page);
    await form.company.fill(owner.company);
    await form.username.fill(owner.username);
    await form.password.fill(owner.password);
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === PATHS.home, { timeout: LOAD_TIMEOUT });
    const visit = async (path: string, open?: () => Promise<void>) => {
      await page.goto(path, { timeout: LOAD_TIMEOUT });
      await check(page, `console ${path}`, person);
      if (open) {
        await open();
        await check(page, `console ${path} (opened)`, person);
      }
    };
    const openFirstCard = async () => {
      await page.locator('main').getByRole('button', { name: /__xss\(1\)/ }).first().click();
      await page.getByRole('dialog').first().waitFor();
    };
    await visit(PATHS.home);
    await visit(PATHS.hotelFacilities, openFirstCard);
    await visit(PATHS.hotelBanners, openFirstCard);
    await visit(PATHS.hotelEvents, openFirstCard);
    await visit(PATHS.hotelInformation, openFirstCard);
    await visit(PATHS.hotelRooms);
    await visit(PATHS.guestsList);
    await visit(PATHS.requestsBookings);
    await visit(PATHS.tasksTypes);
    await visit(PATHS.adminUsers);
    await visit(PATHS.adminSettings);
    await visit(PATHS.mapTvs);
    await visit(PATHS.adminAppEditor);
    expect(ran, 'payloads that ran').toEqual([]);
    expect(dialogs, 'dialogs opened').toEqual([]);
    expect(injected, 'markup a payload brought into the page').toEqual([]);
  });

  it('the guest web app renders them as text: no payload runs', { timeout: 180_000 }, async () => {
    const { api } = e2e.product();
    const me = await api.ok<Pick<AuthResponse, 'company'>>('GET', 'auth/me', { token });
    const base = me.company.qr_link.replace(/\/$/, '');
    const person = await e2e.newPerson();
    const page = await watched(person);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['', '/facilities', `/facility/${ids.facility}`, `/facility/${ids.facilityAll}`, '/events', '/information', `/information/${ids.information}`]) {
      await page.goto(`${base}${path}`, { timeout: LOAD_TIMEOUT });
      await check(page, `guest app ${path || '/'}`, person);
    }
    expect(ran, 'payloads that ran').toEqual([]);
    expect(dialogs, 'dialogs opened').toEqual([]);
    expect(injected, 'markup a payload brought into the page').toEqual([]);
  });

  it('the TV page renders them as text: no payload runs', async () => {
    const person = await e2e.newPerson();
    const page = await watched(person);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(new URL(ids.tvUrl).pathname, { timeout: LOAD_TIMEOUT });
    await check(page, 'tv', person);
    // A few slides: the banners' names and descriptions, today's events.
    for (let i = 0; i < 3; i += 1) {
      await page.waitForTimeout(3_000);
      for (const found of await page.evaluate(findInjectedMarkup)) injected.push(`tv slide ${i}: ${found}`);
    }
    console.log(`XSS corpus: ${N} payloads, ${screens.length} screens (${screens.join(', ')}); ran ${ran.length}, dialogs ${dialogs.length}, injected markup ${injected.length}, CSP violations ${csp}`);
    expect(ran, 'payloads that ran').toEqual([]);
    expect(dialogs, 'dialogs opened').toEqual([]);
    expect(injected, 'markup a payload brought into the page').toEqual([]);
  });
});
