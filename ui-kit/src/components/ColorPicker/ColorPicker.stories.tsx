import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG, PALETTE } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorPicker } from './ColorPicker';

const meta = {
  title: 'Kit/ColorPicker',
  component: ColorPicker,
  tags: ['autodocs'],
  args: { label: 'Primary colour', onChange: fn() },
} satisfies Meta<typeof ColorPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Primary colour' });
    const swatches = within(group).getAllByRole('radio');
    await expect(swatches.map((s) => s.getAttribute('aria-label'))).toEqual([...PALETTE]);
    await userEvent.click(within(group).getByRole('radio', { name: '#805AD5' }));
    await expect(within(group).getByRole('radio', { name: '#805AD5' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('#805AD5');
  },
};
export const Keyboard: Story = {
  args: { defaultValue: '#FC4500' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '#FC4500' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '#E53E3E' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('#E53E3E');
  },
};
export const WithError: Story = {
  args: { isInvalid: true, errorMessage: MSG.fieldRequired, label: 'Foreground icon colour' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Foreground icon colour' })).toHaveAccessibleDescription(
      'Field is required',
    );
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '#3182CE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '#3182CE' })).toBeDisabled();
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '#3182CE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '#38A169' }));
    await expect(canvas.getByRole('radio', { name: '#3182CE' })).toBeChecked();
  },
};
