import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAP_DRAWN_TILES_ATTRIBUTION } from '@atoll/contract';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { atViewport } from '../NavBar/storyViewports';
import { drawnTiles, resortCenter } from './drawnTiles';
import { MAP_MAX_ZOOM, MapView } from './MapView';
import { MAP_TEXT } from './mapText';
import { clickAt } from './storyPointer';

const meta = {
  title: 'Kit/Map/MapView',
  component: MapView,
  tags: ['autodocs'],
  args: {
    label: 'Resort map',
    center: resortCenter,
    zoom: 14,
    height: 360,
    maxWidth: 980,
    tiles: drawnTiles,
    onClick: fn(),
    onBoundsChanged: fn(),
  },
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

const mapOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Resort map' });
const tilesOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLImageElement>('.pigeon-tiles img')];

/** The drawn tiles at zoom 14 around the resort, the tiles' credit in the corner, the zoom buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const map = mapOf(canvasElement);
    await expect(within(map).getByText(MAP_DRAWN_TILES_ATTRIBUTION)).toBeVisible();
    await waitFor(() => expect(tilesOf(canvasElement).length).toBeGreaterThan(0));
    // Every tile is local: the drawn template with this view's zoom, never an outside host.
    for (const tile of tilesOf(canvasElement)) {
      await expect(tile.src.startsWith('data:image/svg+xml,')).toBe(true);
      await expect(decodeURIComponent(tile.src)).toMatch(/>14\/\d+\/\d+</);
    }
    await expect(within(map).getByRole('button', { name: MAP_TEXT.zoomIn })).toBeVisible();
    await expect(within(map).getByRole('button', { name: MAP_TEXT.zoomOut })).toBeVisible();
  },
};

/** Zoom by keyboard: Tab reaches the map, then the buttons; Enter zooms in, Space zooms out; the view is reported. */
export const ZoomByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const map = mapOf(canvasElement);
    await userEvent.tab();
    await expect(map).toHaveFocus();
    await userEvent.tab();
    await expect(within(map).getByRole('button', { name: MAP_TEXT.zoomIn })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBoundsChanged).toHaveBeenLastCalledWith({ center: resortCenter, zoom: 15 });
    await waitFor(() => expect(decodeURIComponent(tilesOf(canvasElement).at(-1)!.src)).toMatch(/>15\//));
    await userEvent.tab();
    await expect(within(map).getByRole('button', { name: MAP_TEXT.zoomOut })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onBoundsChanged).toHaveBeenLastCalledWith({ center: resortCenter, zoom: 14 });
  },
};

/**
 * The map is one tab stop, its keys read with its name: arrows pan it by 80 px (Shift: 240), + and -
 * zoom. Focus is shown around the map.
 */
export const PanByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const map = mapOf(canvasElement);
    await userEvent.tab();
    await expect(map).toHaveFocus();
    await expect(map).toHaveAccessibleDescription(MAP_TEXT.mapKeys);
    await expect(getComputedStyle(map).outlineStyle).toBe('solid');
    // 80 px at zoom 14 is 80 × 360 / (256 × 2^14) = 0.0068665° of longitude.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onBoundsChanged).toHaveBeenLastCalledWith({ center: [expect.closeTo(4.1752, 9), expect.closeTo(73.5157665, 6)], zoom: 14 });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onBoundsChanged).toHaveBeenLastCalledWith({ center: [expect.closeTo(4.1752, 9), expect.closeTo(73.5089, 9)], zoom: 14 });
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    const { center } = mocked(args.onBoundsChanged!).mock.lastCall![0];
    await expect(center[0]).toBeGreaterThan(4.1752 + 0.02);
    await userEvent.keyboard('+');
    await expect(args.onBoundsChanged).toHaveBeenLastCalledWith({ center, zoom: 15 });
    await userEvent.keyboard('-');
    await expect(args.onBoundsChanged).toHaveBeenLastCalledWith({ center, zoom: 14 });
    await waitFor(() => expect(decodeURIComponent(tilesOf(canvasElement).at(-1)!.src)).toMatch(/>14\//));
  },
};

/** At the deepest zoom (19) 'Zoom in' is disabled, so a keyboard user is told there is no further. */
export const DeepestZoom: Story = {
  args: { zoom: MAP_MAX_ZOOM },
  play: async ({ canvasElement }) => {
    const map = mapOf(canvasElement);
    await expect(within(map).getByRole('button', { name: MAP_TEXT.zoomIn })).toBeDisabled();
    await expect(within(map).getByRole('button', { name: MAP_TEXT.zoomOut })).toBeEnabled();
  },
};

/** A click on the map reports the place clicked (here its middle: the centre); one on a button does not. */
export const ClickReportsPlace: Story = {
  play: async ({ canvasElement, args }) => {
    const map = mapOf(canvasElement);
    await waitFor(() => expect(tilesOf(canvasElement).length).toBeGreaterThan(0));
    await clickAt(within(map).getByRole('button', { name: MAP_TEXT.zoomOut }));
    await expect(args.onClick).not.toHaveBeenCalled();
    // The middle of the map is its centre, whatever the zoom.
    await clickAt(map.querySelector('[dir="ltr"]')!);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(args.onClick).toHaveBeenCalledWith([expect.closeTo(resortCenter[0], 3), expect.closeTo(resortCenter[1], 3)]);
  },
};

/** On a phone (390 px) the 980 px map fills the screen's width, nothing scrolls sideways. */
export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    const map = mapOf(canvasElement);
    await waitFor(() => expect(tilesOf(canvasElement).length).toBeGreaterThan(0));
    await expect(map.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(map).getByText(MAP_DRAWN_TILES_ATTRIBUTION)).toBeVisible();
  },
};

/** The map follows its container (ResizeObserver): a narrower box, a narrower map; never wider than maxWidth. */
export const Resizes: Story = {
  args: { maxWidth: 500 },
  render: (args) => (
    <div data-testid="box" style={{ width: 700 }}>
      <MapView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const map = mapOf(canvasElement);
    await waitFor(() => expect(map.getBoundingClientRect().width).toBe(500));
    within(canvasElement).getByTestId('box').style.width = '320px';
    await waitFor(() => expect(map.getBoundingClientRect().width).toBe(320));
    await waitFor(() => expect(map.querySelector<HTMLElement>('[dir="ltr"]')!.style.width).toBe('318px'));
  },
};

/** Dark: the frame, buttons and credit take the dark theme; axe judges their contrast. */
export const Dark: Story = inDark<Story>({
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(within(mapOf(canvasElement)).getByText(MAP_DRAWN_TILES_ATTRIBUTION)).toBeVisible();
  },
});
