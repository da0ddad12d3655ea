/**
 * Hotel › Information: one card of each content type — text (rich text, and a
 * cover), image (an English image) and PDF (an English PDF).
 * `expectInformationShown` finds each with its content again.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { CONTENT_TYPES, LABEL, MSG, type ContentType } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import { makePdf } from '../harness/pdf';
import { makePng } from '../harness/png';
import { POLL } from '../harness/timing';
import { cardGrid, choose, decodedSize, drawer, expectLanguageFirst, fetchHead, openTab, uploadGallery, uploadGroup, uploadImage, uploadPdf } from '../screens/hotel';
import { saveBar } from '../screens/users';
import { openMenu } from '../screens/shell';
import { closeDrawer } from './hotelFacilities';

export interface InformationCardMade {
  name: string;
  description: string;
  type: ContentType;
  /** text: the rich text; image and pdf: the file name. */
  content: string;
}

export interface InformationMade {
  cards: InformationCardMade[];
  /** The text card's cover. */
  cover: { width: number; height: number };
}

export const informationToMake = (): InformationMade => ({
  cards: [
    { name: 'Wi-Fi', description: 'How to connect', type: 'text', content: 'Network Lagoon-Guest, password on your key card.' },
    { name: 'Island Map', description: 'Find your way', type: 'image', content: 'island-map.png' },
    { name: 'Spa Brochure', description: 'Treatments and prices', type: 'pdf', content: 'spa-brochure-en.pdf' },
  ],
  cover: { width: 100, height: 50 },
});

const typeLabel = (type: ContentType) => CONTENT_TYPES.find((t) => t.value === type)!.label;
/** The content tab is named after the content type (LABEL.tab.text / image / pdf). */
const contentTab = (type: ContentType) => (type === 'text' ? LABEL.tab.text : type === 'image' ? LABEL.tab.image : LABEL.tab.pdf);

async function addCard(page: Page, made: InformationMade, card: InformationCardMade, first: boolean): Promise<void> {
  await page.getByRole('button', { name: LABEL.addInformation, exact: true }).click();
  const form = drawer(page, LABEL.addInformation);
  if (first) {
    await form.button(LABEL.createInformation).click();
    await form.dialog.getByText(MSG.fieldRequired, { exact: true }).first().waitFor();
  }
  await form.translatable('Name').fill(card.name);
  await form.translatable('Description').fill(card.description);
  await choose(form.dialog, page, 'Content Type', typeLabel(card.type));
  await form.button(LABEL.createInformation).click();

  const details = drawer(page, card.name);
  await details.tab(LABEL.tab.basicInformation).waitFor();
  await openTab(details, contentTab(card.type));
  if (card.type === 'text') {
    await details.translatable(LABEL.tab.text).fill(card.content);
    await saveBar(page).getByRole('button', { name: LABEL.save, exact: true }).click();
    await page.getByText(MSG.successfullyUpdated, { exact: true }).first().waitFor();
    await saveBar(page).waitFor({ state: 'hidden' });

    await openTab(details, LABEL.tab.cover);
    const cover = await uploadImage(page, uploadGroup(details.panel, LABEL.tab.cover), LABEL.tab.cover, {
      name: 'wifi.png',
      mimeType: 'image/png',
      buffer: makePng(made.cover.width, made.cover.height, { r: 40, g: 160, b: 90 }),
    });
    expect(await decodedSize(cover)).toEqual(made.cover);
  } else if (card.type === 'image') {
    const english = uploadGroup(uploadGroup(details.panel, LABEL.tab.image), 'English');
    await uploadGallery(page, english, [{ name: card.content, mimeType: 'image/png', buffer: makePng(180, 120, { r: 10, g: 90, b: 200 }) }]);
  } else {
    const pdf = uploadGroup(details.panel, LABEL.tab.pdf);
    await expectLanguageFirst(pdf);
    await uploadPdf(page, pdf, 'English', { name: card.content, mimeType: 'application/pdf', buffer: makePdf(`${card.name} (English)`) });
  }
  await closeDrawer(page, card.name);
  await cardGrid(page, 'Information').card(card.name).waitFor();
}

export async function walkInformation(page: Page, made: InformationMade): Promise<void> {
  await openMenu(page, 'Hotel', 'Information');
  await page.waitForURL((url) => url.pathname === PATHS.hotelInformation);
  await page.getByRole('heading', { name: 'Information', level: 1 }).waitFor();
  for (const [index, card] of made.cards.entries()) await addCard(page, made, card, index === 0);
}

export async function expectInformationShown(page: Page, made: InformationMade): Promise<void> {
  await page.goto(PATHS.hotelInformation);
  const grid = cardGrid(page, 'Information');
  for (const card of made.cards) {
    await grid.card(card.name).waitFor();
    await grid.item(card.name).getByText(typeLabel(card.type), { exact: true }).waitFor();
    await grid.card(card.name).click();
    const details = drawer(page, card.name);
    await expect.poll(() => details.translatable('Description').inputValue(), POLL).toBe(card.description);
    await openTab(details, contentTab(card.type));
    if (card.type === 'text') {
      await expect.poll(() => details.translatable(LABEL.tab.text).textContent(), POLL).toBe(card.content);
      await openTab(details, LABEL.tab.cover);
      const cover = uploadGroup(details.panel, LABEL.tab.cover).getByRole('img', { name: `${LABEL.tab.cover}: current image`, exact: true });
      expect(await decodedSize(cover)).toEqual(made.cover);
    } else if (card.type === 'image') {
      const image = uploadGroup(uploadGroup(details.panel, LABEL.tab.image), 'English').getByRole('img', { name: card.content, exact: true });
      expect((await decodedSize(image)).width).toBeGreaterThan(0);
    } else {
      const link = uploadGroup(details.panel, LABEL.tab.pdf).getByRole('link', { name: card.content, exact: true });
      expect(await fetchHead(page, (await link.getAttribute('href'))!)).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-1.4' });
    }
    await closeDrawer(page, card.name);
  }
}
