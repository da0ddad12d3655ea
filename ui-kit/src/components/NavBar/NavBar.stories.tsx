import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from '../UserMenu';
import { NavBar, type NavGroup } from './NavBar';

const groups: NavGroup[] = [
  {
    label: 'Hotel',
    items: [
      { label: 'Facilities', href: '/facilities' },
      { label: 'Banners', href: '/banners' },
    ],
  },
  { label: 'Guests', items: [{ label: 'Guest List', href: '/guests' }] },
  { label: 'Admin', items: [] },
];

/** Stands in for react-router: RAC links call it instead of reloading the page. */
const navigate = fn();

const meta = {
  title: 'Kit/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  args: { groups, userMenu: <UserMenu userName="Jane Doe" companyName="Coral Bay Resort" onLogout={fn()} /> },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Atoll' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('button', { name: 'Hotel' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Guests' })).toBeVisible();
    // A group with no visible items is hidden.
    await expect(within(nav).queryByRole('button', { name: 'Admin' })).toBeNull();
    await expect(within(nav).getByRole('button', { name: /Jane Doe/ })).toHaveTextContent('Coral Bay Resort');
  },
};

export const NavigatesClientSide: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hotel' }));
    const menu = await screen.findByRole('menu', { name: 'Hotel' });
    const item = within(menu).getByRole('menuitem', { name: 'Banners' });
    await expect(item).toHaveAttribute('href', '/banners');
    await userEvent.click(item);
    await expect(navigate).toHaveBeenCalledWith('/banners', undefined);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** Keyboard only: Tab to a group, Enter opens its menu, arrows move, Enter follows the link, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hotel = canvas.getByRole('button', { name: 'Hotel' });
    const guests = canvas.getByRole('button', { name: 'Guests' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Atoll' })).toHaveFocus();
    await userEvent.tab();
    await expect(hotel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Hotel' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Facilities' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Banners' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/banners', undefined);
    // Following a link closes the menu and gives focus back to its group.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(hotel).toHaveFocus());
    await userEvent.tab();
    await expect(guests).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const guestsMenu = await screen.findByRole('menu', { name: 'Guests' });
    await waitFor(() => expect(within(guestsMenu).getByRole('menuitem', { name: 'Guest List' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(guests).toHaveFocus());
  },
};

/** Left open, so axe checks the open menu and its link items. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hotel' }));
    const menu = await screen.findByRole('menu', { name: 'Hotel' });
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Facilities', 'Banners']);
  },
};
