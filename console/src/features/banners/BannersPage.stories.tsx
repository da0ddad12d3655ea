/** Hotel › Banners over the mock API: the card grid, its empty, loading and failed states, a banner's tabs and Add Banner. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG } from '@atoll/contract';
import { handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { BANNERS_TITLE, BANNER_TEXT, NO_BANNERS } from './BannersPage';

const meta = {
  title: 'Console/BannersPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/hotel/banners', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const idOf = (name: string) => resetMockStore('busyResort').content.banners.find((p) => p.name === name)?.id;

/** Three banners: image, name, and icons for TV and app. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: BANNERS_TITLE });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(grid).getAllByText(BANNER_TEXT.onTv)).toHaveLength(2);
  },
};

/** A new hotel has none yet. */
export const Empty: Story = emptyStory(NO_BANNERS);

/** While the list loads. */
export const Loading: Story = loadingStory('promotions');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('promotions');

/** ?banner=…: Basic Information with the name, switches, related object and description. */
export const Details: Story = {
  args: { path: `/hotel/banners?banner=${idOf('Spa Week')}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Spa Week' });
    await expect(within(drawer).getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await expect(within(drawer).getByRole('switch', { name: 'Show on App' })).toBeChecked();
  },
};

/** ?tab=image: one image per language with the 1 MB hint. */
export const Images: Story = {
  args: { path: `/hotel/banners?banner=${idOf('Sunset Happy Hour')}&tab=image` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Sunset Happy Hour' });
    await expect(within(drawer).getByRole('img', { name: 'English: current image' })).toBeVisible();
  },
};

/** Add Banner refuses an empty name. */
export const AddBanner: Story = {
  args: { path: '/hotel/banners?banner=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: LABEL.addBanner });
    await userEvent.click(within(drawer).getByRole('button', { name: LABEL.createBanner }));
    await waitFor(() => expect(within(drawer).getByText(MSG.enterName)).toBeVisible());
    await expect(mockDb.content.banners).toHaveLength(3);
  },
};
