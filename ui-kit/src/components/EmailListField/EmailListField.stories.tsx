import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailListField, type EmailListFieldProps } from './EmailListField';

function Stateful(props: EmailListFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <EmailListField
      {...props}
      value={value}
      onChange={(emails) => {
        setValue(emails);
        props.onChange(emails);
      }}
    />
  );
}

const INVALID = 'Please enter a valid e-mail';
const validate = (email: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : INVALID);

const meta = {
  title: 'Kit/EmailListField',
  component: EmailListField,
  tags: ['autodocs'],
  args: { label: 'Booking Emails', value: [], onChange: fn(), validate, description: 'Each gets an e-mail for every new booking' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EmailListField>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Booking Emails' });
const chips = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Booking Emails' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[title]')?.textContent);

/** Enter, a comma and leaving the field each add the typed address. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription('Each gets an e-mail for every new booking');
    await userEvent.type(input(canvasElement), 'spa@resort.mv{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['spa@resort.mv']);
    await expect(input(canvasElement)).toHaveValue('');
    await userEvent.type(input(canvasElement), 'frontdesk@resort.mv,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['spa@resort.mv', 'frontdesk@resort.mv']);
    await userEvent.type(input(canvasElement), 'gm@resort.mv');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(['spa@resort.mv', 'frontdesk@resort.mv', 'gm@resort.mv']);
    await expect(chips(canvasElement)).toEqual(['spa@resort.mv', 'frontdesk@resort.mv', 'gm@resort.mv']);
    // The same address twice is kept once (case-insensitively).
    await userEvent.type(input(canvasElement), 'SPA@resort.mv{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(input(canvasElement)).not.toBeInvalid();
  },
};

/** A pasted list splits into addresses at commas, semicolons, spaces and new lines. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.paste('a@resort.mv; b@resort.mv, c@resort.mv');
    await expect(args.onChange).toHaveBeenLastCalledWith(['a@resort.mv', 'b@resort.mv']);
    await expect(input(canvasElement)).toHaveValue('c@resort.mv');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['a@resort.mv', 'b@resort.mv', 'c@resort.mv']);
  },
};

/** Remove buttons name their address; Backspace in the empty input removes the last one. */
export const Remove: Story = {
  args: { value: ['a@resort.mv', 'b@resort.mv', 'c@resort.mv'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove b@resort.mv' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['a@resort.mv', 'c@resort.mv']);
    // Focus does not fall to the page: the input is next.
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['a@resort.mv']);
    await expect(chips(canvasElement)).toEqual(['a@resort.mv']);
  },
};

/** Keyboard only: Tab through the remove buttons to the input; Enter removes, typing adds. */
export const Keyboard: Story = {
  args: { value: ['a@resort.mv'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Remove a@resort.mv' })).toHaveFocus();
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard('x@resort.mv{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['a@resort.mv', 'x@resort.mv']);
    await userEvent.tab({ shift: true });
    await expect(within(canvasElement).getByRole('button', { name: 'Remove x@resort.mv' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['a@resort.mv']);
    await expect(input(canvasElement)).toHaveFocus();
  },
};

/** An address the validator refuses stays, marked, and its error is linked to the input. */
export const InvalidAddress: Story = {
  args: { value: ['spa@resort.mv'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement), 'not-an-address{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['spa@resort.mv', 'not-an-address']);
    await expect(input(canvasElement)).toBeInvalid();
    await expect(canvas.getByText(`not-an-address: ${INVALID}`)).toBeVisible();
    await expect(input(canvasElement)).toHaveAccessibleDescription(expect.stringContaining(`not-an-address: ${INVALID}`));
    const item = canvas.getByText('not-an-address').closest('li') as HTMLElement;
    await expect(item).toHaveAttribute('data-invalid', 'true');
    await expect(item).toHaveTextContent(INVALID);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove not-an-address' }));
    await expect(input(canvasElement)).not.toBeInvalid();
    await expect(canvas.queryByText(`not-an-address: ${INVALID}`)).toBeNull();
  },
};

/** A form-level error (e.g. from the schema) shows like any field's. */
export const WithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: MSG.fieldRequired },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeInvalid();
    await expect(input(canvasElement)).toBeRequired();
    await expect(within(canvasElement).getByText(MSG.fieldRequired)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: ['a@resort.mv'] },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Remove a@resort.mv' })).toBeDisabled();
  },
};
