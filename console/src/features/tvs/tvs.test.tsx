/** Map › TVs over the mocks: the table with links and statuses, create and edit, validation, New link, errors, empty state, permission, keyboard. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LABEL, MSG, STATUS_MESSAGES, TVS_TEXT as TEXT, TV_OFFLINE_AFTER_MINUTES, CONTENT_TEXT } from '@atoll/contract';
import { mockDb, serverError } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

const table = () => page.getByRole('grid', { name: TEXT.title });
const drawer = (name: string) => page.getByRole('dialog', { name });
const saveBar = () => page.getByRole('toolbar', { name: 'Unsaved changes' });
const owner = { as: 'owner' } as const;
const tokenOf = (url: string | null) => url?.split('/tv/')[1] ?? '';

describe('TVs', () => {
  test('the table: name with its display link (new tab), coordinates, status from the last heartbeat', async () => {
    await renderApp('/map/tvs', owner);
    await expect.element(page.getByRole('heading', { name: TEXT.title })).toBeVisible();
    const lobby = table().getByRole('row', { name: /Lobby TV/ });
    await expect.element(lobby).toHaveTextContent('Online');
    await expect.element(lobby).toHaveTextContent('4.17552, 73.50928');
    const link = lobby.getByRole('link');
    await expect.element(link).toHaveAttribute('target', '_blank');
    const lobbyTv = mockDb.tvs.find((t) => t.name === 'Lobby TV')!;
    expect(tokenOf(link.element().getAttribute('href'))).toBe(lobbyTv.token);
    await expect.element(table().getByRole('row', { name: /Reef Restaurant TV/ })).toHaveTextContent('Offline');
  });

  test(`a TV reads offline only after ${TV_OFFLINE_AFTER_MINUTES} minutes without a heartbeat`, async () => {
    const lobbyTv = () => mockDb.tvs.find((t) => t.name === 'Lobby TV')!;
    await renderApp('/map/tvs', { ...owner, seed: () => void (lobbyTv().last_seen = new Date(Date.now() - (TV_OFFLINE_AFTER_MINUTES * 60 - 20) * 1000).toISOString()) });
    await expect.element(table().getByRole('row', { name: /Lobby TV/ })).toHaveTextContent('Online');
  });

  test("create: 'Field is required' and the coordinates' ranges, then the TV opens with its link and joins the list", async () => {
    const app = await renderApp('/map/tvs', owner);
    await page.getByRole('button', { name: TEXT.addTv }).click();
    const form = drawer(TEXT.createTitle);
    await form.getByRole('textbox', { name: 'Latitude' }).fill('95');
    await form.getByRole('button', { name: TEXT.createButton }).click();
    await expect.element(form.getByText(MSG.fieldRequired)).toBeVisible();
    await expect.element(form.getByText(CONTENT_TEXT.latitude)).toBeVisible();
    await form.getByRole('textbox', { name: TEXT.fields.name }).fill('Spa TV');
    await form.getByRole('textbox', { name: 'Latitude' }).fill('4.1761');
    await form.getByRole('textbox', { name: 'Longitude' }).fill('73.5105');
    await form.getByRole('button', { name: TEXT.createButton }).click();
    const details = drawer('Spa TV');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    const created = mockDb.tvs.find((t) => t.name === 'Spa TV');
    expect(created).toMatchObject({ lat: 4.1761, lng: 73.5105, last_seen: null });
    expect(tokenOf(details.getByRole('link').element().getAttribute('href'))).toBe(created?.token);
    await expect.element(table().getByRole('row', { name: /Spa TV/ })).toHaveTextContent('Never seen');
    expect(app.currentSearch()).toContain(`tv=${created?.id}`);
  });

  test('edit: the save bar saves a new name and clears the place', async () => {
    await renderApp('/map/tvs', owner);
    await table().getByRole('row', { name: /Reef Restaurant TV/ }).click();
    const details = drawer('Reef Restaurant TV');
    await details.getByRole('textbox', { name: TEXT.fields.name }).fill('Reef TV');
    await details.getByRole('textbox', { name: 'Latitude' }).fill('');
    await details.getByRole('textbox', { name: 'Longitude' }).fill('');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    await expect.element(table().getByRole('row', { name: /Reef TV/ })).toHaveTextContent(TEXT.noCoordinates);
    expect(mockDb.tvs.find((t) => t.name === 'Reef TV')).toMatchObject({ lat: null, lng: null });
  });

  test('New link asks first; confirmed, the old link stops working and the new one is shown', async () => {
    await renderApp('/map/tvs', owner);
    const old = mockDb.tvs.find((t) => t.name === 'Lobby TV')!.token;
    await table().getByRole('row', { name: /Lobby TV/ }).click();
    const details = drawer('Lobby TV');
    await details.getByRole('button', { name: TEXT.newLink }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.element(confirm).toHaveTextContent(TEXT.newLinkConfirm);
    await confirm.getByRole('button', { name: TEXT.newLink }).click();
    await expect.element(page.getByText(TEXT.newLinkDone)).toBeVisible();
    const fresh = mockDb.tvs.find((t) => t.name === 'Lobby TV')!.token;
    expect(fresh).not.toBe(old);
    await expect.poll(() => tokenOf(details.getByRole('link').element().getAttribute('href'))).toBe(fresh);
    expect((await fetch(`/api/v1/display/tv/${old}/manifest`)).status).toBe(404);
    expect((await fetch(`/api/v1/display/tv/${fresh}/manifest`)).status).toBe(200);
  });

  test('a server error stays under the form and the typed values are kept', async () => {
    mockWorker().use(serverError('post', 'tvs'));
    await renderApp('/map/tvs?tv=new', owner);
    const form = drawer(TEXT.createTitle);
    await form.getByRole('textbox', { name: TEXT.fields.name }).fill('Kept');
    await form.getByRole('button', { name: TEXT.createButton }).click();
    await expect.element(form.getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: TEXT.fields.name })).toHaveValue('Kept');
  });

  test('by keyboard: Add TV, type a name, create', async () => {
    await renderApp('/map/tvs', owner);
    const add = page.getByRole('button', { name: TEXT.addTv });
    await expect.element(add).toBeVisible();
    add.element().focus();
    await userEvent.keyboard('{Enter}');
    const form = drawer(TEXT.createTitle);
    const name = form.getByRole('textbox', { name: TEXT.fields.name });
    await expect.element(name).toBeVisible();
    // Tab from wherever the drawer puts focus to the Name field (a few stops at most: Close, then the form).
    for (let i = 0; i < 5 && document.activeElement !== name.element(); i += 1) await userEvent.keyboard('{Tab}');
    await expect.element(name).toHaveFocus();
    await userEvent.keyboard('Gym TV');
    await userEvent.keyboard('{Enter}');
    await expect.element(drawer('Gym TV')).toBeVisible();
  });
});

describe('states and access', () => {
  test('a new company sees the empty state with Add TV', async () => {
    await renderApp('/map/tvs', { scenario: 'newCompany' });
    await expect.element(page.getByText(TEXT.empty)).toBeVisible();
  });

  test('a failed list offers Retry, which loads it', async () => {
    mockWorker().use(serverError('get', 'tvs'));
    await renderApp('/map/tvs', owner);
    await expect.element(page.getByText(STATUS_MESSAGES[500])).toBeVisible();
    mockWorker().resetHandlers();
    await page.getByRole('button', { name: MSG.retry }).click();
    await expect.element(table().getByRole('row', { name: /Lobby TV/ })).toBeVisible();
  });

  test('without manage-map a direct visit is refused', async () => {
    await renderApp('/map/tvs', { as: 'staff' });
    await expect.element(page.getByText(STATUS_MESSAGES[403])).toBeVisible();
  });
});
