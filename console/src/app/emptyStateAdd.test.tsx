/**
 * A new hotel's empty screens offer their own add button in the empty state (issue 18), besides the header's:
 * a card screen (ContentListPage), a table screen (ServerTable's emptyAction) and Facilities; each opens the
 * screen's create form.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { LABEL, REQUESTS_TEXT, TASK_TYPES_TEXT } from '@atoll/contract';
import { NO_EVENTS } from '../features/events/EventsPage';
import { NO_FACILITIES } from '../features/facilities/FacilitiesPage';
import { renderApp } from '#test/renderApp.tsx';

const cases: [path: string, empty: string, add: string, form: string][] = [
  ['/hotel/events', NO_EVENTS, LABEL.addEvent, LABEL.addEvent],
  ['/hotel/facilities', NO_FACILITIES, LABEL.addFacility, LABEL.addFacility],
  ['/tasks/types', TASK_TYPES_TEXT.noTypes, TASK_TYPES_TEXT.addType, TASK_TYPES_TEXT.createTypeTitle],
  ['/guests/list?view=others', REQUESTS_TEXT.noGuests, REQUESTS_TEXT.addGuest, REQUESTS_TEXT.createGuestTitle],
];

describe("the empty state's own add button", () => {
  test.each(cases)('%s', async (path, empty, add, form) => {
    await renderApp(path, { scenario: 'newCompany' });
    await expect.element(page.getByText(empty).first()).toBeVisible();
    const buttons = page.getByRole('button', { name: add, exact: true });
    await expect.poll(() => buttons.elements().length).toBe(2);
    // The second is the empty state's (the header's comes first).
    await buttons.nth(1).click();
    await expect.element(page.getByRole('dialog', { name: form })).toBeVisible();
  });
});
