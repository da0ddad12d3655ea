import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../NavBar/storyViewports';
import { TimingSetEditor, type TimingSet, type TimingSetEditorProps } from './TimingSetEditor';

function Stateful(props: TimingSetEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TimingSetEditor
      {...props}
      value={value}
      onChange={(sets) => {
        setValue(sets);
        props.onChange(sets);
      }}
    />
  );
}

const weekly: TimingSet[] = [
  { id: 11, recurring_day: [2, 3, 4, 5, 6], start_time: '08:00', end_time: '12:00' },
  { id: 12, recurring_day: [1, 7], start_time: '10:00', end_time: '14:00' },
];

const meta = {
  title: 'Kit/TimingSetEditor',
  component: TimingSetEditor,
  tags: ['autodocs'],
  args: { label: 'Timing Sets', value: [{ recurring_day: [], start_time: '', end_time: '' }], onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TimingSetEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const setGroup = (canvasElement: HTMLElement, n: number) => within(canvasElement).getByRole('group', { name: `Timing set ${n}` });

/** A new weekly type: one empty set, which has no Remove button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Timing Sets' })).toBeVisible();
    const first = setGroup(canvasElement, 1);
    await expect(within(first).queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(within(first).getByText('Monday'));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ recurring_day: [2], start_time: '', end_time: '' }]);
    const start = within(first).getByRole('group', { name: 'Start Time' });
    await userEvent.click(within(start).getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('0930');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ recurring_day: [2], start_time: '09:30', end_time: '' }]);
  },
};

/** Add appends an empty set and focuses its first day; Remove takes that set out and returns focus to Add. */
export const AddAndRemove: Story = {
  args: { value: weekly },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(setGroup(canvasElement, 1)).queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Timing Set' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([...weekly, { recurring_day: [], start_time: '', end_time: '' }]);
    const third = setGroup(canvasElement, 3);
    await waitFor(() => expect(within(third).getByRole('checkbox', { name: 'Sunday' })).toHaveFocus());
    // Removing the middle set keeps the others' values and ids.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Timing set 2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([weekly[0], { recurring_day: [], start_time: '', end_time: '' }]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Timing Set' })).toHaveFocus());
    await expect(canvas.queryByRole('group', { name: 'Timing set 3' })).toBeNull();
    await expect(within(setGroup(canvasElement, 1)).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  },
};

/** Everything by keyboard: Tab to Add, Enter, Space picks the focused day; Enter on Remove. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Add Timing Set' }).focus();
    await userEvent.keyboard('{Enter}');
    const second = setGroup(canvasElement, 2);
    await waitFor(() => expect(within(second).getByRole('checkbox', { name: 'Sunday' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { recurring_day: [], start_time: '', end_time: '' },
      { recurring_day: [1], start_time: '', end_time: '' },
    ]);
    within(second).getByRole('button', { name: 'Remove Timing set 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ recurring_day: [], start_time: '', end_time: '' }]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Timing Set' })).toHaveFocus());
  },
};

/** Manual types may empty the list: the first set gets a Remove button too. */
export const FirstRemovable: Story = {
  args: { value: [weekly[0]], firstRemovable: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Timing set 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(within(canvasElement).queryByRole('group', { name: 'Timing set 1' })).toBeNull();
  },
};

/** Each set shows its own fields' errors, described on the control they belong to. */
export const WithErrors: Story = {
  args: {
    value: [weekly[0], { recurring_day: [], start_time: '', end_time: '' }],
    errors: [undefined, { recurring_day: MSG.fieldRequired, start_time: MSG.fieldRequired, end_time: MSG.fieldRequired }],
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const first = setGroup(canvasElement, 1);
    const second = setGroup(canvasElement, 2);
    await expect(within(first).queryByText(MSG.fieldRequired)).toBeNull();
    await expect(within(second).getAllByText(MSG.fieldRequired)).toHaveLength(3);
    await expect(within(second).getByRole('group', { name: 'Days' })).toHaveAccessibleDescription(MSG.fieldRequired);
    await expect(within(second).getByRole('group', { name: 'End Time' })).toHaveAccessibleDescription(MSG.fieldRequired);
  },
};

export const Disabled: Story = {
  args: { value: weekly, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add Timing Set' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Timing set 2' })).toBeDisabled();
    for (const day of within(setGroup(canvasElement, 1)).getAllByRole('checkbox')) await expect(day).toBeDisabled();
  },
};

/** Texts come from the caller (the console passes the spec's). */
export const CustomTexts: Story = {
  args: {
    label: 'Opening hours',
    description: 'When guests can book',
    value: weekly,
    text: { add: 'Add hours', remove: 'Delete', set: (n) => `Hours ${n}`, startTime: 'Opens', endTime: 'Closes' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Opening hours' })).toHaveAccessibleDescription('When guests can book');
    await expect(canvas.getByRole('button', { name: 'Add hours' })).toBeVisible();
    const second = canvas.getByRole('group', { name: 'Hours 2' });
    await expect(within(second).getByRole('button', { name: 'Delete Hours 2' })).toBeVisible();
    await expect(within(second).getByRole('group', { name: 'Closes' })).toBeVisible();
  },
};

/** On a phone each set is one column: days, start time, then end time below it. */
export const Phone: Story = {
  ...atViewport('phone'),
  args: { value: weekly },
  play: async ({ canvasElement }) => {
    const first = setGroup(canvasElement, 1);
    const start = within(first).getByRole('group', { name: 'Start Time' }).getBoundingClientRect();
    const end = within(first).getByRole('group', { name: 'End Time' }).getBoundingClientRect();
    await expect(end.top).toBeGreaterThanOrEqual(start.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
