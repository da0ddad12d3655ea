/** Admin › Settings over the mock API: a busy resort, a new company (empty states), failures and loading. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG, STATUS_MESSAGES } from '@atoll/contract';
import { BUSY_RESORT, handlers, handlersWith, resetMockStore, serverError, slow } from '@atoll/mocks';
import { MANUAL_ROOMS_TITLE } from './ManualRooms';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';

const meta = {
  title: 'Console/SettingsPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/admin/settings', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;


/** Coral Atoll Resort: its name, colour, logo, six languages and a connected PMS. */
export const BusyResort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Property Name' })).toHaveValue(BUSY_RESORT.name);
    await expect(canvas.getByRole('radio', { name: '#319795' })).toBeChecked();
    await expect(await canvas.findByRole('switch', { name: 'Deutsch' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'English' })).toBeDisabled();
    await expect(await canvas.findByText('Opera Cloud PMS')).toBeVisible();
  },
};

/** A company that has just signed up: no logo, English only, and no PMS integration. */
export const NewCompany: Story = {
  args: { scenario: 'newCompany' },
  beforeEach: () => {
    resetMockStore('newCompany');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MSG.noPmsIntegrations)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Deutsch' })).not.toBeChecked();
    await expect(within(await canvas.findByRole('group', { name: 'Property Logo' })).queryByRole('img')).toBeNull();
  },
};

/** Set Manual Rooms opens prefilled, one room number per line. */
export const ManualRoomsModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: MANUAL_ROOMS_TITLE }));
    const dialog = await screen.findByRole('dialog', { name: MANUAL_ROOMS_TITLE });
    const numbers = await within(dialog).findByRole('textbox', { name: 'Room numbers' });
    await expect(numbers).toHaveValue(BUSY_RESORT.manualRooms.join('\n'));
  },
};

/** The settings, the languages and the PMS list fail to load: each section offers Retry. */
export const LoadFailures: Story = {
  parameters: { msw: { handlers: handlersWith(serverError('get', 'user/settings'), serverError('get', 'languages'), serverError('get', 'pms')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(STATUS_MESSAGES[500])).toHaveLength(3));
    await expect(canvas.getAllByRole('button', { name: MSG.retry })).toHaveLength(3);
  },
};

/** While the sections load, each says so. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersWith(slow('get', 'languages', 60_000), slow('get', 'pms', 60_000)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading languages' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading PMS integrations' })).toBeVisible();
  },
};

/** Staff without company-administrator: the screen refuses. */
export const NotAnAdministrator: Story = {
  args: { as: 'staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(STATUS_MESSAGES[403])).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Property Name' })).toBeNull();
  },
};
