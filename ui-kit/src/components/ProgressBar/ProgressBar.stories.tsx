import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Kit/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Export progress', value: 40, valueLabel: '40 of 100 rows' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[data-fill]');

/** A known total: the fill and aria-valuenow follow the value; the words are the value text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Export progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40 of 100 rows');
    await expect(within(canvasElement).getByText('40 of 100 rows')).toBeVisible();
    await expect(fill(bar)?.style.width).toBe('40%');
  },
};

/** A stream without a length: no value, the bar moves, the words carry what has arrived. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, valueLabel: 'Downloading: 2,000 rows (180.2 KB)' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Export progress' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAccessibleDescription('Downloading: 2,000 rows (180.2 KB)');
    await expect(fill(bar)).toHaveAttribute('data-indeterminate');
  },
};

/** Done: a full bar. */
export const Complete: Story = {
  args: { value: 100, valueLabel: 'Downloaded 100 rows' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Export progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(fill(bar)?.style.width).toBe('100%');
  },
};
