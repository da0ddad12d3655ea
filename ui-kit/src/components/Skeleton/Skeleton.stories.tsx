import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { expect, within } from 'storybook/test';
import { CardGridSkeleton } from './CardGridSkeleton';
import { DrawerSkeleton } from './DrawerSkeleton';
import { Skeleton, SkeletonRegion, SkeletonText } from './Skeleton';
import { TableSkeleton } from './TableSkeleton';

const meta = {
  title: 'Kit/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A single shape is decoration: hidden from screen readers, sized by its props. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[data-shape]') as HTMLElement;
    await expect(bone).toHaveAttribute('aria-hidden', 'true');
    await expect(bone.getBoundingClientRect().width).toBe(240);
  },
};

export const Shapes: Story = {
  render: () => (
    <SkeletonRegion label="Loading profile">
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Skeleton shape="circle" width={40} height={40} />
        <div style={{ flex: 1 }}>
          <SkeletonText lines={2} />
        </div>
        <Skeleton shape="pill" width={72} height={24} />
      </div>
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    // One announcement for the whole region, none for the shapes inside it.
    const region = within(canvasElement).getByRole('progressbar', { name: 'Loading profile' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.querySelectorAll('[data-shape]')).toHaveLength(4);
  },
};

export const CardGrid: Story = {
  render: () => <CardGridSkeleton label="Loading facilities" />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('progressbar', { name: 'Loading facilities' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // The placeholder grid is not a list a screen reader would count.
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Table: Story = {
  render: () => <TableSkeleton rows={4} columns={3} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('progressbar', { name: MSG.loading });
    // A header row and four body rows of three cells.
    await expect(region.querySelectorAll('[data-shape]')).toHaveLength(15);
  },
};

export const Drawer: Story = {
  render: () => (
    <div style={{ maxWidth: 600 }}>
      <DrawerSkeleton label="Loading facility" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading facility' })).toBeVisible();
  },
};

/** With reduced motion the shapes hold still; otherwise a light sweeps across them. */
export const Motion: Story = {
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[data-shape]') as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(bone).animationName === 'none').toBe(reduced);
  },
};
