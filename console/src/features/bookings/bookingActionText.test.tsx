/**
 * Acting on a booking over the mocks (issue 18): the status machine and the console agree on what cannot be
 * undone; Confirm from a row says what it did and links to the booking; a final action asks first and its
 * Cancel sends nothing; the drawer's title is the type's name, '#', the number.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { BOOKING_ACTION_TEXT, BOOKING_STATUSES, FINAL_BOOKING_STATUSES, REQUESTS_TEXT as TEXT } from '@atoll/contract';
import { bookingActions } from '@atoll/contract/domain';
import { mockDb, resetMockStore } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';

const seeded = () => resetMockStore('busyResort').requests.bookings;
const massage = () => seeded().find((b) => b.status === 'new' && b.remarks === 'Prefers a female therapist')!;

describe('what cannot be undone', () => {
  test('the console asks before exactly the statuses the machine offers nothing after', () => {
    const reachable = new Set(BOOKING_STATUSES.flatMap((status) => bookingActions(status).map((a) => a.status)));
    for (const status of BOOKING_STATUSES) {
      const final = bookingActions(status).length === 0;
      expect(FINAL_BOOKING_STATUSES.includes(status), status).toBe(final);
      if (reachable.has(status)) expect(BOOKING_ACTION_TEXT.askBefore(7, status) !== null, status).toBe(final);
    }
    for (const status of FINAL_BOOKING_STATUSES) expect(BOOKING_ACTION_TEXT.askBefore(7, status)?.message).toContain(BOOKING_ACTION_TEXT.cannotBeUndone);
  });
});

describe('acting on a row', () => {
  test("Confirm acts at once; the toast names the booking and opens it", async () => {
    const booking = massage();
    const app = await renderApp('/requests/bookings');
    const row = page.getByRole('grid', { name: 'New requests' }).getByRole('row').filter({ hasText: 'Prefers a female therapist' });
    await row.getByRole('button', { name: 'Confirm' }).click();
    const toast = page.getByRole('alertdialog', { name: BOOKING_ACTION_TEXT.done(booking.number, 'confirmed') });
    await expect.element(toast).toBeVisible();
    expect(mockDb.requests.bookings.find((b) => b.id === booking.id)?.status).toBe('confirmed');
    await toast.getByRole('button', { name: BOOKING_ACTION_TEXT.openBooking }).click();
    await expect.element(page.getByRole('dialog', { name: new RegExp(` #${booking.number}$`) })).toBeVisible();
    expect(app.currentSearch()).toContain(`booking=${booking.id}`);
  });

  test('Decline asks first, saying it cannot be undone; Cancel sends nothing', async () => {
    const booking = massage();
    const ask = BOOKING_ACTION_TEXT.askBefore(booking.number, 'declined')!;
    await renderApp(`/requests/bookings?booking=${booking.id}`);
    const drawer = page.getByRole('dialog', { name: new RegExp(` #${booking.number}$`) });
    await drawer.getByRole('button', { name: 'Decline' }).click();
    const question = page.getByRole('alertdialog', { name: ask.title });
    await expect.element(question).toHaveTextContent(BOOKING_ACTION_TEXT.cannotBeUndone);
    await question.getByRole('button', { name: ask.cancelLabel }).click();
    await expect.element(question).not.toBeInTheDocument();
    expect(mockDb.requests.bookings.find((b) => b.id === booking.id)?.status).toBe('new');
    await expect.element(drawer.getByRole('button', { name: 'Confirm' })).toBeVisible();
  });

  test("the drawer's title is the type's name, '#' and the number; the kind is listed under Type", async () => {
    const booking = massage();
    await renderApp(`/requests/bookings?booking=${booking.id}`);
    const drawer = page.getByRole('dialog', { name: TEXT.bookingTitle('Balinese Massage', booking.number) });
    await expect.element(drawer).toBeVisible();
    await expect.element(drawer.getByText('Slot Bookings')).toBeVisible();
  });
});
