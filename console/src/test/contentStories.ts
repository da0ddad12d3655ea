/**
 * The list states every hotel-content screen story shows the same way (empty
 * for a new hotel, loading, failed with Retry), so each screen's stories file
 * only words what is its own. Use as `export const Empty: Story = emptyStory(NO_BANNERS)`.
 */
import { expect, within } from 'storybook/test';
import { MSG, STATUS_MESSAGES } from '@atoll/contract';
import { handlersWith, resetMockStore, serverError, slow } from '@atoll/mocks';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A new hotel (newCompany) has nothing yet: the empty state says `emptyText`. */
export function emptyStory(emptyText: string) {
  const play: Play = async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(emptyText)).toBeVisible();
  };
  return {
    args: { scenario: 'newCompany' as const },
    beforeEach: () => {
      resetMockStore('newCompany');
    },
    play,
  };
}

/** The list (GET `listPath`) takes long: the loading state. */
export function loadingStory(listPath: string) {
  const play: Play = async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: MSG.loading })).toBeVisible();
  };
  return { parameters: { msw: { handlers: handlersWith(slow('get', listPath, 60_000)) } }, play };
}

/** The list (GET `listPath`) fails: the error card with Retry. */
export function loadFailedStory(listPath: string) {
  const play: Play = async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: MSG.retry })).toBeVisible();
  };
  return { parameters: { msw: { handlers: handlersWith(serverError('get', listPath)) } }, play };
}
