import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATUS_COLORS } from '@atoll/contract';
import { expect, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { text: 'Checked in', color: 'green' },
  argTypes: { color: { control: 'select', options: STATUS_COLORS } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Checked in');
    await expect(badge).toHaveStyle({ backgroundColor: 'rgb(198, 246, 213)', color: 'rgb(34, 84, 61)' });
  },
};

/** Every status colour; axe checks each pair for AA contrast. */
export const AllColors: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {STATUS_COLORS.map((color) => (
        <StatusBadge key={color} text={`Status ${color}`} color={color} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const color of STATUS_COLORS) await expect(within(canvasElement).getByText(`Status ${color}`)).toBeVisible();
  },
};

/** Every status colour's dark pair (ADR 0036); axe checks each for AA contrast. */
export const DarkAllColors: Story = inDark<Story>({
  ...AllColors,
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    // The dark pair, not the light one: a deep green behind a pale green.
    await expect(within(canvasElement).getByText('Status green')).toHaveStyle({ backgroundColor: 'rgb(28, 69, 50)', color: 'rgb(154, 230, 180)' });
  },
});
