/** Hotel › Information over the mock API: the cards, empty, loading and failed states, and the content tab of each type. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LABEL, MSG, translationText } from '@atoll/contract';
import { handlers, resetMockStore } from '@atoll/mocks';
import { ScreenStoryApp } from '#test/ScreenStoryApp.tsx';
import { emptyStory, loadFailedStory, loadingStory } from '#test/contentStories.ts';
import { INFORMATION_TITLE, NO_INFORMATION } from './InformationPage';

const meta = {
  title: 'Console/InformationPage',
  component: ScreenStoryApp,
  tags: ['autodocs'],
  args: { path: '/hotel/information', scenario: 'busyResort', as: 'admin' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetMockStore('busyResort');
  },
} satisfies Meta<typeof ScreenStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const idOf = (name: string) => resetMockStore('busyResort').content.information.find((i) => translationText(i.name) === name)?.id;

/** One card of each content type. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: INFORMATION_TITLE });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A new hotel has none yet. */
export const Empty: Story = emptyStory(NO_INFORMATION);

/** While the list loads. */
export const Loading: Story = loadingStory('information');

/** The list fails: the error card with Retry. */
export const LoadFailed: Story = loadFailedStory('information');

/** A text card: the Text tab with the rich text per language. */
export const TextContent: Story = {
  args: { path: `/hotel/information?information=${idOf('Wi-Fi')}&tab=content` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Wi-Fi' });
    await expect(within(drawer).getByRole('tab', { name: LABEL.tab.text })).toHaveAttribute('aria-selected', 'true');
    await expect(within(drawer).getByRole('textbox', { name: 'Text (English)' })).toHaveTextContent('CoralGuest');
  },
};

/** An image card: several images per language. */
export const ImageContent: Story = {
  args: { path: `/hotel/information?information=${idOf('Island Map')}&tab=content` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Island Map' });
    await expect(within(drawer).getByRole('tab', { name: LABEL.tab.image })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A PDF card: one PDF per language. */
export const PdfContent: Story = {
  args: { path: `/hotel/information?information=${idOf('Resort Guide')}&tab=content` },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Resort Guide' });
    await expect(within(drawer).getByText('guide.pdf')).toBeVisible();
  },
};

/** Add Information: every field is required. */
export const AddInformation: Story = {
  args: { path: '/hotel/information?information=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: LABEL.addInformation });
    await userEvent.click(within(drawer).getByRole('button', { name: LABEL.createInformation }));
    await waitFor(() => expect(within(drawer).getAllByText(MSG.fieldRequired)).toHaveLength(3));
  },
};
