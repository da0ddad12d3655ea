/** 'Forgot password?' and the reset page over the mock API (issue 18): the request, sent, a good link, a bad one, at 1440/768/390. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG, PASSWORD_RESET_TEXT, PASSWORD_RESET_TTL_MS, PASSWORD_RULE_TEXT } from '@atoll/contract';
import { BUSY_RESORT, handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';
import { storyViewport } from '#test/storyViewport.ts';

const RESET_TOKEN = 'story-reset-token-nadia';

const meta = {
  title: 'Console/PasswordReset',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/auth/forgot-password', as: null },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
    mockDb.passwordResets.set(RESET_TOKEN, { user_id: BUSY_RESORT.staff.id, expires_at: Date.now() + PASSWORD_RESET_TTL_MS });
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Company and username or e-mail; what happens if the account has no e-mail; back to Login. */
export const Forgot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: PASSWORD_RESET_TEXT.forgotTitle, level: 1 })).toBeVisible();
    // The form loads on first use (ADR 0059), after the heading.
    await expect(await canvas.findByRole('textbox', { name: PASSWORD_RESET_TEXT.identifierLabel })).toBeVisible();
    await expect(canvas.getByText(PASSWORD_RESET_TEXT.noEmail)).toBeVisible();
    await expect(canvas.getByRole('link', { name: PASSWORD_RESET_TEXT.backToLogin })).toHaveAttribute('href', '/login');
    clearLiveAnnouncer();
  },
};
export const ForgotTablet: Story = { ...Forgot, ...storyViewport('tablet', 768) };
export const ForgotPhone: Story = { ...Forgot, ...storyViewport('phone', 390) };

/** Sent: the same answer whether or not the account exists. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Company' }), BUSY_RESORT.domain);
    await userEvent.type(canvas.getByRole('textbox', { name: PASSWORD_RESET_TEXT.identifierLabel }), 'nobody-at-all{Enter}');
    await expect(await canvas.findByText(PASSWORD_RESET_TEXT.linkSent)).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The e-mailed link: whose password, the rule before any error, a new password. */
export const Reset: Story = {
  args: { path: `/auth/reset-password?token=${RESET_TOKEN}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Username' })).toHaveValue(BUSY_RESORT.staff.username);
    await expect(canvas.getByRole('textbox', { name: 'Company Domain' })).toHaveValue(BUSY_RESORT.domain);
    await expect(canvas.getByText(PASSWORD_RULE_TEXT)).toBeVisible();
    clearLiveAnnouncer();
  },
};
export const ResetTablet: Story = { ...Reset, ...storyViewport('tablet', 768) };
export const ResetPhone: Story = { ...Reset, ...storyViewport('phone', 390) };

/** A password under 8 characters: the rule as the error. */
export const ResetTooShort: Story = {
  args: Reset.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New Password\*?$/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: PASSWORD_RESET_TEXT.resetButton }));
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** An expired or used link says so and offers a new one. */
export const LinkExpired: Story = {
  args: { path: '/auth/reset-password?token=expired-or-used' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PASSWORD_RESET_TEXT.linkInvalid)).toBeVisible();
    await expect(canvas.getByRole('link', { name: PASSWORD_RESET_TEXT.requestNewLink })).toHaveAttribute('href', '/auth/forgot-password');
    await expect(canvas.queryByText(MSG.loading)).toBeNull();
    clearLiveAnnouncer();
  },
};
