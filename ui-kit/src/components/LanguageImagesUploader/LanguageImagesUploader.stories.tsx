import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG, UPLOAD_HINT_COVER_BYTES, UPLOAD_MAX_BYTES, type LanguageImage } from '@atoll/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { uploadSizeHint } from '../ImageUploader/uploadChecks';
import { fileInput, imageFile, swatch } from '../ImageUploader/uploadStoryFixtures';
import { LanguageImagesUploader, type LanguageImagesUploaderProps } from './LanguageImagesUploader';

const languages = [
  { code: 'en', name: 'English' },
  { code: 'dv', name: 'Dhivehi' },
];
let next = 0;
const imageOf = (code: string, filename: string, fill = '#2B6CB0'): LanguageImage => {
  next += 1;
  return { id: `${code}-${next}`, language_code: code, filename, url: swatch(fill, 800, 330), thumb_url: swatch(fill, 240, 100) };
};
const englishBanner = imageOf('en', 'banner-en.jpg');
const englishCards = [imageOf('en', 'map.jpg'), imageOf('en', 'spa-hours.jpg', '#276749')];

/** Holds the images like a screen would: one per language unless `multiple`. */
function Stateful(args: LanguageImagesUploaderProps) {
  const [images, setImages] = useState<readonly LanguageImage[]>(args.images);
  return (
    <LanguageImagesUploader
      {...args}
      images={images}
      onUpload={async (file, code, onProgress) => {
        await args.onUpload(file, code, onProgress);
        const added = imageOf(code, file.name, '#805AD5');
        setImages((current) => (args.multiple ? [...current, added] : [...current.filter((i) => i.language_code !== code), added]));
      }}
      onDelete={async (image) => {
        await args.onDelete(image);
        setImages((current) => current.filter((i) => i.id !== image.id));
      }}
    />
  );
}

const meta = {
  title: 'Kit/LanguageImagesUploader',
  component: LanguageImagesUploader,
  tags: ['autodocs'],
  args: {
    label: 'Image',
    languages,
    images: [englishBanner],
    sizeHint: uploadSizeHint(UPLOAD_HINT_COVER_BYTES),
    onUpload: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
  render: (args) => <Stateful {...args} />,
  beforeEach: () => clearLiveAnnouncer(),
} satisfies Meta<typeof LanguageImagesUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('group', { name }));

/** Banners: one image per language; English has one (Replace, Remove), Dhivehi none yet. */
export const OnePerLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Recommended: under 1 MB')).toBeVisible();
    const english = section(canvasElement, 'English');
    await expect(english.getByRole('img', { name: 'English: current image' })).toHaveAttribute('src', englishBanner.thumb_url);
    await expect(english.getByRole('button', { name: 'Replace' })).toBeVisible();
    const dhivehi = section(canvasElement, 'Dhivehi');
    await expect(dhivehi.queryByRole('img')).toBeNull();
    await userEvent.upload(fileInput(within(canvasElement).getByRole('group', { name: 'Dhivehi' })), imageFile(1000, 'banner-dv.png'));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'banner-dv.png' }), 'dv', expect.any(Function));
    await expect(await dhivehi.findByRole('img', { name: 'Dhivehi: current image' })).toBeVisible();
  },
};

/** Choosing a new image for a language that has one replaces it. */
export const ReplaceForLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const english = section(canvasElement, 'English');
    const group = within(canvasElement).getByRole('group', { name: 'English' });
    await userEvent.upload(fileInput(group), imageFile(1000, 'banner-en-new.png'));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(expect.anything(), 'en', expect.any(Function)));
    await waitFor(() => expect(english.getByRole('img', { name: 'English: current image' })).not.toHaveAttribute('src', englishBanner.thumb_url));
    await expect(english.getAllByRole('img')).toHaveLength(1);
  },
};

/** Removing a language's image asks first and then removes only that one. */
export const RemoveForLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const english = section(canvasElement, 'English');
    await userEvent.click(english.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect(dialog).toHaveTextContent(MSG.deleteConfirmBody);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith(englishBanner);
    await expect(english.queryByRole('img')).toBeNull();
    await expect(english.getByRole('button', { name: 'Choose image' })).toBeVisible();
    clearLiveAnnouncer();
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Dhivehi' });
    await userEvent.upload(fileInput(group), imageFile(UPLOAD_MAX_BYTES + 1, 'huge.png'));
    await expect(await within(group).findByRole('alert')).toHaveTextContent(MSG.imageTooLarge);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Image information cards: several images per language; add many at once, delete one. */
export const SeveralPerLanguage: Story = {
  args: { multiple: true, images: englishCards },
  play: async ({ canvasElement, args }) => {
    const english = section(canvasElement, 'English');
    await expect(english.getByText('2 images')).toBeVisible();
    await expect(english.getByRole('img', { name: 'spa-hours.jpg' })).toBeVisible();
    const dhivehi = within(canvasElement).getByRole('group', { name: 'Dhivehi' });
    await expect(within(dhivehi).getByText('0 images')).toBeVisible();
    await userEvent.upload(fileInput(dhivehi), [imageFile(1000, 'map-dv.png'), imageFile(1000, 'spa-dv.png')]);
    await waitFor(() => expect(within(dhivehi).getByText('2 images')).toBeVisible());
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
    await expect(args.onUpload).toHaveBeenNthCalledWith(1, expect.objectContaining({ name: 'map-dv.png' }), 'dv', expect.any(Function));
    await expect(args.onUpload).toHaveBeenNthCalledWith(2, expect.objectContaining({ name: 'spa-dv.png' }), 'dv', expect.any(Function));

    await userEvent.click(english.getByRole('button', { name: 'Delete map.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(english.getByText('1 image')).toBeVisible());
    await expect(args.onDelete).toHaveBeenCalledWith(englishCards[0]);
    await expect(within(dhivehi).getByText('2 images')).toBeVisible();
    clearLiveAnnouncer();
  },
};

export const SeveralRefusesLargeOnes: Story = {
  args: { multiple: true, images: [] },
  play: async ({ canvasElement, args }) => {
    const english = within(canvasElement).getByRole('group', { name: 'English' });
    await userEvent.upload(fileInput(english), [imageFile(UPLOAD_MAX_BYTES + 1, 'huge.png'), imageFile(1000, 'ok.png')]);
    await expect(await within(english).findByRole('alert')).toHaveTextContent(`huge.png: ${MSG.imageTooLarge}`);
    await waitFor(() => expect(within(english).getByText('1 image')).toBeVisible());
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};
