/** Login over the mock API: empty, prefilled, invalid, wrong credentials, server failure, success. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FORGOT_PASSWORD_LINK, MSG, SIGNUP_NEXT_STEPS, STATUS_MESSAGES } from '@atoll/contract';
import { addFailure, LOGIN_THROTTLE, loginThrottleKeys } from '@atoll/contract/domain';
import { handlers, handlersWith, mockDb, resetMockStore, scenarioCredentials, serverError } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';

const meta = {
  title: 'Console/LoginPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/login', as: null },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  const { company, username } = scenarioCredentials.busyResort.staff;
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Company' }), company);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(canvas.getByLabelText(/^Password\*?$/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

/** Company, Username, Password, Login and the way to sign up. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: FORGOT_PASSWORD_LINK })).toHaveAttribute('href', '/auth/forgot-password');
    clearLiveAnnouncer();
  },
};

/** Right after sign-up (?created=1): 'Company Created' and the next steps above the prefilled form. */
export const AfterSignup: Story = {
  args: { path: '/login?company=sunset-beach&username=aisha&created=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = await canvas.findByRole('region', { name: `${MSG.companyCreated}: ${SIGNUP_NEXT_STEPS.title}` });
    await expect(within(steps).getByText(SIGNUP_NEXT_STEPS.steps[1])).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('sunset-beach');
    clearLiveAnnouncer();
  },
};

/** After sign-up: ?company= and ?username= fill the form. */
export const Prefilled: Story = {
  args: { path: '/login?company=coral-atoll&username=nadia' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Company' })).toHaveValue('coral-atoll');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('nadia');
    clearLiveAnnouncer();
  },
};

/** Nothing typed: the spec's three messages. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText(MSG.loginCompany)).toBeVisible();
    await expect(canvas.getByText(MSG.loginUsername)).toBeVisible();
    await expect(canvas.getByText(MSG.loginPassword)).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The server refuses the credentials: its message is shown on the form. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'not-her-password');
    await expect(await within(canvasElement).findByText(MSG.loginFailed)).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The server fails: the catalogue's message under the form. */
export const ServerFailure: Story = {
  parameters: { msw: { handlers: handlersWith(serverError('post', 'auth/login')) } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, scenarioCredentials.busyResort.staff.password);
    await expect(await within(canvasElement).findByText(STATUS_MESSAGES[500])).toBeVisible();
    clearLiveAnnouncer();
  },
};

/**
 * After many failed logins of this account (from anywhere) the server asks for a solved captcha
 * (ADR 0032): the form shows it with the reason, the user ticks it and logs in. Nobody is locked out.
 */
export const AskedForCaptcha: Story = {
  beforeEach: () => {
    const { company, username } = scenarioCredentials.busyResort.staff;
    const { account } = loginThrottleKeys(company, username, 'elsewhere');
    let count = addFailure(undefined, Date.now());
    for (let i = 1; i < LOGIN_THROTTLE.accountChallengeAfter; i += 1) count = addFailure(count, Date.now());
    mockDb.loginFailures.set(account, count);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, scenarioCredentials.busyResort.staff.password);
    await expect(await canvas.findByRole('group', { name: 'Captcha' })).toBeVisible();
    await expect(canvas.getByText(MSG.loginChallenge)).toBeVisible();
    const box = await waitFor(() => {
      const widget = canvasElement.querySelector('altcha-widget');
      const checkbox = (widget?.shadowRoot ?? widget)?.querySelector('input[type="checkbox"]');
      if (!checkbox) throw new Error('ALTCHA widget not ready');
      return checkbox as HTMLInputElement;
    });
    await userEvent.click(box);
    await waitFor(() => expect(canvas.queryByText(MSG.loginChallenge)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await screen.findByText(MSG.loginSuccessful)).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** Success: 'Login Successful' with 'Welcome to Atoll', then home. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, scenarioCredentials.busyResort.staff.password);
    await expect(await screen.findByText(MSG.loginSuccessful)).toBeVisible();
    await expect(screen.getByText(MSG.welcome)).toBeVisible();
    await expect(await within(canvasElement).findByRole('navigation', { name: 'Main' })).toBeVisible();
    clearLiveAnnouncer();
  },
};
