import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound';

const navigate = fn();

const meta = {
  title: 'Kit/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: MSG.pageNotFound })).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Go to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

/** Keyboard only: Tab to the link, Enter goes home. */
export const Keyboard: Story = {
  args: { href: '/dashboard' },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/dashboard', undefined);
  },
};
