import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hotel } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { CoordinateFields, type CoordinateValue } from './CoordinateFields';
import { drawnTiles, resortCenter } from './drawnTiles';
import { MapView } from './MapView';
import { MovableMarker, type MovableMarkerProps } from './MovableMarker';
import { MAP_TEXT, toLatLng } from './mapText';
import type { LatLng } from './mapTypes';
import { dragBy } from './storyPointer';

/** A marker kept in state, as a screen keeps it, with its coordinate fields beside the map. */
function MarkerOnMap({ position: initial, ...props }: MovableMarkerProps) {
  const [position, setPosition] = useState<LatLng>(initial);
  const [typed, setTyped] = useState<CoordinateValue | null>(null);
  const move = (next: LatLng) => {
    setPosition(next);
    setTyped(null);
  };
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <MapView label="Resort map" center={resortCenter} zoom={16} height={320} tiles={drawnTiles}>
        <MovableMarker
          {...props}
          position={position}
          onMove={(next) => {
            props.onMove?.(next);
            move(next);
          }}
          onMoveEnd={(next) => {
            props.onMoveEnd?.(next);
            move(next);
          }}
        />
      </MapView>
      <CoordinateFields
        legend={props.label}
        value={typed ?? { lat: position[0], lng: position[1] }}
        onChange={(value) => {
          setTyped(value);
          const place = toLatLng(value);
          if (place) setPosition(place);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Map/MovableMarker',
  component: MovableMarker,
  tags: ['autodocs'],
  render: (args) => <MarkerOnMap {...args} />,
  args: { position: resortCenter, label: 'Top-left corner', onMove: fn(), onMoveEnd: fn() },
} satisfies Meta<typeof MovableMarker>;
export default meta;
type Story = StoryObj<typeof meta>;

const markerOf = (canvasElement: HTMLElement, name = 'Top-left corner') => within(canvasElement).getByRole('button', { name });
const statusOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole<HTMLInputElement>('textbox', { name });

/**
 * By keyboard: Tab reaches the marker (named, with its place and how to move it); an arrow moves it
 * 1 px, Shift with an arrow 10 px, firing onMove and onMoveEnd with the new place, which is announced.
 */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const marker = markerOf(canvasElement);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('region', { name: 'Resort map' })).toHaveFocus();
    await userEvent.tab();
    await expect(marker).toHaveFocus();
    await expect(marker).toHaveAttribute('aria-roledescription', MAP_TEXT.movableMarker);
    await expect(marker).toHaveAccessibleDescription(`4.1752, 73.5089. ${MAP_TEXT.moveHint}`);

    // At zoom 16 a pixel is 360 / (256 × 2^16) = 0.0000215° of longitude.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMove).toHaveBeenLastCalledWith([4.1752, 73.508921]);
    await expect(args.onMoveEnd).toHaveBeenLastCalledWith([4.1752, 73.508921]);
    await expect(statusOf(canvasElement)).toHaveTextContent('Top-left corner moved to 4.1752, 73.5089');

    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(args.onMove).toHaveBeenLastCalledWith([4.1752, 73.509136]);
    await expect(statusOf(canvasElement)).toHaveTextContent('Top-left corner moved to 4.1752, 73.5091');

    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(args.onMoveEnd).toHaveBeenLastCalledWith([4.175414, 73.509136]);
    await expect(statusOf(canvasElement)).toHaveTextContent('Top-left corner moved to 4.1754, 73.5091');
    await expect(args.onMoveEnd).toHaveBeenCalledTimes(3);
    // The fields beside the map follow, and the marker keeps the focus.
    await expect(field(canvasElement, MAP_TEXT.latitude)).toHaveValue('4.175414');
    await expect(field(canvasElement, MAP_TEXT.longitude)).toHaveValue('73.509136');
    await expect(marker).toHaveFocus();
    await expect(marker).toHaveAccessibleDescription(`4.1754, 73.5091. ${MAP_TEXT.moveHint}`);

    // 1 px south keeps 4 decimals: the same words again still change the region (a no-break space), so each is read.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onMoveEnd).toHaveBeenLastCalledWith([4.175393, 73.509136]);
    await expect(statusOf(canvasElement).textContent).toBe('Top-left corner moved to 4.1754, 73.5091\u00A0');
    await userEvent.keyboard('{ArrowDown}');
    await expect(statusOf(canvasElement).textContent).toBe('Top-left corner moved to 4.1754, 73.5091');
  },
};

/** Arrows with Ctrl, Alt or Meta are left to the browser and the screen reader: nothing moves. */
export const ModifiedArrowsIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    markerOf(canvasElement).focus();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(statusOf(canvasElement)).toHaveTextContent('');
  },
};

/**
 * By mouse (pointer events): press on the marker, move 40 px right and 20 px down, release. onMove
 * follows each step, onMoveEnd fires once at the end, the place is announced, and the map itself does
 * not pan (nor take the release as a click).
 */
export const ByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const marker = markerOf(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.pigeon-tiles img').length).toBeGreaterThan(0));
    const before = marker.getBoundingClientRect();
    const tile = canvasElement.querySelector('.pigeon-tiles img')!;
    const tileBefore = tile.getBoundingClientRect();
    await dragBy(marker, 40, 20);
    await expect(args.onMove).toHaveBeenCalledTimes(4);
    await expect(args.onMoveEnd).toHaveBeenCalledOnce();
    // 40 px east and 20 px south at zoom 16.
    await expect(args.onMoveEnd).toHaveBeenCalledWith([4.174772, 73.509758]);
    await expect(statusOf(canvasElement)).toHaveTextContent('Top-left corner moved to 4.1748, 73.5098');
    const after = markerOf(canvasElement).getBoundingClientRect();
    await expect(Math.round(after.left - before.left)).toBe(40);
    await expect(Math.round(after.top - before.top)).toBe(20);
    await expect(field(canvasElement, MAP_TEXT.latitude)).toHaveValue('4.174772');
    await expect(markerOf(canvasElement)).toHaveFocus();
    await expect(tile.getBoundingClientRect().toJSON()).toEqual(tileBefore.toJSON());
  },
};

/** A keyboard move past the map's edge brings the view along: the marker never leaves sight. */
export const KeyboardKeepsInView: Story = {
  // 195 px east of the centre of a 400 px wide map: 5 px from its right edge.
  args: { position: [4.1752, 73.513084] },
  render: (args) => (
    <div style={{ width: 400 }}>
      <MarkerOnMap {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const marker = markerOf(canvasElement);
    const map = canvasElement.querySelector('[dir="ltr"]')!.getBoundingClientRect();
    marker.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(args.onMoveEnd).toHaveBeenLastCalledWith([4.1752, 73.513299]);
    await waitFor(() => {
      const tip = markerOf(canvasElement).getBoundingClientRect();
      expect(Math.abs(tip.left + tip.width / 2 - (map.left + map.width / 2))).toBeLessThan(1);
    });
    await expect(marker).toHaveFocus();
  },
};

/** Typing in the fields moves the marker (the way to place it exactly, without a pointer). */
export const ByTypedCoordinates: Story = {
  play: async ({ canvasElement, args }) => {
    const marker = markerOf(canvasElement);
    const before = marker.getBoundingClientRect();
    const lng = field(canvasElement, MAP_TEXT.longitude);
    await userEvent.clear(lng);
    await userEvent.type(lng, '73.5091');
    await waitFor(() => expect(Math.round(markerOf(canvasElement).getBoundingClientRect().left - before.left)).toBe(9));
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** With an icon, and not movable: an image named by its label, out of the tab order. */
export const NotMovable: Story = {
  args: { label: 'Reception', icon: <Hotel />, movable: false, color: '#2F855A' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Reception' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reception' })).toBeNull();
    await dragBy(canvas.getByRole('img', { name: 'Reception' }), 30, 0);
    await expect(args.onMoveEnd).not.toHaveBeenCalled();
  },
};

/** Dark: the focus ring takes the dark theme's colour; axe judges the page. */
export const Dark: Story = inDark<Story>({
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await userEvent.tab();
    await userEvent.tab();
    await expect(markerOf(canvasElement)).toHaveFocus();
    await expect(getComputedStyle(markerOf(canvasElement)).outlineStyle).toBe('solid');
  },
});
