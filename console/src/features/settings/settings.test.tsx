/** Admin › Settings: by role and accessible name, with the spec's exact texts. */
import { describe, expect, test } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { ERROR_NAMES, MSG, PALETTE, STATUS_MESSAGES, UPLOAD_MAX_BYTES } from '@atoll/contract';
import { createTheme } from '@atoll/ui-kit';
import { BUSY_RESORT, mockDb, serverError, slow, validationError } from '@atoll/mocks';
import { settingsReadApi } from '#api/settingsApi.ts';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';
import { MANUAL_ROOMS_TITLE } from './ManualRooms';
import { LOGO_SIZE_HINT } from './settingsText';
import { savingLanguageLabel } from './AppLanguages';
import { pngFile } from '#test/pngFile.ts';

const nameField = () => page.getByRole('textbox', { name: 'Property Name' });
const saveButton = () => page.getByRole('form', { name: 'Basic settings' }).getByRole('button', { name: 'Save' });
const languages = () => page.getByRole('list', { name: 'App languages' });
const languageSwitch = (name: string) => languages().getByRole('switch', { name, exact: true });
/** A person presses the switch's visible label (the kit's track covers the hidden input). */
const toggleLanguage = (name: string) => languages().getByText(name, { exact: true }).click();

/** The solid primary colour the kit's theme derives from a brand colour, as CSS reports it. */
function actionPrimaryOf(brand: string): string {
  const n = Number.parseInt(createTheme(brand).color.actionPrimary.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
/** A person presses what they see: the label around a kit radio or switch (its input is visually hidden). */
async function press(control: Locator) {
  await expect.element(control).toBeInTheDocument();
  const label = control.element().closest('label');
  if (!label) throw new Error('The control has no label around it');
  await page.elementLocator(label).click();
}
const backgroundOf = (element: Element) => getComputedStyle(element).backgroundColor;


async function fileInputOf(label: string): Promise<HTMLInputElement> {
  const group = page.getByRole('group', { name: label });
  await expect.element(group).toBeVisible();
  const input = group.element().querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`No file input in ${label}`);
  return input;
}

describe('basic settings', () => {
  test("Save shows 'Successfully Updated' and the console takes the new brand colour at once", async () => {
    const app = await renderApp('/admin/settings');
    await expect.element(nameField()).toHaveValue(BUSY_RESORT.name);
    await expect.element(page.getByRole('radio', { name: '#319795' })).toBeChecked();
    await expect.poll(() => backgroundOf(saveButton().element())).toBe(actionPrimaryOf('#319795'));

    await nameField().fill('Coral Atoll Island Resort');
    await press(page.getByRole('radio', { name: PALETTE[4] }));
    await saveButton().click();

    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(mockDb.settings.get(BUSY_RESORT.companyId)).toMatchObject({ property_name: 'Coral Atoll Island Resort', primary_color: PALETTE[4] });
    // Providers reads the same cache entry: the theme (and every primary button) follows without a reload.
    expect(settingsReadApi.endpoints.getSettings.select()(app.store.getState()).data?.primary_color).toBe(PALETTE[4]);
    await expect.poll(() => backgroundOf(saveButton().element())).toBe(actionPrimaryOf(PALETTE[4]));
    await expect.element(nameField()).toHaveValue('Coral Atoll Island Resort');
  });

  test("an empty name is refused with 'Field is required' and nothing is sent", async () => {
    await renderApp('/admin/settings');
    await nameField().fill('   ');
    await saveButton().click();
    await expect.element(page.getByText(MSG.fieldRequired)).toBeVisible();
    expect(mockDb.settings.get(BUSY_RESORT.companyId)?.property_name).toBe(BUSY_RESORT.name);
  });

  test('a server failure is shown under the form and the typed name stays', async () => {
    mockWorker().use(serverError('post', 'user/settings'));
    await renderApp('/admin/settings');
    await nameField().fill('Coral Atoll Resort & Spa');
    await saveButton().click();
    await expect.element(page.getByRole('alert').filter({ hasText: STATUS_MESSAGES[500] })).toBeVisible();
    await expect.element(nameField()).toHaveValue('Coral Atoll Resort & Spa');
  });
});

describe('images', () => {
  test('uploading a PNG logo shows it, with the 480x200 px hint', async () => {
    const app = await renderApp('/admin/settings', { scenario: 'newCompany' });
    const logo = page.getByRole('group', { name: 'Property Logo' });
    await expect.element(logo.getByText(LOGO_SIZE_HINT)).toBeVisible();
    expect(LOGO_SIZE_HINT).toContain('480x200 px');
    await expect.element(logo.getByRole('img')).not.toBeInTheDocument();

    await userEvent.upload(await fileInputOf('Property Logo'), await pngFile('logo.png', 480, 200));

    await expect.element(logo.getByRole('img', { name: 'Property Logo: current image' })).toBeVisible();
    const stored = settingsReadApi.endpoints.getSettings.select()(app.store.getState()).data?.property_logo;
    expect(stored).toMatch(/^data:image\/png;base64,/);
    expect(logo.getByRole('img').element().getAttribute('src')).toBe(stored);
  });

  test("an image over 5 MB is refused before upload: 'Image must smaller than 5MB'", async () => {
    await renderApp('/admin/settings', { scenario: 'newCompany' });
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(await fileInputOf('Default Image'), big);
    const image = page.getByRole('group', { name: 'Default Image' });
    await expect.element(image.getByRole('alert')).toHaveTextContent(MSG.imageTooLarge);
    expect(mockDb.settings.get(200)?.default_image ?? null).toBeNull();
  });

  test("a file the server refuses shows the server's reason next to the image", async () => {
    const reason = 'The logo must be at most 2000 px wide';
    mockWorker().use(validationError('post', 'user/settings/property-image', { file: [reason] }));
    await renderApp('/admin/settings', { scenario: 'newCompany' });
    await userEvent.upload(await fileInputOf('Property Logo'), await pngFile('wide.png', 480, 200));
    const logo = page.getByRole('group', { name: 'Property Logo' });
    await expect.element(logo.getByRole('alert')).toHaveTextContent(reason);
    await expect.element(logo.getByRole('img')).not.toBeInTheDocument();
    await expect.element(page.getByText(/^Error: /)).not.toBeInTheDocument();
  });

  test('Remove takes the logo away', async () => {
    await renderApp('/admin/settings');
    const logo = page.getByRole('group', { name: 'Property Logo' });
    await expect.element(logo.getByRole('img', { name: 'Property Logo: current image' })).toBeVisible();
    await logo.getByRole('button', { name: 'Remove' }).click();
    await expect.element(logo.getByRole('img')).not.toBeInTheDocument();
    expect(mockDb.settings.get(BUSY_RESORT.companyId)?.property_logo).toBeNull();
  });
});

describe('app languages', () => {
  test("'en' is on and cannot be switched; the others show what the company enabled", async () => {
    await renderApp('/admin/settings');
    await expect.element(languageSwitch('English')).toBeChecked();
    await expect.element(languageSwitch('English')).toBeDisabled();
    await expect.element(languageSwitch('Deutsch')).toBeChecked();
    await expect.element(languageSwitch('Italiano')).not.toBeChecked();
  });

  test('switching one language shows loading on that row only, then the new state', async () => {
    mockWorker().use(slow('post', 'languages/:id/enable', 800));
    await renderApp('/admin/settings');
    await toggleLanguage('Italiano');

    await expect.element(page.getByRole('progressbar', { name: savingLanguageLabel({ name_english: 'Italian' }) })).toBeVisible();
    await expect.element(languageSwitch('Italiano')).toBeDisabled();
    await expect.element(languageSwitch('Deutsch')).toBeEnabled();
    await expect.element(page.getByRole('progressbar', { name: savingLanguageLabel({ name_english: 'German' }) })).not.toBeInTheDocument();

    await expect.element(languageSwitch('Italiano')).toBeChecked();
    await expect.element(languageSwitch('Italiano')).toBeEnabled();
    await expect.element(page.getByRole('progressbar', { name: /^Saving / })).not.toBeInTheDocument();
    expect(mockDb.enabledLanguages.get(BUSY_RESORT.companyId)?.has('it')).toBe(true);
  });

  test('switching a language off disables it for the company', async () => {
    await renderApp('/admin/settings');
    await toggleLanguage('Deutsch');
    await expect.element(languageSwitch('Deutsch')).not.toBeChecked();
    expect(mockDb.enabledLanguages.get(BUSY_RESORT.companyId)?.has('de')).toBe(false);
  });
});

describe('PMS integration', () => {
  test('each integration shows its name, status and last sync', async () => {
    await renderApp('/admin/settings');
    const list = page.getByRole('list', { name: 'PMS integrations' });
    await expect.element(list.getByText('Opera Cloud PMS')).toBeVisible();
    await expect.element(list.getByText('Connected')).toBeVisible();
    await expect.element(list.getByText(/Last synced/)).toBeVisible();
  });

  test('with none, the card says so', async () => {
    await renderApp('/admin/settings', { scenario: 'newCompany' });
    await expect.element(page.getByText(MSG.noPmsIntegrations, { exact: true })).toBeVisible();
  });
});

describe('manual rooms', () => {
  test("the modal is prefilled one per line; Save sends the list and shows 'Manual Room Numbers Updated'", async () => {
    await renderApp('/admin/settings');
    await page.getByRole('button', { name: MANUAL_ROOMS_TITLE }).click();
    const dialog = page.getByRole('dialog', { name: MANUAL_ROOMS_TITLE });
    const numbers = dialog.getByRole('textbox', { name: 'Room numbers' });
    await expect.element(numbers).toHaveValue(BUSY_RESORT.manualRooms.join('\n'));

    await numbers.fill('101\n  102 \n\nWater Villa 1\n101\n');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.element(page.getByText(MSG.manualRoomsUpdated)).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(mockDb.manualRooms.get(BUSY_RESORT.companyId)).toEqual([{ number: '101' }, { number: '102' }, { number: 'Water Villa 1' }]);

    await page.getByRole('button', { name: MANUAL_ROOMS_TITLE }).click();
    await expect.element(page.getByRole('textbox', { name: 'Room numbers' })).toHaveValue('101\n102\nWater Villa 1');
  });
});

describe('keyboard', () => {
  test('the name, a colour (arrow keys), Save, and a language switch (Space) all work without a mouse', async () => {
    await renderApp('/admin/settings');
    await expect.element(nameField()).toHaveValue(BUSY_RESORT.name);
    nameField().element().focus();
    await userEvent.keyboard('{End} Island');
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: '#319795' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('radio', { name: PALETTE[8] })).toBeChecked();
    await userEvent.tab();
    await expect.element(saveButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(mockDb.settings.get(BUSY_RESORT.companyId)).toMatchObject({ property_name: `${BUSY_RESORT.name} Island`, primary_color: PALETTE[8] });

    languageSwitch('Italiano').element().focus();
    await userEvent.keyboard(' ');
    await expect.element(languageSwitch('Italiano')).toBeChecked();
  });
});

describe('manual rooms errors', () => {
  test('a room number the server refuses is explained under the text area, and the typed text stays', async () => {
    await renderApp('/admin/settings');
    await page.getByRole('button', { name: MANUAL_ROOMS_TITLE }).click();
    const dialog = page.getByRole('dialog', { name: MANUAL_ROOMS_TITLE });
    const numbers = dialog.getByRole('textbox', { name: 'Room numbers' });
    await expect.element(numbers).toHaveValue(BUSY_RESORT.manualRooms.join('\n'));
    const typed = '101\nThe Overwater Presidential Villa';
    await numbers.fill(typed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog.getByText('Room numbers have at most 20 characters')).toBeVisible();
    await expect.element(numbers).toHaveAttribute('aria-invalid', 'true');
    await expect.element(numbers).toHaveValue(typed);
    expect(mockDb.manualRooms.get(BUSY_RESORT.companyId)).toHaveLength(BUSY_RESORT.manualRooms.length);
  });
});

describe('permission', () => {
  test("staff 'nadia' visiting /admin/settings directly is refused; nothing of the screen renders", async () => {
    await renderApp('/admin/settings', { as: 'staff' });
    await expect.element(page.getByText(STATUS_MESSAGES[403])).toBeVisible();
    await expect.element(page.getByRole('heading', { name: ERROR_NAMES.FORBIDDEN })).toBeVisible();
    await expect.element(nameField()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: MANUAL_ROOMS_TITLE })).not.toBeInTheDocument();
  });
});
