/**
 * The hotel's Information cards in the guest web app (issue 21) over the mocks (MSW, busyResort: Wi-Fi a text card
 * with a cover, Island Map an image card, Resort Guide a PDF card): listed on the Information tab below its layout,
 * each opening on its own URL — the text as HTML, the images as a gallery, the PDF in a new tab — Back returns to
 * the list, a reload on the card's URL keeps it, another language shows the card's texts in it ('en' otherwise);
 * axe finds nothing and nothing scrolls sideways at 390 px.
 */
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { GUEST_APP_TEXT } from '@atoll/contract/guestApp';
import { GUEST_SHELL_TEXT as TEXT } from '@atoll/contract/guestWebApp';
import { BUSY_RESORT, mockDb, resetMockStore, withAppLayout } from '@atoll/mocks';
import { guestRenderCss } from '../render';
import { startGuestApp, type GuestAppHandle, type Navigation } from './app';
import './guest.css';

interface Entry {
  pathname: string;
  hash: string;
  state: unknown;
}

/** window.history as a list: the test page's own URL is left alone. */
function memoryNavigation(start: string) {
  const split = (url: string) => {
    const parsed = new URL(url, 'http://guest.test');
    return { pathname: parsed.pathname, hash: parsed.hash };
  };
  const entries: Entry[] = [{ ...split(start), state: null }];
  let index = 0;
  const listeners: (() => void)[] = [];
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
  return { navigation, at: () => entries[index]!.pathname + entries[index]!.hash };
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(guestRenderCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const DOMAIN = BUSY_RESORT.domain;
const started: { handle: GuestAppHandle; root: HTMLElement }[] = [];
let roots = 0;

function start(path: string, languages = ['en-GB']) {
  const memory = memoryNavigation(path);
  const root = document.createElement('div');
  root.className = 'gs';
  root.dataset.testid = `guest-info-${(roots += 1)}`;
  root.innerHTML = '<header class="gs-header" aria-busy="true"></header><main id="main" class="gs-main" tabindex="-1"></main>';
  document.body.append(root);
  const kept: { data: string[]; images: string[] }[] = [];
  const handle = startGuestApp({
    root,
    domain: DOMAIN,
    fetch: (input, init) => window.fetch(input, init),
    storage: null,
    languages,
    now: () => Date.now(),
    navigation: memory.navigation,
    open: () => undefined,
    document,
    registration: Promise.resolve(null),
    keep: (_page, data, images) => kept.push({ data, images }),
  });
  started.push({ handle, root });
  return { root, handle, kept, view: page.getByTestId(root.dataset.testid), ...memory };
}

async function noAxeViolations(root: HTMLElement) {
  const { violations } = await axe.run(root, { rules: { region: { enabled: false } } });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** busyResort's card of that English name. */
const cardId = (name: string) => mockDb.content.information.find((c) => c.company_id === BUSY_RESORT.companyId && c.name[0]?.text === name)!.id;

beforeEach(async () => {
  resetMockStore('busyResort');
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

describe("the guest web app's Information cards", () => {
  it("with nothing composed for Information, the cards are the page: no 'nothing here' above them", async () => {
    mockDb.appVersions.length = 0;
    const app = start(`/p/${DOMAIN}/information`);
    await app.handle.ready();
    await expect.element(app.view.getByRole('heading', { level: 2, name: TEXT.informationCards })).toBeVisible();
    expect(app.root.querySelectorAll('.gs-card')).toHaveLength(3);
    expect(app.root.querySelector('.gs-section')).toBeNull();
    expect(app.root.textContent).not.toContain(GUEST_APP_TEXT.empty);
  });

  it('lists the cards on the Information tab below its layout, with their descriptions and pictures', async () => {
    const app = start(`/p/${DOMAIN}/information`);
    await app.handle.ready();
    const view = app.view;
    await expect.element(view.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
    await expect.element(view.getByRole('heading', { level: 2, name: TEXT.informationCards })).toBeVisible();
    const links = [...app.root.querySelectorAll<HTMLAnchorElement>('.gs-card')];
    expect(links.map((a) => [a.querySelector('.gs-card__name')?.textContent, a.querySelector('.gs-card__desc')?.textContent])).toEqual([
      ['Wi-Fi', 'How to connect'],
      ['Island Map', 'Find your way around'],
      ['Resort Guide', 'Everything in one document'],
    ]);
    expect(links.map((a) => new URL(a.href).pathname)).toEqual(['Wi-Fi', 'Island Map', 'Resort Guide'].map((n) => `/p/${DOMAIN}/information/${cardId(n)}`));
    // Wi-Fi has a cover, Island Map's first image stands for it; Resort Guide has neither.
    expect(links.map((a) => a.querySelector('img') !== null)).toEqual([true, true, false]);
    // The section's own layout comes first, the cards after it.
    const section = app.root.querySelector('.gs-section')!;
    expect(section.compareDocumentPosition(app.root.querySelector('.gs-information')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect.element(view.getByRole('navigation', { name: TEXT.tabs }).getByRole('link', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await noAxeViolations(app.root);
  });

  it('opens a text card on its own URL with its HTML; Back returns to the list and a reload keeps the card', async () => {
    const app = start(`/p/${DOMAIN}/information`);
    await app.handle.ready();
    await app.view.getByRole('link', { name: /Wi-Fi/ }).click();
    await app.handle.ready();
    expect(app.at()).toBe(`/p/${DOMAIN}/information/${cardId('Wi-Fi')}`);
    const heading = app.view.getByRole('heading', { level: 1, name: 'Wi-Fi' });
    await expect.element(heading).toHaveFocus();
    await expect.element(app.view.getByText('How to connect')).toBeVisible();
    expect(app.root.querySelector('.gs-rich strong')?.textContent).toBe('CoralGuest');
    await expect.element(app.view.getByRole('navigation', { name: TEXT.tabs }).getByRole('link', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toMatch(/^Wi-Fi · /);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await noAxeViolations(app.root);
    // What the page drew from is the app's answer, which the service worker keeps for offline.
    expect(app.kept.some((k) => k.data.some((u) => u.includes(`/guest-app/${DOMAIN}?lang=en`)))).toBe(true);

    app.navigation.back();
    await app.handle.ready();
    expect(app.at()).toBe(`/p/${DOMAIN}/information`);
    await expect.element(app.view.getByRole('heading', { level: 2, name: TEXT.informationCards })).toBeVisible();

    const reloaded = start(`/p/${DOMAIN}/information/${cardId('Wi-Fi')}`);
    await reloaded.handle.ready();
    await expect.element(reloaded.view.getByRole('heading', { level: 1, name: 'Wi-Fi' })).toBeVisible();
  });

  it('shows an image card as a gallery and a PDF card as a link opening its PDF in a new tab', async () => {
    const map = start(`/p/${DOMAIN}/information/${cardId('Island Map')}`);
    await map.handle.ready();
    await expect.element(map.view.getByRole('heading', { level: 1, name: 'Island Map' })).toBeVisible();
    await expect.element(map.view.getByRole('img', { name: TEXT.imageOf(1, 1) })).toBeVisible();
    await noAxeViolations(map.root);
    map.handle.stop();
    map.root.remove();

    const guide = start(`/p/${DOMAIN}/information/${cardId('Resort Guide')}`);
    await guide.handle.ready();
    const pdf = guide.view.getByRole('link', { name: TEXT.openPdf('Resort Guide') });
    await expect.element(pdf).toHaveAttribute('target', '_blank');
    await expect.element(pdf).toHaveAttribute('rel', 'noopener');
    await expect.element(pdf).toHaveAttribute('hreflang', 'en');
    expect(pdf.element().getAttribute('href')).toMatch(/^data:application\/pdf/);
    await noAxeViolations(guide.root);
  });

  it("names a card in the guest's language, else in English; an unknown card says there is nothing", async () => {
    const arabic = start(`/p/${DOMAIN}/information/${cardId('Wi-Fi')}`, ['ar']);
    await arabic.handle.ready();
    await expect.element(arabic.view.getByRole('heading', { level: 1, name: 'واي فاي' })).toBeVisible();
    // No Arabic text: the English one.
    expect(arabic.root.querySelector('.gs-rich')?.textContent).toContain('CoralGuest');
    expect(document.documentElement.dir).toBe('rtl');

    const missing = start(`/p/${DOMAIN}/information/999999`);
    await missing.handle.ready();
    await expect.element(missing.view.getByRole('heading', { level: 1, name: TEXT.nothingHere })).toBeVisible();
  });
});
