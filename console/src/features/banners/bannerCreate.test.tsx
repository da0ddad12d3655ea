/**
 * Add Banner in one go (issue 18): the form starts with Show on App on, and the image is chosen in the
 * form, shown before saving, and uploaded for the default language right after the create, over the mocks.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DEFAULT_LANGUAGE, LABEL } from '@atoll/contract';
import { mockDb, serverError } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';
import { BANNER_CREATE_TEXT } from './BannerForm';
import { pngFile } from '#test/pngFile.ts';

const drawer = (name: string) => page.getByRole('dialog', { name });
const stored = (name: string) => mockDb.content.banners.find((p) => p.name === name);


/** Fills the name and chooses an image in the create form (the kit's FileTrigger hides its input). */
async function fillWithImage(name: string) {
  const form = drawer(LABEL.addBanner);
  await expect.element(form.getByRole('switch', { name: 'Show on App' })).toBeChecked();
  await expect.element(form.getByRole('switch', { name: 'Show on TV' })).not.toBeChecked();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  const input = form.getByRole('group', { name: LABEL.tab.image }).element().querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input in the Image field');
  await userEvent.upload(input, await pngFile('reef.png'));
  await expect.element(form.getByRole('img', { name: `${LABEL.tab.image}: current image` })).toBeVisible();
  // Nothing is sent before Create.
  expect(stored(name)).toBeUndefined();
  return form;
}

describe('create with Show on App and the image', () => {
  test('Create stores the banner shown on the app, then its image for the default language, and opens it', async () => {
    await renderApp('/hotel/banners?banner=new');
    const form = await fillWithImage('Reef Week');
    await form.getByRole('button', { name: LABEL.createBanner }).click();
    const details = drawer('Reef Week');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => stored('Reef Week')?.image.map((i) => i.language_code)).toEqual([DEFAULT_LANGUAGE]);
    expect(stored('Reef Week')).toMatchObject({ show_on_app: true, show_on_tv: false });
    await details.getByRole('tab', { name: LABEL.tab.image }).click();
    await expect.element(details.getByRole('img', { name: 'English: current image' })).toBeVisible();
  });

  test('a refused upload keeps the banner, says so, and opens it on the Image tab', async () => {
    mockWorker().use(serverError('post', 'promotions/:id/image'));
    await renderApp('/hotel/banners?banner=new');
    const form = await fillWithImage('Reef Night');
    await form.getByRole('button', { name: LABEL.createBanner }).click();
    await expect.element(page.getByText(BANNER_CREATE_TEXT.imageFailed('Reef Night'))).toBeVisible();
    const details = drawer('Reef Night');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.image })).toHaveAttribute('aria-selected', 'true');
    expect(stored('Reef Night')?.image).toEqual([]);
  });
});
