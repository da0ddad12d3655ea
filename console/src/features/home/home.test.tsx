/** Home: the guest-app QR card with the store links; no invented analytics. */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { NEW_COMPANY, BUSY_RESORT } from '@atoll/mocks';
import { APP_STORE_URL, GOOGLE_PLAY_URL, guestAppLink } from '@atoll/contract';
import { renderApp } from '#test/renderApp.tsx';

describe('home', () => {
  test("shows the company's QR code linking to the property in the guest app, with store links", async () => {
    await renderApp('/', { scenario: 'newCompany', as: 'admin' });
    await expect.element(page.getByRole('heading', { name: NEW_COMPANY.name, level: 1 })).toBeVisible();
    await expect.element(page.getByRole('img', { name: `QR code for ${guestAppLink(NEW_COMPANY.domain)}` })).toBeVisible();
    await expect.element(page.getByRole('link', { name: guestAppLink(NEW_COMPANY.domain), exact: true })).toBeVisible();
    await expect.element(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', APP_STORE_URL);
    await expect.element(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', GOOGLE_PLAY_URL);
  });

  test('no analytics are invented: there is no chart or figure on the page', async () => {
    await renderApp('/', { as: 'admin' });
    await expect.element(page.getByRole('heading', { name: BUSY_RESORT.name, level: 1 })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2 })).toHaveTextContent('Your property in the guest app');
  });

  test('staff see the same card for their own company', async () => {
    await renderApp('/', { as: 'staff' });
    await expect.element(page.getByRole('img', { name: `QR code for ${guestAppLink(BUSY_RESORT.domain)}` })).toBeVisible();
    await expect.element(page.getByRole('link', { name: guestAppLink(BUSY_RESORT.domain), exact: true })).toBeVisible();
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
