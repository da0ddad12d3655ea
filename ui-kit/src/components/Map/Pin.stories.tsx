import type { Meta, StoryObj } from '@storybook/react-vite';
import { Anchor, Utensils, Waves } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { drawnTiles, resortCenter } from './drawnTiles';
import { MapView } from './MapView';
import { Pin, type PinProps } from './Pin';
import { clickAt } from './storyPointer';

/** Key places as a screen draws them: each with its icon pair (foreground on background). */
function KeyPlaces(props: PinProps) {
  return (
    <MapView label="Key places map" center={resortCenter} zoom={16} height={360} tiles={drawnTiles}>
      <Pin {...props} />
      <Pin position={[4.1762, 73.5072]} label="Restaurant" icon={<Utensils />} background="#2B6CB0" />
      <Pin position={[4.1741, 73.5101]} label="Spa" icon={<Waves />} background="#6B46C1" color="#FFFFFF" />
      <Pin position={[4.1768, 73.5104]} label="Lobby" />
    </MapView>
  );
}

const meta = {
  title: 'Kit/Map/Pin',
  component: Pin,
  tags: ['autodocs'],
  render: (args) => <KeyPlaces {...args} />,
  args: { position: resortCenter, label: 'Jetty', icon: <Anchor />, background: '#F56565', color: '#FFFFFF', onClick: fn() },
} satisfies Meta<typeof Pin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pins with an onClick are buttons named by their place; the others are images with the same name. */
export const KeyPlacePins: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jetty = canvas.getByRole('button', { name: 'Jetty' });
    await expect(getComputedStyle(jetty).backgroundColor).toBe('rgb(245, 101, 101)');
    await expect(getComputedStyle(jetty).color).toBe('rgb(255, 255, 255)');
    await expect(canvas.getByRole('img', { name: 'Restaurant' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Spa' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Lobby' })).toBeVisible();
    // The tail's tip is the place: the centre of the map, where the Jetty stands.
    const map = canvasElement.querySelector('[dir="ltr"]')!.getBoundingClientRect();
    const head = jetty.getBoundingClientRect();
    await expect(Math.round(head.left + head.width / 2)).toBe(Math.round(map.left + map.width / 2));
    await expect(Math.round(head.bottom + 8)).toBe(Math.round(map.top + map.height / 2));
  },
};

/** Clicking a pin calls its onClick and is not a click on the map. */
const mapClicked = fn();
export const ClickPin: Story = {
  render: (args) => (
    <MapView label="Key places map" center={resortCenter} zoom={16} height={300} tiles={drawnTiles} onClick={mapClicked}>
      <Pin {...args} />
    </MapView>
  ),
  play: async ({ canvasElement, args }) => {
    mapClicked.mockClear();
    await clickAt(within(canvasElement).getByRole('button', { name: 'Jetty' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(mapClicked).not.toHaveBeenCalled();
  },
};

/** By keyboard: after the map, Tab reaches the clickable pin (only it), Enter and Space press it; a ring shows the focus. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const jetty = within(canvasElement).getByRole('button', { name: 'Jetty' });
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('region', { name: 'Key places map' })).toHaveFocus();
    await userEvent.tab();
    await expect(jetty).toHaveFocus();
    await expect(getComputedStyle(jetty).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Zoom in' })).toHaveFocus();
  },
};

/** The selected pin (chosen in the list) is larger, ringed, and marked current. */
export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    const jetty = within(canvasElement).getByRole('button', { name: 'Jetty' });
    await expect(jetty).toHaveAttribute('aria-current', 'true');
    // 1.2 times larger about the tail's tip, which stays on the place (the map's centre).
    const head = jetty.getBoundingClientRect();
    await expect(head.width).toBeCloseTo(38.4, 1);
    const map = canvasElement.querySelector('[dir="ltr"]')!.getBoundingClientRect();
    await expect(head.left + head.width / 2).toBeCloseTo(map.left + map.width / 2, 0);
    await expect(head.bottom + 8 * 1.2).toBeCloseTo(map.top + map.height / 2, 0);
  },
};

/**
 * Muted (a PinPicker's neighbour): a smaller grey image even with an onClick, the icon left out, and
 * the pointer goes through it to the map.
 */
export const Muted: Story = {
  args: { isMuted: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Jetty' })).toBeNull();
    const jetty = canvas.getByRole('img', { name: 'Jetty' });
    await expect(jetty).toBeVisible();
    await expect(getComputedStyle(jetty).backgroundColor).not.toBe('rgb(245, 101, 101)');
    await expect(jetty.querySelector('svg')).toBeNull();
    const head = jetty.getBoundingClientRect();
    await expect(head.width).toBeLessThan(canvas.getByRole('img', { name: 'Lobby' }).getBoundingClientRect().width);
    await expect(document.elementFromPoint(head.left + head.width / 2, head.top + head.height / 2)?.closest('[data-pin]')).toBeNull();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Dark: the pins keep their own colours; axe judges the page. */
export const Dark: Story = inDark<Story>({
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(within(canvasElement).getByRole('button', { name: 'Jetty' })).toBeVisible();
  },
});
