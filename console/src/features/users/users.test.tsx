/** Admin › Users, the list: paging, sorting, search, states, URL and permission. */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, HttpResponse } from 'msw';
import { ERROR_NAMES, MSG, STATUS_MESSAGES, apiError, formatReference } from '@atoll/contract';
import { BUSY_RESORT, apiPath, mockDb, slow } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

const table = () => page.getByRole('grid', { name: 'Users' });
const bodyRows = () => table().getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
const pagination = () => page.getByRole('navigation', { name: 'Users pagination' });
const busyResortUsers = () => mockDb.users.filter((u) => u.company_id === BUSY_RESORT.companyId);
const sortedNames = (direction: 1 | -1 = 1) =>
  busyResortUsers()
    .map((u) => u.name)
    .sort((a, b) => direction * a.localeCompare(b, 'en', { sensitivity: 'base' }));

describe('users list', () => {
  test('shows Name/username, Designation, Contact, Status and Updated, ten rows a page, with the total', async () => {
    await renderApp('/admin/users');
    for (const header of ['Name', 'Designation', 'Contact', 'Status', 'Updated']) {
      await expect.element(table().getByRole('columnheader', { name: header })).toBeVisible();
    }
    const total = busyResortUsers().length;
    await expect.element(pagination().getByText(`${total} rows`)).toBeVisible();
    await expect.poll(() => bodyRows().elements().length).toBe(10);

    const amira = table().getByRole('row', { name: new RegExp(BUSY_RESORT.owner.name) });
    await expect.element(amira).toHaveTextContent(BUSY_RESORT.owner.username);
    await expect.element(amira).toHaveTextContent('General Manager');
    await expect.element(amira).toHaveTextContent('amira@coralatoll.example');
    await expect.element(amira).toHaveTextContent('+960 7900001');
    await expect.element(amira).toHaveTextContent('Active');
    await expect.element(table().getByRole('row', { name: /Aminath Riza/ })).toHaveTextContent('Invited');
    await expect.element(table().getByRole('row', { name: /Anil Kumar/ })).toHaveTextContent('Disabled');
  });

  test('Next and the page size changer page on the server; the page is kept in the URL', async () => {
    const app = await renderApp('/admin/users');
    const names = sortedNames();
    await expect.element(bodyRows().first()).toHaveTextContent(names[0]);

    await pagination().getByRole('button', { name: 'Next' }).click();
    await expect.element(bodyRows().first()).toHaveTextContent(names[10]);
    expect(app.currentSearch()).toContain('page=2');
    await expect.element(pagination().getByText('Page 2 of 4')).toBeVisible();

    await pagination().getByRole('combobox', { name: 'Rows per page' }).selectOptions('20');
    await expect.poll(() => bodyRows().elements().length).toBe(20);
    await expect.element(bodyRows().first()).toHaveTextContent(names[0]);
    expect(app.currentSearch()).toContain('limit=20');
    expect(app.currentSearch()).not.toContain('page=');
  });

  test('a page past the end (an old link) shows the last page', async () => {
    const app = await renderApp('/admin/users?page=9');
    await expect.element(pagination().getByText('Page 4 of 4')).toBeVisible();
    await expect.poll(() => bodyRows().elements().length).toBe(busyResortUsers().length - 30);
    expect(app.currentSearch()).toContain('page=4');
  });

  test('a sortable header orders on the server (order_by) and back', async () => {
    const app = await renderApp('/admin/users');
    const header = table().getByRole('columnheader', { name: 'Name' });
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
    await header.click();
    await expect.element(header).toHaveAttribute('aria-sort', 'descending');
    await expect.element(bodyRows().first()).toHaveTextContent(sortedNames(-1)[0]);
    expect(decodeURIComponent(app.currentSearch())).toContain('order_by=name:DESC');

    await table().getByRole('columnheader', { name: 'Designation' }).click();
    const byDesignation = busyResortUsers()
      .slice()
      .sort((a, b) => (a.designation ?? '').localeCompare(b.designation ?? '', 'en', { sensitivity: 'base' }) || a.id - b.id);
    await expect.element(bodyRows().first()).toHaveTextContent(byDesignation[0].name);
  });

  test('search (q_name) finds by name or username and shows the empty state when nothing matches', async () => {
    const app = await renderApp('/admin/users');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('carlos');
    await expect.poll(() => bodyRows().elements().length).toBe(1);
    await expect.element(bodyRows().first()).toHaveTextContent('Carlos Mendes');
    await expect.element(pagination().getByText('1 row')).toBeVisible();
    expect(app.currentSearch()).toContain('q_name=carlos');

    await search.fill('chenwei');
    await expect.element(bodyRows().first()).toHaveTextContent('Chen Wei');

    await search.fill('nobody-by-this-name');
    await expect.element(page.getByText('No users match the search')).toBeVisible();
  });

  test('loading, then a failure with Retry that recovers', async () => {
    // The first call fails; the retry is answered (slowly, to see the loading state) by the normal handler.
    mockWorker().use(http.get(apiPath('users'), () => HttpResponse.json(apiError(500, { reference: 'USR-1' }), { status: 500 }), { once: true }));
    mockWorker().use(slow('get', 'users', 400));
    await renderApp('/admin/users');
    await expect.element(page.getByRole('heading', { name: ERROR_NAMES.SERVER_ERROR })).toBeVisible();
    await expect.element(page.getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(page.getByText(formatReference('USR-1'))).toBeVisible();

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.element(table().getByRole('progressbar', { name: MSG.loading })).toBeVisible();
    await expect.element(table().getByRole('row', { name: new RegExp(BUSY_RESORT.owner.name) })).toBeVisible();
  });

  test('a company with only its owner shows one row', async () => {
    await renderApp('/admin/users', { scenario: 'newCompany' });
    await expect.element(table().getByRole('row', { name: /Maya Rasheed/ })).toBeVisible();
    await expect.element(pagination().getByText('1 row')).toBeVisible();
  });
});

describe('keyboard', () => {
  test('Tab reaches the table, arrows move between rows, Enter opens the drawer and Escape closes it', async () => {
    const app = await renderApp('/admin/users');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect.element(bodyRows().first()).toHaveTextContent(sortedNames()[0]);
    search.element().focus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    // Tab lands on the first row; ArrowDown moves to the second.
    const opened = page.getByRole('dialog', { name: sortedNames()[1], exact: true });
    await expect.element(opened).toBeVisible();
    expect(app.currentSearch()).toMatch(/user=\d+/);
    await userEvent.keyboard('{Escape}');
    await expect.element(opened).not.toBeInTheDocument();
    expect(app.currentSearch()).not.toContain('user=');
  });
});

describe('permission', () => {
  test("staff 'nadia' sees no Admin menu, and a direct visit to /admin/users is refused", async () => {
    await renderApp('/admin/users', { as: 'staff' });
    await expect.element(page.getByText(STATUS_MESSAGES[403])).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Admin', exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Hotel', exact: true })).toBeVisible();
    await expect.element(table()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  });
});
