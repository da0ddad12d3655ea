/**
 * Map › Key Places over the mocks: the card grid, a place added by keyboard only (the position typed,
 * then moved by the pin's arrow keys), an edit, the icon with its contrast check, validation, refusal.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LABEL, LOCATION_ICON_BACKGROUND, LOCATION_ICON_COLOR, LOCATION_TEXT, MAP_SETTINGS_TEXT, MSG, STATUS_MESSAGES } from '@atoll/contract';
import { UNSAVED_CHANGES_TEXT } from '@atoll/ui-kit';
import { mockDb, resetMockStore } from '@atoll/mocks';
import { MAP_TEXT } from '@atoll/ui-kit/Map';
import { renderApp } from '#test/renderApp.tsx';

const grid = () => page.getByRole('list', { name: LOCATION_TEXT.title });
const drawer = (name: string) => page.getByRole('dialog', { name });
const saveBar = () => page.getByRole('toolbar', { name: 'Unsaved changes' });
const stored = (name: string) => mockDb.content.locations.find((l) => l.name === name);
/** A seeded place's id, for a URL to start from (renderApp seeds the same ids again). */
const seededId = (name: string) => resetMockStore('busyResort').content.locations.find((l) => l.name === name)?.id;
const focused = () => document.activeElement as HTMLElement | null;

/** Tabs until the focused element is `target` (at most `max` presses). */
async function tabTo(target: () => HTMLElement | null, max = 60) {
  for (let i = 0; i < max && focused() !== target(); i += 1) await userEvent.keyboard('{Tab}');
  expect(focused()).toBe(target());
}

describe('list', () => {
  test('cards show the cover, name, description and icon of each place, in sort order', async () => {
    await renderApp('/map/key-places', { as: 'owner' });
    const jetty = grid().getByRole('listitem').filter({ hasText: 'Arrival Jetty' });
    await expect.element(jetty.getByText('Speedboats and seaplane transfers leave from here.')).toBeVisible();
    expect(grid().getByRole('listitem').elements().map((e) => e.querySelector('h2')?.textContent)).toEqual([
      'Arrival Jetty',
      'Ocean Restaurant',
      'Lagoon Spa',
      'Dive Centre',
    ]);
  });

  test('a new company sees the empty state', async () => {
    await renderApp('/map/key-places', { scenario: 'newCompany', as: 'owner' });
    await expect.element(page.getByText(LOCATION_TEXT.empty)).toBeVisible();
  });
});

describe('create', () => {
  test("by keyboard only: 'Please enter a name' and lat/lng 'Field is required', then the typed position moved by the pin's arrow keys", async () => {
    const app = await renderApp('/map/key-places', { as: 'owner' });
    const add = page.getByRole('button', { name: LOCATION_TEXT.addLocation });
    await expect.element(add).toBeVisible();
    (add.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const form = drawer(LOCATION_TEXT.addLocation);
    const create = () => form.getByRole('button', { name: LOCATION_TEXT.createLocation }).element() as HTMLElement;
    await expect.element(form.getByRole('button', { name: LOCATION_TEXT.createLocation })).toBeVisible();
    await tabTo(create);
    await userEvent.keyboard('{Enter}');
    await expect.element(form.getByText(MSG.enterName)).toBeVisible();
    expect(form.getByText(MSG.fieldRequired).elements()).toHaveLength(2);

    await tabTo(() => form.getByRole('textbox', { name: LOCATION_TEXT.name }).element() as HTMLElement);
    await userEvent.keyboard('Sunset Bar');
    await tabTo(() => form.getByRole('textbox', { name: MAP_TEXT.latitude }).element() as HTMLElement);
    await userEvent.keyboard('4.18');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('73.51');
    // The typed pair puts the pin on the map; the arrow keys move it (north: the latitude grows).
    const pin = () => form.getByRole('button', { name: LOCATION_TEXT.pin }).element() as HTMLElement;
    await expect.element(form.getByRole('button', { name: LOCATION_TEXT.pin })).toBeVisible();
    await tabTo(pin);
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect.poll(() => Number((form.getByRole('textbox', { name: MAP_TEXT.latitude }).element() as HTMLInputElement).value)).toBeGreaterThan(4.18);
    await tabTo(create);
    await userEvent.keyboard('{Enter}');

    const details = drawer('Sunset Bar');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await expect.element(grid().getByText('Sunset Bar')).toBeVisible();
    const created = stored('Sunset Bar');
    expect(created?.lat).toBeGreaterThan(4.18);
    expect(created?.lng).toBeCloseTo(73.51, 3);
    expect(created).toMatchObject({ icon_color: LOCATION_ICON_COLOR, icon_background: LOCATION_ICON_BACKGROUND });
    expect(app.currentSearch()).toContain(`place=${created?.id}`);
  });
});

describe('the map', () => {
  test("opens on the company's map centre (Map Settings) and a click there puts the pin", async () => {
    await renderApp('/map/key-places', { as: 'owner' });
    await expect.element(grid()).toBeVisible();
    const companyId = mockDb.content.locations[0]!.company_id;
    mockDb.mapSettings.set(companyId, { map_lat: 5.1, map_lng: 73.1, map_lat_diff: 0.02, map_heading: 0 });
    await page.getByRole('button', { name: LOCATION_TEXT.addLocation }).click();
    const form = drawer(LOCATION_TEXT.addLocation);
    const map = form.getByRole('region', { name: LOCATION_TEXT.pin });
    await expect.element(map).toBeVisible();
    await map.click();
    await expect.element(form.getByRole('button', { name: LOCATION_TEXT.pin })).toBeVisible();
    const typed = (name: string) => Number((form.getByRole('textbox', { name }).element() as HTMLInputElement).value);
    expect(typed(MAP_TEXT.latitude)).toBeCloseTo(5.1, 1);
    expect(typed(MAP_TEXT.longitude)).toBeCloseTo(73.1, 1);
  });

  test("a place's map shows the other places as muted pins, named for assistive tech but never tab stops", async () => {
    await renderApp(`/map/key-places?place=${seededId('Dive Centre')}`, { as: 'owner' });
    const map = drawer('Dive Centre').getByRole('region', { name: LOCATION_TEXT.pin });
    await expect.element(map.getByRole('button', { name: LOCATION_TEXT.pin })).toBeVisible();
    for (const name of ['Arrival Jetty', 'Ocean Restaurant', 'Lagoon Spa']) {
      const neighbour = map.getByRole('img', { name });
      await expect.element(neighbour).toBeInTheDocument();
      expect((neighbour.element() as HTMLElement).tabIndex).toBe(-1);
    }
    // The place being edited is the movable pin only.
    expect(map.getByRole('img', { name: 'Dive Centre' }).elements()).toHaveLength(0);
  });

  test('a centre saved in Map Settings is where the next place opens, without a reload (the cached centre is invalidated)', async () => {
    await renderApp('/map/key-places', { as: 'owner' });
    const goTo = async (screen: string) => {
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      await page.getByRole('menu', { name: 'Map' }).getByRole('menuitem', { name: screen }).click();
    };
    /** Opens a new place's drawer, clicks the middle of its map and answers the position it puts; closes the drawer. */
    const centreOfNewPlace = async (): Promise<[number, number]> => {
      await page.getByRole('button', { name: LOCATION_TEXT.addLocation }).click();
      const form = drawer(LOCATION_TEXT.addLocation);
      await form.getByRole('region', { name: LOCATION_TEXT.pin }).click();
      await expect.element(form.getByRole('button', { name: LOCATION_TEXT.pin })).toBeVisible();
      const typed = (name: string) => Number((form.getByRole('textbox', { name }).element() as HTMLInputElement).value);
      const at: [number, number] = [typed(MAP_TEXT.latitude), typed(MAP_TEXT.longitude)];
      await form.getByRole('button', { name: 'Close' }).click();
      const discard = page.getByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
      await discard.getByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }).click();
      await expect.element(form).not.toBeInTheDocument();
      return at;
    };
    // The seeded centre is read (and cached) first.
    const [seededLat] = await centreOfNewPlace();
    expect(seededLat).not.toBeCloseTo(5.3, 1);

    await goTo('Map Settings');
    const coordinates = page.getByRole('form', { name: MAP_SETTINGS_TEXT.coordinatesForm });
    await coordinates.getByRole('textbox', { name: MAP_SETTINGS_TEXT.mapLat, exact: true }).fill('5.3');
    await coordinates.getByRole('textbox', { name: MAP_SETTINGS_TEXT.mapLng, exact: true }).fill('73.3');
    await coordinates.getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();

    await goTo('Key Places');
    const [lat, lng] = await centreOfNewPlace();
    expect(lat).toBeCloseTo(5.3, 1);
    expect(lng).toBeCloseTo(73.3, 1);
  });
});

describe('details', () => {
  test("an edit: clearing the latitude says 'Field is required'; Save stores the new name and position", async () => {
    await renderApp(`/map/key-places?place=${seededId('Dive Centre')}`, { as: 'owner' });
    const details = drawer('Dive Centre');
    const lat = details.getByRole('textbox', { name: MAP_TEXT.latitude });
    await lat.fill('');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(details.getByText(MSG.fieldRequired)).toBeVisible();
    await lat.fill('4.2');
    await details.getByRole('textbox', { name: LOCATION_TEXT.name }).fill('PADI Dive Centre');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(stored('PADI Dive Centre')?.lat).toBe(4.2);
    await expect.element(grid().getByText('PADI Dive Centre')).toBeVisible();
  });

  test('the Icon tab: the defaults, a faint pair refused with the contrast message, a readable pair saved', async () => {
    await renderApp(`/map/key-places?place=${seededId('Dive Centre')}&tab=icon`, { as: 'owner' });
    const details = drawer('Dive Centre');
    const color = details.getByRole('textbox', { name: LOCATION_TEXT.iconColor });
    const background = details.getByRole('textbox', { name: LOCATION_TEXT.iconBackground });
    await expect.element(color).toHaveValue(LOCATION_ICON_COLOR);
    await expect.element(background).toHaveValue(LOCATION_ICON_BACKGROUND);
    await color.fill('');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(details.getByText(MSG.fieldRequired)).toBeVisible();
    await color.fill('#FFFFFF');
    await background.fill('#FED7D7');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(details.getByText(LOCATION_TEXT.iconContrast, { exact: true })).toBeVisible();
    await background.fill('#2C7A7B');
    await details.getByRole('listbox', { name: LOCATION_TEXT.icon }).getByRole('option', { name: 'Diving' }).click();
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(stored('Dive Centre')).toMatchObject({ icon: 'diving', icon_color: '#FFFFFF', icon_background: '#2C7A7B' });
  });

  test('a user without manage-map does not reach the screen', async () => {
    await renderApp('/map/key-places', { as: 'staff' });
    await expect.element(page.getByText(STATUS_MESSAGES[403])).toBeVisible();
  });
});
