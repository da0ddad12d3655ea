/** Activation over the mock API: loading, ready, too-short password, server failure, bad token. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG, STATUS_MESSAGES } from '@atoll/contract';
import { BUSY_RESORT, handlers, handlersWith, resetMockStore, serverError, slow } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';

const meta = {
  title: 'Console/ActivationPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: `/auth/activate?token=${BUSY_RESORT.tokens.activation}`, as: null },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Loading' until the invited user is found. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersWith(slow('get', 'auth/activate', 60_000)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: MSG.loading })).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** Hawwa's invitation: read-only domain and username, a new password to choose. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Company Domain' })).toHaveValue(BUSY_RESORT.domain);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue(BUSY_RESORT.invited.username);
    clearLiveAnnouncer();
  },
};

/** A password under 8 characters. */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New Password\*?$/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate Account' }));
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The server fails on activation: the message stays on the form. */
export const ServerFailure: Story = {
  parameters: { msw: { handlers: handlersWith(serverError('post', 'auth/activate')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New Password\*?$/), 'hawwa-new-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate Account' }));
    await expect(await canvas.findByText(STATUS_MESSAGES[500])).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** An unknown token silently leads to / — logged out, that is the login screen. */
export const InvalidToken: Story = {
  args: { path: '/auth/activate?token=no-such-token' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    clearLiveAnnouncer();
  },
};
