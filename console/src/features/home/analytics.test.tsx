/**
 * Home's booking analytics over the mock API (issue 19): who sees them (read-facility-requests), which
 * facilities each user may choose ('All' only with the 'all' scope; a scoped user starts on their first
 * facility and is offered no other), the month picker moving the charts, each chart read as a table, and
 * a failure with Retry. The counts themselves are the server's and the domain's (conformance and server tests).
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ANALYTICS_TEXT, DEFAULT_TIMEZONE, MSG, PERMISSION, formatMonth } from '@atoll/contract';
import { BUSY_RESORT, mockDb, serverError, withBookingHistory } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

/** The busy resort keeps the default zone. */
const BUSY_RESORT_ZONE = DEFAULT_TIMEZONE;

const section = () => page.getByRole('region', { name: ANALYTICS_TEXT.heading });
const chart = (title: string) => section().getByRole('group', { name: title });
const facilitySelect = () => section().getByRole('button', { name: new RegExp(ANALYTICS_TEXT.facility) });

describe('home analytics', () => {
  test("an owner sees All facilities for this month: requests per day, the busy hours and the status mix, each readable as a table", async () => {
    await renderApp('/', { as: 'owner', seed: () => withBookingHistory() });
    await expect.element(facilitySelect()).toHaveTextContent(ANALYTICS_TEXT.all);
    await expect.element(chart(ANALYTICS_TEXT.byDateTitle)).toBeVisible();
    await expect.element(chart(ANALYTICS_TEXT.byHourTitle)).toBeVisible();
    await expect.element(section().getByRole('heading', { name: ANALYTICS_TEXT.byStatusTitle })).toBeVisible();
    await expect.element(section().getByText(ANALYTICS_TEXT.timeToConfirm)).toBeVisible();
    // The month shown is this month, as MMM-YYYY.
    await expect.element(section().getByRole('group', { name: ANALYTICS_TEXT.month }).getByRole('button', { name: formatMonth(new Date(), BUSY_RESORT_ZONE) })).toBeVisible();
    // The bar chart as a table: one row per day of the month, from the same data.
    const byDate = section().getByRole('figure', { name: ANALYTICS_TEXT.byDateTitle });
    await byDate.getByRole('button', { name: 'View as table' }).click();
    const table = byDate.getByRole('table', { name: ANALYTICS_TEXT.byDateTitle });
    await expect.element(table).toBeVisible();
    // A header row and 28 to 31 days.
    expect(table.getByRole('row').elements().length).toBeGreaterThanOrEqual(29);
  });

  test('the facility and the month are kept in the URL; the previous month moves every chart', async () => {
    const app = await renderApp('/', { as: 'owner' });
    await expect.element(chart(ANALYTICS_TEXT.byDateTitle)).toBeVisible();
    await section().getByRole('button', { name: /previous month/i }).click();
    await expect.poll(() => new URLSearchParams(app.router.state.location.search).get('month')).toMatch(/^\d{4}-\d{2}$/);
    await facilitySelect().click();
    const options = page.getByRole('option');
    await expect.poll(() => options.elements().length).toBeGreaterThan(1);
    await options.nth(1).click();
    await expect.poll(() => new URLSearchParams(app.router.state.location.search).get('facility')).toMatch(/^\d+$/);
    await expect.element(chart(ANALYTICS_TEXT.byDateTitle)).toBeVisible();
  });

  test("a user whose request permission names two facilities starts on the first, is offered only those, and never 'All'", async () => {
    await renderApp('/', { as: 'staff' });
    await expect.element(chart(ANALYTICS_TEXT.byDateTitle)).toBeVisible();
    await expect.element(facilitySelect()).not.toHaveTextContent(ANALYTICS_TEXT.all);
    await facilitySelect().click();
    const offered = page.getByRole('option').elements().map((o) => o.textContent);
    expect(offered).toHaveLength(2);
    expect(offered).not.toContain(ANALYTICS_TEXT.all);
    await userEvent.keyboard('{Escape}');
  });

  test('without read-facility-requests there are no analytics (and no call for them)', async () => {
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname);
    mockWorker().events.on('request:start', listen);
    await renderApp('/', {
      as: 'staff',
      seed: () => {
        delete mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id)!.permissions[PERMISSION.readFacilityRequests];
      },
    });
    await expect.element(page.getByRole('heading', { name: BUSY_RESORT.name, level: 1 })).toBeVisible();
    expect(section().elements()).toHaveLength(0);
    mockWorker().events.removeListener('request:start', listen);
    expect(calls.filter((path) => path.includes('ui/analytics'))).toEqual([]);
  });

  test('a chart that fails says so with Retry, and the others still show', async () => {
    mockWorker().use(serverError('get', 'ui/analytics/bookings-by-hour/:facility'));
    await renderApp('/', { as: 'owner' });
    const byHour = section().getByRole('figure', { name: ANALYTICS_TEXT.byHourTitle });
    await expect.element(byHour.getByRole('button', { name: MSG.retry })).toBeVisible();
    await expect.element(chart(ANALYTICS_TEXT.byDateTitle)).toBeVisible();
  });
});
