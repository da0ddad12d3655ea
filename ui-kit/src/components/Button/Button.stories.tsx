import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Plus } from 'lucide-react';
import { Button } from './Button';
import { clearLiveAnnouncer } from '../../test-utils';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { createTheme, cssRgb } from '../../theme';

const meta = {
  title: 'Kit/Button',
  component: Button,
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  args: { children: 'Save', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Link: Story = {
  args: { variant: 'link', children: 'Sign up' },
  play: async ({ canvasElement }) => {
    // Even the inline link button is a 24 px tall target (WCAG 2.2 target size).
    const box = within(canvasElement).getByRole('button', { name: 'Sign up' }).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

/** A leading lucide icon; decorative, so the name stays the text. */
export const WithIcon: Story = {
  args: { children: (<><Plus aria-hidden="true" />Add Facility</>) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add Facility' })).toBeVisible();
  },
};

/** Hover darkens the fill a step; the focus ring is the focusRing token. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    const resting = getComputedStyle(button).backgroundColor;
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).not.toBe(resting));
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // While pending RAC names the button after its label plus the spinner's label.
    const button = canvas.getByRole('button', { name: /Save/ });
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Every variant in the dark scheme (ADR 0036); axe checks each label's contrast. The primary fill is
 * the brand colour lightened under near-black text (in light it darkens under white).
 */
export const DarkVariants: Story = inDark<Story>({
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args}>Save</Button>
      <Button {...args} variant="secondary">Cancel</Button>
      <Button {...args} variant="danger">Delete</Button>
      <Button {...args} variant="link">Learn more</Button>
      <Button {...args} isDisabled>Disabled</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    const dark = createTheme(undefined, 'dark').color;
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveStyle({
      backgroundColor: cssRgb(dark.actionPrimary),
      color: cssRgb(dark.onActionPrimary),
    });
    await expect(within(canvasElement).getByRole('button', { name: 'Learn more' })).toHaveStyle({ color: cssRgb(dark.actionPrimaryText) });
  },
});
