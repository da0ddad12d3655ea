import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CARD_SCREENFUL, CARD_TEXT, type CardView } from '@atoll/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { atViewport } from '../NavBar/storyViewports';
import { Card } from '../Card';
import { sampleCover } from '../Card/sampleCover';
import { CardBrowser } from './CardBrowser';

const NAMES = ['Sunset Spa', 'Reef Dive Centre', 'Lagoon Bar', 'Kids Club', 'Fitness Studio', 'Café Marina', 'Ocean Restaurant', 'Beach Club'];
interface Place {
  id: number;
  name: string;
}
const PLACES: Place[] = NAMES.map((name, index) => ({ id: index + 1, name }));
const opened = fn();

/** The screen's side: it remembers the view (the console keeps it per device). */
function Browser({ items, onView }: { items: Place[]; onView?: (view: CardView) => void }) {
  const [view, setView] = useState<CardView>('grid');
  return (
    <CardBrowser
      aria-label="Facilities"
      items={items}
      nameOf={(place) => place.name}
      renderCard={(place) => (
        <Card key={place.id} title={place.name} image={sampleCover} showActive tags={[{ text: '2 activities', color: 'blue' }]} onPress={() => opened(place.name)} />
      )}
      view={view}
      onViewChange={(next) => {
        setView(next);
        onView?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/CardBrowser',
  component: Browser,
  tags: ['autodocs'],
  args: { items: PLACES, onView: fn() },
} satisfies Meta<typeof Browser>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Facilities' });

/** More cards than a screenful: search narrows them by name (accents ignored), and says how many are left. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(NAMES.length);
    const search = canvas.getByRole('searchbox', { name: `${CARD_TEXT.search} (Facilities)` });
    await userEvent.type(search, 'cafe');
    await waitFor(() => expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(list(canvasElement)).getByRole('button', { name: 'Café Marina' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(CARD_TEXT.shown(1, NAMES.length));
    await userEvent.clear(search);
    await userEvent.type(search, 'club');
    await waitFor(() => expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(await canvas.findByText(CARD_TEXT.noMatch('zzz'))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Facilities' })).toBeNull();
  },
};

/** Grid / List by keyboard: two toggle buttons in a named group; List lays the cards in rows as wide as the list. */
export const ListView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: CARD_TEXT.view });
    const grid = within(group).getByRole('button', { name: CARD_TEXT.grid });
    const rows = within(group).getByRole('button', { name: CARD_TEXT.list });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveAttribute('aria-pressed', 'false');
    rows.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onView).toHaveBeenLastCalledWith('list');
    await expect(rows).toHaveAttribute('aria-pressed', 'true');
    const items = within(list(canvasElement)).getAllByRole('listitem');
    const [a, b] = items.map((item) => item.getBoundingClientRect());
    // One per row, each as wide as the list.
    await expect(b.top).toBeGreaterThan(a.top);
    await expect(Math.round(a.width)).toBe(Math.round(list(canvasElement).getBoundingClientRect().width));
    // The row is short: the cover is a thumbnail beside the text, not 160 px above it.
    await expect(a.height).toBeLessThan(140);
    await userEvent.click(within(list(canvasElement)).getByRole('button', { name: 'Lagoon Bar' }));
    await expect(opened).toHaveBeenLastCalledWith('Lagoon Bar');
  },
};

/** A screenful or fewer: no search and no switch, only the cards. */
export const AScreenful: Story = {
  args: { items: PLACES.slice(0, CARD_SCREENFUL) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(CARD_SCREENFUL);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('group', { name: CARD_TEXT.view })).toBeNull();
  },
};

/** At 768 px two cards fill the row: no card leaves 40 % of the width empty. */
export const Tablet: Story = {
  ...atViewport('tablet'),
  play: async ({ canvasElement }) => {
    const grid = list(canvasElement);
    const width = grid.getBoundingClientRect().width;
    const [a, b] = within(grid).getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(a.top).toBe(b.top);
    await expect(b.right - a.left).toBeGreaterThan(width * 0.95);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** At 390 px one card is the row; the search and the switch fit without sideways scrolling. */
export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    const grid = list(canvasElement);
    const [a, b] = within(grid).getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(b.top).toBeGreaterThan(a.top);
    await expect(a.width).toBeGreaterThan(grid.getBoundingClientRect().width * 0.95);
    await expect(within(canvasElement).getByRole('searchbox')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The list view and the toolbar on the dark page (ADR 0036). */
export const DarkList: Story = inDark<Story>({
  play: async (context) => {
    await expectDarkPage();
    await ListView.play?.(context);
  },
});
