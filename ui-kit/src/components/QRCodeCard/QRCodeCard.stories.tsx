import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { QRCodeCard } from './QRCodeCard';

const url = 'https://app.atoll.example/p/coral-bay';

const meta = {
  title: 'Kit/QRCodeCard',
  component: QRCodeCard,
  tags: ['autodocs'],
  args: {
    url,
    appStoreHref: 'https://apps.apple.com/app/id000000000',
    googlePlayHref: 'https://play.google.com/store/apps/details?id=example.atoll',
  },
} satisfies Meta<typeof QRCodeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Open in the app' });
    const code = within(card).getByRole('img', { name: `QR code for ${url}` });
    // LAYOUT.qrSize.
    await expect(code).toHaveAttribute('width', '256');
    await expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
    await expect(within(card).getByRole('link', { name: url })).toHaveAttribute('href', url);
    const stores = within(card).getByRole('list', { name: 'Download the app' });
    await expect(within(stores).getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/id000000000');
    await expect(within(stores).getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=example.atoll',
    );
  },
};

export const WithoutStoreLinks: Story = {
  args: { appStoreHref: undefined, googlePlayHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: url })).toBeVisible();
  },
};

/** Captures what a download link would save instead of saving it. */
function captureDownloads() {
  const saved: { name: string; href: string }[] = [];
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return { saved, restore: () => click.mockRestore() };
}

/** A room's code downloads as PNG and SVG, named after the room. */
export const Downloads: Story = {
  args: { appStoreHref: undefined, googlePlayHref: undefined, title: 'Room 101', downloadName: 'QR code room 101' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const downloads = captureDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Download SVG' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Download PNG' }));
      await waitFor(() => expect(downloads.saved.map((d) => d.name)).toEqual(['qr-code-room-101.svg', 'qr-code-room-101.png']));
      await expect(downloads.saved.every((d) => d.href.startsWith('blob:'))).toBe(true);
    } finally {
      downloads.restore();
    }
  },
};
