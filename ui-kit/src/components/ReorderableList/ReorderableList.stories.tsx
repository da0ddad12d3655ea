import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ReorderableList, type ReorderKey } from './ReorderableList';
import { ReorderProvider } from './ReorderProvider';
import { REORDER_TEXT } from './reorderText';
import { storyViewport } from '../../test-utils';

interface Drink {
  id: number;
  name: string;
  price: string;
}

const DRINKS: Drink[] = [
  { id: 1, name: 'Espresso', price: 'USD 4' },
  { id: 2, name: 'Cappuccino', price: 'USD 5' },
  { id: 3, name: 'Flat White', price: 'USD 5' },
  { id: 4, name: 'Iced Latte', price: 'USD 6' },
  { id: 5, name: 'Mocha', price: 'USD 6' },
];

/** The caller keeps the order: here in state, as a screen would after saving it. */
function Drinks({ isDisabled = false }: { isDisabled?: boolean }) {
  const [drinks, setDrinks] = useState(DRINKS);
  const [saved, setSaved] = useState('');
  const onReorder = (keys: ReorderKey[]) => {
    const next = keys.map((key) => drinks.find((d) => d.id === key) as Drink);
    setDrinks(next);
    setSaved(next.map((d) => d.name).join(', '));
  };
  return (
    <div style={{ maxWidth: 480 }}>
      <ReorderableList
        aria-label="Coffee"
        items={drinks}
        getKey={(d) => d.id}
        getLabel={(d) => d.name}
        renderItem={(d) => (
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '8px 0', flexWrap: 'wrap' }}>
            <span>{d.name}</span>
            <span>{d.price}</span>
          </div>
        )}
        onReorder={onReorder}
        isDisabled={isDisabled}
      />
      <p data-testid="saved">{saved ? `Saved order: ${saved}` : 'Not reordered yet'}</p>
    </div>
  );
}

const meta = {
  title: 'Kit/ReorderableList',
  component: Drinks,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <ReorderProvider>
        <Story />
      </ReorderProvider>
    ),
  ],
} satisfies Meta<typeof Drinks>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Coffee' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/USD.*/, ''));
const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/**
 * By keyboard: Space picks Espresso up, ArrowDown twice moves it, Enter drops it; every step is
 * announced, and the caller gets the new order once.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: REORDER_TEXT.handle('Espresso') });
    await expect(handle).toHaveAccessibleDescription(REORDER_TEXT.instructions);
    await userEvent.tab();
    await expect(handle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(status(canvasElement)).toHaveTextContent(REORDER_TEXT.pickedUp('Espresso', 1, 5));
    await userEvent.keyboard('{ArrowDown}');
    await expect(status(canvasElement)).toHaveTextContent(REORDER_TEXT.moved('Espresso', 2, 5));
    await userEvent.keyboard('{ArrowDown}');
    await expect(status(canvasElement)).toHaveTextContent(REORDER_TEXT.moved('Espresso', 3, 5));
    // The row moved in the DOM and the handle kept the focus.
    await expect(handle).toHaveFocus();
    await expect(names(canvasElement)).toEqual(['Cappuccino', 'Flat White', 'Espresso', 'Iced Latte', 'Mocha']);
    await expect(canvas.getByTestId('saved')).toHaveTextContent('Not reordered yet');
    await userEvent.keyboard('{Enter}');
    await expect(status(canvasElement)).toHaveTextContent(REORDER_TEXT.dropped('Espresso', 3, 5));
    await expect(handle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByTestId('saved')).toHaveTextContent('Saved order: Cappuccino, Flat White, Espresso, Iced Latte, Mocha');
    // Home and End: Mocha to the top.
    canvas.getByRole('button', { name: REORDER_TEXT.handle('Mocha') }).focus();
    await userEvent.keyboard('{Enter}{Home}{Enter}');
    await expect(names(canvasElement)).toEqual(['Mocha', 'Cappuccino', 'Flat White', 'Espresso', 'Iced Latte']);
  },
};

/** Escape puts the row back where it was, says so, and reports nothing to the caller. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: REORDER_TEXT.handle('Flat White') });
    handle.focus();
    await userEvent.keyboard(' {ArrowUp}{ArrowUp}');
    await expect(names(canvasElement)).toEqual(['Flat White', 'Espresso', 'Cappuccino', 'Iced Latte', 'Mocha']);
    // At the top, ArrowUp stays there.
    await userEvent.keyboard('{ArrowUp}');
    await expect(status(canvasElement)).toHaveTextContent(REORDER_TEXT.moved('Flat White', 1, 5));
    await userEvent.keyboard('{Escape}');
    await expect(status(canvasElement)).toHaveTextContent(REORDER_TEXT.cancelled('Flat White', 3, 5));
    await expect(names(canvasElement)).toEqual(DRINKS.map((d) => d.name));
    await expect(canvas.getByTestId('saved')).toHaveTextContent('Not reordered yet');
    await expect(handle).toHaveFocus();
  },
};

/**
 * By mouse: the HTML5 drag events a browser sends when Mocha's handle is dragged onto the lower half
 * of Cappuccino's row (react-dnd's HTML5 backend listens to exactly these).
 */
export const MouseDrag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: REORDER_TEXT.handle('Mocha') });
    const target = canvas.getAllByRole('listitem')[1] as HTMLElement;
    const box = target.getBoundingClientRect();
    const dataTransfer = new DataTransfer();
    const at = { clientX: box.left + 40, clientY: box.top + 2, dataTransfer };
    fireEvent.dragStart(handle, { dataTransfer, clientX: box.left + 10, clientY: box.bottom + 100 });
    fireEvent.dragEnter(target, at);
    fireEvent.dragOver(target, at);
    await waitFor(() => expect(names(canvasElement)).toEqual(['Espresso', 'Mocha', 'Cappuccino', 'Flat White', 'Iced Latte']));
    fireEvent.drop(target, at);
    fireEvent.dragEnd(handle, { dataTransfer });
    await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent('Saved order: Espresso, Mocha, Cappuccino, Flat White, Iced Latte'));
  },
};

/** While an order is being saved the handles are disabled: nothing moves. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: REORDER_TEXT.handle('Espresso') })).toBeDisabled();
  },
};

const fits: Story['play'] = async ({ canvasElement }) => {
  await expect(names(canvasElement)).toHaveLength(5);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};
export const Desk: Story = { ...storyViewport('desk', 1440), play: fits };
export const Tablet: Story = { ...storyViewport('tablet', 768), play: fits };
export const Phone: Story = { ...storyViewport('phone', 390), play: fits };
/** Dark scheme: a picked-up row keeps its contrast (axe checks it). */
export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: REORDER_TEXT.handle('Cappuccino') }).focus();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('button', { name: REORDER_TEXT.handle('Cappuccino') })).toHaveAttribute('aria-pressed', 'true');
  },
};
