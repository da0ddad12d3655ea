import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MSG } from '@atoll/contract';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmationHost } from './ConfirmationHost';
import { requestConfirmation, type ConfirmationRequest } from './confirmationStore';

/** Stands in for code outside React: it awaits the answer and shows it. */
function Caller({ request }: { request: ConfirmationRequest }) {
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button onPress={async () => setAnswer(String(await requestConfirmation(request)))}>Save room</Button>
      <p>Answer: {answer}</p>
      <ConfirmationHost />
    </>
  );
}

const meta = {
  title: 'Kit/ConfirmationHost',
  component: ConfirmationHost,
  tags: ['autodocs'],
  render: () => <Caller request={{}} />,
} satisfies Meta<typeof ConfirmationHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CONFIRMATION_REQUIRED without a server message: the spec's defaults. */
export const DefaultTexts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save room' }));
    const dialog = await screen.findByRole('alertdialog', { name: MSG.confirmationRequired });
    await expect(dialog).toHaveTextContent(MSG.confirmDefault);
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.confirmButton }));
    await expect(await canvas.findByText('Answer: true')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The server's message and button text win. */
export const ServerTexts: Story = {
  render: () => <Caller request={{ message: 'Room 101 is occupied. Move the guest?', confirmLabel: 'Move guest' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save room' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation Required' });
    await expect(dialog).toHaveTextContent('Room 101 is occupied. Move the guest?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Answer: false')).toBeVisible();
  },
};

/** Keyboard only: Escape answers false. */
export const EscapeDeclines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Answer: false')).toBeVisible();
  },
};

/** Where 'Cancel' would name both buttons (cancelling a booking), the way out says what it keeps; it answers false. */
export const OwnCancelLabel: Story = {
  render: () => <Caller request={{ title: 'Cancel booking #3?', message: 'This cannot be undone.', confirmLabel: 'Cancel Booking', cancelLabel: 'Keep Booking', tone: 'danger' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save room' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel booking #3?' });
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await expect(await canvas.findByText('Answer: false')).toBeVisible();
  },
};
