/**
 * The Hotel screens (Facilities, Banners, Information, Quick Actions, Events,
 * Rooms) as a person meets them: a card grid named after the screen, an Add
 * button, drawers titled with the object's name and tabbed by the spec's tab
 * names (with counts: 'Gallery (1)'), translatable fields named
 * '<label> (<language>)', and the kit's upload pieces, all by role and name.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright';
import { MSG } from '@atoll/contract';
import type { UploadFile } from '../harness/api';
import { POLL } from '../harness/timing';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A screen's card grid: a list named like the screen, each card a button named by its title. */
export const cardGrid = (scope: Page | Locator, name: string) => {
  const list = scope.getByRole('list', { name, exact: true });
  return {
    list,
    card: (title: string): Locator => list.getByRole('button', { name: title, exact: true }),
    /** The list item holding a card, for what the card shows besides its title. */
    // The inner locator of `has` is resolved inside each list item.
    item: (title: string): Locator => list.getByRole('listitem').filter({ has: list.page().getByRole('button', { name: title, exact: true }) }),
  };
};

/** A drawer: a dialog named by its title. */
export const drawer = (page: Page, title: string) => {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  return {
    dialog,
    /** A tab by its spec name, with or without its count. */
    tab: (name: string): Locator => dialog.getByRole('tab', { name: new RegExp(`^${escapeRegExp(name)}( \\(\\d+\\))?$`) }),
    /** A tab with exactly this count: 'Gallery (1)'. */
    tabWithCount: (name: string, count: number): Locator => dialog.getByRole('tab', { name: `${name} (${count})`, exact: true }),
    panel: dialog.getByRole('tabpanel'),
    button: (name: string): Locator => dialog.getByRole('button', { name, exact: true }),
    textbox: (name: string): Locator => dialog.getByRole('textbox', { name, exact: true }),
    /** A translatable field's text box in one language: 'Name (English)'. */
    translatable: (label: string, language = 'English'): Locator => dialog.getByRole('textbox', { name: `${label} (${language})`, exact: true }),
    switch: (name: string): Locator => dialog.getByRole('switch', { name, exact: true }),
  };
};
export type DrawerScreen = ReturnType<typeof drawer>;

/** Opens a drawer tab and waits until it is the selected one. */
export async function openTab(d: DrawerScreen, name: string): Promise<void> {
  const tab = d.tab(name);
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), { ...POLL, message: `the ${name} tab is selected` }).toBe('true');
}

/** A Select (React Aria: a button named by its value, then its label), then the option. */
export async function choose(scope: Page | Locator, page: Page, field: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`(^|\\s)${escapeRegExp(field)}( \\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An upload group by its label ('Image', 'Gallery', 'PDF', 'Cover'…). */
export const uploadGroup = (scope: Page | Locator, label: string): Locator => scope.getByRole('group', { name: label, exact: true });

/** Chooses a file through the button that opens the browser's file chooser. */
export async function chooseFile(page: Page, button: Locator, file: UploadFile | UploadFile[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** ImageUploader: choose an image, then its preview ('<label>: current image') shows it. */
export async function uploadImage(page: Page, group: Locator, label: string, file: UploadFile): Promise<Locator> {
  await chooseFile(page, group.getByRole('button', { name: /^(Choose image|Replace)$/ }), file);
  const preview = group.getByRole('img', { name: `${label}: current image`, exact: true });
  await preview.waitFor();
  return preview;
}

/** GalleryManager: add images, then each shows as an image named by its file name. */
export async function uploadGallery(page: Page, group: Locator, files: UploadFile[]): Promise<void> {
  await chooseFile(page, group.getByRole('button', { name: 'Add Images', exact: true }), files);
  for (const file of files) await group.getByRole('img', { name: file.name, exact: true }).waitFor();
}

/** PdfPerLanguageUploader: the language first (the spec's rule), then the PDF; its link appears in that language's row. */
export async function uploadPdf(page: Page, group: Locator, language: string, file: UploadFile): Promise<void> {
  await choose(group, page, 'Language', language);
  await chooseFile(page, group.getByRole('button', { name: /^(Choose PDF|Replace PDF)$/ }), file);
  await group.getByRole('link', { name: file.name, exact: true }).waitFor();
}

/** Refuses a PDF before a language is chosen, with the spec's text. */
export async function expectLanguageFirst(group: Locator): Promise<void> {
  await group.getByRole('button', { name: 'Choose PDF', exact: true }).click();
  await group.getByText(MSG.selectLanguageFirst, { exact: true }).waitFor();
}

/** The image as the browser decoded it: proves the bytes came back from the server. */
export const decodedSize = (image: Locator): Promise<{ width: number; height: number }> =>
  image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    if (!img.complete) await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });

/** Fetches a link's target in the page (with the page's origin) and answers its status and first bytes. */
export const fetchHead = (page: Page, href: string): Promise<{ status: number; type: string; head: string }> =>
  page.evaluate(async (url) => {
    // Past the browser's cache: files are served immutable, and a deleted one must answer 404 from the server.
    const response = await fetch(url, { cache: 'no-store' });
    const bytes = new Uint8Array(await response.arrayBuffer()).slice(0, 8);
    return { status: response.status, type: response.headers.get('content-type') ?? '', head: String.fromCharCode(...bytes) };
  }, href);

/** The related-object picker: a type (Select), then the object (ComboBox) by its name. */
export async function relate(scope: Locator, page: Page, type: string, objectName: string): Promise<void> {
  await choose(scope, page, 'Related Type', type);
  const object = scope.getByRole('combobox', { name: 'Related Object', exact: true });
  await expect.poll(() => object.isEnabled(), { ...POLL, message: 'the related objects loaded' }).toBe(true);
  await object.fill(objectName);
  await page.getByRole('option', { name: objectName, exact: true }).click();
  await expect.poll(() => object.inputValue(), POLL).toBe(objectName);
}

/** A 24-hour time field (React Aria segments): focus the hour, type the digits; the minute follows. */
export async function typeTime(scope: Locator, page: Page, label: string, hhmm: string): Promise<void> {
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(hhmm.replace(':', ''));
}
