import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { QR_SHEET_TEXT, QRCodeSheet } from './QRCodeSheet';

const codes = [
  { title: 'Room 101', url: 'https://app.atoll.example/p/coral-bay/r/101' },
  { title: 'Room 102', url: 'https://app.atoll.example/p/coral-bay/r/102' },
  { title: 'Room <Lagoon> & 103', url: 'https://app.atoll.example/p/coral-bay/r/103' },
];

const meta = {
  title: 'Kit/QRCodeSheet',
  component: QRCodeSheet,
  tags: ['autodocs'],
  args: { heading: 'QR codes of Beach Villa', codes },
} satisfies Meta<typeof QRCodeSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Print writes every code with its caption into a window of its own and prints that window. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole('region', { name: 'QR codes of Beach Villa' });
    await expect(within(sheet).getAllByRole('img')).toHaveLength(3);
    const write = fn();
    const print = fn();
    const printWindow = { document: { open: fn(), write, close: fn() }, focus: fn(), print } as unknown as Window;
    const open = spyOn(window, 'open').mockReturnValue(printWindow);
    try {
      await userEvent.click(within(sheet).getByRole('button', { name: QR_SHEET_TEXT.print }));
      await expect(print).toHaveBeenCalledTimes(1);
      const html = String(write.mock.calls[0][0]);
      await expect(html.match(/<svg/g)).toHaveLength(3);
      await expect(html).toContain('Room 102');
      // Captions are text, never markup.
      await expect(html).toContain('Room &lt;Lagoon&gt; &amp; 103');
    } finally {
      open.mockRestore();
    }
  },
};

/** A blocked pop-up is explained instead of failing silently. */
export const PopupBlocked: Story = {
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: QR_SHEET_TEXT.print }));
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(QR_SHEET_TEXT.blocked);
    } finally {
      open.mockRestore();
    }
  },
};
