import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Kit/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Description', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Shown under the title in the guest app' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.click(area);
    await userEvent.keyboard('Line one{Enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
  },
};
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Open daily');
    await expect(area).toHaveValue('Open daily');
  },
};
export const WithError: Story = {
  args: { isInvalid: true, errorMessage: MSG.fieldRequired, isRequired: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Field is required');
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Closed for renovation' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Fixed text' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'x');
    await expect(area).toHaveValue('Fixed text');
  },
};
