import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveBar } from './SaveBar';

const meta = {
  title: 'Kit/SaveBar',
  component: SaveBar,
  tags: ['autodocs'],
  args: { isVisible: true, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof SaveBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('toolbar', { name: 'Unsaved changes' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Save/ }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab into the bar, arrow keys move between its buttons, Enter saves. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A form on a page (no dialog): the bar shows after an edit and Cancel hides it. */
function PageForm() {
  const [value, setValue] = useState('Spa');
  const [saved, setSaved] = useState('Spa');
  return (
    <form aria-label="Facility" onSubmit={(e) => e.preventDefault()}>
      <label>
        Name <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <SaveBar isVisible={value !== saved} onSave={() => setSaved(value)} onCancel={() => setValue(saved)} />
    </form>
  );
}

/**
 * Cancel, by keyboard, on a page: the bar goes with the focused button, and focus moves to the form's first field at
 * once, not to the page's body (a keyboard user keeps their place; in a drawer it goes to the dialog, so Escape
 * still closes it).
 */
export const FocusAfterCancel: Story = {
  render: () => <PageForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' Garden');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('Spa');
  },
};
