import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, within } from 'storybook/test';
import { LoadingSpinner } from './Spinner';

const meta = {
  title: 'Kit/Spinner',
  component: LoadingSpinner,
  tags: ['autodocs'],
} satisfies Meta<typeof LoadingSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: MSG.loading });
    // Indeterminate: no value for screen readers to misread.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading rooms', showLabel: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading rooms' })).toBeVisible();
    await expect(canvas.getByText('Loading rooms')).toBeVisible();
  },
};
