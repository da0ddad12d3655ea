import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Kit/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Sort order', onChange: fn(), defaultValue: 1, minValue: 0 },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Sort order' })).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sort order' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(input).toHaveValue('2');
  },
};
export const WithError: Story = {
  args: { isInvalid: true, errorMessage: MSG.fieldRequired, defaultValue: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sort order' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Field is required');
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Sort order' })).toBeDisabled();
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 5 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sort order' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('5');
  },
};
