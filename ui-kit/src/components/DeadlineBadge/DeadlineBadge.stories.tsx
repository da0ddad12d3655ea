import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatDisplay } from '@atoll/contract';
import { DeadlineBadge, formatTimeLeft } from './DeadlineBadge';

const NOW = Date.parse('2026-03-10T12:00:00Z');
/** A fixed clock so the story always reads the same. */
const now = () => NOW;
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

const meta = {
  title: 'Kit/DeadlineBadge',
  component: DeadlineBadge,
  tags: ['autodocs'],
  args: { due: inMinutes(130), now },
} satisfies Meta<typeof DeadlineBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TimeLeft: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('in 2 h 10 min');
    const time = badge.closest('time') as HTMLElement;
    await expect(time).toHaveAttribute('datetime', '2026-03-10T14:10:00.000Z');
    await expect(time).toHaveAttribute('title', formatDisplay('2026-03-10T14:10:00Z'));
    await expect(time).toHaveAttribute('data-state', 'open');
    await expect(formatTimeLeft(25 * 60_000)).toBe('in 25 min');
    await expect(formatTimeLeft(30_000)).toBe('in 1 min');
    await expect(formatTimeLeft(120 * 60_000)).toBe('in 2 h');
    await expect(formatTimeLeft((26 * 60 + 5) * 60_000)).toBe('in 1 d 2 h');
  },
};

/** Within `soonMinutes` (30 by default): the warning tone. */
export const Soon: Story = {
  args: { due: inMinutes(25) },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('in 25 min');
    await expect(badge.closest('time')).toHaveAttribute('data-state', 'soon');
    await expect(badge).toHaveStyle({ backgroundColor: 'rgb(254, 252, 191)' });
  },
};

export const Overdue: Story = {
  args: { due: inMinutes(-5) },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Overdue');
    await expect(badge.closest('time')).toHaveAttribute('data-state', 'overdue');
    await expect(badge).toHaveStyle({ backgroundColor: 'rgb(254, 215, 215)' });
  },
};

/** Texts come from the caller (the console passes the spec's). */
export const CustomTexts: Story = {
  args: { due: inMinutes(-1), text: { overdue: 'Late' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Late')).toBeVisible();
  },
};

let clock = NOW;
const movingNow = () => clock;

/** It follows the clock: minutes count down and the deadline passing turns it to 'Overdue'. */
export const Refreshes: Story = {
  args: { due: inMinutes(31), now: movingNow, refreshMs: 50 },
  beforeEach: () => {
    clock = NOW;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('in 31 min')).toBeVisible();
    clock = NOW + 2 * 60_000;
    await waitFor(() => expect(canvas.getByText('in 29 min')).toBeVisible());
    await expect(canvas.getByText('in 29 min').closest('time')).toHaveAttribute('data-state', 'soon');
    clock = NOW + 31 * 60_000;
    await waitFor(() => expect(canvas.getByText('Overdue')).toBeVisible());
  },
};
