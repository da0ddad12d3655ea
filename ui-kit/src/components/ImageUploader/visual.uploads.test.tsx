/**
 * Visual baselines of the upload pieces (ImageUploader, GalleryManager, PdfPerLanguageUploader,
 * LanguageImagesUploader): their main states as a user first sees them, plus the refusal messages,
 * compared with the PNGs in __screenshots__/. Update deliberately with `--update` after a visual change.
 */
import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UPLOAD_MAX_BYTES } from '@atoll/contract';
import { AtollThemeProvider } from '../../theme';
import * as galleryStories from '../GalleryManager/GalleryManager.stories';
import * as languageImagesStories from '../LanguageImagesUploader/LanguageImagesUploader.stories';
import * as pdfStories from '../PdfPerLanguageUploader/PdfPerLanguageUploader.stories';
import * as imageUploaderStories from './ImageUploader.stories';
import { fileInput, imageFile } from './uploadStoryFixtures';

const imageUploader = composeStories(imageUploaderStories);
const gallery = composeStories(galleryStories);
const pdf = composeStories(pdfStories);
const languageImages = composeStories(languageImagesStories);

async function show(Story: ComponentType) {
  render(
    <AtollThemeProvider>
      <div data-testid="shot" style={{ display: 'inline-block', padding: 8, width: 560 }}>
        <Story />
      </div>
    </AtollThemeProvider>,
  );
  const shot = page.getByTestId('shot');
  await expect.element(shot).toBeInTheDocument();
  return shot;
}

const shot = (name: string) => ({ name, options: { screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const } } });

const shots: [name: string, Story: ComponentType][] = [
  ['image-uploader-with-image', imageUploader.WithImage],
  ['image-uploader-size-hint', imageUploader.SizeHints],
  ['gallery-manager', gallery.Default],
  ['gallery-manager-empty', gallery.Empty],
  ['pdf-per-language', pdf.Default],
  ['language-images-one-per-language', languageImages.OnePerLanguage],
  ['language-images-several', languageImages.SeveralPerLanguage],
];

describe('upload pieces look as approved', () => {
  test.each(shots)('%s', async (name, Story) => {
    const { name: file, options } = shot(name);
    await expect.element(await show(Story)).toMatchScreenshot(file, options);
  });

  test('gallery-manager-refused-files', async () => {
    const element = await show(gallery.Empty);
    const input = fileInput(element.element() as HTMLElement);
    await userEvent.upload(input, [imageFile(UPLOAD_MAX_BYTES + 1, 'huge.jpg', 'image/jpeg'), imageFile(10, 'notes.txt', 'text/plain')]);
    await expect.element(page.getByText('notes.txt', { exact: false })).toBeVisible();
    const { name: file, options } = shot('gallery-manager-refused-files');
    await expect.element(element).toMatchScreenshot(file, options);
  });

  test('pdf-per-language-language-first', async () => {
    const element = await show(pdf.Default);
    await page.getByRole('button', { name: 'Choose PDF' }).click();
    await expect.element(page.getByRole('alert')).toBeVisible();
    const { name: file, options } = shot('pdf-per-language-language-first');
    await expect.element(element).toMatchScreenshot(file, options);
  });
});
