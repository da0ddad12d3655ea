/**
 * The guest web app's shell (issue 21) over the mocks (MSW, busyResort with its saved layout): the property's
 * face, Home drawn by the renderer, the tab bar, a facility's page and Back, the language picker (remembered,
 * right to left for Dhivehi), the actions (phone, link, text), sign-in by room and last name and sign-out, Book's
 * place, an unknown link; axe finds nothing on each page, and nothing scrolls sideways at 390 px.
 */
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { GUEST_SHELL_TEXT as TEXT } from '@atoll/contract/guestWebApp';
import { BUSY_RESORT, resetMockStore, withAppLayout } from '@atoll/mocks';
import { guestRenderCss } from '../render';
import { startGuestApp, type BookingsModule, type GuestAppHandle, type Navigation } from './app';
import './guest.css';

interface Entry {
  pathname: string;
  hash: string;
  state: unknown;
}

/** window.history as a list: the test page's own URL is left alone. */
function memoryNavigation(start: string) {
  const entries: Entry[] = [{ ...split(start), state: null }];
  let index = 0;
  const listeners: (() => void)[] = [];
  function split(url: string) {
    const parsed = new URL(url, 'http://guest.test');
    return { pathname: parsed.pathname, hash: parsed.hash };
  }
  const navigation: Navigation = {
    current: () => entries[index]!,
    push(url, state = null) {
      entries.splice(index + 1, entries.length, { ...split(url), state });
      index += 1;
    },
    replace(url, state = null) {
      entries[index] = { ...split(url), state };
    },
    back() {
      if (index === 0) return;
      index -= 1;
      listeners.forEach((listener) => listener());
    },
    onPop: (listener) => listeners.push(listener),
  };
  return { navigation, entries, at: () => entries[index]!.pathname + entries[index]!.hash };
}

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (i) => [...values.keys()][i] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(guestRenderCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const DOMAIN = BUSY_RESORT.domain;
const started: { handle: GuestAppHandle; root: HTMLElement }[] = [];
let roots = 0;

function start(options: { path?: string; languages?: string[]; storage?: Storage; domain?: string; bookings?: BookingsModule } = {}) {
  const domain = options.domain ?? DOMAIN;
  const memory = memoryNavigation(options.path ?? `/p/${domain}`);
  const root = document.createElement('div');
  root.className = 'gs';
  root.dataset.testid = `guest-${(roots += 1)}`;
  root.innerHTML = '<header class="gs-header" aria-busy="true"></header><main id="main" class="gs-main" tabindex="-1"></main>';
  document.body.append(root);
  const opened: { url: string; newTab: boolean }[] = [];
  const storage = options.storage ?? memoryStorage();
  const handle = startGuestApp({
    root,
    domain,
    fetch: (input, init) => window.fetch(input, init),
    storage,
    languages: options.languages ?? ['en-GB'],
    now: () => Date.now(),
    navigation: memory.navigation,
    open: (url, newTab) => opened.push({ url, newTab }),
    document,
    registration: Promise.resolve(null),
    loadBookings: options.bookings ? () => Promise.resolve(options.bookings!) : undefined,
  });
  started.push({ handle, root });
  return { root, handle, opened, storage, view: page.getByTestId(root.dataset.testid), ...memory };
}

async function noAxeViolations(root: HTMLElement) {
  const { violations } = await axe.run(root, { rules: { region: { enabled: false } } });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The scenario's store, as reset for each test. */
let store: ReturnType<typeof resetMockStore>;

beforeEach(async () => {
  store = resetMockStore('busyResort');
  withAppLayout();
  await page.viewport(390, 844);
});
afterEach(() => {
  for (const { handle, root } of started.splice(0)) {
    handle.stop();
    root.remove();
  }
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the guest web app', () => {
  it("draws the property's Home from its saved layout, with the tab bar, and nothing scrolls sideways", async () => {
    const app = start();
    await app.handle.ready();
    const root = app.view;
    await expect.element(root.getByRole('heading', { name: 'Welcome to Coral Atoll' })).toBeVisible();
    await expect.element(root.getByRole('banner').getByRole('link', { name: /Coral Atoll/ }).first()).toBeVisible();
    const tabs = root.getByRole('navigation', { name: TEXT.tabs });
    expect(tabs.getByRole('link').elements().map((a) => a.textContent)).toEqual(['Home', 'Facilities', 'Events', 'Information', 'Map']);
    await expect.element(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(app.root.querySelector('.gs-brand__name')!.textContent);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await noAxeViolations(app.root);
  });

  it('opens a facility from Home on its own URL, and Back returns to Home', async () => {
    const app = start();
    await app.handle.ready();
    const root = app.view;
    await root.getByRole('button', { name: /Coral Spa/ }).first().click();
    await app.handle.ready();
    expect(app.at()).toMatch(new RegExp(`^/p/${DOMAIN}/facility/\\d+$`));
    await expect.element(root.getByRole('heading', { level: 1, name: 'Coral Spa' })).toBeVisible();
    await expect.element(root.getByRole('heading', { level: 1, name: 'Coral Spa' })).toHaveFocus();
    await expect.element(root.getByRole('navigation', { name: TEXT.tabs }).getByRole('link', { name: 'Facilities' })).toHaveAttribute('aria-current', 'page');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await noAxeViolations(app.root);
    app.navigation.back();
    await app.handle.ready();
    expect(app.at()).toBe(`/p/${DOMAIN}`);
    await expect.element(root.getByRole('heading', { name: 'Welcome to Coral Atoll' })).toBeVisible();
  });

  it("shows a facility's page with its activities, its ordering menu's dishes and its PDF menu in a new tab", async () => {
    // busyResort's Ocean Restaurant (id 1): an à la carte menu with categories and items, a PDF wine list, an activity.
    const app = start({ path: `/p/${DOMAIN}/facility/1` });
    await app.handle.ready();
    const view = app.view;
    await expect.element(view.getByRole('heading', { level: 1, name: 'Ocean Restaurant' })).toBeVisible();
    await expect.element(view.getByRole('heading', { level: 2, name: TEXT.menus })).toBeVisible();
    await expect.element(view.getByRole('heading', { level: 3, name: 'À la carte' })).toBeVisible();
    expect(app.root.querySelectorAll('.gs-menu__item').length).toBeGreaterThan(0);
    const pdf = view.getByRole('link', { name: TEXT.openPdf('Wine List') });
    await expect.element(pdf).toHaveAttribute('target', '_blank');
    await expect.element(pdf).toHaveAttribute('rel', 'noopener');
    expect(app.root.querySelectorAll('.gs-item').length).toBeGreaterThan(0);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await noAxeViolations(app.root);
  });

  it('moves between sections by the tab bar, each on its own URL', async () => {
    const app = start();
    await app.handle.ready();
    const root = app.view;
    await root.getByRole('navigation', { name: TEXT.tabs }).getByRole('link', { name: 'Events' }).click();
    await app.handle.ready();
    expect(app.at()).toBe(`/p/${DOMAIN}/events`);
    await expect.element(root.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect.element(root.getByRole('navigation', { name: TEXT.tabs }).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    // A reload on that URL opens the same section.
    const again = start({ path: `/p/${DOMAIN}/events` });
    await again.handle.ready();
    await expect.element(again.view.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });

  it("switches language from the property's languages, remembers it, and writes right to left for Dhivehi", async () => {
    const storage = memoryStorage();
    const app = start({ storage });
    await app.handle.ready();
    const root = app.view;
    const picker = root.getByRole('combobox', { name: TEXT.language });
    const codes = [...app.root.querySelectorAll<HTMLOptionElement>('#gs-language option')].map((o) => o.value);
    expect(codes[0]).toBe('en');
    expect(codes).toContain('fr');
    await picker.selectOptions('fr');
    await expect.element(root.getByRole('heading', { name: 'Bienvenue à Coral Atoll' })).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
    app.handle.stop();
    app.root.remove();

    const back = start({ storage });
    await back.handle.ready();
    await expect.element(back.view.getByRole('heading', { name: 'Bienvenue à Coral Atoll' })).toBeVisible();
    const rtl = codes.find((code) => code === 'dv' || code === 'ar');
    expect(rtl).toBeDefined();
    if (rtl) {
      await back.view.getByRole('combobox', { name: TEXT.language }).selectOptions(rtl);
      await expect.poll(() => document.documentElement.dir).toBe('rtl');
    }
  });

  it("takes the phone's language when the property has it", async () => {
    const app = start({ languages: ['fr-FR', 'en'] });
    await app.handle.ready();
    await expect.element(app.view.getByRole('heading', { name: 'Bienvenue à Coral Atoll' })).toBeVisible();
  });

  it('answers the actions: a phone number is a call', async () => {
    const app = start();
    await app.handle.ready();
    const root = app.view;
    const spaWeek = root.getByRole('button', { name: /Spa Week/ }).first();
    await spaWeek.click();
    await expect.poll(() => app.opened).toEqual([{ url: 'tel:+9606640000', newTab: false }]);
  });

  it("opens an event card's text on a page of its own, and Back returns Home", async () => {
    // busyResort's active events fall on some weekdays only (none on a Wednesday): here one falls on every day.
    for (const event of store.content.events) if (event.active) event.weekly_recurring_day = [1, 2, 3, 4, 5, 6, 7];
    const app = start();
    await app.handle.ready();
    const card = app.root.querySelector<HTMLButtonElement>('[data-component-id="today"] [data-ag-action]');
    expect(card, "busyResort has events today on its 'today' cards").not.toBeNull();
    card!.click();
    await app.handle.ready();
    expect(app.at()).toBe(`/p/${DOMAIN}/more/today`);
    const heading = app.root.querySelector('main h1');
    expect(heading?.textContent).not.toBe('');
    await expect.element(app.view.getByRole('heading', { level: 1 })).toHaveFocus();
    await noAxeViolations(app.root);
    app.navigation.back();
    await app.handle.ready();
    await expect.element(app.view.getByRole('heading', { name: 'Welcome to Coral Atoll' })).toBeVisible();
  });

  it('signs a guest in by room and last name, shows who, and signs out', async () => {
    const app = start();
    await app.handle.ready();
    const root = app.view;
    await root.getByRole('link', { name: TEXT.signIn }).click();
    await app.handle.ready();
    expect(app.at()).toBe(`/p/${DOMAIN}/sign-in`);
    await expect.element(root.getByRole('heading', { level: 1, name: TEXT.signInTitle })).toHaveFocus();
    await noAxeViolations(app.root);
    await root.getByRole('textbox', { name: TEXT.room }).fill('102');
    await root.getByRole('textbox', { name: TEXT.lastName }).fill('Nobody');
    await root.getByRole('button', { name: TEXT.signIn }).click();
    await expect.element(root.getByRole('textbox', { name: TEXT.lastName })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(root.getByText('No guest staying in that room has this last name')).toBeVisible();
    await root.getByRole('textbox', { name: TEXT.lastName }).fill('rahman');
    await root.getByRole('button', { name: TEXT.signIn }).click();
    await expect.element(root.getByText(TEXT.signedInAs('Aisha', '102'))).toBeVisible();
    expect(app.at()).toBe(`/p/${DOMAIN}/`);
    expect(app.storage.getItem(`atoll.guest.session.${DOMAIN}`)).toContain('"token"');
    await root.getByRole('button', { name: TEXT.signOut }).click();
    await expect.element(root.getByRole('link', { name: TEXT.signIn })).toBeVisible();
    expect(app.storage.getItem(`atoll.guest.session.${DOMAIN}`)).toBeNull();
  });

  it('gives Book its page, with the bookings module drawn into it', async () => {
    const calls: unknown[] = [];
    const bookings: BookingsModule = {
      mountBookings(box, deps) {
        calls.push({ domain: deps.domain, language: deps.language, session: deps.session });
        box.append(Object.assign(document.createElement('p'), { textContent: 'Slots here' }));
      },
    };
    const app = start({ bookings });
    await app.handle.ready();
    const root = app.view;
    await root.getByRole('link', { name: TEXT.book }).click();
    await app.handle.ready();
    expect(app.at()).toBe(`/p/${DOMAIN}/book`);
    await expect.element(root.getByText('Slots here')).toBeVisible();
    expect(calls).toEqual([{ domain: DOMAIN, language: 'en', session: null }]);
  });

  it('says so when the link names no property', async () => {
    const app = start({ domain: 'no-such-resort' });
    await app.handle.ready();
    await expect.element(app.view.getByRole('heading', { level: 1, name: TEXT.notFound })).toBeVisible();
  });
});
