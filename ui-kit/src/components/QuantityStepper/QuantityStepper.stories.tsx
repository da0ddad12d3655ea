import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const REMOVES = 'Saving removes this item';

const meta = {
  title: 'Kit/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { label: 'Club sandwich', value: 2, onChange: fn(), zeroHint: REMOVES },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Club sandwich' });

/** − and + step by one; at 0 the hint says what saving does, and − stops there. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement)).toHaveValue('2');
    await expect(canvas.queryByText(REMOVES)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(field(canvasElement)).toHaveValue('0');
    await expect(canvas.getByText(REMOVES)).toBeVisible();
    await expect(field(canvasElement)).toHaveAccessibleDescription(REMOVES);
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
  },
};

/** Arrow keys step, Home goes to the minimum; typing a number works too. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(field(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field(canvasElement)).toHaveValue('4');
    await userEvent.keyboard('{Home}');
    await expect(field(canvasElement)).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{Backspace}7');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
  },
};

/** Cleared and left, the field counts as the minimum (0), never NaN. */
export const Cleared: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(field(canvasElement));
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(within(canvasElement).getByText(REMOVES)).toBeVisible();
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription(REMOVES);
  },
};

/** In a row that already shows the item: the label is only read, not shown. */
export const HiddenLabel: Story = {
  args: { isLabelHidden: true, maxValue: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement)).toBeVisible();
    await expect(canvas.getByText('Club sandwich').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

export const WithDescriptionAndError: Story = {
  args: { description: 'Portions', isInvalid: true, errorMessage: 'Too many', value: 0 },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeInvalid();
    await expect(field(canvasElement)).toHaveAccessibleDescription(/Portions.*Saving removes this item.*Too many/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};
