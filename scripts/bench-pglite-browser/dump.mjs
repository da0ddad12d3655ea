/**
 * Builds the data dir a browser PGlite would boot from: the server's migrations
 * (server/drizzle, applied by drizzle's migrator exactly as the server does) and
 * one busy company — facilities in two levels, activities, menus with categories
 * and items, users — then `dumpDataDir('gzip')`.
 */
import { PGlite } from '@electric-sql/pglite';
import { fileURLToPath } from 'node:url';
import { FACILITIES_LIST_SQL } from './sql.js';

export { FACILITIES_LIST_SQL };

// drizzle-orm is the server workspace's dependency (server/node_modules), not the root's.
const drizzleDir = new URL('../../server/node_modules/drizzle-orm/', import.meta.url);
const { drizzle } = await import(new URL('pglite/index.js', drizzleDir).href);
const { migrate } = await import(new URL('pglite/migrator.js', drizzleDir).href);

export const MIGRATIONS = fileURLToPath(new URL('../../server/drizzle', import.meta.url));

/** Row counts of the seeded company; "a few hundred rows" like busyResort, a little more. */
export const SEED = { facilities: 40, activitiesPer: 3, menusPer: 1, categoriesPerMenu: 4, itemsPerCategory: 5, users: 25 };

const tr = (text) => JSON.stringify([{ language_code: 'en', text }, { language_code: 'fr', text: `${text} (fr)` }]);

async function seed(client) {
  const company = await client.query(
    `INSERT INTO companies (name, username, type, size, country3, currency_symbol, timezone, property_name, primary_color)
     VALUES ('Coral Bay Resort', 'coralbay', 'resort', '51-200', 'MDV', '$', 'Indian/Maldives', 'Coral Bay', '#0b6e99') RETURNING id`,
  );
  const companyId = company.rows[0].id;
  for (let u = 0; u < SEED.users; u += 1) {
    await client.query(
      `INSERT INTO users (company_id, name, username, status, is_owner, permissions) VALUES ($1, $2, $3, 'active', $4, '{}'::jsonb)`,
      [companyId, `Person ${u}`, `person${u}`, u === 0],
    );
  }
  const rows = { facilities: 0, activities: 0, menus: 0, categories: 0, items: 0, users: SEED.users };
  const parents = [];
  for (let f = 0; f < SEED.facilities; f += 1) {
    // A quarter of the facilities are children of the first ones: the list shows parent names.
    const parentId = f >= SEED.facilities * 0.75 ? parents[f % parents.length] : null;
    const facility = await client.query(
      `INSERT INTO facilities (company_id, name, description, sort_order, parent_id, show_app_home)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [companyId, tr(`Facility ${f}`), tr(`<p>About facility ${f}</p>`), f, parentId, f % 3 === 0],
    );
    const facilityId = facility.rows[0].id;
    if (parentId === null) parents.push(facilityId);
    rows.facilities += 1;
    for (let a = 0; a < SEED.activitiesPer; a += 1) {
      await client.query(
        `INSERT INTO activities (company_id, facility_id, name, price_text, description, sort_order) VALUES ($1, $2, $3, $4, $5, $6)`,
        [companyId, facilityId, tr(`Activity ${f}.${a}`), tr('$40'), tr('<p>Bring a towel.</p>'), a],
      );
      rows.activities += 1;
    }
    for (let m = 0; m < SEED.menusPer; m += 1) {
      const menu = await client.query(
        `INSERT INTO menus (company_id, facility_id, name, type, short_description, sort_order) VALUES ($1, $2, $3, 'items', $4, $5) RETURNING id`,
        [companyId, facilityId, tr(`Menu ${f}.${m}`), tr('All day'), m],
      );
      rows.menus += 1;
      for (let c = 0; c < SEED.categoriesPerMenu; c += 1) {
        const category = await client.query(
          `INSERT INTO menu_categories (company_id, menu_id, name, sort_order) VALUES ($1, $2, $3, $4) RETURNING id`,
          [companyId, menu.rows[0].id, tr(`Category ${c}`), c],
        );
        rows.categories += 1;
        for (let i = 0; i < SEED.itemsPerCategory; i += 1) {
          await client.query(
            `INSERT INTO menu_items (company_id, menu_id, category_id, name, price_text, description, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [companyId, menu.rows[0].id, category.rows[0].id, tr(`Dish ${i}`), tr('$12'), tr('<p>Fresh.</p>'), i],
          );
          rows.items += 1;
        }
      }
    }
  }
  return { companyId, rows };
}

/** Returns the gzip dump's bytes, the seeded counts and how long migrating and seeding took. */
export async function buildDump() {
  const started = performance.now();
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  const migratedAt = performance.now();
  const { companyId, rows } = await seed(client);
  await client.query('VACUUM ANALYZE');
  const blob = await client.dumpDataDir('gzip');
  await client.close();
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { bytes, companyId, rows, migrateMs: migratedAt - started, totalMs: performance.now() - started };
}
