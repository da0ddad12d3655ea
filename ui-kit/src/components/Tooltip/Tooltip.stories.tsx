import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Kit/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { content: 'Copies the password to the clipboard', children: <Button variant="secondary">Copy</Button> },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy' });
    await userEvent.hover(button);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Copies the password to the clipboard');
    await expect(button).toHaveAccessibleDescription('Copies the password to the clipboard');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the password to the clipboard');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

export const OnIconButton: Story = {
  args: {
    content: 'Delete this item',
    placement: 'right',
    children: (
      <IconButton aria-label="Delete" variant="danger">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 7h14M9 7V4h6v3M7 7l1 13h8l1-13" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </IconButton>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete this item');
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('Delete this item');
  },
};
