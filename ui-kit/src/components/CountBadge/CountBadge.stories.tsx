import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { cssRgb } from '../../theme/contrast';
import { darkColors } from '../../theme/tokens';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Kit/CountBadge',
  component: CountBadge,
  tags: ['autodocs'],
  args: { count: 3, label: '3 new requests' },
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The number shows; assistive technology reads its name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '3 new requests' });
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-tone', 'attention');
  },
};

/** Nothing at 0: no empty pill, nothing for a screen reader. */
export const Zero: Story = {
  args: { count: 0, label: '0 new requests' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

/** Above `max` the pill stays small ('99+'); the name keeps the exact count. */
export const Many: Story = {
  args: { count: 140, label: '140 new requests' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '140 new requests' })).toHaveTextContent('99+');
  },
};

/** A plain count (the Ongoing tab): the neutral tone. */
export const Neutral: Story = {
  args: { count: 12, label: '12 ongoing requests', tone: 'neutral' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '12 ongoing requests' })).toHaveAttribute('data-tone', 'neutral');
  },
};

/** Inside a control: the button keeps its name and is described by the badge. */
export const DescribesAControl: Story = {
  render: (args) => (
    <button type="button" aria-describedby="requests-count">
      Requests <CountBadge {...args} id="requests-count" />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Requests' });
    await expect(button).toHaveAccessibleDescription('3 new requests');
    await expect(button).toHaveTextContent('Requests 3');
  },
};

/** The dark scheme: theme tokens keep the pill readable (axe checks the contrast). */
export const Dark: Story = inDark<Story>({
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <CountBadge {...args} />
      <CountBadge count={12} label="12 ongoing requests" tone="neutral" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    const badge = within(canvasElement).getByRole('img', { name: '3 new requests' });
    await expect(getComputedStyle(badge).color).toBe(cssRgb(darkColors.onActionPrimary));
    await expect(within(canvasElement).getByRole('img', { name: '12 ongoing requests' })).toBeVisible();
  },
});
