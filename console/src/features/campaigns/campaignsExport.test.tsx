/**
 * 'Download CSV' on Guests › Campaigns over the mocks (issue 19 "Exports"): the table's search and sort
 * go with the export, and the saved file is the contract's CSV — the BOM, the campaign columns' headers,
 * one record per campaign in the table's order, recipients as numbers, the status of a scheduled one.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { http } from 'msw';
import { CAMPAIGN_EXPORT_COLUMNS, CAMPAIGN_STATUS_TEXT, CAMPAIGN_TEXT, CSV_BOM, csvHeader, EXPORT_TEXT } from '@atoll/contract';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The files the page saves (Blob URLs handed to a download link). */
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

/** One RFC 4180 record's cells ('"26-Nov-26, 18:00"' is one cell). */
const cellsOf = (record: string) => [...record.matchAll(/(?:"((?:[^"]|"")*)"|([^,]*))(?:,|$)/g)].slice(0, -1).map((m) => m[1]?.replaceAll('""', '"') ?? m[2]!);

/** The CSV's records after the header, as cells (none of the seeded texts holds a line break). */
const recordsOf = (text: string) => text.slice(CSV_BOM.length).split('\r\n').slice(1, -1).map(cellsOf);

const DISPLAYED = /^\d{2}-[A-Z][a-z]{2}-\d{2}, \d{2}:\d{2}$/;

test("exports the campaigns in the table's order (fewest recipients first): the table's titles, then status, send time and body", async () => {
  const blobs = savedFiles();
  let asked: URL | undefined;
  mockWorker().use(
    http.get('*/api/v1/guests/campaigns', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('return_url') === '1') asked = url;
      return undefined;
    }),
  );
  await renderApp('/guests/campaigns?order_by=recipients:ASC', { as: 'owner' });
  const grid = page.getByRole('grid', { name: CAMPAIGN_TEXT.title });
  await expect.element(grid.getByRole('row', { name: /Welcome to Coral Atoll/ })).toBeVisible();
  const titles = grid.getByRole('rowheader').elements().map((cell) => cell.textContent?.trim());
  expect(titles.length).toBeGreaterThan(1);

  await page.getByRole('button', { name: EXPORT_TEXT.button }).click();
  await expect.element(page.getByRole('status').filter({ hasText: EXPORT_TEXT.done(titles.length) })).toBeVisible();
  expect(asked?.searchParams.get('order_by')).toBe('recipients:ASC');
  expect(blobs).toHaveLength(1);
  const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith(csvHeader(CAMPAIGN_EXPORT_COLUMNS))).toBe(true);

  const records = recordsOf(text);
  expect(records.map((r) => r[0])).toEqual(titles);
  const recipients = records.map((r) => Number(r[2]));
  expect(recipients.every(Number.isInteger)).toBe(true);
  expect(recipients).toEqual([...recipients].sort((a, b) => a - b));
  // Sent reads as the console's moments do (DD-MMM-YY, HH:mm); the scheduled campaign says so, with its body.
  for (const record of records) expect(record).toHaveLength(CAMPAIGN_EXPORT_COLUMNS.length);
  for (const record of records) expect(record[3]).toMatch(DISPLAYED);
  const bbq = records.find((r) => r[0] === 'Beach BBQ tomorrow')!;
  expect(bbq.slice(4)).toEqual([CAMPAIGN_STATUS_TEXT.scheduled, expect.stringMatching(DISPLAYED), 'Grill and live music on the beach from 19:00.']);
});
