/** Map › TVs over the mock API: the table with links and statuses, its empty, loading and failed states, create, details and New link. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG, TVS_TEXT as TEXT } from '@atoll/contract';
import { handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';
import { storyViewport } from '#test/storyViewport.ts';

const meta = {
  title: 'Console/TvsPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  // The owner holds manage-map.
  args: { path: '/map/tvs', scenario: 'busyResort', as: 'owner' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const lobbyId = () => resetMockStore('busyResort').tvs.find((t) => t.name === 'Lobby TV')?.id;

/** Two TVs by name, each with its display link (a new tab), coordinates, and status: the lobby online, the restaurant offline. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: TEXT.title });
    const lobby = await within(table).findByRole('row', { name: /Lobby TV/ });
    await expect(lobby).toHaveTextContent('Online');
    await expect(lobby).toHaveTextContent('4.17552, 73.50928');
    const link = within(lobby).getByRole('link', { name: /\/tv\// });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(new RegExp(`${TEXT.newTab.replace(/[()]/g, '\\$&')}$`));
    await expect(link.getAttribute('href')).toMatch(/\/tv\/[A-Za-z0-9_-]{43}$/);
    await expect(within(table).getByRole('row', { name: /Reef Restaurant TV/ })).toHaveTextContent('Offline');
    await expect(within(canvasElement).getByRole('button', { name: TEXT.addTv })).toBeVisible();
  },
};

/** On a 390 px phone each row is a card: nothing scrolls sideways. */
export const Phone: Story = {
  ...storyViewport('phone', 390),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Lobby TV');
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** A new company has no TVs yet. */
export const Empty: Story = { ...emptyStory(TEXT.empty), args: { scenario: 'newCompany', as: 'admin' } };

/** While the list loads. */
export const Loading: Story = loadingStory('tvs');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('tvs');

/** Create New TV refuses an empty name ('Field is required'); a named TV opens with its link. */
export const CreateTv: Story = {
  args: { path: '/map/tvs?tv=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: TEXT.createTitle });
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createButton }));
    await waitFor(() => expect(within(drawer).getByText(MSG.fieldRequired)).toBeVisible());
    await expect(mockDb.tvs).toHaveLength(2);
    await userEvent.type(within(drawer).getByRole('textbox', { name: TEXT.fields.name }), 'Spa TV');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Latitude' }), '4.1761');
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createButton }));
    const details = await screen.findByRole('dialog', { name: 'Spa TV' });
    await expect(within(details).getByRole('link', { name: /\/tv\// })).toBeVisible();
    await expect(mockDb.tvs.find((t) => t.name === 'Spa TV')).toMatchObject({ lat: 4.1761, lng: null });
    // The pending Create button's announcement points at a label that is gone (see liveAnnouncer.ts).
    clearLiveAnnouncer();
  },
};

/** A TV's details: Basic Information under its link; New link asks first, then the old link is replaced. */
export const NewLink: Story = {
  args: { path: `/map/tvs?tv=${lobbyId()}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Lobby TV' });
    await expect(within(drawer).getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await expect(within(drawer).getByRole('textbox', { name: TEXT.fields.name })).toHaveValue('Lobby TV');
    const link = within(drawer).getByRole('link', { name: /\/tv\// });
    const before = link.getAttribute('href');
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.newLink }));
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(TEXT.newLinkConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: TEXT.newLink }));
    await waitFor(() => expect(within(drawer).getByRole('link', { name: /\/tv\// }).getAttribute('href')).not.toBe(before));
    clearLiveAnnouncer();
  },
};
