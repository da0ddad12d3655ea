/**
 * Hotel › Facilities, as the owner fills it: a facility with a cover and a
 * gallery image, an activity, a PDF menu with an English PDF, and an ordering
 * menu with a category and an item. `expectFacilitiesShown` finds all of it
 * again (after a reload, after a server restart).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { LABEL, MSG } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import type { UploadFile } from '../harness/api';
import { makePdf } from '../harness/pdf';
import { makePng } from '../harness/png';
import { POLL } from '../harness/timing';
import { cardGrid, choose, decodedSize, drawer, escapeRegExp, expectLanguageFirst, fetchHead, openTab, uploadGallery, uploadGroup, uploadImage, uploadPdf } from '../screens/hotel';
import { openMenu } from '../screens/shell';

export interface FacilitiesMade {
  facility: string;
  description: string;
  cover: { width: number; height: number };
  galleryFile: string;
  activity: string;
  activityPrice: string;
  pdfMenu: string;
  pdfFile: string;
  orderingMenu: string;
  category: string;
  item: string;
  itemPrice: string;
}

export const FACILITY_COVER = { width: 120, height: 72 };

export function facilitiesToMake(): FacilitiesMade {
  return {
    facility: 'Reef Bar & Grill',
    description: 'Sunset drinks over the lagoon.',
    cover: FACILITY_COVER,
    galleryFile: 'terrace.png',
    activity: 'Sunset Cocktail Class',
    activityPrice: 'USD 45 per person',
    pdfMenu: 'Wine List',
    pdfFile: 'wine-list-en.pdf',
    orderingMenu: 'Dinner à la carte',
    category: 'Starters',
    item: 'Tuna Tataki',
    itemPrice: 'USD 18',
  };
}

const png = (name: string, width: number, height: number, r: number): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(width, height, { r, g: 140, b: 160 }),
});

export async function openFacilities(page: Page): Promise<void> {
  await openMenu(page, 'Hotel', 'Facilities');
  await page.waitForURL((url) => url.pathname === PATHS.hotelFacilities);
  await page.getByRole('heading', { name: 'Facilities', level: 1 }).waitFor();
}

/** Closes a drawer with its × button and waits until it has gone. */
export async function closeDrawer(page: Page, title: string): Promise<void> {
  const { dialog } = drawer(page, title);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function addActivity(page: Page, made: FacilitiesMade): Promise<void> {
  const facility = drawer(page, made.facility);
  await openTab(facility, LABEL.tab.activities);
  await facility.button(LABEL.addActivity).click();
  const form = drawer(page, LABEL.addActivity);
  await form.translatable('Name').fill(made.activity);
  await form.translatable('Price').fill(made.activityPrice);
  await form.button('Create Activity').click();
  const activity = drawer(page, made.activity);
  await activity.tab(LABEL.tab.basicInformation).waitFor();
  await closeDrawer(page, made.activity);
  await facility.tabWithCount(LABEL.tab.activities, 1).waitFor();
  await cardGrid(facility.dialog, LABEL.tab.activities).card(made.activity).waitFor();
}

async function addMenu(page: Page, made: FacilitiesMade, name: string, type: string): Promise<ReturnType<typeof drawer>> {
  const facility = drawer(page, made.facility);
  await openTab(facility, LABEL.tab.menus);
  await facility.button(LABEL.addMenu).click();
  const form = drawer(page, LABEL.addMenu);
  await form.translatable('Name').fill(name);
  await choose(form.dialog, page, 'Type', type);
  await form.button('Create Menu').click();
  const menu = drawer(page, name);
  await menu.tab(LABEL.tab.basicInformation).waitFor();
  return menu;
}

async function addPdfMenu(page: Page, made: FacilitiesMade): Promise<void> {
  const menu = await addMenu(page, made, made.pdfMenu, LABEL.menuType.pdf);
  await openTab(menu, LABEL.tab.pdf);
  const pdf = uploadGroup(menu.panel, LABEL.tab.pdf);
  await expectLanguageFirst(pdf);
  await uploadPdf(page, pdf, 'English', { name: made.pdfFile, mimeType: 'application/pdf', buffer: makePdf(`${made.pdfMenu} (English)`) });
  await closeDrawer(page, made.pdfMenu);
}

async function addOrderingMenu(page: Page, made: FacilitiesMade): Promise<void> {
  const menu = await addMenu(page, made, made.orderingMenu, LABEL.menuType.menu);
  // An ordering menu has no PDF tab.
  expect(await menu.tab(LABEL.tab.pdf).count(), 'no PDF tab on an ordering menu').toBe(0);

  await openTab(menu, LABEL.tab.categories);
  await menu.button(LABEL.addCategory).click();
  const categoryForm = drawer(page, LABEL.addCategory);
  await categoryForm.button('Create Category').click();
  await categoryForm.dialog.getByText(MSG.fieldRequired, { exact: true }).first().waitFor();
  await categoryForm.translatable('Name').fill(made.category);
  await categoryForm.button('Create Category').click();
  await drawer(page, made.category).tab(LABEL.tab.basicInformation).waitFor();
  await closeDrawer(page, made.category);
  await menu.tabWithCount(LABEL.tab.categories, 1).waitFor();

  await openTab(menu, LABEL.tab.items);
  await menu.button(LABEL.addItem).click();
  const itemForm = drawer(page, LABEL.addItem);
  await itemForm.translatable('Name').fill(made.item);
  await itemForm.translatable('Price').fill(made.itemPrice);
  await choose(itemForm.dialog, page, 'Category', made.category);
  await itemForm.button('Create Item').click();
  await drawer(page, made.item).tab(LABEL.tab.basicInformation).waitFor();
  await closeDrawer(page, made.item);
  await menu.tabWithCount(LABEL.tab.items, 1).waitFor();
  // The Items tab lists each item with its name and price in fields (issue 18 item 8).
  await menu.dialog.getByRole('textbox', { name: `Name of ${made.item}`, exact: true }).waitFor();
  await closeDrawer(page, made.orderingMenu);
}

export async function walkFacilities(page: Page, made: FacilitiesMade): Promise<void> {
  await openFacilities(page);
  await page.getByRole('button', { name: LABEL.addFacility, exact: true }).click();
  const form = drawer(page, LABEL.addFacility);
  // The spec's message for a facility without a name.
  await form.button('Create Facility').click();
  await form.dialog.getByText(MSG.enterName, { exact: true }).first().waitFor();
  await form.translatable('Name').fill(made.facility);
  await form.translatable('Description').fill(made.description);
  await form.button('Create Facility').click();

  // Creating switches the drawer to the new facility.
  const facility = drawer(page, made.facility);
  await facility.tab(LABEL.tab.basicInformation).waitFor();
  await cardGrid(page, 'Facilities').card(made.facility).waitFor();

  await openTab(facility, LABEL.tab.image);
  const cover = await uploadImage(page, uploadGroup(facility.panel, LABEL.tab.image), LABEL.tab.image, png('reef-bar.png', made.cover.width, made.cover.height, 20));
  expect(await decodedSize(cover)).toEqual(made.cover);

  await openTab(facility, LABEL.tab.gallery);
  await uploadGallery(page, uploadGroup(facility.panel, LABEL.tab.gallery), [png(made.galleryFile, 200, 120, 200)]);
  await facility.tabWithCount(LABEL.tab.gallery, 1).waitFor();

  await addActivity(page, made);
  await addPdfMenu(page, made);
  await addOrderingMenu(page, made);
  await facility.tabWithCount(LABEL.tab.menus, 2).waitFor();
  await closeDrawer(page, made.facility);
}

/** Everything walkFacilities made, as the screens show it. */
export async function expectFacilitiesShown(page: Page, made: FacilitiesMade): Promise<void> {
  await page.goto(PATHS.hotelFacilities);
  const grid = cardGrid(page, 'Facilities');
  await grid.card(made.facility).waitFor();
  // The card's cover (decorative, so found as the card's image) came back from the server.
  const cardCover = grid.item(made.facility).locator('img');
  await expect.poll(() => cardCover.count(), { ...POLL, message: 'a cover on the card' }).toBe(1);
  expect((await decodedSize(cardCover)).width).toBeGreaterThan(0);

  await grid.card(made.facility).click();
  const facility = drawer(page, made.facility);
  await facility.translatable('Name').waitFor();
  await expect.poll(() => facility.translatable('Name').inputValue(), POLL).toBe(made.facility);
  await facility.dialog.getByText(made.description).waitFor();
  await facility.tabWithCount(LABEL.tab.gallery, 1).waitFor();
  await facility.tabWithCount(LABEL.tab.menus, 2).waitFor();
  await facility.tabWithCount(LABEL.tab.activities, 1).waitFor();

  await openTab(facility, LABEL.tab.image);
  const cover = uploadGroup(facility.panel, LABEL.tab.image).getByRole('img', { name: `${LABEL.tab.image}: current image`, exact: true });
  expect(await decodedSize(cover)).toEqual(made.cover);

  await openTab(facility, LABEL.tab.gallery);
  const galleryImage = uploadGroup(facility.panel, LABEL.tab.gallery).getByRole('img', { name: made.galleryFile, exact: true });
  expect((await decodedSize(galleryImage)).width).toBeGreaterThan(0);

  await openTab(facility, LABEL.tab.activities);
  await cardGrid(facility.dialog, LABEL.tab.activities).card(made.activity).waitFor();

  await openTab(facility, LABEL.tab.menus);
  const menus = cardGrid(facility.dialog, LABEL.tab.menus);
  await menus.card(made.orderingMenu).waitFor();
  await menus.card(made.pdfMenu).click();
  const pdfMenu = drawer(page, made.pdfMenu);
  await openTab(pdfMenu, LABEL.tab.pdf);
  const link = uploadGroup(pdfMenu.panel, LABEL.tab.pdf).getByRole('link', { name: made.pdfFile, exact: true });
  const pdf = await fetchHead(page, (await link.getAttribute('href'))!);
  expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-1.4' });
  await closeDrawer(page, made.pdfMenu);

  await openTab(facility, LABEL.tab.menus);
  await menus.card(made.orderingMenu).click();
  const ordering = drawer(page, made.orderingMenu);
  await ordering.tabWithCount(LABEL.tab.categories, 1).waitFor();
  await ordering.tabWithCount(LABEL.tab.items, 1).waitFor();
  await openTab(ordering, LABEL.tab.items);
  const itemPrice = ordering.dialog.getByRole('textbox', { name: `Price of ${made.item}`, exact: true });
  await itemPrice.waitFor();
  expect(await itemPrice.inputValue()).toBe(made.itemPrice);
  await closeDrawer(page, made.orderingMenu);
  await closeDrawer(page, made.facility);
}

/**
 * Deletes the facility from its drawer (confirmed with the spec's texts): its
 * card goes, its menu PDF is gone from the server, and a banner that pointed
 * at it no longer does.
 */
export async function walkDeleteFacility(page: Page, made: FacilitiesMade, banner?: { name: string }): Promise<void> {
  await page.goto(PATHS.hotelFacilities);
  const grid = cardGrid(page, 'Facilities');
  await grid.card(made.facility).click();
  const facility = drawer(page, made.facility);
  await openTab(facility, LABEL.tab.menus);
  await cardGrid(facility.dialog, LABEL.tab.menus).card(made.pdfMenu).click();
  const pdfMenu = drawer(page, made.pdfMenu);
  await openTab(pdfMenu, LABEL.tab.pdf);
  const pdfUrl = (await uploadGroup(pdfMenu.panel, LABEL.tab.pdf).getByRole('link', { name: made.pdfFile, exact: true }).getAttribute('href'))!;
  await closeDrawer(page, made.pdfMenu);

  // Delete sits in the drawer's 'More actions' menu; the confirmation names what goes with the facility.
  await facility.button(LABEL.moreActions).click();
  await page.getByRole('menuitem', { name: LABEL.delete, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: MSG.deleteConfirmTitle, exact: true });
  await confirm.getByText(MSG.deleteConfirmBody, { exact: true }).waitFor();
  const along = new RegExp(`^${escapeRegExp(made.facility)}, with 1 activity(, 2 menus and \\d+ request types?| and 2 menus), will be deleted\\.$`);
  await confirm.getByText(along).waitFor();
  await confirm.getByRole('button', { name: LABEL.delete, exact: true }).click();
  await facility.dialog.waitFor({ state: 'detached' });
  await grid.card(made.facility).waitFor({ state: 'detached' });
  expect((await fetchHead(page, pdfUrl)).status, 'the deleted menu’s PDF').toBe(404);

  if (banner) {
    await page.goto(`${PATHS.hotelBanners}`);
    await cardGrid(page, 'Banners').card(banner.name).click();
    const details = drawer(page, banner.name);
    await details.textbox('Name').waitFor();
    // The type comes with the banner itself (no list to load): 'None' once the link is cleared.
    await details.dialog.getByRole('button', { name: /^None Related Type/ }).waitFor();
    const object = details.dialog.getByRole('combobox', { name: 'Related Object', exact: true });
    expect(await object.inputValue(), 'the banner no longer points at the deleted facility').toBe('');
    await closeDrawer(page, banner.name);
  }
}
