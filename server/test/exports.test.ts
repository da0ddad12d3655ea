/**
 * CSV exports on the server only (the shared behaviour is conformance/groups/exports.ts): a key expires
 * after EXPORT_KEY_TTL_MS; two downloads racing for one key get one CSV; a user disabled or stripped of
 * the list's permission since gets nothing; 100,000 guests stream in keyset batches of
 * EXPORT_BATCH_ROWS (never the whole list at once), in exactly the list's order — NULL room numbers,
 * ties on dates and descending sorts included; Campaigns, whose ties go by id in the sort's own direction,
 * export in the contract's order (pageCampaigns) across batch edges. Each list's entry asks its list route's
 * guard again at download, and the in-house list holds the guests in house today and no one else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM, EXPORT_BATCH_ROWS, EXPORT_KEY_TTL_MS, EXPORT_TEXT, exportColumnsOf, PERMISSION, campaignListQuerySchema, guestListQuerySchema, type Campaign } from '@atoll/contract';
import { pageCampaigns } from '@atoll/contract/domain';
import { ownWithTx } from '../src/services/bookings/own';
import { SERVER_EXPORTS } from '../src/services/exports/registry';
import { guestListSql } from '../src/services/guests';
import { keysetOrder } from '../src/services/exports/keyset';
import { guests } from '../src/db/schema';
import { apiClient, type ApiClient } from './support/client';
import { seedCampaigns, seedGuests } from './support/exportSeed';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
import { roomsOf } from './support/requestSetup';
import { startTestServer, type TestServer } from './support/server';

const MANY = 100_000;
let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'export-co');
  const rooms = await roomsOf(api, owner, 'Export Villa', ['E1', 'E2', 'e3']);
  await seedGuests(server.database.db, owner.auth.company.id, [...rooms.values()], MANY);
}, 180_000);
afterAll(() => server?.close());

async function exportUrl(listPath: string, token = owner.token): Promise<string> {
  const path = `${listPath}${listPath.includes('?') ? '&' : '?'}return_url=1`;
  // After a long step the client's kept-alive socket may have been closed by the server: one retry.
  const res = await api.get(path, { token }).catch(() => api.get(path, { token }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return `${server.url}${(res.body as { data: { url: string } }).data.url}`;
}

describe('export keys', () => {
  it('expire after EXPORT_KEY_TTL_MS', async () => {
    const url = await exportUrl('guests/current');
    clock += EXPORT_KEY_TTL_MS + 1;
    const res = await fetch(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: EXPORT_TEXT.linkExpired });
    clock = Date.now();
  });

  it('serve one of two racing downloads', async () => {
    const url = await exportUrl('guests/current');
    const statuses = (await Promise.all([fetch(url), fetch(url), fetch(url)]).then((all) => Promise.all(all.map(async (r) => (await r.arrayBuffer(), r.status))))).sort();
    expect(statuses).toEqual([200, 404, 404]);
  });

  it("are refused once the user lost the list's permission or was disabled", async () => {
    const reader = await createStaff(api, owner, 'export-reader', { [PERMISSION.readFacilityRequests]: { objects: 'all' } });
    const url = await exportUrl('bookings/by-state/all', reader.token);
    const revoked = await api.post('auth/permissions/update', { user_id: reader.id, permissions: {} }, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect((await fetch(url)).status).toBe(404);
    const guestUrl = await exportUrl('guests/others?q_name=nobody', reader.token);
    expect((await api.post(`users/${reader.id}/active`, { active: false }, { token: owner.token })).status).toBeLessThan(300);
    expect((await fetch(guestUrl)).status).toBe(404);
  });
});

describe("each list's entry", () => {
  const READ_REQUESTS = { [PERMISSION.readFacilityRequests]: { objects: 'all' } };
  const MANAGE_REQUESTS = { [PERMISSION.manageFacilityRequests]: { objects: 'all' } };
  const CAMPAIGNS = { [PERMISSION.manageCampaigns]: { objects: 'all' } };
  // The list routes' guards: anyone signed in reads the guests; Requests need a facility-request permission.
  const expected: Record<keyof typeof SERVER_EXPORTS, (p: Record<string, unknown>) => boolean> = {
    'guests/current': () => true,
    'guests/others': () => true,
    'bookings/by-state/new': (p) => p === READ_REQUESTS || p === MANAGE_REQUESTS,
    'bookings/by-state/pending': (p) => p === READ_REQUESTS || p === MANAGE_REQUESTS,
    'bookings/by-state/all': (p) => p === READ_REQUESTS || p === MANAGE_REQUESTS,
    'guests/campaigns': (p) => p === CAMPAIGNS,
  };

  for (const [list, entry] of Object.entries(SERVER_EXPORTS) as [keyof typeof SERVER_EXPORTS, (typeof SERVER_EXPORTS)[keyof typeof SERVER_EXPORTS]][]) {
    it(`asks the list route's guard again (${list})`, () => {
      for (const permissions of [{}, READ_REQUESTS, MANAGE_REQUESTS, CAMPAIGNS]) {
        expect(entry.permitted(permissions), JSON.stringify(permissions)).toBe(expected[list](permissions));
      }
    });
  }

  it('downloads Requests for a reader of them and Campaigns for their manager', async () => {
    const reader = await createStaff(api, owner, 'export-requests', READ_REQUESTS);
    const requests = await fetch(await exportUrl('bookings/by-state/all', reader.token));
    expect(requests.status).toBe(200);
    const header = (list: 'bookings/by-state/all' | 'guests/campaigns') => exportColumnsOf(list).map((c) => c.header).join(',');
    expect((await requests.text()).split('\r\n')[0]).toBe(header('bookings/by-state/all'));
    const manager = await createStaff(api, owner, 'export-campaigns', CAMPAIGNS);
    const campaigns = await fetch(await exportUrl('guests/campaigns', manager.token));
    expect(campaigns.status).toBe(200);
    expect((await campaigns.text()).split('\r\n')[0]).toBe(header('guests/campaigns'));
  });

  it('reads in house the guests in house today, and Others the rest', async () => {
    const company = await createTenant(api, server.url, 'export-in-house-co');
    const today = new Date(clock);
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await server.database.db.insert(guests).values(
      [
        { name: 'Staying', arrival: day(-1), departure: day(2) },
        { name: 'Gone', arrival: day(-5), departure: day(-2) },
        { name: 'Coming', arrival: day(3), departure: day(6) },
      ].map((g, i) => ({ companyId: company.auth.company.id, firstName: g.name, lastName: 'Guest', confirmationNumber: `IH-${i}`, nationality: 'MDV', arrivalDate: g.arrival, departureDate: g.departure })),
    );
    const reader = { deps: server.deps, own: ownWithTx(server.database.db, company.auth.company.id), permissions: company.auth.user.permissions, now: today, timeZone: 'UTC' };
    const names = async (list: 'guests/current' | 'guests/others') => {
      const seen: string[] = [];
      for await (const batch of SERVER_EXPORTS[list].batches(reader, await guestListQuerySchema.validate({}))) for (const g of batch as { first_name: string }[]) seen.push(g.first_name);
      return seen.sort();
    };
    expect(await names('guests/current')).toEqual(['Staying']);
    expect(await names('guests/others')).toEqual(['Coming', 'Gone']);
  });
});

describe('keyset batches', () => {
  const SMALL = 3_000;
  const BATCH = 250;
  let company: Tenant;
  beforeAll(async () => {
    company = await createTenant(api, server.url, 'export-order-co');
    const rooms = await roomsOf(api, company, 'Order Villa', ['O1', 'o2', 'O3']);
    await seedGuests(server.database.db, company.auth.company.id, [...rooms.values()], SMALL);
  }, 60_000);
  const reader = () => ({ deps: server.deps, own: ownWithTx(server.database.db, company.auth.company.id), permissions: company.auth.user.permissions, now: new Date(clock), timeZone: 'UTC' });

  // Rooms: one guest in ten has none (NULL last ascending, first descending); fifty arrival dates (ties by id).
  for (const order_by of ['room:DESC', 'room:ASC', 'arrival_date:DESC', 'arrival_date:ASC', 'name:ASC', 'confirmation_number:DESC']) {
    it(`follow the list's own order across batch edges (${order_by})`, async () => {
      const query = await guestListQuerySchema.validate({ order_by });
      const own = ownWithTx(server.database.db, company.auth.company.id);
      const { filter, terms } = guestListSql(own, false, query, '2026-11-26');
      const expected = (await own.pick({ id: guests.id }, guests, filter).orderBy(...keysetOrder(terms, guests.id))).map((r) => r.id);
      expect(expected).toHaveLength(SMALL);
      const seen: number[] = [];
      let batches = 0;
      for await (const batch of SERVER_EXPORTS['guests/others'].batches(reader(), query, BATCH)) {
        batches += 1;
        expect(batch.length).toBeLessThanOrEqual(BATCH);
        for (const g of batch as { id: number }[]) seen.push(g.id);
      }
      expect(batches).toBe(SMALL / BATCH);
      expect(seen).toEqual(expected);
    }, 60_000);
  }
});

describe('campaign keyset batches', () => {
  const COUNT = 700;
  const BATCH = 64;
  let company: Tenant;
  let all: Campaign[] = [];
  beforeAll(async () => {
    company = await createTenant(api, server.url, 'export-campaign-co');
    await seedCampaigns(server.database.db, company.auth.company.id, COUNT);
    // Every campaign once, in any order: the contract's rule orders them below.
    const reader = { deps: server.deps, own: ownWithTx(server.database.db, company.auth.company.id), permissions: company.auth.user.permissions, now: new Date(clock), timeZone: 'UTC' };
    for await (const batch of SERVER_EXPORTS['guests/campaigns'].batches(reader, await campaignListQuerySchema.validate({}), 1000)) all = all.concat(batch as Campaign[]);
    expect(new Set(all.map((c) => c.id)).size).toBe(COUNT);
  }, 60_000);

  for (const order_by of [undefined, 'created:DESC', 'created:ASC', 'recipients:DESC', 'recipients:ASC', 'name:DESC', 'name:ASC']) {
    it(`follow the list's order, ties by id in the sort's direction, across batch edges (${order_by ?? 'default'})`, async () => {
      const query = await campaignListQuerySchema.validate({ order_by, q_name: 'offer' });
      const expected = pageCampaigns(all, { ...query, page: 1, limit: COUNT }).data.map((c) => c.id);
      const reader = { deps: server.deps, own: ownWithTx(server.database.db, company.auth.company.id), permissions: company.auth.user.permissions, now: new Date(clock), timeZone: 'UTC' };
      const seen: number[] = [];
      for await (const batch of SERVER_EXPORTS['guests/campaigns'].batches(reader, query, BATCH)) {
        expect(batch.length).toBeLessThanOrEqual(BATCH);
        for (const c of batch as Campaign[]) seen.push(c.id);
      }
      expect(seen).toEqual(expected);
      // The list's pages read the same order.
      const page2 = await api.get(`guests/campaigns?q_name=offer&limit=100&page=2${order_by ? `&order_by=${order_by}` : ''}`, { token: company.token });
      expect((page2.body as { data: Campaign[] }).data.map((c) => c.id)).toEqual(expected.slice(100, 200));
    }, 60_000);
  }
});

describe(`${MANY.toLocaleString('en-US')} guests`, () => {
  it(`are read ${EXPORT_BATCH_ROWS} at a time`, async () => {
    const own = ownWithTx(server.database.db, owner.auth.company.id);
    const reader = { deps: server.deps, own, permissions: owner.auth.user.permissions, now: new Date(clock), timeZone: 'UTC' };
    const sizes: number[] = [];
    for await (const batch of SERVER_EXPORTS['guests/others'].batches(reader, await guestListQuerySchema.validate({}))) sizes.push(batch.length);
    expect(sizes).toHaveLength(MANY / EXPORT_BATCH_ROWS);
    expect(Math.max(...sizes)).toBe(EXPORT_BATCH_ROWS);
  }, 180_000);

  it('download as one streamed CSV while the server heap stays bounded', async () => {
    const url = await exportUrl('guests/others?order_by=name:ASC');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let records = 0;
    let chunks = 0;
    let first = '';
    const base = process.memoryUsage().heapUsed;
    let peak = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      const text = decoder.decode(value, { stream: true });
      if (chunks === 1) first = text;
      records += text.split('\r\n').length - 1;
      peak = Math.max(peak, process.memoryUsage().heapUsed - base);
    }
    expect(first.startsWith(CSV_BOM)).toBe(true);
    expect(records).toBe(MANY + 1);
    // Many chunks, not one body built in memory; the whole CSV is ~8 MB of text and 100,000 wire objects far more.
    expect(chunks).toBeGreaterThan(MANY / EXPORT_BATCH_ROWS / 2);
    expect(peak).toBeLessThan(200 * 1024 * 1024);
  }, 180_000);
});

