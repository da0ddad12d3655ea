/**
 * Hotel › Facilities › a menu's Items tab (issue 18 item 8): grouped by category, name and price
 * edited in place, order by keyboard or drag (sort_order renumbered from 1), quick add.
 */
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CONTENT_TEXT, LABEL, PRICE_TEXT_MAX, translationText } from '@atoll/contract';
import { mockDb, slow, validationError } from '@atoll/mocks';
import { REORDER_TEXT } from '@atoll/ui-kit/ReorderableList';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';
import { inlineLabel } from './MenuItemRow';
import { QUICK_ADD } from './QuickAddItem';
import { drawer } from './testHelpers';

const ITEMS_TAB = '/hotel/facilities?facility=1&tab=menus&menu=21&menuTab=items';
const carte = () => drawer('À la carte');
const textbox = (name: string) => carte().getByRole('textbox', { name, exact: true });
const stored = (id: number) => mockDb.content.items.find((i) => i.id === id);
/** The items of a category as the list shows them, by name. */
const shown = (category: string) =>
  carte()
    .getByRole('list', { name: category, exact: true })
    .getByRole('textbox', { name: /^Name of / })
    .elements()
    .map((input) => (input as HTMLInputElement).value);
/** The category's items in the store, by sort_order. */
const storedOrder = (categoryId: number) =>
  mockDb.content.items
    .filter((i) => i.menu_category_id === categoryId)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((i) => `${translationText(i.name)}:${i.sort_order}`);

describe("a menu's Items tab", () => {
  test('shows the items under their categories; name and price are saved in place, a failed save keeps the text and says why', async () => {
    await renderApp(ITEMS_TAB);
    await expect.element(carte().getByRole('heading', { name: 'Starters (2)' })).toBeVisible();
    await expect.element(carte().getByRole('heading', { name: 'Mains (2)' })).toBeVisible();
    expect(shown('Starters')).toEqual(['Tuna Tartare', 'Garudhiya Soup']);

    await textbox(inlineLabel.name('Tuna Tartare')).fill('Yellowfin Tartare');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => translationText(stored(41)?.name)).toBe('Yellowfin Tartare');
    // The field is now named by the saved name; the price is saved on leaving the field.
    await textbox(inlineLabel.price_text('Yellowfin Tartare')).fill('$21');
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => translationText(stored(41)?.price_text)).toBe('$21');

    // Too long for the contract: nothing is sent, the text stays, the message is under the field.
    const tooLong = 'x'.repeat(PRICE_TEXT_MAX + 1);
    const price = textbox(inlineLabel.price_text('Yellowfin Tartare'));
    await price.fill(tooLong);
    await userEvent.keyboard('{Enter}');
    await expect.element(carte().getByText(CONTENT_TEXT.perLanguageMax(PRICE_TEXT_MAX))).toBeVisible();
    await expect.element(price).toHaveValue(tooLong);
    await expect.element(price).toHaveAttribute('aria-invalid', 'true');
    expect(translationText(stored(41)?.price_text)).toBe('$21');

    // The server refuses: its message for the field shows under it, the typed name stays.
    mockWorker().use(validationError('patch', 'facilities/menus/items/:id', { name: ['The name is taken'] }));
    const name = textbox(inlineLabel.name('Garudhiya Soup'));
    await name.fill('Soup of the Day');
    await userEvent.keyboard('{Enter}');
    await expect.element(carte().getByText('The name is taken')).toBeVisible();
    await expect.element(name).toHaveValue('Soup of the Day');
    expect(translationText(stored(42)?.name)).toBe('Garudhiya Soup');
    // Escape puts the saved name back.
    await userEvent.keyboard('{Escape}');
    await expect.element(name).toHaveValue('Garudhiya Soup');
    await expect.element(carte()).toBeVisible();

    // Open: the item's drawer for everything else.
    await carte().getByRole('button', { name: inlineLabel.open('Garudhiya Soup') }).click();
    await expect.element(drawer('Garudhiya Soup')).toBeVisible();
  });

  test('by keyboard: Space picks an item up, ArrowUp moves it, Space drops it; the category is renumbered from 1', async () => {
    await renderApp(ITEMS_TAB);
    const handle = carte().getByRole('button', { name: REORDER_TEXT.handle('Lobster Thermidor') });
    await expect.element(handle).toBeVisible();
    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(carte().getByRole('status').filter({ hasText: REORDER_TEXT.pickedUp('Lobster Thermidor', 2, 2) })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(carte().getByText(REORDER_TEXT.moved('Lobster Thermidor', 1, 2))).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect.poll(() => storedOrder(32)).toEqual(['Lobster Thermidor:1', 'Reef Fish Curry:2']);
    expect(shown('Mains')).toEqual(['Lobster Thermidor', 'Reef Fish Curry']);
    await expect.element(handle).toHaveFocus();
    // The other category is untouched.
    expect(storedOrder(31)).toEqual(['Tuna Tartare:1', 'Garudhiya Soup:2']);
    // Escape in an unchanged field still closes the drawer (the fields let it through).
    await textbox(inlineLabel.name('Reef Fish Curry')).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(carte()).not.toBeInTheDocument();
  });

  test('by mouse: dragging a row by its handle onto another reorders and renumbers', async () => {
    await renderApp(ITEMS_TAB);
    const handle = carte().getByRole('button', { name: REORDER_TEXT.handle('Garudhiya Soup') });
    const firstRow = carte().getByRole('list', { name: 'Starters', exact: true }).getByRole('listitem').first();
    await userEvent.dragAndDrop(handle, firstRow, { targetPosition: { x: 60, y: 4 } });
    await expect.poll(() => storedOrder(31)).toEqual(['Garudhiya Soup:1', 'Tuna Tartare:2']);
    expect(shown('Starters')).toEqual(['Garudhiya Soup', 'Tuna Tartare']);
  });

  test('quick add under a category: three items with prices by typing alone, each at the end of the category', async () => {
    await renderApp(ITEMS_TAB);
    const form = carte().getByRole('form', { name: QUICK_ADD.form('Starters') });
    const nameField = form.getByRole('textbox', { name: QUICK_ADD.name, exact: true });
    // Enter with nothing typed: the contract's messages, nothing stored.
    await nameField.click();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => form.getByText('Field is required').elements().length).toBe(2);
    const before = mockDb.content.items.length;
    for (const [name, price] of [['Octopus Salad', '$16'], ['Crab Cakes', '$19'], ['Mas Huni', '$9']] as const) {
      await userEvent.keyboard(name);
      await userEvent.keyboard('{Tab}');
      await userEvent.keyboard(price);
      await userEvent.keyboard('{Enter}');
      await expect.element(form.getByText(QUICK_ADD.added(name, 'Starters'))).toBeVisible();
      await expect.element(nameField).toHaveFocus();
      await expect.element(nameField).toHaveValue('');
    }
    expect(mockDb.content.items.length).toBe(before + 3);
    expect(storedOrder(31)).toEqual(['Tuna Tartare:1', 'Garudhiya Soup:2', 'Octopus Salad:3', 'Crab Cakes:4', 'Mas Huni:5']);
    expect(translationText(mockDb.content.items.find((i) => translationText(i.name) === 'Crab Cakes')?.price_text)).toBe('$19');
    await expect.element(carte().getByRole('tab', { name: `${LABEL.tab.items} (7)` })).toBeVisible();
    await expect.poll(() => shown('Starters')).toEqual(['Tuna Tartare', 'Garudhiya Soup', 'Octopus Salad', 'Crab Cakes', 'Mas Huni']);
  });

  test('quick add on a slow connection: the next item goes after the one just added, before the list is back', async () => {
    await renderApp(ITEMS_TAB);
    const form = carte().getByRole('form', { name: QUICK_ADD.form('Starters') });
    const nameField = form.getByRole('textbox', { name: QUICK_ADD.name, exact: true });
    await expect.element(nameField).toBeVisible();
    // The menu's refreshed list (after each add) takes 3 s to come back; the adds themselves answer at once.
    mockWorker().use(slow('get', 'facilities/menus/:id', 3_000));
    await nameField.click();
    for (const [name, price] of [['Octopus Salad', '$16'], ['Crab Cakes', '$19']] as const) {
      await userEvent.keyboard(`${name}{Tab}${price}{Enter}`);
      await expect.element(form.getByText(QUICK_ADD.added(name, 'Starters'))).toBeVisible();
      await expect.element(nameField).toHaveFocus();
    }
    expect(storedOrder(31)).toEqual(['Tuna Tartare:1', 'Garudhiya Soup:2', 'Octopus Salad:3', 'Crab Cakes:4']);
  });
});
