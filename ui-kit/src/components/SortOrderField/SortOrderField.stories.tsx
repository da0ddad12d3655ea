import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import * as yup from 'yup';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { Form } from '../Form/Form';
import { FormSubmitButton } from '../Form/FormButtons';
import { FormSortOrderField } from './FormSortOrderField';
import { SORT_ORDER_LABEL, SortOrderField } from './SortOrderField';

const meta = {
  title: 'Kit/SortOrderField',
  component: SortOrderField,
  tags: ['autodocs'],
  args: { onChange: fn(), defaultValue: 1 },
} satisfies Meta<typeof SortOrderField>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, name: string = SORT_ORDER_LABEL) => within(canvasElement).getByRole('textbox', { name });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Increase/ }));
    await expect(input(canvasElement)).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Whole numbers of 0 or more: '.' and '-' cannot be typed, and − is disabled at 0. */
export const IntegersFromZero: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Decrease/ })).toBeDisabled();
    const field = input(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '2.6');
    await userEvent.tab();
    await expect(field).toHaveValue('26');
    await expect(args.onChange).toHaveBeenLastCalledWith(26);
    await userEvent.clear(field);
    await userEvent.type(field, '-4');
    await userEvent.tab();
    await expect(field).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Position' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, 'Position')).toHaveValue('1');
  },
};

export const WithError: Story = {
  args: { isInvalid: true, errorMessage: MSG.fieldRequired, defaultValue: undefined },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription(MSG.fieldRequired);
  },
};

const schema = yup.object({ sort_order: yup.number().typeError(MSG.fieldRequired).required(MSG.fieldRequired) });
const onSubmit = fn();

/** FormSortOrderField: bound to 'sort_order' by default; empty is undefined, so required says so. */
export const InForm: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: () => (
    <Form schema={schema} onSubmit={onSubmit} aria-label="Banner">
      <FormSortOrderField isRequired />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input(canvasElement)).toHaveAccessibleDescription(MSG.fieldRequired));
    await userEvent.type(input(canvasElement), '4');
    // Leave the field first: the value commits on blur and the message above Save goes away.
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await expect(onSubmit.mock.calls[0][0]).toEqual({ sort_order: 4 });
    clearLiveAnnouncer();
  },
};
