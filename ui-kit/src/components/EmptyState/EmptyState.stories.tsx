import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
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
  },
};

const addFacility = fn();

/** With a hint and an action, e.g. the PMS notice of the rooms screen. */
export const WithAction: Story = {
  args: {
    title: 'No rooms',
    description: MSG.noPmsIntegrations,
    action: <Button onPress={addFacility}>Add Room</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MSG.noPmsIntegrations)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Room' }));
    await expect(addFacility).toHaveBeenCalled();
  },
};
