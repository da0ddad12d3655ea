/**
 * Hotel › Banners: a banner shown in the app, pointing at the facility, with a
 * description and an English image. `expectBannersShown` finds it again.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { LABEL, MSG, RELATED_TYPES } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import { makePng } from '../harness/png';
import { POLL } from '../harness/timing';
import { cardGrid, decodedSize, drawer, openTab, relate, uploadGroup, uploadImage } from '../screens/hotel';
import { openMenu } from '../screens/shell';
import { closeDrawer } from './hotelFacilities';

export interface BannerMade {
  name: string;
  description: string;
  image: { width: number; height: number };
  /** The facility it points at, when there is one. */
  facility?: string;
}

const FACILITY_TYPE = RELATED_TYPES.find((t) => t.value === 'facility')!.label;
/** What the card says about where the banner shows (the screen's own text, not the spec's). */
const SHOWN_IN_APP = 'Shown in the app';

export const bannerToMake = (facility?: string): BannerMade => ({
  name: 'Happy Hour at the Reef Bar',
  description: 'Two for one, every day from five.',
  image: { width: 160, height: 60 },
  facility,
});

export async function walkBanners(page: Page, made: BannerMade): Promise<void> {
  await openMenu(page, 'Hotel', 'Banners');
  await page.waitForURL((url) => url.pathname === PATHS.hotelBanners);
  await page.getByRole('heading', { name: 'Banners', level: 1 }).waitFor();
  await page.getByRole('button', { name: LABEL.addBanner, exact: true }).click();
  const form = drawer(page, LABEL.addBanner);
  await form.button(LABEL.createBanner).click();
  await form.dialog.getByText(MSG.enterName, { exact: true }).first().waitFor();
  await form.textbox('Name').fill(made.name);
  // A new banner starts shown in the app (issue 18).
  expect(await form.switch('Show on App').isChecked(), "'Show on App' starts on").toBe(true);
  if (made.facility) await relate(form.dialog, page, FACILITY_TYPE, made.facility);
  await form.translatable('Description').fill(made.description);
  await form.button(LABEL.createBanner).click();

  const banner = drawer(page, made.name);
  await banner.tab(LABEL.tab.basicInformation).waitFor();
  await openTab(banner, LABEL.tab.image);
  const english = uploadGroup(uploadGroup(banner.panel, LABEL.tab.image), 'English');
  const preview = await uploadImage(page, english, 'English', {
    name: 'happy-hour.png',
    mimeType: 'image/png',
    buffer: makePng(made.image.width, made.image.height, { r: 230, g: 120, b: 40 }),
  });
  expect((await decodedSize(preview)).width).toBeGreaterThan(0);
  await closeDrawer(page, made.name);
  await cardGrid(page, 'Banners').card(made.name).waitFor();
}

export async function expectBannersShown(page: Page, made: BannerMade): Promise<void> {
  await page.goto(PATHS.hotelBanners);
  const grid = cardGrid(page, 'Banners');
  await grid.card(made.name).waitFor();
  const item = grid.item(made.name);
  // The app icon with its words (issue 18: labels, not bare icons).
  await item.getByText(SHOWN_IN_APP, { exact: true }).waitFor();
  const cover = item.locator('img');
  await expect.poll(() => cover.count(), { ...POLL, message: 'the image on the card' }).toBe(1);
  expect((await decodedSize(cover)).width).toBeGreaterThan(0);

  await grid.card(made.name).click();
  const banner = drawer(page, made.name);
  await expect.poll(() => banner.textbox('Name').inputValue(), POLL).toBe(made.name);
  expect(await banner.switch('Show on App').isChecked()).toBe(true);
  expect(await banner.switch('Show on TV').isChecked()).toBe(false);
  await banner.dialog.getByText(made.description).waitFor();
  if (made.facility) {
    const object = banner.dialog.getByRole('combobox', { name: 'Related Object', exact: true });
    await expect.poll(() => object.inputValue(), POLL).toBe(made.facility);
  }
  await openTab(banner, LABEL.tab.image);
  const english = uploadGroup(uploadGroup(banner.panel, LABEL.tab.image), 'English');
  const preview = english.getByRole('img', { name: 'English: current image', exact: true });
  expect((await decodedSize(preview)).width).toBeGreaterThan(0);
  await closeDrawer(page, made.name);
}
