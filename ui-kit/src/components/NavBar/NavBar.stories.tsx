import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { UserMenu } from '../UserMenu';
import { NavBar, type NavGroup } from './NavBar';
import { atViewport } from './storyViewports';

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
const onLogout = fn();

const meta = {
  title: 'Kit/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  args: {
    groups,
    userMenu: <UserMenu userName="Jane Doe" companyName="Coral Bay Resort" onLogout={onLogout} />,
    account: { name: 'Jane Doe', company: 'Coral Bay Resort', onLogout },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    onLogout.mockClear();
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

/** On /banners/7 the Hotel group is marked and Banners is the current page (aria-current). */
export const CurrentSection: Story = {
  args: { currentPath: '/banners/7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hotel = canvas.getByRole('button', { name: 'Hotel' });
    await expect(hotel).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Guests' })).not.toHaveAttribute('aria-current');
    await userEvent.click(hotel);
    const menu = await screen.findByRole('menu', { name: 'Hotel' });
    await expect(within(menu).getByRole('menuitem', { name: 'Banners' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('menuitem', { name: 'Facilities' })).not.toHaveAttribute('aria-current');
  },
};

/** A phone (390 px): one Menu button instead of the groups; nothing wider than the screen. */
export const Collapsed: Story = {
  ...atViewport('phone'),
  args: { currentPath: '/facilities' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const menuButton = within(nav).getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('button', { name: 'Hotel' })).toBeNull();
    await expect(within(nav).queryByRole('button', { name: /Jane Doe/ })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Keyboard only on a phone: Tab to Menu, Enter opens the sheet (focus inside, aria-controls names it), Tab
 * stays inside, Escape closes it and focus is back on Menu; Enter on a link navigates and closes the sheet.
 */
export const CollapsedKeyboard: Story = {
  ...atViewport('phone'),
  args: { currentPath: '/facilities' },
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAttribute('aria-controls', sheet.id);
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back once the overlay has closed, which can be a frame after it has left the page.
    await waitFor(() => expect(menuButton).toHaveFocus());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    const banners = within(again).getByRole('link', { name: 'Banners' });
    banners.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/banners', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The open sheet, left open for axe: groups with their links, the current page marked, the account with Logout. */
export const CollapsedOpen: Story = {
  ...atViewport('phone'),
  args: { currentPath: '/facilities' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const hotel = within(sheet).getByRole('region', { name: 'Hotel' });
    await expect(within(hotel).getAllByRole('link').map((link) => link.textContent)).toEqual(['Facilities', 'Banners']);
    await expect(within(hotel).getByRole('link', { name: 'Facilities' })).toHaveAttribute('aria-current', 'page');
    await expect(within(sheet).getByRole('region', { name: 'Guests' })).toBeVisible();
    await expect(within(sheet).queryByRole('region', { name: 'Admin' })).toBeNull();
    await expect(sheet).toHaveTextContent('Jane Doe');
    await expect(sheet).toHaveTextContent('Coral Bay Resort');
    // The sheet fits the phone.
    await expect(sheet.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Logout from the sheet. */
export const CollapsedLogout: Story = {
  ...atViewport('narrowPhone'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The bar in the dark scheme (ADR 0036): axe checks its contrast on the dark surface. */
export const Dark: Story = inDark<Story>({
  play: async (context) => {
    await expectDarkPage();
    await Default.play?.(context);
  },
});

/** The open sheet in the dark scheme at a phone's width, with the Appearance choice at its foot. */
export const CollapsedOpenDark: Story = inDark<Story>({
  ...atViewport('phone'),
  args: { currentPath: '/facilities', account: { name: 'Jane Doe', company: 'Coral Bay Resort', onLogout, appearance: { value: 'dark', onChange: fn() } } },
  play: async ({ canvasElement, args }) => {
    await expectDarkPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const appearance = within(sheet).getByRole('radiogroup', { name: 'Appearance' });
    await expect(within(appearance).getByRole('radio', { name: 'Dark' })).toBeChecked();
    // Keyboard: the arrows move the choice, as in any radio group.
    within(appearance).getByRole('radio', { name: 'Dark' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.account?.appearance?.onChange).toHaveBeenLastCalledWith('light');
  },
});

/** A live count on an item (e.g. new requests): the closed menu's group shows it, described, not renamed. */
const withBadge: NavGroup[] = [
  ...groups.slice(0, 2),
  {
    label: 'Requests',
    items: [
      { label: 'Slots', href: '/requests/slots' },
      { label: 'Requests', href: '/requests/bookings', badge: { count: 3, label: '3 new requests' } },
    ],
  },
];

/** The group's button carries the item's count while its menu is closed; opened, the item shows it too (left open for axe). */
export const WithBadge: Story = {
  args: { groups: withBadge },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const requests = within(nav).getByRole('button', { name: 'Requests' });
    await expect(requests).toHaveAccessibleDescription('3 new requests');
    await expect(requests).toHaveTextContent('Requests3');
    await expect(within(nav).getByRole('button', { name: 'Hotel' })).not.toHaveAttribute('aria-describedby');
    await userEvent.click(requests);
    const menu = await screen.findByRole('menu', { name: 'Requests' });
    const item = within(menu).getByRole('menuitem', { name: 'Requests' });
    await expect(item).toHaveAccessibleDescription('3 new requests');
    await expect(item).toHaveTextContent('Requests3');
    await expect(within(menu).getByRole('menuitem', { name: 'Slots' })).not.toHaveAttribute('aria-describedby');
  },
};

/** At 0 nothing shows: no pill, no description. */
export const WithBadgeAtZero: Story = {
  args: {
    groups: withBadge.map((group) => ({ ...group, items: group.items.map((item) => (item.badge ? { ...item, badge: { count: 0, label: '0 new requests' } } : item)) })),
  },
  play: async ({ canvasElement }) => {
    const requests = within(canvasElement).getByRole('button', { name: 'Requests' });
    await expect(requests).not.toHaveAttribute('aria-describedby');
    await expect(requests).toHaveTextContent(/^Requests$/);
  },
};

/** A tablet (768 px, below the bar's 900 px): the Menu button carries the count. */
export const WithBadgeTablet: Story = {
  ...atViewport('tablet'),
  args: { groups: withBadge, currentPath: '/requests/slots' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveAccessibleDescription('3 new requests');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A phone: the Menu button carries the count; the sheet's link shows its own (left open for axe). */
export const WithBadgeCollapsed: Story = {
  ...atViewport('phone'),
  args: { groups: withBadge, currentPath: '/facilities' },
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAccessibleDescription('3 new requests');
    await userEvent.click(menuButton);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const link = within(within(sheet).getByRole('region', { name: 'Requests' })).getByRole('link', { name: 'Requests' });
    await expect(link).toHaveAccessibleDescription('3 new requests');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The count in the dark scheme: axe checks the pill's contrast on the dark bar. */
export const WithBadgeDark: Story = inDark<Story>({
  args: { groups: withBadge },
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(within(canvasElement).getByRole('button', { name: 'Requests' })).toHaveAccessibleDescription('3 new requests');
  },
});
