import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { Card } from '../Card';
import { sampleCover } from '../Card/sampleCover';
import { CardGrid } from './CardGrid';

const open = fn();
const names = ['Sunset Spa', 'Reef Dive Centre', 'Lagoon Bar', 'Kids Club', 'Fitness Studio'];

const meta = {
  title: 'Kit/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Facilities',
    children: names.map((name, i) => (
      <Card key={name} title={name} image={sampleCover} isInactive={i === 3} onPress={() => open(name)} />
    )),
  },
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPerRow: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Facilities' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const [a, b, c] = items.map((item) => item.getBoundingClientRect());
    // LAYOUT.cardsPerRow: the first two share a row, the third starts the next.
    await expect(a.top).toBe(b.top);
    await expect(c.top).toBeGreaterThan(a.top);
    await expect(c.left).toBe(a.left);
    // LAYOUT.cardMaxWidth.
    for (const rect of [a, b, c]) await expect(rect.width).toBeLessThanOrEqual(450);
    await userEvent.click(within(list).getByRole('button', { name: 'Lagoon Bar' }));
    await expect(open).toHaveBeenLastCalledWith('Lagoon Bar');
  },
};

/** At 1440 px: two cards of at most 450 px, and the grid no wider than them (its column ends where the cards do). */
export const FillsTheRow: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Facilities' });
    const [a, b] = within(list).getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(a.top).toBe(b.top);
    await expect(Math.round(list.getBoundingClientRect().right)).toBe(Math.round(b.right));
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(2 * 450 + 16);
  },
};

/** Cards on the dark page (ADR 0036): surfaces, borders and the inactive state stay readable. */
export const Dark: Story = inDark<Story>({
  play: async (context) => {
    await expectDarkPage();
    await TwoPerRow.play?.(context);
  },
});
