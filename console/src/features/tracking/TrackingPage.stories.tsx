/** Map › Tracking over the mock API: the groups table and its empty, loading and failed states, Add group, a group's trackers with their statuses, the live map and its list, a token shown once, on a phone and in the dark. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG, TRACKING_TEXT as TEXT } from '@atoll/contract';
import { handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';
import { storyViewport } from '#test/storyViewport.ts';

const meta = {
  title: 'Console/TrackingPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  // The owner holds manage-map.
  args: { path: '/map/tracking', scenario: 'busyResort', as: 'owner' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = storyViewport('phone', 390);

/** The seeded group's id (ids are given in order, so the story's own reset gives the same). */
const buggies = () => resetMockStore('busyResort').tracking.groups.find((g) => g.name === 'Buggies')!.id;

/** Two groups by name: Buggies (Buggy, 4 trackers) and Speedboats (Boat, 1); Add group. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Tracking groups' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByRole('row', { name: /Buggies/ })).toHaveTextContent(/Buggy\s*4/);
    await expect(within(canvasElement).getByRole('button', { name: TEXT.addGroup })).toBeVisible();
  },
};

/** A new company has no tracking groups yet. */
export const Empty: Story = { ...emptyStory(TEXT.noGroups), args: { scenario: 'newCompany', as: 'owner' } };

/** While the list loads. */
export const Loading: Story = loadingStory('tracking/groups');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('tracking/groups');

/** Create New Tracking Group refuses an empty name and type ('Field is required'), then creates a group by keyboard. */
export const CreateGroup: Story = {
  args: { path: '/map/tracking?group=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: TEXT.createGroupTitle });
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createGroup }));
    await waitFor(() => expect(within(drawer).getAllByText(MSG.fieldRequired)).toHaveLength(2));
    await userEvent.type(within(drawer).getByRole('textbox', { name: TEXT.name }), 'Shuttles');
    await userEvent.click(within(drawer).getByRole('button', { name: new RegExp(TEXT.type) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shuttle' }));
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createGroup }));
    const details = await screen.findByRole('dialog', { name: 'Shuttles' });
    await expect(within(details).getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await expect(mockDb.tracking.groups.find((g) => g.name === 'Shuttles')?.type).toBe('shuttle');
    clearLiveAnnouncer();
  },
};

/** The trackers list and the live map: beside each other (the map to the right, tops level) or stacked. */
async function expectMapBesideList(drawer: HTMLElement, beside: boolean) {
  const list = within(drawer).getByRole('list', { name: TEXT.trackersTab(4) }).getBoundingClientRect();
  const map = (await within(drawer).findByRole('region', { name: TEXT.liveMap })).getBoundingClientRect();
  if (beside) {
    await expect(map.left).toBeGreaterThanOrEqual(list.right);
    await expect(map.top).toBeLessThan(list.bottom);
  } else {
    await expect(map.top).toBeGreaterThanOrEqual(list.bottom);
    await expect(Math.abs(map.left - list.left)).toBeLessThan(1);
  }
}

/**
 * Buggies' Trackers (4): Moving, Idle, Offline and one never seen; the live map with a pin per placed tracker
 * and the trail of the first, and the list beside it: choosing Buggy 2 there by keyboard selects its pin.
 * At 1280 px the drawer widens for this tab and the map stands beside the trackers.
 */
export const Trackers: Story = {
  args: { path: `/map/tracking?group=${buggies()}&tab=trackers` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Buggies' });
    await expectMapBesideList(drawer, true);
    const list = within(drawer).getByRole('list', { name: TEXT.trackersTab(4) });
    await expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Moving'),
      expect.stringContaining('Idle'),
      expect.stringContaining('Offline'),
      expect.stringContaining(TEXT.never),
    ]);
    await expect(within(drawer).getByRole('button', { name: 'Buggy 1, Moving' })).toBeVisible();
    await expect(await within(drawer).findByRole('img', { name: `${TEXT.trail}: Buggy 1` })).toBeInTheDocument();
    const markers = within(drawer).getByRole('listbox', { name: `${TEXT.liveMap}: trackers` });
    within(markers).getAllByRole('option')[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(markers).getByRole('option', { name: /Buggy 2/ })).toHaveAttribute('aria-selected', 'true'));
  },
};

/** Add tracker: 'Field is required', then the new tracker's device token, shown once with Copy token. */
export const AddTracker: Story = {
  args: { path: `/map/tracking?group=${buggies()}&tab=trackers` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Buggies' });
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.addTracker }));
    await waitFor(() => expect(within(drawer).getByText(MSG.fieldRequired)).toBeVisible());
    await userEvent.type(within(drawer).getByRole('textbox', { name: TEXT.trackerName }), 'Buggy 5{Enter}');
    await waitFor(() => expect(within(drawer).getByText(TEXT.tokenOnce)).toBeVisible());
    const stored = mockDb.tracking.trackers.find((t) => t.name === 'Buggy 5')!;
    await expect(within(drawer).getByRole('textbox', { name: `${TEXT.deviceToken} (Buggy 5)` })).toHaveValue(`${stored.company_id}.${stored.secret}`);
    await expect(within(drawer).getByRole('button', { name: TEXT.copyToken })).toBeVisible();
    clearLiveAnnouncer();
  },
};

/** The same tab at 390 px: the map under the trackers, and nothing scrolls sideways. */
export const TrackersOnPhone: Story = {
  ...phone,
  args: { path: `/map/tracking?group=${buggies()}&tab=trackers` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Buggies' });
    await within(drawer).findByRole('button', { name: 'Buggy 1, Moving' });
    await expectMapBesideList(drawer, false);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A tablet (768 px): the drawer fills the screen, too narrow for two columns, so the map stays under the list. */
export const TrackersOnTablet: Story = {
  ...storyViewport('tablet', 768),
  args: { path: `/map/tracking?group=${buggies()}&tab=trackers` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Buggies' });
    await within(drawer).findByRole('button', { name: 'Buggy 1, Moving' });
    await expectMapBesideList(drawer, false);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The tab in the dark scheme: the badges keep readable pairs (axe checks the contrast). */
export const TrackersDark: Story = {
  globals: { scheme: 'dark' },
  args: { path: `/map/tracking?group=${buggies()}&tab=trackers` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Buggies' });
    // The trackers' list loads after the drawer opens: on a loaded runner that took more than findBy's 1 s. The drawer
    // is see-through until it has opened (React Aria's enter), so visible is waited for too.
    const idle = await within(drawer).findByText('Idle');
    await waitFor(() => expect(idle).toBeVisible());
  },
};
