import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SetupChecklist, type SetupStep } from './SetupChecklist';
import { storyViewport } from '../../test-utils';

const steps: SetupStep[] = [
  { id: 'brand', label: 'Add your brand and logo', hint: 'Settings: property logo and colour', href: '/admin/settings', done: true },
  { id: 'facility', label: 'Add your first facility', hint: 'A restaurant, spa or pool', href: '/hotel/facilities?facility=new', done: true },
  { id: 'rooms', label: 'Add your rooms', href: '/hotel/rooms', done: false },
  { id: 'bookings', label: 'Enable bookings', href: '/hotel/facilities', done: false },
  { id: 'staff', label: 'Invite your staff', href: '/admin/users?user=new', done: false },
];

const meta = {
  title: 'Kit/SetupChecklist',
  component: SetupChecklist,
  tags: ['autodocs'],
  args: { title: 'Set up your property', steps },
} satisfies Meta<typeof SetupChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two of five done: the progress says so, done steps say 'done' to a screen reader, each step links to where it is done. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Set up your property' });
    await expect(within(section).getByText('2 of 5 done')).toBeVisible();
    await expect(within(section).getByRole('progressbar', { name: '2 of 5 done' })).toHaveAttribute('value', '2');
    const links = within(section).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(steps.map((s) => s.href));
    await expect(within(section).getByRole('link', { name: /^Add your brand and logo\s*, done/ })).toBeVisible();
    await expect(within(section).getByRole('link', { name: /^Add your rooms/ })).not.toHaveAccessibleName(/done/);
    // Keyboard: Tab reaches the steps in order.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const NothingDone: Story = {
  args: { steps: steps.map((s) => ({ ...s, done: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 of 5 done')).toBeVisible();
  },
};

const fits: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};
export const Desk: Story = { ...storyViewport('desk', 1440), play: fits };
export const Tablet: Story = { ...storyViewport('tablet', 768), play: fits };
export const Phone: Story = { ...storyViewport('phone', 390), play: fits };
/** Dark scheme: tokens only, so the same contrast holds (axe checks it). */
export const Dark: Story = { globals: { scheme: 'dark' }, play: fits };
