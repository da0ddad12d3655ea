/** The sign-up wizard over the mock API: each step, a taken domain, the missing captcha, countries failing. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MDV_MOBILE_PREFIX, MSG } from '@atoll/contract';
import { BUSY_RESORT, handlers, handlersWith, resetMockStore, serverError } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';

const meta = {
  title: 'Console/SignupPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/signup', as: null },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pasting is a person's action too, and keeps the multi-step stories well inside the test timeout. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function choose(canvasElement: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function companyStep(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Company', level: 2 });
  await choose(canvasElement, /Property Type/, 'Resort');
  await choose(canvasElement, /Number of Rooms/, '1-50');
  await enter(canvas.getByRole('textbox', { name: 'Company Name' }), name);
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
}

async function userStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'User', level: 2 });
  await enter(canvas.getByRole('textbox', { name: 'Name' }), 'Aisha Ahmed');
  await enter(canvas.getByRole('textbox', { name: 'Username' }), 'aisha');
  await enter(canvas.getByLabelText(/^Password\*?$/), 'sunset-pass-2026');
  await enter(canvas.getByRole('textbox', { name: 'Business E-mail' }), 'aisha@sunset.example');
  await enter(canvas.getByRole('textbox', { name: 'Mobile Number' }), '7654321');
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
}

/** Step 1: property type, rooms, country (Maldives by default), name and domain. */
export const CompanyStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Company', level: 2 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Maldives'));
    await enter(canvas.getByRole('textbox', { name: 'Company Name' }), 'Sunset Beach Villas');
    await expect(canvas.getByRole('textbox', { name: 'Company Domain' })).toHaveValue('sunset-beach-villas');
    clearLiveAnnouncer();
  },
};

/** The domain of an existing company is refused and the wizard stays on step 1. */
export const DomainTaken: Story = {
  play: async ({ canvasElement }) => {
    await companyStep(canvasElement, 'Coral Atoll');
    await expect(await within(canvasElement).findByText(MSG.domainTaken(BUSY_RESORT.domain))).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** Step 2: the first user; the mobile number gets +960 for the Maldives. */
export const UserStep: Story = {
  play: async ({ canvasElement }) => {
    await companyStep(canvasElement, 'Sunset Beach Villas');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'User', level: 2 })).toBeVisible();
    await expect(canvas.getByText(`Sent with the prefix ${MDV_MOBILE_PREFIX}`)).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** Step 3: the review and the login details; Create Account without the captcha is refused. */
export const FinishWithoutCaptcha: Story = {
  play: async ({ canvasElement }) => {
    await companyStep(canvasElement, 'Sunset Beach Villas');
    await userStep(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Finish', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Review' })).toHaveTextContent('sunset-beach-villas');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await screen.findByText(MSG.captchaNotCompleted)).toBeVisible();
    await expect(await canvas.findByText(MSG.captchaComplete)).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The country list cannot be loaded: the error toast says so. */
export const CountriesUnavailable: Story = {
  parameters: { msw: { handlers: handlersWith(serverError('get', 'ui/countries')) } },
  play: async () => {
    await expect(await screen.findByText(/^Error: /)).toBeVisible();
    clearLiveAnnouncer();
  },
};
