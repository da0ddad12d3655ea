/** Tasks › Types over the mock API: the Types and Categories tables, their empty, loading and failed states, and the create forms. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG, TASK_TYPES_TEXT as TEXT } from '@atoll/contract';
import { handlers, mockDb, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';

const meta = {
  title: 'Console/TaskTypesPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  // The owner holds manage-task-types; busyResort's admin does not.
  args: { path: '/tasks/types', scenario: 'busyResort', as: 'owner' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six task types by name: description cut at 60 characters, category (one has none), Updated; Add Type. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Task types' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await expect(within(table).getByText('Full clean of the room or villa after check-out, including l…')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: TEXT.addType })).toBeVisible();
  },
};

/** ?view=categories: three categories with their task counts; the button reads Add Category. */
export const CategoriesTab: Story = {
  args: { path: '/tasks/types?view=categories' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Task categories' });
    const row = await within(table).findByRole('row', { name: /Housekeeping/ });
    await expect(row).toHaveTextContent('2');
    await expect(within(canvasElement).getByRole('button', { name: TEXT.addCategory })).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: TEXT.categoriesTab })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A new company has no task types yet. */
export const Empty: Story = { ...emptyStory(TEXT.noTypes), args: { scenario: 'newCompany', as: 'admin' } };

/** While the list loads. */
export const Loading: Story = loadingStory('tasks/types');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('tasks/types');

/**
 * Create New Task Type refuses an empty name ('Field is required') and offers the category picker, labelled
 * Parent Facility, with help text that says it is the task category.
 */
export const CreateTaskType: Story = {
  args: { path: '/tasks/types?type=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: TEXT.createTypeTitle });
    await expect(within(drawer).getByRole('button', { name: new RegExp(TEXT.categoryPicker) })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: new RegExp(TEXT.categoryPicker) })).toHaveAccessibleDescription(TEXT.categoryPickerHelp);
    await userEvent.click(within(drawer).getByRole('button', { name: TEXT.createType }));
    await waitFor(() => expect(within(drawer).getByText(MSG.fieldRequired)).toBeVisible());
    await expect(mockDb.content.taskTypes).toHaveLength(6);
  },
};

/** A type's details: the one tab, Basic Information. */
export const TypeDetails: Story = {
  args: { path: `/tasks/types?type=${resetMockStore('busyResort').content.taskTypes.find((t) => t.name === 'Plumbing')?.id}` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Plumbing' });
    await expect(within(drawer).getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveValue('Plumbing');
  },
};
