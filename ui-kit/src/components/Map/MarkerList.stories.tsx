import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDarkPage, inDark } from '../../foundations/darkStories';
import { atViewport } from '../NavBar/storyViewports';
import { drawnTiles, resortCenter } from './drawnTiles';
import { MapView } from './MapView';
import { MarkerList, type MarkerListItem, type MarkerListProps } from './MarkerList';
import { Pin } from './Pin';
import { clickAt } from './storyPointer';

const places: MarkerListItem[] = [
  { id: 'jetty', label: 'Jetty', position: resortCenter, description: 'Arrivals' },
  { id: 'restaurant', label: 'Restaurant', position: [4.1762, 73.5072], description: 'Dining' },
  { id: 'spa', label: 'Spa', position: [4.1741, 73.5101] },
];

/** The screen's wiring: list and pins share the selection; choosing one centres the map on it. */
function ListBesideMap({ selectedId: initial, onSelect, ...props }: MarkerListProps) {
  const [selectedId, setSelectedId] = useState(initial);
  const selected = props.markers.find((marker) => marker.id === selectedId);
  const select = (id: string) => {
    onSelect?.(id);
    setSelectedId(id);
  };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 16, alignItems: 'start' }}>
      <MarkerList {...props} selectedId={selectedId} onSelect={select} />
      <MapView label="Key places map" center={selected?.position ?? resortCenter} zoom={16} height={320} tiles={drawnTiles}>
        {props.markers.map((marker) => (
          <Pin key={marker.id} position={marker.position} label={marker.label} isSelected={marker.id === selectedId} onClick={() => select(marker.id)} />
        ))}
      </MapView>
    </div>
  );
}

const meta = {
  title: 'Kit/Map/MarkerList',
  component: MarkerList,
  tags: ['autodocs'],
  render: (args) => <ListBesideMap {...args} />,
  args: { label: 'Key places', markers: places, onSelect: fn() },
} satisfies Meta<typeof MarkerList>;
export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('listbox', { name: 'Key places' });
const pinOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name: 'Key places map' })).getByRole('button', { name });
/** The pin's tip is the map's centre (within a pixel): the map is centred on it. */
const expectCentredOn = async (canvasElement: HTMLElement, name: string) => {
  const map = within(canvasElement).getByRole('region', { name: 'Key places map' });
  const box = map.querySelector('[dir="ltr"]')!.getBoundingClientRect();
  await waitFor(() => {
    const head = pinOf(canvasElement, name).getBoundingClientRect();
    expect(Math.abs(head.left + head.width / 2 - (box.left + box.width / 2))).toBeLessThan(1.5);
  });
};

/** Every marker as an option with its description and place, none selected yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const options = within(listOf(canvasElement)).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'JettyArrivals · 4.1752, 73.5089',
      'RestaurantDining · 4.1762, 73.5072',
      'Spa4.1741, 73.5101',
    ]);
    await expect(options[0]).toHaveAccessibleName('Jetty Arrivals · 4.1752, 73.5089');
    await expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
  },
};

/** By keyboard: Tab into the list, ArrowDown twice, Enter: Spa is selected, its pin marked and centred. */
export const SelectByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    // React Aria moves the focus from the list to its first option in an effect.
    await waitFor(() => expect(within(listOf(canvasElement)).getByRole('option', { name: /^Jetty/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('spa');
    await expect(within(listOf(canvasElement)).getByRole('option', { name: /^Spa/ })).toHaveAttribute('aria-selected', 'true');
    await expect(pinOf(canvasElement, 'Spa')).toHaveAttribute('aria-current', 'true');
    await expect(pinOf(canvasElement, 'Jetty')).not.toHaveAttribute('aria-current');
    await expectCentredOn(canvasElement, 'Spa');
  },
};

/** Clicking a pin selects its option: the map and the list stay in step both ways. */
export const SelectOnMap: Story = {
  play: async ({ canvasElement, args }) => {
    await clickAt(pinOf(canvasElement, 'Restaurant'));
    await expect(args.onSelect).toHaveBeenCalledWith('restaurant');
    await expect(within(listOf(canvasElement)).getByRole('option', { name: /^Restaurant/ })).toHaveAttribute('aria-selected', 'true');
    await expectCentredOn(canvasElement, 'Restaurant');
  },
};

/** No markers: the list says so (the caller's words, or 'Nothing on the map yet'). */
export const Empty: Story = {
  args: { markers: [], emptyText: 'No tracker has sent a position yet' },
  play: async ({ canvasElement }) => {
    const list = listOf(canvasElement);
    // React Aria gives the empty text the list's one row, so a screen reader meets it in the list.
    await expect(within(list).getByRole('option')).toHaveTextContent('No tracker has sent a position yet');
  },
};

/** A phone (390 px): the list stacks above the map; nothing scrolls sideways. */
export const Phone: Story = {
  ...atViewport('phone'),
  args: { selectedId: 'restaurant' },
  play: async ({ canvasElement }) => {
    const list = listOf(canvasElement).getBoundingClientRect();
    const map = within(canvasElement).getByRole('region', { name: 'Key places map' }).getBoundingClientRect();
    await expect(map.top).toBeGreaterThanOrEqual(list.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = inDark<Story>({
  args: { selectedId: 'jetty' },
  play: async ({ canvasElement }) => {
    await expectDarkPage();
    await expect(within(listOf(canvasElement)).getByRole('option', { name: /^Jetty/ })).toHaveAttribute('aria-selected', 'true');
  },
});
