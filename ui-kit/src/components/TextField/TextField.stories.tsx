import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { TextField } from './TextField';

const meta = {
  title: 'Kit/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Company', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'The name guests see in the app' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Company' });
    await expect(input).toHaveAccessibleDescription('The name guests see in the app');
    await userEvent.type(input, 'Sun Island');
    await expect(input).toHaveValue('Sun Island');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sun Island');
  },
};
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Company' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Atoll');
    await expect(input).toHaveValue('Atoll');
  },
};
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company' })).toBeRequired();
  },
};
export const WithError: Story = {
  args: { isInvalid: true, errorMessage: MSG.loginCompany, isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Company' });
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Please enter company name')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Please enter company name');
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sun Island' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company' })).toBeDisabled();
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'sun-island' , label: 'Company Domain' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company Domain' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('sun-island');
    await expect(input).toHaveAttribute('readonly');
  },
};

/** A fixed country code before the input: seen, not typed, and said in the description. */
export const WithPrefix: Story = {
  args: { label: 'Mobile', type: 'tel', prefix: '+960', description: 'Sent with the prefix +960' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Mobile' });
    await expect(canvas.getByText('+960')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Sent with the prefix +960');
    await userEvent.type(input, '7654321');
    await expect(args.onChange).toHaveBeenLastCalledWith('7654321');
  },
};

/** A field with its error in the dark scheme (ADR 0036): the label, the border and the error text. */
export const DarkWithError: Story = inDark<Story>({
  ...WithError,
  play: async (context) => {
    await expectDarkPage();
    await WithError.play?.(context);
  },
});
