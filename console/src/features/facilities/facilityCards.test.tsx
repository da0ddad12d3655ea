/** Hotel › Facilities' cards (issue 18, item 9): what a manager scans for, in words; search and List above a screenful. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CARD_SCREENFUL, CARD_TEXT, LABEL, MSG, REQUEST_TYPE_TEXT, countOf } from '@atoll/contract';
import { mockDb } from '@atoll/mocks';
import { cardViewStorageKey } from '#app/cardView.ts';
import { renderApp } from '#test/renderApp.tsx';
import { FACILITIES_TITLE } from './FacilitiesPage';
import { drawer, facilityCard, facilityList } from './testHelpers';

const cardOf = (name: string) => facilityList().getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });

/** More facilities than a screenful: copies of the scenario's first one under new names. */
const EXTRA = ['Lotus Spa', 'Reef Café', 'Sandbank Grill'];
function seedMore() {
  const [base] = mockDb.content.facilities;
  EXTRA.forEach((name, index) => {
    mockDb.content.facilities.push({ ...structuredClone(base), id: 900 + index, sort_order: 90 + index, parent_id: null, name: [{ language_code: 'en', text: name }] });
  });
}

describe('facility cards', () => {
  test("say Active or Inactive, count activities and menus, 'Bookings on' and 'Shown on App home', in words", async () => {
    await renderApp('/hotel/facilities');
    await expect.element(facilityCard('Ocean Restaurant')).toBeVisible();
    // The scenario: the restaurant has Chef's Table, À la carte and the Wine List; the spa two activities and no menu, on the app's home.
    const restaurant = cardOf('Ocean Restaurant');
    await expect.element(restaurant.getByText(CARD_TEXT.active, { exact: true })).toBeVisible();
    await expect.element(restaurant.getByText(countOf('activity', 1), { exact: true })).toBeVisible();
    await expect.element(restaurant.getByText(countOf('menu', 2), { exact: true })).toBeVisible();
    // Its À la carte menu takes bookings (a request type): the card says so; the Kids Club has none.
    await expect.element(restaurant.getByText(REQUEST_TYPE_TEXT.bookingsOn, { exact: true })).toBeVisible();
    const spa = cardOf('Coral Spa');
    await expect.element(spa.getByText('2 activities', { exact: true })).toBeVisible();
    await expect.element(spa.getByText('0 menus', { exact: true })).toBeVisible();
    await expect.element(spa.getByText(CARD_TEXT.shownOnAppHome)).toBeVisible();
    const kids = cardOf('Kids Club');
    await expect.element(kids.getByText(MSG.inactive)).toBeVisible();
    await expect.element(kids.getByText(CARD_TEXT.active, { exact: true })).not.toBeInTheDocument();
    await expect.element(kids.getByText(REQUEST_TYPE_TEXT.bookingsOn, { exact: true })).not.toBeInTheDocument();
  });

  test("a facility's activity cards say Active or Inactive in words", async () => {
    await renderApp('/hotel/facilities?facility=3&tab=activities');
    const activities = drawer('Dive Centre').getByRole('list', { name: LABEL.tab.activities });
    const scuba = activities.getByRole('listitem').filter({ hasText: 'Discover Scuba' });
    await expect.element(scuba.getByText(CARD_TEXT.active, { exact: true })).toBeVisible();
    const night = activities.getByRole('listitem').filter({ hasText: 'Night Dive' });
    await expect.element(night.getByText(MSG.inactive)).toBeVisible();
    await expect.element(night.getByText(CARD_TEXT.active, { exact: true })).not.toBeInTheDocument();
  });

  test('a screenful or fewer: no search, no view switch', async () => {
    await renderApp('/hotel/facilities');
    await expect.poll(() => facilityList().getByRole('listitem').elements().length).toBe(5);
    expect(5).toBeLessThanOrEqual(CARD_SCREENFUL);
    expect(page.getByRole('searchbox').query()).toBeNull();
    expect(page.getByRole('group', { name: CARD_TEXT.view }).query()).toBeNull();
  });

  test('more than a screenful: search by name filters the cards; List is remembered on this device', async () => {
    localStorage.removeItem(cardViewStorageKey(FACILITIES_TITLE));
    const visit = await renderApp('/hotel/facilities', { seed: seedMore });
    const items = facilityList().getByRole('listitem');
    await expect.poll(() => items.elements().length).toBe(5 + EXTRA.length);
    const search = page.getByRole('searchbox', { name: `${CARD_TEXT.search} (${FACILITIES_TITLE})` });
    await search.fill('spa');
    await expect.poll(() => items.elements().length).toBe(2);
    await expect.element(facilityCard('Lotus Spa')).toBeVisible();
    await expect.element(facilityCard('Coral Spa')).toBeVisible();
    await expect.element(facilityCard('Ocean Restaurant')).not.toBeInTheDocument();
    // Accents do not matter: 'cafe' finds 'Reef Café'.
    await search.fill('cafe');
    await expect.poll(() => items.elements().length).toBe(1);
    await expect.element(facilityCard('Reef Café')).toBeVisible();
    await search.fill('');
    await expect.poll(() => items.elements().length).toBe(5 + EXTRA.length);

    // List view, by keyboard: rows as wide as the list, remembered for the next visit.
    const list = page.getByRole('group', { name: CARD_TEXT.view }).getByRole('button', { name: CARD_TEXT.list });
    list.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(list).toHaveAttribute('aria-pressed', 'true');
    const [first, second] = items.elements().map((item) => item.getBoundingClientRect());
    expect(second.top).toBeGreaterThan(first.top);
    expect(Math.round(first.width)).toBe(Math.round(facilityList().element().getBoundingClientRect().width));
    expect(localStorage.getItem(cardViewStorageKey(FACILITIES_TITLE))).toBe('list');

    // The next visit on this device: a fresh app (the first one gone) starts in List.
    await visit.screen.unmount();
    await renderApp('/hotel/facilities', { seed: seedMore });
    await expect.element(page.getByRole('button', { name: CARD_TEXT.list })).toHaveAttribute('aria-pressed', 'true');
    expect(page.getByRole('list', { name: FACILITIES_TITLE }).elements()).toHaveLength(1);
    localStorage.removeItem(cardViewStorageKey(FACILITIES_TITLE));
  });
});
