import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Timeline, type TimelineEntry } from './Timeline';

const NOW = Date.parse('2026-03-10T12:00:00Z');
/** A fixed clock so the story always reads the same. */
const now = () => NOW;

const entries: TimelineEntry[] = [
  { id: 1, text: 'Booking created', who: 'Aminath Shifa', at: '2026-03-09T08:30:00Z' },
  { id: 3, text: 'Status changed to Completed', who: 'Ibrahim Nasir', at: '2026-03-10T11:57:00Z' },
  { id: 2, text: 'Status changed to Confirmed', who: null, at: '2026-03-10T09:00:00Z' },
];

const meta = {
  title: 'Kit/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { label: 'History', entries, emptyText: 'Nothing has happened yet', now },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, whatever order the entries come in; each time carries the exact moment, 'DD-MMM-YY, HH:mm' in the given time zone. */
export const Default: Story = {
  args: { timeZone: 'Indian/Maldives' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'History' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Status changed to Completed',
      'Status changed to Confirmed',
      'Booking created',
    ]);
    await expect(items[0]).toHaveTextContent('Ibrahim Nasir');
    const newest = within(items[0]).getByText('3 minutes ago');
    await expect(newest.tagName).toBe('TIME');
    await expect(newest).toHaveAttribute('datetime', '2026-03-10T11:57:00.000Z');
    await expect(newest).toHaveAttribute('title', '10-Mar-26, 16:57');
    await expect(within(items[1]).getByText('3 hours ago')).toBeVisible();
    await expect(within(items[2]).getByText('1 day ago')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing has happened yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

let clock = NOW;
const movingNow = () => clock;

/** The relative times follow the clock (every `refreshMs`, 20 s by default). */
export const Refreshes: Story = {
  args: { now: movingNow, refreshMs: 50 },
  beforeEach: () => {
    clock = NOW;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 minutes ago')).toBeVisible();
    clock = NOW + 10 * 60_000;
    await waitFor(() => expect(canvas.getByText('13 minutes ago')).toBeVisible());
  },
};
