import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'details', label: 'Details', content: <TextField label="Name" /> },
  { id: 'gallery', label: 'Gallery', count: 3, content: <p>Three photos of the spa.</p> },
  { id: 'slots', label: 'Slots', count: 0, content: <p>No slots yet.</p> },
];

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items, 'aria-label': 'Facility', onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Facility' });
    await expect(within(list).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    const gallery = within(list).getByRole('tab', { name: 'Gallery (3)' });
    await userEvent.click(gallery);
    await expect(gallery).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('gallery');
    await expect(canvas.getByRole('tabpanel', { name: 'Gallery (3)' })).toHaveTextContent('Three photos of the spa.');
    await expect(within(list).getByRole('tab', { name: 'Slots (0)' })).toBeVisible();
  },
};

/** Leaving a tab unmounts its panel: a half-typed form is reset when the user comes back. */
export const InactivePanelsReset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Spa');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Spa');
    await userEvent.click(canvas.getByRole('tab', { name: 'Gallery (3)' }));
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

/** Keyboard only: Tab focuses the selected tab, arrow keys move and select. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Gallery (3)' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Three photos of the spa.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Slots (0)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
  },
};

/** Live counts as badges (the Requests screen's New and Ongoing): the tabs keep their names and are described by the count. */
export const WithBadges: Story = {
  args: {
    'aria-label': 'Requests',
    items: [
      { id: 'new', label: 'New', badge: { count: 3, label: '3 new requests' }, content: <p>New requests</p> },
      { id: 'pending', label: 'Ongoing', badge: { count: 12, label: '12 ongoing requests', tone: 'neutral' }, content: <p>Ongoing requests</p> },
      { id: 'all', label: 'All', badge: { count: 0, label: '0 requests' }, content: <p>All requests</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Requests' });
    await expect(within(list).getByRole('tab', { name: 'New' })).toHaveAccessibleDescription('3 new requests');
    await expect(within(list).getByRole('tab', { name: 'New' })).toHaveTextContent('New3');
    await expect(within(list).getByRole('tab', { name: 'Ongoing' })).toHaveAccessibleDescription('12 ongoing requests');
    // At 0 no badge and no description.
    await expect(within(list).getByRole('tab', { name: 'All' })).not.toHaveAttribute('aria-describedby');
    await expect(within(list).getByRole('tab', { name: 'All' })).toHaveTextContent(/^All$/);
  },
};
