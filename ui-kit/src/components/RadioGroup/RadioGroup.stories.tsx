import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG, ROOM_COUNT_BANDS } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const bands = ROOM_COUNT_BANDS.map((band) => ({ id: band, label: band }));

const meta = {
  title: 'Kit/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Number of rooms', options: bands, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Number of rooms' });
    await userEvent.click(within(group).getByRole('radio', { name: '50-100' }));
    await expect(within(group).getByRole('radio', { name: '50-100' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('50-100');
  },
};
export const Keyboard: Story = {
  args: { defaultValue: '1-50' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1-50' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '100+' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('100+');
  },
};
export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: '100+' } };
export const WithError: Story = {
  args: { isInvalid: true, errorMessage: MSG.fieldRequired, isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Number of rooms' })).toHaveAccessibleDescription(
      'Field is required',
    );
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1-50' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '100+' })).toBeDisabled();
  },
};
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '1-50' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '100+' }));
    await expect(canvas.getByRole('radio', { name: '1-50' })).toBeChecked();
  },
};
