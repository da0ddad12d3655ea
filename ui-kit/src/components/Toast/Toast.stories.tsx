import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MSG } from '@atoll/contract';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { atViewport } from '../NavBar/storyViewports';
import { ToastRegion, type ToastRegionProps } from './ToastRegion';
import { clearToasts, showToast } from './toastQueue';

const meta = {
  title: 'Kit/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  // The region's code loads with the first toast (ToastRegion). Loaded here first, so that a play's first wait is for
  // the toast, not for Vite serving that module to a busy runner (a CI run at load 11 waited more than the 1 s).
  beforeEach: async () => {
    await import('./ToastList');
    return clearToasts;
  },
  render: (args) => (
    <>
      <Button onPress={() => showToast({ title: MSG.successfullyUpdated, tone: 'success' })}>Save</Button>{' '}
      <Button
        variant="secondary"
        onPress={() => showToast({ title: MSG.errorToast('Network failure'), description: 'Try again later.', tone: 'error', timeout: 0 })}
      >
        Fail
      </Button>{' '}
      <Button variant="secondary" onPress={() => showToast({ title: MSG.passwordCopied, tone: 'info', timeout: 300 })}>
        Copy password
      </Button>
      <ToastRegion {...args} />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('alert')).toHaveTextContent(MSG.successfullyUpdated);
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(MSG.successfullyUpdated)).toBeNull());
  },
};

export const ErrorWithDescription: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Error: Network failure' });
    await expect(toast).toHaveTextContent('Try again later.');
  },
};

export const ClosesAfterTimeout: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy password' }));
    await expect(await screen.findByText(MSG.passwordCopied)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(MSG.passwordCopied)).toBeNull());
  },
};

/** Keyboard only: Enter raises a toast, Tab reaches it, Enter on Dismiss closes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const fail = within(canvasElement).getByRole('button', { name: 'Fail' });
    fail.focus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog', { name: 'Error: Network failure' });
    // The region is rendered at the end of the page: Tab past the last button reaches the toast, then its Dismiss.
    await userEvent.tab();
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // RAC returns focus to the element focused before the region took it.
    await expect(within(canvasElement).getByRole('button', { name: 'Copy password' })).toHaveFocus();
  },
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A drawer is open when a toast comes: the toast sits bottom right, clear of 'More actions' (Delete) and Close, and is announced. */
export const ClearOfTheDrawer: Story = {
  render: (args) => (
    <>
      <Drawer isOpen onOpenChange={() => undefined} title="Spa" onDelete={() => undefined} active onToggleActive={() => undefined}>
        <Button onPress={() => showToast({ title: MSG.successfullyUpdated, tone: 'success', timeout: 0 })}>Save</Button>
      </Drawer>
      <ToastRegion {...args} />
    </>
  ),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Spa' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alertdialog', { name: MSG.successfullyUpdated });
    const box = toast.getBoundingClientRect();
    for (const name of ['More actions', 'Close', 'Set Inactive']) {
      await expect(overlaps(box, within(drawer).getByRole('button', { name }).getBoundingClientRect())).toBe(false);
    }
    await expect(Math.round(window.innerHeight - box.bottom)).toBeGreaterThan(0);
    await expect(Math.round(window.innerHeight - box.bottom)).toBeLessThanOrEqual(24);
  },
};

/** On a phone the toast spans the width at the bottom of the screen. */
export const OnPhone: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const alert = within(region).getByRole('alert');
    await expect(alert).toHaveTextContent(MSG.successfullyUpdated);
    const box = region.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.width).toBeGreaterThan(window.innerWidth - 24);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight - 24);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Raises a toast whose follow-up says on the page that it ran. */
function FollowUp(props: ToastRegionProps) {
  const [opened, setOpened] = useState('nothing');
  return (
    <>
      <Button
        onPress={() =>
          showToast({ title: 'Booking #3 confirmed', tone: 'success', timeout: 0, action: { label: 'Open booking', onAction: () => setOpened('#3') } })
        }
      >
        Confirm
      </Button>
      <p>Opened {opened}</p>
      <ToastRegion {...props} />
    </>
  );
}

/** A toast with a follow-up: its button does the thing and closes the toast; the title is still announced (role alert). */
export const WithAction: Story = {
  render: (args) => <FollowUp {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Booking #3 confirmed' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Booking #3 confirmed');
    // The button's words are not part of what the alert announces.
    await expect(within(toast).getByRole('alert')).not.toHaveTextContent('Open booking');
    await userEvent.click(within(toast).getByRole('button', { name: 'Open booking' }));
    await expect(within(canvasElement).getByText('Opened #3')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The follow-up by keyboard: Tab reaches the toast, then its button before Dismiss; Enter runs it and focus goes back. */
export const WithActionKeyboard: Story = {
  render: WithAction.render,
  play: async ({ canvasElement }) => {
    const confirm = within(canvasElement).getByRole('button', { name: 'Confirm' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog', { name: 'Booking #3 confirmed' });
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Open booking' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByText('Opened #3')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Focus comes back once the overlay has closed, which can be a frame after it has left the page.
    await waitFor(() => expect(confirm).toHaveFocus());
  },
};

/** On a phone the follow-up stays on the toast's line, within the screen. */
export const WithActionOnPhone: Story = {
  ...atViewport('phone'),
  render: WithAction.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Booking #3 confirmed' });
    const button = within(toast).getByRole('button', { name: 'Open booking' }).getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(button.height).toBeGreaterThanOrEqual(24);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A success toast in the dark scheme (ADR 0036). */
export const DarkSuccess: Story = inDark<Story>({
  play: async (context) => {
    await expectDarkPage();
    await Success.play?.(context);
  },
});

/** An error toast with its description in the dark scheme, left open for axe. */
export const DarkError: Story = inDark<Story>({
  play: async (context) => {
    await expectDarkPage();
    await ErrorWithDescription.play?.(context);
  },
});
