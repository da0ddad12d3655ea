import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';

function Widget({ broken }: { broken: boolean }) {
  if (broken) throw new Error('Cannot read properties of undefined');
  return <p>Widget works</p>;
}

/** A screen whose widget can be broken on demand; Retry repairs it before rendering again. */
function Playground({ onError }: Pick<ErrorBoundaryProps, 'onError'>) {
  const [broken, setBroken] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setBroken(true)}>
        Break widget
      </Button>
      <ErrorBoundary onError={onError} onReset={() => setBroken(false)}>
        <Widget broken={broken} />
      </ErrorBoundary>
    </>
  );
}

const meta = {
  title: 'Kit/ErrorBoundary',
  component: ErrorBoundary,
  tags: ['autodocs'],
  args: { onError: fn(), children: null },
  render: (args) => <Playground onError={args.onError} />,
} satisfies Meta<typeof ErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RenderFailure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Widget works')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Break widget' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: MSG.renderFailure })).toBeVisible();
    await expect(alert).toHaveTextContent(/REF-[0-9A-F]{8}/);
    // The app logs the same reference the user reads.
    await expect(args.onError).toHaveBeenCalledTimes(1);
    const [error, reference] = (args.onError as ReturnType<typeof fn>).mock.calls[0] as [Error, string];
    await expect(error.message).toBe('Cannot read properties of undefined');
    await expect(alert).toHaveTextContent(`REF-${reference}`);
  },
};

/** Keyboard only: Retry renders the repaired widget again. */
export const RetryRecovers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('alert');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: MSG.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Widget works')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
