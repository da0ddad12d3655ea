/** Hotel › Events over the mock API: the cards with the Inactive badge, empty, loading and failed states, an event's tabs and Add Event. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG, translationText } from '@atoll/contract';
import { handlers, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { EVENTS_TITLE, NO_EVENTS } from './EventsPage';

const meta = {
  title: 'Console/EventsPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/hotel/events', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const idOf = (name: string) => resetMockStore('busyResort').content.events.find((e) => translationText(e.name) === name)?.id;

/** Three weekly events; Bodu Beru Night is inactive. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: EVENTS_TITLE });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(grid).getAllByText(MSG.inactive)).toHaveLength(1);
  },
};

/** A new hotel has none yet. */
export const Empty: Story = emptyStory(NO_EVENTS);

/** While the list loads. */
export const Loading: Story = loadingStory('events/recurring');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('events/recurring');

/** An inactive event offers Set Active. */
export const InactiveEvent: Story = {
  args: { path: `/hotel/events?event=${idOf('Bodu Beru Night')}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Bodu Beru Night' });
    await expect(within(drawer).getByRole('button', { name: LABEL.setActive })).toBeVisible();
  },
};

/** ?tab=cover: the cover with the 2 MB hint. */
export const Cover: Story = {
  args: { path: `/hotel/events?event=${idOf('Beach BBQ')}&tab=cover` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Beach BBQ' });
    await expect(within(drawer).getByText('Recommended: under 2 MB')).toBeVisible();
  },
};

/** Add Event: name, times and days are required. */
export const AddEvent: Story = {
  args: { path: '/hotel/events?event=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: LABEL.addEvent });
    await userEvent.click(within(drawer).getByRole('button', { name: LABEL.createEvent }));
    await waitFor(() => expect(within(drawer).getAllByText(MSG.fieldRequired)).toHaveLength(4));
  },
};
