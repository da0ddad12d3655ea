/** The logged-in frame over the mock API: menus by permission, not found, an expired session. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG } from '@atoll/contract';
import { BUSY_RESORT, handlers, handlersWith, resetMockStore, unauthorized } from '@atoll/mocks';
import { ScreenStoryApp } from '../test/ScreenStoryApp';
import { clearLiveAnnouncer } from '../test/liveAnnouncer';
import { storyViewport } from '#test/storyViewport.ts';

const meta = {
  title: 'Console/Shell',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator: Hotel, Guests, Requests and Admin with Settings and Users. */
export const AdministratorMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Admin' }));
    // On a loaded CI runner the menu once took more than findBy's default 1 s to appear (it passed on the retry).
    const menu = await screen.findByRole('menu', { name: 'Admin' });
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Map' })).toBeNull();
    clearLiveAnnouncer();
  },
};

/** Staff 'nadia': no Admin group; her name and company in the user menu. */
export const StaffMenu: Story = {
  args: { as: 'staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `${BUSY_RESORT.staff.name} ${BUSY_RESORT.name}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Admin' })).toBeNull();
    clearLiveAnnouncer();
  },
};

/** Any unknown path of the logged-in area. */
export const PageNotFound: Story = {
  args: { path: '/no/such/screen' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: MSG.pageNotFound })).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The server no longer knows the session: the notice, then the login screen. */
export const SessionExpired: Story = {
  parameters: { msw: { handlers: handlersWith(unauthorized('get', 'auth/me')) } },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText(MSG.sessionInvalid)).toBeVisible();
    await expect(await within(canvasElement).findByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** A phone, 390 px wide (addon-vitest sizes the browser from `globals.viewport`). */
const phone = storyViewport('phone', 390, { height: 844, label: 'Phone 390', type: 'mobile' });

/**
 * On a phone the menu is one Menu button. Keyboard only: Tab to it, Enter opens the sheet on the page's
 * section (Facilities is the current page), Escape closes it and focus is back on Menu; Enter on a link goes there.
 */
export const PhoneMenuKeyboard: Story = {
  ...phone,
  args: { path: '/hotel/facilities' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Menu' });
    await expect(canvas.queryByRole('button', { name: 'Hotel' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(within(sheet).getByRole('link', { name: 'Facilities' })).toHaveAttribute('aria-current', 'page');
    await expect(sheet).toHaveTextContent(BUSY_RESORT.admin.name);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    // Focus goes back to the button once the sheet has closed, which can be a frame after it has left the page.
    await waitFor(() => expect(menu).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    within(again).getByRole('link', { name: 'Banners' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    clearLiveAnnouncer();
  },
};

/** The open sheet on a phone, left open for axe. */
export const PhoneMenuOpen: Story = {
  ...phone,
  args: { path: '/admin/users' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(within(sheet).getByRole('button', { name: 'Logout' })).toBeVisible();
    clearLiveAnnouncer();
  },
};
