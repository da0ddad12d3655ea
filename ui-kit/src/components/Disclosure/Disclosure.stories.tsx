import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Kit/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  args: {
    title: 'More settings',
    summary: 'E-mails, remarks, app bookings',
    onExpandedChange: fn(),
    children: <TextField label="Booking E-mails" />,
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger names the section and says what is inside; the fields are hidden. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /More settings/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('E-mails, remarks, app bookings');
    await expect(within(canvasElement).queryByRole('textbox', { name: 'Booking E-mails' })).toBeNull();
  },
};

/** A click opens it and shows the fields; a second click closes it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /More settings/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Booking E-mails' })).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard: Tab reaches the trigger, Enter opens, Tab goes into the fields, Shift+Tab back and Space closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /More settings/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Booking E-mails' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open from the start (defaultExpanded), e.g. when a field inside has an error. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Booking E-mails' })).toBeVisible();
  },
};
