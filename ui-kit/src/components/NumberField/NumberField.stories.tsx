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

/** Coordinates and other numbers nobody steps through: no − / + buttons, the whole width for the digits. */
export const WithoutSteppers: Story = {
  args: { label: 'Latitude', hideSteppers: true, defaultValue: 4.1755, minValue: -90, maxValue: 90, formatOptions: { maximumFractionDigits: 6 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    const input = canvas.getByRole('textbox', { name: 'Latitude' });
    await expect(input).toHaveValue('4.1755');
    await userEvent.clear(input);
    await userEvent.type(input, '4.175512');
    await userEvent.tab();
    await expect(input).toHaveValue('4.175512');
    await expect(args.onChange).toHaveBeenLastCalledWith(4.175512);
  },
};

/** In a wide form the − n + group is as wide as its number (not the form's width) and grows as digits are typed. */
export const SizedToContent: Story = {
  args: { label: 'Guests per slot', defaultValue: 4 },
  render: (args) => (
    <div style={{ width: 600, display: 'flex', flexDirection: 'column' }}>
      <NumberField {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group');
    const input = canvas.getByRole('textbox', { name: 'Guests per slot' });
    const narrow = group.getBoundingClientRect().width;
    await expect(narrow).toBeLessThan(220);
    const before = input.getBoundingClientRect().width;
    await userEvent.clear(input);
    await userEvent.type(input, '123456789012');
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(before);
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(600);
  },
};
