import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Requires pax', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Guests must give the number of people' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Requires pax' });
    await expect(box).toHaveAccessibleDescription('Guests must give the number of people');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Requires pax' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};
export const Checked: Story = { args: { defaultSelected: true } };
export const WithError: Story = {
  args: { isInvalid: true, errorMessage: MSG.fieldRequired, isRequired: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Requires pax' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Field is required');
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Requires pax' })).toBeDisabled();
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Requires pax' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
