import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DAYS_OF_WEEK, MSG } from '@atoll/contract';
import * as yup from 'yup';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { Form } from '../Form/Form';
import { FormSubmitButton } from '../Form/FormButtons';
import { FormWeekdayPicker } from './FormWeekdayPicker';
import { WeekdayPicker, type WeekdayPickerProps } from './WeekdayPicker';

function Stateful(props: WeekdayPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <WeekdayPicker
      {...props}
      value={value}
      onChange={(days) => {
        setValue(days);
        props.onChange(days);
      }}
    />
  );
}

const meta = {
  title: 'Kit/WeekdayPicker',
  component: WeekdayPicker,
  tags: ['autodocs'],
  args: { label: 'Days', value: [], onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof WeekdayPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Days' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const days = within(group(canvasElement)).getAllByRole('checkbox');
    // DAYS_OF_WEEK: 1 = Sunday first.
    await expect(days.map((d) => d.closest('label')?.textContent)).toEqual(DAYS_OF_WEEK.map((d) => d.label));
    await userEvent.click(within(group(canvasElement)).getByText('Friday'));
    await userEvent.click(within(group(canvasElement)).getByText('Monday'));
    await userEvent.click(within(group(canvasElement)).getByText('Sunday'));
    // Sorted ascending whatever the click order.
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2, 6]);
    await userEvent.click(within(group(canvasElement)).getByText('Monday'));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 6]);
    await expect(within(group(canvasElement)).getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    await expect(within(group(canvasElement)).getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  },
};

export const Selected: Story = { args: { value: [2, 4, 6] } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(group(canvasElement)).getByRole('checkbox', { name: 'Sunday' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(group(canvasElement)).getByRole('checkbox', { name: 'Tuesday' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 3]);
  },
};

export const CustomDays: Story = {
  args: { days: [{ value: 7, label: 'Saturday' }, { value: 1, label: 'Sunday' }], label: 'Weekend' },
  play: async ({ canvasElement, args }) => {
    const weekend = within(canvasElement).getByRole('group', { name: 'Weekend' });
    await expect(within(weekend).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(weekend).getByText('Saturday'));
    await userEvent.click(within(weekend).getByText('Sunday'));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 7]);
  },
};

export const WithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: MSG.fieldRequired },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).toHaveAccessibleDescription(MSG.fieldRequired);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: [2] },
  play: async ({ canvasElement }) => {
    for (const day of within(group(canvasElement)).getAllByRole('checkbox')) await expect(day).toBeDisabled();
  },
};

const schema = yup.object({ weekly_recurring_day: yup.array(yup.number().required()).min(1, MSG.fieldRequired).required(MSG.fieldRequired) });
const onSubmit = fn();

/** FormWeekdayPicker: 'Field is required' until a day is chosen; the form gets the sorted numbers. */
export const InForm: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: () => (
    <Form schema={schema} onSubmit={onSubmit} initialValues={{ weekly_recurring_day: [] }} aria-label="Event">
      <FormWeekdayPicker name="weekly_recurring_day" label="Days" isRequired />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(group(canvasElement)).toHaveAccessibleDescription(MSG.fieldRequired));
    await userEvent.click(canvas.getByText('Saturday'));
    await userEvent.click(canvas.getByText('Wednesday'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await expect(onSubmit.mock.calls[0][0]).toEqual({ weekly_recurring_day: [4, 7] });
    clearLiveAnnouncer();
  },
};
