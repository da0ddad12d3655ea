import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { drawnTiles, resortCenter } from './drawnTiles';
import { MapView } from './MapView';
import type { LatLng } from './mapTypes';
import { Pin } from './Pin';
import { Trail, type TrailProps } from './Trail';

/** A buggy's last positions, oldest first, ending at the resort's centre. */
const buggyPositions: LatLng[] = [
  [4.1738, 73.5061],
  [4.1741, 73.5068],
  [4.1746, 73.5074],
  [4.1749, 73.5082],
  resortCenter,
];

/** A tracker as the live map shows it: its trail, and its pin at the newest position. */
function TrackerOnMap(props: TrailProps) {
  return (
    <MapView label="Tracking map" center={resortCenter} zoom={16} height={360} tiles={drawnTiles}>
      <Trail {...props} />
      <Pin position={props.points.at(-1) ?? resortCenter} label="Buggy 3" icon={<Bus />} background="#2F855A" />
    </MapView>
  );
}

const meta = {
  title: 'Kit/Map/Trail',
  component: Trail,
  tags: ['autodocs'],
  render: (args) => <TrackerOnMap {...args} />,
  args: { points: buggyPositions, label: 'Trail of Buggy 3' },
} satisfies Meta<typeof Trail>;
export default meta;
type Story = StoryObj<typeof meta>;

const pointsOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-line]')!.getAttribute('points')!.split(' ').map((pair) => pair.split(',').map(Number));

/** The line runs through every position, named as an image; its newest end is the pin's tip. */
export const RecentPositions: Story = {
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement).getByRole('img', { name: 'Trail of Buggy 3' });
    await expect(trail).toBeVisible();
    const points = pointsOf(canvasElement);
    await expect(points).toHaveLength(5);
    // Oldest in the south-west, newest (the map's centre) north-east of it.
    await expect(points[0]![0]).toBeLessThan(points[4]![0]!);
    await expect(points[0]![1]).toBeGreaterThan(points[4]![1]!);
    const map = canvasElement.querySelector('[dir="ltr"]')!.getBoundingClientRect();
    await expect(points[4]).toEqual([map.width / 2, map.height / 2]);
    await expect(getComputedStyle(trail).pointerEvents).toBe('none');
  },
};

/** Without a label the line is decoration, hidden from screen readers (the pins carry the names). */
export const Unlabelled: Story = {
  args: { label: undefined, color: '#C05621' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-trail]')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(canvasElement.querySelector('[data-line]')!).stroke).toBe('rgb(192, 86, 33)');
  },
};

/** One position: no line yet, only the dot. */
export const SinglePosition: Story = {
  args: { points: [resortCenter] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-line]')).toBeNull();
    await expect(canvasElement.querySelector('[data-trail] circle')).not.toBeNull();
  },
};

/** Dark: the line keeps its halo on the tiles; axe judges the page. */
export const Dark: Story = inDark<Story>({
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(within(canvasElement).getByRole('img', { name: 'Trail of Buggy 3' })).toBeVisible();
  },
});
