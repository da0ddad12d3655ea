import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { BedDouble, SearchX } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No facilities yet' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No facilities yet')).toBeVisible();
    // The icon is decoration: the sentence says it all.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const addRoom = fn();

/** Icon, one sentence, a hint and the primary action, e.g. the rooms screen. */
export const WithAction: Story = {
  args: {
    title: 'No rooms',
    icon: BedDouble,
    description: MSG.noPmsIntegrations,
    action: <Button onPress={addRoom}>Add Room</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MSG.noPmsIntegrations)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Room' }));
    await expect(addRoom).toHaveBeenCalled();
  },
};

/** Inside a drawer tab: less padding, a smaller icon. */
export const Compact: Story = {
  args: { title: 'No matching users', icon: SearchX, isCompact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No matching users')).toBeVisible();
    await expect(canvasElement.querySelector('svg')!.getBoundingClientRect().width).toBeLessThan(24);
  },
};
