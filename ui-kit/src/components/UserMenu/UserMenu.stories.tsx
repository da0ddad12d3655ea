import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu';
import { expectDarkPage, inDark } from '../../foundations/darkStories';

const meta = {
  title: 'Kit/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  args: { userName: 'Jane Doe', companyName: 'Coral Bay Resort', onLogout: fn() },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Jane Doe/ });
    await expect(trigger).toHaveTextContent('Jane Doe');
    await expect(trigger).toHaveTextContent('Coral Bay Resort');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: Tab, Enter opens the menu on Logout, Enter logs out. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/**
 * Appearance: a titled group of three checkable items above Logout; the current one is checked
 * (menuitemradio, aria-checked) and choosing another reports it.
 */
export const Appearance: Story = {
  args: { appearance: { value: 'system', onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Doe/ }));
    const menu = await screen.findByRole('menu');
    const group = within(menu).getByRole('group', { name: 'Appearance' });
    const options = within(group).getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual(['System', 'Light', 'Dark']);
    await expect(within(group).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(group).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'false');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.appearance?.onChange).toHaveBeenLastCalledWith('dark');
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Enter opens the menu, the arrows reach Light, Enter chooses it and the menu closes. */
export const AppearanceKeyboard: Story = {
  args: { appearance: { value: 'dark', onChange: fn() } },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.appearance?.onChange).toHaveBeenLastCalledWith('light');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** The open menu in the dark scheme, left open for axe: Dark is checked. */
export const AppearanceDark: Story = inDark<Story>({
  args: { appearance: { value: 'dark', onChange: fn() } },
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Doe/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  },
});
