/** Hotel › Facilities: activities, menus (ordering and PDF), categories and items in their stacked drawers. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LABEL, MSG, PRICE_TEXT_MAX } from '@atoll/contract';
import { mockDb } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { chooseDelete } from '#test/drawerActions.ts';
import { CREATE_ACTIVITY } from './ActivityDrawer';
import { CREATE_CATEGORY } from './CategoryDrawer';
import { CREATE_ITEM } from './ItemDrawer';
import { COVER_HINT, LARGE_HINT } from './MediaTabs';
import { CREATE_MENU } from './MenuDrawer';
import { inlineLabel } from './MenuItemRow';
import { drawer, englishName, fileInputOf, pngFile } from './testHelpers';

const priceField = () => page.getByRole('textbox', { name: 'Price (English)' });

describe('activities', () => {
  test("Add Activity: 'Please enter a name', a price of at most 50 characters, then its details; the facility counts it", async () => {
    const app = await renderApp('/hotel/facilities?facility=3&tab=activities');
    const facility = drawer('Dive Centre');
    await expect.element(facility.getByRole('tab', { name: `${LABEL.tab.activities} (2)` })).toHaveAttribute('aria-selected', 'true');
    await expect.element(facility.getByRole('button', { name: 'Night Dive' })).toBeVisible();
    await facility.getByRole('button', { name: LABEL.addActivity }).click();

    const add = drawer(LABEL.addActivity);
    await add.getByRole('button', { name: CREATE_ACTIVITY }).click();
    await expect.element(add.getByText(MSG.enterName)).toBeVisible();
    await englishName().fill('Manta Snorkel');
    await priceField().fill('x'.repeat(PRICE_TEXT_MAX + 1));
    await add.getByRole('button', { name: CREATE_ACTIVITY }).click();
    await expect.element(add.getByRole('button', { name: CREATE_ACTIVITY })).toBeVisible();
    expect(mockDb.content.activities.some((a) => a.name[0]?.text === 'Manta Snorkel')).toBe(false);
    await priceField().fill('$65 per person');
    await add.getByRole('button', { name: CREATE_ACTIVITY }).click();

    const details = drawer('Manta Snorkel');
    for (const name of [LABEL.tab.basicInformation, LABEL.tab.image, LABEL.tab.gallery]) {
      await expect.element(details.getByRole('tab', { name, exact: true })).toBeVisible();
    }
    const created = mockDb.content.activities.find((a) => a.name[0]?.text === 'Manta Snorkel');
    expect(created?.price_text).toEqual([{ language_code: 'en', text: '$65 per person' }]);
    expect(app.currentSearch()).toBe(`?facility=3&tab=activities&activity=${created?.id}`);
    await userEvent.keyboard('{Escape}');
    await expect.element(facility.getByRole('tab', { name: `${LABEL.tab.activities} (3)` })).toBeVisible();
    await expect.element(facility.getByRole('button', { name: 'Manta Snorkel' })).toBeVisible();
  });

  test('Set Inactive and Delete an activity', async () => {
    await renderApp('/hotel/facilities?facility=2&tab=activities&activity=13');
    const ritual = drawer('Couples Ritual');
    await ritual.getByRole('button', { name: LABEL.setInactive }).click();
    await expect.element(ritual.getByRole('button', { name: LABEL.setActive })).toBeVisible();
    expect(mockDb.content.activities.find((a) => a.id === 13)?.active).toBe(false);
    await chooseDelete(ritual);
    await page.getByRole('alertdialog', { name: MSG.deleteConfirmTitle }).getByRole('button', { name: LABEL.delete }).click();
    await expect.element(ritual).not.toBeInTheDocument();
    await expect.element(drawer('Coral Spa').getByRole('tab', { name: `${LABEL.tab.activities} (1)` })).toBeVisible();
  });

  test('a child drawer shows the way back to its facility; closing it returns focus to what opened it', async () => {
    await renderApp('/hotel/facilities?facility=3&tab=activities');
    const facility = drawer('Dive Centre');
    const card = facility.getByRole('button', { name: 'Night Dive' });
    await card.click();
    await drawer('Night Dive').getByRole('button', { name: 'Back to Dive Centre' }).click();
    await expect.element(drawer('Night Dive')).not.toBeInTheDocument();
    await expect.element(card).toHaveFocus();

    // Created from Add Activity: the create form becomes the activity's drawer; Escape goes back to Add Activity.
    const add = facility.getByRole('button', { name: LABEL.addActivity });
    await add.click();
    await expect.element(drawer(LABEL.addActivity).getByRole('button', { name: 'Back to Dive Centre' })).toBeVisible();
    await englishName().fill('Manta Snorkel');
    await drawer(LABEL.addActivity).getByRole('button', { name: CREATE_ACTIVITY }).click();
    await expect.element(drawer('Manta Snorkel')).toBeVisible();
    await expect.poll(() => (drawer('Manta Snorkel').element() as HTMLElement).contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer('Manta Snorkel')).not.toBeInTheDocument();
    await expect.element(add).toHaveFocus();
  });
});

describe('menus', () => {
  test('the PDF tab is there only for PDF menus', async () => {
    await renderApp('/hotel/facilities?facility=1&tab=menus&menu=22');
    const wine = drawer('Wine List');
    await expect.element(wine.getByRole('tab', { name: LABEL.tab.pdf, exact: true })).toBeVisible();
    await wine.getByRole('tab', { name: LABEL.tab.pdf, exact: true }).click();
    await expect.element(wine.getByText('wine-list.pdf')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await drawer('Ocean Restaurant').getByRole('button', { name: 'À la carte' }).click();
    const carte = drawer('À la carte');
    await expect.element(carte.getByRole('tab', { name: `${LABEL.tab.categories} (2)` })).toBeVisible();
    await expect.element(carte.getByRole('tab', { name: `${LABEL.tab.items} (4)` })).toBeVisible();
    expect(carte.getByRole('tab', { name: LABEL.tab.pdf, exact: true }).elements()).toHaveLength(0);
  });

  test('Add Menu (type PDF) shows the PDF tab; an ordering menu gets a category, then an item', async () => {
    const app = await renderApp('/hotel/facilities?facility=2&tab=menus');
    await drawer('Coral Spa').getByRole('button', { name: LABEL.addMenu }).click();
    const add = drawer(LABEL.addMenu);
    await englishName().fill('Treatments');
    await add.getByRole('button', { name: 'Type' }).click();
    await page.getByRole('option', { name: LABEL.menuType.pdf }).click();
    await add.getByRole('button', { name: CREATE_MENU }).click();
    const treatments = drawer('Treatments');
    await expect.element(treatments.getByRole('tab', { name: LABEL.tab.pdf, exact: true })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer('Coral Spa').getByRole('tab', { name: `${LABEL.tab.menus} (1)` })).toBeVisible();

    await drawer('Coral Spa').getByRole('button', { name: LABEL.addMenu }).click();
    await englishName().fill('Herbal Teas');
    await drawer(LABEL.addMenu).getByRole('button', { name: CREATE_MENU }).click();
    const teas = drawer('Herbal Teas');
    await expect.element(teas.getByRole('tab', { name: `${LABEL.tab.categories} (0)` })).toBeVisible();
    expect(teas.getByRole('tab', { name: LABEL.tab.pdf, exact: true }).elements()).toHaveLength(0);

    await teas.getByRole('tab', { name: `${LABEL.tab.categories} (0)` }).click();
    await teas.getByRole('button', { name: LABEL.addCategory }).click();
    const addCategory = drawer(LABEL.addCategory);
    await addCategory.getByRole('button', { name: CREATE_CATEGORY }).click();
    await expect.element(addCategory.getByText(MSG.fieldRequired)).toBeVisible();
    await englishName().fill('Green');
    await addCategory.getByRole('button', { name: CREATE_CATEGORY }).click();
    await expect.element(drawer('Green')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(teas.getByRole('tab', { name: `${LABEL.tab.categories} (1)` })).toBeVisible();

    await teas.getByRole('tab', { name: `${LABEL.tab.items} (0)` }).click();
    await teas.getByRole('button', { name: LABEL.addItem }).click();
    const addItem = drawer(LABEL.addItem);
    await englishName().fill('Sencha');
    await addItem.getByRole('button', { name: CREATE_ITEM }).click();
    // Price and category are required for an item.
    await expect.poll(() => addItem.getByText(MSG.fieldRequired).elements().length).toBe(2);
    await priceField().fill('$6');
    await addItem.getByRole('button', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Green' }).click();
    await addItem.getByRole('button', { name: CREATE_ITEM }).click();
    const sencha = drawer('Sencha');
    await expect.element(sencha.getByRole('tab', { name: LABEL.tab.cover })).toBeVisible();
    const item = mockDb.content.items.find((i) => i.name[0]?.text === 'Sencha');
    expect(app.currentSearch()).toContain(`item=${item?.id}`);
    await userEvent.keyboard('{Escape}');
    await expect.element(teas.getByRole('tab', { name: `${LABEL.tab.items} (1)` })).toBeVisible();
    await expect.element(teas.getByRole('textbox', { name: inlineLabel.name('Sencha'), exact: true })).toHaveValue('Sencha');
  });

  test("a category's Cover tab: the 1 MB hint, the upload shows in the drawer and is kept, Remove really removes it", async () => {
    const app = await renderApp('/hotel/facilities?facility=1&tab=menus&menu=21&menuTab=categories&category=31');
    const starters = drawer('Starters');
    await expect.element(starters.getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await starters.getByRole('tab', { name: LABEL.tab.cover }).click();
    await expect.poll(() => app.currentSearch()).toContain('categoryTab=cover');
    await expect.element(starters.getByText(COVER_HINT)).toBeVisible();
    expect(mockDb.content.categories.find((c) => c.id === 31)?.cover).toBeNull();
    await userEvent.upload(await fileInputOf(LABEL.tab.cover), await pngFile('starters.png'));
    await expect.poll(() => mockDb.content.categories.find((c) => c.id === 31)?.cover).toMatch(/^data:image\/png/);
    await expect.element(starters.getByRole('img')).toBeVisible();
    await starters.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => mockDb.content.categories.find((c) => c.id === 31)?.cover).toBeNull();
    await expect.element(starters.getByRole('img')).not.toBeInTheDocument();
  });

  test("an item's cover uploads with the 2 MB hint, and Remove really removes it", async () => {
    await renderApp('/hotel/facilities?facility=1&tab=menus&menu=21&menuTab=items&item=42&itemTab=cover');
    const soup = drawer('Garudhiya Soup');
    await expect.element(soup.getByText(LARGE_HINT)).toBeVisible();
    await userEvent.upload(await fileInputOf(LABEL.tab.cover), await pngFile('soup.png'));
    await expect.poll(() => mockDb.content.items.find((i) => i.id === 42)?.cover).toMatch(/^data:image\/png/);
    await expect.element(soup.getByRole('img')).toBeVisible();
    await soup.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => mockDb.content.items.find((i) => i.id === 42)?.cover).toBeNull();
    await expect.element(soup.getByRole('img')).not.toBeInTheDocument();
  });
});
