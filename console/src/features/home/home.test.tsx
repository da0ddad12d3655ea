/** Home: the guest-app QR card with the store links; no invented analytics. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { NEW_COMPANY, BUSY_RESORT } from '@atoll/mocks';
import { APP_STORE_URL, GOOGLE_PLAY_URL, guestAppLink } from '@atoll/contract';
import { renderApp } from '#test/renderApp.tsx';

describe('home', () => {
  test("shows the company's QR code linking to the property in the guest app, with store links", async () => {
    await renderApp('/', { scenario: 'newCompany', as: 'admin' });
    await expect.element(page.getByRole('heading', { name: NEW_COMPANY.name, level: 1 })).toBeVisible();
    await expect.element(page.getByRole('img', { name: /QR code/i })).toBeVisible();
    await expect.element(page.getByText(guestAppLink(NEW_COMPANY.domain))).toBeVisible();
    await expect.element(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', APP_STORE_URL);
    await expect.element(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', GOOGLE_PLAY_URL);
  });

  test('staff see the same card for their own company', async () => {
    await renderApp('/', { as: 'staff' });
    await expect.element(page.getByText(guestAppLink(BUSY_RESORT.domain))).toBeVisible();
  });
});
