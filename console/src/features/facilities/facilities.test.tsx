/** Hotel › Facilities: the card grid, the facility drawer, URL state, states and permission. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LABEL, MSG, PERMISSION, STATUS_MESSAGES } from '@atoll/contract';
import { BUSY_RESORT, mockDb, serverError, slow } from '@atoll/mocks';
import { baseApi } from '#api/baseApi.ts';
import { renderApp } from '#test/renderApp.tsx';
import { chooseDelete } from '#test/drawerActions.ts';
import { UNSAVED_CHANGES_TEXT } from '@atoll/ui-kit';
import { mockWorker } from '#test/worker.ts';
import { CREATE_FACILITY, PARENT_FACILITY } from './FacilityForm';
import { COVER_HINT, LARGE_HINT } from './MediaTabs';
import { inlineLabel } from './MenuItemRow';
import { NO_FACILITIES } from './FacilitiesPage';
import { drawer, englishName, facilityCard, facilityList, fileInputOf, pngFile, tab } from './testHelpers';

describe('facility cards', () => {
  test('show name, parent name, the Inactive tag and missing translations, two per row', async () => {
    await renderApp('/hotel/facilities');
    await expect.element(facilityCard('Ocean Restaurant')).toBeVisible();
    const items = facilityList().getByRole('listitem');
    await expect.poll(() => items.elements().length).toBe(5);
    const bar = items.filter({ has: page.getByRole('button', { name: 'Sunset Bar' }) });
    await expect.element(bar).toHaveTextContent('Ocean Restaurant');
    const kids = items.filter({ has: page.getByRole('button', { name: 'Kids Club' }) });
    await expect.element(kids.getByText(MSG.inactive)).toBeVisible();
    const spa = items.filter({ has: page.getByRole('button', { name: 'Coral Spa' }) });
    await expect.element(spa.getByText(MSG.inactive)).not.toBeInTheDocument();
    // Every enabled language has a name for the restaurant; the spa lacks all but English and German.
    await expect.element(items.first()).toHaveTextContent('All languages');
    await expect.element(spa).toHaveTextContent(/Missing: .*Arabic/);
    // Two cards per row, each at most 450 px wide.
    const [first, second, third] = items.elements().map((el) => el.getBoundingClientRect());
    expect(first.top).toBe(second.top);
    expect(third.top).toBeGreaterThan(first.top);
    expect(first.width).toBeLessThanOrEqual(450);
  });

  test("the translation badge waits for the company's languages: no 'All languages' to take back", async () => {
    mockWorker().use(slow('get', 'languages', 700));
    await renderApp('/hotel/facilities');
    const spa = facilityList().getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Coral Spa' }) });
    await expect.element(spa).toBeVisible();
    // The card is there, its claim is not: until GET languages answers nothing is said.
    await expect.element(spa).not.toHaveTextContent(/All languages|Missing/);
    await expect.element(spa).toHaveTextContent(/Missing: .*Arabic/);
  });

  test('a card without a cover shows the property\'s Default Image', async () => {
    await renderApp('/hotel/facilities');
    const defaultImage = mockDb.settings.get(BUSY_RESORT.companyId)?.default_image;
    expect(defaultImage).toBeTruthy();
    const covers = () => facilityList().elements()[0]?.querySelectorAll('img') ?? [];
    await expect.poll(() => [...covers()].some((img) => img.getAttribute('src') === defaultImage)).toBe(true);
    expect(facilityList().elements()[0].querySelectorAll('[data-cover-placeholder]').length).toBe(0);
  });

  test('newCompany has none: the empty state', async () => {
    await renderApp('/hotel/facilities', { scenario: 'newCompany' });
    await expect.element(page.getByText(NO_FACILITIES)).toBeVisible();
    // Add Facility sits in the empty state; the header's gives way to it (issue 18).
    await expect.poll(() => page.getByRole('button', { name: LABEL.addFacility }).elements().length).toBe(1);
  });

  test('shows Loading, then a failed list offers Retry, which loads it', async () => {
    mockWorker().use(serverError('get', 'facilities'));
    await renderApp('/hotel/facilities');
    const retry = page.getByRole('button', { name: MSG.retry });
    await expect.element(retry).toBeVisible();
    mockWorker().resetHandlers();
    mockWorker().use(slow('get', 'facilities', 300));
    await retry.click();
    await expect.element(page.getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect.element(facilityCard('Coral Spa')).toBeVisible();
  });

  test('staff without manage-hotel-content get no Hotel menu, and the page refuses them', async () => {
    const app = await renderApp('/', { as: 'staff' });
    await expect.element(page.getByRole('button', { name: 'Hotel', exact: true })).toBeVisible();
    const nadia = mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id);
    if (!nadia) throw new Error('no nadia');
    delete nadia.permissions[PERMISSION.manageHotelContent];
    app.store.dispatch(baseApi.util.invalidateTags(['Session']));
    await expect.element(page.getByRole('button', { name: 'Hotel', exact: true })).not.toBeInTheDocument();
    await app.router.navigate('/hotel/facilities');
    await expect.element(page.getByRole('button', { name: LABEL.addFacility })).not.toBeInTheDocument();
    expect(page.getByRole('list', { name: 'Facilities' }).elements()).toHaveLength(0);
  });
});

describe('creating a facility', () => {
  test("needs a name ('Please enter a name'), then shows the new facility's details and lists it", async () => {
    const app = await renderApp('/hotel/facilities');
    await page.getByRole('button', { name: LABEL.addFacility }).click();
    const add = drawer(LABEL.addFacility);
    await expect.element(add).toBeVisible();
    expect(app.currentSearch()).toBe('?facility=new');
    await add.getByRole('button', { name: CREATE_FACILITY }).click();
    await expect.element(add.getByText(MSG.enterName)).toBeVisible();

    await englishName().fill('Sandbank Grill');
    await add.getByRole('button', { name: PARENT_FACILITY }).click();
    await page.getByRole('option', { name: 'Ocean Restaurant' }).click();
    await add.getByRole('button', { name: CREATE_FACILITY }).click();

    const details = drawer('Sandbank Grill');
    await expect.element(details).toBeVisible();
    for (const name of [LABEL.tab.basicInformation, LABEL.tab.image, `${LABEL.tab.gallery} (0)`, `${LABEL.tab.menus} (0)`, `${LABEL.tab.activities} (0)`]) {
      await expect.element(details.getByRole('tab', { name, exact: true })).toBeVisible();
    }
    const created = mockDb.content.facilities.find((f) => f.name[0]?.text === 'Sandbank Grill');
    expect(created?.parent_id).toBe(1);
    expect(app.currentSearch()).toBe(`?facility=${created?.id}`);
    await userEvent.keyboard('{Escape}');
    await expect.element(facilityCard('Sandbank Grill')).toBeVisible();
    expect(app.currentSearch()).toBe('');
  });

  test('a server error shows under the form and keeps what was typed', async () => {
    mockWorker().use(serverError('post', 'facilities'));
    await renderApp('/hotel/facilities?facility=new');
    await englishName().fill('Observatory');
    await page.getByRole('button', { name: CREATE_FACILITY }).click();
    await expect.element(drawer(LABEL.addFacility).getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(englishName()).toHaveValue('Observatory');
  });
});

describe('the facility drawer', () => {
  test("edits with the save bar; an empty name says 'Field is required'; Save says 'Successfully Updated'", async () => {
    await renderApp('/hotel/facilities');
    await facilityCard('Dive Centre').click();
    const details = drawer('Dive Centre');
    await expect.element(englishName()).toHaveValue('Dive Centre');
    await expect.element(details.getByRole('button', { name: LABEL.save })).not.toBeInTheDocument();

    await englishName().clear();
    await details.getByRole('button', { name: LABEL.save }).click();
    await expect.element(details.getByText(MSG.fieldRequired)).toBeVisible();
    await details.getByRole('button', { name: LABEL.cancel }).click();
    await expect.element(englishName()).toHaveValue('Dive Centre');
    await expect.element(details.getByRole('button', { name: LABEL.save })).not.toBeInTheDocument();

    await englishName().fill('Dive & Snorkel Centre');
    await details.getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    await expect.element(drawer('Dive & Snorkel Centre')).toBeVisible();
    await expect.element(facilityCard('Dive & Snorkel Centre')).toBeInTheDocument();
    expect(mockDb.content.facilities.find((f) => f.id === 3)?.name).toEqual([{ language_code: 'en', text: 'Dive & Snorkel Centre' }]);
  });

  test('Auto Translate fills the other enabled languages (POST languages/translate), saved with Save', async () => {
    await renderApp('/hotel/facilities?facility=3');
    const details = drawer('Dive Centre');
    const nameGroup = details.getByRole('group', { name: 'Name', exact: true });
    await nameGroup.getByRole('button', { name: LABEL.autoTranslate }).click();
    await details.getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    const name = mockDb.content.facilities.find((f) => f.id === 3)?.name ?? [];
    expect(name.find((t) => t.language_code === 'de')?.text).toBe('[de] Dive Centre');
    expect(name.map((t) => t.language_code).sort()).toEqual(['ar', 'de', 'en', 'fr', 'ru', 'zh']);
  });

  test('closing the drawer with unsaved changes asks first; Keep Editing keeps them', async () => {
    const app = await renderApp('/hotel/facilities?facility=4');
    const details = drawer('Kids Club');
    await expect.element(englishName()).toHaveValue('Kids Club');
    await englishName().fill('Kids Club & Teens');
    await userEvent.keyboard('{Escape}');
    const question = page.getByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
    await expect.element(question).toBeVisible();
    await question.getByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }).click();
    await expect.element(englishName()).toHaveValue('Kids Club & Teens');
    expect(app.currentSearch()).toBe('?facility=4');
    await details.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title }).getByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }).click();
    await expect.element(details).not.toBeInTheDocument();
    expect(app.currentSearch()).toBe('');
    expect(mockDb.content.facilities.find((f) => f.id === 4)?.name).toEqual([{ language_code: 'en', text: 'Kids Club' }]);
  });

  test("Set Inactive shows the 'Inactive' tag on the card; Set Active removes it", async () => {
    await renderApp('/hotel/facilities?facility=2');
    const details = drawer('Coral Spa');
    await details.getByRole('button', { name: LABEL.setInactive }).click();
    await expect.element(details.getByRole('button', { name: LABEL.setActive })).toBeVisible();
    const spa = facilityList().getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Coral Spa' }) });
    await expect.element(spa.getByText(MSG.inactive)).toBeInTheDocument();
    await details.getByRole('button', { name: LABEL.setActive }).click();
    await expect.element(details.getByRole('button', { name: LABEL.setInactive })).toBeVisible();
    await expect.element(spa.getByText(MSG.inactive)).not.toBeInTheDocument();
  });

  test("Delete sits in 'More actions', names what goes with the facility, then removes it with its menus and activities", async () => {
    const app = await renderApp('/hotel/facilities?facility=1');
    const restaurant = drawer('Ocean Restaurant');
    // No solid red Delete beside the title.
    await expect.element(restaurant.getByRole('button', { name: LABEL.moreActions })).toBeVisible();
    expect(restaurant.getByRole('button', { name: LABEL.delete }).query()).toBeNull();
    await chooseDelete(restaurant);
    const confirm = page.getByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect.element(confirm).toBeVisible();
    // The scenario: Chef's Table; À la carte and the Wine List; À la carte takes bookings.
    await expect.element(confirm.getByText('Ocean Restaurant, with 1 activity, 2 menus and 1 request type, will be deleted.')).toBeVisible();
    await expect.element(confirm.getByText(MSG.deleteConfirmBody)).toBeVisible();
    await confirm.getByRole('button', { name: LABEL.delete }).click();
    await expect.element(drawer('Ocean Restaurant')).not.toBeInTheDocument();
    await expect.element(facilityCard('Ocean Restaurant')).not.toBeInTheDocument();
    expect(app.currentSearch()).toBe('');
    expect(mockDb.content.activities.some((a) => a.facility_id === 1)).toBe(false);
    expect(mockDb.content.menus.some((m) => m.facility_id === 1)).toBe(false);
  });

  test('the parent picker offers the other facilities, not the facility itself', async () => {
    await renderApp('/hotel/facilities?facility=5');
    const details = drawer('Sunset Bar');
    await details.getByRole('button', { name: PARENT_FACILITY }).click();
    await expect.element(page.getByRole('option', { name: 'Coral Spa' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Sunset Bar' })).not.toBeInTheDocument();
    await page.getByRole('option', { name: 'None' }).click();
    await details.getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(mockDb.content.facilities.find((f) => f.id === 5)?.parent_id).toBeNull();
  });

  test('the Image tab has the 1 MB hint; the Gallery tab uploads several images and counts them', async () => {
    await renderApp('/hotel/facilities?facility=3&tab=image');
    const details = drawer('Dive Centre');
    await expect.element(details.getByText(COVER_HINT)).toBeVisible();
    expect(COVER_HINT).toContain('1 MB');

    await details.getByRole('tab', { name: `${LABEL.tab.gallery} (0)` }).click();
    await expect.element(details.getByText(LARGE_HINT)).toBeVisible();
    await userEvent.upload(await fileInputOf(LABEL.tab.gallery), [await pngFile('reef.png'), await pngFile('wreck.png')]);
    await expect.element(details.getByRole('tab', { name: `${LABEL.tab.gallery} (2)` })).toBeVisible();
    await expect.element(details.getByRole('img', { name: 'wreck.png' })).toBeVisible();
    expect(mockDb.content.facilities.find((f) => f.id === 3)?.gallery.map((g) => g.filename)).toEqual(['reef.png', 'wreck.png']);
  });
});

describe('the URL keeps the drawers', () => {
  test('a reload (the app rendered again at the URL) reopens the same drawers and tab', async () => {
    const first = await renderApp('/hotel/facilities');
    await facilityCard('Ocean Restaurant').click();
    await drawer('Ocean Restaurant').getByRole('tab', { name: `${LABEL.tab.menus} (2)` }).click();
    await drawer('Ocean Restaurant').getByRole('button', { name: 'À la carte' }).click();
    await drawer('À la carte').getByRole('tab', { name: `${LABEL.tab.items} (4)` }).click();
    await drawer('À la carte').getByRole('button', { name: inlineLabel.open('Reef Fish Curry') }).click();
    await expect.element(drawer('Reef Fish Curry')).toBeVisible();
    const url = `/hotel/facilities${first.currentSearch()}`;
    expect(url).toBe('/hotel/facilities?facility=1&tab=menus&menu=21&menuTab=items&item=43');
    await first.screen.unmount();

    const again = await renderApp(url);
    await expect.element(drawer('Reef Fish Curry')).toBeVisible();
    // Each drawer takes the keyboard focus a moment after it shows (or after the one above it closes);
    // Escape goes to the drawer that has it.
    const focusIn = (name: string) => expect.poll(() => (drawer(name).element() as HTMLElement).contains(document.activeElement)).toBe(true);
    await focusIn('Reef Fish Curry');
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer('Reef Fish Curry')).not.toBeInTheDocument();
    await expect.element(drawer('À la carte').getByRole('tab', { name: `${LABEL.tab.items} (4)` })).toHaveAttribute('aria-selected', 'true');
    expect(again.currentSearch()).toBe('?facility=1&tab=menus&menu=21&menuTab=items');
    await focusIn('À la carte');
    await userEvent.keyboard('{Escape}');
    await expect.element(tab(`${LABEL.tab.menus} (2)`)).toHaveAttribute('aria-selected', 'true');
    await focusIn('Ocean Restaurant');
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer('Ocean Restaurant')).not.toBeInTheDocument();
    expect(again.currentSearch()).toBe('');
  });

  test('keyboard only: Tab to a card, Enter opens its drawer, arrows change tabs', async () => {
    const app = await renderApp('/hotel/facilities');
    await expect.element(facilityCard('Coral Spa')).toBeVisible();
    (facilityCard('Coral Spa').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(drawer('Coral Spa')).toBeVisible();
    (tab(LABEL.tab.basicInformation).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab(LABEL.tab.image)).toHaveAttribute('aria-selected', 'true');
    expect(app.currentSearch()).toBe('?facility=2&tab=image');
  });
});
