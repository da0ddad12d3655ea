/**
 * CSV exports (spec section 7: "export and download use a return-URL flag and an export key";
 * contract/src/exports.ts): a list call with return_url=1 answers a one-time link; the download needs
 * no bearer, answers the list's filter and sort as CSV (BOM, CRLF, RFC 4180 quoting, formula cells
 * escaped, the table's headers and display formats) once; a used or forged key (another company's id)
 * is 404. The list's guard and facility scope hold for its export; Campaigns exports in its own order (ties by id
 * in the sort's direction). Expiry needs a clock: server/test/exports.test.ts.
 */
import { expect, it } from 'vitest';
import {
  API_BASE,
  BOOKING_EXPORT_COLUMNS,
  CAMPAIGN_EXPORT_COLUMNS,
  CSV_BOM,
  csvRow,
  EXPORT_TEXT,
  GUEST_EXPORT_COLUMNS,
  formatDisplayDate,
  parseExportKey,
} from '@atoll/contract';
import { defineGroup, type Api, type Json, type RouteKey } from '../harness';
import { create, dataOf, expectGuarded } from '../helpers';
import { addGuests, companyClock, requestStaff, roomWithGuests, typeOn } from './bookingTypes';

const COVERS: RouteKey[] = ['GET exports/download', 'GET guests/others', 'GET guests/current', 'GET bookings/by-state/:state', 'GET guests/campaigns'];

const BOM_BYTES = [0xef, 0xbb, 0xbf];
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

/** The link a list call with the flag answers, as a path under /api/v1. */
async function exportPath(api: Api, listPath: string, token: string): Promise<string> {
  const link = dataOf(await api.call('GET', `${listPath}${listPath.includes('?') ? '&' : '?'}return_url=1`, { token }));
  expect(link.url).toMatch(new RegExp(`^${API_BASE}/exports/download\\?export_key=`));
  return (link.url as string).slice(API_BASE.length + 1);
}

/** Downloads without a bearer: the CSV's records (split on CRLF) and the raw answer. */
async function download(api: Api, path: string) {
  const res = await api.call('GET', path);
  expect(res.status, decode(res.bytes ?? new Uint8Array())).toBe(200);
  const text = decode(res.bytes!);
  return { res, text, records: text.slice(CSV_BOM.length).split('\r\n').slice(0, -1) };
}

export const exportsGroup = defineGroup(COVERS, (api, who) => {
  const owner = () => who().ownerA;

  it('exports the Others tab with its search and sort: BOM, CRLF, headers, day-first dates, escaping; the key works once', async () => {
    const { ahead } = await companyClock(api, owner());
    const room = await roomWithGuests(api, owner(), 'CFX', []);
    // Names that a spreadsheet would run, and text that needs quoting.
    await addGuests(api, owner(), room.roomId, ahead(20), ahead(22), [['=SUM(A1)', 'Xprt']]);
    await addGuests(api, owner(), room.roomId, ahead(30), ahead(31), [['Ann, "the" first', 'Xprt']]);
    await addGuests(api, owner(), room.roomId, ahead(25), ahead(27), [['@cmd', 'Xprt']]);
    const query = 'guests/others?q_name=Xprt&order_by=arrival_date:DESC';
    const listed = dataOf(await api.call('GET', `${query}&limit=100`, { token: owner() })) as Json[];
    expect(listed.map((g) => g.first_name)).toEqual(['Ann, "the" first', '@cmd', '=SUM(A1)']);

    const path = await exportPath(api, query, owner());
    const { res, text, records } = await download(api, path);
    expect([...res.bytes!.slice(0, 3)]).toEqual(BOM_BYTES);
    expect(res.headers!.get('content-type')).toMatch(/^text\/csv; ?charset=utf-8$/i);
    expect(res.headers!.get('content-disposition')).toMatch(/^attachment; filename="guests-others-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(CSV_BOM.length).replaceAll('\r\n', '')).not.toMatch(/\n/);
    expect(records[0]).toBe(csvRow(GUEST_EXPORT_COLUMNS.map((c) => c.header)).trimEnd());
    const [ann, at, sum] = records.slice(1);
    expect(ann.startsWith('"Ann, ""the"" first Xprt",')).toBe(true);
    expect(at.startsWith("'@cmd Xprt,")).toBe(true);
    expect(sum.startsWith("'=SUM(A1) Xprt,")).toBe(true);
    expect(sum.endsWith(`,0,CFX-101,CFX Villa,${formatDisplayDate(ahead(20))},${formatDisplayDate(ahead(22))}`)).toBe(true);
    // Each record is the contract's row of the list's guest, in the list's order.
    expect(records.slice(1).map((r) => `${r}\r\n`)).toEqual(listed.map((g) => csvRow(GUEST_EXPORT_COLUMNS.map((c) => c.cell(g, { timeZone: 'UTC' })))));

    const again = await api.call('GET', path);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'NOT_FOUND', message: EXPORT_TEXT.linkExpired });
  });

  it("refuses a key under another company's id, then still serves the real one once; unknown keys are 404", async () => {
    const pathA = await exportPath(api, 'guests/current?q_name=nobody-here', owner());
    const pathB = await exportPath(api, 'guests/current', who().ownerB);
    const keyA = parseExportKey(new URLSearchParams(pathA.split('?')[1]).get('export_key'))!;
    const keyB = parseExportKey(new URLSearchParams(pathB.split('?')[1]).get('export_key'))!;
    expect(keyA.companyId).not.toBe(keyB.companyId);
    const forged = `exports/download?export_key=${keyB.companyId}.${keyA.secret}`;
    expect((await api.call('GET', forged)).status).toBe(404);
    for (const bad of ['', 'export_key=', 'export_key=abc', `export_key=${keyA.companyId}.${'x'.repeat(40)}`, 'export_key=99999999999.aaaaaaaaaaaaaaaaaaaaaaaa']) {
      expect((await api.call('GET', `exports/download?${bad}`)).status, bad).toBe(404);
    }
    const { records } = await download(api, pathA);
    expect(records).toEqual([csvRow(GUEST_EXPORT_COLUMNS.map((c) => c.header)).trimEnd()]);
    expect((await download(api, pathB)).records[0]).toBe(records[0]);
  });

  it("holds the list's guard and facility scope: a scoped reader's export has only their facilities' requests", async () => {
    const { ahead } = await companyClock(api, owner());
    const typeX = await typeOn(api, owner(), 'CFEX Place', { recurring_type: 'manual', type_slots: [], pax_max: 0 });
    const typeY = await typeOn(api, owner(), 'CFEY Place', { recurring_type: 'manual', type_slots: [], pax_max: 0 });
    const room = await roomWithGuests(api, owner(), 'CFE');
    const booked: Json[] = [];
    for (const [type, hour] of [[typeX, 10], [typeY, 12], [typeX, 14]] as const) {
      const slot = await create(api, 'bookings/slots', owner(), { booking_type_id: type.id, date: ahead(3), start_time: `${hour}:00`, end_time: `${hour}:30`, pax_max: 0 });
      booked.push(await create(api, 'bookings', owner(), { date: slot.date, booking_type_id: type.id, booking_slot_id: slot.id, room_id: room.roomId, guests: [room.guestIds[0]], pax: 1 }));
    }
    await expectGuarded(api, who().staffA, [['GET', 'bookings/by-state/all?return_url=1']]);
    const reader = await requestStaff(api, owner(), who().domainA, 'conf-export-reader', 'read', [typeX.facility_id]);
    const query = `bookings/by-state/all?q_name=${room.number}&order_by=number:DESC`;
    const { records } = await download(api, await exportPath(api, query, reader.token));
    expect(records[0]).toBe(csvRow(BOOKING_EXPORT_COLUMNS.map((c) => c.header)).trimEnd());
    const numbers = records.slice(1).map((r) => r.split(',')[0]);
    expect(numbers).toEqual([`#${booked[2].number}`, `#${booked[0].number}`]);
    // The owner sees all three, the same way.
    const all = await download(api, await exportPath(api, query, owner()));
    expect(all.records.slice(1).map((r) => r.split(',')[0])).toEqual([booked[2], booked[1], booked[0]].map((b) => `#${b.number}`));
  });

  it("exports Campaigns in the list's order, ties by id in the sort's own direction, with the company's times", async () => {
    const { timeZone } = await companyClock(api, owner());
    // Nobody arrives in 2099: every campaign reaches 0 devices, so ordering by recipients is all ties.
    const audience = { kind: 'arriving', start_date: '2099-01-01', end_date: '2099-01-02' };
    const made: Json[] = [];
    for (const [name, description] of [
      ['Cfxcamp Same', 'First, of two "same" titles'],
      ['=Cfxcamp formula', 'A title a spreadsheet would run'],
      ['cfxcamp same', 'Second same title\non two lines'],
    ]) {
      made.push(await create(api, 'guests/campaigns', owner(), { name, description, audience }));
    }
    expect(made.map((c) => c.stats.recipients)).toEqual([0, 0, 0]);
    await expectGuarded(api, who().staffA, [['GET', 'guests/campaigns?return_url=1']]);

    for (const [order, ids] of [
      ['recipients:DESC', [made[2].id, made[1].id, made[0].id]],
      ['recipients:ASC', [made[0].id, made[1].id, made[2].id]],
      ['name:DESC', [made[2].id, made[0].id, made[1].id]],
      ['name:ASC', [made[1].id, made[0].id, made[2].id]],
    ] as const) {
      const query = `guests/campaigns?q_name=cfxCAMP&order_by=${order}`;
      const listed = dataOf(await api.call('GET', `${query}&limit=100`, { token: owner() })) as Json[];
      expect(listed.map((c) => c.id), order).toEqual(ids);
      const { res, text } = await download(api, await exportPath(api, query, owner()));
      expect(res.headers!.get('content-disposition')).toMatch(/^attachment; filename="campaigns-\d{4}-\d{2}-\d{2}\.csv"$/);
      const expected = csvRow(CAMPAIGN_EXPORT_COLUMNS.map((c) => c.header)) + listed.map((c) => csvRow(CAMPAIGN_EXPORT_COLUMNS.map((col) => col.cell(c, { timeZone })))).join('');
      expect(text.slice(CSV_BOM.length), order).toBe(expected);
    }
    const { records } = await download(api, await exportPath(api, 'guests/campaigns?q_name=formula', owner()));
    expect(records[1]!.startsWith("'=Cfxcamp formula,Guests arriving 01-Jan-99 to 02-Jan-99,0,")).toBe(true);
  });
});
