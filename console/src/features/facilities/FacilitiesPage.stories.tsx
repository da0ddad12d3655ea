/**
 * Hotel › Facilities over the mock API: the card grid, its empty, loading and
 * failed states, and each drawer a link can open (facility tabs, an activity,
 * an ordering menu's items, a PDF menu, an item's cover, Add Facility).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG, STATUS_MESSAGES } from '@atoll/contract';
import { handlers, handlersWith, resetMockStore, serverError, slow } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { CREATE_FACILITY } from './FacilityForm';
import { NO_FACILITIES } from './FacilitiesPage';
import { COVER_HINT, LARGE_HINT } from './MediaTabs';

const meta = {
  title: 'Console/FacilitiesPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/hotel/facilities', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const findList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Facilities' });
const findDrawer = (name: string) => screen.findByRole('dialog', { name });

/** Five facilities, two per row: a sub-facility names its parent, the closed kids club is Inactive. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const bar = within(list).getByRole('button', { name: 'Sunset Bar' }).closest('li');
    await expect(bar).toHaveTextContent('Ocean Restaurant');
    const kids = within(list).getByRole('button', { name: 'Kids Club' }).closest('li') as HTMLElement;
    await expect(within(kids).getByText(MSG.inactive)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: LABEL.addFacility })).toBeVisible();
  },
};

/** A company without facilities. */
export const Empty: Story = {
  args: { scenario: 'newCompany' },
  beforeEach: () => {
    resetMockStore('newCompany');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_FACILITIES)).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersWith(slow('get', 'facilities', 60_000)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: MSG.loading })).toBeVisible();
  },
};

/** The list fails to load: the error card with its reference and Retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: handlersWith(serverError('get', 'facilities')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect(canvas.getByText(/^REF-/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: MSG.retry })).toBeVisible();
  },
};

/** ?facility=1: the restaurant's drawer with its five tabs and counts. */
export const FacilityDetails: Story = {
  args: { path: '/hotel/facilities?facility=1' },
  play: async () => {
    const drawer = await findDrawer('Ocean Restaurant');
    const tabs = within(drawer).getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([LABEL.tab.basicInformation, LABEL.tab.image, `${LABEL.tab.gallery} (2)`, `${LABEL.tab.menus} (2)`, `${LABEL.tab.activities} (1)`]);
    await expect(within(drawer).getByRole('button', { name: LABEL.setInactive })).toBeVisible();
    await expect(within(drawer).getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Ocean Restaurant');
  },
};

/** An edit shows the save bar with Save and Cancel. */
export const UnsavedEdit: Story = {
  args: { path: '/hotel/facilities?facility=3' },
  play: async () => {
    const drawer = await findDrawer('Dive Centre');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name (English)' }), ' & Marina');
    await expect(await within(drawer).findByRole('button', { name: LABEL.save })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: LABEL.cancel })).toBeVisible();
  },
};

/** ?tab=image and the gallery: the size hints (1 MB cover, 2 MB gallery). */
export const ImageAndGallery: Story = {
  args: { path: '/hotel/facilities?facility=2&tab=image' },
  play: async () => {
    const drawer = await findDrawer('Coral Spa');
    await expect(within(drawer).getByText(COVER_HINT)).toBeVisible();
    await userEvent.click(within(drawer).getByRole('tab', { name: `${LABEL.tab.gallery} (1)` }));
    await expect(await within(drawer).findByText(LARGE_HINT)).toBeVisible();
  },
};

/** Add Facility: an empty name is refused with 'Please enter a name'. */
export const AddFacility: Story = {
  args: { path: '/hotel/facilities?facility=new' },
  play: async () => {
    const drawer = await findDrawer(LABEL.addFacility);
    await userEvent.click(within(drawer).getByRole('button', { name: CREATE_FACILITY }));
    await expect(await within(drawer).findByText(MSG.enterName)).toBeVisible();
  },
};

/** An activity above its facility. */
export const ActivityDetails: Story = {
  args: { path: '/hotel/facilities?facility=2&tab=activities&activity=12' },
  play: async () => {
    const drawer = await findDrawer('Balinese Massage');
    await expect(within(drawer).getByRole('textbox', { name: 'Price (English)' })).toHaveValue('$95 / 60 min');
  },
};

/** An ordering menu on its Items tab (no PDF tab): items under their categories, name and price in place, a quick add row per category. */
export const OrderingMenuItems: Story = {
  args: { path: '/hotel/facilities?facility=1&tab=menus&menu=21&menuTab=items' },
  play: async () => {
    const drawer = await findDrawer('À la carte');
    await expect(within(drawer).getByRole('tab', { name: `${LABEL.tab.items} (4)` })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: 'Name of Lobster Thermidor' })).toHaveValue('Lobster Thermidor'));
    await expect(within(drawer).getByRole('textbox', { name: 'Price of Lobster Thermidor' })).toHaveValue('$68');
    await expect(within(drawer).getByRole('list', { name: 'Mains' })).toBeVisible();
    await expect(within(drawer).getByRole('form', { name: 'Add an item to Starters' })).toBeVisible();
    await expect(within(drawer).queryByRole('tab', { name: LABEL.tab.pdf })).toBeNull();
  },
};

/** A PDF menu on its PDF tab: one file per language. */
export const PdfMenu: Story = {
  args: { path: '/hotel/facilities?facility=1&tab=menus&menu=22&menuTab=pdf' },
  play: async () => {
    const drawer = await findDrawer('Wine List');
    await expect(within(drawer).getByRole('tab', { name: LABEL.tab.pdf })).toHaveAttribute('aria-selected', 'true');
    await expect(within(drawer).getByText('wine-list.pdf')).toBeVisible();
  },
};

/** A menu item's Cover tab. */
export const ItemCover: Story = {
  args: { path: '/hotel/facilities?facility=1&tab=menus&menu=21&menuTab=items&item=43&itemTab=cover' },
  play: async () => {
    const drawer = await findDrawer('Reef Fish Curry');
    await expect(within(drawer).getByText(LARGE_HINT)).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};
