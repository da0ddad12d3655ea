/** Tasks › Types over the mocks: both tabs' tables, create and edit, validation, errors, empty state, permission, keyboard, URL state. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LABEL, MSG, STATUS_MESSAGES, TASK_TYPES_TEXT as TEXT } from '@atoll/contract';
import { mockDb, serverError, slow } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

const types = () => page.getByRole('grid', { name: 'Task types' });
const categories = () => page.getByRole('grid', { name: 'Task categories' });
const drawer = (name: string) => page.getByRole('dialog', { name });
const saveBar = () => page.getByRole('toolbar', { name: 'Unsaved changes' });
const owner = { as: 'owner' } as const;

describe('types', () => {
  test('the table shows name, the description cut at 60 characters, the category and Updated', async () => {
    await renderApp('/tasks/types', owner);
    await expect.element(page.getByRole('heading', { name: TEXT.title })).toBeVisible();
    const cleaning = types().getByRole('row', { name: /Room Cleaning/ });
    await expect.element(cleaning).toHaveTextContent('Full clean of the room or villa after check-out, including l…');
    await expect.element(cleaning).toHaveTextContent('Housekeeping');
    await expect.element(page.getByRole('button', { name: TEXT.addType })).toBeVisible();
  });

  test("create: 'Field is required', then a type with a category opens its details and joins the list", async () => {
    const app = await renderApp('/tasks/types', owner);
    await page.getByRole('button', { name: TEXT.addType }).click();
    const form = drawer(TEXT.createTypeTitle);
    await form.getByRole('button', { name: TEXT.createType }).click();
    await expect.element(form.getByText(MSG.fieldRequired)).toBeVisible();

    await form.getByRole('textbox', { name: 'Name' }).fill('Pool Cleaning');
    await form.getByRole('textbox', { name: 'Description' }).fill('Skim and vacuum the pool');
    await form.getByRole('button', { name: TEXT.categoryPicker }).click();
    await page.getByRole('option', { name: 'Maintenance' }).click();
    await form.getByRole('button', { name: TEXT.createType }).click();

    const details = drawer('Pool Cleaning');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await expect.element(types().getByRole('row', { name: /Pool Cleaning/ })).toHaveTextContent('Maintenance');
    const created = mockDb.content.taskTypes.find((t) => t.name === 'Pool Cleaning');
    expect(created?.task_category_id).toBe(mockDb.content.taskCategories.find((c) => c.name === 'Maintenance')?.id);
    expect(app.currentSearch()).toContain(`type=${created?.id}`);
  });

  test('edit: the save bar saves the new name and removes the category', async () => {
    await renderApp('/tasks/types', owner);
    await types().getByRole('row', { name: /AC Repair/ }).click();
    const details = drawer('AC Repair');
    await details.getByRole('textbox', { name: 'Name' }).fill('AC Service');
    await details.getByRole('button', { name: TEXT.categoryPicker }).click();
    await page.getByRole('option', { name: 'None' }).click();
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    const row = types().getByRole('row', { name: /AC Service/ });
    await expect.element(row).toBeVisible();
    expect(mockDb.content.taskTypes.find((t) => t.name === 'AC Service')?.task_category_id).toBeNull();
  });

  test('a server error stays under the form and the typed values are kept', async () => {
    mockWorker().use(serverError('post', 'tasks/types'));
    await renderApp('/tasks/types?type=new', owner);
    const form = drawer(TEXT.createTypeTitle);
    await form.getByRole('textbox', { name: 'Name' }).fill('Kept');
    await form.getByRole('textbox', { name: 'Description' }).fill('Still here');
    await form.getByRole('button', { name: TEXT.createType }).click();
    await expect.element(form.getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Kept');
    await expect.element(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Still here');
  });

  test('a sortable header orders on the server (order_by): Category puts the uncategorised type last', async () => {
    const app = await renderApp('/tasks/types', owner);
    const rows = () => types().getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect.element(rows().first()).toHaveTextContent('AC Repair');
    await types().getByRole('columnheader', { name: 'Category' }).click();
    await expect.element(rows().first()).toHaveTextContent('Airport Transfer'); // Guest Services
    await expect.element(rows().last()).toHaveTextContent('Wake-up Call');
    expect(decodeURIComponent(app.currentSearch())).toContain('order_by=category:ASC');
  });

  test('while a new order loads the rows stay in place, the grid busy; a new search starts from the skeleton', async () => {
    await renderApp('/tasks/types', owner);
    const rows = () => types().getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect.element(rows().first()).toHaveTextContent('AC Repair');
    mockWorker().use(slow('get', 'tasks/types', 800));
    await types().getByRole('columnheader', { name: 'Category' }).click();
    // The old rows (and the pager) are still there while the server sorts, and the grid says it is busy.
    await expect.element(types()).toHaveAttribute('aria-busy', 'true');
    await expect.element(rows().first()).toHaveTextContent('AC Repair');
    await expect.element(page.getByRole('navigation', { name: 'Task types pagination' })).toBeVisible();
    await expect.element(types().getByRole('columnheader', { name: 'Category' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.element(rows().first()).toHaveTextContent('Airport Transfer');
    await expect.element(types()).not.toHaveAttribute('aria-busy');

    // Another search: the old rows would not answer it, so the table shows it is loading instead.
    await page.getByRole('searchbox', { name: 'Search' }).fill('call');
    await expect.element(types().getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect.element(types().getByRole('row', { name: /Plumbing/ })).not.toBeInTheDocument();
    await expect.element(types().getByRole('row', { name: /Wake-up Call/ })).toBeVisible();
  });

  test('search goes to the server and stays in the URL; nothing found says so', async () => {
    const app = await renderApp('/tasks/types', owner);
    await page.getByRole('searchbox', { name: 'Search' }).fill('call');
    await expect.element(types().getByRole('row', { name: /Wake-up Call/ })).toBeVisible();
    await expect.element(types().getByRole('row', { name: /Plumbing/ })).not.toBeInTheDocument();
    expect(app.currentSearch()).toContain('q_name=call');
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzz');
    await expect.element(page.getByText(TEXT.noMatch)).toBeVisible();
  });
});

describe('categories', () => {
  test('the tab shows the count of task types; Add Category creates one', async () => {
    const app = await renderApp('/tasks/types', owner);
    await page.getByRole('tab', { name: TEXT.categoriesTab }).click();
    await expect.element(categories().getByRole('row', { name: /Housekeeping/ })).toHaveTextContent('2');
    expect(app.currentSearch()).toContain('view=categories');

    await page.getByRole('button', { name: TEXT.addCategory }).click();
    const form = drawer(TEXT.createCategoryTitle);
    await form.getByRole('button', { name: TEXT.createCategory }).click();
    await expect.element(form.getByText(MSG.fieldRequired)).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill('Front Office');
    await form.getByRole('button', { name: TEXT.createCategory }).click();
    await expect.element(drawer('Front Office')).toBeVisible();
    await expect.element(categories().getByRole('row', { name: /Front Office/ })).toHaveTextContent('0');
  });

  test('edit: a renamed category shows its new name', async () => {
    await renderApp('/tasks/types?view=categories', owner);
    await categories().getByRole('row', { name: /Maintenance/ }).click();
    const details = drawer('Maintenance');
    await details.getByRole('textbox', { name: 'Name' }).fill('Engineering');
    await saveBar().getByRole('button', { name: LABEL.save }).click();
    await expect.element(categories().getByRole('row', { name: /Engineering/ })).toBeVisible();
  });
});

describe('states and access', () => {
  test('a new company sees the empty state on both tabs', async () => {
    await renderApp('/tasks/types', { scenario: 'newCompany' });
    await expect.element(page.getByText(TEXT.noTypes)).toBeVisible();
    await page.getByRole('tab', { name: TEXT.categoriesTab }).click();
    await expect.element(page.getByText(TEXT.noCategories)).toBeVisible();
  });

  test('a failed list offers Retry, which loads it', async () => {
    mockWorker().use(serverError('get', 'tasks/types'));
    await renderApp('/tasks/types', owner);
    await expect.element(page.getByText(STATUS_MESSAGES[500])).toBeVisible();
    mockWorker().resetHandlers();
    await page.getByRole('button', { name: MSG.retry }).click();
    await expect.element(types().getByRole('row', { name: /Plumbing/ })).toBeVisible();
  });

  test('without manage-task-types the Tasks menu is hidden and a direct visit is refused', async () => {
    await renderApp('/tasks/types', { as: 'staff' });
    await expect.element(page.getByText(STATUS_MESSAGES[403])).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Tasks', exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: TEXT.addType })).not.toBeInTheDocument();
  });

  test('keyboard: Tab reaches the table, arrows move, Enter opens the drawer, Escape closes it', async () => {
    const app = await renderApp('/tasks/types', owner);
    await expect.element(types().getByRole('row', { name: /AC Repair/ })).toBeVisible();
    page.getByRole('searchbox', { name: 'Search' }).element().focus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    // Sorted by name: AC Repair, Airport Transfer…; ArrowDown moves to the second row.
    const opened = drawer('Airport Transfer');
    await expect.element(opened).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(opened).not.toBeInTheDocument();
    expect(app.currentSearch()).not.toContain('type=');
  });
});
