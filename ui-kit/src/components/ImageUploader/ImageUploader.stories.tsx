import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG, STATUS_MESSAGES, UPLOAD_HINT_COVER_BYTES, UPLOAD_HINT_LARGE_BYTES, UPLOAD_MAX_BYTES, apiError } from '@atoll/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';
import { uploadSizeHint } from './uploadChecks';
import { dropFiles, swatch } from './uploadStoryFixtures';

const logo = swatch('#2B6CB0');
/** What the server answers with after an upload: a different picture from `logo`. */
const uploaded = swatch('#276749');

const imageFile = (bytes: number, name = 'logo.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Kit/ImageUploader',
  component: ImageUploader,
  tags: ['autodocs'],
  args: {
    label: 'Property logo',
    sizeHint: 'Recommended: under 1 MB, 480x200 px',
    onUpload: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
  beforeEach: () => clearLiveAnnouncer(),
} satisfies Meta<typeof ImageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the value like a screen would: a successful upload shows the new image. */
function Stateful(args: ImageUploaderProps) {
  const [value, setValue] = useState(args.value ?? null);
  return (
    <ImageUploader
      {...args}
      value={value}
      onUpload={async (file, onProgress) => {
        await args.onUpload(file, onProgress);
        setValue(uploaded);
      }}
      onRemove={async () => {
        await args.onRemove?.();
        setValue(null);
      }}
    />
  );
}

export const Empty: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Recommended: under 1 MB, 480x200 px')).toBeVisible();
    const choose = canvas.getByRole('button', { name: 'Choose image' });
    await expect(choose).toHaveAccessibleDescription('Recommended: under 1 MB, 480x200 px');
    await userEvent.upload(fileInput(canvasElement), imageFile(1024));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('img', { name: 'Property logo: current image' })).toBeVisible();
  },
};

export const WithImage: Story = {
  args: { value: logo },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Property logo: current image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Choose image' })).toBeVisible();
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), imageFile(UPLOAD_MAX_BYTES + 1, 'huge.jpg', 'image/jpeg'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Image must smaller than 5MB');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const NotAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    // The picker offers images only; a file that slips through is refused too.
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(fileInput(canvasElement), imageFile(10, 'menu.pdf', 'application/pdf'), { applyAccept: false });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(STATUS_MESSAGES[415]);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: {
    onUpload: fn(async (_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      await new Promise((resolve) => setTimeout(resolve, 600));
      onProgress(1);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), imageFile(2048));
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};

export const UploadFails: Story = {
  args: { onUpload: fn(async () => Promise.reject(apiError(413))) },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), imageFile(2048));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The file is too large');
  },
};

export const Keyboard: Story = {
  args: { value: logo },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The drop zone comes first: React Aria lets keyboard users paste an image into it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Drop an image for Property logo' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Replace' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { value: logo, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await expect(MSG.imageTooLarge).toBe('Image must smaller than 5MB');
  },
};

/** Choosing a new image while one exists replaces it: the preview shows the new one. */
export const Replace: Story = {
  args: { value: logo },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Property logo: current image' })).toHaveAttribute('src', logo);
    await userEvent.upload(fileInput(canvasElement), imageFile(4096, 'new-logo.png'));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect((args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveProperty('name', 'new-logo.png');
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Property logo: current image' })).toHaveAttribute('src', uploaded));
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeEnabled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Content images ask first: Cancel keeps the image, Remove in the dialog removes it. */
export const RemoveWithConfirmation: Story = {
  args: { value: logo, confirmRemove: true },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect(dialog).toHaveTextContent(MSG.deleteConfirmBody);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Property logo: current image' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Choose image' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    clearLiveAnnouncer();
  },
};

/** A failed remove keeps the image and says why. */
export const RemoveFails: Story = {
  args: { value: logo, confirmRemove: true, onRemove: fn(async () => Promise.reject(apiError(404))) },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(STATUS_MESSAGES[404]);
    await expect(canvas.getByRole('img', { name: 'Property logo: current image' })).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The spec's hints (section 5): 1 MB for covers, 2 MB for gallery, event, room type and menu item images. */
export const SizeHints: Story = {
  args: { label: 'Cover', sizeHint: uploadSizeHint(UPLOAD_HINT_COVER_BYTES) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Recommended: under 1 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription('Recommended: under 1 MB');
    await expect(uploadSizeHint(UPLOAD_HINT_LARGE_BYTES)).toBe('Recommended: under 2 MB');
    await expect(uploadSizeHint(1.5 * 1024 * 1024)).toBe('Recommended: under 1.5 MB');
    await expect(uploadSizeHint(500 * 1024)).toBe('Recommended: under 500 KB');
  },
};

/** An image dropped on the zone replaces the current one, checked like a chosen one. */
export const DropReplaces: Story = {
  args: { value: logo },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: 'Drop an image for Property logo' });
    dropFiles(zone, [imageFile(UPLOAD_MAX_BYTES + 1, 'huge.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MSG.imageTooLarge);
    await expect(args.onUpload).not.toHaveBeenCalled();
    dropFiles(zone, [imageFile(2048, 'dropped.png')]);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Property logo: current image' })).toHaveAttribute('src', uploaded));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
