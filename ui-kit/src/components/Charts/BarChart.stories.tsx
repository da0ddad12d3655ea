import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { BarChart } from './BarChart';
import { CHART_TEXT } from './chartText';
import { marchDays, quietFebruary } from './storyData';

const requests = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

const meta = {
  title: 'Kit/Charts/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'Requests per day',
    data: marchDays,
    timeZone: 'Europe/Berlin',
    emptyText: 'No requests this month',
    formatValue: requests,
    onRetry: fn(),
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const chartOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Requests per day' });

/** A 31-day month: every day drawn, at most 15 day labels, the zone on the axis, the summary visible. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Requests per day' })).toBeVisible();
    await expect(canvas.getByText('168 requests in total over 31 days; the busiest day was Sat 14-Mar-26 with 17 requests.')).toBeVisible();
    const chart = chartOf(canvasElement);
    await expect(chart).toHaveAccessibleDescription(expect.stringContaining('168 requests in total'));
    await expect(chart.querySelectorAll('[data-date]')).toHaveLength(31);
    await expect(chart).toHaveTextContent('Day (Times in Europe/Berlin)');
    const dayLabels = [...chart.querySelectorAll('.visx-axis-bottom .visx-axis-tick')];
    await expect(dayLabels.length).toBeLessThanOrEqual(15);
    await expect(dayLabels.at(-1)).toHaveTextContent('31');
  },
};

/** Arrow keys move between days, Home and End jump; each day's text is announced and shown as a tooltip. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One tab stop for the whole chart, after its 'View as table'.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: CHART_TEXT.viewAsTable })).toHaveFocus();
    await userEvent.tab();
    await expect(chartOf(canvasElement)).toHaveFocus();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Sun 01-Mar-26: 3 requests (Times in Europe/Berlin)');
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Mon 02-Mar-26: 5 requests (Times in Europe/Berlin)');
    await expect(canvasElement.querySelector('[data-chart-tooltip]')).toHaveTextContent('Mon 02-Mar-26: 5 requests');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('Tue 31-Mar-26: 2 requests');
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Tue 31-Mar-26: 2 requests');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(status).toHaveTextContent('Sun 01-Mar-26: 3 requests');
    await userEvent.keyboard('{Escape}');
    await expect(canvasElement.querySelector('[data-chart-tooltip]')).toBeNull();
  },
};

/** Hovering a day shows its tooltip, without announcing it. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-hit="2026-03-14"]')!;
    await userEvent.hover(bar);
    await waitFor(() => expect(canvasElement.querySelector('[data-chart-tooltip]')).toHaveTextContent('Sat 14-Mar-26: 17 requests (Times in Europe/Berlin)'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

/** 'View as table': a real table from the same data, its caption the title. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CHART_TEXT.viewAsTable }));
    const table = canvas.getByRole('table', { name: 'Requests per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(32);
    await expect(within(table).getByRole('rowheader', { name: 'Sat 14-Mar-26' })).toBeVisible();
    await expect(within(table).getAllByRole('cell')[13]).toHaveTextContent('17 requests');
    await expect(canvas.getByRole('button', { name: CHART_TEXT.viewAsTable })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: CHART_TEXT.viewAsTable }));
    await expect(chartOf(canvasElement)).toBeVisible();
  },
};

/** No rows: the caller's text, no axes, no table toggle. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No requests this month')).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByRole('button', { name: CHART_TEXT.viewAsTable })).toBeNull();
  },
};

/** Every day 0 is data, not emptiness: the axes are drawn, the axis says 0, the summary says 0. */
export const Zero: Story = {
  args: { data: quietFebruary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 requests on each of the 28 days.')).toBeVisible();
    await expect(canvas.queryByText('No requests this month')).toBeNull();
    const chart = chartOf(canvasElement);
    await expect(chart.querySelector('.visx-axis-left')).toHaveTextContent('0');
    await expect(chart.querySelectorAll('[data-date]')).toHaveLength(28);
  },
};

/** Loading a new month: the previous data stays, dimmed, with a spinner; never the empty text. */
export const LoadingWithPreviousData: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect(chartOf(canvasElement).querySelectorAll('[data-date]')).toHaveLength(31);
    await expect(getComputedStyle(canvasElement.querySelector('[data-marks]')!).opacity).toBe('0.35');
    await expect(canvas.queryByText('No requests this month')).toBeNull();
  },
};

/** The first load: a placeholder of the chart's height, not 'No data'. */
export const LoadingFirstTime: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect(canvas.queryByText('No requests this month')).toBeNull();
  },
};

/** A failed load: the error and Retry, which calls onRetry. */
export const WithError: Story = {
  args: { status: 'error', error: { name: 'Server Error', message: 'Something went wrong', reference: 'A1B2C3' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server Error');
    await expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: MSG.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The chart follows its container: narrower box, narrower chart (ResizeObserver), never below 240 px. */
export const Resizes: Story = {
  render: (args) => (
    <div data-testid="box" style={{ width: 600 }}>
      <BarChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const svg = () => canvasElement.querySelector('svg[data-chart]')!;
    await waitFor(() => expect(Number(svg().getAttribute('width'))).toBeLessThanOrEqual(600));
    within(canvasElement).getByTestId('box').style.width = '360px';
    await waitFor(() => expect(Number(svg().getAttribute('width'))).toBeLessThanOrEqual(360));
    await expect(Number(svg().getAttribute('width'))).toBeGreaterThanOrEqual(240);
  },
};

/** Dark: theme colours throughout; axe judges the dark contrast. */
export const Dark: Story = inDark<Story>({
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(chartOf(canvasElement)).toBeVisible();
  },
});
