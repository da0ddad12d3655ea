import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@atoll/contract';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';

const CHALLENGE_URL = '/storybook/altcha/challenge';

/** A real, signed, low-cost challenge (one SHA-256 round, one-byte prefix): solved in milliseconds. */
const challengeHandler = http.get(CHALLENGE_URL, async () =>
  HttpResponse.json(
    await createChallenge({ algorithm: 'SHA-256', cost: 1, keyPrefix: '00', deriveKey, hmacSignatureSecret: 'storybook-only' }),
  ),
);

/** Shows the token the way a form would hold it, so the play can see it arrive. */
function WithToken(args: CaptchaFieldProps) {
  const [token, setToken] = useState<string | null>(null);
  return (
    <div>
      <CaptchaField
        {...args}
        onChange={(value) => {
          setToken(value);
          args.onChange(value);
        }}
      />
      <p>{token ? 'Token received' : 'No token yet'}</p>
    </div>
  );
}

const meta = {
  title: 'Kit/CaptchaField',
  component: CaptchaField,
  tags: ['autodocs'],
  args: { provider: 'altcha', challengeUrl: CHALLENGE_URL, onChange: fn() },
  parameters: { msw: { handlers: [challengeHandler] } },
  render: (args) => <WithToken {...args} />,
} satisfies Meta<typeof CaptchaField>;
export default meta;
type Story = StoryObj<typeof meta>;

const widgetCheckbox = async (canvasElement: HTMLElement) => {
  const widget = await waitFor(() => {
    const element = canvasElement.querySelector('altcha-widget');
    const root = (element?.shadowRoot ?? element) as HTMLElement | null;
    const box = root?.querySelector('input[type="checkbox"]');
    if (!box) throw new Error('ALTCHA widget not ready');
    return box as HTMLInputElement;
  }); // the widget module is imported lazily on first render
  return widget;
};

export const Altcha: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Captcha' })).toBeVisible();
    await expect(canvas.getByText('No token yet')).toBeVisible();
    await userEvent.click(await widgetCheckbox(canvasElement));
    await waitFor(() => expect(canvas.getByText('Token received')).toBeVisible());
    const token = (args.onChange as unknown as { mock: { calls: [string | null][] } }).mock.calls.at(-1)?.[0];
    // The token is the widget's base64 payload: the challenge and its solution.
    const payload = JSON.parse(atob(token ?? '')) as { challenge?: unknown; solution?: unknown };
    await expect(payload.challenge).toBeDefined();
    await expect(payload.solution).toBeDefined();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = await widgetCheckbox(canvasElement);
    box.focus();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(canvasElement).getByText('Token received')).toBeVisible());
  },
};

export const WithError: Story = {
  args: { errorMessage: MSG.captchaNotCompleted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Captcha Not Completed');
    await expect(canvas.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription('Captcha Not Completed');
  },
};
