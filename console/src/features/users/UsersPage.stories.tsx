/** Admin › Users over the mock API: the list, its empty, loading and failed states, the drawer's tabs, Add User, Set Password. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MDV_MOBILE_PREFIX, MSG, STATUS_MESSAGES, RANDOM_PASSWORD_LENGTH } from '@atoll/contract';
import { BUSY_RESORT, handlers, handlersWith, resetMockStore, serverError, slow } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';

const { staff, owner } = BUSY_RESORT;

const meta = {
  title: 'Console/UsersPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/admin/users', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Users' });

/** 35 staff, ten a page, sorted by name, with their status and last update. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await expect(await within(table).findByRole('row', { name: new RegExp(owner.name) })).toHaveTextContent('General Manager');
    await expect(within(canvasElement).getByText('35 rows')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add User' })).toBeVisible();
  },
};

/** A search that matches nobody. */
export const NoMatch: Story = {
  args: { path: '/admin/users?q_name=nobody-by-this-name' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users match the search')).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody-by-this-name');
  },
};

/** While the page loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersWith(slow('get', 'users', 60_000)) } },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await expect(await within(table).findByRole('progressbar', { name: MSG.loading })).toBeVisible();
  },
};

/** The list fails to load: the error card with its reference and Retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: handlersWith(serverError('get', 'users')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect(canvas.getByText(/^REF-/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: MSG.retry })).toBeVisible();
  },
};

/** ?user=103: Nadia's drawer on Basic Information; Username cannot be changed. */
export const UserDetails: Story = {
  args: { path: `/admin/users?user=${staff.id}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: staff.name });
    await expect(within(drawer).getByRole('tab', { name: 'Basic Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(drawer).getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
  },
};

/** Set Inactive on an active user: 'Successfully Updated', and the action turns into Set Active. The mobile shows beside +960. */
export const SetInactive: Story = {
  args: { path: `/admin/users?user=${staff.id}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: staff.name });
    await expect(within(drawer).getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription(`Sent with the prefix ${MDV_MOBILE_PREFIX}`);
    await userEvent.click(within(drawer).getByRole('button', { name: LABEL.setInactive }));
    await expect(await screen.findByText(MSG.successfullyUpdated)).toBeVisible();
    await expect(await within(drawer).findByRole('button', { name: LABEL.setActive })).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** An edit shows the save bar. */
export const UnsavedEdit: Story = {
  args: { path: `/admin/users?user=${staff.id}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: staff.name });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Designation' }), ' (acting)');
    await expect(await screen.findByRole('toolbar', { name: 'Unsaved changes' })).toBeVisible();
  },
};

/** ?tab=permissions: the catalogue by group; 'Company owner' is owner-level and locked. */
export const Permissions: Story = {
  args: { path: `/admin/users?user=${staff.id}&tab=permissions` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: staff.name });
    await expect(await within(drawer).findByRole('switch', { name: 'Manage campaigns' })).toBeChecked();
    await expect(within(drawer).getByRole('switch', { name: 'Company owner' })).toBeDisabled();
  },
};

/** The owner: every permission held and none editable. */
export const OwnerPermissions: Story = {
  args: { path: `/admin/users?user=${owner.id}&tab=permissions` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: owner.name });
    const switches = await within(drawer).findAllByRole('switch');
    for (const control of switches) await expect(control).toBeDisabled();
  },
};

/** Set Password opens with a generated 12-character password. */
export const SetPassword: Story = {
  args: { path: `/admin/users?user=${staff.id}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: staff.name });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Set Password' }));
    const dialog = await screen.findByRole('dialog', { name: `Set Password: ${staff.name}` });
    await waitFor(() => expect((within(dialog).getByLabelText(/^New Password/) as HTMLInputElement).value).toHaveLength(RANDOM_PASSWORD_LENGTH));
  },
};

/** ?user=new: Add User, refusing empty required fields. */
export const AddUser: Story = {
  args: { path: '/admin/users?user=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(within(drawer).getAllByText(MSG.fieldRequired).length).toBeGreaterThanOrEqual(3));
  },
};

/** Staff without company-administrator: the screen refuses. */
export const NotAnAdministrator: Story = {
  args: { as: 'staff' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(STATUS_MESSAGES[403])).toBeVisible();
  },
};
