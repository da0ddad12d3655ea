/** Hotel › Banners over the mocks: the card grid, create, edit, delete, images per language, URL state, empty and failed states. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LABEL, MSG, STATUS_MESSAGES, UPLOAD_HINT_COVER_BYTES } from '@atoll/contract';
import { mockDb, resetMockStore, serverError } from '@atoll/mocks';
import { RELATED_OBJECT_TEXT, uploadSizeHint } from '@atoll/ui-kit';
import { renderApp } from '#test/renderApp.tsx';
import { chooseDelete } from '#test/drawerActions.ts';
import { mockWorker } from '#test/worker.ts';
import { BANNERS_TITLE, BANNER_TEXT, NO_BANNERS } from './BannersPage';

const grid = () => page.getByRole('list', { name: BANNERS_TITLE });
const drawer = (name: string) => page.getByRole('dialog', { name });
const saveBar = () => page.getByRole('toolbar', { name: 'Unsaved changes' });
const stored = (name: string) => mockDb.content.banners.find((p) => p.name === name);
/** A seeded banner's id, for a URL to start from (renderApp seeds the same ids again). */
const seededId = (name: string) => resetMockStore('busyResort').content.banners.find((p) => p.name === name)?.id;

describe('list', () => {
  test('cards show the name, the image and the TV / app icons with their words', async () => {
    await renderApp('/hotel/banners');
    const happy = grid().getByRole('listitem').filter({ hasText: 'Sunset Happy Hour' });
    await expect.element(happy.getByText(BANNER_TEXT.onTv)).toBeVisible();
    await expect.element(happy.getByText(BANNER_TEXT.onApp)).toBeVisible();
    const spa = grid().getByRole('listitem').filter({ hasText: 'Spa Week' });
    await expect.element(spa.getByText(BANNER_TEXT.onApp)).toBeVisible();
    await expect.element(spa.getByText(BANNER_TEXT.onTv)).not.toBeInTheDocument();
    expect(grid().getByRole('listitem').elements()).toHaveLength(3);
  });

  test('a new company sees the empty state', async () => {
    await renderApp('/hotel/banners', { scenario: 'newCompany' });
    await expect.element(page.getByText(NO_BANNERS)).toBeVisible();
    // Add Banner sits in the empty state; the header's gives way to it (issue 18).
    await expect.poll(() => page.getByRole('button', { name: LABEL.addBanner }).elements().length).toBe(1);
  });

  test('a failed list offers Retry, which loads it', async () => {
    mockWorker().use(serverError('get', 'promotions'));
    await renderApp('/hotel/banners');
    await expect.element(page.getByText(STATUS_MESSAGES[500])).toBeVisible();
    mockWorker().resetHandlers();
    await page.getByRole('button', { name: MSG.retry }).click();
    await expect.element(grid().getByText('Spa Week')).toBeVisible();
  });
});

describe('create', () => {
  test("an empty name says 'Please enter a name'; a valid banner opens its details and joins the list", async () => {
    const app = await renderApp('/hotel/banners');
    await page.getByRole('button', { name: LABEL.addBanner }).click();
    const form = drawer(LABEL.addBanner);
    await form.getByRole('button', { name: LABEL.createBanner }).click();
    await expect.element(form.getByText(MSG.enterName)).toBeVisible();

    await form.getByRole('textbox', { name: 'Name' }).fill('Diving Week');
    await form.getByRole('textbox', { name: 'Description (English)' }).fill('Dive with us');
    await form.getByRole('button', { name: LABEL.createBanner }).click();

    const details = drawer('Diving Week');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await expect.element(grid().getByText('Diving Week')).toBeVisible();
    const created = stored('Diving Week');
    expect(created?.description[0].text).toContain('Dive with us');
    expect(app.currentSearch()).toContain(`banner=${created?.id}`);
  });

  test('a server error stays under the form and the typed name is kept', async () => {
    mockWorker().use(serverError('post', 'promotions'));
    await renderApp('/hotel/banners?banner=new');
    const form = drawer(LABEL.addBanner);
    await form.getByRole('textbox', { name: 'Name' }).fill('Kept');
    await form.getByRole('button', { name: LABEL.createBanner }).click();
    await expect.element(form.getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Kept');
  });
});

describe('related object', () => {
  test('a banner links an event picked from the related-object picker and Save stores the link', async () => {
    const id = seededId('Lobby screen welcome');
    await renderApp(`/hotel/banners?banner=${id}`);
    const details = drawer('Lobby screen welcome');
    await details.getByRole('button', { name: new RegExp(RELATED_OBJECT_TEXT.typeLabel) }).click();
    await page.getByRole('option', { name: 'Event' }).click();
    const object = details.getByRole('combobox', { name: RELATED_OBJECT_TEXT.objectLabel });
    await expect.element(object).toBeEnabled();
    await details.getByRole('button', { name: /Show suggestions/ }).click();
    await page.getByRole('option', { name: 'Sunrise Yoga' }).click();
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    const event = mockDb.content.events.find((e) => e.name[0].text === 'Sunrise Yoga');
    expect(stored('Lobby screen welcome')).toMatchObject({ related_type: 'event', related_id: event?.id });
  });
});

describe('details', () => {
  test('the URL reopens the drawer on the Image tab, one image per language with the 1 MB hint', async () => {
    const id = seededId('Sunset Happy Hour');
    await renderApp(`/hotel/banners?banner=${id}&tab=image`);
    const details = drawer('Sunset Happy Hour');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.image })).toHaveAttribute('aria-selected', 'true');
    await expect.element(details.getByText(uploadSizeHint(UPLOAD_HINT_COVER_BYTES))).toBeVisible();
    await expect.element(details.getByRole('img', { name: 'English: current image' })).toBeVisible();
    await expect.element(details.getByRole('img', { name: 'German: current image' })).toBeVisible();
  });

  test("an edit shows the save bar; clearing the name says 'Field is required'; Save stores it", async () => {
    const id = seededId('Spa Week');
    await renderApp(`/hotel/banners?banner=${id}`);
    const details = drawer('Spa Week');
    const name = details.getByRole('textbox', { name: 'Name' });
    await name.fill('');
    await expect.element(saveBar()).toBeVisible();
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(details.getByText(MSG.fieldRequired)).toBeVisible();
    await name.fill('Spa Month');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    await expect.element(saveBar()).not.toBeInTheDocument();
    expect(stored('Spa Month')).toBeDefined();
    await expect.element(grid().getByText('Spa Month')).toBeVisible();
  });

  test('Delete asks first, then removes the banner and closes the drawer', async () => {
    const id = seededId('Lobby screen welcome');
    const app = await renderApp(`/hotel/banners?banner=${id}`);
    await chooseDelete(drawer('Lobby screen welcome'));
    const confirm = page.getByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect.element(confirm.getByText(MSG.deleteConfirmBody)).toBeVisible();
    await confirm.getByRole('button', { name: LABEL.delete }).click();
    await expect.element(drawer('Lobby screen welcome')).not.toBeInTheDocument();
    await expect.element(grid().getByText('Lobby screen welcome')).not.toBeInTheDocument();
    expect(stored('Lobby screen welcome')).toBeUndefined();
    expect(app.currentSearch()).not.toContain('banner=');
  });

  test('the keyboard opens a card and Escape closes the drawer', async () => {
    await renderApp('/hotel/banners');
    await expect.element(grid().getByRole('button', { name: 'Spa Week' })).toBeVisible();
    (grid().getByRole('button', { name: 'Spa Week' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(drawer('Spa Week')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer('Spa Week')).not.toBeInTheDocument();
  });
});
