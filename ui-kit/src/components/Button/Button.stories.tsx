import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { clearLiveAnnouncer } from '../../test-utils';

const meta = {
  title: 'Kit/Button',
  component: Button,
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  args: { children: 'Save', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Link: Story = { args: { variant: 'link', children: 'Sign up' } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // While pending RAC names the button after its label plus the spinner's label.
    const button = canvas.getByRole('button', { name: /Save/ });
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};
