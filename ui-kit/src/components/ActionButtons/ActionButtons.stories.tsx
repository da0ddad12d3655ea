import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../../test-utils';
import { ActionButtons, readableActionColors, type ActionItem } from './ActionButtons';

/** The promise of the last press, settled by the play function. */
let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
const sendAction = fn(
  (status: string) =>
    new Promise<string>((resolve, reject) => {
      settle = { resolve: () => resolve(status), reject };
    }),
);

const actions: ActionItem[] = [
  { status: 'confirmed', text: 'Confirm' },
  // 5.9:1: the server's colours are used.
  { status: 'cancelled', text: 'Cancel Booking', color: '#FFFFFF', background: '#C53030' },
  // White on yellow is 1.4:1: the kit's secondary tone is used instead.
  { status: 'completed', text: 'Complete', color: '#FFFFFF', background: '#F6E05E' },
];

const meta = {
  title: 'Kit/ActionButtons',
  component: ActionButtons,
  tags: ['autodocs'],
  args: { label: 'Actions', actions, main: 'confirmed', onAction: sendAction },
  beforeEach: () => {
    sendAction.mockClear();
  },
} satisfies Meta<typeof ActionButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(within(canvasElement).getByRole('group', { name: 'Actions' })).getByRole('button', { name });

/** A press sends its status; until the answer every button ignores presses; then all work again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvasElement, 'Confirm'));
    await expect(sendAction).toHaveBeenCalledTimes(1);
    await expect(sendAction).toHaveBeenLastCalledWith('confirmed');
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(button(canvasElement, /Confirm/)).toHaveAttribute('aria-disabled', 'true');
    await expect(button(canvasElement, 'Cancel Booking')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button(canvasElement, 'Cancel Booking'));
    await userEvent.click(button(canvasElement, /Confirm/));
    await expect(sendAction).toHaveBeenCalledTimes(1);
    settle.resolve();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(button(canvasElement, 'Cancel Booking')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button(canvasElement, 'Cancel Booking'));
    await expect(sendAction).toHaveBeenLastCalledWith('cancelled');
    settle.resolve();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    clearLiveAnnouncer();
  },
};

/** Readable server colours are used; a pair under 4.5:1 falls back to the kit's tone (axe checks both). */
export const ServerColours: Story = {
  play: async ({ canvasElement }) => {
    const cancel = getComputedStyle(button(canvasElement, 'Cancel Booking'));
    await expect(cancel.backgroundColor).toBe('rgb(197, 48, 48)');
    await expect(cancel.color).toBe('rgb(255, 255, 255)');
    const complete = getComputedStyle(button(canvasElement, 'Complete'));
    await expect(complete.backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(complete.color).toBe('rgb(26, 32, 44)');
    await expect(button(canvasElement, 'Confirm')).toHaveAttribute('data-variant', 'primary');
    await expect(button(canvasElement, 'Complete')).toHaveAttribute('data-variant', 'secondary');
    await expect(readableActionColors({ color: 'white', background: '#000000' })).toBeUndefined();
    await expect(readableActionColors({ color: '#FFF', background: '#276749' })).toEqual({ color: '#FFF', background: '#276749' });
  },
};

/** Tab and Enter/Space only: a second action while the first is in flight is ignored. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(button(canvasElement, 'Confirm')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(sendAction).toHaveBeenCalledTimes(1);
    await expect(sendAction).toHaveBeenLastCalledWith('confirmed');
    // The pending button keeps focus (React Aria's isPending), so Tab goes on from it.
    await userEvent.tab();
    await expect(button(canvasElement, 'Cancel Booking')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(sendAction).toHaveBeenCalledTimes(1);
    settle.resolve();
    await waitFor(() => expect(button(canvasElement, 'Cancel Booking')).not.toHaveAttribute('aria-disabled'));
    await userEvent.keyboard(' ');
    await expect(sendAction).toHaveBeenLastCalledWith('cancelled');
    settle.resolve();
    await waitFor(() => expect(within(canvasElement).queryByRole('progressbar')).toBeNull());
    clearLiveAnnouncer();
  },
};

/** A refused action ends the pending state too; the caller shows the error. */
export const Rejected: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Complete'));
    settle.reject(new Error('Conflict'));
    await waitFor(() => expect(within(canvasElement).queryByRole('progressbar')).toBeNull());
    await userEvent.click(button(canvasElement, 'Confirm'));
    await expect(sendAction).toHaveBeenCalledTimes(2);
    settle.resolve();
    await waitFor(() => expect(within(canvasElement).queryByRole('progressbar')).toBeNull());
    clearLiveAnnouncer();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const name of ['Confirm', 'Cancel Booking', 'Complete']) await expect(button(canvasElement, name)).toBeDisabled();
  },
};

/** No actions (a finished booking): nothing is drawn. */
export const NoActions: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};
