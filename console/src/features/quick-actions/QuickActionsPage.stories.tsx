/** Hotel › Quick Actions over the mock API: the cards, empty, loading and failed states, an action's details and Add Quick Action. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG, translationText } from '@atoll/contract';
import { handlers, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { QUICK_ACTION_TEXT } from './QuickActionForm';
import { NO_QUICK_ACTIONS, QUICK_ACTIONS_TITLE } from './QuickActionsPage';

const meta = {
  title: 'Console/QuickActionsPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/hotel/quick-actions', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const idOf = (name: string) => resetMockStore('busyResort').content.quickActions.find((q) => translationText(q.name) === name)?.id;

/** One action of each type, with its icon and what it does. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: QUICK_ACTIONS_TITLE });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(grid).getByText('+960 664 0000')).toBeVisible();
  },
};

/** A new hotel has none yet. */
export const Empty: Story = emptyStory(NO_QUICK_ACTIONS);

/** While the list loads. */
export const Loading: Story = loadingStory('quick-actions');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('quick-actions');

/** A call action: the phone number field and the icon. */
export const CallAction: Story = {
  args: { path: `/hotel/quick-actions?action=${idOf('Call Reception')}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Call Reception' });
    await expect(await within(drawer).findByRole('textbox', { name: QUICK_ACTION_TEXT.phone })).toHaveValue('+960 664 0000');
  },
};

/** Add Quick Action: name, type and icon are required. */
export const AddQuickAction: Story = {
  args: { path: '/hotel/quick-actions?action=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: LABEL.addQuickAction });
    await userEvent.click(within(drawer).getByRole('button', { name: LABEL.createQuickAction }));
    await waitFor(() => expect(within(drawer).getAllByText(MSG.fieldRequired).length).toBeGreaterThanOrEqual(3));
  },
};
