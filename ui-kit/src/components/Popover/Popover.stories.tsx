import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'Kit/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    title: 'Share the guest app',
    trigger: <Button variant="secondary">Share</Button>,
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <p style={{ margin: 0 }}>Guests scan the QR code in their room.</p>
        <Button>Copy link</Button>
      </div>
    ),
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Share the guest app' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByText('Guests scan the QR code in their room.')).toBeVisible();
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share the guest app' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Share the guest app' })).toBeVisible();
  },
};
