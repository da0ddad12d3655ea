import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { MSG } from '@atoll/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** A trigger button plus the dialog, as a screen uses it. */
function WithTrigger(props: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: MSG.deleteConfirmTitle,
    message: MSG.deleteConfirmBody,
    confirmLabel: 'Delete',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <WithTrigger {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure delete this?' });
    await expect(dialog).toHaveTextContent('This action cannot be reversed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The action takes a while: Confirm is pending and Cancel disabled until it finishes. */
export const PendingThenCloses: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // RAC announced "pending" by pointing at the now-closed button; its live region keeps that
    // pointer for 7 s, which axe would flag. Clear it as the browser would after the timeout.
    clearAnnouncer('assertive');
  },
};

/** A failed action leaves the dialog open so the user can try again. */
export const FailureStaysOpen: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Server Error'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await expect(screen.getByRole('alertdialog', { name: MSG.deleteConfirmTitle })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    clearAnnouncer('assertive');
  },
};

export const Defaults: Story = {
  args: { title: undefined, message: undefined, confirmLabel: undefined, tone: 'primary' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation Required' });
    await expect(dialog).toHaveTextContent('Confirm?');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

/** Keyboard only: Enter opens, Escape cancels and focus returns to Delete. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};
