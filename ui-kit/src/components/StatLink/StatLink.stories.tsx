import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { StatLink } from './StatLink';
import { storyViewport } from '../../test-utils';

const meta = {
  title: 'Kit/StatLink',
  component: StatLink,
  tags: ['autodocs'],
  args: { value: 3, label: 'New requests', href: '/requests/bookings' },
} satisfies Meta<typeof StatLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figure and its label are the link's name: a screen reader hears '3 New requests, link'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '3 New requests' });
    await expect(link).toHaveAttribute('href', '/requests/bookings');
    await expect(link).toHaveAttribute('data-tone', 'neutral');
  },
};

/** Overdue requests draw the eye only when there are some. */
export const Attention: Story = {
  args: { value: 2, label: 'Overdue', tone: 'attention' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '2 Overdue' })).toHaveAttribute('data-tone', 'attention');
  },
};

export const AttentionAtZero: Story = {
  args: { value: 0, label: 'Overdue', tone: 'attention' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '0 Overdue' })).toHaveAttribute('data-tone', 'neutral');
  },
};

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** A row of tiles wraps instead of scrolling sideways, at a desk, a tablet and a phone. */
const rowStory = (width: number): Story => ({
  ...storyViewport(`w${width}`, width),
  render: () => (
    <Row>
      <StatLink value={12} label="Arrivals today" href="/guests/list" />
      <StatLink value={9} label="Departures today" href="/guests/list" />
      <StatLink value={148} label="In house" href="/guests/list" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
export const RowDesk = rowStory(1440);
export const RowTablet = rowStory(768);
export const RowPhone = rowStory(390);
