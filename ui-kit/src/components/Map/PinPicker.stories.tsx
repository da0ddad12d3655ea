import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { atViewport } from '../NavBar/storyViewports';
import { CoordinateFields, type CoordinateValue } from './CoordinateFields';
import { drawnTiles, resortCenter } from './drawnTiles';
import { MAP_TEXT, toLatLng } from './mapText';
import type { LatLng } from './mapTypes';
import { PinPicker, type PinPickerProps } from './PinPicker';
import { clickAt } from './storyPointer';

/**
 * The key place form's pattern: the fields hold what is typed, the picker shows it as a pin, and a
 * click, drag or arrow key on the map fills the fields.
 */
function PositionField({ value: initial, onChange, ...props }: PinPickerProps) {
  const [coordinates, setCoordinates] = useState<CoordinateValue>({ lat: initial?.[0] ?? null, lng: initial?.[1] ?? null });
  const pick = (position: LatLng) => {
    onChange(position);
    setCoordinates({ lat: position[0], lng: position[1] });
  };
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <PinPicker {...props} value={toLatLng(coordinates)} onChange={pick} />
      <CoordinateFields legend={props.label} value={coordinates} onChange={setCoordinates} isRequired />
    </div>
  );
}

const meta = {
  title: 'Kit/Map/PinPicker',
  component: PinPicker,
  tags: ['autodocs'],
  render: (args) => <PositionField {...args} />,
  args: { label: 'Position', value: null, onChange: fn(), center: resortCenter, zoom: 16, tiles: drawnTiles },
} satisfies Meta<typeof PinPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole<HTMLInputElement>('textbox', { name });
const mapBox = (canvasElement: HTMLElement) => canvasElement.querySelector('[dir="ltr"]')!;

/** No pin yet (said in the map's description); a click puts the pin there and fills both fields. */
export const ByClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('region', { name: 'Position' });
    await expect(map).toHaveAccessibleDescription(`${MAP_TEXT.noPin}. ${MAP_TEXT.pickHint} ${MAP_TEXT.mapKeys}`);
    await expect(canvas.queryByRole('button', { name: 'Position' })).toBeNull();
    await waitFor(() => expect(canvasElement.querySelectorAll('.pigeon-tiles img').length).toBeGreaterThan(0));
    const box = mapBox(canvasElement).getBoundingClientRect();
    // 40 px right of the centre at zoom 16: 40 × 0.0000215° east.
    await clickAt(mapBox(canvasElement), { x: box.width / 2 + 40, y: box.height / 2 });
    await expect(args.onChange).toHaveBeenCalledWith([expect.closeTo(4.1752, 5), expect.closeTo(73.509758, 5)]);
    const pin = canvas.getByRole('button', { name: 'Position' });
    await expect(pin).toBeVisible();
    const tip = pin.getBoundingClientRect();
    await expect(Math.round(tip.left + tip.width / 2 - box.left)).toBe(Math.round(box.width / 2 + 40));
    await expect(field(canvasElement, MAP_TEXT.latitude).value).toMatch(/^4\.1752/);
    await expect(field(canvasElement, MAP_TEXT.longitude).value).toMatch(/^73\.50975/);
  },
};

/** By keyboard: Tab to the map, then to the pin; arrows move it; the fields follow and the move is announced. */
export const ByKeyboard: Story = {
  args: { value: resortCenter },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Position' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Position' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    await expect(args.onChange).toHaveBeenLastCalledWith([4.174986, 73.508921]);
    await expect(field(canvasElement, MAP_TEXT.latitude)).toHaveValue('4.174986');
    await expect(field(canvasElement, MAP_TEXT.longitude)).toHaveValue('73.508921');
    await expect(canvas.getByRole('status')).toHaveTextContent('Position moved to 4.1750, 73.5089');
  },
};

/** Typed coordinates put the pin there, and the view comes to it when it was out of sight. */
export const ByTypedCoordinates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, MAP_TEXT.latitude), '4.18');
    await expect(canvas.queryByRole('button', { name: 'Position' })).toBeNull();
    await userEvent.type(field(canvasElement, MAP_TEXT.longitude), '73.52');
    const pin = await canvas.findByRole('button', { name: 'Position' });
    await waitFor(() => {
      const box = mapBox(canvasElement).getBoundingClientRect();
      const tip = pin.getBoundingClientRect();
      expect(Math.abs(tip.left + tip.width / 2 - (box.left + box.width / 2))).toBeLessThan(1);
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const neighbours = [
  { id: '1', label: 'Arrival Jetty', position: [4.1762, 73.5079] as LatLng },
  { id: '2', label: 'Ocean Restaurant', position: [4.1745, 73.5101] as LatLng },
  { id: '3', label: 'Lagoon Spa', position: [4.1739, 73.5083] as LatLng },
];

/**
 * The other places as muted pins, so a new one goes relative to them: each is an image named by its
 * place (for a screen reader's browse mode) but not a tab stop, and a click on one reaches the map.
 */
export const WithNeighbours: Story = {
  args: { neighbours },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const jetty = canvas.getByRole('img', { name: 'Arrival Jetty' });
    await expect(jetty).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ocean Restaurant' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Lagoon Spa' })).toBeVisible();
    await expect(Number(getComputedStyle(jetty).opacity)).toBeLessThan(1);
    // Keyboard: the map, then the next field; no neighbour on the way.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Position' })).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement?.closest('[data-pin]')).toBeNull();
    await expect(canvas.getByRole('button', { name: MAP_TEXT.zoomIn })).toHaveFocus();
    // The pointer: what is under the neighbour's head is the map, and a click there puts the pin.
    const head = jetty.getBoundingClientRect();
    const x = head.left + head.width / 2;
    const y = head.top + head.height / 2;
    await expect(document.elementFromPoint(x, y)?.closest('[data-pin]')).toBeNull();
    const box = mapBox(canvasElement).getBoundingClientRect();
    await clickAt(mapBox(canvasElement), { x: x - box.left, y: y - box.top });
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const pin = canvas.getByRole('button', { name: 'Position' });
    await expect(pin).toBeVisible();
    const [lat, lng] = (args.onChange as ReturnType<typeof fn>).mock.calls[0]![0] as LatLng;
    // The click was on the head, a little north of the neighbour's place.
    await expect(lat).toBeGreaterThan(neighbours[0]!.position[0]);
    await expect(lng).toBeCloseTo(neighbours[0]!.position[1], 4);
  },
};

/** A phone (390 px): the picker and the fields fit the screen's width. */
export const Phone: Story = {
  ...atViewport('phone'),
  args: { value: resortCenter },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Position' }).getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Dark: map frame, pin focus ring and fields in the dark theme; axe judges the page. */
export const Dark: Story = inDark<Story>({
  args: { value: resortCenter, neighbours },
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(within(canvasElement).getByRole('button', { name: 'Position' })).toBeVisible();
  },
});
