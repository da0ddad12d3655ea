import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MSG, TIME_PATTERN } from '@atoll/contract';
import * as yup from 'yup';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { Form } from '../Form/Form';
import { FormSubmitButton } from '../Form/FormButtons';
import { FormTimeField } from './FormTimeField';
import { TimeField, type TimeFieldProps } from './TimeField';

function Stateful(props: TimeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <TimeField
        {...props}
        value={value}
        onChange={(time) => {
          setValue(time);
          props.onChange(time);
        }}
      />
      <output aria-label="Value">{value}</output>
    </>
  );
}

const meta = {
  title: 'Kit/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: { label: 'Start time', value: '', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const segment = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('spinbutton', { name });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const hour = segment(canvasElement, /hour/i);
    await userEvent.click(hour);
    await userEvent.keyboard('18');
    // Typing two digits moves on to the minutes; no AM/PM segment in a 24-hour field.
    await expect(segment(canvasElement, /minute/i)).toHaveFocus();
    await expect(within(canvasElement).queryByRole('spinbutton', { name: /AM\/PM/i })).toBeNull();
    await userEvent.keyboard('05');
    await expect(args.onChange).toHaveBeenLastCalledWith('18:05');
    await expect(within(canvasElement).getByRole('status', { name: 'Value' })).toHaveTextContent('18:05');
  },
};

export const WithValue: Story = {
  args: { value: '07:30' },
  play: async ({ canvasElement, args }) => {
    await expect(segment(canvasElement, /hour/i)).toHaveTextContent('07');
    await expect(segment(canvasElement, /minute/i)).toHaveTextContent('30');
    await userEvent.click(segment(canvasElement, /hour/i));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('08:30');
  },
};

export const Cleared: Story = {
  args: { value: '21:00' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(segment(canvasElement, /minute/i));
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.click(segment(canvasElement, /hour/i));
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const WithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: MSG.fieldRequired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MSG.fieldRequired)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: '09:00' },
  play: async ({ canvasElement }) => {
    await expect(segment(canvasElement, /hour/i)).toHaveAttribute('aria-disabled', 'true');
  },
};

const schema = yup.object({
  start_time: yup.string().required(MSG.fieldRequired).matches(TIME_PATTERN),
  end_time: yup.string().required(MSG.fieldRequired).matches(TIME_PATTERN),
});
const onSubmit = fn();

/** FormTimeField: '' is empty for the schema; the form gets 'HH:mm'. */
export const InForm: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: () => (
    <Form schema={schema} onSubmit={onSubmit} initialValues={{ start_time: '18:00', end_time: '' }} aria-label="Event">
      <FormTimeField name="start_time" label="Start Time" isRequired />
      <FormTimeField name="end_time" label="End Time" isRequired />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MSG.fieldRequired)).toBeVisible();
    const end = canvas.getByRole('group', { name: 'End Time' });
    await userEvent.click(within(end).getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await expect(onSubmit.mock.calls[0][0]).toEqual({ start_time: '18:00', end_time: '20:30' });
    clearLiveAnnouncer();
  },
};
