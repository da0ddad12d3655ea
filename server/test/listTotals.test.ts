/**
 * The lists' totals are kept per company (services/listTotals.ts, issue 23) and are never stale after a change
 * made through the API: each staff write drops the company's totals at once, and so does an invited user's
 * activation (a public request, no staff session). A row written straight into the database is seen once the
 * kept total is older than LIST_TOTAL_CACHE_MS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { outbox } from '../src/db/schema';
import { LIST_TOTAL_CACHE_MS } from '../src/services/listTotals';
import type { ApiClient } from './support/client';
import { startWithTenant, type Tenant } from './support/fixtures';
import { roomsOf } from './support/requestSetup';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;

beforeAll(async () => ({ server, api, owner } = await startWithTenant('totals-co')));
afterAll(() => server.close());

interface Raw {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
const raw = (): Raw => (server.database.db as unknown as { $client: Raw }).$client;

const total = async (path: string) => {
  const res = await api.get(path, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.meta.total as number;
};

describe('list totals', () => {
  it('follow staff writes at once (users, guests), and rows written by hand within LIST_TOTAL_CACHE_MS', async () => {
    const users = 'users?page=1&limit=50';
    const before = await total(users);
    const created = await api.post('users', { name: 'Tom Total', username: 'tom', designation: 'Front desk', authentication: 'password', password: 'tom-password-1' }, { token: owner.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await total(users)).toBe(before + 1);
    expect(await total('users?page=1&limit=50&q_name=tom')).toBe(1);

    const roomId = (await roomsOf(api, owner, 'Totals villas', ['T1'])).get('T1');
    const others = 'guests/others?page=1&limit=50';
    const guestsBefore = await total(others);
    const guest = { first_name: 'Gil', last_name: 'Total', confirmation_number: 'TOT1', nationality: 'MDV', arrival_date: '2030-01-01', departure_date: '2030-01-05', room_id: roomId };
    const added = await api.post('guests', guest, { token: owner.token });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await total(others)).toBe(guestsBefore + 1);
    expect((await api.delete(`guests/${added.body.data.id}`, { token: owner.token })).status).toBe(200);
    expect(await total(others)).toBe(guestsBefore);

    // By hand: no instance hears of it; the kept total goes after LIST_TOTAL_CACHE_MS.
    const byHand = await total(users);
    await raw().query(`insert into users (company_id, name, username, status) values ($1, 'By Hand', 'by-hand', 'active')`, [owner.auth.company.id]);
    const started = Date.now();
    let seen = await total(users);
    while (seen === byHand && Date.now() - started < LIST_TOTAL_CACHE_MS * 5) seen = await total(users);
    expect(seen).toBe(byHand + 1);
  });

  it("an invited user's activation changes the 'invited' total at once", async () => {
    const invited = 'users?page=1&limit=50&q_status=invited';
    // Only an attempt that reads again within LIST_TOTAL_CACHE_MS of the kept total proves the drop (a loaded
    // machine may spend longer on the password's hash): up to five.
    let proved = 0;
    for (let attempt = 0; attempt < 5 && proved === 0; attempt += 1) {
      const username = `ivy${attempt}`;
      const created = await api.post('users', { name: 'Ivy Invited', username, designation: 'Spa', authentication: 'email', email: `${username}@totals-co.test` }, { token: owner.token });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const [mail] = await server.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      const token = decodeURIComponent(/activate\?token=(\S+)/.exec(mail.text)![1]);
      const kept = Date.now();
      const before = await total(invited);
      expect((await api.post('auth/activate', { token, password: 'ivy-password-1' })).status).toBe(200);
      const after = await total(invited);
      if (Date.now() - kept >= LIST_TOTAL_CACHE_MS) continue;
      expect(after).toBe(before - 1);
      proved += 1;
    }
    expect(proved).toBe(1);
  });
});
