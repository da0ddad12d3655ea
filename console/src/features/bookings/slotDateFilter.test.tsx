/**
 * Requests › Slots › All's date filter typed day first (DD MM YYYY): the list is filtered once the date is
 * complete — never by the years a half-typed year would be (0002, 0020, 0202) — the field keeps every digit
 * typed and the focus, and the filter is in the URL (?date=). Before, each keystroke of the year refetched
 * the list and the field lost the year's last digits.
 */
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http } from 'msw';
import { SLOT_LABEL } from './slotText';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

test('typing 15 12 2026 filters the All tab by 2026-12-15 once, keeping the digits and the focus', async () => {
  const asked: string[] = [];
  mockWorker().use(
    http.get('*/api/v1/bookings/slots', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date');
      if (date) asked.push(date);
      return undefined;
    }),
  );
  const app = await renderApp('/requests/slots?view=all', { as: 'owner' });
  const field = page.getByRole('group', { name: SLOT_LABEL.date }).first();
  const day = field.getByRole('spinbutton', { name: /day/i });
  await expect.element(day).toBeVisible();
  await day.click();
  // One key at a time, as a person types: the list may answer between any two of them.
  for (const key of '15122026') {
    await userEvent.keyboard(key);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  await expect.poll(() => new URLSearchParams(app.router.state.location.search).get('date')).toBe('2026-12-15');
  await expect.element(field.getByRole('spinbutton', { name: /year/i })).toHaveTextContent('2026');
  await expect.element(field.getByRole('spinbutton', { name: /month/i })).toHaveTextContent('12');
  await expect.element(field.getByRole('spinbutton', { name: /day/i })).toHaveTextContent('15');
  expect(field.element().contains(document.activeElement)).toBe(true);
  await expect.poll(() => asked).toContain('2026-12-15');
  expect(asked.filter((date) => date !== '2026-12-15')).toEqual([]);
});
