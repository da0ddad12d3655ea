/** Hotel › Quick Actions over the mocks: cards, create with validation, the payload field by type, edit, delete, URL state, empty and failed states. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { CONTENT_TEXT, LABEL, MSG, STATUS_MESSAGES, translationText } from '@atoll/contract';
import { mockDb, resetMockStore, serverError } from '@atoll/mocks';
import { RELATED_OBJECT_TEXT } from '@atoll/ui-kit';
import { renderApp } from '#test/renderApp.tsx';
import { chooseDelete } from '#test/drawerActions.ts';
import { mockWorker } from '#test/worker.ts';
import { QUICK_ACTION_TEXT } from './QuickActionForm';
import { NO_QUICK_ACTIONS, QUICK_ACTIONS_TITLE } from './QuickActionsPage';

const grid = () => page.getByRole('list', { name: QUICK_ACTIONS_TITLE });
const drawer = (name: string) => page.getByRole('dialog', { name });
const saveBar = () => page.getByRole('toolbar', { name: 'Unsaved changes' });
const stored = (name: string) => mockDb.content.quickActions.find((q) => translationText(q.name) === name);
const seededId = (name: string) => resetMockStore('busyResort').content.quickActions.find((q) => translationText(q.name) === name)?.id;

async function chooseType(within: ReturnType<typeof drawer>, label: string) {
  await within.getByRole('button', { name: new RegExp(`(?<!Related )${QUICK_ACTION_TEXT.type}$`) }).click();
  await page.getByRole('option', { name: label }).click();
}

describe('list', () => {
  test('cards show the name and what the action does', async () => {
    await renderApp('/hotel/quick-actions');
    await expect.element(grid().getByRole('listitem').filter({ hasText: 'Call Reception' })).toHaveTextContent('+960 664 0000');
    await expect.element(grid().getByRole('listitem').filter({ hasText: 'My Requests' })).toHaveTextContent('My Requests');
    await expect.element(grid().getByRole('listitem').filter({ hasText: 'Beach BBQ tonight' })).toHaveTextContent('Beach BBQ');
  });

  test('cards carry the translation badge like other content cards: the names are in English only', async () => {
    await renderApp('/hotel/quick-actions');
    await expect.element(grid().getByRole('listitem').filter({ hasText: 'Call Reception' })).toHaveTextContent(/Name translations: Missing: .*Arabic/);
  });

  test('a new company sees the empty state', async () => {
    await renderApp('/hotel/quick-actions', { scenario: 'newCompany' });
    await expect.element(page.getByText(NO_QUICK_ACTIONS)).toBeVisible();
  });

  test('a failed list offers Retry', async () => {
    mockWorker().use(serverError('get', 'quick-actions'));
    await renderApp('/hotel/quick-actions');
    await expect.element(page.getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(page.getByRole('button', { name: MSG.retry })).toBeVisible();
  });
});

describe('create', () => {
  test("required fields say 'Field is required'; the payload field follows the type; a link action is created", async () => {
    const app = await renderApp('/hotel/quick-actions?action=new');
    const form = drawer(LABEL.addQuickAction);
    await form.getByRole('button', { name: LABEL.createQuickAction }).click();
    await expect.poll(() => form.getByText(MSG.fieldRequired).elements().length).toBeGreaterThanOrEqual(3);

    await chooseType(form, 'Call');
    await expect.element(form.getByRole('textbox', { name: QUICK_ACTION_TEXT.phone })).toBeVisible();
    await chooseType(form, 'App Page');
    await expect.element(form.getByRole('button', { name: new RegExp(`${QUICK_ACTION_TEXT.page}$`) })).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: QUICK_ACTION_TEXT.phone })).not.toBeInTheDocument();
    await chooseType(form, 'Related Object');
    await expect.element(form.getByRole('combobox', { name: RELATED_OBJECT_TEXT.objectLabel })).toBeInTheDocument();
    await chooseType(form, 'Link');
    const link = form.getByRole('textbox', { name: QUICK_ACTION_TEXT.url });

    await form.getByRole('textbox', { name: 'Name (English)' }).fill('Spa Booking');
    await link.fill('spa');
    await form.getByRole('listbox', { name: QUICK_ACTION_TEXT.icon }).getByRole('option', { name: 'Spa' }).click();
    await form.getByRole('button', { name: LABEL.createQuickAction }).click();
    await expect.element(form.getByText(CONTENT_TEXT.validUrl)).toBeVisible();
    await link.fill('https://coralatoll.example/spa');
    await form.getByRole('button', { name: LABEL.createQuickAction }).click();

    await expect.element(drawer('Spa Booking')).toBeVisible();
    await expect.element(grid().getByRole('listitem').filter({ hasText: 'Spa Booking' })).toHaveTextContent('https://coralatoll.example/spa');
    expect(stored('Spa Booking')).toMatchObject({ type: 'url', payload: 'https://coralatoll.example/spa', icon: 'spa' });
    expect(app.currentSearch()).toContain(`action=${stored('Spa Booking')?.id}`);
  });
});

describe('details', () => {
  test('the URL reopens a page action; changing the page saves with the save bar', async () => {
    const id = seededId('My Requests');
    await renderApp(`/hotel/quick-actions?action=${id}`);
    const details = drawer('My Requests');
    const pageSelect = details.getByRole('button', { name: new RegExp(`${QUICK_ACTION_TEXT.page}$`) });
    await expect.element(pageSelect).toHaveTextContent('My Requests');
    await pageSelect.click();
    await page.getByRole('listbox', { name: QUICK_ACTION_TEXT.page }).getByRole('option', { name: 'Map' }).click();
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(stored('My Requests')?.payload).toBe('map');
  });

  test('Delete asks first, then removes the action', async () => {
    const id = seededId('Resort Website');
    await renderApp(`/hotel/quick-actions?action=${id}`);
    await chooseDelete(drawer('Resort Website'));
    const confirm = page.getByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect.element(confirm.getByText(MSG.deleteConfirmBody)).toBeVisible();
    await confirm.getByRole('button', { name: LABEL.delete }).click();
    await expect.element(grid().getByText('Resort Website')).not.toBeInTheDocument();
    expect(stored('Resort Website')).toBeUndefined();
  });
});
