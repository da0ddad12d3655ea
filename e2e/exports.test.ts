/**
 * A Guest List export on the built product (issue 19 "Exports"): a hotel with 10,000 past guests
 * (written with SQL while the server is down), the owner on Guests › Guest List › Others presses 'Download CSV', watches the
 * progress count rows, and gets a file: UTF-8 with a BOM, the table's headers, 10,000 records in the
 * table's order, under the dated name the server gives it. The same link does not work twice.
 * Guests › Campaigns downloads the same way: the table's titles in the table's order (ties by id in the
 * sort's direction), recipients as numbers, a scheduled campaign's status, and text a spreadsheet would
 * run as a formula escaped.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_EXPORT_COLUMNS, CAMPAIGN_STATUS_TEXT, CAMPAIGN_TEXT, CSV_BOM, EXPORT_TEXT, GUEST_EXPORT_COLUMNS, csvHeader } from '@atoll/contract';
import { login, signupViaApi } from './harness/api';
import { openDatabase } from './harness/database';
import type { Product } from './harness/product';
import { newHotel, signupPayloadFor } from './harness/people';
import { useE2E } from './harness/suite';
import { UI_TIMEOUT_MS } from './harness/timing';
import { logIn } from './screens/login';

const GUESTS = 10_000;

/** One RFC 4180 record's cells ('"26-Nov-26, 18:00"' is one cell). */
const cellsOf = (record: string) => [...record.matchAll(/(?:"((?:[^"]|"")*)"|([^,]*))(?:,|$)/g)].slice(0, -1).map((m) => m[1]?.replaceAll('""', '"') ?? m[2]!);

/**
 * `count` guests of `roomId` whose stays are over (the Others tab), Guest00001 … written with SQL while the server is
 * down (PGlite allows one process at a time). Made through the API one by one, they took 100-370 s of the e2e run;
 * what POST guests writes is the guests conformance group's to prove.
 */
async function seedPastGuests(product: Product, companyId: number, roomId: number, count: number): Promise<void> {
  await product.restart(async () => {
    const db = await openDatabase(product.database.env);
    try {
      await db.query(
        `insert into guests (company_id, first_name, last_name, confirmation_number, nationality, arrival_date, departure_date, room_id)
         select $1, 'Guest' || lpad(n::text, 5, '0'), 'Export', 'EXP-' || lpad(n::text, 5, '0'), 'MDV', date '2026-01-02', date '2026-01-05', $2
           from generate_series(1, $3::int) n`,
        [companyId, roomId, count],
      );
    } finally {
      await db.close();
    }
  });
}

describe.sequential('a Guest List export', () => {
  const e2e = useE2E();

  it(`downloads ${GUESTS.toLocaleString('en-US')} guests as CSV with progress`, async () => {
    const product = e2e.product();
    const { api } = product;
    const credentials = await signupViaApi(api, signupPayloadFor(newHotel('Export Lagoon Resort')));
    const auth = await login(api, credentials);
    const token = auth.auth_token.token;
    const type = await api.ok<{ id: number }>('POST', 'rooms/types', { token, body: { name: 'Water Villa' } });
    const rooms = await api.ok<{ rooms: { id: number }[] }>('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: [{ number: 'W-1' }] } });
    await seedPastGuests(product, auth.company.id, rooms.rooms[0]!.id, GUESTS);

    const owner = await e2e.newPerson();
    const { page } = owner;
    await logIn(page, credentials);
    await page.goto('/guests/list?view=others&order_by=confirmation_number:DESC');
    await page.getByRole('grid', { name: 'Other guests' }).getByRole('row', { name: /Guest10000 Export/ }).waitFor({ timeout: UI_TIMEOUT_MS });

    const downloaded = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: EXPORT_TEXT.button }).click();
    const bar = page.getByRole('progressbar', { name: EXPORT_TEXT.progressLabel });
    await bar.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect.poll(async () => (await bar.textContent()) ?? '', { timeout: 60_000, interval: 50 }).toMatch(/Downloading: [\d,]+ rows/);
    const download = await downloaded;
    await page.getByRole('status').filter({ hasText: EXPORT_TEXT.done(GUESTS) }).waitFor({ timeout: UI_TIMEOUT_MS });

    expect(download.suggestedFilename()).toMatch(/^guests-others-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(csvHeader(GUEST_EXPORT_COLUMNS))).toBe(true);
    const records = text.slice(CSV_BOM.length).split('\r\n').slice(1, -1);
    expect(records).toHaveLength(GUESTS);
    expect(records[0]).toMatch(/^Guest10000 Export,Maldives,EXP-10000,0,W-1,Water Villa,02-Jan-26,05-Jan-26$/);
    expect(records.at(-1)).toMatch(/^Guest00001 Export,/);
  }, 600_000);

  it("downloads Guests › Campaigns in the table's order", async () => {
    const { api } = e2e.product();
    const credentials = await signupViaApi(api, signupPayloadFor(newHotel('Export Campaign Resort')));
    const token = (await login(api, credentials)).auth_token.token;
    // Nobody arrives in 2099: no device is reached (nothing is pushed), so every Recipients cell ties at 0.
    const audience = { kind: 'arriving', start_date: '2099-01-01', end_date: '2099-01-02' };
    const titles = ['Sunset cruise', '=Spa, "half price"', 'Beach BBQ'];
    for (const name of titles) await api.ok('POST', 'guests/campaigns', { token, body: { name, description: `About ${name}`, audience } });
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await api.ok('POST', 'guests/campaigns', { token, body: { name: 'Lagoon movie night', description: 'On the beach', audience, send_at: later } });

    const { page } = await e2e.newPerson();
    await logIn(page, credentials);
    await page.goto('/guests/campaigns?order_by=recipients:DESC');
    const grid = page.getByRole('grid', { name: CAMPAIGN_TEXT.title });
    await grid.getByRole('row', { name: /Lagoon movie night/ }).waitFor({ timeout: UI_TIMEOUT_MS });
    const shown = (await grid.getByRole('rowheader').allTextContents()).map((t) => t.trim());
    // Equal recipients: the newest first, as the sort is descending.
    expect(shown).toEqual(['Lagoon movie night', 'Beach BBQ', '=Spa, "half price"', 'Sunset cruise']);

    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: EXPORT_TEXT.button }).click();
    const download = await downloaded;
    await page.getByRole('status').filter({ hasText: EXPORT_TEXT.done(4) }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(download.suggestedFilename()).toMatch(/^campaigns-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readFile((await download.path())!));
    expect(text.startsWith(csvHeader(CAMPAIGN_EXPORT_COLUMNS))).toBe(true);
    const records = text.slice(CSV_BOM.length).split('\r\n').slice(1, -1).map(cellsOf);
    expect(records.map((r) => r[0])).toEqual(["Lagoon movie night", 'Beach BBQ', `'=Spa, "half price"`, 'Sunset cruise']);
    expect(records.map((r) => r[2])).toEqual(['0', '0', '0', '0']);
    expect(records[0]!.slice(4)).toEqual([CAMPAIGN_STATUS_TEXT.scheduled, expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}-\d{2}, \d{2}:\d{2}$/), 'On the beach']);
  }, 180_000);
});
