import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { UNSAVED_CHANGES_TEXT } from './UnsavedChangesScope';

const meta = {
  title: 'Kit/UnsavedChanges/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  tags: ['autodocs'],
  args: { isOpen: true, onDiscard: fn(), onKeepEditing: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });

export const Discard: Story = {
  play: async ({ args }) => {
    const ask = await dialog();
    await expect(ask).toHaveTextContent(UNSAVED_CHANGES_TEXT.body);
    await userEvent.click(within(ask).getByRole('button', { name: UNSAVED_CHANGES_TEXT.discard }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await expect(args.onKeepEditing).not.toHaveBeenCalled();
  },
};

export const KeepEditing: Story = {
  play: async ({ args }) => {
    const ask = await dialog();
    await userEvent.click(within(ask).getByRole('button', { name: UNSAVED_CHANGES_TEXT.keepEditing }));
    await expect(args.onKeepEditing).toHaveBeenCalledTimes(1);
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};

export const EscapeKeepsEditing: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onKeepEditing).toHaveBeenCalledTimes(1);
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};
