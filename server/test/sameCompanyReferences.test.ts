/**
 * Same-company references (drizzle/0008_same_company_references.sql): the database itself refuses a
 * row of one company pointing at another company's row, whatever the code above it does. The file
 * builds its own database: migrations up to 0007, rows of two companies written with raw SQL (the
 * tenancy seam bypassed), then the rest of the migrations — so it also proves the migration runs on a
 * database that already holds data. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client';

/** The last migration before the composite keys. */
const BEFORE = '0007_requests';

interface Scratch {
  run(statement: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function scratchDatabase(): Promise<Scratch> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    return {
      run: async (statement) => (await db.execute(sql.raw(statement))).rows as Record<string, unknown>[],
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `atoll_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool });
  return {
    run: async (statement) => (await db.execute(sql.raw(statement))).rows as Record<string, unknown>[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A copy of server/drizzle holding the migrations up to `last` only. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const lastIdx = journal.entries.find((e) => e.tag === last)!.idx;
  for (const entry of journal.entries.filter((e) => e.idx > lastIdx)) rmSync(path.join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** The PostgreSQL error code behind drizzle's wrapper (pg and PGlite alike). */
const codeOf = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
};

const A = 1001;
const B = 1002;
const fileOf = (company: number) => `00000000-0000-4000-8000-00000000${company}`;

/** Two companies with one of everything that references something: company c's rows have ids c*10+n (slot times are text: c). Written as at 0007. */
function seed(c: number): string {
  const id = (n: number) => c * 10 + n;
  return `
    INSERT INTO companies (id, name, username, type, size, country3, currency_symbol, timezone, property_name, primary_color)
      VALUES (${c}, 'Hotel ${c}', 'hotel-${c}', 'hotel', '1-10', 'MDV', '$', 'Indian/Maldives', 'Hotel ${c}', '#000000');
    INSERT INTO files (id, company_id, content_type, size, data) VALUES ('${fileOf(c)}', ${c}, 'image/png', 1, '\\x00');
    INSERT INTO users (id, company_id, name, username, status) VALUES (${id(1)}, ${c}, 'Staff', 'staff', 'active');
    INSERT INTO facilities (id, company_id, cover_file_id) VALUES (${id(1)}, ${c}, '${fileOf(c)}');
    INSERT INTO facilities (id, company_id, parent_id) VALUES (${id(2)}, ${c}, ${id(1)});
    INSERT INTO activities (id, company_id, facility_id, cover_file_id) VALUES (${id(1)}, ${c}, ${id(1)}, '${fileOf(c)}');
    INSERT INTO activities (id, company_id, facility_id) VALUES (${id(2)}, ${c}, ${id(1)});
    INSERT INTO menus (id, company_id, facility_id, type) VALUES (${id(1)}, ${c}, ${id(1)}, 'items');
    INSERT INTO menus (id, company_id, facility_id, type) VALUES (${id(2)}, ${c}, ${id(1)}, 'items');
    INSERT INTO menu_categories (id, company_id, menu_id, cover_file_id) VALUES (${id(1)}, ${c}, ${id(1)}, '${fileOf(c)}');
    INSERT INTO menu_items (id, company_id, menu_id, category_id, cover_file_id) VALUES (${id(1)}, ${c}, ${id(1)}, ${id(1)}, '${fileOf(c)}');
    INSERT INTO room_types (id, company_id, name) VALUES (${id(1)}, ${c}, 'Villa');
    INSERT INTO rooms (id, company_id, room_type_id, number) VALUES (${id(1)}, ${c}, ${id(1)}, '101');
    INSERT INTO task_categories (id, company_id, name) VALUES (${id(1)}, ${c}, 'Housekeeping');
    INSERT INTO task_types (id, company_id, name, task_category_id) VALUES (${id(1)}, ${c}, 'Turndown', ${id(1)});
    INSERT INTO guests (id, company_id, first_name, last_name, confirmation_number, nationality, arrival_date, departure_date, room_id)
      VALUES (${id(1)}, ${c}, 'Ada', 'Guest', 'C${c}', 'GBR', '2026-01-01', '2026-01-05', ${id(1)});
    INSERT INTO booking_types (id, company_id, facility_id, attached_type, activity_id, recurring_type, pax_required)
      VALUES (${id(1)}, ${c}, ${id(1)}, 'Activity', ${id(1)}, 'manual', true);
    INSERT INTO booking_types (id, company_id, facility_id, attached_type, menu_id, recurring_type, pax_required)
      VALUES (${id(2)}, ${c}, ${id(1)}, 'Menu', ${id(1)}, 'manual', true);
    INSERT INTO booking_slots (id, company_id, booking_type_id, date, start_time, end_time) VALUES (${id(1)}, ${c}, ${id(1)}, '2026-01-02', '${c}', '${c}');
    INSERT INTO bookings (id, company_id, number, booking_type_id, booking_slot_id, facility_id, room_id, booked_by_id, booked_by_name, status_by_name, assignee_id, due_at, starts_at)
      VALUES (${id(1)}, ${c}, 1, ${id(1)}, ${id(1)}, ${id(1)}, ${id(1)}, ${id(1)}, 'Staff', 'Staff', ${id(1)}, now(), now());
    INSERT INTO booking_guests (booking_id, guest_id) VALUES (${id(1)}, ${id(1)});
  `;
}

/** Every same-company reference: table, column, the company-A row that holds it, and company B's row to point it at. */
const REFERENCES: [table: string, column: string, row: number, other: number | string][] = [
  ['facilities', 'parent_id', A * 10 + 2, B * 10 + 1],
  ['facilities', 'cover_file_id', A * 10 + 1, fileOf(B)],
  ['activities', 'facility_id', A * 10 + 1, B * 10 + 1],
  ['activities', 'cover_file_id', A * 10 + 1, fileOf(B)],
  ['menus', 'facility_id', A * 10 + 1, B * 10 + 1],
  ['menu_categories', 'menu_id', A * 10 + 1, B * 10 + 1],
  ['menu_categories', 'cover_file_id', A * 10 + 1, fileOf(B)],
  ['menu_items', 'menu_id', A * 10 + 1, B * 10 + 1],
  ['menu_items', 'category_id', A * 10 + 1, B * 10 + 1],
  ['menu_items', 'cover_file_id', A * 10 + 1, fileOf(B)],
  ['rooms', 'room_type_id', A * 10 + 1, B * 10 + 1],
  ['task_types', 'task_category_id', A * 10 + 1, B * 10 + 1],
  ['guests', 'room_id', A * 10 + 1, B * 10 + 1],
  ['booking_types', 'facility_id', A * 10 + 1, B * 10 + 1],
  // A type per activity and per menu: B's second activity and menu have none yet.
  ['booking_types', 'activity_id', A * 10 + 1, B * 10 + 2],
  ['booking_types', 'menu_id', A * 10 + 2, B * 10 + 2],
  ['booking_slots', 'booking_type_id', A * 10 + 1, B * 10 + 1],
  ['bookings', 'booking_type_id', A * 10 + 1, B * 10 + 1],
  ['bookings', 'booking_slot_id', A * 10 + 1, B * 10 + 1],
  ['bookings', 'facility_id', A * 10 + 1, B * 10 + 1],
  ['bookings', 'room_id', A * 10 + 1, B * 10 + 1],
  ['bookings', 'booked_by_id', A * 10 + 1, B * 10 + 1],
  ['bookings', 'assignee_id', A * 10 + 1, B * 10 + 1],
];

const literal = (value: number | string) => (typeof value === 'number' ? String(value) : `'${value}'`);

let db: Scratch;
let before: string;

beforeAll(async () => {
  db = await scratchDatabase();
  before = migrationsUpTo(BEFORE);
  await db.migrate(before);
  for (const statement of (seed(A) + seed(B)).split(';').map((s) => s.trim()).filter(Boolean)) await db.run(statement);
  // The rest of the migrations, on a database that holds rows.
  await db.migrate(migrationsFolder());
}, 60_000);
afterAll(async () => {
  await db?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('a cross-company reference is refused by the database', () => {
  it('the migration kept every existing row and reference', async () => {
    const [row] = await db.run(`SELECT (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM menu_items)::int AS items,
      (SELECT count(*) FROM booking_guests)::int AS booking_guests, (SELECT parent_id FROM facilities WHERE id = ${A * 10 + 2}) AS parent`);
    expect(row).toEqual({ bookings: 2, items: 2, booking_guests: 2, parent: A * 10 + 1 });
  });

  it("an insert of company A's row pointing at company B's row fails with a foreign-key violation", async () => {
    const insert = `INSERT INTO menus (company_id, facility_id, type) VALUES (${A}, ${B * 10 + 1}, 'items')`;
    await expect(db.run(insert)).rejects.toSatisfy((error) => codeOf(error) === '23503');
    // The same row pointing at A's own facility is fine.
    await db.run(`INSERT INTO menus (id, company_id, facility_id, type) VALUES (${A * 10 + 9}, ${A}, ${A * 10 + 1}, 'items')`);
    await db.run(`DELETE FROM menus WHERE id = ${A * 10 + 9}`);
  });

  it.each(REFERENCES)('%s.%s cannot point at the other company', async (table, column, row, other) => {
    const error = await db.run(`UPDATE ${table} SET ${column} = ${literal(other)} WHERE id = ${row}`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(codeOf(error), `${table}.${column} → company B`).toBe('23503');
  });

  it('every foreign key between two company tables is one of those, and carries company_id', async () => {
    // Foreign keys whose own table and target table both have company_id (the target is not companies itself).
    const rows = await db.run(`
      SELECT c.conrelid::regclass::text AS "table",
             (SELECT array_agg(a.attname ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
                JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum)::text[] AS columns
      FROM pg_constraint c
      WHERE c.contype = 'f'
        AND EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = c.conrelid AND attname = 'company_id' AND NOT attisdropped)
        AND EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = c.confrelid AND attname = 'company_id' AND NOT attisdropped)`);
    const found = rows.map((r) => [r.table as string, (r.columns as string[]).join(',')]).sort();
    const expected = REFERENCES.map(([table, column]) => [table, `company_id,${column}`]).sort();
    expect(found).toEqual(expected);
  });
});

describe('deleting works as before', () => {
  it('ON DELETE SET NULL clears only the reference, never company_id', async () => {
    await db.run(`DELETE FROM users WHERE id = ${A * 10 + 1}`);
    await db.run(`DELETE FROM task_categories WHERE id = ${A * 10 + 1}`);
    await db.run(`DELETE FROM files WHERE id = '${fileOf(A)}'`);
    const [row] = await db.run(`SELECT
      (SELECT row(company_id, booked_by_id, assignee_id)::text FROM bookings WHERE id = ${A * 10 + 1}) AS booking,
      (SELECT row(company_id, task_category_id)::text FROM task_types WHERE id = ${A * 10 + 1}) AS task_type,
      (SELECT row(company_id, cover_file_id)::text FROM menu_items WHERE id = ${A * 10 + 1}) AS item,
      (SELECT row(company_id, cover_file_id)::text FROM facilities WHERE id = ${A * 10 + 1}) AS facility`);
    expect(row).toEqual({ booking: `(${A},,)`, task_type: `(${A},)`, item: `(${A},)`, facility: `(${A},)` });
    await db.run(`DELETE FROM rooms WHERE id = ${A * 10 + 1}`);
    const [rooms] = await db.run(`SELECT (SELECT room_id FROM guests WHERE id = ${A * 10 + 1}) AS guest, (SELECT room_id FROM bookings WHERE id = ${A * 10 + 1}) AS booking`);
    expect(rooms).toEqual({ guest: null, booking: null });
  });

  it("ON DELETE CASCADE still removes the company's dependants, and nothing of the other company", async () => {
    await db.run(`DELETE FROM facilities WHERE id = ${A * 10 + 1}`);
    const [row] = await db.run(`SELECT
      (SELECT parent_id FROM facilities WHERE id = ${A * 10 + 2}) AS parent,
      (SELECT count(*) FROM activities WHERE company_id = ${A})::int AS activities,
      (SELECT count(*) FROM menus WHERE company_id = ${A})::int AS menus,
      (SELECT count(*) FROM menu_items WHERE company_id = ${A})::int AS items,
      (SELECT count(*) FROM booking_types WHERE company_id = ${A})::int AS types,
      (SELECT count(*) FROM bookings WHERE company_id = ${A})::int AS bookings,
      (SELECT count(*) FROM bookings WHERE company_id = ${B})::int AS other_bookings,
      (SELECT count(*) FROM menu_items WHERE company_id = ${B})::int AS other_items`);
    expect(row).toEqual({ parent: null, activities: 0, menus: 0, items: 0, types: 0, bookings: 0, other_bookings: 1, other_items: 1 });
  });
});
