import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { MONTH_PICKER_TEXT, MonthPicker, type MonthPickerProps } from './MonthPicker';

/** The picker controlled by the story, as a screen holds it in its state. */
function Controlled(props: MonthPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MonthPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/MonthPicker',
  component: MonthPicker,
  tags: ['autodocs'],
  args: { value: '2026-03', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MonthPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

// React Aria names the trigger by its value, then the label ('Mar-2026 Month').
const triggerOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: / Month$/ });

/** The month as MMM-YYYY; choosing one from the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Month' })).toBeVisible();
    const trigger = triggerOf(canvasElement);
    await expect(trigger).toHaveTextContent('Mar-2026');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Nov-2025' }));
    await expect(trigger).toHaveTextContent('Nov-2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-11');
  },
};

/** Previous and next step a month, across the year's edge. */
export const NextAndPrevious: Story = {
  args: { value: '2026-01' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: MONTH_PICKER_TEXT.previous }));
    await expect(triggerOf(canvasElement)).toHaveTextContent('Dec-2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-12');
    await userEvent.click(canvas.getByRole('button', { name: MONTH_PICKER_TEXT.next }));
    await userEvent.click(canvas.getByRole('button', { name: MONTH_PICKER_TEXT.next }));
    await expect(triggerOf(canvasElement)).toHaveTextContent('Feb-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02');
  },
};

/** By keyboard: Tab to the buttons and the list, Enter and arrows, type a month's name. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: MONTH_PICKER_TEXT.previous })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02');
    await userEvent.tab();
    await expect(triggerOf(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(triggerOf(canvasElement)).toHaveTextContent('Jan-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-01');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: MONTH_PICKER_TEXT.next })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(triggerOf(canvasElement)).toHaveTextContent('Feb-2026');
  },
};

/** With `max` the current month: Next is disabled there and the list offers no future month. */
export const WithMax: Story = {
  args: { value: '2026-02', max: '2026-03' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: MONTH_PICKER_TEXT.next });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03');
    await expect(next).toBeDisabled();
    await userEvent.click(triggerOf(canvasElement));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(options.at(-1)).toHaveTextContent('Mar-2026');
    await expect(screen.queryByRole('option', { name: 'Apr-2026' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** With `min`: Previous is disabled at the first month. */
export const WithMin: Story = {
  args: { value: '2025-01', min: '2025-01', max: '2026-03' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: MONTH_PICKER_TEXT.previous })).toBeDisabled();
  },
};

export const Dark: Story = inDark<Story>({
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(triggerOf(canvasElement)).toHaveTextContent('Mar-2026');
  },
});
