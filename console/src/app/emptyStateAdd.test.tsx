/**
 * A new hotel's empty screens offer their add button in the empty state (issue 18): on a card screen
 * (ContentListPage) and Facilities it takes the header's place (one button of that name), in a tabbed table
 * screen (ServerTable's emptyAction) it joins the header's; each opens the screen's create form.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { LABEL, TASK_TYPES_TEXT } from '@atoll/contract';
import { NO_EVENTS } from '../features/events/EventsPage';
import { NO_FACILITIES } from '../features/facilities/FacilitiesPage';
import { renderApp } from '#test/renderApp.tsx';

const cases: [path: string, empty: string, add: string, form: string, buttons: number][] = [
  ['/hotel/events', NO_EVENTS, LABEL.addEvent, LABEL.addEvent, 1],
  ['/hotel/facilities', NO_FACILITIES, LABEL.addFacility, LABEL.addFacility, 1],
  ['/tasks/types', TASK_TYPES_TEXT.noTypes, TASK_TYPES_TEXT.addType, TASK_TYPES_TEXT.createTypeTitle, 2],
];

describe("the empty state's own add button", () => {
  test.each(cases)('%s', async (path, empty, add, form, count) => {
    await renderApp(path, { scenario: 'newCompany' });
    await expect.element(page.getByText(empty).first()).toBeVisible();
    const buttons = page.getByRole('button', { name: add, exact: true });
    await expect.poll(() => buttons.elements().length).toBe(count);
    // The last is the empty state's (a table screen's header comes first).
    await buttons.last().click();
    await expect.element(page.getByRole('dialog', { name: form })).toBeVisible();
  });
});
