import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Kit/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('hunter22');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter22');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};
export const Revealed: Story = {
  args: { defaultRevealed: true, defaultValue: 'Xy7!pQr2mN4z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Password' })).toHaveValue('Xy7!pQr2mN4z');
  },
};
export const WithError: Story = {
  args: { isInvalid: true, errorMessage: MSG.loginPassword, isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please enter password')).toBeVisible();
    // The required '*' is aria-hidden: the accessible name stays 'Password'.
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAccessibleName('Password');
    await expect(input).toHaveAccessibleDescription('Please enter password');
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('secret123');
  },
};
