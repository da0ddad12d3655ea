/** Hotel › Information over the mocks: cards, create with validation, the content tab by type, edit, delete, URL state, empty and failed states. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { LABEL, MSG, STATUS_MESSAGES, UPLOAD_HINT_COVER_BYTES, translationText } from '@atoll/contract';
import { mockDb, resetMockStore, serverError } from '@atoll/mocks';
import { uploadSizeHint } from '@atoll/ui-kit';
import { renderApp } from '#test/renderApp.tsx';
import { chooseDelete } from '#test/drawerActions.ts';
import { mockWorker } from '#test/worker.ts';
import { CONTENT_TYPE_LABEL } from './InformationForm';
import { INFORMATION_TITLE, NO_INFORMATION } from './InformationPage';

const grid = () => page.getByRole('list', { name: INFORMATION_TITLE });
const drawer = (name: string) => page.getByRole('dialog', { name });
const saveBar = () => page.getByRole('toolbar', { name: 'Unsaved changes' });
const stored = (name: string) => mockDb.content.information.find((i) => translationText(i.name) === name);
const seededId = (name: string) => resetMockStore('busyResort').content.information.find((i) => translationText(i.name) === name)?.id;

describe('list', () => {
  test('cards show the name and the content type', async () => {
    await renderApp('/hotel/information');
    await expect.element(grid().getByRole('listitem').filter({ hasText: 'Wi-Fi' })).toHaveTextContent('Text');
    await expect.element(grid().getByRole('listitem').filter({ hasText: 'Island Map' })).toHaveTextContent('Image');
    await expect.element(grid().getByRole('listitem').filter({ hasText: 'Resort Guide' })).toHaveTextContent('PDF');
  });

  test('a new company sees the empty state', async () => {
    await renderApp('/hotel/information', { scenario: 'newCompany' });
    await expect.element(page.getByText(NO_INFORMATION)).toBeVisible();
  });

  test('a failed list offers Retry', async () => {
    mockWorker().use(serverError('get', 'information'));
    await renderApp('/hotel/information');
    await expect.element(page.getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(page.getByRole('button', { name: MSG.retry })).toBeVisible();
  });
});

describe('create', () => {
  test("every field says 'Field is required'; a valid card opens with its content tab named by type", async () => {
    const app = await renderApp('/hotel/information');
    await page.getByRole('button', { name: LABEL.addInformation }).click();
    const form = drawer(LABEL.addInformation);
    await form.getByRole('button', { name: LABEL.createInformation }).click();
    await expect.poll(() => form.getByText(MSG.fieldRequired).elements().length).toBe(3);

    await form.getByRole('textbox', { name: 'Name (English)' }).fill('Checkout');
    await form.getByRole('textbox', { name: 'Description (English)' }).fill('When to leave');
    await form.getByRole('button', { name: new RegExp(CONTENT_TYPE_LABEL) }).click();
    await page.getByRole('option', { name: 'PDF' }).click();
    await form.getByRole('button', { name: LABEL.createInformation }).click();

    const details = drawer('Checkout');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.pdf })).toBeVisible();
    await expect.element(details.getByRole('tab', { name: LABEL.tab.cover })).toBeVisible();
    await expect.element(grid().getByText('Checkout')).toBeVisible();
    expect(stored('Checkout')).toMatchObject({ content_type: 'pdf', sort_order: 0 });
    expect(app.currentSearch()).toContain(`information=${stored('Checkout')?.id}`);
  });
});

describe('details', () => {
  test('a text card: the Text tab edits the text per language and saves it with content-text', async () => {
    const id = seededId('Wi-Fi');
    await renderApp(`/hotel/information?information=${id}&tab=content`);
    const details = drawer('Wi-Fi');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.text })).toHaveAttribute('aria-selected', 'true');
    const text = details.getByRole('textbox', { name: 'Text (English)' });
    await expect.element(text).toHaveTextContent('CoralGuest');
    await text.fill('Network CoralVIP');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(translationText(stored('Wi-Fi')?.content.text)).toContain('CoralVIP');
  });

  test('an image card shows an Image tab with its images and no Text tab', async () => {
    const mapId = seededId('Island Map');
    await renderApp(`/hotel/information?information=${mapId}&tab=content`);
    const map = drawer('Island Map');
    await expect.element(map.getByRole('tab', { name: LABEL.tab.image })).toHaveAttribute('aria-selected', 'true');
    await expect.element(map.getByRole('group', { name: 'English' }).getByRole('img').first()).toBeVisible();
    await expect.element(map.getByRole('tab', { name: LABEL.tab.text })).not.toBeInTheDocument();
  });

  test('a PDF card lists its file', async () => {
    const guideId = seededId('Resort Guide');
    await renderApp(`/hotel/information?information=${guideId}&tab=content`);
    const guide = drawer('Resort Guide');
    await expect.element(guide.getByRole('tab', { name: LABEL.tab.pdf })).toHaveAttribute('aria-selected', 'true');
    await expect.element(guide.getByText('guide.pdf')).toBeVisible();
  });

  test('the Cover tab shows the 1 MB hint; an edit of the basics saves with the save bar', async () => {
    const id = seededId('Wi-Fi');
    await renderApp(`/hotel/information?information=${id}&tab=cover`);
    const details = drawer('Wi-Fi');
    await expect.element(details.getByText(uploadSizeHint(UPLOAD_HINT_COVER_BYTES))).toBeVisible();
    await details.getByRole('tab', { name: LABEL.tab.basicInformation }).click();
    await details.getByRole('textbox', { name: 'Name (English)' }).fill('Wireless Internet');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    await expect.element(grid().getByText('Wireless Internet')).toBeVisible();
  });

  test('Delete asks first, then removes the card', async () => {
    const id = seededId('Resort Guide');
    await renderApp(`/hotel/information?information=${id}`);
    await chooseDelete(drawer('Resort Guide'));
    const confirm = page.getByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect.element(confirm.getByText(MSG.deleteConfirmBody)).toBeVisible();
    await confirm.getByRole('button', { name: LABEL.delete }).click();
    await expect.element(grid().getByText('Resort Guide')).not.toBeInTheDocument();
    expect(stored('Resort Guide')).toBeUndefined();
  });
});
