import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { CARD_TEXT, MSG } from '@atoll/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from './Card';
import { CardCoverFallback } from './CardCoverFallback';
import { sampleCover } from './sampleCover';

const navigate = fn();

/** The element a real pointer would hit at the centre of `element` (the card's stretched target). */
function hitAt(element: HTMLElement): HTMLElement {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) as HTMLElement;
}

const meta = {
  title: 'Kit/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Sunset Spa',
    subtitle: 'Wellness · Open 9:00–21:00',
    image: sampleCover,
    tags: [{ text: 'Bookable', color: 'green' }],
    onPress: fn(),
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await expect(within(card).getByRole('heading', { level: 3, name: 'Sunset Spa' })).toBeVisible();
    await expect(card).toHaveTextContent('Wellness · Open 9:00–21:00');
    await expect(within(card).getByText('Bookable')).toBeVisible();
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(450);
    // Anywhere on the card, not just the title: the pointer at the tag hits the press target.
    const target = hitAt(within(card).getByText('Bookable'));
    await expect(target).toBe(within(card).getByRole('button', { name: 'Sunset Spa' }));
    await userEvent.click(target);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Inactive: Story = {
  args: { isInactive: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MSG.inactive)).toBeVisible();
  },
};

/** What a manager scans for, in words (issue 18): Active or Inactive, counts, where it shows. */
export const StateAndCounts: Story = {
  args: {
    showActive: true,
    tags: [
      { text: '2 activities', color: 'blue' },
      { text: '1 menu', color: 'blue' },
      { text: CARD_TEXT.shownOnAppHome, color: 'purple' },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const tags = [CARD_TEXT.active, '2 activities', '1 menu', CARD_TEXT.shownOnAppHome];
    for (const text of tags) await expect(within(card).getByText(text)).toBeVisible();
    // The state comes first, and an active card is never also 'Inactive'.
    await expect(card.textContent?.indexOf(CARD_TEXT.active)).toBeLessThan(card.textContent?.indexOf('2 activities') ?? 0);
    await expect(within(card).queryByText(MSG.inactive)).toBeNull();
  },
};

/** Inactive wins over showActive: one state, never both. */
export const InactiveWithCounts: Story = {
  args: { showActive: true, isInactive: true, tags: [{ text: '3 activities', color: 'blue' }] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(MSG.inactive)).toBeVisible();
    await expect(within(card).queryByText(CARD_TEXT.active)).toBeNull();
  },
};

export const AsLink: Story = {
  args: { onPress: undefined, href: '/facilities/7' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sunset Spa' });
    await expect(link).toHaveAttribute('href', '/facilities/7');
    // A click on the cover lands on the link.
    const target = hitAt(canvasElement.querySelector('img') as HTMLElement);
    await expect(target).toBe(link);
    await userEvent.click(target);
    await expect(navigate).toHaveBeenCalledWith('/facilities/7', undefined);
  },
};

const coverHeight = (root: HTMLElement) => (root.querySelector('article > :first-child') as HTMLElement).getBoundingClientRect().height;

/** No cover and no default image: a placeholder of the cover's size keeps the grid even. */
export const WithoutImage: Story = {
  args: { image: null, subtitle: undefined, tags: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const placeholder = canvasElement.querySelector('[data-cover-placeholder]') as HTMLElement;
    await expect(placeholder).toBeVisible();
    await expect(coverHeight(canvasElement)).toBe(160);
    await expect(within(canvasElement).getByRole('button', { name: 'Sunset Spa' })).toBeVisible();
  },
};

const defaultImage = sampleCover.replace(encodeURIComponent('#BEE3F8'), encodeURIComponent('#C6F6D5'));

/** No cover of its own: the property's Default Image stands in. */
export const WithDefaultImage: Story = {
  args: { image: null },
  decorators: [
    (Story) => (
      <CardCoverFallback image={defaultImage}>
        <Story />
      </CardCoverFallback>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', defaultImage);
    await expect(canvasElement.querySelector('[data-cover-placeholder]')).toBeNull();
  },
};

/** A card that never has a picture (e.g. a settings panel) has no cover area. */
export const NoCover: Story = {
  args: { image: undefined, hasCover: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-cover-placeholder]')).toBeNull();
  },
};

/** Keyboard only: Tab reaches the card, Enter presses it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Sunset Spa' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
