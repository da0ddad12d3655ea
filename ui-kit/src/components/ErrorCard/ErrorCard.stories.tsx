import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_NAMES, MSG, STATUS_MESSAGES } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorCard } from './ErrorCard';

const meta = {
  title: 'Kit/ErrorCard',
  component: ErrorCard,
  tags: ['autodocs'],
  args: { name: ERROR_NAMES.SERVER_ERROR, message: STATUS_MESSAGES[500], reference: 'A1B2C3D4' },
} satisfies Meta<typeof ErrorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Server Error' })).toBeVisible();
    await expect(alert).toHaveTextContent(STATUS_MESSAGES[500]);
    await expect(alert).toHaveTextContent('REF-A1B2C3D4');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: MSG.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithFormError: Story = {
  args: {
    name: ERROR_NAMES.VALIDATION_ERROR,
    message: STATUS_MESSAGES[422],
    formError: 'name: Please enter a name, email: Field is required',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('name: Please enter a name, email: Field is required');
  },
};

/** Keyboard only: Tab reaches Retry, Enter retries. */
export const RetryByKeyboard: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: MSG.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
