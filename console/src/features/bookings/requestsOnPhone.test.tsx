/**
 * Requests on a phone (issue 18, item 1): at 390 px each request is a card whose status and main action
 * (Confirm) are on screen, the page does not scroll sideways, and Confirm works from the card.
 */
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { BOOKING_ACTION_TEXT } from '@atoll/contract';
import { mockDb } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { clearLiveAnnouncer } from '#test/liveAnnouncer.ts';

afterEach(async () => {
  clearLiveAnnouncer();
  await page.viewport(1280, 800);
});

/** The request a card shows, from its actions' group ('Actions for request 5'). */
const numberOf = (card: Element) => Number(/(\d+)$/.exec(card.querySelector('[role="group"]')?.getAttribute('aria-label') ?? '')?.[1]);

/** Inside the window's width: reachable without scrolling sideways. */
function expectOnScreen(element: Element) {
  const box = element.getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  expect(box.width).toBeGreaterThan(0);
}

test('at 390 px every New request shows its status and Confirm on screen, nothing scrolls sideways, and Confirm works from the card', async () => {
  await page.viewport(390, 844);
  await renderApp('/requests/bookings');
  // The grid and the tabs load on first use (issue 23, ADR 0059): two chunks more before the first card.
  const grid = page.getByRole('grid', { name: 'New requests' });
  const cards = () => grid.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect.poll(() => cards().elements().length).toBeGreaterThan(1);

  for (const card of cards().elements()) {
    const number = numberOf(card);
    const booking = mockDb.requests.bookings.find((b) => b.number === number && b.status === 'new');
    expect(booking, `request #${number} is new`).toBeDefined();
    expectOnScreen([...card.querySelectorAll('*')].find((el) => el.children.length === 0 && el.textContent === 'New') as Element);
    const confirm = [...card.querySelectorAll('button')].find((button) => button.textContent === 'Confirm');
    expect(confirm, `Confirm on #${number}`).toBeDefined();
    expectOnScreen(confirm as Element);
  }
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

  const first = cards().first();
  const number = numberOf(first.element());
  await first.getByRole('button', { name: 'Confirm' }).click();
  await expect.element(page.getByRole('alertdialog', { name: BOOKING_ACTION_TEXT.done(number, 'confirmed') })).toBeVisible();
  expect(mockDb.requests.bookings.find((b) => b.number === number)?.status).toBe('confirmed');
  // The card leaves the New queue; the drawer did not open (Confirm is the card's button, not the card).
  await expect.poll(() => cards().elements().some((card) => numberOf(card) === number)).toBe(false);
  await expect.element(page.getByRole('dialog', { name: new RegExp(`#${number}`) })).not.toBeInTheDocument();
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
});
