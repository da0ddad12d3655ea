/**
 * 'Download CSV' on the Guest List over the mocks (issue 19 "Exports"): the tab's search and sort go
 * with the export, progress shows rows and bytes while the body streams, and the saved file is the
 * contract's CSV (BOM, the table's headers, rows in the table's order). A used link is refused with
 * the catalogue's words.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, HttpResponse } from 'msw';
import { CSV_BOM, csvHeader, csvRow, CSV_CONTENT_TYPE, EXPORT_TEXT, GUEST_EXPORT_COLUMNS, MSG } from '@atoll/contract';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The files the page saves (Blob URLs handed to a download link), read back as text. */
function savedFiles() {
  const blobs: Blob[] = [];
  const create = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return create(blob as Blob);
  });
  // The link's click would start a real download in the test browser: keep the href, skip the navigation.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '24-Nov-26' → 20261124, to compare day-first dates. */
const sortable = (display: string) => {
  const [d, m, y] = display.split('-');
  return Number(y) * 10000 + (months.indexOf(m!) + 1) * 100 + Number(d);
};

test("exports the Others tab with its sort: a file of the table's columns, newest arrival first, and 'Downloaded N rows'", async () => {
  const blobs = savedFiles();
  await renderApp('/guests/list?view=others&order_by=arrival_date:DESC');
  const button = page.getByRole('button', { name: EXPORT_TEXT.button });
  await expect.element(button).toBeVisible();
  await button.click();
  await expect.element(page.getByRole('status').filter({ hasText: /^Downloaded \d+ rows$/ })).toBeVisible();
  expect(blobs).toHaveLength(1);
  const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith(csvHeader(GUEST_EXPORT_COLUMNS))).toBe(true);
  const records = text.slice(CSV_BOM.length).split('\r\n').slice(1, -1);
  expect(records.length).toBeGreaterThan(1);
  const rowsText = (await page.getByRole('status').filter({ hasText: /^Downloaded/ }).element().textContent) ?? '';
  expect(rowsText).toBe(EXPORT_TEXT.done(records.length));
  // Arrival is the 7th column: newest first, as the table's sort says.
  const arrivals = records.map((r) => sortable(r.split(',').at(-2)!));
  expect(arrivals).toEqual([...arrivals].sort((a, b) => b - a));
});

test('exports by keyboard with the search typed, and shows the rows and bytes received while the file streams', async () => {
  savedFiles();
  const header = csvHeader(GUEST_EXPORT_COLUMNS);
  const record = csvRow(['Ann Lee', 'Norway', 'CF-1', 0, '101', 'Villa', '01-Jan-26', '04-Jan-26']);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: URL | undefined;
  // A download whose second half waits, so the progress can be read mid-way.
  mockWorker().use(
    http.get('*/api/v1/guests/current', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('return_url') !== '1') return undefined;
      asked = url;
      return HttpResponse.json({ data: { url: '/api/v1/exports/download?export_key=1.slow-test-key-aaaaaaaaaaaa' } });
    }),
    http.get('*/api/v1/exports/download', () => {
      const encoder = new TextEncoder();
      let pulls = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          pulls += 1;
          if (pulls === 1) return controller.enqueue(encoder.encode(header + record.repeat(1000)));
          await held;
          controller.enqueue(encoder.encode(record.repeat(500)));
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': CSV_CONTENT_TYPE, 'Content-Disposition': 'attachment; filename="guests-in-house-2026-11-26.csv"' } });
    }),
  );
  await renderApp('/guests/list?q_name=Lee');
  const button = page.getByRole('button', { name: EXPORT_TEXT.button });
  await expect.element(button).toBeVisible();
  (button.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  const bar = page.getByRole('progressbar', { name: EXPORT_TEXT.progressLabel });
  const bytes = new TextEncoder().encode(header + record.repeat(1000)).byteLength;
  await expect.element(bar).toHaveAccessibleDescription(EXPORT_TEXT.progress(1000, bytes));
  expect(asked?.searchParams.get('q_name')).toBe('Lee');
  expect(asked?.searchParams.get('page')).toBeNull();
  release();
  await expect.element(page.getByRole('status').filter({ hasText: EXPORT_TEXT.done(1500) })).toBeVisible();
  await expect.element(bar).not.toBeInTheDocument();
});

test("a link already used is refused with the catalogue's words, and nothing is saved", async () => {
  const blobs = savedFiles();
  mockWorker().use(
    http.get('*/api/v1/exports/download', () => HttpResponse.json({ status: 404, code: 'NOT_FOUND', message: EXPORT_TEXT.linkExpired }, { status: 404 })),
  );
  await renderApp('/guests/list');
  await page.getByRole('button', { name: EXPORT_TEXT.button }).click();
  await expect.element(page.getByText(MSG.errorToast(EXPORT_TEXT.linkExpired))).toBeVisible();
  expect(blobs).toHaveLength(0);
});
