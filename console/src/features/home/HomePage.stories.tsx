/** Home over the mock API: the guest-app QR card for an established resort and a brand-new company. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { APP_STORE_URL, GOOGLE_PLAY_URL, guestAppLink } from '@atoll/contract';
import { BUSY_RESORT, NEW_COMPANY, handlers, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';

const meta = {
  title: 'Console/HomePage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
    clearLiveAnnouncer();
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Coral Atoll Resort: its QR code, the link as text and the store links. */
export const BusyResort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: BUSY_RESORT.name, level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `QR code for ${guestAppLink(BUSY_RESORT.domain)}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', APP_STORE_URL);
    await expect(canvas.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', GOOGLE_PLAY_URL);
    clearLiveAnnouncer();
  },
};

/** A company that has just signed up sees its own card; nothing else is invented. */
export const NewCompany: Story = {
  args: { scenario: 'newCompany' },
  beforeEach: () => {
    resetMockStore('newCompany');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: NEW_COMPANY.name, level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: guestAppLink(NEW_COMPANY.domain) })).toBeVisible();
    clearLiveAnnouncer();
  },
};
