import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHART, MSG } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { BubbleChart } from './BubbleChart';
import { CHART_TEXT } from './chartText';
import { weekHours } from './storyData';

const requests = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

const meta = {
  title: 'Kit/Charts/BubbleChart',
  component: BubbleChart,
  tags: ['autodocs'],
  args: {
    title: 'Busy hours',
    data: weekHours,
    timeZone: 'Europe/Berlin',
    emptyText: 'No requests this month',
    formatValue: requests,
    onRetry: fn(),
  },
} satisfies Meta<typeof BubbleChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const chartOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Busy hours' });

/** Days Sun..Sat down the side (1 = Sunday), hours across (at most 15 labels), bubble area ∝ count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('468 requests in total; the busiest hour was Sun 07:00–08:00 (times in Europe/Berlin) with 9 requests.'),
    ).toBeVisible();
    const chart = chartOf(canvasElement);
    const dayLabels = [...chart.querySelectorAll('.visx-axis-left .visx-axis-tick')].map((tick) => tick.textContent);
    await expect(dayLabels).toEqual([...CHART.days]);
    await expect(chart.querySelectorAll('.visx-axis-bottom .visx-axis-tick').length).toBeLessThanOrEqual(CHART.xTicks);
    await expect(chart).toHaveTextContent('Hour (Times in Europe/Berlin)');
    // Area ∝ count: 9 requests against 4 gives a radius 1.5 times as large.
    const r = (cell: string) => Number(chart.querySelector(`[data-cell="${cell}"]`)!.getAttribute('r'));
    await expect(r('1:7') / r('2:18')).toBeCloseTo(1.5, 5);
    await expect(chart.querySelector('[data-cell="2:3"]')).toBeNull();
  },
};

/** Left/Right along a day, Up/Down between days, Home/End; the announced text names day, hour, count and zone. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(chartOf(canvasElement)).toHaveFocus();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Sun 00:00–01:00: 0 requests (Times in Europe/Berlin)');
    await userEvent.keyboard('{ArrowRight>7/}');
    await expect(status).toHaveTextContent('Sun 07:00–08:00: 9 requests (Times in Europe/Berlin)');
    await userEvent.keyboard('{ArrowDown}');
    await expect(status).toHaveTextContent('Mon 07:00–08:00: 6 requests');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(status).toHaveTextContent('Sun 07:00–08:00: 9 requests');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('Sat 23:00–00:00: 0 requests');
    await expect(canvasElement.querySelector('[data-chart-tooltip]')).toHaveTextContent('Sat 23:00–00:00: 0 requests');
  },
};

export const Hover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(canvasElement.querySelector('[data-hit="7:9"]')!);
    await waitFor(() => expect(canvasElement.querySelector('[data-chart-tooltip]')).toHaveTextContent('Sat 09:00–10:00: 9 requests (Times in Europe/Berlin)'));
  },
};

/** The week as a table: a row per day, a column per hour, the zone in the caption. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CHART_TEXT.viewAsTable }));
    const table = canvas.getByRole('table', { name: 'Busy hours (Times in Europe/Berlin)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    const sunday = within(table).getByRole('rowheader', { name: 'Sun' }).closest('tr')!;
    await expect(within(sunday).getAllByRole('cell')[7]).toHaveTextContent('9 requests');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No requests this month')).toBeVisible();
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

/** Every hour 0: the grid and its labels are drawn, no bubble, the summary says 0. */
export const Zero: Story = {
  args: { data: weekHours.map((cell) => ({ ...cell, count: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 requests at every hour of the week (times in Europe/Berlin).')).toBeVisible();
    const chart = chartOf(canvasElement);
    await expect(chart.querySelectorAll('[data-cell]')).toHaveLength(0);
    await expect(chart.querySelector('.visx-axis-left')).toHaveTextContent('Sun');
  },
};

export const LoadingWithPreviousData: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect(getComputedStyle(canvasElement.querySelector('[data-marks]')!).opacity).toBe('0.35');
    await expect(canvas.queryByText('No requests this month')).toBeNull();
  },
};

export const WithError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(CHART_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: MSG.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = inDark<Story>({
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(chartOf(canvasElement)).toBeVisible();
  },
});
