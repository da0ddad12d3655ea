/** Home: the day's figures (each a link to its list), a new company's checklist that ticks itself off, and the guest-app QR card. */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { NEW_COMPANY, BUSY_RESORT, mockDb, serverError } from '@atoll/mocks';
import { APP_STORE_URL, GOOGLE_PLAY_URL, HOME_TEXT, STATUS_MESSAGES, en, guestAppLink } from '@atoll/contract';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

const figure = (label: string) => page.getByRole('link', { name: new RegExp(`^\\d+ ${label}$`) });

describe('home', () => {
  test("shows the company's QR code linking to the property in the guest app, with store links", async () => {
    await renderApp('/', { scenario: 'newCompany', as: 'admin' });
    await expect.element(page.getByRole('heading', { name: NEW_COMPANY.name, level: 1 })).toBeVisible();
    await expect.element(page.getByRole('img', { name: `QR code for ${guestAppLink(NEW_COMPANY.domain)}` })).toBeVisible();
    await expect.element(page.getByRole('link', { name: guestAppLink(NEW_COMPANY.domain), exact: true })).toBeVisible();
    await expect.element(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', APP_STORE_URL);
    await expect.element(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', GOOGLE_PLAY_URL);
  });

  test("the owner's day: New requests open the Requests' New tab, In house opens the Guest List", async () => {
    await renderApp('/', { as: 'owner' });
    await expect.element(figure(HOME_TEXT.overdueRequests)).toBeVisible();
    await figure(HOME_TEXT.newRequests).click();
    await expect.element(page.getByRole('tab', { name: /New/, selected: true })).toBeVisible();
    await renderApp('/', { as: 'owner' });
    await figure(HOME_TEXT.inHouse).click();
    await expect.element(page.getByRole('heading', { name: 'Guest List', level: 1 })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'In House', selected: true })).toBeVisible();
  });

  test('the checklist ticks itself off: a step links to where it is done, and a facility made meanwhile is ticked on return to Home', async () => {
    const app = await renderApp('/', { scenario: 'newCompany', as: 'admin' });
    const checklist = page.getByRole('region', { name: HOME_TEXT.setupTitle });
    await expect.element(checklist.getByText(HOME_TEXT.setupProgress(0, 5))).toBeVisible();
    await expect
      .element(checklist.getByRole('link', { name: new RegExp(HOME_TEXT.setupSteps.facility.label) }))
      .toHaveAttribute('href', '/hotel/facilities?facility=new');
    // The facility, as the create form would store it; then to another screen and back: Home asks again when it
    // mounts. (Wait for the other screen: until it has rendered, the router keeps Home on screen.)
    mockDb.content.facilities.push({ id: 9901, company_id: NEW_COMPANY.companyId, name: en('Lagoon Bar') } as never);
    await app.router.navigate('/guests/list');
    await expect.element(page.getByRole('heading', { name: 'Guest List', level: 1 })).toBeVisible();
    await app.router.navigate('/');
    await expect.element(page.getByRole('region', { name: HOME_TEXT.setupTitle }).getByText(HOME_TEXT.setupProgress(1, 5))).toBeVisible();
    await expect.element(page.getByRole('link', { name: /Add your first facility\s*, done/ })).toBeVisible();
  });

  test('staff without permissions see the guest figures and the QR card, no requests and no checklist', async () => {
    const app = await renderApp('/guests/list', { as: 'staff' });
    mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id)!.permissions = {};
    await app.router.navigate('/');
    await expect.element(figure(HOME_TEXT.inHouse)).toBeVisible();
    await expect.element(page.getByRole('img', { name: `QR code for ${guestAppLink(BUSY_RESORT.domain)}` })).toBeVisible();
    expect(page.getByRole('link', { name: new RegExp(HOME_TEXT.newRequests) }).elements()).toHaveLength(0);
    expect(page.getByRole('region', { name: HOME_TEXT.setupTitle }).elements()).toHaveLength(0);
  });

  test('staff whose requests are limited to two facilities see request figures for them only, and no checklist', async () => {
    await renderApp('/', { as: 'staff' });
    await expect.element(figure(HOME_TEXT.newRequests)).toBeVisible();
    expect(page.getByRole('region', { name: HOME_TEXT.setupTitle }).elements()).toHaveLength(0);
  });

  test('a failure shows the error with Retry, and the QR card stays', async () => {
    mockWorker().use(serverError('get', 'home/today'));
    await renderApp('/', { as: 'admin' });
    await expect.element(page.getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: `QR code for ${guestAppLink(BUSY_RESORT.domain)}` })).toBeVisible();
  });

  test("the property's QR code downloads as PNG and SVG named after the property", async () => {
    await renderApp('/', { as: 'admin' });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await page.getByRole('button', { name: 'Download SVG' }).click();
      await page.getByRole('button', { name: 'Download PNG' }).click();
      await expect.poll(() => saved).toEqual(['qr-code-coral-atoll-resort.svg', 'qr-code-coral-atoll-resort.png']);
    } finally {
      click.mockRestore();
    }
  });
});
