import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { drawnTiles, planBottomRight, planTopLeft, resortCenter, resortPlan } from './drawnTiles';
import { ImageOverlay, type ImageOverlayProps } from './ImageOverlay';
import { MapView } from './MapView';
import { MovableMarker } from './MovableMarker';
import { dragBy } from './storyPointer';

/** The Map settings pattern: the plan between two movable corners, redrawn as either corner moves. */
function PlanOnMap({ topLeft: initialTopLeft, bottomRight: initialBottomRight, ...props }: ImageOverlayProps) {
  const [topLeft, setTopLeft] = useState(initialTopLeft);
  const [bottomRight, setBottomRight] = useState(initialBottomRight);
  return (
    <MapView label="Resort map" center={resortCenter} zoom={16} height={420} maxWidth={980} tiles={drawnTiles}>
      <ImageOverlay {...props} topLeft={topLeft} bottomRight={bottomRight} />
      <MovableMarker label="Top-left corner" position={topLeft} onMove={setTopLeft} onMoveEnd={setTopLeft} />
      <MovableMarker label="Bottom-right corner" position={bottomRight} onMove={setBottomRight} onMoveEnd={setBottomRight} />
    </MapView>
  );
}

const meta = {
  title: 'Kit/Map/ImageOverlay',
  component: ImageOverlay,
  tags: ['autodocs'],
  render: (args) => <PlanOnMap {...args} />,
  args: { topLeft: planTopLeft, bottomRight: planBottomRight, src: resortPlan, opacity: 0.4, alt: 'Resort plan' },
} satisfies Meta<typeof ImageOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const imageOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img', { name: 'Resort plan' });
/** A marker's tip (bottom centre of its box): the place it stands on. */
const tipOf = (marker: Element) => {
  const box = marker.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.bottom };
};

/** The plan at opacity 0.4, its corners exactly on the two corner markers' tips. */
export const BetweenTwoCorners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = imageOf(canvasElement);
    await expect(getComputedStyle(image).opacity).toBe('0.4');
    const box = image.getBoundingClientRect();
    const topLeft = tipOf(canvas.getByRole('button', { name: 'Top-left corner' }));
    const bottomRight = tipOf(canvas.getByRole('button', { name: 'Bottom-right corner' }));
    await expect(Math.abs(box.left - topLeft.x)).toBeLessThan(1);
    await expect(Math.abs(box.top - topLeft.y)).toBeLessThan(1);
    await expect(Math.abs(box.right - bottomRight.x)).toBeLessThan(1);
    await expect(Math.abs(box.bottom - bottomRight.y)).toBeLessThan(1);
    // 0.0108° of longitude at zoom 16 is about 503 px.
    await expect(Math.round(box.width)).toBe(503);
  },
};

/** Moving a corner by keyboard stretches the plan with it: Shift+ArrowRight, 10 px wider. */
export const StretchByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = imageOf(canvasElement).getBoundingClientRect().width;
    canvas.getByRole('button', { name: 'Bottom-right corner' }).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(imageOf(canvasElement).getBoundingClientRect().width).toBeCloseTo(width + 10, 0));
    await expect(canvas.getByRole('status')).toHaveTextContent('Bottom-right corner moved to 4.1720, 73.5145');
  },
};

/** Dragging the top-left corner by mouse moves the plan's corner with the pointer, live. */
export const StretchByPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = imageOf(canvasElement).getBoundingClientRect();
    await dragBy(canvas.getByRole('button', { name: 'Top-left corner' }), -30, -20);
    const after = imageOf(canvasElement).getBoundingClientRect();
    await expect(Math.round(before.left - after.left)).toBe(30);
    await expect(Math.round(before.top - after.top)).toBe(20);
    await expect(Math.round(after.right)).toBe(Math.round(before.right));
  },
};

/** Clicks go through the plan to the map: the overlay never takes the pointer. */
export const ClicksGoThrough: Story = {
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(imageOf(canvasElement)).pointerEvents).toBe('none');
  },
};

/** Dark: the plan keeps its own colours, the map's frame turns dark. */
export const Dark: Story = inDark<Story>({
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(imageOf(canvasElement)).toBeVisible();
  },
});
