/**
 * Every list query uses an index (issue 23: lists stay flat from 200 to 20,000 rows). Each list endpoint is called
 * once over HTTP while a drizzle logger records the statements it sends; then every company table with a row of
 * the company gets 20,000 more (INSERT … SELECT generate_series, straight in SQL: a copy of that row with the
 * columns of its unique indexes made distinct), ANALYZE runs, and EXPLAIN (FORMAT JSON) of each recorded SELECT,
 * asked for a second company of the same database (its id in place of the first's), must show no Seq Scan of a
 * company table holding those rows (enable_seqscan left as it is): a company's list never reads the other
 * companies' rows. (The first company's own 50-row pages at 200 and 20,000 rows: npm run bench:api.)
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName } from 'drizzle-orm';
import { COMPANY_TABLES } from '../src/db/tenant';
import type { ApiClient } from './support/client';
import { addSlot, bookingBody, dayAhead, seedBookable, type Bookable } from './support/bookings';
import { apiClient } from './support/client';
import { createStaff, createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

const ROWS = 20_000;

/** The list endpoints (GET, under /api/v1) whose statements are checked. */
const LISTS = [
  'users?page=1&limit=50&order_by=name:ASC',
  'users?page=1&limit=50&q_name=staff',
  'facilities',
  'facilities/selectors/names',
  'guests/current?page=1&limit=50',
  'guests/others?page=1&limit=50',
  'bookings/by-state/new?page=1&limit=50',
  'bookings/by-state/all?page=1&limit=50',
  'bookings/types',
  'bookings/slots',
  'rooms/types',
  'promotions',
  'information',
  'quick-actions',
  'locations',
  'tasks/types',
  'tasks/categories',
  'guests/campaigns',
  'tvs',
  'tracking/groups',
  'editor/app/versions',
];

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
/** A second company of the same database, with next to nothing: the lists are asked for it. */
let other: Tenant;
let b: Bookable;
const statements: { sql: string; params: unknown[] }[] = [];
/** Tables whose copy the database refused (a unique reference), shown when the check fails. */
const skipped: string[] = [];

interface Raw {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
const raw = (): Raw => (server.database.db as unknown as { $client: Raw }).$client;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  // Company ids far from any other number a statement carries (limits, offsets, counts), so they can be swapped.
  await raw().query("select setval('companies_id_seq', 1000)");
  owner = await createTenant(api, server.url, 'explain-co');
  other = await createTenant(api, server.url, 'explain-other');
  // One row (at least) in the tables the lists read, made the way the other tests make them.
  b = await seedBookable(server, api, owner, { paxRequired: true });
  const slot = await addSlot(server, b, dayAhead(2), '10:00', '11:00', 0);
  const booked = await api.post('bookings', bookingBody(b, slot, dayAhead(2)), { token: owner.token });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  await createStaff(api, owner, 'staff-one');
}, 120_000);
afterAll(() => server?.close());

/** Seq Scans of `tables` anywhere in an EXPLAIN (FORMAT JSON) plan. */
function seqScans(plan: unknown, tables: Set<string>, found: string[] = []): string[] {
  if (Array.isArray(plan)) for (const item of plan) seqScans(item, tables, found);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (node['Node Type'] === 'Seq Scan' && tables.has(String(node['Relation Name']))) found.push(String(node['Relation Name']));
    for (const value of Object.values(node)) if (value && typeof value === 'object') seqScans(value, tables, found);
  }
  return found;
}

/** 20,000 copies of one of the company's rows of `table`, the columns of its unique indexes made distinct. */
async function grow(table: string, companyId: number): Promise<boolean> {
  const db = raw();
  const columns = (
    await db.query(
      `select column_name as name, data_type as type, column_default as def from information_schema.columns
       where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [table],
    )
  ).rows as { name: string; type: string; def: string | null }[];
  const uniques = (await db.query(`select indexdef from pg_indexes where schemaname = 'public' and tablename = $1 and indexdef like 'CREATE UNIQUE%'`, [table])).rows.map(
    (r) => String(r.indexdef).replace(/^.*?\(/, ''),
  );
  const inUnique = (name: string) => uniques.some((def) => new RegExp(`\\b${name}\\b`).test(def));
  const list: string[] = [];
  const values: string[] = [];
  for (const { name, type, def } of columns) {
    if (name === 'id' && def?.startsWith('nextval')) continue;
    list.push(`"${name}"`);
    if (name === 'id' && type === 'uuid') values.push('gen_random_uuid()');
    else if (name !== 'company_id' && name !== 'id' && inUnique(name) && type === 'text') values.push(`src."${name}" || '-' || g`);
    else if (name !== 'company_id' && name !== 'id' && inUnique(name) && type === 'integer') values.push(`src."${name}" + g`);
    else values.push(`src."${name}"`);
  }
  try {
    await db.query(
      `insert into "${table}" (${list.join(', ')}) select ${values.join(', ')}
       from (select * from "${table}" where company_id = $1 limit 1) src, generate_series(1, ${ROWS}) g`,
      [companyId],
    );
    return true;
  } catch (error) {
    skipped.push(`${table}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

describe('list queries at 20,000 rows', () => {
  it('use an index on every company table (no Seq Scan)', async () => {
    const session = (server.database.db as unknown as { session: { logger: unknown } }).session;
    const before = session.logger;
    session.logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
    try {
      for (const path of LISTS) {
        const res = await api.get(path, { token: owner.token });
        expect(res.status, `GET ${path}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    } finally {
      session.logger = before;
    }
    const companyId = owner.auth.company.id as number;
    const companyTables = COMPANY_TABLES.map((t) => getTableName(t));
    const grown = new Set<string>();
    for (const table of companyTables) {
      const [{ n }] = (await raw().query(`select count(*)::int as n from "${table}" where company_id = $1`, [companyId])).rows as { n: number }[];
      if (n > 0 && (await grow(table, companyId))) grown.add(table);
    }
    // The lists' own tables must be among them, or the check proves nothing.
    for (const table of ['users', 'facilities', 'guests', 'bookings', 'booking_slots', 'rooms', 'room_types']) {
      expect(grown, `${table} (${skipped.join('; ')})`).toContain(table);
    }
    await raw().query('analyze');
    const selects = statements.filter((s) => /^\s*(select|with)\b/i.test(s.sql) && companyTables.some((t) => s.sql.includes(`"${t}"`)));
    expect(selects.length).toBeGreaterThan(LISTS.length);
    const failures: string[] = [];
    const otherId = other.auth.company.id as number;
    for (const { sql, params } of selects) {
      const asOther = params.map((p) => (p === companyId ? otherId : p));
      const [row] = (await raw().query(`explain (format json) ${sql}`, asOther)).rows;
      const plan = row['QUERY PLAN'];
      const scans = seqScans(typeof plan === 'string' ? JSON.parse(plan) : plan, grown);
      if (scans.length) failures.push(`Seq Scan on ${[...new Set(scans)].join(', ')}: ${sql}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
