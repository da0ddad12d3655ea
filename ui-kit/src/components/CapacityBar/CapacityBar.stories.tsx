import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CapacityBar } from './CapacityBar';

const meta = {
  title: 'Kit/CapacityBar',
  component: CapacityBar,
  tags: ['autodocs'],
  args: { booked: 3, max: 10, noLimitText: 'No limit' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof CapacityBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = (meter: HTMLElement) => meter.querySelector<HTMLElement>('[data-fill]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: '3 of 10 booked' });
    await expect(meter).toHaveAttribute('aria-valuenow', '3');
    await expect(meter).toHaveAttribute('aria-valuemax', '10');
    await expect(meter).toHaveAttribute('aria-valuetext', '3 of 10 booked');
    await expect(meter).toHaveAttribute('data-level', 'open');
    await expect(fill(meter)?.style.width).toBe('30%');
    await expect(within(canvasElement).queryByText('Nearly full')).toBeNull();
  },
};

/** From 80 % on: the warning tone and the words 'Nearly full'. */
export const NearlyFull: Story = {
  args: { booked: 8 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: '8 of 10 booked' });
    await expect(meter).toHaveAttribute('aria-valuetext', '8 of 10 booked, Nearly full');
    await expect(meter).toHaveAttribute('data-level', 'nearlyFull');
    await expect(within(canvasElement).getByText('Nearly full')).toBeVisible();
    await expect(getComputedStyle(fill(meter) as HTMLElement).backgroundColor).toBe('rgb(151, 90, 22)');
  },
};

/** Full, or over-booked: the danger tone, 'Full', and the bar stops at its end. */
export const Full: Story = {
  args: { booked: 12 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: '12 of 10 booked' });
    await expect(meter).toHaveAttribute('aria-valuenow', '10');
    await expect(meter).toHaveAttribute('aria-valuetext', '12 of 10 booked, Full');
    await expect(within(canvasElement).getByText('Full')).toBeVisible();
    await expect(fill(meter)?.style.width).toBe('100%');
    await expect(getComputedStyle(fill(meter) as HTMLElement).backgroundColor).toBe('rgb(197, 48, 48)');
  },
};

/** max 0 is no limit: no meter, no fill, the count and the caller's text. */
export const NoLimit: Story = {
  args: { booked: 14, max: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(canvas.getByText('14 booked')).toBeVisible();
    await expect(canvas.getByText('No limit')).toBeVisible();
    await expect(fill(canvasElement)).toBeNull();
  },
};

/** No limit with a label: the label, the count and the caller's text, all read as text. */
export const NoLimitWithLabel: Story = {
  args: { booked: 2, max: 0, label: 'Pax' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Pax2 bookedNo limit');
  },
};

/** A visible label names the meter; the summary is its value text. */
export const WithLabel: Story = {
  args: { label: 'Pax', booked: 0, max: 4 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Pax' });
    await expect(meter).toHaveAttribute('aria-valuetext', '0 of 4 booked');
    await expect(fill(meter)?.style.width).toBe('0%');
  },
};

/** Texts come from the caller (the console passes the spec's). */
export const CustomTexts: Story = {
  args: {
    booked: 5,
    max: 5,
    text: { summary: (booked, max) => `${booked}/${max} guests`, full: 'Sold out' },
  },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: '5/5 guests' });
    await expect(meter).toHaveAttribute('aria-valuetext', '5/5 guests, Sold out');
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible();
  },
};
