import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { cssRgb } from '../../theme/contrast';
import { darkStatusColors, statusColors } from '../../theme/tokens';
import { DoughnutChart } from './DoughnutChart';
import { CHART_TEXT } from './chartText';
import { statusMix } from './storyData';

const requests = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

const meta = {
  title: 'Kit/Charts/DoughnutChart',
  component: DoughnutChart,
  tags: ['autodocs'],
  args: { title: 'Requests by status', data: statusMix, emptyText: 'No requests this month', formatValue: requests, onRetry: fn() },
} satisfies Meta<typeof DoughnutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const chartOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Requests by status' });

/** Slices in the statuses' colours, a legend with the counts, the total in the middle. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Confirmed 24 requests (48%), Completed 12 requests (24%), Pending 9 requests (18%), Cancelled 5 requests (10%); 50 requests in total.'),
    ).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slice="Confirmed"]')).toHaveAttribute('fill', statusColors.green.fg);
    await expect(chartOf(canvasElement)).toHaveTextContent('50');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(chartOf(canvasElement)).toHaveFocus();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Confirmed: 24 requests, 48%');
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Pending: 9 requests, 18%');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('Completed: 12 requests, 24%');
    await expect(canvasElement.querySelector('[data-chart-tooltip]')).toHaveTextContent('Completed: 12 requests, 24%');
  },
};

export const Hover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(canvasElement.querySelector('[data-slice="Cancelled"]')!);
    await waitFor(() => expect(canvasElement.querySelector('[data-chart-tooltip]')).toHaveTextContent('Cancelled: 5 requests, 10%'));
  },
};

export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CHART_TEXT.viewAsTable }));
    const table = canvas.getByRole('table', { name: 'Requests by status' });
    const pending = within(table).getByRole('rowheader', { name: 'Pending' }).closest('tr')!;
    await expect(within(pending).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9 requests', '18%']);
    const total = within(table).getByRole('rowheader', { name: CHART_TEXT.total }).closest('tr')!;
    await expect(within(total).getAllByRole('cell')[0]).toHaveTextContent('50 requests');
  },
};

/** A colour may also be any CSS colour. */
export const CssColours: Story = {
  args: { data: [...statusMix, { label: 'Other', color: '#805AD5', count: 3 }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slice="Other"]')).toHaveAttribute('fill', '#805AD5');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No requests this month')).toBeVisible();
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

/** Every status 0: the ring's track, the legend with 0s and a 0 in the middle. */
export const Zero: Story = {
  args: { data: statusMix.map((row) => ({ ...row, count: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 requests in every status.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slice]')).toHaveLength(0);
    await expect(chartOf(canvasElement)).toHaveTextContent('0');
    await expect(canvas.getAllByText('0 requests')).toHaveLength(4);
  },
};

export const LoadingWithPreviousData: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect(getComputedStyle(canvasElement.querySelector('[data-marks]')!).opacity).toBe('0.35');
  },
};

export const WithError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: MSG.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Dark: a status's slice takes its dark pair's pale colour. */
export const Dark: Story = inDark<Story>({
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(canvasElement.querySelector('[data-slice="Confirmed"]')).toHaveAttribute('fill', darkStatusColors.green.fg);
    await expect(getComputedStyle(within(canvasElement).getByText('Pending')).color).not.toBe(cssRgb(statusColors.grey.fg));
  },
});
