/** Map › Key Places over the mock API: the card grid, its empty, loading and failed states, Add Key Place by keyboard, a place's Basic Information with its map, and the Icon tab. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, LOCATION_ICON_BACKGROUND, LOCATION_ICON_COLOR, LOCATION_TEXT, MSG } from '@atoll/contract';
import { handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { MAP_TEXT } from '@atoll/ui-kit/Map';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { storyViewport } from '#test/storyViewport.ts';

const meta = {
  title: 'Console/KeyPlacesPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/map/key-places', scenario: 'busyResort', as: 'owner' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = storyViewport('phone', 390);

const idOf = (name: string) => resetMockStore('busyResort').content.locations.find((l) => l.name === name)?.id;

/** Four places: cover, name, description and the icon on its badge. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: LOCATION_TEXT.title });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(grid).getByText('Treatments over the water, 09:00–21:00.')).toBeVisible();
  },
};

/** A new hotel has none yet. */
export const Empty: Story = emptyStory(LOCATION_TEXT.empty);

/** While the list loads. */
export const Loading: Story = loadingStory('locations');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('locations');

/** Add Key Place by keyboard: an empty form says 'Please enter a name' and 'Field is required' twice; a typed position puts the pin on the map. */
export const AddKeyPlace: Story = {
  args: { path: '/map/key-places?place=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: LOCATION_TEXT.addLocation });
    const create = within(drawer).getByRole('button', { name: LOCATION_TEXT.createLocation });
    create.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(drawer).getByText(MSG.enterName)).toBeVisible());
    await expect(within(drawer).getAllByText(MSG.fieldRequired)).toHaveLength(2);
    await expect(within(drawer).queryByRole('button', { name: LOCATION_TEXT.pin })).toBeNull();
    await userEvent.type(within(drawer).getByRole('textbox', { name: MAP_TEXT.latitude }), '4.176');
    await userEvent.type(within(drawer).getByRole('textbox', { name: MAP_TEXT.longitude }), '73.51');
    await expect(await within(drawer).findByRole('button', { name: LOCATION_TEXT.pin })).toBeVisible();
    await expect(mockDb.content.locations).toHaveLength(4);
  },
};

/** ?place=…: Basic Information with the typed position, the pin on the map (moved by the arrow keys), sort order and related object. */
export const Details: Story = {
  args: { path: `/map/key-places?place=${idOf('Ocean Restaurant')}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Ocean Restaurant' });
    await expect(within(drawer).getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    const lat = within(drawer).getByRole('textbox', { name: MAP_TEXT.latitude });
    const before = Number((lat as HTMLInputElement).value);
    // The map mounts once the company's map centre has answered.
    (await within(drawer).findByRole('button', { name: LOCATION_TEXT.pin })).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(Number((lat as HTMLInputElement).value)).toBeLessThan(before));
    await expect(screen.getByRole('toolbar', { name: 'Unsaved changes' })).toBeVisible();
  },
};

/** ?tab=icon: the icon picker, the spec's default colours and the pair's contrast. */
export const IconTab: Story = {
  args: { path: `/map/key-places?place=${idOf('Dive Centre')}&tab=icon` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Dive Centre' });
    await expect(within(drawer).getByRole('textbox', { name: LOCATION_TEXT.iconColor })).toHaveValue(LOCATION_ICON_COLOR);
    await expect(within(drawer).getByRole('textbox', { name: LOCATION_TEXT.iconBackground })).toHaveValue(LOCATION_ICON_BACKGROUND);
    await expect(within(drawer).getByText(LOCATION_TEXT.contrast(3.03), { exact: false })).toBeVisible();
    const background = within(drawer).getByRole('textbox', { name: LOCATION_TEXT.iconBackground });
    await userEvent.clear(background);
    await userEvent.type(background, '#FED7D7');
    await expect(within(drawer).getByText(LOCATION_TEXT.iconContrast, { exact: false })).toBeVisible();
  },
};

/** A place's Basic Information on a 390 px phone: the fields and the map fit, nothing scrolls sideways. */
export const DetailsPhone: Story = {
  ...phone,
  args: { path: `/map/key-places?place=${idOf('Arrival Jetty')}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Arrival Jetty' });
    await expect(await within(drawer).findByRole('button', { name: LOCATION_TEXT.pin })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The card grid in the dark scheme: the badges keep their own colours, ringed apart from the card. */
export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: LOCATION_TEXT.title });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
  },
};
