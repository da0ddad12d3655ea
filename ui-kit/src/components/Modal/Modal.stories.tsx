import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from './Modal';

const meta = {
  title: 'Kit/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Manual room numbers',
    children: <p>Room numbers typed here replace the PMS list.</p>,
    onOpenChange: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal
        {...args}
        footer={
          <>
            <Button slot="close" variant="secondary">
              Cancel
            </Button>
            <Button slot="close">Done</Button>
          </>
        }
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Manual room numbers' });
    await expect(dialog).toHaveTextContent('Room numbers typed here replace the PMS list.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back once the overlay has closed, which can be a frame after it has left the page.
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard only: Enter opens, Tab stays inside the dialog, Escape closes and focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back once the overlay has closed, which can be a frame after it has left the page.
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Left open, so axe checks the open dialog itself (title, close button, footer). */
export const Open: Story = {
  render: (args) => (
    <Modal {...args} isOpen footer={<Button slot="close">Done</Button>} />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Manual room numbers' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
