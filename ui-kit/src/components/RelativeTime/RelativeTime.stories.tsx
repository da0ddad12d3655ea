import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RelativeTime } from './RelativeTime';

/** A fixed clock so the story always reads the same. */
const now = () => Date.parse('2026-03-10T12:00:00Z');

const meta = {
  title: 'Kit/RelativeTime',
  component: RelativeTime,
  tags: ['autodocs'],
  args: { date: '2026-03-10T11:57:00Z', now },
} satisfies Meta<typeof RelativeTime>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MinutesAgo: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3 minutes ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-03-10T11:57:00.000Z');
  },
};

/** The tooltip's exact moment in the spec's display format, in the company's time zone when given. */
export const InTimeZone: Story = {
  args: { timeZone: 'Indian/Maldives' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 minutes ago')).toHaveAttribute('title', '10-Mar-26, 16:57');
  },
};

export const DaysAgo: Story = {
  args: { date: '2026-03-07T09:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 days ago')).toBeVisible();
  },
};
