import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG, STATUS_MESSAGES, UPLOAD_HINT_LARGE_BYTES, UPLOAD_MAX_BYTES, apiError, type GalleryImage } from '@atoll/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { uploadSizeHint } from '../ImageUploader/uploadChecks';
import { dropFiles, fileInput, imageFile, pause, swatch } from '../ImageUploader/uploadStoryFixtures';
import { GalleryManager, type GalleryManagerProps } from './GalleryManager';

const picture = (id: string, filename: string, fill: string): GalleryImage => ({
  id,
  filename,
  url: swatch(fill, 800, 600),
  thumb_url: swatch(fill, 160, 120),
});
const gallery: GalleryImage[] = [picture('1', 'pool.jpg', '#2B6CB0'), picture('2', 'beach.jpg', '#D69E2E'), picture('3', 'spa.jpg', '#276749')];

/** Holds the images like a screen would: each upload adds one, each delete removes one. */
function Stateful(args: GalleryManagerProps) {
  const [images, setImages] = useState<readonly GalleryImage[]>(args.images);
  return (
    <GalleryManager
      {...args}
      images={images}
      onUpload={async (file, onProgress) => {
        await args.onUpload(file, onProgress);
        setImages((current) => [...current, picture(`new-${file.name}`, file.name, '#805AD5')]);
      }}
      onDelete={async (id) => {
        await args.onDelete(id);
        setImages((current) => current.filter((image) => image.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Kit/GalleryManager',
  component: GalleryManager,
  tags: ['autodocs'],
  args: {
    label: 'Gallery',
    images: gallery,
    sizeHint: uploadSizeHint(UPLOAD_HINT_LARGE_BYTES),
    onUpload: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
  render: (args) => <Stateful {...args} />,
  beforeEach: () => clearLiveAnnouncer(),
} satisfies Meta<typeof GalleryManager>;
export default meta;
type Story = StoryObj<typeof meta>;

type UploadMock = ReturnType<typeof fn<GalleryManagerProps['onUpload']>>;
const uploadedNames = (onUpload: GalleryManagerProps['onUpload']) => (onUpload as UploadMock).mock.calls.map(([file]) => file.name);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 images')).toBeVisible();
    await expect(canvas.getByText('Recommended: under 2 MB')).toBeVisible();
    const grid = canvas.getByRole('list', { name: 'Gallery images' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(grid).getByRole('img', { name: 'beach.jpg' })).toHaveAttribute('src', gallery[1]!.thumb_url);
    await expect(within(grid).getByRole('button', { name: 'Delete spa.jpg' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Images' })).toHaveAccessibleDescription('Recommended: under 2 MB');
    // The picker takes several images at once.
    await expect(fileInput(canvasElement)).toHaveAttribute('multiple');
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 images')).toBeVisible();
    await expect(canvas.getByText('No images yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Images' })).toBeEnabled();
  },
};

/** Several files chosen at once go up one after another, in order; each appears when done. */
export const AddSeveral: Story = {
  args: {
    images: [],
    onUpload: fn(async (_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      await pause(50);
      onProgress(1);
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let running = 0;
    let most = 0;
    (args.onUpload as UploadMock).mockImplementation(async (_file, onProgress) => {
      running += 1;
      most = Math.max(most, running);
      onProgress(0.5);
      await pause(60);
      running -= 1;
    });
    await userEvent.upload(fileInput(canvasElement), [imageFile(1000, 'a.png'), imageFile(1000, 'b.jpg', 'image/jpeg'), imageFile(1000, 'c.webp', 'image/webp')]);
    await waitFor(() => expect(canvas.getByText('3 images')).toBeVisible());
    await expect(uploadedNames(args.onUpload)).toEqual(['a.png', 'b.jpg', 'c.webp']);
    await expect(most).toBe(1);
    const grid = canvas.getByRole('list', { name: 'Gallery images' });
    await expect(within(grid).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['a.png', 'b.jpg', 'c.webp']);
    await expect(canvas.queryByRole('list', { name: 'Uploads to Gallery' })).toBeNull();
  },
};

/** Each file shows its own progress; the others wait their turn and Add Images waits too. */
export const Uploading: Story = {
  args: {
    onUpload: fn(async (_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.4);
      await pause(700);
      onProgress(1);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [imageFile(1000, 'first.png'), imageFile(1000, 'second.png')]);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading first.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('second.png')).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: 'Uploading second.png' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Images' })).toBeDisabled();
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading second.png' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('5 images')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Add Images' })).toBeEnabled();
  },
};

/** A file over 5 MB and a non-image are refused with their names; the others still upload. */
export const RefusedFiles: Story = {
  args: { images: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      [imageFile(1000, 'lobby.png'), imageFile(UPLOAD_MAX_BYTES + 1, 'huge.jpg', 'image/jpeg'), imageFile(10, 'notes.txt', 'text/plain'), imageFile(1000, 'bar.png')],
      { applyAccept: false },
    );
    await waitFor(() => expect(canvas.getByText('2 images')).toBeVisible());
    await expect(uploadedNames(args.onUpload)).toEqual(['lobby.png', 'bar.png']);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([`huge.jpg: ${MSG.imageTooLarge}`, `notes.txt: ${STATUS_MESSAGES[415]}`]);
  },
};

/** The server refuses one file: its message shows next to that file and the next one still goes up. */
export const ServerRefusesOne: Story = {
  args: { images: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    (args.onUpload as UploadMock).mockImplementation(async (file) => {
      if (file.name === 'fake.png') throw apiError(415);
    });
    await userEvent.upload(fileInput(canvasElement), [imageFile(1000, 'fake.png'), imageFile(1000, 'real.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`fake.png: ${STATUS_MESSAGES[415]}`);
    await waitFor(() => expect(canvas.getByText('1 image')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'real.png' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'fake.png' })).toBeNull();
  },
};

/** Images dropped on the zone upload like chosen ones. */
export const DropImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    dropFiles(canvas.getByRole('button', { name: 'Drop images for Gallery' }), [imageFile(1000, 'x.png'), imageFile(1000, 'y.png')]);
    await waitFor(() => expect(canvas.getByText('2 images')).toBeVisible());
    await expect(uploadedNames(args.onUpload)).toEqual(['x.png', 'y.png']);
  },
};

/** Delete asks the spec's question; Cancel keeps the image, Delete removes it. */
export const DeleteOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete beach.jpg' }));
    let dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await expect(dialog).toHaveTextContent(MSG.deleteConfirmBody);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByText('3 images')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete beach.jpg' }));
    dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith('2');
    await expect(canvas.getByText('2 images')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'beach.jpg' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'pool.jpg' })).toBeVisible();
    clearLiveAnnouncer();
  },
};

export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(apiError(404))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete pool.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(STATUS_MESSAGES[404]);
    await expect(canvas.getByText('3 images')).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** Keyboard only: the drop zone, Add Images, then each image's Delete; Enter asks, Escape keeps it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Drop images for Gallery' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add Images' })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Delete pool.jpg' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: MSG.deleteConfirmTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    // Focus goes back to Delete once the dialog has finished closing (a frame later on a busy machine).
    await waitFor(() => expect(first).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add Images' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete pool.jpg' })).toBeDisabled();
  },
};
