/** Admin › Settings, by role and accessible name. */
import type { Locator, Page } from 'playwright';
import { createTheme } from '../../ui-kit/src/theme/theme';

export const settingsScreen = (page: Page) => {
  const basic = page.getByRole('form', { name: 'Basic settings' });
  const logo = page.getByRole('group', { name: 'Property Logo' });
  return {
    heading: page.getByRole('heading', { name: 'Settings', level: 1 }),
    basic,
    propertyName: basic.getByRole('textbox', { name: 'Property Name' }),
    swatch: (hex: string) => basic.getByRole('radiogroup', { name: 'Primary Colour' }).getByRole('radio', { name: hex, exact: true }),
    save: basic.getByRole('button', { name: 'Save' }),
    logo,
    logoImage: logo.getByRole('img', { name: 'Property Logo: current image' }),
    chooseLogo: logo.getByRole('button', { name: /^(Choose image|Replace)$/ }),
    language: (name: string) => page.getByRole('list', { name: 'App languages' }).getByRole('switch', { name }),
    manualRoomsButton: page.getByRole('button', { name: 'Set Manual Rooms' }),
  };
};

/** What the kit's theme makes of a brand colour for solid primary surfaces, as CSS reports it. */
export function expectedActionPrimary(brand: string): string {
  const hex = createTheme(brand).color.actionPrimary.replace('#', '');
  const n = Number.parseInt(hex, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

export const backgroundColor = (locator: Locator): Promise<string> =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The image as the browser decoded it: proves the bytes came back from the server intact. */
export const naturalSize = (image: Locator): Promise<{ width: number; height: number }> =>
  image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    if (!img.complete) await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
