/**
 * The guest app's Notifications switch (issue 21) as a guest meets it on a phone: each state with its words, and
 * turning it on and off by a click. The real module (setUpPush, push.css) over the stand-ins of testing.ts: a
 * headless browser has no push service, so Notification and PushManager are stubbed.
 */
import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GUEST_PUSH_STORE, GUEST_PUSH_TEXT, type GuestPushState } from '@atoll/contract/guestPush';
import { setUpPush, type PushEnvironment } from './index';
import { fakeNotification, fakePushManager, fakeRegistration, fakeServer } from './testing';

const TEXT = GUEST_PUSH_TEXT.en;

interface NotificationsProps {
  /** The browser's Notification permission when the page opens. */
  permission: NotificationPermission;
  /** What the permission prompt answers. @default 'granted' */
  answer?: NotificationPermission;
  /** The browser: one with the Push API, iPhone Safari outside a Home Screen app, or one without. @default 'push' */
  browser?: 'push' | 'iphone-safari' | 'none';
  /** Whether the server sends Web Push (GET app/push-key has a key). @default true */
  serverKey?: boolean;
}

function environment(browser: NotificationsProps['browser'], notification: ReturnType<typeof fakeNotification>): Partial<PushEnvironment> {
  if (browser === 'iphone-safari') return { Notification: undefined, pushApi: false, ios: true, standalone: false, caches };
  if (browser === 'none') return { Notification: undefined, pushApi: false, ios: false, standalone: false, caches };
  return { Notification: notification, pushApi: true, ios: false, standalone: false, caches };
}

/** The switch in a phone-wide column, as the guest app's Home shows it below the sections. */
function Notifications({ permission, answer = 'granted', browser = 'push', serverKey = true }: NotificationsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Each story starts with nothing registered in this browser.
    void caches.delete(GUEST_PUSH_STORE.cache).then(() => {
      if (cancelled) return;
      const notification = fakeNotification(permission, answer);
      stop = setUpPush(ref.current!, {
        domain: 'coral-atoll',
        language: 'en',
        fetch: fakeServer({ key: serverKey ? undefined : null }).fetch,
        registration: Promise.resolve(fakeRegistration(fakePushManager())),
        environment: environment(browser, notification),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [permission, answer, browser, serverKey]);
  return <div ref={ref} style={{ width: 358, padding: 16, fontFamily: 'system-ui, sans-serif' }} />;
}

const meta = {
  title: 'Guest/Notifications',
  component: Notifications,
  tags: ['autodocs'],
  args: { permission: 'default' },
} satisfies Meta<typeof Notifications>;
export default meta;
type Story = StoryObj<typeof meta>;

const switchIn = (canvas: HTMLElement) => within(canvas).findByRole('switch', { name: TEXT.title });
const settled = (canvas: HTMLElement, state: GuestPushState) =>
  waitFor(() => expect(canvas.querySelector<HTMLElement>('.guest-push')?.dataset.state).toBe(state));

/** Nothing asked yet: off, and a click turns it on (the permission prompt says yes). */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await switchIn(canvasElement);
    await settled(canvasElement, 'off');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXT.state.off);
    await userEvent.click(toggle);
    await settled(canvasElement, 'on');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXT.state.on);
  },
};

/** Turned on: a click turns it off again. */
export const On: Story = {
  args: { permission: 'granted' },
  play: async ({ canvasElement }) => {
    const toggle = await switchIn(canvasElement);
    await settled(canvasElement, 'off');
    await userEvent.click(toggle);
    await settled(canvasElement, 'on');
    await userEvent.click(toggle);
    await settled(canvasElement, 'off');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** The guest closed the prompt without an answer. */
export const PromptClosed: Story = {
  args: { answer: 'default' },
  play: async ({ canvasElement }) => {
    const toggle = await switchIn(canvasElement);
    await settled(canvasElement, 'off');
    await userEvent.click(toggle);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(`${TEXT.state.off}. ${TEXT.dismissed}`));
  },
};

export const Blocked: Story = {
  args: { permission: 'denied' },
  play: async ({ canvasElement }) => {
    const toggle = await switchIn(canvasElement);
    await settled(canvasElement, 'blocked');
    await expect(toggle).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXT.state.blocked);
  },
};

export const AddToHomeScreenFirst: Story = {
  args: { browser: 'iphone-safari' },
  play: async ({ canvasElement }) => {
    const toggle = await switchIn(canvasElement);
    await settled(canvasElement, 'install');
    await expect(toggle).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXT.state.install);
  },
};

export const Unsupported: Story = {
  args: { browser: 'none' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'unsupported');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXT.state.unsupported);
  },
};

/** The server sends no Web Push (no VAPID_* configured). */
export const PropertySendsNone: Story = {
  args: { serverKey: false },
  play: async ({ canvasElement }) => {
    const toggle = await switchIn(canvasElement);
    await settled(canvasElement, 'off');
    await userEvent.click(toggle);
    await settled(canvasElement, 'unavailable');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXT.state.unavailable);
  },
};
