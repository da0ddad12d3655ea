/**
 * Same-company references (drizzle/0008_same_company_references.sql, 0009_child_rows_same_company.sql):
 * the database itself refuses a row of one company pointing at another company's row, whatever the
 * code above it does. The file builds its own database: migrations up to 0007, rows of two companies
 * written with raw SQL (the tenancy seam bypassed), migrations up to 0008, rows already broken there
 * (a cover or logo of a file that is gone or another company's, an image row of a missing file, a
 * booking naming another company's guest), then the rest of the migrations — so it also proves the
 * migrations run on a database that already holds data. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
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
/** The last migration before the child rows' company_id and the cover / logo keys. */
const BEFORE_CHILDREN = '0008_same_company_references';

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
/** A second file of the company, named by no image or PDF row (the target of the file_id checks, whose own keys are unique). */
const spareFileOf = (company: number) => `00000000-0000-4000-8000-00000001${company}`;
/** A file id that names no file. */
const MISSING_FILE = '00000000-0000-4000-8000-0000000dead0';

/** Two companies with one of everything that references something: company c's rows have ids c*10+n (slot times are text: c). Written as at 0007. */
function seed(c: number): string {
  const id = (n: number) => c * 10 + n;
  return `
    INSERT INTO companies (id, name, username, type, size, country3, currency_symbol, timezone, property_name, primary_color)
      VALUES (${c}, 'Hotel ${c}', 'hotel-${c}', 'hotel', '1-10', 'MDV', '$', 'Indian/Maldives', 'Hotel ${c}', '#000000');
    INSERT INTO files (id, company_id, content_type, size, data) VALUES ('${fileOf(c)}', ${c}, 'image/png', 1, '\\x00');
    INSERT INTO files (id, company_id, content_type, size, data) VALUES ('${spareFileOf(c)}', ${c}, 'image/png', 1, '\\x00');
    UPDATE companies SET property_logo_file_id = '${fileOf(c)}', default_image_file_id = '${fileOf(c)}' WHERE id = ${c};
    INSERT INTO users (id, company_id, name, username, status) VALUES (${id(1)}, ${c}, 'Staff', 'staff', 'active');
    INSERT INTO facilities (id, company_id, cover_file_id) VALUES (${id(1)}, ${c}, '${fileOf(c)}');
    INSERT INTO facilities (id, company_id, parent_id) VALUES (${id(2)}, ${c}, ${id(1)});
    INSERT INTO activities (id, company_id, facility_id, cover_file_id) VALUES (${id(1)}, ${c}, ${id(1)}, '${fileOf(c)}');
    INSERT INTO activities (id, company_id, facility_id) VALUES (${id(2)}, ${c}, ${id(1)});
    INSERT INTO menus (id, company_id, facility_id, type) VALUES (${id(1)}, ${c}, ${id(1)}, 'items');
    INSERT INTO menus (id, company_id, facility_id, type) VALUES (${id(2)}, ${c}, ${id(1)}, 'items');
    INSERT INTO menu_categories (id, company_id, menu_id, cover_file_id) VALUES (${id(1)}, ${c}, ${id(1)}, '${fileOf(c)}');
    INSERT INTO menu_items (id, company_id, menu_id, category_id, cover_file_id) VALUES (${id(1)}, ${c}, ${id(1)}, ${id(1)}, '${fileOf(c)}');
    INSERT INTO room_types (id, company_id, name, cover_file_id) VALUES (${id(1)}, ${c}, 'Villa', '${fileOf(c)}');
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
    INSERT INTO booking_menu_items (booking_id, menu_item_id, quantity) VALUES (${id(1)}, ${id(1)}, 2);
    INSERT INTO facility_gallery (id, facility_id, file_id) VALUES (${id(1)}, ${id(1)}, '${fileOf(c)}');
    INSERT INTO activity_gallery (id, activity_id, file_id) VALUES (${id(1)}, ${id(1)}, '${fileOf(c)}');
    INSERT INTO menu_pdfs (menu_id, language_code, file_id) VALUES (${id(1)}, 'en', '${fileOf(c)}');
    INSERT INTO promotions (id, company_id, name) VALUES (${id(1)}, ${c}, 'Sunset');
    INSERT INTO promotions (id, company_id, name) VALUES (${id(2)}, ${c}, 'Spa day');
    INSERT INTO promotion_images (file_id, promotion_id, language_code, filename) VALUES ('${fileOf(c)}', ${id(1)}, 'en', 'sunset.png');
    INSERT INTO information (id, company_id, content_type, cover_file_id) VALUES (${id(1)}, ${c}, 'image', '${fileOf(c)}');
    INSERT INTO information_files (file_id, information_id, kind, language_code, filename) VALUES ('${fileOf(c)}', ${id(1)}, 'image', 'en', 'map.png');
    INSERT INTO recurring_events (id, company_id, start_time, end_time, cover_file_id) VALUES (${id(1)}, ${c}, '18:00', '19:00', '${fileOf(c)}');
  `;
}

/** Slice 4's company tables (0011 export keys, 0012 campaigns and devices, 0014 the delivery outbox), after every migration. */
function seedSlice4(c: number): string {
  const id = (n: number) => c * 10 + n;
  return `
    INSERT INTO campaigns (id, company_id, name, description, audience, target_text, created_by)
      VALUES (${id(1)}, ${c}, 'Sunset', 'Tonight', '{"kind":"everyone"}', 'Everyone with the app', ${id(1)});
    INSERT INTO devices (id, company_id, platform, provider, token, language, guest_id, user_id)
      VALUES (${id(1)}, ${c}, 'ios', 'expo', 'ExponentPushToken[c${c}]', 'en', ${id(1)}, ${id(1)});
    INSERT INTO campaign_deliveries (id, company_id, campaign_id, device_id, idempotency_key, provider)
      VALUES (${id(1)}, ${c}, ${id(1)}, ${id(1)}, 'c${id(1)}-d${id(1)}', 'expo');
    INSERT INTO export_keys (id, company_id, user_id, token_hash, list, query, expires_at)
      VALUES (${id(1)}, ${c}, ${id(1)}, 'hash-${c}', 'guests/current', '{}', now());
  `;
}

/** Map › Tracking (0016): a group, a tracker in it and one position of the tracker, per company. */
function seedTracking(c: number): string {
  const id = (n: number) => c * 10 + n;
  return `
    INSERT INTO tracking_groups (id, company_id, name, type) VALUES (${id(1)}, ${c}, 'Buggies', 'buggy');
    INSERT INTO tracking_groups (id, company_id, name, type) VALUES (${id(2)}, ${c}, 'Boats', 'boat');
    INSERT INTO trackers (id, company_id, tracking_group_id, name) VALUES (${id(1)}, ${c}, ${id(1)}, 'Buggy 1');
    INSERT INTO tracker_positions (id, company_id, tracker_id, lat, lng, recorded_at) VALUES (${id(1)}, ${c}, ${id(1)}, 4.17, 73.5, now());
  `;
}

/** Map > Key Places (0018): a place with a cover of its own company, per company. */
function seedLocations(c: number): string {
  return `INSERT INTO locations (id, company_id, name, lat, lng, cover_file_id) VALUES (${c * 10 + 1}, ${c}, 'Jetty', 4.17, 73.5, '${fileOf(c)}');`;
}

/** Admin › App Editor (0020): an app version saved by the company's user, per company. */
function seedAppVersions(c: number): string {
  return `INSERT INTO app_versions (id, company_id, config, schema_version, summary, created_by) VALUES (${c * 10 + 1}, ${c}, '{}', 2, 'First version', ${c * 10 + 1});`;
}

/** Map › Map Settings (0019): an overlay image (a file of its own company), per company. */
function seedMapOverlay(c: number): string {
  return `INSERT INTO map_overlay_images (file_id, company_id, language_code, filename, width, height) VALUES ('${fileOf(c)}', ${c}, 'en', 'plan.png', 800, 500);`;
}

/**
 * References already broken at 0008 (no key checked them): 0009 clears each before adding its key — a cover or logo
 * becomes NULL, a row that names a missing or another company's file / guest is deleted. All on company A's rows.
 */
const BROKEN = `
  INSERT INTO information (id, company_id, content_type, cover_file_id) VALUES (${A * 10 + 2}, ${A}, 'text', '${MISSING_FILE}');
  INSERT INTO recurring_events (id, company_id, start_time, end_time, cover_file_id) VALUES (${A * 10 + 2}, ${A}, '18:00', '19:00', '${fileOf(B)}');
  INSERT INTO room_types (id, company_id, name, cover_file_id) VALUES (${A * 10 + 2}, ${A}, 'Suite', '${MISSING_FILE}');
  UPDATE companies SET default_image_file_id = '${fileOf(B)}' WHERE id = ${A};
  INSERT INTO promotion_images (file_id, promotion_id, language_code, filename) VALUES ('${MISSING_FILE}', ${A * 10 + 1}, 'fr', 'gone.png');
  INSERT INTO information_files (file_id, information_id, kind, language_code, filename) VALUES ('${spareFileOf(B)}', ${A * 10 + 1}, 'pdf', 'en', 'theirs.pdf');
  INSERT INTO booking_guests (booking_id, guest_id) VALUES (${A * 10 + 1}, ${B * 10 + 1});
`;

const statements = (text: string) => text.split(';').map((s) => s.trim()).filter(Boolean);

/** Every same-company reference: table, column, the company-A row that holds it (an id, or a condition), and company B's row to point it at. */
const REFERENCES: [table: string, column: string, row: number | string, other: number | string][] = [
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
  // 0009: rows under a parent that name another company-owned row, and the covers.
  ['facility_gallery', 'facility_id', A * 10 + 1, B * 10 + 1],
  ['facility_gallery', 'file_id', A * 10 + 1, spareFileOf(B)],
  ['activity_gallery', 'activity_id', A * 10 + 1, B * 10 + 1],
  ['activity_gallery', 'file_id', A * 10 + 1, spareFileOf(B)],
  ['menu_pdfs', 'menu_id', `menu_id = ${A * 10 + 1}`, B * 10 + 2],
  ['menu_pdfs', 'file_id', `menu_id = ${A * 10 + 1}`, spareFileOf(B)],
  // One image per language: B's second banner has none yet.
  ['promotion_images', 'promotion_id', `file_id = '${fileOf(A)}'`, B * 10 + 2],
  ['promotion_images', 'file_id', `file_id = '${fileOf(A)}'`, spareFileOf(B)],
  ['information_files', 'information_id', `file_id = '${fileOf(A)}'`, B * 10 + 1],
  ['information_files', 'file_id', `file_id = '${fileOf(A)}'`, spareFileOf(B)],
  ['booking_guests', 'booking_id', `booking_id = ${A * 10 + 1}`, B * 10 + 1],
  ['booking_guests', 'guest_id', `booking_id = ${A * 10 + 1}`, B * 10 + 1],
  ['booking_menu_items', 'booking_id', `booking_id = ${A * 10 + 1}`, B * 10 + 1],
  ['booking_menu_items', 'menu_item_id', `booking_id = ${A * 10 + 1}`, B * 10 + 1],
  ['information', 'cover_file_id', A * 10 + 1, fileOf(B)],
  ['recurring_events', 'cover_file_id', A * 10 + 1, fileOf(B)],
  ['room_types', 'cover_file_id', A * 10 + 1, fileOf(B)],
  // Slice 4 (seedSlice4).
  ['campaigns', 'created_by', A * 10 + 1, B * 10 + 1],
  ['devices', 'guest_id', A * 10 + 1, B * 10 + 1],
  ['devices', 'user_id', A * 10 + 1, B * 10 + 1],
  ['campaign_deliveries', 'campaign_id', A * 10 + 1, B * 10 + 1],
  ['campaign_deliveries', 'device_id', A * 10 + 1, B * 10 + 1],
  ['export_keys', 'user_id', A * 10 + 1, B * 10 + 1],
  // Map › Tracking (seedTracking).
  ['trackers', 'tracking_group_id', A * 10 + 1, B * 10 + 1],
  ['tracker_positions', 'tracker_id', A * 10 + 1, B * 10 + 1],
  // Map > Key Places (seedLocations).
  ['locations', 'cover_file_id', A * 10 + 1, fileOf(B)],
  // Map › Map Settings (seedMapOverlay).
  ['map_overlay_images', 'file_id', `file_id = '${fileOf(A)}'`, spareFileOf(B)],
  // Admin › App Editor (seedAppVersions).
  ['app_versions', 'created_by', A * 10 + 1, B * 10 + 1],
];

/** The company's own images: (id, <image>_file_id) → files(company_id, id). */
const COMPANY_IMAGES = ['property_logo_file_id', 'default_image_file_id'];

const literal = (value: number | string) => (typeof value === 'number' ? String(value) : `'${value}'`);

let db: Scratch;
const folders: string[] = [];

beforeAll(async () => {
  db = await scratchDatabase();
  folders.push(migrationsUpTo(BEFORE), migrationsUpTo(BEFORE_CHILDREN));
  await db.migrate(folders[0]!);
  for (const statement of statements(seed(A) + seed(B))) await db.run(statement);
  await db.migrate(folders[1]!);
  for (const statement of statements(BROKEN)) await db.run(statement);
  // The rest of the migrations, on a database that holds rows (and broken references).
  await db.migrate(migrationsFolder());
  for (const statement of statements(seedSlice4(A) + seedSlice4(B))) await db.run(statement);
  for (const statement of statements(seedTracking(A) + seedTracking(B))) await db.run(statement);
  for (const statement of statements(seedLocations(A) + seedLocations(B))) await db.run(statement);
  for (const statement of statements(seedMapOverlay(A) + seedMapOverlay(B))) await db.run(statement);
  for (const statement of statements(seedAppVersions(A) + seedAppVersions(B))) await db.run(statement);
}, 60_000);
afterAll(async () => {
  await db?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('a cross-company reference is refused by the database', () => {
  it('the migration kept every existing row and reference', async () => {
    const [row] = await db.run(`SELECT (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM menu_items)::int AS items,
      (SELECT count(*) FROM booking_guests)::int AS booking_guests, (SELECT parent_id FROM facilities WHERE id = ${A * 10 + 2}) AS parent`);
    expect(row).toEqual({ bookings: 2, items: 2, booking_guests: 2, parent: A * 10 + 1 });
  });

  it("the rows under a parent took their parent's company, and kept their references", async () => {
    for (const table of ['facility_gallery', 'activity_gallery', 'menu_pdfs', 'promotion_images', 'information_files', 'booking_guests', 'booking_menu_items']) {
      const rows = await db.run(`SELECT company_id FROM ${table} ORDER BY company_id`);
      expect(rows, table).toEqual([{ company_id: A }, { company_id: B }]);
    }
    const [row] = await db.run(`SELECT
      (SELECT row(file_id, facility_id)::text FROM facility_gallery WHERE company_id = ${A}) AS gallery,
      (SELECT row(guest_id, booking_id)::text FROM booking_guests WHERE company_id = ${A}) AS guest,
      (SELECT row(menu_item_id, quantity)::text FROM booking_menu_items WHERE company_id = ${A}) AS line,
      (SELECT row(property_logo_file_id, default_image_file_id)::text FROM companies WHERE id = ${B}) AS images,
      (SELECT cover_file_id FROM information WHERE id = ${A * 10 + 1}) AS cover`);
    expect(row).toEqual({
      gallery: `(${fileOf(A)},${A * 10 + 1})`,
      guest: `(${A * 10 + 1},${A * 10 + 1})`,
      line: `(${A * 10 + 1},2)`,
      images: `(${fileOf(B)},${fileOf(B)})`,
      cover: fileOf(A),
    });
  });

  it('references already broken before 0009 were cleared: covers and images set to NULL, rows naming a missing or foreign row deleted', async () => {
    const [row] = await db.run(`SELECT
      (SELECT cover_file_id FROM information WHERE id = ${A * 10 + 2}) AS information,
      (SELECT cover_file_id FROM recurring_events WHERE id = ${A * 10 + 2}) AS event,
      (SELECT cover_file_id FROM room_types WHERE id = ${A * 10 + 2}) AS room_type,
      (SELECT row(property_logo_file_id, default_image_file_id)::text FROM companies WHERE id = ${A}) AS images,
      (SELECT count(*) FROM promotion_images WHERE file_id = '${MISSING_FILE}')::int AS missing_image,
      (SELECT count(*) FROM information_files WHERE file_id = '${spareFileOf(B)}')::int AS foreign_pdf,
      (SELECT count(*) FROM booking_guests WHERE guest_id = ${B * 10 + 1})::int AS foreign_guest,
      (SELECT count(*) FROM information WHERE company_id = ${A})::int AS cards`);
    expect(row).toEqual({
      information: null,
      event: null,
      room_type: null,
      images: `(${fileOf(A)},)`,
      missing_image: 0,
      foreign_pdf: 0,
      foreign_guest: 1, // company B's own booking_guests row
      cards: 2,
    });
    const [guest] = await db.run(`SELECT count(*)::int AS n FROM booking_guests WHERE company_id = ${A} AND guest_id = ${B * 10 + 1}`);
    expect(guest).toEqual({ n: 0 });
  });

  it("an insert of company A's row pointing at company B's row fails with a foreign-key violation", async () => {
    const insert = `INSERT INTO menus (company_id, facility_id, type) VALUES (${A}, ${B * 10 + 1}, 'items')`;
    await expect(db.run(insert)).rejects.toSatisfy((error) => codeOf(error) === '23503');
    // The same row pointing at A's own facility is fine.
    await db.run(`INSERT INTO menus (id, company_id, facility_id, type) VALUES (${A * 10 + 9}, ${A}, ${A * 10 + 1}, 'items')`);
    await db.run(`DELETE FROM menus WHERE id = ${A * 10 + 9}`);
  });

  it.each(REFERENCES)('%s.%s cannot point at the other company', async (table, column, row, other) => {
    const where = typeof row === 'number' ? `id = ${row}` : row;
    const [found] = await db.run(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
    expect(found, `${table} has the row ${where}`).toEqual({ n: 1 });
    const error = await db.run(`UPDATE ${table} SET ${column} = ${literal(other)} WHERE ${where}`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(codeOf(error), `${table}.${column} → company B`).toBe('23503');
  });

  it.each(COMPANY_IMAGES)("companies.%s cannot name another company's file", async (column) => {
    const error = await db.run(`UPDATE companies SET ${column} = '${fileOf(B)}' WHERE id = ${A}`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(codeOf(error), `companies.${column} → company B's file`).toBe('23503');
  });

  it("an insert of company A's row under its own parent naming company B's guest, menu item or file fails", async () => {
    const inserts = [
      `INSERT INTO booking_guests (company_id, booking_id, guest_id) VALUES (${A}, ${A * 10 + 1}, ${B * 10 + 1})`,
      `INSERT INTO booking_menu_items (company_id, booking_id, menu_item_id, quantity) VALUES (${A}, ${A * 10 + 1}, ${B * 10 + 1}, 1)`,
      `INSERT INTO facility_gallery (company_id, facility_id, file_id) VALUES (${A}, ${A * 10 + 1}, '${spareFileOf(B)}')`,
      `INSERT INTO promotion_images (company_id, promotion_id, file_id, language_code, filename) VALUES (${A}, ${A * 10 + 1}, '${spareFileOf(B)}', 'de', 'x.png')`,
      // And a row claiming company B under company A's parent.
      `INSERT INTO menu_pdfs (company_id, menu_id, language_code, file_id) VALUES (${B}, ${A * 10 + 1}, 'de', '${spareFileOf(B)}')`,
    ];
    for (const insert of inserts) await expect(db.run(insert), insert).rejects.toSatisfy((error) => codeOf(error) === '23503');
    // The same rows naming A's own are fine.
    await db.run(`INSERT INTO facility_gallery (id, company_id, facility_id, file_id) VALUES (${A * 10 + 9}, ${A}, ${A * 10 + 1}, '${spareFileOf(A)}')`);
    await db.run(`DELETE FROM facility_gallery WHERE id = ${A * 10 + 9}`);
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
      (SELECT row(company_id, cover_file_id)::text FROM facilities WHERE id = ${A * 10 + 1}) AS facility,
      (SELECT row(company_id, cover_file_id)::text FROM information WHERE id = ${A * 10 + 1}) AS information,
      (SELECT row(company_id, cover_file_id)::text FROM recurring_events WHERE id = ${A * 10 + 1}) AS event,
      (SELECT row(company_id, cover_file_id)::text FROM room_types WHERE id = ${A * 10 + 1}) AS room_type,
      (SELECT row(company_id, created_by)::text FROM app_versions WHERE id = ${A * 10 + 1}) AS app_version,
      (SELECT row(id, property_logo_file_id)::text FROM companies WHERE id = ${A}) AS company,
      (SELECT property_logo_file_id FROM companies WHERE id = ${B}) AS other_logo`);
    expect(row).toEqual({
      booking: `(${A},,)`,
      task_type: `(${A},)`,
      item: `(${A},)`,
      facility: `(${A},)`,
      information: `(${A},)`,
      event: `(${A},)`,
      room_type: `(${A},)`,
      app_version: `(${A},)`,
      company: `(${A},)`,
      other_logo: fileOf(B),
    });
    await db.run(`DELETE FROM rooms WHERE id = ${A * 10 + 1}`);
    const [rooms] = await db.run(`SELECT (SELECT room_id FROM guests WHERE id = ${A * 10 + 1}) AS guest, (SELECT room_id FROM bookings WHERE id = ${A * 10 + 1}) AS booking`);
    expect(rooms).toEqual({ guest: null, booking: null });
  });

  it("ON DELETE CASCADE from a file removes the image and PDF rows that named it (the company's only)", async () => {
    // fileOf(A) was deleted above.
    for (const table of ['facility_gallery', 'activity_gallery', 'menu_pdfs', 'promotion_images', 'information_files']) {
      const rows = await db.run(`SELECT company_id FROM ${table} ORDER BY company_id`);
      expect(rows, table).toEqual([{ company_id: B }]);
    }
  });

  it("deleting a guest or a menu item removes the booking's line for it", async () => {
    await db.run(`DELETE FROM guests WHERE id = ${A * 10 + 1}`);
    await db.run(`DELETE FROM menu_items WHERE id = ${A * 10 + 1}`);
    const [row] = await db.run(`SELECT
      (SELECT count(*) FROM booking_guests WHERE company_id = ${A})::int AS guests,
      (SELECT count(*) FROM booking_menu_items WHERE company_id = ${A})::int AS lines,
      (SELECT count(*) FROM bookings WHERE company_id = ${A})::int AS bookings,
      (SELECT count(*) FROM booking_guests WHERE company_id = ${B})::int AS other_guests`);
    expect(row).toEqual({ guests: 0, lines: 0, bookings: 1, other_guests: 1 });
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

  it('deleting a whole company (its files and its images on the companies row among them) works, and leaves the other', async () => {
    await db.run(`DELETE FROM companies WHERE id = ${B}`);
    const [row] = await db.run(`SELECT
      (SELECT count(*) FROM companies)::int AS companies,
      (SELECT count(*) FROM files WHERE company_id = ${B})::int AS files,
      (SELECT count(*) FROM booking_guests)::int AS booking_guests,
      (SELECT count(*) FROM facility_gallery)::int AS gallery,
      (SELECT count(*) FROM files WHERE company_id = ${A})::int AS own_files`);
    expect(row).toEqual({ companies: 1, files: 0, booking_guests: 0, gallery: 0, own_files: 1 });
  });
});
