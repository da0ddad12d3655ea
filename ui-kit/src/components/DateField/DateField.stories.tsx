import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MSG } from '@atoll/contract';
import * as yup from 'yup';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { Form } from '../Form/Form';
import { FormSubmitButton } from '../Form/FormButtons';
import { DateField, type DateFieldProps } from './DateField';
import { FormDateField } from './FormDateField';

function Stateful(props: DateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <DateField
        {...props}
        value={value}
        onChange={(date) => {
          setValue(date);
          props.onChange(date);
        }}
      />
      <output aria-label="Value">{value}</output>
    </>
  );
}

const meta = {
  title: 'Kit/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Arrival', value: '', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

const segment = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('spinbutton', { name });

/**
 * Typed part by part day first, then month and year (DATE_INPUT_LOCALE, the order of DISPLAY_FORMAT),
 * whatever the browser's language; the value is 'YYYY-MM-DD'.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const parts = within(canvasElement).getAllByRole('spinbutton').map((part) => part.getAttribute('aria-label') ?? part.textContent);
    await expect(parts.map((name) => /day|month|year/i.exec(name ?? '')?.[0]?.toLowerCase())).toEqual(['day', 'month', 'year']);
    await expect(within(canvasElement).getByRole('group', { name: 'Arrival' })).toHaveTextContent(/dd\s*\/\s*mm\s*\/\s*yyyy/);
    await userEvent.click(segment(canvasElement, /day/i));
    await userEvent.keyboard('05');
    await expect(segment(canvasElement, /month/i)).toHaveFocus();
    await userEvent.keyboard('03');
    await userEvent.keyboard('2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-05');
    await expect(within(canvasElement).getByRole('status', { name: 'Value' })).toHaveTextContent('2026-03-05');
  },
};

/** A stored date shows in its segments; ArrowUp steps the focused part. */
export const WithValue: Story = {
  args: { value: '2026-11-24' },
  play: async ({ canvasElement, args }) => {
    await expect(segment(canvasElement, /day/i)).toHaveTextContent('24');
    await userEvent.click(segment(canvasElement, /day/i));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
  },
};

/** Keyboard only: Tab to the calendar button, Enter opens the month, arrows move, Enter picks and closes; focus comes back. */
export const Calendar: Story = {
  args: { value: '2026-11-24' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(segment(canvasElement, /year/i));
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: /Choose from calendar/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Arrival' });
    await expect(within(dialog).getByRole('grid')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /24/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-02');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Clearing every part empties the value. */
export const Cleared: Story = {
  args: { value: '2026-11-24' },
  play: async ({ canvasElement, args }) => {
    for (const part of [/year/i, /day/i, /month/i]) {
      await userEvent.click(segment(canvasElement, part));
      await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    }
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
  args: { isDisabled: true, value: '2026-11-24' },
  play: async ({ canvasElement }) => {
    await expect(segment(canvasElement, /day/i)).toHaveAttribute('aria-disabled', 'true');
  },
};

const schema = yup.object({
  arrival_date: yup.string().required(MSG.fieldRequired),
  departure_date: yup.string().required(MSG.fieldRequired),
});
const onSubmit = fn();

/** FormDateField: '' is empty for the schema; the form gets 'YYYY-MM-DD'. */
export const InForm: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: () => (
    <Form schema={schema} onSubmit={onSubmit} initialValues={{ arrival_date: '2026-11-24', departure_date: '' }} aria-label="Trip">
      <FormDateField name="arrival_date" label="Arrival" isRequired />
      <FormDateField name="departure_date" label="Departure" isRequired />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MSG.fieldRequired)).toBeVisible();
    const departure = canvas.getByRole('group', { name: 'Departure' });
    await userEvent.click(within(departure).getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('28112026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await expect(onSubmit.mock.calls[0][0]).toEqual({ arrival_date: '2026-11-24', departure_date: '2026-11-28' });
    clearLiveAnnouncer();
  },
};
