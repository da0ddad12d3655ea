/**
 * Walk 4: Admin › Settings. The brand colour changes the console's primary
 * colour (computed style), a real PNG logo uploads and is still there after a
 * reload, a language is switched on, the PMS card says there is no
 * integration, and Set Manual Rooms saves the room numbers.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright';
import { MSG, PALETTE, PRIMARY_COLOR } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import { makePng } from '../harness/png';
import { POLL } from '../harness/timing';
import { clickLabelOf } from '../screens/controls';
import { backgroundColor, expectedActionPrimary, naturalSize, settingsScreen } from '../screens/settings';
import { openMenu } from '../screens/shell';
import type { Journey, SettingsMade } from './journey';

/** An odd size no default image has, so seeing it proves it is ours. */
const LOGO = { width: 96, height: 40 };

export async function walkSettings(page: Page, journey: Journey): Promise<void> {
  const made: SettingsMade = {
    // A blue, far from the product's orange: any mix-up shows.
    brand: PALETTE[5],
    propertyName: `${journey.hotel.companyName} & Spa`,
    logoSize: LOGO,
    language: 'Deutsch',
    rooms: ['101', '102', '103', 'Villa-7'],
  };
  await openMenu(page, 'Admin', 'Settings');
  await page.waitForURL((url) => url.pathname === PATHS.adminSettings);
  const screen = settingsScreen(page);
  await screen.heading.waitFor();

  // Brand colour and property name.
  expect(await backgroundColor(screen.save), 'the product colour before any choice').toBe(expectedActionPrimary(PRIMARY_COLOR));
  await screen.propertyName.fill(made.propertyName);
  await clickLabelOf(screen.swatch(made.brand));
  await screen.save.click();
  await page.getByText(MSG.successfullyUpdated, { exact: true }).waitFor();
  await expect.poll(() => backgroundColor(screen.save), POLL).toBe(expectedActionPrimary(made.brand));

  // Logo: a real PNG through the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await screen.chooseLogo.click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(LOGO.width, LOGO.height, { r: 49, g: 130, b: 206 }) });
  await screen.logoImage.waitFor();
  expect(await naturalSize(screen.logoImage)).toEqual(LOGO);

  // App languages: English is always on; German goes on.
  const english = screen.language('English');
  expect(await english.isChecked()).toBe(true);
  expect(await english.isDisabled()).toBe(true);
  await switchLanguage(screen.language(made.language), true);
  // Another goes on and off again: disabling is saved too.
  await switchLanguage(screen.language(LANGUAGE_OFF), true);
  await switchLanguage(screen.language(LANGUAGE_OFF), false);

  await page.getByText(MSG.noPmsIntegrations, { exact: true }).waitFor();

  // Set Manual Rooms: one per line.
  await screen.manualRoomsButton.click();
  const dialog = page.getByRole('dialog', { name: 'Set Manual Rooms' });
  await dialog.getByRole('textbox', { name: 'Room numbers' }).fill(made.rooms.join('\n'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(MSG.manualRoomsUpdated, { exact: true }).waitFor();
  await dialog.waitFor({ state: 'hidden' });

  await page.reload();
  await expectSettingsShown(page, made);
  journey.settings = made;
}

/** A language switched on, then off again in the same visit: it must end up off. */
const LANGUAGE_OFF = 'Français';

async function switchLanguage(language: Locator, on: boolean): Promise<void> {
  expect(await language.isChecked()).toBe(!on);
  await clickLabelOf(language);
  await expect.poll(() => language.isChecked(), POLL).toBe(on);
  // The row is disabled while it saves.
  await expect.poll(() => language.isEnabled(), { ...POLL, message: 'the row stops saving' }).toBe(true);
}

/** What Settings must show for `made`: after a reload, and after a server restart. */
export async function expectSettingsShown(page: Page, made: SettingsMade): Promise<void> {
  const screen = settingsScreen(page);
  await screen.heading.waitFor();
  await expect.poll(() => screen.propertyName.inputValue(), POLL).toBe(made.propertyName);
  expect(await screen.swatch(made.brand).isChecked()).toBe(true);
  await expect.poll(() => backgroundColor(screen.save), POLL).toBe(expectedActionPrimary(made.brand));
  await screen.logoImage.waitFor();
  expect(await naturalSize(screen.logoImage)).toEqual(made.logoSize);
  await expect.poll(() => screen.language(made.language).isChecked(), POLL).toBe(true);
  expect(await screen.language(LANGUAGE_OFF).isChecked()).toBe(false);

  await screen.manualRoomsButton.click();
  const dialog = page.getByRole('dialog', { name: 'Set Manual Rooms' });
  const rooms = dialog.getByRole('textbox', { name: 'Room numbers' });
  await expect.poll(() => rooms.inputValue(), POLL).toBe(made.rooms.join('\n'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
